// A review agent's findings imported into a copy of the demo dataset, as a maintainer would do week after week: the
// first import adds open flags and names every finding that points at nothing real; a curator decides some; the
// next import updates the open ones, keeps the decided ones as they are and withdraws what the agent no longer
// raises; a withdrawn flag waits for no verdict.
#include <core/agents/flagimport.h>
#include <core/curation/approvalgates.h>
#include <core/dataset/datasetio.h>
#include <core/review/verdicts.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kTest = u"tests/test_hours_split.py::test_proportional_split"_s;

QString writtenFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

QList<Flag> flagsOf(const QString &root, const QString &taskId, const QString &agent)
{
    Result<Task> task = loadTask(root, taskId);
    if (!task)
        return {};
    QList<Flag> out;
    for (const Flag &f : task->flags)
        if (f.agent == agent)
            out << f;
    return out;
}

const Flag *byId(const QList<Flag> &flags, const QString &id)
{
    for (const Flag &f : flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

FindingsOptions none()
{
    return {};
}

} // namespace

class TestFlagImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstImportAddsFlagsAndNamesEveryBadFinding()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QList<Flag> before = flagsOf(demo.root(), kTask, QString());
        const QString file = writtenFile(
            demo.folder() + u"/week1.jsonl"_s,
            // 1: good, with evidence in the trajectory, the patch and the test file
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","tests":["tests/test_hours_split.py::test_proportional_split"],"specs":["S1"],"evidence":[{"type":"trajectory_step","step":3},{"type":"patch_hunk","file":"skyledger/hours.py","hunk":1,"line":50},{"type":"test_line","file":"tests/test_hours_split.py","line":10}],"confidence":0.7,"rationale":"rounds first","agent":{"name":"judge","version":"1"},"id":"rounding"})"
            "\n"
            // 2: good, about the tests alone, named by the task's instance id
            R"({"task":"skyledger__coin-hours-split","kind":"FN","rationale":"too strict","agent":{"name":"judge","version":"1"},"id":"strict"})"
            "\n"
            R"({"task":"no-such-task","kind":"FP","agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-9","kind":"FP","agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","kind":"FP","tests":["tests/nowhere.py::test_x"],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","kind":"FP","specs":["S999"],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","evidence":[{"type":"trajectory_step","step":999}],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","evidence":[{"type":"patch_hunk","file":"skyledger/hours.py","hunk":5}],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","evidence":[{"type":"patch_hunk","file":"skyledger/hours.py","hunk":1,"line":200}],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","evidence":[{"type":"patch_hunk","file":"README.md","hunk":0}],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","kind":"FN","evidence":[{"type":"test_line","file":"tests/test_hours_split.py","line":5000}],"agent":{"name":"judge"}})"
            "\n"
            R"({"task":"coin-hours-split","kind":"maybe","agent":{"name":"judge"}})"
            "\n");
        QVERIFY(!file.isEmpty());

        const Result<FlagImportReport> report = importFindingsFiles(demo.root(), {file}, none(), false);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->agents, QStringList{u"judge"_s});
        QCOMPARE(report->findings, 12);
        QCOMPARE(report->added, 2);
        QCOMPARE(report->skipped, 10);
        QCOMPARE(report->changedTasks, QStringList{kTask});
        QCOMPARE(report->changedPaths, QStringList{u"tasks/coin-hours-split/review.json"_s});

        struct Expected {
            int line;
            QString pointer;
            QString says;
        };
        const QList<Expected> expected = {
            {3, u"/task"_s, u"no-such-task"_s},
            {4, u"/attempt"_s, u"gpt-4o-9"_s},
            {5, u"/tests/0"_s, u"tests/nowhere.py::test_x"_s},
            {6, u"/specs/0"_s, u"S999"_s},
            {7, u"/evidence/0"_s, u"step 999"_s},
            {8, u"/evidence/0"_s, u"hunk 5"_s},
            {9, u"/evidence/0"_s, u"line 200"_s},
            {10, u"/evidence/0"_s, u"README.md"_s},
            {11, u"/evidence/0"_s, u"line 5000"_s},
            {12, u"/kind"_s, u"FP"_s},
        };
        QCOMPARE(report->errors.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const Error &e = report->errors[i];
            QCOMPARE(e.file, file);
            QCOMPARE(e.line, expected[i].line);
            QCOMPARE(e.pointer, expected[i].pointer);
            QVERIFY2(e.message.contains(expected[i].says), qPrintable(e.toString()));
        }

        const QList<Flag> judged = flagsOf(demo.root(), kTask, u"judge"_s);
        QCOMPARE(judged.size(), 2);
        const Flag *rounding = byId(judged, u"judge.rounding"_s);
        QVERIFY(rounding);
        QCOMPARE(rounding->source, FlagSource::ReviewAgent);
        QCOMPARE(rounding->kind, FlagKind::FalsePositive);
        QCOMPARE(rounding->attempt, u"gpt-4o-0"_s);
        QCOMPARE(rounding->tests, QStringList{kTest});
        QCOMPARE(rounding->evidence.size(), 3);
        QCOMPARE(rounding->evidence[0].attempt, u"gpt-4o-0"_s);
        QCOMPARE(rounding->confidence, 0.7);
        QCOMPARE(rounding->agentVersion, u"1"_s);
        QCOMPARE(rounding->verdict, Verdict::Open);
        QVERIFY(!rounding->isWithdrawn());
        const Flag *strict = byId(judged, u"judge.strict"_s);
        QVERIFY(strict);
        QCOMPARE(strict->attempt, QString());

        // The flags that were there are still there, unchanged, first.
        const QList<Flag> after = flagsOf(demo.root(), kTask, QString());
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            QCOMPARE(after[i].id, before[i].id);
            QCOMPARE(after[i].rationale, before[i].rationale);
            QCOMPARE(after[i].verdict, before[i].verdict);
        }
        QVERIFY(checkDataset(demo.root()).isEmpty());
    }

    void reimportUpdatesOpenKeepsDecidedWithdrawsMissing()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString week1 = writtenFile(
            demo.folder() + u"/week1.jsonl"_s,
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","rationale":"one","agent":{"name":"judge","version":"1"},"id":"a"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-1","kind":"FP","rationale":"two","agent":{"name":"judge","version":"1"},"id":"b"})"
            "\n"
            R"({"task":"coin-hours-split","kind":"FN","tests":["tests/test_hours_split.py::test_proportional_split"],"rationale":"three","agent":{"name":"judge","version":"1"}})"
            "\n"
            R"({"task":"spend-policy","kind":"FN","rationale":"four","agent":{"name":"judge","version":"1"},"id":"d"})"
            "\n");
        Result<FlagImportReport> report = importFindingsFiles(demo.root(), {week1}, none(), false);
        QVERIFY(report);
        QCOMPARE(report->added, 4);

        // A curator dismisses b and confirms d.
        Result<Task> task = loadTask(demo.root(), kTask);
        QVERIFY(
            recordVerdict(demo.root(), *task, u"judge.b"_s, Verdict::Dismissed, u"the attempt is right"_s, u"Ada"_s));
        Result<Task> spend = loadTask(demo.root(), u"spend-policy"_s);
        QVERIFY(recordVerdict(demo.root(), *spend, u"judge.d"_s, Verdict::Confirmed, {}, u"Ada"_s));

        // Week 2: a changes, b changes (but is decided), the unnamed FN is gone, d is gone (but decided), e is new.
        const QString week2 = writtenFile(
            demo.folder() + u"/week2.jsonl"_s,
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","rationale":"one, better","confidence":0.4,"agent":{"name":"judge","version":"2"},"id":"a"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-1","kind":"FP","rationale":"two, again","agent":{"name":"judge","version":"2"},"id":"b"})"
            "\n"
            R"({"task":"wallet-lock","kind":"FP","rationale":"five","agent":{"name":"judge","version":"2"},"id":"e"})"
            "\n");
        const QDateTime now = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC);
        FlagImportOptions options;
        options.now = now;
        const Result<FindingsRead> read = readFindingsFile(week2);
        QVERIFY(read);
        report = importFindings(demo.root(), read->findings, options);
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        QCOMPARE(report->updated, 1);
        QCOMPARE(report->unchanged, 0);
        QCOMPARE(report->keptDecided, 1);
        QCOMPARE(report->withdrawn, 1); // the unnamed FN; d is decided and stays as it is
        QCOMPARE(report->skipped, 0);
        QCOMPARE(report->summary(), u"1 added, 1 updated, 0 unchanged, 1 withdrawn, 1 kept as decided"_s);

        QList<Flag> judged = flagsOf(demo.root(), kTask, u"judge"_s);
        QCOMPARE(judged.size(), 3);
        QCOMPARE(byId(judged, u"judge.a"_s)->rationale, u"one, better"_s);
        QCOMPARE(byId(judged, u"judge.a"_s)->confidence, 0.4);
        QCOMPARE(byId(judged, u"judge.a"_s)->agentVersion, u"2"_s);
        const Flag *b = byId(judged, u"judge.b"_s);
        QCOMPARE(b->rationale, u"two"_s); // decided: not touched
        QCOMPARE(b->agentVersion, u"1"_s);
        QCOMPARE(b->verdict, Verdict::Dismissed);
        QCOMPARE(b->verdictNote, u"the attempt is right"_s);
        const Flag *gone = nullptr;
        for (const Flag &f : judged)
            if (f.kind == FlagKind::FalseNegative)
                gone = &f;
        QVERIFY(gone);
        QCOMPARE(gone->withdrawnAt, now);
        QCOMPARE(gone->verdict, Verdict::Open);
        QVERIFY(!gone->awaitsVerdict());
        const QList<Flag> spendFlags = flagsOf(demo.root(), u"spend-policy"_s, u"judge"_s);
        const Flag *d = byId(spendFlags, u"judge.d"_s);
        QVERIFY(d);
        QCOMPARE(d->verdict, Verdict::Confirmed);
        QVERIFY(!d->isWithdrawn());

        // A withdrawn flag waits for no verdict: not counted open, and not holding up approval.
        Result<Dataset> dataset = openDataset(demo.root());
        QVERIFY(dataset);
        const TaskSummary *summary = nullptr;
        for (const TaskSummary &s : dataset->tasks)
            if (s.id == kTask)
                summary = &s;
        QVERIFY(summary);
        Result<Task> now2 = loadTask(demo.root(), kTask);
        int openFn = 0;
        for (const Flag &f : now2->flags)
            openFn += f.kind == FlagKind::FalseNegative && f.awaitsVerdict() ? 1 : 0;
        QCOMPARE(summary->flagCount(FlagKind::FalseNegative, Verdict::Open), openFn);
        for (const GateResult &gate : approvalGates(*now2, std::nullopt))
            if (gate.id == u"flags-decided"_s)
                QVERIFY2(!gate.detail.contains(gone->id), qPrintable(gate.detail));

        // Week 3 raises the FN again: it is restored, open as it was.
        const QString week3 = writtenFile(
            demo.folder() + u"/week3.jsonl"_s,
            R"({"task":"coin-hours-split","kind":"FN","tests":["tests/test_hours_split.py::test_proportional_split"],"rationale":"three","agent":{"name":"judge","version":"1"}})"
            "\n");
        FindingsOptions read3;
        report = importFindingsFiles(demo.root(), {week3}, read3, true);
        QVERIFY(report);
        QCOMPARE(report->restored, 1);
        QCOMPARE(report->added, 0);
        // The file speaks for its task: a, open there and not raised, is withdrawn; b is decided and stays.
        QCOMPARE(report->withdrawn, 1);
        QCOMPARE(report->keptDecided, 0);
        const QString goneId = gone->id;
        judged = flagsOf(demo.root(), kTask, u"judge"_s);
        QVERIFY(!byId(judged, goneId)->isWithdrawn());
        QVERIFY(byId(judged, u"judge.a"_s)->isWithdrawn());
        QVERIFY(!byId(judged, u"judge.b"_s)->isWithdrawn());
    }

    void partialImportLeavesOtherTasksAlone()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString both = writtenFile(demo.folder() + u"/both.jsonl"_s,
                                         R"({"task":"coin-hours-split","kind":"FP","agent":{"name":"scout"},"id":"x"})"
                                         "\n"
                                         R"({"task":"wallet-lock","kind":"FP","agent":{"name":"scout"},"id":"y"})"
                                         "\n");
        QVERIFY(importFindingsFiles(demo.root(), {both}, none(), false));
        const QString one =
            writtenFile(demo.folder() + u"/one.jsonl"_s, R"({"task":"coin-hours-split","kind":"FN","id":"z"})"
                                                         "\n");
        FindingsOptions named;
        named.agentName = u"scout"_s;
        Result<FlagImportReport> report = importFindingsFiles(demo.root(), {one}, named, true);
        QVERIFY(report);
        QCOMPARE(report->withdrawn, 1); // x, in the task the file names
        QVERIFY(!byId(flagsOf(demo.root(), u"wallet-lock"_s, u"scout"_s), u"scout.y"_s)->isWithdrawn());

        // The whole output: y is withdrawn too. Another agent's flags never are.
        report = importFindingsFiles(demo.root(), {one}, named, false);
        QVERIFY(report);
        QCOMPARE(report->withdrawn, 1);
        QCOMPARE(report->unchanged, 1);
        QVERIFY(byId(flagsOf(demo.root(), u"wallet-lock"_s, u"scout"_s), u"scout.y"_s)->isWithdrawn());
        const Result<Task> task = loadTask(demo.root(), kTask);
        QVERIFY(task);
        for (const Flag &f : task->flags)
            if (f.agent.isEmpty())
                QVERIFY(!f.isWithdrawn());
    }

    void attemptScopeWithdrawsOnlyThatAttempt()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString first = writtenFile(
            demo.folder() + u"/first.jsonl"_s,
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","agent":{"name":"per"},"id":"p0"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-1","kind":"FP","agent":{"name":"per"},"id":"p1"})"
            "\n");
        QVERIFY(importFindingsFiles(demo.root(), {first}, none(), false));
        FlagImportOptions options;
        options.scope.kind = FlagImportScope::Kind::Attempts;
        options.scope.attempts.insert({kTask, u"gpt-4o-0"_s});
        options.agents << u"per"_s;
        const Result<FlagImportReport> report = importFindings(demo.root(), {}, options);
        QVERIFY(report);
        QCOMPARE(report->withdrawn, 1);
        const QList<Flag> per = flagsOf(demo.root(), kTask, u"per"_s);
        QVERIFY(byId(per, u"per.p0"_s)->isWithdrawn());
        QVERIFY(!byId(per, u"per.p1"_s)->isWithdrawn());
    }

    void attemptsNamedByModelAndSample()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        Finding bySample;
        bySample.task = kTask;
        bySample.attemptModel = u"openai/gpt-4o"_s;
        bySample.attemptSample = 1;
        bySample.agent = u"scanner"_s;
        bySample.file = u"scan.jsonl"_s;
        bySample.line = 1;
        Finding ambiguous = bySample;
        ambiguous.attemptSample = -1;
        ambiguous.line = 2;
        ambiguous.id = u"other"_s;
        const Result<FlagImportReport> report = importFindings(demo.root(), {bySample, ambiguous}, {});
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        QCOMPARE(report->errors.size(), 1);
        QCOMPARE(report->errors.first().line, 2);
        QCOMPARE(report->errors.first().pointer, u"/attempt"_s);
        QCOMPARE(flagsOf(demo.root(), kTask, u"scanner"_s).first().attempt, u"gpt-4o-1"_s);
    }

    void dryRunWritesNothing()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString path = demo.root() + u"/tasks/coin-hours-split/review.json"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        const QString findings = writtenFile(demo.folder() + u"/f.jsonl"_s,
                                             R"({"task":"coin-hours-split","kind":"FP","agent":{"name":"d"}})");
        const Result<FlagImportReport> report = importFindingsFiles(demo.root(), {findings}, none(), false, true);
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        QCOMPARE(report->changedTasks, QStringList{kTask});
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
    }

    void sameFindingTwiceIsAnError()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString findings =
            writtenFile(demo.folder() + u"/f.jsonl"_s, R"({"task":"coin-hours-split","kind":"FP","agent":{"name":"d"}})"
                                                       "\n"
                                                       R"({"task":"coin-hours-split","kind":"FP","agent":{"name":"d"}})"
                                                       "\n");
        const Result<FlagImportReport> report = importFindingsFiles(demo.root(), {findings}, none(), false);
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        QCOMPARE(report->errors.size(), 1);
        QCOMPARE(report->errors.first().line, 2);
        QVERIFY2(report->errors.first().message.contains(u"line 1"_s), qPrintable(report->errors.first().message));
    }
};

QTEST_GUILESS_MAIN(TestFlagImport)
#include "tst_flagimport.moc"
