#pragma once

#include <core/task/task.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace heddle {

/// The flags of one task, one row each, in the order of the task's review.
class FlagListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        IdColumn,
        AttemptColumn,
        ConfidenceColumn,
        VerdictColumn,
        SourceColumn,
        RationaleColumn,
        ColumnCount
    };
    enum Role {
        FlagIdRole = Qt::UserRole + 1,
        KindRole,         // FlagKind as int
        VerdictRole,      // Verdict as int
        SourceRole,       // FlagSource as int
        SortRole,         // a value that sorts the column meaningfully (confidence as a number, ...)
        AwaitsVerdictRole // bool: open and not withdrawn by its agent
    };

    explicit FlagListModel(QObject *parent = nullptr);

    void setTask(const Task &task);
    /// Replaces the flag with the same id; only that row changes. Unknown ids are ignored.
    void updateFlag(const Flag &flag);
    Flag flag(int row) const;
    int rowOf(const QString &id) const;
    using QAbstractTableModel::flags; // the item flags of an index; the overload below is the task's flags
    const QList<Flag> &flags() const { return m_flags; }

    static QString kindText(FlagKind kind);       // "FP", "FN"
    static QString verdictText(Verdict verdict);  // "Open", "Confirmed", ...
    static QString sourceText(FlagSource source); // "Review agent", "Computed"
    /// The verdict as the list shows it: "Withdrawn" for an open flag its agent no longer raises.
    static QString verdictText(const Flag &flag);
    /// The agent's name (and version) for an imported flag, else sourceText(flag.source).
    static QString sourceText(const Flag &flag);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Flag> m_flags;
    QHash<QString, QString> m_attemptNames; // attempt id -> "model #sample"
};

} // namespace heddle
