#include <widgets/validation/validationpanel.h>

#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

QTreeWidgetItem *findRun(QTreeWidget *tree, const QString &label)
{
    const QList<QTreeWidgetItem *> found = tree->findItems(label, Qt::MatchExactly | Qt::MatchRecursive, 0);
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace

class TestValidationPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A run that went over a limit says which one where the runs are listed; output left out is told in its tip.
    void aRunOverALimitSaysWhich()
    {
        ValidationPanel panel;
        panel.startBatch(1);
        panel.taskStarted(u"t"_s, {u"reference-1"_s, u"gpt-1"_s});

        TargetRun hog;
        hog.target = u"reference"_s;
        hog.outcome = TargetRun::Outcome::LimitExceeded;
        hog.limit = ResourceLimit::Memory;
        hog.message = u"The run went over its memory limit (64 MB)"_s;
        panel.runFinished(u"t"_s, hog);

        TargetRun flood;
        flood.target = u"gpt"_s;
        flood.outcome = TargetRun::Outcome::Finished;
        flood.exitCode = 0;
        flood.outputDropped = 3 * 1024 * 1024;
        panel.runFinished(u"t"_s, flood);

        QTreeWidgetItem *hogItem = findRun(panel.runTree(), u"reference-1"_s);
        QVERIFY(hogItem);
        QCOMPARE(hogItem->text(1), u"over a limit: The run went over its memory limit (64 MB)"_s);
        QVERIFY(hogItem->font(1).bold());
        QTreeWidgetItem *floodItem = findRun(panel.runTree(), u"gpt-1"_s);
        QVERIFY(floodItem);
        QCOMPARE(floodItem->text(1), u"exit 0"_s);
        QVERIFY2(floodItem->toolTip(0).contains(u"3.0 MB of output left out"_s), qPrintable(floodItem->toolTip(0)));
    }

    // A run that just ended is listed once: under "Now" while its batch is shown, under "Earlier runs" after.
    void aRunThatJustEndedIsListedOnce()
    {
        Task task;
        task.id = u"t"_s;
        RunRecord older;
        older.id = u"20260101-000000-aaaa"_s;
        ValidationPanel panel;
        panel.setHistory(task, {older});

        panel.startBatch(1);
        panel.taskStarted(task.id, {u"reference-1"_s});
        RunRecord newest;
        newest.id = u"20260102-000000-bbbb"_s;
        TargetRun run;
        run.target = u"reference"_s;
        run.outcome = TargetRun::Outcome::Finished;
        run.exitCode = 0;
        newest.runs = {run};
        panel.runFinished(task.id, run);
        panel.taskFinished(task.id, newest, QString());
        panel.batchFinished(u"done"_s);
        panel.setHistory(task, {newest, older}); // the window reloads the task's records
        const auto count = [&panel](const QString &text) {
            return panel.runTree()->findItems(text, Qt::MatchContains | Qt::MatchRecursive, 0).size();
        };
        QCOMPARE(count(newest.id), 1);
        QCOMPARE(count(older.id), 1);

        // The next batch clears "Now": the run is back among the earlier ones.
        panel.startBatch(1);
        QCOMPARE(count(newest.id), 1);
        QCOMPARE(count(older.id), 1);
    }
};

QTEST_MAIN(TestValidationPanel)
#include "tst_validationpanel.moc"
