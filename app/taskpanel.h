#pragma once

#include <core/task/task.h>

#include <QTabWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace heddle {

class PatchDiffView;
class SpecGraphView;
class TrajectoryView;

/// The selected task: its query and spec graph, the patches, and the attempts' trajectories.
class TaskPanel : public QTabWidget
{
    Q_OBJECT
public:
    explicit TaskPanel(QWidget *parent = nullptr);

    void setTask(Task task);
    void clear(const QString &message = {});
    const Task &task() const { return m_task; }

private:
    void showPatch(int index);
    void showTrajectory(int index);

    Task m_task;
    QPlainTextEdit *m_query = nullptr;
    SpecGraphView *m_specGraph = nullptr;
    QLabel *m_specInfo = nullptr;
    QComboBox *m_patchChoice = nullptr;
    QLabel *m_patchError = nullptr;
    PatchDiffView *m_diff = nullptr;
    QComboBox *m_trajectoryChoice = nullptr;
    TrajectoryView *m_trajectory = nullptr;
};

} // namespace heddle
