#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

#include <QSet>

namespace heddle::testlog {

namespace {

/// The line without Maven's "[INFO] " / "[ERROR] " / "[WARNING] " level.
QByteArrayView withoutLevel(QByteArrayView t)
{
    if (t.startsWith('[')) {
        const qsizetype close = t.indexOf("] ");
        if (close > 0 && close < 10)
            return t.sliced(close + 2).trimmed();
    }
    return t;
}

/// The number after label in "Tests run: 3, Failures: 0, ...".
int countAfter(QByteArrayView t, QByteArrayView label, bool *ok)
{
    const qsizetype at = t.indexOf(label);
    if (at < 0) {
        *ok = false;
        return 0;
    }
    qsizetype i = at + label.size();
    while (i < t.size() && t[i] == ' ')
        ++i;
    int n = 0;
    const qsizetype start = i;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        n = n * 10 + (t[i++] - '0');
    *ok = *ok && i > start;
    return n;
}

/// A test class's result from its counts, as Multi-SWE-bench grades Surefire's per-class lines: failed when a test
/// failed or broke, skipped when all were skipped, passed otherwise; nullopt when none ran.
std::optional<TestStatus> classStatus(int run, int failures, int errors, int skipped)
{
    if (run <= 0)
        return std::nullopt;
    if (failures > 0 || errors > 0)
        return TestStatus::Failed;
    if (skipped >= run)
        return TestStatus::Skipped;
    return TestStatus::Passed;
}

/// The method of a failed test as Surefire names it: "testFoo(com.x.FooTest)" (2.x) or "com.x.FooTest.testFoo"
/// (3.x), each followed by its time and "<<< FAILURE!" or "<<< ERROR!". The id is "com.x.FooTest::testFoo", as the
/// JUnit reports give it.
std::optional<TestLine> methodLine(QByteArrayView t, QByteArray &id)
{
    TestStatus status;
    if (t.endsWith("<<< FAILURE!"))
        status = TestStatus::Failed;
    else if (t.endsWith("<<< ERROR!"))
        status = TestStatus::Error;
    else
        return std::nullopt;
    qsizetype end = t.indexOf("  Time elapsed:");
    if (end < 0)
        end = t.indexOf(" -- Time elapsed:");
    if (end < 0)
        end = t.indexOf(" Time elapsed:");
    if (end <= 0)
        return std::nullopt;
    const QByteArrayView name = t.first(end).trimmed();
    if (name.startsWith("Tests run:"))
        return std::nullopt;
    if (name.endsWith(')') && !name.contains(' ')) {
        const qsizetype open = name.lastIndexOf('(');
        if (open <= 0)
            return std::nullopt;
        id = name.sliced(open + 1, name.size() - open - 2).toByteArray() + "::" + name.first(open).toByteArray();
        return TestLine{id, status};
    }
    // Parameters may hold dots: the method starts after the last dot before them.
    const qsizetype paren = name.indexOf('(');
    const qsizetype dot = name.first(paren < 0 ? name.size() : paren).lastIndexOf('.');
    if (dot <= 0)
        return std::nullopt;
    id = name.first(dot).toByteArray() + "::" + name.sliced(dot + 1).toByteArray();
    return TestLine{id, status};
}

} // namespace

bool isSurefireLine(QByteArrayView line)
{
    const QByteArrayView t = withoutLevel(line.trimmed());
    return t.startsWith("Tests run: ") && t.contains(", Failures: ") && t.contains(", Errors: ");
}

// Ids as Multi-SWE-bench's Maven parsers give them: each test class that Surefire reports ("Tests run: 3, Failures:
// 1, Errors: 0, Skipped: 0, Time elapsed: 0.05 s <<< FAILURE! - in com.x.FooTest", or after "Running com.x.FooTest"
// in Surefire 2's older form), which is the unit Maven runs. Surefire names no passed method, only the failed ones,
// which are results too ("com.x.FooTest::testFoo"). A "-Dtest=X" command traced by the shell and the BUILD SUCCESS or
// FAILURE that follows it give X, as SWE-bench's Maven parser reads a log of one run per test.
TestResults parseMavenLog(QByteArrayView bytes)
{
    TestResults results;
    QByteArray running;               // the class of the last "Running" line
    QSet<QByteArray> announced;       // every class a "Running" line named
    std::vector<QByteArray> commands; // -Dtest selections still waiting for their BUILD line
    QByteArray id;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView raw = line.trimmed();
        if (raw.startsWith("+ ") && raw.contains("mvn") && raw.contains("-Dtest=")) {
            QByteArrayView selection = raw.sliced(raw.indexOf("-Dtest=") + 7);
            const qsizetype blank = selection.indexOf(' ');
            if (blank >= 0)
                selection = selection.first(blank);
            if (selection.size() > 1 && (selection.front() == '\'' || selection.front() == '"') &&
                selection.back() == selection.front())
                selection = selection.sliced(1, selection.size() - 2);
            if (!selection.isEmpty())
                commands.push_back(selection.toByteArray());
            continue;
        }
        const QByteArrayView t = withoutLevel(raw);
        if (t == "BUILD SUCCESS" || t == "BUILD FAILURE") {
            if (!commands.empty()) {
                setWorst(results, idText(commands.front()),
                         t == "BUILD SUCCESS" ? TestStatus::Passed : TestStatus::Failed);
                commands.erase(commands.begin());
            }
            continue;
        }
        if (t.startsWith("Running ")) {
            running = t.sliced(8).trimmed().toByteArray();
            announced.insert(running);
            continue;
        }
        if (t.startsWith("Tests run: ")) {
            bool ok = true;
            const int run = countAfter(t, "Tests run:", &ok);
            const int failures = countAfter(t, "Failures:", &ok);
            const int errors = countAfter(t, "Errors:", &ok);
            const int skipped = countAfter(t, "Skipped:", &ok);
            if (!ok || !t.contains("Time elapsed:"))
                continue; // the totals of a module
            QByteArrayView testClass = running;
            if (const qsizetype in = t.lastIndexOf(" in "); in > 0)
                testClass = t.sliced(in + 4).trimmed();
            // Surefire announces each class before its counts: counts of a class it never announced were printed by a
            // test.
            const bool unannounced = !announced.isEmpty() && !announced.contains(testClass.toByteArray());
            if (const std::optional<TestStatus> status = classStatus(run, failures, errors, skipped);
                status && !testClass.isEmpty() && !unannounced)
                setWorst(results, idText(testClass), *status);
            running.clear();
            continue;
        }
        if (const std::optional<TestLine> method = methodLine(t, id))
            setWorst(results, idText(method->id), method->status);
    }
    return results;
}

} // namespace heddle::testlog
