// Validate > Mutation Analysis from the window: the shown task's mutants run behind a window-modal progress, the
// record is saved, the flags land in review.json and the Overview's line gives the score.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/mainwindow.h>
#include <app/validationcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/mutation/mutationrecord.h>

#include <QAction>
#include <QLabel>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;

class TestMutationWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void mutationAnalysisShowsTheScore()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        const QString &root = demo.root();
        auto *score = w.findChild<QLabel *>(u"mutationScore"_s);
        QVERIFY(score);
        QTRY_VERIFY(score->text().startsWith(u"No mutation analysis yet"_s));

        QSignalSpy analysed(w.validation(), &ValidationController::mutationsAnalysed);
        QAction *action = w.findChild<QAction *>(u"mutationAnalysisAction"_s);
        QVERIFY(action);
        action->trigger();
        // The progress is window-modal and has a cancel.
        QTRY_VERIFY(w.findChild<QProgressDialog *>(u"mutationProgress"_s));
        QVERIFY(w.findChild<QProgressDialog *>(u"mutationProgress"_s)->windowModality() == Qt::WindowModal);
        QVERIFY(analysed.wait(300000));
        const QString summary = analysed.first().at(1).toString();
        QVERIFY2(summary.startsWith(u"Mutation score "_s), qPrintable(summary));
        QTRY_COMPARE_WITH_TIMEOUT(score->text(), summary, 20000);

        Result<std::optional<MutationRecord>> record = loadLatestMutationRecord(root, id);
        QVERIFY(record && record->has_value());
        QCOMPARE((*record)->mutants.size(), 30); // the default budget
        Result<Task> task = loadTask(root, id);
        QVERIFY(task);
        QVERIFY(std::any_of(task->flags.cbegin(), task->flags.cend(),
                            [](const Flag &f) { return f.id.startsWith(u"mutation.skyledger-"_s); }));
    }
};

QTEST_MAIN(TestMutationWindow)
#include "tst_mutationwindow.moc"
