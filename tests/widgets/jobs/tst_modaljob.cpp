// A job behind a window-modal progress dialog: the call returns at once (no nested event loop), the window is
// blocked while the job runs, and the result arrives once it ends.

#include <widgets/jobs/modaljob.h>

#include <QApplication>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestModalJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blocksTheWindowWithoutANestedLoop();
    void cancelDropsTheResult();
};

void TestModalJob::blocksTheWindowWithoutANestedLoop()
{
    QWidget window;
    window.show();
    QSemaphore release;
    int result = 0;
    runModalJob(
        &window, u"Working…"_s,
        [&release] {
            release.acquire();
            return 5;
        },
        [&result](int v) { result = v; });
    // Returned while the job still runs: nothing spun an event loop inside the call.
    auto *dialog = window.findChild<QProgressDialog *>(u"jobProgress"_s);
    QVERIFY(dialog);
    QCOMPARE(result, 0);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowModality(), Qt::WindowModal);
    QCOMPARE(QApplication::activeModalWidget(), dialog);
    release.release();
    QTRY_COMPARE(result, 5);
    QTRY_VERIFY(!window.findChild<QProgressDialog *>(u"jobProgress"_s));
}

void TestModalJob::cancelDropsTheResult()
{
    QWidget window;
    window.show();
    QSemaphore release;
    bool delivered = false;
    runModalJob(
        &window, u"Working…"_s,
        [&release](const JobControl &control) {
            release.acquire();
            return control.isStopRequested();
        },
        [&delivered](bool) { delivered = true; }, true);
    auto *dialog = window.findChild<QProgressDialog *>(u"jobProgress"_s);
    QVERIFY(dialog);
    auto *cancel = dialog->findChild<QPushButton *>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    release.release();
    QTRY_VERIFY(!window.findChild<QProgressDialog *>(u"jobProgress"_s));
    QTest::qWait(50);
    QVERIFY(!delivered);
}

QTEST_MAIN(TestModalJob)
#include "tst_modaljob.moc"
