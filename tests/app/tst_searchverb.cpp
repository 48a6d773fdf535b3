// `heddle search` runs as a real process on the built-in demo dataset: hits with their place, JSON for scripts, an
// index kept in a file of the test's own and updated only where the dataset changed, and usage errors.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestSearchVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;
    QTemporaryDir m_dir;

    QString indexFile() const { return m_dir.filePath(u"index.sqlite"_s); }
    ProcessRun search(QStringList args)
    {
        return runHeddle(QStringList{u"search"_s, m_demo.root()} + args + QStringList{u"--index"_s, indexFile()});
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void printsEachHitWithItsPlace()
    {
        const ProcessRun r = search({u"pytest"_s, u"--kind"_s, u"action"_s, u"--tasks"_s, u"coin-hours-split"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.outText().split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 4);
        for (const QString &line : lines) {
            QVERIFY2(line.startsWith(u"coin-hours-split  "_s), qPrintable(line));
            QVERIFY2(line.contains(u"  step "_s) && line.contains(u"action: "_s), qPrintable(line));
            QVERIFY2(line.contains(u"[[pytest]]"_s), qPrintable(line));
        }
    }

    void jsonForScripts()
    {
        const ProcessRun r = search({u"\"allocate_hours\""_s, u"--kind"_s, u"patch"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray hits = o[u"hits"_s].toArray();
        QVERIFY(!hits.isEmpty());
        for (const auto &value : hits) {
            const QJsonObject hit = value.toObject();
            QCOMPARE(hit[u"kind"_s].toString(), u"patch"_s);
            QVERIFY(hit[u"file"_s].toString().endsWith(u".py"_s));
            QVERIFY(hit[u"snippet"_s].toString().contains(u"[[allocate_hours]]"_s));
        }
        // The index was there from the test before: nothing was read again.
        QCOMPARE(o[u"indexed"_s].toObject()[u"tasks_indexed"_s].toInt(), 0);
        QCOMPARE(o[u"indexed"_s].toObject()[u"tasks"_s].toInt(), 3);

        // A task's query changes: that task alone is read again, and the new words are found.
        const QString taskFile = m_demo.root() + u"/tasks/spend-policy/task.json"_s;
        QByteArray json = readFile(taskFile);
        const qsizetype query = json.indexOf("\"query\": \"");
        QVERIFY(query > 0);
        json.insert(query + 10, "Mind the quokka. ");
        QVERIFY(writeFile(taskFile, json));
        const ProcessRun again = search({u"quokka"_s, u"--json"_s});
        QCOMPARE(again.exitCode, 0);
        const QJsonObject p = QJsonDocument::fromJson(again.out).object();
        QCOMPARE(p[u"indexed"_s].toObject()[u"tasks_indexed"_s].toInt(), 1);
        QCOMPARE(p[u"hits"_s].toArray().size(), 1);
        QCOMPARE(p[u"hits"_s].toArray().first().toObject()[u"task"_s].toString(), u"spend-policy"_s);
        QCOMPARE(p[u"hits"_s].toArray().first().toObject()[u"kind"_s].toString(), u"query"_s);
    }

    void narrowsByEndingAndFlags()
    {
        const ProcessRun r = search({u"pytest"_s, u"--kind"_s, u"action"_s, u"--flagged"_s, u"fn"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray hits = QJsonDocument::fromJson(r.out).object()[u"hits"_s].toArray();
        QVERIFY(!hits.isEmpty());
        for (const auto &value : hits) {
            // Each one an attempt that an FN flag of its task names.
            const QJsonObject hit = value.toObject();
            const QJsonArray flags = QJsonDocument::fromJson(readFile(m_demo.root() + u"/tasks/"_s +
                                                                      hit[u"task"_s].toString() + u"/review.json"_s))
                                         .object()[u"flags"_s]
                                         .toArray();
            const bool named = std::any_of(flags.begin(), flags.end(), [&](const QJsonValue &flag) {
                return flag[u"kind"_s].toString() == u"FN" &&
                       flag[u"attempt"_s].toString() == hit[u"attempt"_s].toString();
            });
            QVERIFY2(named, qPrintable(hit[u"task"_s].toString() + u' ' + hit[u"attempt"_s].toString()));
        }
        QCOMPARE(search({u"pytest"_s, u"--ended"_s, u"never"_s}).exitCode, 1);
    }

    void raisesFlagsFromSavedSearches()
    {
        // An attempt that reads every branch's history: its task gets a behaviour flag, written into review.json.
        const QString traj =
            m_demo.root() + u"/tasks/wallet-lock/attempts/claude-3-5-sonnet-0/skyledger__wallet-lock.traj"_s;
        QByteArray bytes = readFile(traj);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(bytes.contains("\"action\": \""));
        bytes.replace("\"action\": \"", "\"action\": \"git reflog; ");
        QVERIFY(writeFile(traj, bytes));
        ProcessRun r = search({u"--raise-flags"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tasks = QJsonDocument::fromJson(r.out).object()[u"tasks"_s].toArray();
        QCOMPARE(tasks.size(), 3);
        for (const auto &value : tasks) {
            const QJsonObject task = value.toObject();
            const bool flagged = task[u"task"_s].toString() == u"wallet-lock";
            QCOMPARE(task[u"flags"_s].toArray().size(), flagged ? 1 : 0);
            QCOMPARE(task[u"written"_s].toBool(), flagged);
        }
        const QByteArray review = readFile(m_demo.root() + u"/tasks/wallet-lock/review.json"_s);
        QVERIFY(review.contains("\"behaviour.git-history.claude-3-5-sonnet-0\""));
        // Again: nothing changes, nothing is written.
        r = search({u"--raise-flags"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readFile(m_demo.root() + u"/tasks/wallet-lock/review.json"_s), review);
        QCOMPARE(runHeddle({u"info"_s, m_demo.root()}).exitCode, 0);
        QCOMPARE(search({u"--raise-flags"_s, u"pytest"_s}).exitCode, 2);
    }

    void noMatchAndMistakes()
    {
        ProcessRun r = search({u"zzzyxwv"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.errText().contains(u"no match"_s));
        r = search({u"pytest AND"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"syntax error"_s), qPrintable(r.errText()));
        r = search({u"pytest"_s, u"--kind"_s, u"thoughts"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"--kind takes query, thought, action"_s), qPrintable(r.errText()));
        r = search({u"pytest"_s, u"--tasks"_s, u"no-such-task"_s});
        QCOMPARE(r.exitCode, 2);
        r = runHeddle({u"search"_s, m_dir.path(), u"pytest"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(u"is not a dataset"_s), qPrintable(r.errText()));
        r = search({u"pytest"_s, u"--flagged"_s, u"maybe"_s});
        QCOMPARE(r.exitCode, 2);
        r = runHeddle({u"search"_s, m_demo.root()});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestSearchVerb)
#include "tst_searchverb.moc"
