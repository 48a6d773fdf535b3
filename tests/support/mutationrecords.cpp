#include <tests/support/mutationrecords.h>

#include <core/mutation/mutationflags.h>
#include <core/task/task.h>

#include <QCryptographicHash>
#include <QTest>

namespace heddle::test {

using namespace Qt::StringLiterals;

namespace {

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace

MutationRecord mutationRecordOf(const Task &task, int survivors, const QString &runId, int budget)
{
    MutationRecord record;
    record.run.id = runId;
    record.run.started = QDateTime::currentDateTimeUtc();
    record.run.finished = record.run.started.addSecs(40);
    record.run.machine = u"test"_s;
    record.run.sandbox = u"bubblewrap"_s;
    record.run.baseCommit = task.repository.baseCommit;
    record.run.command = task.tests.command;
    record.run.logFormat = task.tests.logFormat;
    for (const TestFile &f : task.tests.files)
        record.run.testFileSha256.append({f.path, sha256(f.content)});
    TargetRun reference;
    reference.target = u"reference"_s;
    reference.patchSha256 = sha256(task.referencePatch);
    reference.outcome = TargetRun::Outcome::Finished;
    reference.exitCode = 0;
    for (const QString &id : task.tests.failToPass + task.tests.passToPass)
        reference.results.set(id, TestStatus::Passed);
    record.run.runs.append(reference);
    Result<MutantSet> mutants = generateMutants(task.referencePatch, budget);
    if (!mutants)
        return record;
    record.candidates = mutants->candidates;
    record.budget = budget;
    for (const Mutant &m : mutants->mutants) {
        MutantOutcome o;
        o.mutant = m;
        o.durationMs = 900;
        if (record.mutants.size() < survivors) {
            o.status = MutantOutcome::Status::Survived;
        } else {
            o.status = MutantOutcome::Status::Killed;
            o.killedBy = {task.tests.failToPass.value(0)};
        }
        record.mutants.append(o);
    }
    return record;
}

bool recordMutationAnalysis(const QString &root, Task &task, const MutationRecord &record)
{
    if (const Result<void> saved = saveMutationRecord(root, task.id, record); !saved) {
        QTest::qFail(qPrintable(saved.error().toString()), __FILE__, __LINE__);
        return false;
    }
    if (const Result<void> applied = applyMutationFlags(root, task, record); !applied) {
        QTest::qFail(qPrintable(applied.error().toString()), __FILE__, __LINE__);
        return false;
    }
    return true;
}

} // namespace heddle::test
