#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

/// "12 passing (30ms)", "2 failing", "1 pending": the counts that close a run.
bool isSummaryLine(QByteArrayView t, QByteArrayView word)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    return i > 0 && t.sliced(i).startsWith(' ') && t.sliced(i + 1).startsWith(word);
}

/// "3) title": a failed test in Mocha's list (the number is its place in the failure details).
QByteArrayView numberedTitle(QByteArrayView t)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    if (i == 0 || !t.sliced(i).startsWith(") "))
        return {};
    return t.sliced(i + 2).trimmed();
}

} // namespace

bool isMochaSummaryLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    return isSummaryLine(t, "passing") || isSummaryLine(t, "failing") || isSummaryLine(t, "pending");
}

// Ids as SWE-bench's and Multi-SWE-bench's Mocha parsers give them: each test's title as the spec reporter prints it,
// without its describe blocks ("✔ adds (3ms)" -> "adds", "2) fails" -> "fails", "- todo" -> skipped). A retried test
// is printed once, with its final outcome.
TestResults parseMochaLog(QByteArrayView bytes)
{
    TestResults results;
    // After "N passing" come the failure details, whose "1) describe" headers name suites, not tests; a later run's
    // first passed test ends them.
    bool inDetails = false;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (isSummaryLine(t, "passing") || isSummaryLine(t, "failing") || isSummaryLine(t, "pending")) {
            inDetails = true;
            continue;
        }
        if (const std::optional<MarkedTitle> mark = matchMark(t, !inDetails)) {
            if (inDetails && mark->status != TestStatus::Passed)
                continue;
            inDetails = false;
            setWorst(results, idText(withoutDuration(mark->title)), mark->status);
            continue;
        }
        if (inDetails)
            continue;
        if (const QByteArrayView title = numberedTitle(t); !title.isEmpty())
            setWorst(results, idText(withoutDuration(title)), TestStatus::Failed);
    }
    return results;
}

} // namespace heddle::testlog
