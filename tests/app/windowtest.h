// What the window's tests share: opening a dataset in the window and finding a task's row in the queue.
#pragma once

#include <app/mainwindow.h>
#include <core/dataset/tasklistmodel.h>

#include <QAbstractItemModel>
#include <QSignalSpy>
#include <QTest>

namespace heddletest {

// Loads run on worker threads; a busy machine (a parallel build) can take seconds.
constexpr int kAsync = 20000;

inline void open(heddle::MainWindow &w, const QString &root)
{
    QSignalSpy opened(&w, &heddle::MainWindow::datasetOpened);
    w.openDataset(root);
    // The result can arrive before openDataset returns (a small dataset in the page cache).
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
}

inline QModelIndex findTask(QAbstractItemModel *model, const QString &id)
{
    const auto hits = model->match(model->index(0, 0), heddle::TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
    return hits.value(0);
}

} // namespace heddletest
