#pragma once

#include <core/testlog/testlogparser.h>

#include <optional>

namespace heddle {

/// A SWE-bench harness test_output.txt read as the harness grades it (swebench/harness/grading.py, get_logs_eval).
struct HarnessLog {
    TestResults results;                        // what counts: empty when the tests did not run
    TestResults discarded;                      // results the log shows that do not count (see notRun)
    TestLogFormat format = TestLogFormat::Auto; // the format the results were read in
    std::optional<int> exitCode;                // the test command's status, ">>>>> Test Exit Code: N"
    bool wholeLog = false;                      // the markers held no result, so the whole log was read
    QString notRun;                             // why the log's results are not the tests' (empty when they are)

    bool ran() const { return notRun.isEmpty(); }
};

/// Reads a harness log: the results between the ">>>>> Start Test Output" and ">>>>> End Test Output" markers, or the
/// whole log when the markers hold none (or are absent). When the eval script recorded the test command's exit
/// status and it is not 0, a log that shows no sign of a test runner having started means the tests did not run,
/// and results without any failure were not written by the runner (a patch can print its own PASSED lines): both
/// are returned with notRun set and no results. Fails only where parseTestLog() does.
Result<HarnessLog> readHarnessLog(QByteArrayView log, TestLogFormat format = TestLogFormat::Auto);

/// The exit status that SWE-bench's eval script records after the end marker, ">>>>> Test Exit Code: N".
std::optional<int> harnessExitCode(QByteArrayView log);

/// Whether the log shows that a test runner started: the counts, banners and result lines that only a runner that
/// ran prints (pytest's session banner, "Ran N tests", go's "=== RUN", libtest's "running N tests", "Tests run:",
/// Jest's "Tests:", Mocha's "N passing", Karma's "Executed N of M", ...).
bool testRunnerStarted(QByteArrayView log);

} // namespace heddle
