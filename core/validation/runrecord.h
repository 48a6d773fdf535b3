#pragma once

#include <core/dataset/runlimits.h>
#include <core/json/jsonfwd.h>
#include <core/task/teststatus.h>
#include <core/util/result.h>
#include <core/validation/tampering.h>

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace heddle {

struct Task;

/// The targets of a validation's two control runs (TargetRun::target): the reference patch, and no patch at all.
/// Every other target is an attempt's id.
inline const QString kReferenceTarget = QStringLiteral("reference");
inline const QString kEmptyTarget = QStringLiteral("empty");

/// One run of a task's tests with one patch applied.
struct TargetRun {
    /// How the run ended; NotRun: the patch did not apply, so there was nothing to test.
    enum class Outcome {
        Finished,
        TimedOut,
        Cancelled,
        FailedToStart,
        Crashed,
        NotRun,
        /// A limit stopped the run or made it fail (limit says which); its results are not judged.
        LimitExceeded,
        /// The runner never ran a test: it stopped before or at collection (a usage error, an error in a conftest,
        /// no tests collected). message quotes the log line that shows it. A fault of the run, not of the task.
        DidNotRun,
        /// What the run needed is not there: a module or command the tests need is not installed, the network is
        /// unreachable in a sandbox without one. message quotes the log line. A fault of the run, not of the task.
        Environment
    };

    QString target; // "reference", "empty" or an attempt id
    int repeat = 1; // 1-based
    QByteArray patchSha256;
    bool applied = true;
    QString applyMessage; // why the patch did not apply
    QString applyFile;
    int applyHunk = -1; // 0-based
    Outcome outcome = Outcome::NotRun;
    int exitCode = -1;
    qint64 durationMs = 0;
    QString message; // why the run failed to start, timed out, crashed, was cancelled or went over a limit
    /// The limit the run went over: with LimitExceeded, and WallTime with TimedOut. None otherwise.
    ResourceLimit limit = ResourceLimit::None;
    TestResults results;
    /// Test id -> seconds, where the results came with durations (JUnit XML).
    QHash<QString, double> testSeconds;
    /// Where the results were read from: "junit" (the report the command wrote), "log" (its output), or empty.
    QString resultsFrom;
    /// stdout then stderr as kept (the first and the last part of each, a marker line where output was left out);
    /// saved beside the record, not inside it.
    QByteArray log;
    /// The bytes of output left out of log.
    qint64 outputDropped = 0;
    /// The hunks of the attempt's patch taken out before it ran (they change the tests, not the code).
    QList<TamperingHunk> strippedHunks;
    /// Why the results cannot be trusted (the exit code or the log contradicts them); empty when nothing does.
    QString untrustworthy;
    /// How the run's environment was made, in one line (a Python project installed into an environment of its own:
    /// the install line, or why it fell back to a path); empty when none was made.
    QString environment;
    qint64 environmentMs = 0; // making it, within durationMs
    /// Where the repository's top-level packages were imported from during the run (name, file), as the sandboxed
    /// interpreter recorded them, in the order first seen.
    QList<std::pair<QString, QString>> imports;
    /// Tests that failed on a network error in a run without network: the failure is the sandbox's, not the task's.
    QStringList networkFailures;

    /// "<target>-<repeat>": the progress label and the log's file name.
    QString label() const { return target + u'-' + QString::number(repeat); }
};

QString targetOutcomeName(TargetRun::Outcome outcome); // finished, timed_out, ..., limit_exceeded
std::optional<TargetRun::Outcome> targetOutcomeFromName(QStringView name);

/// Whether a control patch gives what the task's test lists claim.
struct ControlCheck {
    bool holds = false;
    QStringList violations; // the tests that break the claim, in list order
    QString note;           // set when the control could not be run at all
    // Pass-to-pass tests the empty control never reached: a FAIL_TO_PASS test file that cannot be collected without
    // the fix (it imports what the fix adds) stops pytest before any test runs. Not violations.
    QStringList notRun;
};

/// A test whose status differs across the repeats of one target.
struct FlakyTest {
    QString target;
    QString test;
    QList<TestStatus> statuses; // one per repeat
};

/// One validation of one task: what ran, where, on which inputs, and what came out.
struct RunRecord {
    QString id; // yyyyMMdd-HHmmss-xxxx, UTC
    QDateTime started;
    QDateTime finished;
    QString machine;
    QString sandbox;
    QString baseCommit;
    /// What the tests ran with besides the files and patches: the task's test command, its log format (which reads
    /// the results from the output) and, in a container, its image. Absent in records made before they were kept.
    std::optional<QString> command;
    std::optional<QString> logFormat;
    std::optional<QString> image;
    /// The command that really ran, when it was not the task's: narrowed to the files that hold the declared tests
    /// (mutation analysis, narrowTestCommand). Staleness still compares the task's command.
    std::optional<QString> ranCommand;
    int repeat = 1;
    int timeoutMs = 0;
    /// What each run was allowed and how memory and processes were bounded ("cgroup v2", "cgroup v1", "rlimit",
    /// "container"). Absent in records made before limits were kept.
    std::optional<RunLimits> limits;
    QString limitsEnforcement;
    /// The attempts ran with their patches whole, tampering hunks included (false: those hunks were stripped).
    bool attemptsAsSubmitted = false;
    /// The network the runs had: "none" (a network of their own with only its loopback) or "host"; empty in records
    /// made before it was kept.
    QString network;
    QList<std::pair<QString, QByteArray>> testFileSha256; // path -> hex digest
    QList<TargetRun> runs;
    ControlCheck reference; // passes every FAIL_TO_PASS and PASS_TO_PASS
    ControlCheck empty;     // fails every FAIL_TO_PASS and passes every PASS_TO_PASS
    QList<FlakyTest> flaky;
    QString file; // where it was loaded from; empty for a record not yet saved

    bool controlsHold() const { return reference.holds && empty.holds; }
    /// The runs of one target, in repeat order.
    QList<TargetRun> runsOf(const QString &target) const;
};

/// A test whose status on one target differs between two runs of the task.
struct ResultChange {
    QString target;
    QString test;
    TestStatus before = TestStatus::Missing; // Missing: the older run did not report it
    TestStatus after = TestStatus::Missing;
};

/// What changed from older to newer, target by target (first repeats, finished runs only), in newer's test order.
/// A target that ran in only one of the two is not compared.
QList<ResultChange> changesBetween(const RunRecord &older, const RunRecord &newer);

/// The first finished run of a target, or nullptr (not run, the patch did not apply, timed out, ...).
const TargetRun *firstFinishedRun(const RunRecord &record, const QString &target);

/// A new run id: the UTC time and a short random suffix.
QString newRunId(const QDateTime &utc = QDateTime::currentDateTimeUtc());

/// Fills record.reference, record.empty and record.flaky from record.runs and the task's test lists.
void deriveChecks(RunRecord &record, const Task &task);

QByteArray runRecordToJson(const RunRecord &record);
/// A control's check as a run record writes it: holds, violations and, when there is one, the note.
Json controlCheckToJson(const ControlCheck &check);
Result<RunRecord> runRecordFromJson(QByteArrayView bytes, const QString &file);

/// Writes the record (DatasetLayout::runRecordFile) and each run's log (DatasetLayout::runLogFile), logs first. A log
/// longer than the record's limits allow (RunLimits::logBytesBound) is bounded the way the runner bounds output, so
/// that the dataset's history never holds more. Never overwrites: a record with the same id is an error, also when
/// another writer saves it at the same moment.
Result<void> saveRunRecord(const QString &datasetRoot, const QString &taskId, const RunRecord &record);

struct LoadedRunRecords {
    QList<RunRecord> records; // newest first; logs are not read
    QList<Error> errors;      // one per record that could not be read, naming its file
};
LoadedRunRecords loadRunRecords(const QString &datasetRoot, const QString &taskId);

/// The log of one run of a saved record; empty when it is missing.
QByteArray loadRunLog(const QString &datasetRoot, const QString &taskId, const QString &runId, const QString &label);

/// What differs between what the record ran with and the task as it is now (a test file added, edited or removed, a
/// patch changed, an attempt gone, another base commit, test command, log format or container image), one
/// translated phrase each ("the test command was changed since"); empty when the record still describes the task.
/// A field an older record did not keep is not compared.
QStringList staleReasons(const RunRecord &record, const Task &task);

/// True when the record no longer describes the task: staleReasons() is not empty.
bool isStale(const RunRecord &record, const Task &task);

/// The runs of one target (its repeats), in the record's order.
QList<const TargetRun *> runsOf(const RunRecord &record, const QString &target);
/// The tests that some of the runs does not pass: a run that did not finish, or whose patch did not apply, passes
/// none. With no run, every test.
QStringList testsNotPassed(const QList<const TargetRun *> &runs, const QStringList &tests);
/// The task's attempts that the record ran and that pass every one of tests in every run, in the task's order: the
/// one judgement of "passes every test" that the input search and the repairs' proofs share.
QStringList attemptsPassing(const RunRecord &record, const Task &task, const QStringList &tests);

} // namespace heddle

Q_DECLARE_METATYPE(heddle::TargetRun)
Q_DECLARE_METATYPE(heddle::RunRecord)
