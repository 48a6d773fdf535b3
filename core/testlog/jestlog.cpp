#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

// Ids as Multi-SWE-bench's Jest parsers give them: each test file ("PASS test/a.test.js") is a result of its own, and
// each test is its title as the verbose reporter prints it, without the describe blocks above it (two tests of one
// log that share a title share a result: a failure of either is kept). Without --verbose Jest names only the files
// and, in its "● describe › title" failure headers, the failed tests.

std::optional<TestLine> matchJestFileLine(QByteArrayView line)
{
    // "PASS test/a.test.js", "FAIL  packages/x/a.test.ts (5.2 s)", and with several projects a "<project>" label.
    const QByteArrayView t = line.trimmed();
    TestStatus status;
    if (t.startsWith("PASS "))
        status = TestStatus::Passed;
    else if (t.startsWith("FAIL "))
        status = TestStatus::Failed;
    else
        return std::nullopt;
    QByteArrayView file = withoutDuration(t.sliced(5));
    const qsizetype blank = file.lastIndexOf(' ');
    if (blank > 0)
        file = file.sliced(blank + 1); // the project's name comes first
    // A file, not a sentence: a path with an extension.
    if (file.isEmpty() || !file.contains('.') || file.endsWith('.') || file.endsWith(':'))
        return std::nullopt;
    return TestLine{file, status};
}

TestResults parseJestLog(QByteArrayView bytes)
{
    TestResults results;
    bool inConsole = false; // a "console.log" block: what the tests printed
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (const std::optional<TestLine> file = matchJestFileLine(line); file) {
            inConsole = false;
            setWorst(results, idText(file->id), file->status);
            continue;
        }
        if (t.startsWith("console.") && !t.contains(' ')) {
            inConsole = true;
            continue;
        }
        if (t.startsWith("\xE2\x97\x8F ")) { // "● describe › title"
            inConsole = false;
            const QByteArrayView header = t.sliced(4).trimmed();
            if (header == "Console")
                inConsole = true;
            else if (header.startsWith("Test suite failed to run") || header == "Summary of all failing tests")
                continue;
            else {
                QByteArrayView title = header;
                const qsizetype separator = header.lastIndexOf(" \xE2\x80\xBA "); // " › "
                if (separator >= 0)
                    title = header.sliced(separator + 5);
                if (!title.startsWith("RETRY "))
                    setWorst(results, idText(title), TestStatus::Failed);
            }
            continue;
        }
        if (inConsole)
            continue;
        std::optional<MarkedTitle> mark = matchMark(t, false);
        if (!mark)
            continue;
        QByteArrayView title = withoutDuration(mark->title);
        // "○ skipped title" and "✎ todo title": the word is Jest's, not the title's.
        if (mark->status == TestStatus::Skipped) {
            if (title.startsWith("skipped "))
                title = title.sliced(8);
            else if (title.startsWith("todo "))
                title = title.sliced(5);
        }
        setWorst(results, idText(title), mark->status);
    }
    return results;
}

} // namespace heddle::testlog
