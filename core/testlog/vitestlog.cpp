#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

/// The file of a file's summary line, "a.test.ts (8 tests | 2 failed) 11ms" -> "a.test.ts"; empty for a test's title.
QByteArrayView fileOfSummary(QByteArrayView title)
{
    const qsizetype open = title.indexOf(" (");
    if (open <= 0)
        return {};
    QByteArrayView counts = title.sliced(open + 2);
    qsizetype i = 0;
    while (i < counts.size() && counts[i] >= '0' && counts[i] <= '9')
        ++i;
    counts = counts.sliced(i);
    if (i == 0 || !(counts.startsWith(" test") || counts.startsWith(")")))
        return {};
    return title.first(open);
}

} // namespace

// Ids as Multi-SWE-bench's Vitest parsers give them: the text after the reporter's mark, without the duration and the
// retry note. The verbose reporter prints each test's whole path ("a.test.ts > describe > title"); the default one
// prints it for tests of failed files as a tree of bare titles, and for every file a summary line, which gives the
// file's own result ("a.test.ts"). A file that could not run ("FAIL a.test.ts [ a.test.ts ]") is an error.
TestResults parseVitestLog(QByteArrayView bytes)
{
    TestResults results;
    bool inOutput = false; // a "stdout | a.test.ts > title" block: what a test printed, up to a blank line
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (t.startsWith("stdout | ") || t.startsWith("stderr | ")) {
            inOutput = true;
            continue;
        }
        if (inOutput) {
            inOutput = !t.isEmpty();
            continue;
        }
        if (t.startsWith("FAIL ") && t.endsWith(" ]")) {
            const qsizetype open = t.lastIndexOf(" [ ");
            if (open > 5)
                setWorst(results, idText(t.sliced(5, open - 5)), TestStatus::Error);
            continue;
        }
        // "❯ a.test.ts (3 tests | 1 failed)": a file with failures, whose tests follow.
        if (t.startsWith("\xE2\x9D\xAF ")) {
            const QByteArrayView file = fileOfSummary(withoutDuration(t.sliced(4).trimmed()));
            if (!file.isEmpty())
                setWorst(results, idText(file), t.contains(" failed") ? TestStatus::Failed : TestStatus::Passed);
            continue;
        }
        const std::optional<MarkedTitle> mark = matchMark(t, false);
        if (!mark)
            continue;
        const QByteArrayView title = withoutDuration(mark->title);
        if (const QByteArrayView file = fileOfSummary(title); !file.isEmpty()) {
            setWorst(results, idText(file), mark->status);
            continue;
        }
        setWorst(results, idText(title), mark->status);
    }
    return results;
}

} // namespace heddle::testlog
