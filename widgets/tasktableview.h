#pragma once

#include <QTableView>

namespace heddle {

/// The queue's table over a TaskListModel (or a proxy of it): badges for open FP and FN flags and for tasks that
/// failed to load, uniform row heights for thousands of rows.
class TaskTableView : public QTableView
{
    Q_OBJECT
public:
    explicit TaskTableView(QWidget *parent = nullptr);
};

} // namespace heddle
