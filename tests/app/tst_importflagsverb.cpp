// `heddle import-flags` runs as a real process on a copy of the demo dataset made a git repository: it imports an
// agent's findings, prints the counts (as text and as JSON), names each skipped finding at file:line with its
// pointer, commits the changed review.json files, and answers bad command lines with exit code 2.
#include <core/history/datasethistory.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestImportFlagsVerb : public QObject
{
    Q_OBJECT

    static QString write(const QString &path, const QByteArray &text)
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(text);
        return path;
    }

private Q_SLOTS:
    void importsCountsAndCommits()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QVERIFY(initDatasetRepository(demo.root(), {u"Ada"_s, u"ada@example.org"_s}));
        const QString findings =
            write(demo.folder() + u"/agent.jsonl"_s,
                  R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","rationale":"a","id":"one"})"
                  "\n"
                  R"({"task":"wallet-lock","kind":"FN","rationale":"b","id":"two"})"
                  "\n"
                  R"({"task":"coin-hours-split","attempt":"nobody","kind":"FP","id":"three"})"
                  "\n"
                  "not json\n");
        ProcessRun r =
            runHeddle({u"import-flags"_s, demo.root(), findings, u"--source"_s, u"tfa-judge"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 1); // two findings were skipped
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"agents"_s].toArray().first().toString(), u"tfa-judge"_s);
        QCOMPARE(o[u"findings"_s].toInt(), 4);
        QCOMPARE(o[u"added"_s].toInt(), 2);
        QCOMPARE(o[u"skipped"_s].toInt(), 2);
        QCOMPARE(o[u"withdrawn"_s].toInt(), 0);
        QCOMPARE(o[u"tasks_changed"_s].toArray().size(), 2);
        const QJsonArray errors = o[u"errors"_s].toArray();
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors[0].toObject()[u"line"_s].toInt(), 3);
        QCOMPARE(errors[0].toObject()[u"pointer"_s].toString(), u"/attempt"_s);
        QVERIFY(errors[0].toObject()[u"text"_s].toString().startsWith(findings + u":3"_s));
        QCOMPARE(errors[1].toObject()[u"line"_s].toInt(), 4);
        QVERIFY(errors[1].toObject()[u"column"_s].toInt() > 0);

        // The import is one commit that names the agent and the counts.
        const QString commit = o[u"commit"_s].toString();
        QCOMPARE(commit.size(), 40);
        const Result<QList<HistoryEntry>> history = taskHistory(demo.root(), u"wallet-lock"_s, 1);
        QVERIFY(history);
        QCOMPARE(history->first().id, commit);
        QVERIFY2(history->first().summary.startsWith(u"Flags of tfa-judge: 2 added"_s),
                 qPrintable(history->first().summary));

        // The same file again, without the first finding: text output, one withdrawn, one unchanged.
        write(findings, R"({"task":"wallet-lock","kind":"FN","rationale":"b","id":"two"})"
                        "\n");
        r = runHeddle({u"import-flags"_s, demo.root(), findings, u"--source"_s, u"tfa-judge"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.outText().startsWith(u"tfa-judge: 0 added, 0 updated, 1 unchanged, 1 withdrawn; 1 tasks changed"_s),
                 r.out.constData());
        QVERIFY(r.outText().contains(u"committed "_s));
    }

    void dryRunAndNoCommit()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QVERIFY(initDatasetRepository(demo.root(), {u"Ada"_s, u"ada@example.org"_s}));
        const QString findings =
            write(demo.folder() + u"/a.jsonl"_s, R"({"task":"spend-policy","kind":"FP","agent":{"name":"x"}})");
        const QString review = demo.root() + u"/tasks/spend-policy/review.json"_s;
        QFile file(review);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        ProcessRun r = runHeddle({u"import-flags"_s, demo.root(), findings, u"--dry-run"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.outText().contains(u"dry run"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();

        const Result<QList<HistoryEntry>> head = taskHistory(demo.root(), u"spend-policy"_s, 1);
        QVERIFY(head && !head->isEmpty());
        r = runHeddle({u"import-flags"_s, demo.root(), findings, u"--no-commit"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).object()[u"commit"_s].isNull());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() != before);
        QCOMPARE(taskHistory(demo.root(), u"spend-policy"_s, 1)->first().id, head->first().id);
    }

    void usageAndUnreadableInput()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QCOMPARE(runHeddle({u"import-flags"_s, demo.root()}).exitCode, 2);
        QCOMPARE(runHeddle({u"import-flags"_s, demo.root(), u"x.jsonl"_s, u"--kind"_s, u"XX"_s}).exitCode, 2);
        const QString missing = demo.folder() + u"/missing.jsonl"_s;
        ProcessRun r = runHeddle({u"import-flags"_s, demo.root(), missing});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(missing), r.err.constData());
        const QString findings = write(demo.folder() + u"/a.jsonl"_s, R"({"task":"spend-policy","kind":"FP"})");
        r = runHeddle({u"import-flags"_s, demo.folder() + u"/no-dataset"_s, findings});
        QCOMPARE(r.exitCode, 1);
        // No agent named anywhere: the line says so.
        r = runHeddle({u"import-flags"_s, demo.root(), findings});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(findings + u":1"_s) && r.errText().contains(u"/agent"_s), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestImportFlagsVerb)
#include "tst_importflagsverb.moc"
