#include <core/dataset/datasetio.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>

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

MutationRecord analyse(const QString &root, const Task &task, const MutationOptions &options, int *runs = nullptr)
{
    MutationAnalysis analysis(root, task, options);
    QSignalSpy done(&analysis, &MutationAnalysis::finished);
    if (!analysis.start())
        return {};
    if (runs)
        *runs = analysis.expectedRuns();
    if (!done.wait(600000))
        return {};
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
        if (o.status == MutantOutcome::Status::Survived && !survivor)
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
    // Killed mutants raise nothing: a hunk whose mutants all die has no flag.
    for (const MutantOutcome &o : m_record.mutants) {
        const bool hunkSurvives = std::any_of(m_record.mutants.cbegin(), m_record.mutants.cend(), [&](const auto &s) {
            return s.status == MutantOutcome::Status::Survived && s.mutant.file == o.mutant.file &&
                   s.mutant.hunk == o.mutant.hunk;
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

QTEST_GUILESS_MAIN(TestMutationAnalysis)
#include "tst_mutationanalysis.moc"
