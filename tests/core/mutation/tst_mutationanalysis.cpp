#include <core/dataset/datasetio.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char16_t kTask[] = u"coin-hours-split";

const QByteArray kStub = "def clamp(value, low, high):\n    raise NotImplementedError\n";
const QByteArray kClamp = "def clamp(value, low, high):\n"
                          "    if low > high:\n"
                          "        raise ValueError('low > high')\n"
                          "    if value < low:\n"
                          "        return low\n"
                          "    if value > high:\n"
                          "        return high\n"
                          "    return value\n";
const QByteArray kClampTests =
    "import pytest\n\nfrom calc.ops import clamp\n\n\n"
    "def test_below():\n    assert clamp(-5, 0, 10) == 0\n\n\n"
    "def test_above():\n    assert clamp(15, 0, 10) == 10\n\n\n"
    "def test_inside():\n    assert clamp(5, 0, 10) == 5\n\n\n"
    "def test_bounds():\n    assert clamp(0, 0, 10) == 0\n    assert clamp(10, 0, 10) == 10\n";
// A file of the repository that none of the task's tests is in, and that takes its time.
const QByteArray kSlowTests = "import time\n\n\ndef test_slow_report():\n    time.sleep(3)\n";

/// A dataset of one task on a repository of its own (libgit2): calc/ops.py goes from the stub to source in the
/// reference, the tests are tests/test_ops.py, and the command runs the whole tests folder (with the files given).
/// Returns the task, saved, its first test FAIL_TO_PASS and the others PASS_TO_PASS.
Task makeRepositoryTask(const QString &root, const QString &id, const QString &query, const QByteArray &source,
                        const QByteArray &tests, const QStringList &names, QList<CommitFile> files = {})
{
    if (!createDataset(root, DatasetInfo{}))
        return {};
    const QString repository = root + u"/repos/calc"_s;
    initRepository(repository);
    files.append(CommitFile{"calc/__init__.py", ""});
    QList<CommitFile> stub = files, fixed = files;
    stub.append(CommitFile{"calc/ops.py", kStub});
    fixed.append(CommitFile{"calc/ops.py", source});
    const QString base = commitFiles(repository, stub);
    const QString done = commitFiles(repository, fixed, base);
    Task task;
    task.id = id;
    task.repository = {u"calc"_s, {}, u"repos/calc"_s, base};
    task.query = query;
    task.referencePatch = gitOutput(repository, {u"diff"_s, base, done});
    task.tests.language = u"python"_s;
    task.tests.command = u"python3 -m pytest -rA tests"_s;
    task.tests.logFormat = u"pytest"_s;
    task.tests.files = {{u"tests/test_ops.py"_s, tests, TestFile::Kind::Text}};
    for (const QString &name : names)
        (task.tests.failToPass.isEmpty() ? task.tests.failToPass : task.tests.passToPass)
            .append(u"tests/test_ops.py::"_s + name);
    if (!saveTask(root, task))
        return {};
    return task;
}

/// A task whose repository's tests folder also holds a slow file unrelated to the task.
Task makeSlowRepositoryTask(const QString &root)
{
    Task task =
        makeRepositoryTask(root, u"clamp"_s, u"clamp(value, low, high) keeps value within [low, high]."_s, kClamp,
                           kClampTests, {u"test_below"_s, u"test_above"_s, u"test_inside"_s, u"test_bounds"_s},
                           {{"tests/test_slow_report.py", kSlowTests}});
    // Every test of this one is FAIL_TO_PASS.
    task.tests.failToPass += task.tests.passToPass;
    task.tests.passToPass.clear();
    if (!task.id.isEmpty() && !saveTask(root, task))
        return {};
    return task;
}

const QByteArray kCountdown = "def countdown(n):\n"
                              "    steps = 0\n"
                              "    while n > 0:\n"
                              "        n -= 1\n"
                              "        steps += 1\n"
                              "    return steps\n";
const QByteArray kCountdownTests = "from calc.ops import countdown\n\n\n"
                                   "def test_three():\n    assert countdown(3) == 3\n\n\n"
                                   "def test_none():\n    assert countdown(0) == 0\n";

/// A task whose reference is a loop: the mutant that counts up instead of down never ends.
Task makeLoopTask(const QString &root)
{
    return makeRepositoryTask(root, u"countdown"_s, u"countdown(n) counts the steps from n down to 0."_s, kCountdown,
                              kCountdownTests, {u"test_three"_s, u"test_none"_s});
}

MutationRecord analyse(const QString &root, const Task &task, const MutationOptions &options, int *runs = nullptr)
{
    MutationAnalysis analysis(root, task, options);
    QSignalSpy done(&analysis, &MutationAnalysis::finished);
    if (!analysis.start())
        return {};
    if (!done.wait(600000))
        return {};
    if (runs)
        *runs = analysis.expectedRuns();
    return analysis.record();
}

const MutantOutcome *find(const MutationRecord &record, const QString &file, const QString &original,
                          const QString &description)
{
    for (const MutantOutcome &o : record.mutants)
        if (o.mutant.file == file && o.mutant.original.trimmed() == original && o.mutant.description == description)
            return &o;
    return nullptr;
}

QString listing(const MutationRecord &record)
{
    QStringList lines;
    for (const MutantOutcome &o : record.mutants)
        lines.append(mutantStatusName(o.status) + u' ' + o.mutant.file + u':' + QString::number(o.mutant.line) + u' ' +
                     o.mutant.description + u' ' + o.message);
    return lines.join(u'\n');
}

} // namespace

class TestMutationAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void survivorsAndKilledMutantsOfTheDemo();
    void secondAnalysisComesFromTheCache();
    void survivorsBecomeFlagsWithEvidence();
    void recordIsSavedAndGoesStaleAfterAnEdit();
    void mutantsRunOnlyTheFilesOfTheDeclaredTests();
    void aMutantThatLoopsIsBoundedByTheReferencesTime();

private:
    QTemporaryDir m_dir;
    QString m_root;
    Task m_task;
    MutationRecord m_record;
};

void TestMutationAnalysis::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = installDemo(m_dir.filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
    Result<Task> task = loadTask(m_root, QString::fromUtf16(kTask));
    QVERIFY(task);
    m_task = *task;
}

void TestMutationAnalysis::survivorsAndKilledMutantsOfTheDemo()
{
    MutationOptions options;
    options.budget = 0;
    options.validation.parallelism = 2;
    QElapsedTimer clock;
    clock.start();
    int runs = 0;
    m_record = analyse(m_root, m_task, options, &runs);
    const qint64 ms = clock.elapsed();
    QVERIFY(!m_record.mutants.isEmpty());
    qInfo("%lld mutants of %s in %lld ms (%d runs)", qlonglong(m_record.mutants.size()), qPrintable(m_task.id),
          qlonglong(ms), runs);
    QCOMPARE(runs, m_record.mutants.size() + 2); // the mutants, the reference and the empty control
    QVERIFY2(m_record.run.reference.holds, qPrintable(m_record.run.reference.violations.join(u", ")));
    const QString log = listing(m_record);
    // The tests check the allocation's arithmetic: without the total, nothing is shared.
    const MutantOutcome *killed =
        find(m_record, u"skyledger/hours.py"_s, u"total = sum(coins)"_s, u"`total = sum(coins)` -> `pass`"_s);
    QVERIFY2(killed, qPrintable(log));
    QCOMPARE(killed->status, MutantOutcome::Status::Killed);
    QVERIFY(!killed->killedBy.isEmpty());
    QVERIFY(m_task.tests.failToPass.contains(killed->killedBy.first()) ||
            m_task.tests.passToPass.contains(killed->killedBy.first()));
    // No test gives allocate_hours itself an invalid amount: the check can go and every test still passes.
    const MutantOutcome *survived =
        find(m_record, u"skyledger/hours.py"_s, u"check_droplets(amount)"_s, u"`check_droplets(amount)` -> `pass`"_s);
    QVERIFY2(survived, qPrintable(log));
    QCOMPARE(survived->status, MutantOutcome::Status::Survived);
    QVERIFY(survived->killedBy.isEmpty());
    QCOMPARE(survived->mutant.op, u"call"_s);
    QVERIFY2(m_record.count(MutantOutcome::Status::Killed) > m_record.count(MutantOutcome::Status::Survived),
             qPrintable(log));
    QCOMPARE(m_record.count(MutantOutcome::Status::NotApplied), 0);
    QVERIFY(m_record.score().has_value());
}

void TestMutationAnalysis::secondAnalysisComesFromTheCache()
{
    QVERIFY(!m_record.mutants.isEmpty());
    QVERIFY(QDir(m_root + u'/' + DatasetLayout::cacheFolder() + u"/mutation"_s).count() > 2);
    // git does not see the cache: the dataset's work tree stays clean for sync.
    gitOutput(m_root, {u"init"_s, u"-q"_s});
    const QByteArray status = gitOutput(m_root, {u"status"_s, u"--porcelain"_s, u"--untracked-files=all"_s});
    QVERIFY(status.contains("tasks/"));
    QVERIFY(!status.contains(".heddle-cache"));
    MutationOptions options;
    options.budget = 0;
    int runs = -1;
    const MutationRecord again = analyse(m_root, m_task, options, &runs);
    QCOMPARE(runs, 0);
    QCOMPARE(again.mutants.size(), m_record.mutants.size());
    for (qsizetype i = 0; i < again.mutants.size(); ++i) {
        QCOMPARE(again.mutants.at(i).mutant.id, m_record.mutants.at(i).mutant.id);
        QCOMPARE(again.mutants.at(i).status, m_record.mutants.at(i).status);
        QVERIFY(again.mutants.at(i).cached);
    }
    QCOMPARE(again.score(), m_record.score());
}

void TestMutationAnalysis::survivorsBecomeFlagsWithEvidence()
{
    QVERIFY(!m_record.mutants.isEmpty());
    Task task = m_task;
    QVERIFY(applyMutationFlags(m_root, task, m_record));
    Result<Task> reloaded = loadTask(m_root, task.id);
    QVERIFY(reloaded);
    QList<Flag> flags;
    for (const Flag &f : reloaded->flags)
        if (f.id.startsWith(u"mutation."_s))
            flags.append(f);
    QVERIFY(!flags.isEmpty());
    const MutantOutcome *survivor = nullptr;
    for (const MutantOutcome &o : m_record.mutants)
        if (o.status == MutantOutcome::Status::Survived && o.probe != ProbeVerdict::Equivalent && !survivor)
            survivor = &o;
    QVERIFY(survivor);
    const QString id = u"mutation."_s + QString(survivor->mutant.file).replace(u'/', u'-') + u'.' +
                       QString::number(survivor->mutant.hunk);
    const auto flag = std::find_if(flags.cbegin(), flags.cend(), [&](const Flag &f) { return f.id == id; });
    QVERIFY2(flag != flags.cend(), qPrintable(id));
    QCOMPARE(flag->kind, FlagKind::FalsePositive);
    QCOMPARE(flag->source, FlagSource::Computed);
    QVERIFY2(flag->rationale.contains(QString::number(survivor->mutant.line)), qPrintable(flag->rationale));
    QVERIFY(flag->rationale.contains(survivor->mutant.file));
    QVERIFY(flag->rationale.contains(survivor->mutant.description + u" survives"_s));
    QVERIFY(!flag->evidence.isEmpty());
    const Evidence &e = flag->evidence.first();
    QCOMPARE(e.kind, Evidence::Kind::PatchHunk);
    QVERIFY(e.attempt.isEmpty());
    QCOMPARE(e.file, survivor->mutant.file);
    QCOMPARE(e.hunk, survivor->mutant.hunk);
    QCOMPARE(e.line, survivor->mutant.line);
    QVERIFY(e.note.contains(survivor->mutant.id));
    // Killed mutants raise nothing, nor do survivors no input tells from the reference: a hunk whose mutants all die
    // or are probably equivalent has no flag.
    for (const MutantOutcome &o : m_record.mutants) {
        const bool hunkSurvives = std::any_of(m_record.mutants.cbegin(), m_record.mutants.cend(), [&](const auto &s) {
            return s.status == MutantOutcome::Status::Survived && s.probe != ProbeVerdict::Equivalent &&
                   s.mutant.file == o.mutant.file && s.mutant.hunk == o.mutant.hunk;
        });
        const QString hunkId =
            u"mutation."_s + QString(o.mutant.file).replace(u'/', u'-') + u'.' + QString::number(o.mutant.hunk);
        QCOMPARE(std::any_of(flags.cbegin(), flags.cend(), [&](const Flag &f) { return f.id == hunkId; }),
                 hunkSurvives);
    }
    // Computed again with nothing surviving, the open flags go.
    MutationRecord allKilled = m_record;
    for (MutantOutcome &o : allKilled.mutants)
        o.status = MutantOutcome::Status::Killed;
    Task again = *reloaded;
    QVERIFY(applyMutationFlags(m_root, again, allKilled));
    QVERIFY(std::none_of(again.flags.cbegin(), again.flags.cend(),
                         [](const Flag &f) { return f.id.startsWith(u"mutation."_s); }));
}

void TestMutationAnalysis::recordIsSavedAndGoesStaleAfterAnEdit()
{
    QVERIFY(!m_record.mutants.isEmpty());
    QVERIFY(saveMutationRecord(m_root, m_task.id, m_record));
    QVERIFY(!saveMutationRecord(m_root, m_task.id, m_record)); // never overwritten
    Result<std::optional<MutationRecord>> loaded = loadLatestMutationRecord(m_root, m_task.id);
    QVERIFY(loaded && loaded->has_value());
    const MutationRecord &read = **loaded;
    QCOMPARE(read.run.id, m_record.run.id);
    QCOMPARE(read.mutants.size(), m_record.mutants.size());
    QCOMPARE(read.mutants.first().mutant.patch, m_record.mutants.first().mutant.patch);
    QCOMPARE(read.mutants.first().killedBy, m_record.mutants.first().killedBy);
    QCOMPARE(read.score(), m_record.score());
    QVERIFY(mutationStaleReasons(read, m_task).isEmpty());
    // Validation's own records do not list it.
    QVERIFY(loadRunRecords(m_root, m_task.id).records.isEmpty());

    Task edited = m_task;
    edited.tests.files.first().content += "\n# edited\n";
    QVERIFY2(!mutationStaleReasons(read, edited).isEmpty(), "an edited test file makes the analysis stale");
    Task patched = m_task;
    patched.referencePatch.replace("rest = hours - needed", "rest = hours - needed ");
    QCOMPARE(mutationStaleReasons(read, patched), QStringList{u"the reference patch was changed since"_s});
}

void TestMutationAnalysis::mutantsRunOnlyTheFilesOfTheDeclaredTests()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(u"dataset"_s);
    const Task task = makeSlowRepositoryTask(root);
    QVERIFY(!task.id.isEmpty());
    QVERIFY(task.referencePatch.contains("+    if value < low:"));
    const QString slow = u"tests/test_slow_report.py::test_slow_report"_s;

    MutationOptions options;
    options.budget = 6;
    options.validation.parallelism = 2;
    QElapsedTimer clock;
    clock.start();
    MutationAnalysis narrowed(root, task, options);
    QSignalSpy done(&narrowed, &MutationAnalysis::finished);
    QVERIFY(narrowed.start());
    QVERIFY(done.wait(600000));
    const qint64 narrowedMs = clock.elapsed();
    const MutationRecord &record = narrowed.record();
    const QString command = u"python3 -m pytest -rA tests/test_ops.py"_s;
    QVERIFY2(narrowed.command().narrowed, qPrintable(narrowed.command().why));
    QCOMPARE(narrowed.command().command, command);
    // The record says what ran, and still names the task's command, against which it goes stale.
    QCOMPARE(record.run.ranCommand, std::optional(command));
    QCOMPARE(record.run.command, std::optional(task.tests.command));
    QVERIFY(mutationStaleReasons(record, task).isEmpty());
    QVERIFY2(record.run.reference.holds, qPrintable(record.run.reference.violations.join(u", ")));
    QCOMPARE(record.run.runs.size(), 1);
    const TargetRun &reference = record.run.runs.first();
    for (const QString &test : task.tests.failToPass)
        QCOMPARE(reference.results.value(test), TestStatus::Passed);
    QVERIFY2(!reference.results.ids.contains(slow), "the unrelated file did not run");
    QCOMPARE(record.mutants.size(), 6);
    QVERIFY2(record.count(MutantOutcome::Status::Killed) > 0, qPrintable(listing(record)));
    QCOMPARE(record.count(MutantOutcome::Status::Killed) + record.count(MutantOutcome::Status::Survived), 6);
    QVERIFY(saveMutationRecord(root, task.id, record));
    Result<std::optional<MutationRecord>> loaded = loadLatestMutationRecord(root, task.id);
    QVERIFY(loaded && loaded->has_value());
    QCOMPARE((*loaded)->run.ranCommand, std::optional(command));

    // The whole command runs the slow file too, and its runs are cached apart: nothing of the narrowed runs is reused.
    options.narrow = false;
    clock.restart();
    MutationAnalysis whole(root, task, options);
    QSignalSpy wholeDone(&whole, &MutationAnalysis::finished);
    QVERIFY(whole.start());
    QVERIFY(wholeDone.wait(600000));
    QCOMPARE(whole.expectedRuns(), 6 + 2);
    const qint64 wholeMs = clock.elapsed();
    QVERIFY(!whole.command().narrowed);
    QCOMPARE(whole.command().command, task.tests.command);
    QVERIFY(!whole.record().run.ranCommand.has_value());
    QCOMPARE(whole.record().run.runs.first().results.value(slow), TestStatus::Passed);
    for (qsizetype i = 0; i < record.mutants.size(); ++i) {
        QCOMPARE(whole.record().mutants.at(i).status, record.mutants.at(i).status);
        QVERIFY(!whole.record().mutants.at(i).cached);
    }
    qInfo("6 mutants with a 3 s unrelated test file: %lld ms narrowed, %lld ms with the whole command",
          qlonglong(narrowedMs), qlonglong(wholeMs));
}

void TestMutationAnalysis::aMutantThatLoopsIsBoundedByTheReferencesTime()
{
    QCOMPARE(mutantTimeoutMs(2000, 600000), 3 * 2000 + 10000);
    QCOMPARE(mutantTimeoutMs(400000, 600000), 600000); // never more than the run timeout

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(u"dataset"_s);
    const Task task = makeLoopTask(root);
    QVERIFY(!task.id.isEmpty());
    MutationOptions options;
    options.budget = 0; // every mutant
    options.useCache = false;
    options.validation.parallelism = 2;
    options.validation.timeoutMs = 600000;
    options.wallTimeMs = 150000; // what is left by then is cancelled: a ten-minute mutant would be
    QElapsedTimer clock;
    clock.start();
    MutationAnalysis analysis(root, task, options);
    QSignalSpy done(&analysis, &MutationAnalysis::finished);
    QVERIFY(analysis.start());
    QVERIFY(done.wait(300000));
    const MutationRecord &record = analysis.record();
    QVERIFY2(record.run.reference.holds, qPrintable(record.run.reference.violations.join(u", ")));
    const qint64 referenceMs = record.run.runs.first().durationMs;
    QCOMPARE(analysis.mutantTimeout(), mutantTimeoutMs(referenceMs, options.validation.timeoutMs));
    QVERIFY2(analysis.mutantTimeout() < 60000, qPrintable(QString::number(analysis.mutantTimeout())));

    const MutantOutcome *loop = find(record, u"calc/ops.py"_s, u"n -= 1"_s, u"`-=` -> `+=`"_s);
    QVERIFY2(loop, qPrintable(listing(record)));
    QCOMPARE(loop->status, MutantOutcome::Status::Killed);
    QVERIFY2(loop->message.endsWith(u"counted as killed"_s), qPrintable(loop->message));
    QVERIFY2(loop->durationMs <= analysis.mutantTimeout() + 5000, qPrintable(QString::number(loop->durationMs)));
    QCOMPARE(record.count(MutantOutcome::Status::Cancelled), 0);
    qInfo("reference %lld ms, mutant bound %lld ms, analysis %lld ms", referenceMs, analysis.mutantTimeout(),
          clock.elapsed());
}

QTEST_GUILESS_MAIN(TestMutationAnalysis)
#include "tst_mutationanalysis.moc"
