// `heddle validate` runs as a real process on a copy of the built-in demo dataset, for one task.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

// A validation runs the demo task's tests several times over.
ProcessRun runValidate(const QStringList &args)
{
    return runHeddle(args, {.timeoutMs = 300000});
}

} // namespace

class TestValidateVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    // A cluster node's run-request given something that is no run folder says so, naming it.
    void runRequestNamesWhatIsNoFolder()
    {
        const QString file = m_demo.root() + u"/heddle-dataset.json"_s;
        const ProcessRun r = runHeddle({u"run-request"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((u"heddle run-request: "_s + file + u": not a folder"_s).toUtf8()), r.err.constData());
        // A folder without a request is a result saying why, for the backend to read.
        QTemporaryDir empty;
        QCOMPARE(runHeddle({u"run-request"_s, empty.path()}).exitCode, 0);
        QVERIFY(QFile::exists(empty.path() + u"/result.json"_s));
    }

    void usageErrors()
    {
        QCOMPARE(runValidate({u"validate"_s}).exitCode, 2);
        QCOMPARE(runValidate({u"validate"_s, m_demo.root(), u"--repeat"_s, u"0"_s}).exitCode, 2);
        // Every count is read alike: a word, a fraction, a sign or a number past the range is the caller's mistake.
        for (const QStringList &count :
             {QStringList{u"--jobs"_s, u"two"_s}, QStringList{u"--jobs"_s, u"1.5"_s},
              QStringList{u"--timeout"_s, u"86401"_s}, QStringList{u"--timeout"_s, u"-5"_s}}) {
            const ProcessRun bad = runValidate(QStringList{u"validate"_s, m_demo.root()} + count);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(QByteArray(count.first().toUtf8() + " takes")), bad.err.constData());
        }
        const ProcessRun unknown = runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"no-such-task"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-task"));
    }

    void validatesOneTask()
    {
        const ProcessRun r =
            runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--jobs"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        // Progress on stderr, the summary on stdout.
        QVERIFY(r.err.contains("coin-hours-split: reference-1 started"));
        QVERIFY(r.out.startsWith("coin-hours-split (run "));
        QVERIFY(r.out.contains("  reference-1"));
        QVERIFY(r.out.contains("  empty-1"));
        QVERIFY(r.out.contains("  gpt-4o-0-1"));
        QVERIFY(r.out.contains("control reference: holds\n"));
        QVERIFY(r.out.contains("control empty: holds\n"));
        QVERIFY(r.out.contains("flaky: none\n"));

        const QDir validation(m_demo.root() + u"/tasks/coin-hours-split/validation"_s);
        const QStringList records = validation.entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(records.size(), 1);
        QVERIFY(r.out.contains(QByteArray("record: " + validation.filePath(records.first()).toUtf8() + "\n")));
        const QJsonObject record = QJsonDocument::fromJson(readFixture(validation.filePath(records.first()))).object();
        QCOMPARE(record[u"runs"_s].toArray().size(), 7); // the reference, no patch and five attempts
        QVERIFY(record[u"controls"_s][u"reference"_s][u"holds"_s].toBool());
        QVERIFY(record[u"controls"_s][u"empty"_s][u"holds"_s].toBool());
        const QString runId = record[u"id"_s].toString();
        QVERIFY(QFile::exists(validation.filePath(runId + u"/reference-1.log"_s)));

        // --json for machines; a second record, not an overwrite.
        const ProcessRun j =
            runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--json"_s});
        QVERIFY2(j.exitCode == 0, QByteArray(j.out + j.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QVERIFY(o[u"ok"_s].toBool());
        const QJsonObject task = o[u"tasks"_s].toArray().first().toObject();
        QCOMPARE(task[u"id"_s].toString(), u"coin-hours-split"_s);
        QVERIFY(task[u"controls_hold"_s].toBool());
        QCOMPARE(task[u"runs"_s].toArray().size(), 7);
        QVERIFY(QFile::exists(task[u"file"_s].toString()));
        QCOMPARE(validation.entryList({u"*.json"_s}, QDir::Files).size(), 2);
    }

    // A test runner that is not installed tests nothing: every run says so (environment, with the shell's words),
    // no computed flag is raised, and the summary counts the task by why.
    void runsThatTestedNothingAreCountedNotFlagged()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString taskFile = demo.root() + u"/tasks/wallet-lock/task.json"_s;
        QByteArray json = readFixture(taskFile);
        QVERIFY(json.contains("\"command\": \"python3 -m pytest"));
        json.replace("\"command\": \"python3 -m pytest", "\"command\": \"heddle-no-such-runner -m pytest");
        QVERIFY(writeFile(taskFile, json));
        const QStringList args{u"validate"_s, demo.root(), u"--tasks"_s, u"wallet-lock"_s, u"--no-commit"_s};
        const ProcessRun r = runValidate(args);
        QCOMPARE(r.exitCode, 1); // the controls cannot hold: nothing was tested
        QVERIFY2(r.out.contains("  reference-1              environment: a command the tests run is not installed: "),
                 r.out.constData());
        QVERIFY2(r.out.contains("open computed flags: none"), r.out.constData());
        QVERIFY2(r.out.endsWith("tasks with runs that tested nothing (not judged on them): 1 environment\n"),
                 r.out.constData());

        const ProcessRun j = runValidate(args + QStringList{u"--json"_s});
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QCOMPARE(o[u"tasks_with_runs_that_tested_nothing"_s].toObject(), (QJsonObject{{u"environment"_s, 1}}));
        const QJsonObject task = o[u"tasks"_s].toArray().first().toObject();
        QVERIFY(task[u"open_computed_flags"_s].toArray().isEmpty());
        for (const QJsonValue &run : task[u"runs"_s].toArray()) {
            QCOMPARE(run[u"outcome"_s].toString(), u"environment"_s);
            QVERIFY2(run[u"message"_s].toString().contains(u"heddle-no-such-runner"_s),
                     qPrintable(run[u"message"_s].toString()));
        }
    }

    void tamperingIsStrippedUnlessRunAsSubmitted()
    {
        // A wrong attempt that also adds a conftest.py reporting every failure as a pass.
        const QString patch = m_demo.root() + u"/tasks/coin-hours-split/attempts/gpt-4o-1/patch.diff"_s;
        QByteArray diff = readFile(patch);
        QVERIFY(!diff.isEmpty());
        diff += "diff --git a/conftest.py b/conftest.py\nnew file mode 100644\n--- /dev/null\n+++ b/conftest.py\n"
                "@@ -0,0 +1,8 @@\n+import pytest\n+\n+\n+@pytest.hookimpl(hookwrapper=True)\n"
                "+def pytest_runtest_makereport(item, call):\n+    report = (yield).get_result()\n"
                "+    if report.failed:\n+        report.outcome = 'passed'\n";
        QVERIFY(writeFile(patch, diff));
        const auto attemptRun = [](const QJsonObject &output) {
            for (const QJsonValue &run : output[u"tasks"_s][0][u"runs"_s].toArray())
                if (run[u"target"_s].toString() == u"gpt-4o-1")
                    return run.toObject();
            return QJsonObject();
        };

        const ProcessRun stripped = runValidate(
            {u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--jobs"_s, u"2"_s, u"--json"_s});
        QVERIFY2(stripped.exitCode == 0, QByteArray(stripped.out + stripped.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(stripped.out).object();
        const QJsonObject run = attemptRun(o);
        QCOMPARE(run[u"failed"_s].toInt(), 2);
        QCOMPARE(run[u"stripped_hunks"_s][0][u"file"_s].toString(), u"conftest.py"_s);
        QStringList flags;
        for (const QJsonValue &f : o[u"tasks"_s][0][u"open_computed_flags"_s].toArray())
            flags.append(f[u"id"_s].toString());
        QVERIFY2(flags.contains(u"tamper.gpt-4o-1.conftest.py"_s), qPrintable(flags.join(u", "_s)));

        const ProcessRun whole = runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s,
                                              u"--jobs"_s, u"2"_s, u"--as-submitted"_s, u"--verbose"_s});
        QVERIFY2(whole.exitCode == 0, QByteArray(whole.out + whole.err).constData());
        QByteArray line;
        for (const QByteArray &l : whole.out.split('\n'))
            if (l.startsWith("  gpt-4o-1-1 "))
                line = l;
        QVERIFY2(line.contains(" 16 passed, 0 failed"), whole.out.constData());
        QVERIFY(whole.out.contains("ran it as submitted"));
        QVERIFY(!whole.out.contains("stripped conftest.py"));
    }

    void aFailingControlExitsWithOne()
    {
        // Tests that pass without the patch break the empty-patch control.
        QVERIFY(replaceInFile(m_demo.root() + u"/tasks/coin-hours-split/task.json"_s,
                              "\"command\": \"python3 -m pytest -rA tests/test_hours_split.py",
                              "\"command\": \"true; python3 -m pytest -rA tests/test_transaction.py"));
        const ProcessRun r = runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("control reference: FAILS"));
        // The flags the failing controls raise, counted per claim; --verbose lists each with its rationale.
        static const QRegularExpression counts(u"\n  open computed flags: (\\d+) \\([a-z-]+ \\d+(, [a-z-]+ \\d+)*\\) "
                                               u"\\(--verbose lists them\\)\n"_s);
        const QRegularExpressionMatch counted = counts.match(QString::fromUtf8(r.out));
        QVERIFY2(counted.hasMatch(), r.out.constData());
        const int open = counted.captured(1).toInt();
        QVERIFY(open > 0);
        const ProcessRun listed =
            runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--verbose"_s});
        static const QRegularExpression flagLine(u"^    \\S+ \\((FP|FN)\\): "_s, QRegularExpression::MultilineOption);
        QCOMPARE(QString::fromUtf8(listed.out).count(flagLine), open);
        QVERIFY(!listed.out.contains("--verbose lists them"));
    }
};

QTEST_GUILESS_MAIN(TestValidateVerb)
#include "tst_validateverb.moc"
