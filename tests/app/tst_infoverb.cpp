// `heddle info` and `heddle check` run as real processes on the built-in demo dataset, clean and broken.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <core/json/jsondocument.h>
#include <core/review/verdicts.h>
#include <core/storage/datasetlayout.h>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestInfoVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void infoOnTheDemo()
    {
        const ProcessRun r = runHeddle({u"info"_s, m_demo.root(), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"tasks"_s].toInt(), 3);
        QCOMPARE(o[u"tasks_failed_to_load"_s].toInt(), 0);
        QCOMPARE(o[u"specs"_s].toInt(), 33);
        QCOMPARE(o[u"attempts"_s].toInt(), 13);
        const QJsonObject categories = o[u"specs_per_category"_s].toObject();
        QVERIFY(categories.size() >= 4);
        int specs = 0;
        for (const auto &v : categories)
            specs += v.toInt();
        QCOMPARE(specs, 33);
        const QJsonObject fp = o[u"flags"_s].toObject()[u"FP"_s].toObject();
        const QJsonObject fn = o[u"flags"_s].toObject()[u"FN"_s].toObject();
        QVERIFY(fp[u"open"_s].toInt() >= 1);
        QVERIFY(fn[u"open"_s].toInt() >= 1);
        QVERIFY(fp[u"confirmed"_s].toInt() + fp[u"dismissed"_s].toInt() + fn[u"confirmed"_s].toInt() +
                    fn[u"dismissed"_s].toInt() >=
                1);
        QVERIFY(o[u"load_errors"_s].toArray().isEmpty());

        const ProcessRun text = runHeddle({u"info"_s, m_demo.root()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("tasks      3"));
        QVERIFY(text.out.contains("in_review"));
    }

    void checkOnTheDemo()
    {
        const ProcessRun r = runHeddle({u"check"_s, m_demo.root()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, "no problems\n"_ba);
    }

    void brokenTaskIsNamedAndTheRestOpens()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(replaceInFile(root + u"/tasks/wallet-lock/review.json"_s, "\"kind\": \"FN\"", "\"kind\": \"FX\""));

        const ProcessRun info = runHeddle({u"info"_s, root, u"--json"_s});
        QCOMPARE(info.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(o[u"tasks"_s].toInt(), 3);
        QCOMPARE(o[u"tasks_failed_to_load"_s].toInt(), 1);
        const QJsonObject e = o[u"load_errors"_s].toArray().first().toObject();
        QCOMPARE(e[u"task"_s].toString(), u"wallet-lock"_s);
        QCOMPARE(e[u"file"_s].toString(), u"tasks/wallet-lock/review.json"_s);
        QVERIFY(e[u"line"_s].toInt() > 1);
        QVERIFY(e[u"pointer"_s].toString().endsWith(u"/kind"_s));

        const ProcessRun check = runHeddle({u"check"_s, root});
        QCOMPARE(check.exitCode, 1);
        const QList<QByteArray> lines = check.out.split('\n');
        QVERIFY2(lines.first().startsWith("tasks/wallet-lock/review.json:"), lines.first().constData());
        QVERIFY(lines.first().contains("expected one of \"FP\", \"FN\", found \"FX\""));
        QVERIFY(check.out.contains("1 problem\n"));
    }

    void checkReadsThePresentationOrder()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QFile file(root + u"/tasks/coin-hours-split/presentation.json"_s);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"beats\": 5\n}\n");
        file.close();
        const ProcessRun check = runHeddle({u"check"_s, root});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.startsWith("tasks/coin-hours-split/presentation.json:2:"), check.out.constData());
        QVERIFY(check.out.contains("(at /beats)"));
    }

    // A curator's own verdicts that statistics and exported verdicts would leave out: each named where it is.
    void checkNamesCuratorVerdictsThatCountForNothing()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(writeFile(root, u"tasks/spend-policy/reviews/ada.json"_s,
                          "{\n  \"verdicts\": {\n    \"\": {\"state\": \"confirmed\"},\n"
                          "    \"F9\": {\"state\": \"confirmed\"},\n    \"F1\": {\"state\": \"maybe\"}\n  }\n}\n"));
        const ProcessRun check = runHeddle({u"check"_s, root});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains("tasks/spend-policy/reviews/ada.json:3:9: a verdict without the id of its flag"),
                 check.out.constData());
        QVERIFY(check.out.contains("tasks/spend-policy/reviews/ada.json:4:11: review.json has no flag \"F9\""));
        QVERIFY(check.out.contains("(at /verdicts/F1/state)"));
        QVERIFY(check.out.contains("3 problems\n"));
    }

    // Verdicts a window of an earlier build kept under "" in the curator's own file: --fix gives each its flag back
    // from the commits that recorded it (review.json changed that one flag to that state in the same commit).
    void checkFixGivesUnnamedVerdictsTheirFlags()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const CommitAuthor ada{u"Ada"_s, u"ada@example.org"_s};
        QVERIFY(initDatasetRepository(root, ada));
        const QString task = u"spend-policy"_s;
        const QString own = DatasetLayout::curatorReviewFile(task, u"Ada"_s);
        const auto judge = [&](const QString &flag, Verdict verdict, const QString &note, const char *at) {
            Result<Task> loaded = loadTask(root, task);
            return loaded && recordVerdict(root, *loaded, flag, verdict, note, u"Ada"_s) &&
                   writeFile(root, own,
                             "{\"verdicts\": {\"\": {\"state\": \"" + verdictName(verdict).toUtf8() +
                                 "\", \"note\": \"" + note.toUtf8() + "\", \"at\": \"" + at + "\"}}}\n") &&
                   commitPaths(root, {DatasetLayout::reviewFile(task), own}, ada, u"Verdict"_s);
        };
        QVERIFY(judge(u"F1"_s, Verdict::Confirmed, QString(), "2026-01-01T10:00:00Z"));
        QVERIFY(judge(u"F2"_s, Verdict::Dismissed, u"the test is right"_s, "2026-01-01T10:05:00Z"));
        QVERIFY(runHeddle({u"check"_s, root}).out.contains("a verdict without the id of its flag"));

        const ProcessRun fixed = runHeddle({u"check"_s, root, u"--fix"_s});
        QCOMPARE(fixed.exitCode, 0);
        QVERIFY2(fixed.out.contains("F1 (confirmed)") && fixed.out.contains("F2 (dismissed)"), fixed.out.constData());
        QVERIFY(fixed.out.contains("no problems\n"));
        const Result<Json> json = parseJson(readFile(root, own), own);
        QVERIFY(json);
        const Json &verdicts = json->at("verdicts");
        QVERIFY(!verdicts.contains(""));
        QCOMPARE(verdicts.at("F1").value("state", std::string()), std::string("confirmed"));
        QCOMPARE(verdicts.at("F2").value("note", std::string()), std::string("the test is right"));
    }

    void checkListsATaskWithoutATestCommand()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(replaceInFile(root + u"/tasks/wallet-lock/task.json"_s,
                              "\"command\": \"python3 -m pytest -rA tests/test_wallet_lock.py tests/test_wallet.py\"",
                              "\"command\": \"\""));

        // Listed with the place to set it, like the other incomplete tasks: the check itself still passes.
        const ProcessRun check = runHeddle({u"check"_s, root});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(
            check.out.contains("Tasks without a test command (1):\n  wallet-lock: tasks/wallet-lock/task.json:154:"),
            check.out.constData());
        QVERIFY2(check.out.contains("the task has no test command: SWE-bench's table does not know the "
                                    "repository \"skyledger\" (at /tests/command)"),
                 check.out.constData());
        QVERIFY(check.out.endsWith("no problems\n"));

        const ProcessRun json = runHeddle({u"check"_s, root, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray listed = QJsonDocument::fromJson(json.out).object()[u"without_test_command"_s].toArray();
        QCOMPARE(listed.size(), 1);
        const QJsonObject item = listed.first().toObject();
        QCOMPARE(item[u"task"_s].toString(), u"wallet-lock"_s);
        QCOMPARE(item[u"file"_s].toString(), u"tasks/wallet-lock/task.json"_s);
        QCOMPARE(item[u"pointer"_s].toString(), u"/tests/command"_s);
        QCOMPARE(item[u"line"_s].toInt(), 154);
    }

    void checkFixSetsTheCommandTheTableKnows()
    {
        // An imported SWE-bench task whose command was lost: --fix sets SWE-bench's own command again.
        QTemporaryDir dir;
        const QString out = dir.filePath(u"imported"_s);
        // One instance of the sample: --fix also tries to fetch the test files of every task it lists.
        const QString instances = dir.filePath(u"one.jsonl"_s);
        const QList<QByteArray> rows =
            readFixture(testDataPath(u"swe-bench/vexp-swe-bench/data/swe-bench-100.jsonl"_s)).split('\n');
        const auto row = std::find_if(rows.cbegin(), rows.cend(),
                                      [](const QByteArray &r) { return r.contains("\"astropy__astropy-14365\""); });
        QVERIFY(row != rows.cend());
        QVERIFY(writeFile(instances, *row + '\n'));
        QCOMPARE(runHeddle({u"import"_s, u"--instances"_s, instances, u"--out"_s, out}).exitCode, 0);
        const QString taskJson = out + u"/tasks/astropy__astropy-14365/task.json"_s;
        const QJsonObject before = QJsonDocument::fromJson(readFile(taskJson)).object();
        const QString command = before[u"tests"_s].toObject()[u"command"_s].toString();
        QVERIFY2(command.startsWith(u"pytest -rA"_s), qPrintable(command));
        QVERIFY(replaceInFile(taskJson, "\"command\": \"" + command.toUtf8() + '"', "\"command\": \"\""));

        const ProcessRun listed = runHeddle({u"check"_s, out});
        QVERIFY2(listed.out.contains("Tasks without a test command (1):\n  astropy__astropy-14365: "),
                 listed.out.constData());
        const ProcessRun fixed = runHeddle({u"check"_s, out, u"--fix"_s});
        const QByteArray fixedLine = "Fixed (1):\n  astropy__astropy-14365: test command set: " + command.toUtf8();
        QVERIFY2(fixed.out.contains(fixedLine), fixed.out.constData());
        QVERIFY(!fixed.out.contains("Tasks without a test command"));
        const QJsonObject after = QJsonDocument::fromJson(readFile(taskJson)).object();
        QCOMPARE(after[u"tests"_s].toObject()[u"command"_s].toString(), command);
    }

    void infoReadsTheIndexWithTheSameOutput()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QString index = dir.filePath(u"index.sqlite"_s);
        const auto viaIndex = [&](QStringList more = {}) {
            return runHeddle(QStringList{u"info"_s, root, u"--index"_s, index} + more);
        };
        const auto direct = [&](QStringList more = {}) {
            return runHeddle(QStringList{u"info"_s, root, u"--no-index"_s} + more);
        };
        const auto fromIndex = [](const ProcessRun &r, int tasks, int read) {
            const QByteArray said = QByteArray::number(tasks) + " task(s) from the index, " + QByteArray::number(read) +
                                    " read from their files";
            return r.err.contains(said);
        };

        // The first run reads every task and keeps the rows; the second takes them all from the index. The output is
        // the same each time, text and JSON, and the same as reading every file.
        ProcessRun text = direct();
        ProcessRun json = direct({u"--json"_s});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(json.exitCode, 0);
        QVERIFY(text.err.isEmpty());
        ProcessRun r = viaIndex();
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(fromIndex(r, 0, 3), r.err.constData());
        QCOMPARE(r.out, text.out);
        QVERIFY(QFile::exists(index));
        r = viaIndex();
        QVERIFY2(fromIndex(r, 3, 0), r.err.constData());
        QCOMPARE(r.out, text.out);
        r = viaIndex({u"--json"_s});
        QVERIFY2(fromIndex(r, 3, 0), r.err.constData());
        QCOMPARE(r.out, json.out);

        // A verdict changes in one review.json (as many bytes as before): that task's row is not trusted.
        const QJsonObject before = QJsonDocument::fromJson(json.out).object()[u"flags"_s].toObject();
        QVERIFY(replaceInFile(root + u"/tasks/coin-hours-split/review.json"_s, "\"state\": \"dismissed\"",
                              "\"state\": \"confirmed\""));
        r = viaIndex({u"--json"_s});
        QVERIFY2(fromIndex(r, 2, 1), r.err.constData());
        json = direct({u"--json"_s});
        QCOMPARE(r.out, json.out);
        const QJsonObject after = QJsonDocument::fromJson(r.out).object()[u"flags"_s].toObject();
        int confirmedBefore = 0, confirmedAfter = 0;
        for (const QString &kind : {u"FP"_s, u"FN"_s}) {
            confirmedBefore += before[kind].toObject()[u"confirmed"_s].toInt();
            confirmedAfter += after[kind].toObject()[u"confirmed"_s].toInt();
        }
        QCOMPARE(confirmedAfter, confirmedBefore + 1);

        // A spec moves to another category in task.json: shown at once, and the index keeps the new row.
        QVERIFY(replaceInFile(root + u"/tasks/spend-policy/task.json"_s, "\"category\": \"order\"",
                              "\"category\": \"functional\""));
        r = viaIndex();
        QVERIFY2(fromIndex(r, 2, 1), r.err.constData());
        text = direct();
        QCOMPARE(r.out, text.out);
        r = viaIndex();
        QVERIFY2(fromIndex(r, 3, 0), r.err.constData());
        QCOMPARE(r.out, text.out);
        json = direct({u"--json"_s});

        // A corrupt index file gives the right output from the files, and is made anew.
        QVERIFY(writeFile(index, QByteArray("not an index at all\n").repeated(500)));
        r = viaIndex({u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("index not used"), r.err.constData());
        QCOMPARE(r.out, json.out);
        r = viaIndex({u"--json"_s});
        QVERIFY2(fromIndex(r, 3, 0), r.err.constData());
        QCOMPARE(r.out, json.out);

        // An index that cannot be written: the output all the same.
        r = runHeddle({u"info"_s, root, u"--index"_s, root + u"/heddle-dataset.json/index.sqlite"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, text.out);
        QCOMPARE(runHeddle({u"info"_s, root, u"--no-index"_s, u"--index"_s, index}).exitCode, 2);
    }

    void noIndexNeverMakesOne()
    {
        // The index lives in the cache folder: --no-index leaves it empty, a plain run makes one there.
        QTemporaryDir cache;
        const HeddleOptions options{.environment = {{u"XDG_CACHE_HOME"_s, cache.path()}}};
        const auto files = [&] {
            QStringList found;
            QDirIterator it(cache.path(), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                found << it.next();
            return found;
        };
        ProcessRun r = runHeddle({u"info"_s, m_demo.root(), u"--no-index"_s}, options);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(files(), QStringList());
        r = runHeddle({u"info"_s, m_demo.root(), u"--no-index"_s, u"--json"_s}, options);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(files(), QStringList());
        r = runHeddle({u"info"_s, m_demo.root()}, options);
        QCOMPARE(r.exitCode, 0);
        const QStringList made = files();
        QVERIFY(std::any_of(made.cbegin(), made.cend(), [](const QString &f) { return f.endsWith(u".sqlite"_s); }));
        QVERIFY2(r.err.contains(cache.path().toUtf8()), r.err.constData());
    }

    // What is not a dataset is named as it was given.
    void checkNamesWhatItWasGiven()
    {
        QTemporaryDir dir;
        const QString missing = dir.path() + u"/missing"_s;
        ProcessRun r = runHeddle({u"check"_s, missing});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith((missing + u": no such folder\n"_s).toUtf8()), r.out.constData());
        r = runHeddle({u"check"_s, dir.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith((dir.path() + u"/heddle-dataset.json: not a Heddle dataset"_s).toUtf8()),
                 r.out.constData());
    }

    void usageErrors()
    {
        QCOMPARE(runHeddle({u"info"_s}).exitCode, 2);
        QCOMPARE(runHeddle({u"check"_s, u"a"_s, u"b"_s}).exitCode, 2);
        QCOMPARE(runHeddle({u"info"_s, u"--bogus"_s}).exitCode, 2);
        const ProcessRun help = runHeddle({u"info"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--json"));
        const ProcessRun missing = runHeddle({u"info"_s, m_demo.folder() + u"/nowhere"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no such folder"));
    }
};

QTEST_GUILESS_MAIN(TestInfoVerb)
#include "tst_infoverb.moc"
