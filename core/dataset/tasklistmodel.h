#pragma once

#include <core/dataset/dataset.h>

#include <QAbstractTableModel>

#include <vector>

namespace heddle {

/// The queue's rows: one per task of an opened dataset, broken tasks included. Holds an immutable snapshot.
class TaskListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Id,
        Repository,
        Specs,
        Attempts,
        FalsePositives,
        FalseNegatives,
        Status,
        LoadError,
        Mutation, // last, so that a header state saved before it existed still fits the columns before it
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for the count columns, text otherwise
        BrokenRole,                  // bool: the task failed to load
        OpenFlagsRole,               // int: open FP (FalsePositives column) or FN (FalseNegatives column) flags
        StatusRole,                  // int: CurationStatus
        TaskIdRole,                  // QString
        FlagTotalRole,               // int: all FP (FalsePositives column) or FN (FalseNegatives column) flags
        ModelsRole,                  // QStringList: the distinct models of the task's attempts
        HasOpenFlagsRole,            // bool: the task has an open flag of either kind
        MutationStaleRole,           // bool: the task changed since its newest mutation analysis
    };
    Q_ENUM(Column)

    explicit TaskListModel(QObject *parent = nullptr);

    void setTasks(QList<TaskSummary> tasks);
    /// The rows of the same tasks in the same order, read again: they change in place (dataChanged), so that a view
    /// keeps its selection, its current row and where it was scrolled to. False, and nothing changes, for others.
    bool replaceRows(const QList<TaskSummary> &tasks);
    /// Replaces the row of the task with summary's id (after a verdict or a status change); no row, no change.
    void updateTask(const TaskSummary &summary);
    const TaskSummary &task(int row) const { return m_tasks.at(row); }
    /// The row's place when the rows are ordered by id (queueCollator(); equal ids share a place).
    int idRank(int row) const { return m_idRanks[size_t(row)]; }
    /// Up to count rows whose text in the column is longest, longest first, of every row: the ones a view measures
    /// (with the rows it shows) to fit the column to its content. Lengths are told without building the texts.
    std::vector<int> longestRows(int column, int count) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// How a curation status is shown to people ("In review").
    static QString statusText(CurationStatus status);
    /// How the queue shows a task's newest mutation analysis: "85%", "85% (stale)", "—" when there is none.
    static QString mutationText(const std::optional<MutationSummary> &mutation);
    /// The tooltip of the Mutation column: killed of judged, survivors, what was not judged, why it is stale.
    static QString mutationToolTip(const std::optional<MutationSummary> &mutation);

private:
    QList<TaskSummary> m_tasks;
    std::vector<int> m_idRanks; // by row
};

} // namespace heddle
