// File > Export Verdicts… from the window: every flag of the open dataset written as JSON Lines into the file the
// curator picks, behind a progress, and a message that says how many flags went where; a file that cannot be written
// is said so, naming it.
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/controllers/verdictexportcontroller.h>

#include <QAction>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;
using namespace heddle::test;

class TestVerdictExportController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void exportsIntoTheChosenFile()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"spend-policy"_s));
        MainWindow &w = demo.window();
        auto *controller = w.findChild<VerdictExportController *>(u"verdictExportController"_s);
        QVERIFY(controller);
        QAction *action = w.findChild<QAction *>(u"exportVerdictsAction"_s);
        QVERIFY(action);
        QMenu *file = w.menuBar()->actions().first()->menu();
        QVERIFY(file && file->actions().contains(action));

        QTemporaryDir out;
        const QString path = out.path() + u"/labels.jsonl"_s;
        QSignalSpy written(controller, &VerdictExportController::written);
        answerNextDialog<QFileDialog>([&path](QFileDialog *dialog) {
            // What a curator types into the name field (Qt's own dialog: the tests use no native one).
            auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
            QVERIFY(name);
            QCOMPARE(name->text(), u"verdicts.jsonl"_s);
            name->setText(path);
            static_cast<QDialog *>(dialog)->accept();
        });
        action->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsync);
        QCOMPARE(written.first().at(0).toString(), path);
        QCOMPARE(written.first().at(1).toInt(), 8);
        const QList<QByteArray> lines = readFile(path).trimmed().split('\n');
        QCOMPARE(lines.size(), 8);
        QCOMPARE(QJsonDocument::fromJson(lines.first()).object()[u"task"_s].toString(), u"coin-hours-split"_s);
        auto *box = w.findChild<QMessageBox *>(u"verdictsWrittenBox"_s);
        QVERIFY(box);
        QCOMPARE(box->textFormat(), Qt::PlainText);
        QVERIFY2(box->text().contains(u"Flags written: 8 (tasks read: 3).\nFile: "_s + QDir::toNativeSeparators(path)),
                 qPrintable(box->text()));
        box->close();
    }

    void saysWhyAFileIsNotWritten()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        auto *controller = w.findChild<VerdictExportController *>(u"verdictExportController"_s);
        QVERIFY(controller);
        QTemporaryDir out;
        QVERIFY(writeFile(out.path() + u"/plain"_s, "x"));
        QSignalSpy finished(controller, &VerdictExportController::finished);
        QSignalSpy written(controller, &VerdictExportController::written);
        controller->exportTo(out.path() + u"/plain/labels.jsonl"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsync);
        QCOMPARE(written.size(), 0);
        auto *box = w.findChild<QMessageBox *>(u"verdictsWrittenBox"_s);
        QVERIFY(box);
        QCOMPARE(box->icon(), QMessageBox::Warning);
        QVERIFY2(box->detailedText().contains(u"plain/labels.jsonl"_s), qPrintable(box->detailedText()));
        box->close();
    }
};

QTEST_MAIN(TestVerdictExportController)
#include "tst_verdictexportcontroller.moc"
