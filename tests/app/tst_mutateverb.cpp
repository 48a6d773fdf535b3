// `heddle mutate` runs as a real process on a copy of the built-in demo dataset, for one task.

#include <core/dataset/datasetio.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

ProcessRun runMutate(const QStringList &args)
{
    return runHeddle(args, {.timeoutMs = 600000});
}

} // namespace

class TestMutateVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void usageErrors()
    {
        QCOMPARE(runMutate({u"mutate"_s}).exitCode, 2);
        QCOMPARE(runMutate({u"mutate"_s, m_demo.root(), u"--budget"_s, u"-1"_s}).exitCode, 2);
        const ProcessRun unknown = runMutate({u"mutate"_s, m_demo.root(), u"--tasks"_s, u"no-such-task"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-task"));
    }

    void analysesOneTask()
    {
        const ProcessRun r = runMutate({u"mutate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--budget"_s,
                                        u"12"_s, u"--jobs"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        QVERIFY(r.err.contains("coin-hours-split: 1 of 14 runs")); // twelve mutants, the reference, no patch
        QVERIFY2(r.out.startsWith("coin-hours-split (run "), r.out.constData());
        QVERIFY(r.out.contains("  mutants: 12 of 51 candidates\n"));
        QVERIFY(r.out.contains("  killed: "));
        QVERIFY(r.out.contains("  mutation score: "));
        // The demo's command names the files of its declared tests already.
        QVERIFY2(r.out.contains("  command: the task's whole command (the command already runs only what holds the "
                                "declared tests)\n"),
                 r.out.constData());
        const QDir folder(m_demo.root() + u"/tasks/coin-hours-split/mutation"_s);
        const QStringList records = folder.entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(records.size(), 1);
        QVERIFY(r.out.contains(QByteArray("record: " + folder.filePath(records.first()).toUtf8() + "\n")));
        const QJsonObject record = QJsonDocument::fromJson(readFixture(folder.filePath(records.first()))).object();
        QCOMPARE(record[u"kind"_s].toString(), u"mutation"_s);
        QCOMPARE(record[u"mutants"_s].toArray().size(), 12);

        // --json, all from the cache now: the same counts, a second record.
        const ProcessRun j = runMutate(
            {u"mutate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--budget"_s, u"12"_s, u"--json"_s});
        QVERIFY2(j.exitCode == 0, QByteArray(j.out + j.err).constData());
        QVERIFY(!j.err.contains(" runs\n"));
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QVERIFY(o[u"ok"_s].toBool());
        const QJsonObject task = o[u"tasks"_s].toArray().first().toObject();
        QCOMPARE(task[u"mutants"_s].toInt(), 12);
        const int killed = task[u"killed"_s].toInt(), survived = task[u"survived"_s].toInt();
        QCOMPARE(killed + survived, 12);
        QVERIFY(r.out.contains(QByteArray("  killed: " + QByteArray::number(killed) + ", survived: " +
                                          QByteArray::number(survived) + ", not applied: 0, not run: 0\n")));
        // Survivors no input tells from the reference are left out of the score.
        const int equivalent = task[u"probably_equivalent"_s].toInt();
        QCOMPARE(task[u"score"_s].toDouble(), double(killed) / (12 - equivalent));
        const QJsonArray survivors = task[u"survivors"_s].toArray();
        QCOMPARE(survivors.size(), survived);
        QVERIFY(survived > 0);
        for (const QJsonValue s : survivors)
            QVERIFY(r.out.contains(QByteArray("  survived " + s[u"id"_s].toString().toUtf8() + ' ')));
        QVERIFY(!task[u"flags"_s].toArray().isEmpty());
        QVERIFY(task[u"flags"_s].toArray().first().toString().startsWith(u"mutation.skyledger-"_s));
        QCOMPARE(folder.entryList({u"*.json"_s}, QDir::Files).size(), 2);
        // The flags are in review.json.
        const QByteArray review = readFixture(m_demo.root() + u"/tasks/coin-hours-split/review.json"_s);
        QVERIFY(review.contains(task[u"flags"_s].toArray().first().toString().toUtf8()));

        // `heddle stats` gives the task's score, from the newest analysis.
        const ProcessRun stats = runHeddle({u"stats"_s, m_demo.root(), u"--json"_s});
        QCOMPARE(stats.exitCode, 0);
        const QJsonArray scores = QJsonDocument::fromJson(stats.out).object()[u"mutation_score"_s].toArray();
        QCOMPARE(scores.size(), 1);
        QCOMPARE(scores.first()[u"task"_s].toString(), u"coin-hours-split"_s);
        QCOMPARE(scores.first()[u"killed"_s].toInt(), killed);
        QCOMPARE(scores.first()[u"score"_s].toDouble(), double(killed) / (12 - equivalent));
        QVERIFY(!scores.first()[u"stale"_s].toBool());
        const ProcessRun text = runHeddle({u"stats"_s, m_demo.root()});
        QVERIFY(text.out.contains("Mutation score"));
        QVERIFY(text.out.contains(QByteArray("survived " + QByteArray::number(survived).rightJustified(4))));
    }

    void narrowsACommandThatRunsEveryTest()
    {
        // The command an import gets when it knows no test files: the whole suite.
        Result<Task> task = loadTask(m_demo.root(), u"spend-policy"_s);
        QVERIFY(task);
        task->tests.command = u"python3 -m pytest -rA"_s;
        QVERIFY(saveTask(m_demo.root(), *task));
        const QString narrowed =
            u"python3 -m pytest -rA tests/test_spend_policy.py tests/test_transaction.py tests/test_wallet.py"_s;

        const ProcessRun r = runMutate(
            {u"mutate"_s, m_demo.root(), u"--tasks"_s, u"spend-policy"_s, u"--budget"_s, u"2"_s, u"--jobs"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains(
                     QByteArray("  command: " + narrowed.toUtf8() + " (narrowed to what holds the declared tests)\n")),
                 r.out.constData());
        const QDir folder(m_demo.root() + u"/tasks/spend-policy/mutation"_s);
        const QStringList records = folder.entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(records.size(), 1);
        const QJsonObject record = QJsonDocument::fromJson(readFixture(folder.filePath(records.first()))).object();
        QCOMPARE(record[u"ran_command"_s].toString(), narrowed);
        QCOMPARE(record[u"command"_s].toString(), task->tests.command);
        // Only the declared tests' files ran: none of the demo's other test files reported anything.
        const QJsonArray tests = record[u"runs"_s].toArray().first()[u"tests"_s].toArray();
        QVERIFY(!tests.isEmpty());
        for (const QJsonValue t : tests)
            QVERIFY2(!t[u"id"_s].toString().startsWith(u"tests/test_hours.py"_s), qPrintable(t[u"id"_s].toString()));

        // --whole-command runs what the task says, and nothing of the narrowed runs is taken from the cache.
        const ProcessRun whole = runMutate({u"mutate"_s, m_demo.root(), u"--tasks"_s, u"spend-policy"_s, u"--budget"_s,
                                            u"2"_s, u"--whole-command"_s, u"--json"_s});
        QVERIFY2(whole.exitCode == 0, QByteArray(whole.out + whole.err).constData());
        QVERIFY(whole.err.contains("spend-policy: 1 of 4 runs"));
        const QJsonObject o = QJsonDocument::fromJson(whole.out).object()[u"tasks"_s].toArray().first().toObject();
        QCOMPARE(o[u"command"_s].toString(), task->tests.command);
        QVERIFY(!o[u"narrowed"_s].toBool());
    }
};

QTEST_GUILESS_MAIN(TestMutateVerb)
#include "tst_mutateverb.moc"
