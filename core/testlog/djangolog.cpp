#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

constexpr QByteArrayView kSeparator = " ... ";

/// The id before the first " ... " whose remainder is an outcome: a docstring may itself contain " ... ", a skip
/// reason too, so the first split that leaves a valid outcome wins.
std::optional<TestLine> splitResult(QByteArrayView line)
{
    for (qsizetype pos = findBytes(line, kSeparator); pos >= 0; pos = findBytes(line, kSeparator, pos + 1)) {
        if (auto status = matchDjangoOutcome(line.sliced(pos + kSeparator.size()).trimmed()))
            return TestLine{line.first(pos).trimmed(), *status};
    }
    return std::nullopt;
}

/// A file the runner could not load because it does not compile. Loading by name (as Django's runner does with its
/// labels) lets a SyntaxError escape the loader, so the run ends with a traceback through unittest/loader.py whose
/// last frame is the file, and no test of that file is ever listed.
class LoadFailure
{
public:
    /// Feeds one line; returns the file when the line ends such a traceback.
    QByteArrayView next(QByteArrayView line)
    {
        if (line == "Traceback (most recent call last):") {
            m_inTraceback = true;
            m_throughLoader = false;
            m_file = {};
            return {};
        }
        if (!m_inTraceback)
            return {};
        if (line.startsWith("  File \"")) {
            const QByteArrayView rest = line.sliced(8);
            const qsizetype quote = rest.indexOf('"');
            m_file = quote > 0 ? rest.first(quote).toByteArray() : QByteArray();
            m_throughLoader = m_throughLoader || m_file.endsWith("unittest/loader.py");
            return {};
        }
        if (line.startsWith(' ') || line.isEmpty())
            return {};
        m_inTraceback = false;
        const bool compileError =
            line.startsWith("SyntaxError") || line.startsWith("IndentationError") || line.startsWith("TabError");
        return compileError && m_throughLoader && m_file.endsWith(".py") ? QByteArrayView(m_file) : QByteArrayView();
    }

private:
    bool m_inTraceback = false;
    bool m_throughLoader = false;
    QByteArray m_file;
};

/// Lines that close the result list, after which a lone "OK" is the run's verdict and not a test's.
bool endsResultList(QByteArrayView line)
{
    return line.startsWith("Ran ") || line.startsWith("-----") || line.startsWith("=====");
}

} // namespace

std::optional<TestStatus> matchDjangoOutcome(QByteArrayView text)
{
    if (text == "ok" || text == "OK")
        return TestStatus::Passed;
    if (text == "FAIL")
        return TestStatus::Failed;
    if (text == "ERROR")
        return TestStatus::Error;
    if (text == "expected failure")
        return TestStatus::XFail;
    if (text == "unexpected success")
        return TestStatus::Passed;
    if (text.startsWith("skipped") && (text.size() == 7 || text[7] == ' '))
        return TestStatus::Skipped;
    return std::nullopt;
}

std::optional<TestLine> matchDjangoLine(QByteArrayView line)
{
    line = line.trimmed();
    auto m = splitResult(line);
    if (m && m->id.isEmpty())
        return std::nullopt;
    return m;
}

// Forms read, each as the SWE-bench harness names the test (so that FAIL_TO_PASS ids match):
//   test_x (app.tests.T) ... ok                       id "test_x (app.tests.T)"
//   test_x (app.tests.T.test_x) ... ok                (Django 5 / Python 3.11+) id kept whole
//   test_x (app.tests.T)\nFirst docstring line ... ok  id "First docstring line", the harness's name for it
//   test_x (app.tests.T)\n ... ok                     id "test_x (app.tests.T)", the line before
//   test_x (app.tests.T) ... <output lines>\nok       the outcome arrives alone on a later line
// A module that fails to import is unittest's "app.tests (unittest.loader._FailedTest) ... ERROR", read like any
// result; one that does not compile, loaded by name, ends the run with a traceback and is recorded as its file.
TestResults parseDjangoLog(QByteArrayView bytes)
{
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    QByteArrayView previous; // the line just before, which LineReader keeps valid; empty after a result
    QString pending;         // a test whose " ... " was not followed by its outcome
    LoadFailure loadFailure;
    while (reader.next(line)) {
        // Only before the first result: later, a loader's traceback is the detail of a failed import already listed.
        if (const QByteArrayView file = loadFailure.next(line); !file.isEmpty() && results.isEmpty())
            results.set(QString::fromUtf8(file), TestStatus::Error);
        const QByteArrayView t = line.trimmed();
        if (t.isEmpty()) {
            // Only the line just before is kept valid by the reader, and the runner never puts a blank line
            // between a test's description and its outcome.
            previous = {};
            continue;
        }

        if (t.startsWith("...")) {
            if (auto status = matchDjangoOutcome(t.sliced(3).trimmed()); status && !previous.isEmpty()) {
                results.set(QString::fromUtf8(previous), *status);
                pending.clear();
                previous = {};
                continue;
            }
        }

        // Only a line that is neither a result nor the start of one can name the test of a following "... ok".
        previous = {};
        if (auto m = splitResult(t)) {
            if (!m->id.isEmpty())
                results.set(QString::fromUtf8(m->id), m->status);
            pending.clear();
        } else if (const qsizetype pos = findBytes(t, kSeparator); pos > 0) {
            pending = QString::fromUtf8(t.first(pos).trimmed());
        } else if (t.endsWith(" ...")) {
            pending = QString::fromUtf8(t.chopped(4).trimmed());
        } else if (auto status = matchDjangoOutcome(t); status && !pending.isEmpty()) {
            results.set(pending, *status);
            pending.clear();
        } else {
            if (endsResultList(t))
                pending.clear();
            previous = t;
        }
    }
    return results;
}

} // namespace heddle::testlog
