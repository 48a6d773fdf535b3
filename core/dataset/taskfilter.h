#pragma once

#include <core/dataset/dataset.h>

#include <QCollator>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QVariantMap>

#include <optional>

namespace heddle {

inline size_t qHash(CurationStatus status, size_t seed = 0) noexcept
{
    return ::qHash(int(status), seed);
}

/// What the queue shows: every criterion that is set must hold. A value type, stored in the settings.
struct TaskFilter {
    enum class Load {
        Any,
        Broken,   // the task failed to load
        LoadsFine // the task loaded
    };
    enum class Mutation {
        Any,
        NotAnalysed, // no mutation analysis of the task
        Stale,       // the task changed since its newest mutation analysis
        Current      // analysed, and nothing changed since
    };

    QSet<CurationStatus> statuses;    // empty: any status
    std::optional<FlagKind> flagKind; // with verdict: the task has at least one flag of that kind and verdict
    std::optional<Verdict> verdict;
    Load load = Load::Any;
    QString category;   // spec category id: the task has at least one spec of it
    QString repository; // exact repository name
    QString model;      // exact model name of at least one attempt
    QString text;       // every word, case-insensitively, in the id, repository, models or load errors
    QString assignee;   // "my queue": the curator the task is assigned to
    Mutation mutation = Mutation::Any;
    int mutationBelow = 0; // 1..100: the newest mutation score is below this percentage (a score is needed); 0: any
    /// "any", "did_not_run" or "environment": the newest validation has runs that tested nothing (for that reason);
    /// empty: any task.
    QString testedNothing;

    bool matches(const TaskSummary &task) const;
    bool isEmpty() const;

    QVariantMap toVariant() const;
    static TaskFilter fromVariant(const QVariantMap &map);

    bool operator==(const TaskFilter &other) const = default;
};

/// What the queue's filters choose from in a dataset: the spec categories its tasks use, their repositories and the
/// models of their attempts, each once, sorted case-insensitively.
struct FilterChoices {
    QStringList categories;
    QStringList repositories;
    QStringList models;
};

FilterChoices filterChoices(const QList<TaskSummary> &tasks);

class TaskListModel;

/// The queue's proxy: filters a TaskListModel by a TaskFilter, sorts by TaskListModel::SortRole (numbers as
/// numbers, text naturally: "task-2" before "task-10") and walks the filtered rows for keyboard navigation.
class TaskFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TaskFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    void setFilter(const TaskFilter &filter);
    const TaskFilter &filter() const { return m_filter; }

    /// The row step rows away from current (negative: up), wrapping around; the first or last row when current is
    /// invalid; invalid when no row is shown. Keeps current's column.
    QModelIndex neighbour(const QModelIndex &current, int step) const;
    /// The next (step > 0) or previous task with an open flag, wrapping around and skipping current; invalid when
    /// no other shown task has one.
    QModelIndex nextWithOpenFlags(const QModelIndex &current, int step = 1) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QModelIndex toProxy(const QModelIndex &index) const;

    TaskFilter m_filter;
    const TaskListModel *m_tasks = nullptr;
    QCollator m_collator;
};

} // namespace heddle
