// What the window's tests share: opening a dataset in the window, a fresh copy of the demo dataset opened in it,
// finding a task's row in the queue and showing a task.
#pragma once

#include <app/window/mainwindow.h>
#include <app/window/taskviews.h>
#include <core/dataset/tasklistmodel.h>
#include <core/jobs/jobqueue.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/failure.h>

#include <QAbstractItemModel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace heddletest {

using namespace Qt::StringLiterals;

// Loads run on worker threads; a busy machine (a parallel build) can take seconds.
constexpr int kAsync = 20000;

inline void open(heddle::MainWindow &w, const QString &root)
{
    QSignalSpy opened(&w, &heddle::MainWindow::datasetOpened);
    w.openDataset(root);
    // The result can arrive before openDataset returns (a small dataset in the page cache).
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
}

/// Installs a fresh copy of the demo dataset below dir, for a test that changes it, and opens it in the window,
/// shown. Returns the copy's root, or nothing (the running test failed) when it could not be installed or opened.
inline QString openDemoCopy(heddle::MainWindow &w, const QTemporaryDir &dir)
{
    const QString root = heddle::test::installDemo(dir.path() + u"/demo"_s);
    if (root.isEmpty())
        return {};
    w.show();
    open(w, root);
    return QTest::currentTestFailed() ? QString() : root;
}

inline QModelIndex findTask(QAbstractItemModel *model, const QString &id)
{
    const auto hits = model->match(model->index(0, 0), heddle::TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
    return hits.value(0);
}

/// Selects the task in the queue and waits until the window shows it. False, with the running test failed at the
/// caller's line, when the queue has no such task or the window does not come to show it.
inline bool showTask(heddle::MainWindow &w, const QString &id,
                     heddle::test::Location at = heddle::test::Location::here())
{
    if (!w.selectTask(id))
        return heddle::test::fail(u"the queue has no task %1"_s.arg(id), at);
    if (!QTest::qWaitFor([&w, &id] { return w.views()->task().id == id; }, kAsync))
        return heddle::test::fail(u"the window shows %1 instead of %2"_s.arg(w.views()->task().id, id), at);
    return true;
}

/// Waits until what the window queued for the disk (edits, decisions, verdicts, their undo, validation records) is
/// written and shown. False, with the running test failed at the caller's line, when it is not done in time.
inline bool writesDone(heddle::MainWindow &w, heddle::test::Location at = heddle::test::Location::here())
{
    if (!QTest::qWaitFor([&w] { return !w.views()->writeQueue()->isBusy(); }, kAsync))
        return heddle::test::fail(u"the window's writes did not end"_s, at);
    return true;
}

} // namespace heddletest
