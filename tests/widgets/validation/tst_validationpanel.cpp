#include <widgets/validation/validationpanel.h>

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
};

QTEST_MAIN(TestValidationPanel)
#include "tst_validationpanel.moc"
