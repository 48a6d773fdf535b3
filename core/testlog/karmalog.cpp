#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

/// "Chrome Headless 120.0.0.0 (Linux x86_64) add fails on purpose FAILED": Karma's progress and dots reporters name
/// a failed or skipped spec after the browser and its platform in parentheses. The spec's id is its full name, its
/// describe blocks and its own description joined by blanks, as SWE-bench's Karma parsers give it.
std::optional<TestLine> matchBrowserLine(QByteArrayView t)
{
    TestStatus status;
    QByteArrayView rest;
    if (t.endsWith(" FAILED")) {
        status = TestStatus::Failed;
        rest = t.first(t.size() - 7);
    } else if (t.endsWith(" SKIPPED")) {
        status = TestStatus::Skipped;
        rest = t.first(t.size() - 8);
    } else {
        return std::nullopt;
    }
    const qsizetype open = rest.indexOf(" (");
    const qsizetype close = rest.indexOf(") ", open + 2);
    if (open <= 0 || close < 0)
        return std::nullopt;
    const QByteArrayView browser = rest.first(open);
    if (browser.contains(':') || browser.startsWith("Executed"))
        return std::nullopt;
    const QByteArrayView name = rest.sliced(close + 2).trimmed();
    if (name.isEmpty() || name.startsWith("Executed "))
        return std::nullopt;
    return TestLine{name, status};
}

/// "3) add fails on purpose": a spec in the numbered lists of Jasmine's console reporter.
QByteArrayView numberedName(QByteArrayView t)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    if (i == 0 || !t.sliced(i).startsWith(") "))
        return {};
    return t.sliced(i + 2).trimmed();
}

} // namespace

bool isKarmaLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    return (t.contains("Executed ") && t.contains(" of ") && (t.contains("SUCCESS") || t.contains("FAILED"))) ||
           matchBrowserLine(t).has_value();
}

// Karma (progress, dots, and the mark lines of the spec and mocha reporters) and Jasmine's own console reporter
// ("Failures:" and "Pending:" lists of full spec names). Neither names a passed spec but through a mark reporter.
TestResults parseKarmaLog(QByteArrayView bytes)
{
    TestResults results;
    enum class Section {
        None,
        Failures,
        Pending
    } section = Section::None;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (t == "Failures:") {
            section = Section::Failures;
            continue;
        }
        if (t == "Pending:") {
            section = Section::Pending;
            continue;
        }
        if (const std::optional<TestLine> spec = matchBrowserLine(t)) {
            setWorst(results, idText(spec->id), spec->status);
            continue;
        }
        if (section != Section::None && !line.startsWith(' ')) {
            if (const QByteArrayView name = numberedName(t); !name.isEmpty()) {
                setWorst(results, idText(name),
                         section == Section::Failures ? TestStatus::Failed : TestStatus::Skipped);
                continue;
            }
            // "5 specs, 2 failures" closes the lists.
            if (t.contains(" spec"))
                section = Section::None;
            continue;
        }
        if (const std::optional<MarkedTitle> mark = matchMark(t, false)) {
            const QByteArrayView title = withoutDuration(mark->title);
            // karma-mocha-reporter's own summary: "✔ 5 tests completed", "✖ 2 tests failed".
            if (title.contains(" tests completed") || title.contains(" test completed") ||
                title.contains(" tests failed") || title.contains(" test failed"))
                continue;
            setWorst(results, idText(title), mark->status);
        }
    }
    return results;
}

} // namespace heddle::testlog
