// The dialog that orders and skips the beats of a presentation, on the beats of a demo task.
#include <core/dataset/datasetio.h>
#include <core/present/beatorder.h>
#include <tests/support/fixtures.h>
#include <widgets/present/beatsdialog.h>

#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestBeatsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void movesAndSkipsBeats()
    {
        Result<Task> task = loadTask(demoSourcePath(), u"wallet-lock"_s);
        QVERIFY(task);
        const QList<ArrangedBeat> beats = arrangeBeats(generateBeats(*task), {});
        BeatsDialog dialog(beats);
        dialog.show();
        QListWidget *list = dialog.findChild<QListWidget *>(u"beatsList"_s);
        auto *up = dialog.findChild<QPushButton *>(u"moveBeatUpButton"_s);
        auto *down = dialog.findChild<QPushButton *>(u"moveBeatDownButton"_s);
        QCOMPARE(list->count(), beats.size());
        QCOMPARE(list->item(0)->text(), u"Query"_s);
        QVERIFY(!up->isEnabled()); // the first row cannot go up
        QVERIFY(down->isEnabled());

        // The query two down, then untick the matrix.
        QTest::mouseClick(down, Qt::LeftButton);
        QTest::mouseClick(down, Qt::LeftButton);
        QCOMPARE(list->currentRow(), 2);
        QVERIFY(up->isEnabled());
        const QList<QListWidgetItem *> matrix = list->findItems(u"Attempts × tests"_s, Qt::MatchExactly);
        QCOMPARE(matrix.size(), 1);
        matrix.first()->setCheckState(Qt::Unchecked);

        const QList<ArrangedBeat> arranged = dialog.arranged();
        QCOMPARE(arranged.size(), beats.size());
        QCOMPARE(arranged.at(0).beat.id, beats.at(1).beat.id);
        QCOMPARE(arranged.at(1).beat.id, beats.at(2).beat.id);
        QCOMPARE(arranged.at(2).beat.id, u"query"_s);
        for (const ArrangedBeat &a : arranged) // an offered beat stays unticked until picked
            QCOMPARE(a.skipped, a.beat.id == u"matrix"_s || a.beat.offered);

        list->setCurrentRow(list->count() - 1);
        QVERIFY(!down->isEnabled());
        dialog.moveCurrent(1); // past the last: nothing moves
        QCOMPARE(dialog.arranged().last().beat.id, arranged.last().beat.id);
    }
};

QTEST_MAIN(TestBeatsDialog)
#include "tst_beatsdialog.moc"
