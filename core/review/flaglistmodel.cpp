#include <core/review/flaglistmodel.h>

#include <core/review/evidence.h>

#include <QLocale>

#include <cmath>

namespace heddle {

using namespace Qt::StringLiterals;

FlagListModel::FlagListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void FlagListModel::setTask(const Task &task)
{
    beginResetModel();
    m_flags = task.flags;
    m_attemptNames.clear();
    for (const Attempt &a : task.attempts)
        m_attemptNames.insert(a.id, attemptDisplayName(task, a.id));
    endResetModel();
}

void FlagListModel::updateFlag(const Flag &flag)
{
    const int row = rowOf(flag.id);
    if (row < 0)
        return;
    m_flags[row] = flag;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

Flag FlagListModel::flag(int row) const
{
    return m_flags.value(row);
}

int FlagListModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_flags.size(); ++row)
        if (m_flags[row].id == id)
            return row;
    return -1;
}

QString FlagListModel::kindText(FlagKind kind)
{
    return flagKindName(kind);
}

QString FlagListModel::verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Open: return tr("Open");
    case Verdict::Confirmed: return tr("Confirmed");
    case Verdict::Dismissed: return tr("Dismissed");
    case Verdict::NeedsRerun: return tr("Needs re-run");
    }
    return {};
}

QString FlagListModel::sourceText(FlagSource source)
{
    return source == FlagSource::ReviewAgent ? tr("Review agent") : tr("Computed");
}

QString FlagListModel::verdictText(const Flag &flag)
{
    if (flag.verdict == Verdict::Open && flag.isWithdrawn())
        return tr("Withdrawn");
    // A verdict taken from the decided flag of the same claim says whose it is.
    if (!flag.sameAs.isEmpty() && flag.verdict != Verdict::Open)
        return tr("%1 (as %2)").arg(verdictText(flag.verdict), flag.sameAs);
    return verdictText(flag.verdict);
}

QString FlagListModel::sourceText(const Flag &flag)
{
    if (flag.agent.isEmpty())
        return sourceText(flag.source);
    return flag.agentVersion.isEmpty() ? flag.agent : u"%1 %2"_s.arg(flag.agent, flag.agentVersion);
}

int FlagListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_flags.size());
}

int FlagListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FlagListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Flag &f = m_flags[index.row()];
    switch (role) {
    case FlagIdRole: return f.id;
    case KindRole: return int(f.kind);
    case VerdictRole: return int(f.verdict);
    case SourceRole: return int(f.source);
    case AwaitsVerdictRole: return f.awaitsVerdict();
    case Qt::ToolTipRole:
        if (index.column() == VerdictColumn && f.isWithdrawn())
            return tr("Withdrawn by %1 on %2: its newest findings no longer raise this flag.")
                .arg(sourceText(f), QLocale().toString(f.withdrawnAt.toLocalTime(), QLocale::ShortFormat));
        if (index.column() == VerdictColumn && !f.sameAs.isEmpty())
            return tr("The same claim as flag %1, whose verdict this flag takes; G goes to it.").arg(f.sameAs);
        // An id or attempt name too long for its column is shown whole here.
        if (index.column() == IdColumn)
            return f.id;
        if (index.column() == AttemptColumn && !f.attempt.isEmpty())
            return m_attemptNames.value(f.attempt, f.attempt);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ConfidenceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case SortRole: break;
    default: return {};
    }
    const bool sort = role == SortRole;
    switch (index.column()) {
    case KindColumn: return sort ? QVariant(int(f.kind)) : QVariant(kindText(f.kind));
    case IdColumn: return f.id;
    case AttemptColumn:
        return f.attempt.isEmpty() ? (sort ? QString() : tr("tests only")) : m_attemptNames.value(f.attempt, f.attempt);
    case ConfidenceColumn:
        return sort ? QVariant(f.confidence) : QVariant(u"%1%"_s.arg(std::lround(f.confidence * 100)));
    case VerdictColumn:
        return sort ? QVariant(int(f.verdict) * 2 + (f.isWithdrawn() ? 1 : 0)) : QVariant(verdictText(f));
    case SourceColumn: return sourceText(f);
    case RationaleColumn: return QStringView(f.rationale).trimmed().split(u'\n').value(0).toString();
    }
    return {};
}

QVariant FlagListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn: return tr("Kind");
    case IdColumn: return tr("Id");
    case AttemptColumn: return tr("Attempt");
    case ConfidenceColumn: return tr("Confidence");
    case VerdictColumn: return tr("Verdict");
    case SourceColumn: return tr("Source");
    case RationaleColumn: return tr("Rationale");
    }
    return {};
}

} // namespace heddle
