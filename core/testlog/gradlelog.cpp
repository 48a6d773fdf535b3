#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

std::optional<TestLine> matchGradleTestLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    TestStatus status;
    QByteArrayView name;
    if (t.endsWith(" PASSED")) {
        status = TestStatus::Passed;
        name = t.first(t.size() - 7);
    } else if (t.endsWith(" FAILED")) {
        status = TestStatus::Failed;
        name = t.first(t.size() - 7);
    } else if (t.endsWith(" SKIPPED")) {
        status = TestStatus::Skipped;
        name = t.first(t.size() - 8);
    } else {
        return std::nullopt;
    }
    name = name.trimmed();
    if (!name.contains(" > ") || name.startsWith("> "))
        return std::nullopt;
    return TestLine{name, status};
}

// Ids as Multi-SWE-bench's Gradle parsers give them: each test as Gradle's testLogging events print it, "com.x.FooTest
// > testBar() PASSED" -> "com.x.FooTest > testBar()" (a parametrized case adds " > [1] 1"), and each task with its
// outcome, "> Task :core:test FAILED" (Gradle 4: ":core:test FAILED") -> "core:test" (passed when it ran or was up to
// date, skipped when it was skipped or had no source). A test retried by the test-retry plugin keeps its last outcome.
TestResults parseGradleLog(QByteArrayView bytes)
{
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        // "> Task :core:test FAILED", or in Gradle 4's plain console ":core:test FAILED".
        if (t.startsWith("> Task :") || (line.startsWith(':') && t.size() > 1 && t[1] != ' ')) {
            QByteArrayView task = t.sliced(t.startsWith(':') ? 1 : 8).trimmed();
            TestStatus status = TestStatus::Passed;
            const qsizetype blank = task.indexOf(' ');
            if (blank > 0) {
                const QByteArrayView outcome = task.sliced(blank + 1).trimmed();
                task = task.first(blank);
                if (outcome == "FAILED")
                    status = TestStatus::Failed;
                else if (outcome == "SKIPPED" || outcome == "NO-SOURCE")
                    status = TestStatus::Skipped;
                else if (outcome != "UP-TO-DATE" && outcome != "FROM-CACHE")
                    continue;
            }
            results.set(idText(task), status);
            continue;
        }
        if (const std::optional<TestLine> test = matchGradleTestLine(t))
            results.set(idText(test->id), test->status);
    }
    return results;
}

} // namespace heddle::testlog
