#pragma once

#include <core/dataset/taskfilter.h>

#include <QWidget>

class QLabel;
class QModelIndex;
class QPoint;

namespace heddle {

struct RunRecord;

struct Dataset;
struct MutationSummary;
struct Task;
class QueueFilterBar;
class TaskFilterProxy;
class TaskListModel;
class TaskTableView;

/// The queue of a dataset's tasks: a banner for what went wrong opening it, the filter bar, and the table. The
/// current row is the task shown; several rows can be selected to validate them together.
class QueuePanel : public QWidget
{
    Q_OBJECT

public:
    explicit QueuePanel(QWidget *parent = nullptr);

    /// Lists the dataset's tasks (the filter stays, its choices follow the dataset).
    void setDataset(const Dataset &dataset);
    /// The rows of the dataset's tasks read again, changed in place: the current task, the selection and the scroll
    /// position stay. False, and nothing changes, when the dataset's tasks are not the ones shown, in their order.
    bool updateRows(const Dataset &dataset);

    /// The task of the current row; empty when none.
    QString currentTaskId() const;
    /// How wide the panel would be with every shown column as wide as its content.
    int wantedWidth() const;
    /// Makes the task current, clearing filters that hide it; false when the queue has no such task.
    bool selectTask(const QString &id);
    /// Makes the task current again without currentTaskChanged (a switch away from it was called off).
    void restoreCurrentTask(const QString &id);
    /// Selects the first shown row.
    void selectFirst();
    /// Moves the current row step rows (wrapping around), or to the next (step > 0) or previous task with open flags;
    /// false when there is no other such task.
    bool move(int step, bool openFlagsOnly);
    /// The selected tasks; the current one when none is selected.
    QStringList selectedTaskIds() const;
    /// Every task the queue shows, as filtered, except those that failed to load.
    QStringList shownTaskIds() const;

    /// A task's flags, curation or definition changed on disk: its row follows (its mutation analysis may go stale).
    void updateTask(const Task &task);
    /// A mutation analysis of the task was saved: its row shows the new summary.
    void updateMutation(const QString &taskId, const MutationSummary &summary);
    /// A validation of the task was saved: the row knows whether its runs tested nothing, and why.
    void updateValidation(const QString &taskId, const RunRecord &record);
    /// "My queue": only the tasks assigned to assignee (empty: every task).
    void setAssignee(const QString &assignee);
    /// Blind review hides the flag counts and the flag and model filters.
    void setBlind(bool blind);

    TaskFilter filter() const;
    void setFilter(const TaskFilter &filter);
    /// The columns' order, widths, visibility and sorting, as the curator left them (not what blind review hides).
    QByteArray headerState() const;
    /// Restores headerState(); a state saved before a column existed shows that column in its default place.
    void restoreHeaderState(const QByteArray &state);

    /// Shows a problem above the queue (plain text); hideError takes it away.
    void showError(const QString &text);
    void hideError();

    /// "Tasks: 3 · shown: 1 · failed to load: 1 · open FP flags: 2 · open FN flags: 1" (no flags in blind review).
    QString summaryText() const;

    void focusTable();
    void focusSearch();
    TaskTableView *table() const { return m_view; }

Q_SIGNALS:
    /// The current row moved to another task (empty: none).
    void currentTaskChanged(const QString &id);
    /// What summaryText() says changed.
    void summaryChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitColumns();
    int columnNeed(int column) const; // how wide the column's content and title want it
    void showHeaderMenu(const QPoint &pos);
    QModelIndex sourceIndexOf(const QString &id) const;
    void setCurrent(const QModelIndex &index);
    void changed(); // the counts follow, and summaryChanged goes out

    TaskListModel *m_model;
    TaskFilterProxy *m_proxy;
    QLabel *m_banner;
    QueueFilterBar *m_filterBar;
    TaskTableView *m_view;
    bool m_blind = false;
    bool m_restoring = false;         // the current row goes back to the shown task: no currentTaskChanged
    bool m_painting = false;          // a dataset's rows are set and not yet painted
    QList<int> m_hiddenBeforeBlind;   // the flag columns the curator had hidden when blind review hid them
    mutable QList<int> m_columnNeeds; // by column, -1: not measured since the rows changed
};

} // namespace heddle
