// Where an imported task's test command comes from, on real SWE-bench Verified rows (vexp-ai/vexp-swe-bench) and the
// eval.sh the harness wrote for them: the instance's own fields first, then the harness run's eval.sh, then
// SWE-bench's table; the origin survives saving and loading, and a task without a command is listed with the reason.
#include <core/dataset/datasetio.h>
#include <core/importers/harnessreport.h>
#include <core/importers/swebenchimport.h>
#include <core/importers/testcommand.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/instancerows.h>
#include <tests/support/samples.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kVerified = testDataPath(samples::vexpVerifiedRows);
const QString kRun = testDataPath(samples::vexpRun);
const QString kDjangoId = u"django__django-11133"_s;
const QString kDjangoCommand =
    u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests"_s;

// A one-row instances file: a real row with some fields changed (a null value removes the field).
QString writeRow(const QTemporaryDir &dir, const QString &id, const QJsonObject &changes)
{
    QJsonObject row = instanceRow(kVerified, id);
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        if (it.value().isNull())
            row.remove(it.key());
        else
            row.insert(it.key(), it.value());
    }
    QString path = dir.filePath(id + u".jsonl"_s);
    writeFile(path, QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
    return path;
}

Result<ImportPlan> plan(const QStringList &instances, const QString &run = {})
{
    ImportRequest request;
    request.instanceFiles = instances;
    if (!run.isEmpty())
        request.runs = {ImportRun{run, {}, {}, {}}};
    return planImport(request);
}

} // namespace

class TestTestCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Both instances the run has an eval.sh for: without the run, the table gives the very line the harness ran.
    void theTableGivesWhatTheHarnessRan_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("logFormat");
        QTest::newRow("django") << kDjangoId << u"django"_s;
        QTest::newRow("matplotlib") << u"matplotlib__matplotlib-24870"_s << u"pytest"_s;
    }

    void theTableGivesWhatTheHarnessRan()
    {
        QFETCH(QString, id);
        QFETCH(QString, logFormat);
        const QString harness = harnessTestCommand(readFixture(kRun + u'/' + id + u"/eval.sh"_s));
        QVERIFY(!harness.isEmpty());

        Result<ImportPlan> alone = plan({kVerified});
        QVERIFY(alone);
        const Task *task = findTask(alone->tasks, id);
        QVERIFY(task);
        QCOMPARE(task->tests.command, harness);
        QCOMPARE(task->tests.logFormat, logFormat);
        const TestCommand recorded = recordedTestCommand(*task);
        QCOMPARE(recorded.origin, TestCommandOrigin::Table);
        QCOMPARE(recorded.detail, task->repository.name + u' ' + sourceValue(*task, u"version"_s));

        Result<ImportPlan> withRun = plan({kVerified}, kRun);
        QVERIFY(withRun);
        task = findTask(withRun->tasks, id);
        QCOMPARE(task->tests.command, harness);
        QCOMPARE(recordedTestCommand(*task).origin, TestCommandOrigin::HarnessEvalScript);
    }

    void everyVerifiedTaskGetsACommand()
    {
        Result<ImportPlan> p = plan({kVerified});
        QVERIFY(p);
        QCOMPARE(p->tasks.size(), 100);
        for (const Task &task : std::as_const(p->tasks)) {
            QVERIFY2(!task.tests.command.isEmpty(), qPrintable(task.id));
            QCOMPARE(recordedTestCommand(task).origin, TestCommandOrigin::Table);
            QVERIFY2(!task.tests.logFormat.isEmpty(), qPrintable(task.id));
        }
    }

    void theInstancesOwnFieldsComeFirst_data()
    {
        QTest::addColumn<QJsonObject>("fields");
        QTest::addColumn<QString>("command");
        QTest::addColumn<TestCommandOrigin>("origin");
        QTest::addColumn<QString>("detail");
        const QString evalScript = QString::fromUtf8(readFixture(kRun + u'/' + kDjangoId + u"/eval.sh"_s));
        QTest::newRow("test_cmd") << QJsonObject{{u"test_cmd"_s, u"python -m pytest tests/httpwrappers"_s}}
                                  << u"python -m pytest tests/httpwrappers"_s << TestCommandOrigin::InstanceField
                                  << u"test_cmd"_s;
        QTest::newRow("test_command") << QJsonObject{{u"test_command"_s, u"./tests/runtests.py httpwrappers"_s}}
                                      << u"./tests/runtests.py httpwrappers"_s << TestCommandOrigin::InstanceField
                                      << u"test_command"_s;
        QTest::newRow("test_cmd before eval_script")
            << QJsonObject{{u"test_cmd"_s, u"make test"_s}, {u"eval_script"_s, evalScript}} << u"make test"_s
            << TestCommandOrigin::InstanceField << u"test_cmd"_s;
        // SWE-bench 5 rows carry the whole eval.sh; without a version the table could not help.
        QTest::newRow("eval_script") << QJsonObject{{u"eval_script"_s, evalScript}, {u"version"_s, QJsonValue()}}
                                     << kDjangoCommand << TestCommandOrigin::InstanceEvalScript << u"eval_script"_s;
    }

    void theInstancesOwnFieldsComeFirst()
    {
        QFETCH(QJsonObject, fields);
        QFETCH(QString, command);
        QFETCH(TestCommandOrigin, origin);
        QFETCH(QString, detail);
        QTemporaryDir dir;
        // The harness run has an eval.sh for this instance: the instance's own command still wins.
        Result<ImportPlan> p = plan({writeRow(dir, kDjangoId, fields)}, kRun);
        QVERIFY(p);
        QCOMPARE(p->tasks.size(), 1);
        const Task &task = p->tasks.first();
        QCOMPARE(task.attempts.size(), 1);
        QCOMPARE(task.tests.command, command);
        const TestCommand recorded = recordedTestCommand(task);
        QCOMPARE(recorded.origin, origin);
        QCOMPARE(recorded.detail, detail);
        QCOMPARE(testCommandFor(task).command, command);
    }

    void staysUnknownAndSaysWhy_data()
    {
        QTest::addColumn<QJsonObject>("fields");
        QTest::addColumn<QString>("why");
        QTest::newRow("an unknown repository")
            << QJsonObject{{u"repo"_s, u"example/project"_s}} << u"does not know the repository \"example/project\""_s;
        QTest::newRow("an unlisted django version")
            << QJsonObject{{u"version"_s, u"9.9"_s}} << u"does not list version 9.9 of django/django"_s;
        QTest::newRow("an eval_script without its markers")
            << QJsonObject{{u"eval_script"_s, u"#!/bin/bash\npytest\n"_s}, {u"version"_s, u"9.9"_s}}
            << u"eval_script has no line after"_s;
    }

    void staysUnknownAndSaysWhy()
    {
        QFETCH(QJsonObject, fields);
        QFETCH(QString, why);
        QTemporaryDir dir;
        Result<ImportPlan> p = plan({writeRow(dir, kDjangoId, fields)});
        QVERIFY(p);
        const Task &task = p->tasks.first();
        QVERIFY(task.tests.command.isEmpty());
        QVERIFY(sourceValue(task, QString::fromLatin1(kTestCommandSourceKey)).isEmpty());
        const TestCommand found = testCommandFor(task);
        QCOMPARE(found.origin, TestCommandOrigin::Unknown);
        QVERIFY2(found.detail.contains(why), qPrintable(found.detail));
        const QString line = taskTestCommandText(task);
        QVERIFY2(line.startsWith(u"Test command: unknown ("_s) && line.contains(why), qPrintable(line));

        // Written and checked: the task is listed at its task.json's /tests/command.
        const QString out = dir.filePath(u"out"_s);
        Result<ImportReport> written = writeImport(std::move(p).value(), out, {});
        QVERIFY(written);
        const QList<Error> problems = tasksWithoutTestCommand(out);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().file, u"tasks/django__django-11133/task.json"_s);
        QCOMPARE(problems.first().pointer, u"/tests/command"_s);
        QVERIFY(problems.first().line > 1);
        QVERIFY2(problems.first().message.contains(why), qPrintable(problems.first().message));
    }

    // A task imported before the table existed (or whose command was cleared) gets the same command later.
    void aTaskAlreadyImportedGetsItsCommandLater()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"out"_s);
        Result<ImportPlan> p = plan({writeRow(dir, kDjangoId, {})});
        QVERIFY(p);
        Task &imported = p->tasks.first();
        imported.tests.command.clear();
        imported.source.removeIf([](const auto &field) { return field.first == u"test_command_source"_s; });
        QVERIFY(writeImport(std::move(p).value(), out, {}));

        const QList<Error> problems = tasksWithoutTestCommand(out);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().message.contains(kDjangoCommand), qPrintable(problems.first().message));

        Result<Task> task = loadTask(out, kDjangoId);
        QVERIFY(task);
        QVERIFY(taskTestCommandText(*task).startsWith(u"Test command: none. It would get "_s + kDjangoCommand));
        const TestCommand found = completeTestCommand(*task);
        QCOMPARE(found.command, kDjangoCommand);
        QCOMPARE(task->tests.command, kDjangoCommand);
        QVERIFY(saveTask(out, *task));
        QVERIFY(tasksWithoutTestCommand(out).isEmpty());

        // The origin is kept in task.json's source block and read back.
        Result<Task> loaded = loadTask(out, kDjangoId);
        QVERIFY(loaded);
        QCOMPARE(sourceValue(*loaded, u"test_command_source"_s), u"swe-bench-table:django/django 3.0"_s);
        const TestCommand recorded = recordedTestCommand(*loaded);
        QCOMPARE(recorded.origin, TestCommandOrigin::Table);
        QCOMPARE(recorded.detail, u"django/django 3.0"_s);
        QCOMPARE(taskTestCommandText(*loaded),
                 u"Test command: "_s + kDjangoCommand +
                     u" (from SWE-bench's command for django/django 3.0, with the test_patch's files)"_s);
    }

    void recordsAndReplacesTheOrigin()
    {
        Task task;
        task.source = {{u"dataset"_s, u"x.jsonl"_s}};
        QCOMPARE(recordedTestCommand(task).origin, TestCommandOrigin::Unknown);
        task.tests.command = u"pytest"_s;
        QCOMPARE(recordedTestCommand(task).origin, TestCommandOrigin::TaskFile);
        QCOMPARE(taskTestCommandText(task), u"Test command: pytest (from task.json)"_s);

        setTestCommand(task, {u"pytest -rA"_s, TestCommandOrigin::HarnessEvalScript, {}, u"pytest"_s});
        QCOMPARE(task.tests.command, u"pytest -rA"_s);
        QCOMPARE(task.tests.logFormat, u"pytest"_s);
        QCOMPARE(taskTestCommandText(task), u"Test command: pytest -rA (from the harness run's eval.sh)"_s);
        setTestCommand(task, {u"pytest -x"_s, TestCommandOrigin::Edited, {}, {}});
        QCOMPARE(recordedTestCommand(task).origin, TestCommandOrigin::Edited);
        QCOMPARE(task.source.size(), 2); // replaced, not added
        // A command written in task.json by hand says nothing about its origin.
        setTestCommand(task, {u"make test"_s, TestCommandOrigin::TaskFile, {}, {}});
        QCOMPARE(task.source.size(), 1);
        QCOMPARE(recordedTestCommand(task).origin, TestCommandOrigin::TaskFile);
        // An unknown command changes nothing.
        setTestCommand(task, {});
        QCOMPARE(task.tests.command, u"make test"_s);
    }
};

QTEST_GUILESS_MAIN(TestTestCommand)
#include "tst_testcommand.moc"
