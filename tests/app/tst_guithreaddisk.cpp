// The window keeps disk work off the GUI thread: while a curator validates a task or analyses its mutations, no file
// of the dataset is read or written on the GUI thread (the storage layer and the dataset, record and trajectory
// readers tell a watcher which thread touches which file). A window that did would freeze on a slow disk.
#include <tests/support/files.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/controllers/taskeditcontroller.h>
#include <app/controllers/validationcontroller.h>
#include <app/window/mainwindow.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <core/util/diskwatch.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/trajectory/trajectoryview.h>
#include <widgets/editors/queryeditor.h>

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QMutex>
#include <QSignalSpy>
#include <QTest>
#include <QPlainTextEdit>
#include <QThread>
#include <QUndoStack>

using namespace heddle;
using namespace Qt::StringLiterals;
using namespace heddletest;
using namespace heddle::test;

namespace {

/// The files of the dataset at root that the GUI thread touched while it lived.
class GuiThreadDisk
{
public:
    explicit GuiThreadDisk(const QString &root)
        : m_root(QDir(root).canonicalPath() + u'/')
    {
        setDiskWatcher([this](const QString &path, DiskAccess access) {
            if (QThread::currentThread() != QCoreApplication::instance()->thread())
                return;
            const QString file = QFileInfo(path).absoluteFilePath();
            if (!file.startsWith(m_root) && !QFileInfo(file).canonicalFilePath().startsWith(m_root))
                return;
            const QMutexLocker lock(&m_mutex);
            m_touched << (access == DiskAccess::Write ? u"wrote "_s : u"read "_s) + file.mid(m_root.size());
        });
    }
    ~GuiThreadDisk() { setDiskWatcher({}); }

    QStringList touched() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_touched;
    }

private:
    QString m_root;
    mutable QMutex m_mutex;
    QStringList m_touched;
};

} // namespace

class TestGuiThreadDisk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    // The watcher sees what it is meant to see: a file read on the GUI thread is named.
    void theWatcherSeesTheGuiThread()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"coin-hours-split"_s));
        const GuiThreadDisk disk(demo.root());
        (void)loadTask(demo.root(), u"coin-hours-split"_s);
        QVERIFY2(disk.touched().contains(u"read tasks/coin-hours-split/task.json"_s),
                 qPrintable(disk.touched().join(u", "_s)));
    }

    void validatingReadsAndWritesOffTheGuiThread()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        auto *validation = w.findChild<ValidationController *>();
        QSignalSpy validated(validation, &ValidationController::taskValidated);
        const GuiThreadDisk disk(demo.root());
        w.findChild<QAction *>(u"validateTaskAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!validation->isRunning(), 180000);
        QCOMPARE(validated.size(), 1);
        // Each run record and review.json were written (by a worker), and the task shown again.
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
    }

    // C on a flag: review.json and the curator's own file are written, and the verdict shows.
    void aVerdictIsWrittenOffTheGuiThread()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"coin-hours-split"_s));
        MainWindow &w = demo.window();
        w.findChild<QAction *>(u"flagsPageAction"_s)->trigger();
        FlagsPanel *flags = w.views()->flagsPanel();
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
        const GuiThreadDisk disk(demo.root());
        flags->setFocus();
        QTest::keyClick(flags, Qt::Key_C);
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().flags.first().verdict, Verdict::Confirmed, 20000);
        QVERIFY(readFile(demo.root(), u"tasks/coin-hours-split/review.json"_s).contains("\"state\": \"confirmed\""));
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
    }

    // A status change, an assignment, and the undo of each: curation.json is read and written by a worker.
    void decisionsAndTheirUndoAreOffTheGuiThread()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        const GuiThreadDisk disk(demo.root());
        w.findChild<QAction *>(u"needsRepairAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(w.views()->task().curation.status, CurationStatus::InRepair);
        w.findChild<QAction *>(u"assignToMeAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QVERIFY(!w.views()->task().curation.assignedTo.isEmpty());
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
        // Undo, as the Edit menu does it without history in git: straight from the stack.
        QUndoStack *stack = w.views()->editController()->undoStack();
        QCOMPARE(stack->count(), 2);
        stack->undo();
        stack->undo();
        QVERIFY(writesDone(w));
        QTRY_VERIFY_WITH_TIMEOUT(w.views()->task().curation.assignedTo.isEmpty(), 20000);
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
        QCOMPARE(loadTask(demo.root(), id)->curation.status, CurationStatus::InReview);
    }

    // The query typed and saved with Ctrl+S, then the edit undone: task.json is written by a worker.
    void anEditAndItsUndoAreOffTheGuiThread()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        auto *editor = w.findChild<QueryEditor *>(u"queryEditor"_s);
        QPlainTextEdit *text = editor->textEdit();
        const QString original = text->toPlainText();
        const GuiThreadDisk disk(demo.root());
        text->setFocus();
        text->moveCursor(QTextCursor::End);
        QTest::keyClicks(text, u" Kept short."_s);
        QTest::keySequence(text, QKeySequence::Save);
        QCOMPARE(w.views()->task().query, original + u" Kept short."_s); // shown at once
        QVERIFY(writesDone(w));
        w.views()->editController()->undoStack()->undo();
        QCOMPARE(w.views()->task().query, original);
        QVERIFY(writesDone(w));
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
        QCOMPARE(loadTask(demo.root(), id)->query, original);
    }

    // An attempt's trajectory read lean (as a large file is), and a step expanded: the file is read by workers only,
    // its size included.
    void aTrajectoryAndAnExpandedStepAreReadOffTheGuiThread()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"coin-hours-split"_s));
        MainWindow &w = demo.window();
        TrajectoryView *view = w.views()->trajectoryView();
        view->setLeanThreshold(0);
        const QString attempt = w.views()->task().attempts.first().id;
        const GuiThreadDisk disk(demo.root());
        QSignalSpy loaded(view, &TrajectoryView::loadFinished);
        w.views()->showTrajectory(attempt);
        QVERIFY(loaded.wait(20000));
        QVERIFY(loaded.first().first().toBool());
        TrajectoryStepModel *model = view->model();
        QVERIFY(model->isLean());
        int cut = -1; // a step whose observation the list holds only the first lines of
        for (int row = 0; row < model->rowCount() && cut < 0; ++row)
            if (model->index(row).data(TrajectoryStepModel::ObservationLinesRole).isValid())
                cut = row;
        QVERIFY(cut >= 0);
        const QModelIndex row = model->index(cut);
        const int lines = row.data(TrajectoryStepModel::ObservationLinesRole).toInt();
        QSignalSpy read(model, &TrajectoryStepModel::wholeStepRead);
        view->setStepExpanded(row.data(TrajectoryStepModel::IndexRole).toInt(), true);
        QVERIFY(read.wait(20000));
        QCOMPARE(row.data(TrajectoryStepModel::ObservationRole).toString().count(u'\n') + 1, lines);
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
    }

    void analysingMutationsReadsAndWritesOffTheGuiThread()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        QSignalSpy analysed(w.findChild<ValidationController *>(), &ValidationController::mutationsAnalysed);
        const GuiThreadDisk disk(demo.root());
        w.findChild<QAction *>(u"mutationAnalysisAction"_s)->trigger();
        QVERIFY(analysed.wait(300000));
        QVERIFY2(disk.touched().isEmpty(), qPrintable(disk.touched().join(u"\n"_s)));
    }
};

QTEST_MAIN(TestGuiThreadDisk)
#include "tst_guithreaddisk.moc"
