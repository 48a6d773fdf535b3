// Computed flags derived from hand-made run records on a real demo task, and merged into its review.json on disk.
#include <core/flags/computedflags.h>

#include <core/dataset/datasetio.h>
#include <core/review/verdicts.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTaskId = u"coin-hours-split"_s;
const QString kProportional = u"tests/test_hours_split.py::test_proportional_split"_s; // FAIL_TO_PASS, S1 and S5
const QString kExceeds = u"tests/test_hours_split.py::test_minimum_exceeds_hours"_s;   // FAIL_TO_PASS, S8
const QString kTies = u"tests/test_hours_split.py::test_remainder_ties_follow_request_order"_s;
const QString kShares = u"tests/test_hours_split.py::test_send_many_shares_hours_by_coins"_s;
const QString kTxid = u"tests/test_transaction.py::test_txid_ignores_signatures"_s; // PASS_TO_PASS, no spec
const QString kWithChange = u"tests/test_transaction.py::test_build_with_change"_s; // PASS_TO_PASS, S6
const QString kSonnet0 = u"claude-3-5-sonnet-0"_s;                                  // F3 (FP, dismissed) is about it
const QString kSonnet1 = u"claude-3-5-sonnet-1"_s;                                  // F1 (FP, open) is about it
const QString kGpt0 = u"gpt-4o-0"_s;                                                // F2 (FN) is about it
const QString kGpt1 = u"gpt-4o-1"_s;
const QString kGpt2 = u"gpt-4o-2"_s;

TargetRun finishedRun(const QString &target, const TestResults &results, int repeat = 1)
{
    TargetRun run;
    run.target = target;
    run.repeat = repeat;
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = 0;
    run.results = results;
    return run;
}

/// What a sound validation of the demo task gives: the controls hold and every attempt gives its stored results.
RunRecord cleanRecord(const Task &task, const QString &id = u"20261201-090000-0001"_s)
{
    RunRecord record;
    record.id = id;
    TestResults reference;
    TestResults empty;
    for (const QString &t : task.tests.failToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Failed);
    }
    for (const QString &t : task.tests.passToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Passed);
    }
    record.runs.append(finishedRun(u"reference"_s, reference));
    record.runs.append(finishedRun(u"empty"_s, empty));
    for (const Attempt &a : task.attempts)
        record.runs.append(finishedRun(a.id, a.results));
    deriveChecks(record, task);
    return record;
}

TargetRun *runOf(RunRecord &record, const QString &target, int repeat = 1)
{
    for (TargetRun &run : record.runs)
        if (run.target == target && run.repeat == repeat)
            return &run;
    return nullptr;
}

void setStatus(RunRecord &record, const QString &target, const QString &test, TestStatus status, int repeat = 1)
{
    if (TargetRun *run = runOf(record, target, repeat))
        run->results.set(test, status);
}

void removeResult(RunRecord &record, const QString &target, const QString &test)
{
    TargetRun *run = runOf(record, target);
    run->results.ids.removeAll(test);
    run->results.status.remove(test);
}

void unfinish(RunRecord &record, const QString &target, TargetRun::Outcome outcome)
{
    TargetRun *run = runOf(record, target);
    run->outcome = outcome;
    run->applied = outcome != TargetRun::Outcome::NotRun;
    run->results = {};
}

/// A second repeat of a target, identical to the first but for one test.
void addRepeat(RunRecord &record, const QString &target, const QString &test, TestStatus status)
{
    TargetRun again = *runOf(record, target);
    again.repeat = 2;
    again.results.set(test, status);
    record.runs.append(again);
}

QList<Flag> withPrefix(const QList<Flag> &flags, const QString &prefix)
{
    QList<Flag> found;
    for (const Flag &f : flags)
        if (f.id.startsWith(prefix))
            found.append(f);
    return found;
}

const Flag *findFlag(const QList<Flag> &flags, const QString &id)
{
    for (const Flag &f : flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

QStringList ids(const QList<Flag> &flags)
{
    QStringList list;
    for (const Flag &f : flags)
        list.append(f.id);
    return list;
}

QStringList testsOf(const QList<Flag> &flags)
{
    QStringList list;
    for (const Flag &f : flags)
        list += f.tests;
    return list;
}

/// The first difference between two flag lists, or an empty string.
QString flagDiff(const QList<Flag> &a, const QList<Flag> &b)
{
    if (a.size() != b.size())
        return u"%1 flags against %2"_s.arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Flag &x = a[i];
        const Flag &y = b[i];
        auto differ = [&](const char *what) -> QString {
            return x.id + u": "_s + QString::fromLatin1(what) + u" differs"_s;
        };
        if (x.id != y.id)
            return u"flag %1 is %2, not %3"_s.arg(i).arg(x.id, y.id);
        if (x.kind != y.kind || x.source != y.source)
            return differ("kind or source");
        if (x.attempt != y.attempt || x.specs != y.specs || x.tests != y.tests)
            return differ("attempt, specs or tests");
        if (x.confidence != y.confidence || x.rationale != y.rationale)
            return differ("confidence or rationale");
        if (x.verdict != y.verdict || x.verdictNote != y.verdictNote || x.verdictBy != y.verdictBy ||
            x.verdictAt != y.verdictAt)
            return differ("verdict");
        if (x.evidence.size() != y.evidence.size())
            return differ("evidence");
        for (qsizetype j = 0; j < x.evidence.size(); ++j) {
            const Evidence &e = x.evidence[j];
            const Evidence &f = y.evidence[j];
            if (e.kind != f.kind || e.attempt != f.attempt || e.step != f.step || e.file != f.file ||
                e.hunk != f.hunk || e.line != f.line || e.note != f.note)
                return differ("evidence");
        }
    }
    return {};
}

} // namespace

class TestComputedFlags : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    QByteArray m_review;

    QString reviewPath() const { return m_root + u"/tasks/"_s + kTaskId + u"/review.json"_s; }
    Task load()
    {
        Result<Task> task = loadTask(m_root, kTaskId);
        if (!task)
            qWarning("%s", qPrintable(task.error().toString()));
        return task ? std::move(task).value() : Task{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
        QFile file(reviewPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_review = file.readAll();
    }

    // Every test starts from the review.json the demo ships.
    void init()
    {
        if (QFileInfo(reviewPath()).isDir())
            QVERIFY(QDir(reviewPath()).removeRecursively());
        QFile file(reviewPath());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(m_review), m_review.size());
    }

    void soundRunRaisesOnlyWhatTheTaskItselfLacks()
    {
        const Task task = load();
        QCOMPARE(task.attempts.size(), 5);
        const RunRecord record = cleanRecord(task);
        QVERIFY(record.controlsHold());
        const QList<Flag> flags = computeFlags(task, record);
        // S11 names no test; F1 says claude-3-5-sonnet-1 is wrong and it passes everything.
        QCOMPARE(ids(flags), QStringList({u"uncovered.S11"_s, u"backed.F1"_s}));
        const QRegularExpression schemaId(u"^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$"_s);
        for (const Flag &f : flags) {
            QCOMPARE(f.source, FlagSource::Computed);
            QCOMPARE(f.confidence, 1.0);
            QCOMPARE(f.verdict, Verdict::Open);
            QVERIFY2(f.rationale.contains(record.id), qPrintable(f.rationale));
            QVERIFY2(schemaId.match(f.id).hasMatch(), qPrintable(f.id));
        }
        QCOMPARE(flags[0].kind, FlagKind::FalsePositive);
        QCOMPARE(flags[0].specs, QStringList{u"S11"_s});
        QVERIFY(flags[0].tests.isEmpty());
    }

    void vacuousTest()
    {
        const Task task = load();
        RunRecord record = cleanRecord(task);
        setStatus(record, u"empty"_s, kProportional, TestStatus::Passed);
        deriveChecks(record, task);
        const QList<Flag> vacuous = withPrefix(computeFlags(task, record), u"vacuous."_s);
        QCOMPARE(vacuous.size(), 1);
        const Flag &f = vacuous.first();
        QCOMPARE(f.kind, FlagKind::FalsePositive);
        QCOMPARE(f.tests, QStringList{kProportional});
        QCOMPARE(f.specs, QStringList({u"S1"_s, u"S5"_s}));
        QVERIFY(f.rationale.contains(kProportional));
        QVERIFY(f.attempt.isEmpty());
        // Test ids carry characters the schema refuses: the id stays readable and fits the schema.
        QVERIFY2(f.id.startsWith(u"vacuous.test_proportional_split+"_s), qPrintable(f.id));
    }

    void vacuousNearMisses_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("a PASS_TO_PASS test passing without the fix") << 0;
        QTest::newRow("passing in one repeat only: flaky instead") << 1;
        QTest::newRow("the empty run timed out") << 2;
    }

    void vacuousNearMisses()
    {
        QFETCH(int, variant);
        const Task task = load();
        RunRecord record = cleanRecord(task);
        if (variant == 1) {
            setStatus(record, u"empty"_s, kProportional, TestStatus::Passed);
            addRepeat(record, u"empty"_s, kProportional, TestStatus::Failed);
        } else if (variant == 2) {
            unfinish(record, u"empty"_s, TargetRun::Outcome::TimedOut);
        }
        deriveChecks(record, task);
        const QList<Flag> flags = computeFlags(task, record);
        QVERIFY(withPrefix(flags, u"vacuous."_s).isEmpty());
        QCOMPARE(testsOf(withPrefix(flags, u"flaky."_s)), variant == 1 ? QStringList{kProportional} : QStringList());
        // A run that did not finish says nothing about its tests.
        QCOMPARE(ids(flags), variant == 1 ? QStringList({u"uncovered.S11"_s, u"backed.F1"_s,
                                                         withPrefix(flags, u"flaky."_s).value(0).id})
                                          : QStringList({u"uncovered.S11"_s, u"backed.F1"_s}));
    }

    void referenceFailing()
    {
        const Task task = load();
        RunRecord record = cleanRecord(task);
        setStatus(record, u"reference"_s, kExceeds, TestStatus::Failed);
        setStatus(record, u"reference"_s, kWithChange, TestStatus::Error);
        removeResult(record, u"reference"_s, kTxid);
        setStatus(record, u"reference"_s, kTies, TestStatus::Skipped); // neither passes nor fails
        deriveChecks(record, task);
        const QList<Flag> failing = withPrefix(computeFlags(task, record), u"reference-fails."_s);
        QCOMPARE(testsOf(failing), QStringList({kExceeds, kWithChange, kTxid}));
        for (const Flag &f : failing)
            QCOMPARE(f.kind, FlagKind::FalseNegative);
        QCOMPARE(failing[0].specs, QStringList{u"S8"_s});
        QVERIFY2(failing[0].rationale.contains(u"FAIL_TO_PASS"_s) && failing[0].rationale.contains(u"failed"_s),
                 qPrintable(failing[0].rationale));
        QVERIFY2(failing[1].rationale.contains(u"PASS_TO_PASS"_s) && failing[1].rationale.contains(u"error"_s),
                 qPrintable(failing[1].rationale));
        QVERIFY2(failing[2].rationale.contains(u"missing"_s), qPrintable(failing[2].rationale));
    }

    void referenceNearMisses_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("the reference run crashed") << 0;
        QTest::newRow("the reference patch did not apply") << 1;
        QTest::newRow("failing in one repeat only: flaky instead") << 2;
    }

    void referenceNearMisses()
    {
        QFETCH(int, variant);
        const Task task = load();
        RunRecord record = cleanRecord(task);
        if (variant == 0) {
            unfinish(record, u"reference"_s, TargetRun::Outcome::Crashed);
        } else if (variant == 1) {
            unfinish(record, u"reference"_s, TargetRun::Outcome::NotRun);
        } else {
            setStatus(record, u"reference"_s, kExceeds, TestStatus::Failed);
            addRepeat(record, u"reference"_s, kExceeds, TestStatus::Passed);
        }
        deriveChecks(record, task);
        QVERIFY(!record.reference.holds);
        const QList<Flag> flags = computeFlags(task, record);
        QVERIFY(withPrefix(flags, u"reference-fails."_s).isEmpty());
        if (variant == 2) {
            const QList<Flag> flaky = withPrefix(flags, u"flaky."_s);
            QCOMPARE(testsOf(flaky), QStringList{kExceeds});
            QVERIFY2(flaky[0].rationale.contains(u"reference: failed, passed"_s), qPrintable(flaky[0].rationale));
            QCOMPARE(flaky[0].kind, FlagKind::FalseNegative);
        }
    }

    void uncoveredSpecs()
    {
        Task task = load();
        for (Spec &s : task.specs) {
            if (s.id == u"S10")
                s.coveredBy = {u"tests/test_gone.py::test_removed"_s}; // names only a test outside the lists
            if (s.id == u"S9")
                s.coveredBy.prepend(u"tests/test_gone.py::test_removed"_s); // still one listed test: covered
        }
        // Needs no run: an empty record gives the same.
        for (const RunRecord &record : {cleanRecord(task), RunRecord{u"20261201-090000-0002"_s}}) {
            const QList<Flag> uncovered = withPrefix(computeFlags(task, record), u"uncovered."_s);
            QCOMPARE(ids(uncovered), QStringList({u"uncovered.S10"_s, u"uncovered.S11"_s}));
            QCOMPARE(uncovered[0].specs, QStringList{u"S10"_s});
            QCOMPARE(uncovered[0].kind, FlagKind::FalsePositive);
            QVERIFY2(uncovered[0].rationale.contains(u"tests/test_gone.py::test_removed"_s),
                     qPrintable(uncovered[0].rationale));
        }
    }

    void backedByEvidence()
    {
        const Task task = load();
        const Flag *review = findFlag(task.flags, u"F1"_s);
        QVERIFY(review);
        QVERIFY(!review->evidence.isEmpty());
        const RunRecord record = cleanRecord(task);
        const Flag *backed = findFlag(computeFlags(task, record), u"backed.F1"_s);
        QVERIFY(backed);
        QCOMPARE(backed->kind, FlagKind::FalsePositive);
        QCOMPARE(backed->attempt, kSonnet1);
        QCOMPARE(backed->specs, review->specs);
        QCOMPARE(backed->tests, review->tests);
        QVERIFY(flagDiff({*backed}, {[&] {
                             Flag expected = *backed;
                             expected.evidence = review->evidence;
                             return expected;
                         }()})
                    .isEmpty());
        QVERIFY2(backed->rationale.contains(u"F1"_s) && backed->rationale.contains(kSonnet1),
                 qPrintable(backed->rationale));

        // A verdict other than dismissed keeps the objection standing.
        Task confirmed = task;
        for (Flag &f : confirmed.flags)
            if (f.id == u"F1")
                f.verdict = Verdict::Confirmed;
        QVERIFY(findFlag(computeFlags(confirmed, record), u"backed.F1"_s));
    }

    void backedNearMisses_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("the attempt fails one PASS_TO_PASS test") << 0;
        QTest::newRow("the attempt's patch did not apply") << 1;
        QTest::newRow("the review flag is dismissed") << 2;
        QTest::newRow("the review flag is an FN") << 3;
    }

    void backedNearMisses()
    {
        QFETCH(int, variant);
        const Task task = load();
        RunRecord record = cleanRecord(task);
        if (variant == 0)
            setStatus(record, kSonnet1, kTxid, TestStatus::Failed);
        else if (variant == 1)
            unfinish(record, kSonnet1, TargetRun::Outcome::NotRun);
        else if (variant == 3)
            setStatus(record, kGpt0, kExceeds, TestStatus::Passed); // F2's attempt now passes everything
        deriveChecks(record, task);
        const QList<Flag> backed = withPrefix(computeFlags(task, record), u"backed."_s);
        // F3 (dismissed) is about claude-3-5-sonnet-0, which passes everything in every variant.
        QCOMPARE(ids(backed), variant >= 2 ? QStringList{u"backed.F1"_s} : QStringList());
    }

    void failingInEveryAttempt()
    {
        const Task task = load();
        RunRecord record = cleanRecord(task);
        for (const Attempt &a : task.attempts)
            setStatus(record, a.id, kTxid, a.id == kGpt2 ? TestStatus::Error : TestStatus::Failed);
        unfinish(record, kGpt1, TargetRun::Outcome::Cancelled); // no results: neither passing nor failing
        deriveChecks(record, task);
        const QList<Flag> failing = withPrefix(computeFlags(task, record), u"fails-all."_s);
        QCOMPARE(testsOf(failing), QStringList{kTxid});
        QCOMPARE(failing[0].kind, FlagKind::FalseNegative);
        QVERIFY(failing[0].specs.isEmpty());
        QVERIFY2(!failing[0].rationale.contains(kGpt1), qPrintable(failing[0].rationale));
        QVERIFY2(failing[0].rationale.contains(kGpt2), qPrintable(failing[0].rationale));
    }

    void failingInEveryAttemptNearMisses_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("one attempt passes it") << 0;
        QTest::newRow("only one attempt ran") << 1;
        QTest::newRow("every attempt that ran is objected to") << 2;
        QTest::newRow("flaky on one of two attempts") << 3;
    }

    void failingInEveryAttemptNearMisses()
    {
        QFETCH(int, variant);
        Task task = load();
        RunRecord record = cleanRecord(task);
        for (const Attempt &a : task.attempts)
            setStatus(record, a.id, kTxid, TestStatus::Failed);
        if (variant == 0) {
            setStatus(record, kGpt2, kTxid, TestStatus::Passed);
        } else {
            // Only claude-3-5-sonnet-1 (objected to by F1) and gpt-4o-2 finish.
            for (const QString &a : {kSonnet0, kGpt0, kGpt1})
                unfinish(record, a, TargetRun::Outcome::TimedOut);
            if (variant == 1)
                unfinish(record, kGpt2, TargetRun::Outcome::FailedToStart);
            if (variant == 2) {
                Flag objection;
                objection.id = u"F9"_s;
                objection.kind = FlagKind::FalsePositive;
                objection.source = FlagSource::ReviewAgent;
                objection.attempt = kGpt2;
                task.flags.append(objection);
            }
            if (variant == 3)
                addRepeat(record, kGpt2, kTxid, TestStatus::Passed);
        }
        deriveChecks(record, task);
        QVERIFY(withPrefix(computeFlags(task, record), u"fails-all."_s).isEmpty());

        // The same record with gpt-4o-2 unobjected and steady raises it: the near miss is what kept it quiet.
        if (variant >= 2) {
            Task plain = load();
            RunRecord steady = record;
            steady.runs.removeIf([](const TargetRun &r) { return r.repeat == 2; });
            deriveChecks(steady, plain);
            QCOMPARE(testsOf(withPrefix(computeFlags(plain, steady), u"fails-all."_s)), QStringList{kTxid});
        }
    }

    void flakyTests()
    {
        const Task task = load();
        RunRecord record = cleanRecord(task);
        addRepeat(record, u"reference"_s, kTies, TestStatus::Failed);
        addRepeat(record, kGpt2, kTies, TestStatus::Error);
        addRepeat(record, kGpt0, kShares, TestStatus::Passed); // the same status again: steady
        // A test outside the lists decides nothing about a patch.
        setStatus(record, kGpt0, u"tests/test_extra.py::test_unlisted"_s, TestStatus::Passed);
        addRepeat(record, kGpt0, u"tests/test_extra.py::test_unlisted"_s, TestStatus::Failed);
        deriveChecks(record, task);
        QCOMPARE(record.flaky.size(), 3);
        const QList<Flag> flaky = withPrefix(computeFlags(task, record), u"flaky."_s);
        QCOMPARE(testsOf(flaky), QStringList{kTies});
        QCOMPARE(flaky[0].kind, FlagKind::FalseNegative);
        QCOMPARE(flaky[0].specs, QStringList{u"S3"_s});
        QVERIFY2(flaky[0].rationale.contains(u"reference: passed, failed"_s), qPrintable(flaky[0].rationale));
        QVERIFY2(flaky[0].rationale.contains(u"gpt-4o-2: passed, error"_s), qPrintable(flaky[0].rationale));
    }

    void idsAreStableAndNeverTakeAReviewAgentId()
    {
        Task task = load();
        RunRecord first = cleanRecord(task, u"20261201-090000-0001"_s);
        setStatus(first, u"empty"_s, kProportional, TestStatus::Passed);
        setStatus(first, u"reference"_s, kTxid, TestStatus::Failed);
        deriveChecks(first, task);
        RunRecord second = first;
        second.id = u"20261202-100000-0002"_s;
        const QList<Flag> a = computeFlags(task, first);
        const QList<Flag> b = computeFlags(task, second);
        QCOMPARE(a.size(), 4);
        QCOMPARE(ids(a), ids(b));
        QVERIFY(b[0].rationale.contains(second.id) && !b[0].rationale.contains(first.id));

        // A review-agent flag that already holds a computed id keeps it; the computed flag moves aside, every time.
        Flag agent;
        agent.id = u"uncovered.S11"_s;
        agent.source = FlagSource::ReviewAgent;
        agent.kind = FlagKind::FalseNegative;
        task.flags.append(agent);
        const QList<Flag> c = computeFlags(task, first);
        const QList<Flag> uncovered = withPrefix(c, u"uncovered."_s);
        QCOMPARE(uncovered.size(), 1);
        QVERIFY(uncovered[0].id != agent.id);
        QCOMPARE(uncovered[0].specs, QStringList{u"S11"_s});
        QCOMPARE(ids(computeFlags(task, second)), ids(c));
    }

    void discriminabilityCounts()
    {
        const Task task = load();
        RunRecord record = cleanRecord(task);
        QList<TestDiscrimination> d = discriminability(task, record);
        QCOMPARE(d.size(), task.tests.failToPass.size() + task.tests.passToPass.size());
        QCOMPARE(d.first().test, task.tests.failToPass.first());
        QCOMPARE(d.last().test, task.tests.passToPass.last());
        QStringList separating;
        for (const TestDiscrimination &t : d) {
            QCOMPARE(t.passing + t.failing, 5);
            if (t.tellsApart() > 0)
                separating.append(t.test);
        }
        // The stored results: gpt-4o-0 fails one test, gpt-4o-1 two.
        QCOMPARE(separating, QStringList({kTies, kExceeds, kShares}));
        auto exceeds = std::find_if(d.cbegin(), d.cend(), [](const auto &t) { return t.test == kExceeds; });
        QCOMPARE(exceeds->passing, 4);
        QCOMPARE(exceeds->failing, 1);
        QCOMPARE(exceeds->tellsApart(), 1);

        // The controls do not count; an unfinished attempt counts on neither side, nor does a skipped test.
        setStatus(record, u"reference"_s, kTies, TestStatus::Failed);
        unfinish(record, kGpt1, TargetRun::Outcome::TimedOut);
        setStatus(record, kSonnet0, kExceeds, TestStatus::Skipped);
        setStatus(record, kSonnet1, kExceeds, TestStatus::Failed);
        setStatus(record, kGpt2, kExceeds, TestStatus::Error);
        d = discriminability(task, record);
        const auto ties = std::find_if(d.cbegin(), d.cend(), [](const auto &t) { return t.test == kTies; });
        QCOMPARE(ties->passing, 4);
        QCOMPARE(ties->failing, 0);
        QCOMPARE(ties->tellsApart(), 0);
        exceeds = std::find_if(d.cbegin(), d.cend(), [](const auto &t) { return t.test == kExceeds; });
        QCOMPARE(exceeds->passing, 0);
        QCOMPARE(exceeds->failing, 3);
        QCOMPARE(exceeds->tellsApart(), 0);
    }

    void applyWritesReviewJson()
    {
        Task task = load();
        const QList<Flag> agentFlags = task.flags;
        QCOMPARE(agentFlags.size(), 3);
        const RunRecord record = cleanRecord(task);
        const Result<void> status = applyComputedFlags(m_root, task, record);
        QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
        QCOMPARE(ids(task.flags), QStringList({u"F1"_s, u"F2"_s, u"F3"_s, u"uncovered.S11"_s, u"backed.F1"_s}));
        const QString diff = flagDiff(task.flags.mid(0, 3), agentFlags);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        const Task reloaded = load();
        const QString back = flagDiff(reloaded.flags, task.flags);
        QVERIFY2(back.isEmpty(), qPrintable(back));
    }

    void recomputationKeepsVerdicts()
    {
        Task task = load();
        RunRecord first = cleanRecord(task, u"20261201-090000-0001"_s);
        setStatus(first, u"empty"_s, kProportional, TestStatus::Passed);
        setStatus(first, u"reference"_s, kTxid, TestStatus::Failed);
        deriveChecks(first, task);
        QVERIFY(applyComputedFlags(m_root, task, first));
        const QString vacuous = withPrefix(task.flags, u"vacuous."_s).value(0).id;
        const QString refFails = withPrefix(task.flags, u"reference-fails."_s).value(0).id;
        QVERIFY(!vacuous.isEmpty() && !refFails.isEmpty());

        // A curator decides two computed flags and one review-agent flag.
        const QDateTime at(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC);
        QVERIFY(recordVerdict(m_root, task, u"backed.F1"_s, Verdict::Confirmed, u"wrong total"_s, u"Ada"_s, at));
        QVERIFY(recordVerdict(m_root, task, refFails, Verdict::NeedsRerun, u"rerun on a clean box"_s, u"Ada"_s, at));
        QVERIFY(recordVerdict(m_root, task, u"F2"_s, Verdict::Dismissed, u"not a bug"_s, u"Grace"_s, at));
        task = load();
        const QList<Flag> before = task.flags;
        const Flag decidedStale = *findFlag(before, refFails);

        // A new run where the reference passes and the empty patch fails everything again.
        const RunRecord second = cleanRecord(task, u"20261202-100000-0002"_s);
        const Result<void> status = applyComputedFlags(m_root, task, second);
        QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
        // Every flag keeps its place in review.json: the decided one no longer raised stays where it was.
        QCOMPARE(ids(task.flags),
                 QStringList({u"F1"_s, u"F2"_s, u"F3"_s, refFails, u"uncovered.S11"_s, u"backed.F1"_s}));
        QVERIFY(!findFlag(task.flags, vacuous)); // open and no longer raised: gone

        const Flag *backed = findFlag(task.flags, u"backed.F1"_s);
        QCOMPARE(backed->verdict, Verdict::Confirmed);
        QCOMPARE(backed->verdictNote, u"wrong total"_s);
        QCOMPARE(backed->verdictBy, u"Ada"_s);
        QCOMPARE(backed->verdictAt, at);
        QVERIFY(backed->rationale.contains(second.id));

        const QString kept = flagDiff({*findFlag(task.flags, refFails)}, {decidedStale});
        QVERIFY2(kept.isEmpty(), qPrintable(kept)); // decided and no longer raised: kept as it was
        const QString agents = flagDiff(task.flags.mid(0, 3), before.mid(0, 3));
        QVERIFY2(agents.isEmpty(), qPrintable(agents));
        QCOMPARE(findFlag(task.flags, u"F2"_s)->verdict, Verdict::Dismissed);

        const Task reloaded = load();
        const QString back = flagDiff(reloaded.flags, task.flags);
        QVERIFY2(back.isEmpty(), qPrintable(back));

        // Applying the same run again changes nothing on disk.
        QFile file(reviewPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        file.close();
        QVERIFY(applyComputedFlags(m_root, task, second));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);
    }

    // The computed flag that backs F1 makes F1's claim: once a curator decided F1 it is not asked again, and it
    // follows F1's verdict; a verdict on it alone makes it a flag of its own, which F1 then follows.
    void aClaimAlreadyDecidedIsNotAskedAgain()
    {
        Task task = load();
        const QDateTime at(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC);
        QVERIFY(recordVerdict(m_root, task, u"F1"_s, Verdict::Confirmed, u"the minimum is wrong"_s, u"Ada"_s, at));
        QVERIFY(applyComputedFlags(m_root, task, cleanRecord(task)));
        const Flag *backed = findFlag(task.flags, u"backed.F1"_s);
        QVERIFY(backed);
        QCOMPARE(backed->sameAs, u"F1"_s);
        QCOMPARE(backed->verdict, Verdict::Confirmed);
        QCOMPARE(backed->verdictNote, u"the minimum is wrong"_s);
        QVERIFY(!backed->awaitsVerdict());
        QCOMPARE(findFlag(load().flags, u"backed.F1"_s)->sameAs, u"F1"_s); // in review.json

        QVERIFY(recordVerdict(m_root, task, u"F1"_s, Verdict::Open, {}, u"Ada"_s, at));
        QCOMPARE(findFlag(task.flags, u"backed.F1"_s)->verdict, Verdict::Open);
        QVERIFY(
            recordVerdict(m_root, task, u"backed.F1"_s, Verdict::Dismissed, u"passes for a reason"_s, u"Ada"_s, at));
        QVERIFY(findFlag(task.flags, u"backed.F1"_s)->sameAs.isEmpty());
        QCOMPARE(findFlag(task.flags, u"F1"_s)->sameAs, u"backed.F1"_s);
        QCOMPARE(findFlag(task.flags, u"F1"_s)->verdict, Verdict::Dismissed);
    }

    void failedWriteLeavesTaskUnchanged()
    {
        Task task = load();
        QVERIFY(applyComputedFlags(m_root, task, cleanRecord(task)));
        const QList<Flag> before = task.flags;
        QVERIFY(QFile::remove(reviewPath()));
        QVERIFY(QDir().mkdir(reviewPath()));

        RunRecord record = cleanRecord(task, u"20261202-100000-0002"_s);
        setStatus(record, u"empty"_s, kProportional, TestStatus::Passed);
        const Result<void> status = applyComputedFlags(m_root, task, record);
        QVERIFY(!status);
        QCOMPARE(status.error().file, reviewPath());
        QVERIFY2(status.error().message.contains(reviewPath()), qPrintable(status.error().message));
        const QString diff = flagDiff(task.flags, before);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestComputedFlags)
#include "tst_computedflags.moc"
