#pragma once

#include <QTableView>

namespace heddle {

class TaskTableView : public QTableView
{
    Q_OBJECT
public:
    explicit TaskTableView(QWidget *parent = nullptr);
};

} // namespace heddle
