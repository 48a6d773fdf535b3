#include <core/dataset/tasklistmodel.h>

#include <core/dataset/taskorder.h>

#include <algorithm>
#include <cmath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString brokenStatusText()
{
    return TaskListModel::tr("Failed to load");
}

int digits(int n)
{
    int count = n < 0 ? 2 : 1;
    for (n = std::abs(n); n >= 10; n /= 10)
        ++count;
    return count;
}

// How long flagText is, or the "0/N" the badge shows when none is open.
int flagTextLength(const TaskSummary &t, FlagKind kind)
{
    const int open = t.flagCount(kind, Verdict::Open);
    const int all = t.flagCount(kind);
    return all == 0 ? 0 : open == all ? digits(all) : std::max(digits(open) + 3, 2) + digits(all);
}

// How long mutationText is, in English; the translations are about as long.
int mutationTextLength(const std::optional<MutationSummary> &mutation)
{
    if (!mutation)
        return 1;
    if (!mutation->error.isEmpty())
        return 10;
    const int percent = mutation->percent();
    return (percent < 0 ? 11 : digits(percent) + 1) + (mutation->isStale() ? 8 : 0);
}

QString flagText(const TaskSummary &t, FlagKind kind)
{
    const int open = t.flagCount(kind, Verdict::Open);
    const int all = t.flagCount(kind);
    if (all == 0)
        return {};
    return open == all ? QString::number(all) : u"%1 / %2"_s.arg(open).arg(all);
}

} // namespace

TaskListModel::TaskListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TaskListModel::setTasks(QList<TaskSummary> tasks)
{
    beginResetModel();
    m_tasks = std::move(tasks);
    m_idRanks = idRanks(m_tasks); // once, so that sorting by id compares numbers
    endResetModel();
}

bool TaskListModel::replaceRows(const QList<TaskSummary> &tasks)
{
    const bool sameTasks = std::equal(tasks.cbegin(), tasks.cend(), m_tasks.cbegin(), m_tasks.cend(),
                                      [](const TaskSummary &a, const TaskSummary &b) { return a.id == b.id; });
    if (!sameTasks)
        return false;
    m_tasks = tasks;
    if (!m_tasks.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_tasks.size()) - 1, ColumnCount - 1));
    return true;
}

void TaskListModel::updateTask(const TaskSummary &summary)
{
    for (qsizetype row = 0; row < m_tasks.size(); ++row) {
        if (m_tasks[row].id != summary.id)
            continue;
        m_tasks[row] = summary;
        // The whole row: badges, sort keys and the proxy's filter all read from it.
        Q_EMIT dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
        return;
    }
}

std::vector<int> TaskListModel::longestRows(int column, int count) const
{
    std::array<int, 5> statusLengths{};
    for (const CurationStatus status : {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                        CurationStatus::Approved, CurationStatus::Rejected})
        statusLengths[size_t(status)] = int(statusText(status).size());
    const int brokenLength = int(brokenStatusText().size());
    std::vector<std::pair<int, int>> lengths; // -length, row: the longest first, then by row
    lengths.reserve(size_t(m_tasks.size()));
    for (int row = 0; row < int(m_tasks.size()); ++row) {
        const TaskSummary &t = m_tasks[row];
        const bool broken = t.isBroken();
        int length = 0;
        switch (column) {
        case Id: length = int(t.id.size()); break;
        case Repository: length = int(t.repository.size()); break;
        case Specs: length = broken ? 0 : digits(t.specs); break;
        case Attempts: length = broken ? 0 : digits(t.attempts); break;
        case FalsePositives: length = flagTextLength(t, FlagKind::FalsePositive); break;
        case FalseNegatives: length = flagTextLength(t, FlagKind::FalseNegative); break;
        case Status:
            length = broken ? brokenLength : statusLengths[std::min(size_t(t.status), statusLengths.size() - 1)];
            break;
        case LoadError: length = broken ? int(t.errors.first().toString().size()) : 0; break;
        case Mutation: length = mutationTextLength(t.mutation); break;
        }
        lengths.emplace_back(-length, row);
    }
    const auto end = lengths.begin() + std::min<qsizetype>(count, qsizetype(lengths.size()));
    std::partial_sort(lengths.begin(), end, lengths.end());
    std::vector<int> rows;
    for (auto it = lengths.begin(); it != end; ++it)
        rows.push_back(it->second);
    return rows;
}

int TaskListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tasks.size());
}

int TaskListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TaskListModel::statusText(CurationStatus status)
{
    switch (status) {
    case CurationStatus::New: return tr("New");
    case CurationStatus::InReview: return tr("In review");
    case CurationStatus::InRepair: return tr("In repair");
    case CurationStatus::Approved: return tr("Approved");
    case CurationStatus::Rejected: return tr("Rejected");
    }
    return {};
}

QString TaskListModel::mutationText(const std::optional<MutationSummary> &mutation)
{
    if (!mutation)
        return u"—"_s;
    if (!mutation->error.isEmpty())
        return tr("unreadable");
    const int percent = mutation->percent();
    const QString score = percent < 0 ? tr("none judged") : tr("%1%").arg(percent);
    return mutation->isStale() ? tr("%1 (stale)").arg(score) : score;
}

QString TaskListModel::mutationToolTip(const std::optional<MutationSummary> &mutation)
{
    if (!mutation)
        return tr("No mutation analysis yet (Validate > Mutation Analysis, or heddle mutate).");
    if (!mutation->error.isEmpty())
        return tr("The newest mutation analysis cannot be read: %1").arg(mutation->error);
    QStringList lines;
    if (mutation->judged() == 0)
        lines << tr("Mutation analysis %1 judged no mutant of the reference.").arg(mutation->runId);
    else
        lines << tr("Mutation analysis %1: the tests kill %2 of %3 judged mutants of the reference; %n survive(s).",
                    nullptr, mutation->survived)
                     .arg(mutation->runId)
                     .arg(mutation->killed)
                     .arg(mutation->judged());
    if (mutation->unjudged > 0)
        lines << tr("%n mutant(s) could not be judged (not applied, timed out, failed or cancelled).", nullptr,
                    mutation->unjudged);
    if (mutation->isStale())
        lines << tr("Stale: %1.").arg(mutation->stale.join(u"; "_s));
    return lines.join(u'\n');
}

QVariant TaskListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_tasks.size())
        return {};
    const TaskSummary &t = m_tasks.at(index.row());
    const bool broken = t.isBroken();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Id: return t.id;
        case Repository: return t.repository;
        case Specs: return broken ? QVariant() : QVariant(t.specs);
        case Attempts: return broken ? QVariant() : QVariant(t.attempts);
        case FalsePositives: return flagText(t, FlagKind::FalsePositive);
        case FalseNegatives: return flagText(t, FlagKind::FalseNegative);
        case Status: return broken ? brokenStatusText() : statusText(t.status);
        case LoadError: return broken ? t.errors.first().toString() : QString();
        case Mutation: return mutationText(t.mutation);
        }
        break;
    case Qt::ToolTipRole:
        if ((index.column() == LoadError || index.column() == Status) && broken) {
            QStringList lines;
            for (const Error &e : t.errors)
                lines << e.toString();
            return lines.join(u'\n');
        }
        if (index.column() == Mutation)
            return mutationToolTip(t.mutation);
        // A narrow queue elides ids and repositories in the middle: the tooltip holds them whole.
        if (index.column() == Id)
            return t.id;
        if (index.column() == Repository)
            return t.repository;
        if (index.column() == Attempts && !t.models.isEmpty())
            return tr("%n attempt(s) by %1", nullptr, t.attempts).arg(t.models.join(u", "_s));
        if (index.column() == FalsePositives || index.column() == FalseNegatives) {
            const FlagKind kind = index.column() == FalsePositives ? FlagKind::FalsePositive : FlagKind::FalseNegative;
            return tr("%1 open, %2 confirmed, %3 dismissed, %4 waiting for a re-run")
                .arg(t.flagCount(kind, Verdict::Open))
                .arg(t.flagCount(kind, Verdict::Confirmed))
                .arg(t.flagCount(kind, Verdict::Dismissed))
                .arg(t.flagCount(kind, Verdict::NeedsRerun));
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Specs: return t.specs;
        case Attempts: return t.attempts;
        case FalsePositives:
            return t.flagCount(FlagKind::FalsePositive, Verdict::Open) * 1000 + t.flagCount(FlagKind::FalsePositive);
        case FalseNegatives:
            return t.flagCount(FlagKind::FalseNegative, Verdict::Open) * 1000 + t.flagCount(FlagKind::FalseNegative);
        case Status: return broken ? -1 : int(t.status);
        case Mutation: {
            // Fine-grained, so that 2 of 3 sorts below 67 of 100; without a score the text sorts after the numbers.
            const std::optional<double> score = t.mutation ? t.mutation->score() : std::nullopt;
            return score ? QVariant(int(std::lround(*score * 100000))) : QVariant(mutationText(t.mutation));
        }
        default: return data(index, Qt::DisplayRole);
        }
    case BrokenRole: return broken;
    case OpenFlagsRole:
        if (index.column() == FalsePositives)
            return t.flagCount(FlagKind::FalsePositive, Verdict::Open);
        if (index.column() == FalseNegatives)
            return t.flagCount(FlagKind::FalseNegative, Verdict::Open);
        return 0;
    case FlagTotalRole:
        if (index.column() == FalsePositives)
            return t.flagCount(FlagKind::FalsePositive);
        if (index.column() == FalseNegatives)
            return t.flagCount(FlagKind::FalseNegative);
        return 0;
    case ModelsRole: return t.models;
    case HasOpenFlagsRole:
        return t.flagCount(FlagKind::FalsePositive, Verdict::Open) +
                   t.flagCount(FlagKind::FalseNegative, Verdict::Open) >
               0;
    case MutationStaleRole: return t.mutation && t.mutation->isStale();
    case StatusRole: return int(t.status);
    case TaskIdRole: return t.id;
    case Qt::TextAlignmentRole:
        if ((index.column() >= Specs && index.column() <= FalseNegatives) || index.column() == Mutation)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant TaskListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Id: return tr("Task");
        case Repository: return tr("Repository");
        case Specs: return tr("Specs");
        case Attempts: return tr("Attempts");
        case FalsePositives: return tr("FP");
        case FalseNegatives: return tr("FN");
        case Status: return tr("Status");
        case LoadError: return tr("Load error");
        case Mutation: return tr("Mutation");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Specs: return tr("How many specs (requirements) the task has");
        case FalsePositives: return tr("False-positive flags: open / all (the tests may pass a wrong patch)");
        case FalseNegatives: return tr("False-negative flags: open / all (the tests may reject a valid patch)");
        case Mutation:
            return tr("Mutation score of the newest analysis: the share of the reference's mutants the tests kill "
                      "(low: the tests miss behaviour of the reference; stale: the task changed since)");
        }
    }
    return {};
}

} // namespace heddle
