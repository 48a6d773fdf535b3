#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

struct StatusWord {
    QByteArrayView word;
    TestStatus status;
};

// XPASS is a pass: the test ran and succeeded (a strict xfail that passes is reported as FAILED instead).
constexpr StatusWord kStatusWords[] = {
    {"PASSED", TestStatus::Passed},   {"FAILED", TestStatus::Failed}, {"ERROR", TestStatus::Error},
    {"SKIPPED", TestStatus::Skipped}, {"XFAIL", TestStatus::XFail},   {"XPASS", TestStatus::Passed},
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

/// The status word the text starts with, when it stands alone (followed by the end or a space).
const StatusWord *leadingStatus(QByteArrayView text)
{
    if (text.isEmpty() || text.front() < 'E' || text.front() > 'X')
        return nullptr;
    for (const StatusWord &s : kStatusWords) {
        if (text.startsWith(s.word) && (text.size() == s.word.size() || isSpace(text[s.word.size()])))
            return &s;
    }
    return nullptr;
}

/// Removes xdist's "[gw3]" worker and "[ 42%]" progress prefixes.
QByteArrayView stripProgressPrefixes(QByteArrayView line)
{
    while (line.startsWith('[')) {
        const qsizetype close = line.indexOf(']');
        if (close < 0)
            break;
        const QByteArrayView inner = line.sliced(1, close - 1).trimmed();
        bool progress = !inner.isEmpty();
        if (inner.startsWith("gw")) {
            for (char c : inner.sliced(2))
                progress = progress && c >= '0' && c <= '9';
        } else {
            for (char c : inner)
                progress = progress && ((c >= '0' && c <= '9') || c == '%');
            progress = progress && inner.endsWith('%');
        }
        if (!progress)
            break;
        line = line.sliced(close + 1).trimmed();
    }
    return line;
}

/// The node id at the start of text: it ends at the first blank outside parametrize brackets, so
/// "t.py::test_p[x - y] - AssertionError" gives "t.py::test_p[x - y]".
QByteArrayView leadingNodeId(QByteArrayView text)
{
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '[')
            ++depth;
        else if (c == ']' && depth > 0)
            --depth;
        else if (depth == 0 && isSpace(c))
            return text.first(i);
    }
    if (depth == 0)
        return text;
    // Unbalanced brackets inside the parameters: the id ends at the first "]" followed by a blank or the end.
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == ']' && (i + 1 == text.size() || isSpace(text[i + 1])))
            return text.first(i + 1);
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (isSpace(text[i]))
            return text.first(i);
    }
    return text;
}

/// What may follow the status in "-v" output: nothing, a "(reason)" and a "[ 42%]" progress column.
bool isStatusTail(QByteArrayView tail)
{
    tail = tail.trimmed();
    return tail.isEmpty() || tail.startsWith('(') || (tail.startsWith('[') && tail.endsWith("%]"));
}

/// "-v" form: "t.py::test_a PASSED [ 10%]". The id may hold blanks inside brackets (and, rarely, in the path), so
/// the status is the first status word after a blank that is outside brackets and is followed by a valid tail.
std::optional<TestLine> matchStatusLast(QByteArrayView line, bool trackBrackets)
{
    int depth = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (trackBrackets && c == '[') {
            ++depth;
        } else if (trackBrackets && c == ']') {
            if (depth > 0)
                --depth;
        } else if (depth == 0 && isSpace(c)) {
            qsizetype j = i + 1;
            while (j < line.size() && isSpace(line[j]))
                ++j;
            const qsizetype blanks = i;
            i = j - 1; // a run of blanks is looked past once, not once per blank in it
            const QByteArrayView rest = line.sliced(j);
            const StatusWord *s = leadingStatus(rest);
            if (!s || !isStatusTail(rest.sliced(s->word.size())))
                continue;
            QByteArrayView id = line.first(blanks).trimmed();
            // A test inherited from another file is shown as "t.py::TestB::test_a <- base.py".
            if (const qsizetype arrow = findBytes(id, " <- "); arrow > 0)
                id = id.first(arrow).trimmed();
            if (findBytes(id, "::") < 0)
                return std::nullopt;
            return TestLine{id, s->status};
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<TestLine> matchPytestLine(QByteArrayView line)
{
    line = stripProgressPrefixes(line.trimmed());
    if (line.isEmpty())
        return std::nullopt;

    if (const StatusWord *s = leadingStatus(line)) {
        const QByteArrayView rest = line.sliced(s->word.size()).trimmed();
        // "SKIPPED [2] tests/t.py:12: reason" sums up skips by location and names no test.
        if (rest.isEmpty() || (rest.size() > 1 && rest[0] == '[' && rest[1] >= '0' && rest[1] <= '9'))
            return std::nullopt;
        return TestLine{leadingNodeId(rest), s->status};
    }

    if (findBytes(line, "::") < 0)
        return std::nullopt;
    if (auto m = matchStatusLast(line, true))
        return m;
    if (line.contains('['))
        return matchStatusLast(line, false);
    return std::nullopt;
}

QByteArrayView matchCollectionHeader(QByteArrayView line)
{
    constexpr QByteArrayView kCollecting = " ERROR collecting ";
    line = line.trimmed();
    if (!line.startsWith('_') || !line.endsWith('_'))
        return {};
    const qsizetype at = findBytes(line, kCollecting);
    if (at < 0)
        return {};
    QByteArrayView path = line.sliced(at + kCollecting.size());
    while (path.endsWith('_'))
        path.chop(1);
    return path.trimmed();
}

TestResults parsePytestLog(QByteArrayView bytes)
{
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        if (auto m = matchPytestLine(line)) {
            results.set(QString::fromUtf8(m->id), m->status);
        } else if (const QByteArrayView path = matchCollectionHeader(line); !path.isEmpty()) {
            // Without -rA's summary, the errors section's header is all that names a file that failed to collect.
            const QString id = QString::fromUtf8(path);
            if (!results.status.contains(id))
                results.set(id, TestStatus::Error);
        }
    }
    return results;
}

} // namespace heddle::testlog
