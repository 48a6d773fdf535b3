#include <core/testlog/harnesslog.h>

#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

#include <QCoreApplication>

namespace heddle {

namespace {

constexpr QByteArrayView kExitCodeMarker = ">>>>> Test Exit Code";

bool startsWithNonZeroCount(QByteArrayView t)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] == '0')
        ++i;
    return i < t.size() && t[i] >= '1' && t[i] <= '9';
}

/// The text after label when it starts with a count other than 0 ("Executed 3 of 5" but not "Executed 0 of 0").
bool nonZeroAfter(QByteArrayView t, QByteArrayView label)
{
    const qsizetype at = testlog::findBytes(t, label);
    return at >= 0 && startsWithNonZeroCount(t.sliced(at + label.size()).trimmed());
}

bool runnerLine(QByteArrayView t)
{
    if (t.isEmpty())
        return false;
    if ((t.startsWith('=') && t.contains(" test session starts ")) || t.startsWith("collected ") ||
        (t.startsWith("Ran ") && nonZeroAfter(t, "Ran ")) || t.contains(" test process starts "))
        return true;
    if (testlog::isGoRunLine(t) || testlog::matchGoResult(t) || t.startsWith("ok  \t") || testlog::isGoJsonLine(t))
        return true;
    if ((t.startsWith("running ") && nonZeroAfter(t, "running ")) || testlog::matchNextestLine(t))
        return true;
    if (testlog::isSurefireLine(t) || testlog::matchGradleTestLine(t) || testlog::isPhpunitBanner(t))
        return true;
    // SWE-bench's own evidence that a JavaScript suite ran (grading.py, SUITE_RAN), every count non-zero.
    return nonZeroAfter(t, "Executed ") || nonZeroAfter(t, "TOTAL: ") ||
           (startsWithNonZeroCount(t) && (t.contains(" passing") || t.contains(" spec"))) ||
           nonZeroAfter(t, "Tests: ") || (t.startsWith("Test Suites:") && t.endsWith(" total")) ||
           nonZeroAfter(t, "# tests ") || t.endsWith("': ok");
}

struct HarnessText {
    Q_DECLARE_TR_FUNCTIONS(heddle::TestLogParser)
};

} // namespace

std::optional<int> harnessExitCode(QByteArrayView log)
{
    for (qsizetype at = testlog::findBytes(log, kExitCodeMarker); at >= 0;
         at = testlog::findBytes(log, kExitCodeMarker, at + kExitCodeMarker.size())) {
        QByteArrayView rest = log.sliced(at + kExitCodeMarker.size());
        if (!rest.startsWith(':'))
            continue;
        rest = rest.sliced(1);
        while (rest.startsWith(' ') || rest.startsWith('\t'))
            rest = rest.sliced(1);
        qsizetype i = rest.startsWith('-') ? 1 : 0;
        const qsizetype digits = i;
        int value = 0;
        while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9' && i < 10)
            value = value * 10 + (rest[i++] - '0');
        if (i > digits)
            return digits == 1 ? -value : value;
    }
    return std::nullopt;
}

bool testRunnerStarted(QByteArrayView log)
{
    testlog::LineReader reader(log);
    QByteArrayView line;
    while (reader.next(line))
        if (runnerLine(line.trimmed()))
            return true;
    return false;
}

Result<HarnessLog> readHarnessLog(QByteArrayView log, TestLogFormat format)
{
    HarnessLog out;
    const QByteArrayView section = harnessTestOutput(log);
    out.format = format == TestLogFormat::Auto ? detectTestLogFormat(section) : format;
    Result<TestResults> parsed = parseTestLog(section, out.format);
    if (!parsed)
        return parsed.error();
    if (parsed->isEmpty() && section.size() < log.size()) {
        // Some runners write their results outside the markers (stdout and stderr interleaved differently).
        const TestLogFormat whole = format == TestLogFormat::Auto ? detectTestLogFormat(log) : format;
        Result<TestResults> all = parseTestLog(log, whole);
        if (all && !all->isEmpty()) {
            out.format = whole;
            parsed = std::move(all);
            out.wholeLog = true;
        }
    }
    out.results = std::move(*parsed);
    out.exitCode = harnessExitCode(log);
    if (!out.exitCode || *out.exitCode == 0)
        return out;

    if (out.results.isEmpty()) {
        if (!testRunnerStarted(log))
            out.notRun =
                HarnessText::tr("the test command exited with %1 and no test runner started").arg(*out.exitCode);
        return out;
    }
    bool anyFailure = false;
    for (const QString &id : std::as_const(out.results.ids)) {
        const TestStatus s = out.results.status.value(id);
        anyFailure = anyFailure || s == TestStatus::Failed || s == TestStatus::Error;
    }
    if (!anyFailure) {
        out.notRun =
            HarnessText::tr("the test command exited with %1 but the log reports no failing test: its results were "
                            "not written by the test runner")
                .arg(*out.exitCode);
        out.discarded = std::exchange(out.results, TestResults{});
    }
    return out;
}

} // namespace heddle
