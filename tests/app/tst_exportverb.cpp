// `heddle export` runs as a real process on the demo dataset; `heddle import` reads what it wrote back.
#include <core/dataset/datasetio.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray approved(const char *by, const char *at)
{
    return R"({ "status": "approved", "history": [ { "from": "in_review", "to": "approved", "by": ")" + QByteArray(by) +
           R"(", "at": ")" + QByteArray(at) + R"(", "reason": "ready" } ] }
)";
}

} // namespace

class TestExportVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_demo.install());
        QVERIFY(writeFile(m_demo.root() + u"/tasks/wallet-lock/curation.json"_s,
                          approved("Alan Turing", "2026-11-07T08:00:00Z")));
        QVERIFY(writeFile(m_demo.root() + u"/tasks/coin-hours-split/curation.json"_s,
                          approved("Ada Lovelace", "2026-11-07T09:00:00Z")));
    }

    void exportThenImport()
    {
        QTemporaryDir out;
        const QString bench = out.path() + u"/bench"_s;
        const ProcessRun r = runHeddle({u"export"_s, m_demo.root(), bench, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"exported"_s].toArray().size(), 2);
        QCOMPARE(o[u"exported"_s].toArray().at(0).toString(), u"coin-hours-split"_s);
        QCOMPARE(o[u"exported"_s].toArray().at(1).toString(), u"wallet-lock"_s);
        QVERIFY(o[u"not_exported"_s].toArray().isEmpty());
        QVERIFY(QFile::exists(bench + u"/instances.jsonl"_s));
        const QJsonObject manifest = QJsonDocument::fromJson(readFixture(bench + u"/manifest.json"_s)).object();
        QCOMPARE(manifest[u"tasks"_s].toArray().at(1).toObject()[u"decision"_s].toObject()[u"by"_s].toString(),
                 u"Alan Turing"_s);

        const QString imported = out.path() + u"/imported"_s;
        const ProcessRun i =
            runHeddle({u"import"_s, u"--instances"_s, bench + u"/instances.jsonl"_s, u"--out"_s, imported});
        QVERIFY2(i.exitCode == 0, i.err.constData());
        const ProcessRun info = runHeddle({u"info"_s, imported, u"--json"_s});
        QCOMPARE(info.exitCode, 0);
        const QJsonObject summary = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(summary[u"tasks"_s].toInt(), 2);
        QCOMPARE(summary[u"specs"_s].toInt(), 22);

        for (const QString &id : {u"coin-hours-split"_s, u"wallet-lock"_s}) {
            const Result<Task> original = loadTask(m_demo.root(), id);
            const Result<Task> back = loadTask(imported, id);
            QVERIFY(original && back);
            QCOMPARE(back->repository.baseCommit, original->repository.baseCommit);
            QCOMPARE(back->referencePatch, original->referencePatch);
            QCOMPARE(back->query, original->query);
            QCOMPARE(back->tests.failToPass, original->tests.failToPass);
            QCOMPARE(back->tests.passToPass, original->tests.passToPass);
            QCOMPARE(back->tests.files.size(), 1);
            QCOMPARE(back->tests.files.first().path, original->tests.files.first().path);
            QCOMPARE(back->tests.files.first().content, original->tests.files.first().content);
            QCOMPARE(back->specs.size(), original->specs.size());
            QCOMPARE(back->specs.last().coveredBy, original->specs.last().coveredBy);
        }

        const ProcessRun text = runHeddle({u"export"_s, m_demo.root(), out.path() + u"/text"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("exported 2 approved tasks"), text.out.constData());
        QVERIFY(text.out.contains("wallet-lock  approved by Alan Turing"));
    }

    void refusesANonEmptyFolder()
    {
        QTemporaryDir out;
        QVERIFY(writeFile(out.path() + u"/notes.txt"_s, "keep"));
        const ProcessRun r = runHeddle({u"export"_s, m_demo.root(), out.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("not empty"), r.err.constData());
        QCOMPARE(QDir(out.path()).entryList(QDir::Files), QStringList{u"notes.txt"_s});
    }

    void taskThatCannotBeReadFailsTheExport()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(writeFile(root + u"/tasks/coin-hours-split/curation.json"_s,
                          approved("Ada Lovelace", "2026-11-07T09:00:00Z")));
        QVERIFY(writeFile(root + u"/tasks/spend-policy/task.json"_s, "[]"));
        const ProcessRun r = runHeddle({u"export"_s, root, dir.path() + u"/bench"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("exported 1 approved task"));
        QVERIFY2(r.err.contains("not exported: spend-policy"), r.err.constData());
    }

    void usage()
    {
        QCOMPARE(runHeddle({u"export"_s, m_demo.root()}).exitCode, 2);
        QCOMPARE(runHeddle({u"export"_s, u"--bogus"_s}).exitCode, 2);
        const ProcessRun help = runHeddle({u"export"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("instances.jsonl"));
    }
};

QTEST_GUILESS_MAIN(TestExportVerb)
#include "tst_exportverb.moc"
