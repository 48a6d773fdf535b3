#include <core/json/jsondocument.h>
#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

#include <QSet>

namespace heddle::testlog {

namespace {

// The ids are go test's own names, "TestX" and "TestX/sub_case", as SWE-bench's and Multi-SWE-bench's go test
// parsers give them. A package that does not build is a result of its own: its import path, with the status error.

/// "FAIL\texample.com/pkg [build failed]" (or "[setup failed]"): the package; empty for any other line.
QByteArrayView brokenPackage(QByteArrayView line)
{
    if (!line.startsWith("FAIL\t") && !line.startsWith("FAIL "))
        return {};
    const QByteArrayView rest = line.sliced(5).trimmed();
    for (QByteArrayView note : {QByteArrayView(" [build failed]"), QByteArrayView(" [setup failed]")})
        if (rest.endsWith(note))
            return rest.first(rest.size() - note.size()).trimmed();
    return {};
}

} // namespace

std::optional<TestLine> matchGoResult(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    if (!t.startsWith("--- "))
        return std::nullopt;
    TestStatus status;
    if (t.startsWith("--- PASS: "))
        status = TestStatus::Passed;
    else if (t.startsWith("--- FAIL: "))
        status = TestStatus::Failed;
    else if (t.startsWith("--- SKIP: "))
        status = TestStatus::Skipped;
    else
        return std::nullopt;
    QByteArrayView name = t.sliced(10);
    // The duration in parentheses ends the line: "TestX/a_(b) (0.00s)".
    if (name.endsWith("s)")) {
        const qsizetype open = name.lastIndexOf(" (");
        if (open > 0)
            name = name.first(open);
    }
    name = name.trimmed();
    if (name.isEmpty() || name.contains(' '))
        return std::nullopt;
    return TestLine{name, status};
}

bool isGoRunLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    return t.startsWith("=== RUN ") || t.startsWith("=== CONT ") || t.startsWith("=== PAUSE ") ||
           t.startsWith("=== NAME ");
}

TestResults parseGoLog(QByteArrayView bytes)
{
    // With -v every test is announced by "=== RUN"; a result line for a test that never ran was printed by a test
    // (or by the code under test), not by go test.
    QSet<QByteArray> started;
    bool verbose = false;
    struct Found {
        QByteArray name;
        TestStatus status;
    };
    std::vector<Found> found;
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (t.startsWith("=== RUN ")) {
            verbose = true;
            started.insert(t.sliced(8).trimmed().toByteArray());
        } else if (const std::optional<TestLine> result = matchGoResult(t)) {
            found.push_back({result->id.toByteArray(), result->status});
        } else if (const QByteArrayView package = brokenPackage(t); !package.isEmpty()) {
            found.push_back({"\n" + package.toByteArray(), TestStatus::Error});
        }
    }
    for (const Found &f : found) {
        if (f.name.startsWith('\n')) {
            setWorst(results, idText(QByteArrayView(f.name).sliced(1)), f.status);
            continue;
        }
        if (verbose && !started.contains(f.name))
            continue;
        setWorst(results, idText(f.name), f.status);
    }
    return results;
}

TestResults parseGoJson(QByteArrayView bytes)
{
    QSet<QString> started;
    TestResults results;
    struct Found {
        QString name;
        TestStatus status;
        bool package = false;
    };
    std::vector<Found> found;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (!t.startsWith('{')) {
            // go test -json prints the compiler's output and the package's "FAIL ... [build failed]" as plain text
            // before Go 1.24.
            if (const QByteArrayView package = brokenPackage(t); !package.isEmpty())
                found.push_back({idText(package), TestStatus::Error, true});
            continue;
        }
        // A line that is no JSON object is no event: go test interleaves other output.
        const Result<Json> parsed = parseJson(t, {});
        if (!parsed || !parsed->is_object())
            continue;
        const Json &event = *parsed;
        const auto field = [&event](const char *key) {
            const auto it = event.find(key);
            return it != event.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
        };
        const QString action = field("Action");
        const QString test = field("Test");
        const QString package = field("Package");
        if (test.isEmpty()) {
            // Go 1.24 reports a package that does not build as an event of its own.
            if ((action == u"fail" && event.contains("FailedBuild")) || action == u"build-fail")
                found.push_back({package.isEmpty() ? field("ImportPath") : package, TestStatus::Error, true});
            else if (action == u"output" && !brokenPackage(field("Output").toUtf8()).isEmpty())
                found.push_back({package, TestStatus::Error, true});
            continue;
        }
        if (action == u"run")
            started.insert(test);
        else if (action == u"pass")
            found.push_back({test, TestStatus::Passed});
        else if (action == u"fail")
            found.push_back({test, TestStatus::Failed});
        else if (action == u"skip")
            found.push_back({test, TestStatus::Skipped});
    }
    for (const Found &f : found)
        if (f.package || started.contains(f.name))
            setWorst(results, f.name, f.status);
    return results;
}

bool isGoJsonLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    return t.startsWith("{\"Time\":") || (t.startsWith("{\"Action\":") && t.contains("\"Package\":"));
}

} // namespace heddle::testlog
