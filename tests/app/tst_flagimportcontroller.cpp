// The round trip of a review agent's week on the real window: File > Import Flags… brings the agent's findings in as
// flags the flags panel shows with the agent as their source; the curator decides some in the panel; the agent's
// next findings update the open ones, leave the decided ones alone and withdraw what they no longer raise (the panel
// shows it withdrawn); File > Export Verdicts… writes every flag with its verdicts, and the statistics give the
// agent's precision and recall from the same verdicts.
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/controllers/flagimportcontroller.h>
#include <app/dialogs/flagimportdialog.h>
#include <app/window/mainwindow.h>
#include <app/controllers/verdictexportcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/stats/datasetstats.h>
#include <core/review/flaglistmodel.h>
#include <widgets/flags/flagspanel.h>

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QPushButton>
#include <QTimer>
#include <QTableView>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;
using namespace heddletest;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;

QString write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

/// Runs File > Import Flags… on files through the real dialog and returns the message it ends with.
QString importThroughMenu(MainWindow &w, const QStringList &files)
{
    auto *controller = w.findChild<FlagImportController *>(u"flagImportController"_s);
    QAction *action = w.findChild<QAction *>(u"importFlagsAction"_s);
    if (!controller || !action)
        return {};
    QSignalSpy finished(controller, &FlagImportController::finished);
    answerNextDialog<FlagImportDialog>([files](FlagImportDialog *dialog) {
        dialog->setFiles(files);
        dialog->accept();
    });
    action->trigger();
    if (!finished.wait(kAsync))
        return {};
    auto *box = w.findChild<QMessageBox *>(u"flagImportBox"_s);
    if (!box)
        return {};
    const QString text = box->text() + u"\n"_s + box->detailedText();
    box->close();
    delete box;
    return text;
}

/// The row of the flags table showing the flag id, as the curator reads it.
QString rowText(MainWindow &w, const QString &flagId, int column)
{
    auto *table = w.findChild<QTableView *>(u"flagsTable"_s);
    QAbstractItemModel *model = table ? table->model() : nullptr;
    for (int row = 0; model && row < model->rowCount(); ++row)
        if (model->index(row, 0).data(FlagListModel::FlagIdRole).toString() == flagId)
            return model->index(row, column).data().toString();
    return {};
}

Verdict storedVerdict(const QString &root, const QString &flagId)
{
    const Result<Task> task = loadTask(root, kTask);
    if (task)
        for (const Flag &f : task->flags)
            if (f.id == flagId)
                return f.verdict;
    return Verdict::Open;
}

} // namespace

class TestFlagImportController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void importDecideReimport()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(kTask));
        MainWindow &w = demo.window();
        QMenu *file = w.menuBar()->actions().first()->menu();
        QVERIFY(file && file->actions().contains(w.findChild<QAction *>(u"importFlagsAction"_s)));

        const QString week1 = write(
            demo.root() + u"/../week1.jsonl"_s,
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","rationale":"one","agent":{"name":"judge","version":"1"},"id":"a"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-1","kind":"FP","rationale":"two","agent":{"name":"judge","version":"1"},"id":"b"})"
            "\n"
            R"({"task":"coin-hours-split","kind":"FN","rationale":"three","agent":{"name":"judge","version":"1"},"id":"c"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-7","kind":"FN","agent":{"name":"judge"},"id":"d"})"
            "\n");
        // A dry run first, from the dialog that stays open: what the import would do, and nothing written.
        const QByteArray reviewBefore = readFile(demo.root(), DatasetLayout::reviewFile(kTask));
        auto *controller = w.findChild<FlagImportController *>(u"flagImportController"_s);
        QSignalSpy checked(controller, &FlagImportController::finished);
        bool stayedOpen = false;
        answerNextDialog<FlagImportDialog>([&](FlagImportDialog *dialog) {
            dialog->setFiles({week1});
            dialog->findChild<QPushButton *>(u"flagImportDryRun"_s)->click();
            stayedOpen = dialog->isVisible();
            QTimer::singleShot(0, dialog, [dialog] { dialog->reject(); });
        });
        w.findChild<QAction *>(u"importFlagsAction"_s)->trigger();
        QVERIFY(checked.wait(kAsync));
        QVERIFY(stayedOpen);
        auto *box = w.findChild<QMessageBox *>(u"flagImportBox"_s);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"3 added"_s) && box->text().contains(u"Dry run: nothing was written."_s),
                 qPrintable(box->text()));
        box->close();
        delete box;
        QCOMPARE(readFile(demo.root(), DatasetLayout::reviewFile(kTask)), reviewBefore);

        QString message = importThroughMenu(w, {week1});
        QVERIFY2(message.contains(u"Flags of judge: 3 added, 0 updated, 0 unchanged, 0 withdrawn, 1 skipped"_s),
                 qPrintable(message));
        QVERIFY2(message.contains(week1 + u":4"_s) && message.contains(u"gpt-4o-7"_s), qPrintable(message));

        // The dataset is read again: the shown task's flags panel lists them, with the agent as their source.
        QTRY_COMPARE_WITH_TIMEOUT(rowText(w, u"judge.a"_s, FlagListModel::SourceColumn), u"judge 1"_s, kAsync);
        QCOMPARE(rowText(w, u"judge.c"_s, FlagListModel::VerdictColumn), u"Open"_s);
        QCOMPARE(w.views()->task().id, kTask);

        // The curator confirms a and dismisses b in the panel.
        auto *panel = w.findChild<FlagsPanel *>(u"flagsPanel"_s);
        QVERIFY(panel);
        QVERIFY(panel->selectFlag(u"judge.a"_s));
        panel->confirmCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(storedVerdict(demo.root(), u"judge.a"_s), Verdict::Confirmed, kAsync);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRecording(), kAsync); // written off the GUI thread, then shown
        QVERIFY(panel->selectFlag(u"judge.b"_s));
        panel->startDismiss();
        auto *note = panel->findChild<QLineEdit *>(u"dismissNote"_s);
        QVERIFY(note);
        QTRY_VERIFY_WITH_TIMEOUT(note->isVisible(), kAsync);
        QTest::keyClicks(note, u"the attempt is right"_s);
        QTest::keyClick(note, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(storedVerdict(demo.root(), u"judge.b"_s), Verdict::Dismissed, kAsync);

        // Next week: a and b changed (both decided: kept), c is gone (withdrawn), e is new.
        const QString week2 = write(
            demo.root() + u"/../week2.jsonl"_s,
            R"({"task":"coin-hours-split","attempt":"gpt-4o-0","kind":"FP","rationale":"one, again","agent":{"name":"judge","version":"2"},"id":"a"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"gpt-4o-1","kind":"FP","rationale":"two, again","agent":{"name":"judge","version":"2"},"id":"b"})"
            "\n"
            R"({"task":"coin-hours-split","attempt":"claude-3-5-sonnet-0","kind":"FP","rationale":"five","agent":{"name":"judge","version":"2"},"id":"e"})"
            "\n");
        message = importThroughMenu(w, {week2});
        QVERIFY2(message.contains(u"Flags of judge: 1 added, 0 updated, 0 unchanged, 1 withdrawn, 2 kept as decided"_s),
                 qPrintable(message));
        QTRY_COMPARE_WITH_TIMEOUT(rowText(w, u"judge.c"_s, FlagListModel::VerdictColumn), u"Withdrawn"_s, kAsync);
        QCOMPARE(rowText(w, u"judge.a"_s, FlagListModel::VerdictColumn), u"Confirmed"_s);
        QCOMPARE(rowText(w, u"judge.b"_s, FlagListModel::VerdictColumn), u"Dismissed"_s);
        QCOMPARE(rowText(w, u"judge.e"_s, FlagListModel::SourceColumn), u"judge 2"_s);
        QCOMPARE(rowText(w, u"judge.a"_s, FlagListModel::RationaleColumn), u"one"_s);

        // "Show open only" leaves the withdrawn flag out, and keeps the new one.
        panel->setOpenOnly(true);
        QVERIFY(rowText(w, u"judge.c"_s, FlagListModel::VerdictColumn).isEmpty());
        QCOMPARE(rowText(w, u"judge.e"_s, FlagListModel::VerdictColumn), u"Open"_s);

        // File > Export Verdicts…: every flag of the dataset, the agent's four among them with what became of them.
        auto *exporter = w.findChild<VerdictExportController *>(u"verdictExportController"_s);
        QVERIFY(exporter);
        const QString labels = demo.root() + u"/../labels.jsonl"_s;
        QSignalSpy written(exporter, &VerdictExportController::written);
        answerNextDialog<QFileDialog>([&labels](QFileDialog *dialog) {
            dialog->findChild<QLineEdit *>(u"fileNameEdit"_s)->setText(labels);
            static_cast<QDialog *>(dialog)->accept();
        });
        w.findChild<QAction *>(u"exportVerdictsAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsync);
        if (auto *box = w.findChild<QMessageBox *>(u"verdictsWrittenBox"_s))
            box->close();
        int allFlags = 0;
        const Result<Dataset> dataset = openDataset(demo.root());
        QVERIFY(dataset);
        for (const TaskSummary &t : dataset->tasks)
            allFlags += t.flagCount(FlagKind::FalsePositive) + t.flagCount(FlagKind::FalseNegative);
        QFile labelFile(labels);
        QVERIFY(labelFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = labelFile.readAll().trimmed().split('\n');
        // The summary leaves the withdrawn flag out of its counts; the labels have it.
        QCOMPARE(int(lines.size()), allFlags + 1);
        QCOMPARE(written.first().at(1).toInt(), allFlags + 1);
        QHash<QString, QJsonObject> judged;
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o[u"agent"_s].toObject()[u"name"_s].toString() == u"judge"_s)
                judged.insert(o[u"flag"_s].toString(), o);
        }
        QCOMPARE(judged.size(), 4);
        QCOMPARE(judged[u"judge.a"_s][u"final"_s].toObject()[u"verdict"_s].toString(), u"confirmed"_s);
        QCOMPARE(judged[u"judge.a"_s][u"claim"_s].toObject()[u"rationale"_s].toString(), u"one"_s);
        QCOMPARE(judged[u"judge.b"_s][u"final"_s].toObject()[u"verdict"_s].toString(), u"dismissed"_s);
        QCOMPARE(judged[u"judge.b"_s][u"final"_s].toObject()[u"note"_s].toString(), u"the attempt is right"_s);
        QCOMPARE(judged[u"judge.b"_s][u"agreement"_s].toObject()[u"judged"_s].toInt(), 1);
        QVERIFY(!judged[u"judge.c"_s][u"withdrawn_at"_s].isNull());
        QCOMPARE(judged[u"judge.c"_s][u"final"_s].toObject()[u"verdict"_s].toString(), u"open"_s);
        QCOMPARE(judged[u"judge.e"_s][u"agent"_s].toObject()[u"version"_s].toString(), u"2"_s);
        QVERIFY(judged[u"judge.e"_s][u"verdicts"_s].toArray().isEmpty());

        // The statistics: judge's precision is one confirmed of two judged; the withdrawn flag is counted aside.
        const Result<DatasetStats> stats = computeStats(demo.root());
        QVERIFY(stats);
        const SourceCalibration *judge = nullptr;
        for (const SourceCalibration &c : stats->sources)
            if (c.source == u"judge"_s)
                judge = &c;
        QVERIFY(judge);
        const SourceScore both = judge->overall.both();
        QCOMPARE(both.confirmed, 1);
        QCOMPARE(both.dismissed, 1);
        QCOMPARE(both.withdrawn, 1);
        QCOMPARE(both.undecided, 1);
        QCOMPARE(*both.precision(), 0.5);
        QCOMPARE(*judge->overall.fp.recall() > 0, true);
    }
};

QTEST_MAIN(TestFlagImportController)
#include "tst_flagimportcontroller.moc"
