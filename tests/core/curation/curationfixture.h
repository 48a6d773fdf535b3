// The demo task coin-hours-split as the curation tests load it from an installed demo, and a validation run of it
// that passes every approval gate, built by hand and saved the way `heddle validate` saves one.
#pragma once

#include <core/dataset/datasetio.h>
#include <core/review/verdicts.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QCryptographicHash>
#include <QTest>

#include <optional>

namespace curationtest {

using namespace Qt::StringLiterals;
using namespace heddle;

inline const QString kTaskId = u"coin-hours-split"_s;
inline const QString kTestFile = u"tests/test_hours_split.py"_s;
inline const QString kAttempt = u"gpt-4o-0"_s;

inline QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

inline QString curationPath(const QString &root)
{
    return root + u"/tasks/"_s + kTaskId + u"/curation.json"_s;
}

inline std::optional<Task> load(const QString &root)
{
    Result<Task> task = loadTask(root, kTaskId);
    if (!task) {
        qWarning("%s", qPrintable(task.error().toString()));
        return std::nullopt;
    }
    return std::move(task).value();
}

/// One finished run of a target: the reference passes every listed test, the empty patch fails FAIL_TO_PASS and
/// passes PASS_TO_PASS, an attempt passes everything.
inline TargetRun cleanRun(const Task &task, const QString &target, int repeat)
{
    TargetRun run;
    run.target = target;
    run.repeat = repeat;
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = target == u"empty" ? 1 : 0;
    run.durationMs = 800;
    run.resultsFrom = u"junit"_s;
    if (target == u"reference") {
        run.patchSha256 = sha256Hex(task.referencePatch);
    } else if (target == u"empty") {
        run.patchSha256 = sha256Hex({});
    } else {
        for (const Attempt &a : task.attempts)
            if (a.id == target)
                run.patchSha256 = sha256Hex(a.patch);
    }
    for (const QString &t : task.tests.failToPass)
        run.results.set(t, target == u"empty" ? TestStatus::Failed : TestStatus::Passed);
    for (const QString &t : task.tests.passToPass)
        run.results.set(t, TestStatus::Passed);
    return run;
}

/// Reference, empty patch and one attempt, each twice, with the inputs the task has now; started now.
inline RunRecord cleanRecord(const Task &task)
{
    RunRecord record;
    record.started = QDateTime::currentDateTimeUtc();
    record.finished = record.started.addSecs(5);
    record.id = newRunId(record.started);
    record.machine = u"test machine"_s;
    record.sandbox = u"bubblewrap"_s;
    record.baseCommit = task.repository.baseCommit;
    record.repeat = 2;
    record.timeoutMs = 600000;
    for (const TestFile &f : task.tests.files)
        record.testFileSha256.append({f.path, sha256Hex(f.content)});
    for (const QString &target : {u"reference"_s, u"empty"_s, kAttempt})
        for (int repeat = 1; repeat <= 2; ++repeat)
            record.runs.append(cleanRun(task, target, repeat));
    deriveChecks(record, task);
    return record;
}

/// Saves the record and reads it back as the newest run of the task.
inline std::optional<RunRecord> saveAndReload(const QString &root, const RunRecord &record)
{
    if (Result<void> s = saveRunRecord(root, kTaskId, record); !s) {
        qWarning("%s", qPrintable(s.error().toString()));
        return std::nullopt;
    }
    const LoadedRunRecords loaded = loadRunRecords(root, kTaskId);
    if (loaded.records.isEmpty() || !loaded.errors.isEmpty())
        return std::nullopt;
    return loaded.records.first();
}

/// Makes the demo task pass every gate on disk: spec S11, which names no test, gets a FAIL_TO_PASS test, and
/// every undecided flag is confirmed. Returns the task as loaded afterwards.
inline std::optional<Task> makeTaskApprovable(const QString &root)
{
    std::optional<Task> task = load(root);
    if (!task)
        return std::nullopt;
    for (Spec &spec : task->specs)
        if (spec.id == u"S11")
            spec.coveredBy = {task->tests.failToPass.first()};
    if (Result<void> s = saveTask(root, *task); !s) {
        qWarning("%s", qPrintable(s.error().toString()));
        return std::nullopt;
    }
    const QList<Flag> flags = task->flags;
    for (const Flag &flag : flags) {
        if (flag.verdict != Verdict::Open && flag.verdict != Verdict::NeedsRerun)
            continue;
        if (Result<void> s = recordVerdict(root, *task, flag.id, Verdict::Confirmed, u"checked"_s, u"Ada Lovelace"_s);
            !s) {
            qWarning("%s", qPrintable(s.error().toString()));
            return std::nullopt;
        }
    }
    return load(root);
}

} // namespace curationtest
