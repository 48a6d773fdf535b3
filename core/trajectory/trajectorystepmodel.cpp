#include <core/trajectory/trajectorystepmodel.h>

#include <core/jobs/jobqueue.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// Characters of whole lean steps kept for painting expanded steps again.
constexpr qsizetype WholeCacheChars = qsizetype(4) << 20;
// Whole steps read last, kept whatever their size.
constexpr qsizetype RecentWholeSteps = 4;

} // namespace

TrajectoryStepModel::TrajectoryStepModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_whole(WholeCacheChars)
    , m_reads(new JobQueue(this))
{}

void TrajectoryStepModel::forgetWhole()
{
    m_whole.clear();
    m_recent.clear();
    m_reading.clear();
    m_preview.clear();
}

void TrajectoryStepModel::setTrajectory(Trajectory trajectory)
{
    beginResetModel();
    m_lean.reset();
    m_leanSteps.clear();
    forgetWhole();
    m_steps = std::move(trajectory.steps);
    m_info = std::move(trajectory.info);
    m_format = trajectory.format;
    endResetModel();
}

void TrajectoryStepModel::appendSteps(const QList<TrajectoryStep> &steps)
{
    if (steps.isEmpty())
        return;
    const int first = int(m_steps.size());
    beginInsertRows({}, first, first + int(steps.size()) - 1);
    m_steps.append(steps);
    endInsertRows();
}

void TrajectoryStepModel::clear()
{
    beginResetModel();
    m_lean.reset();
    m_leanSteps.clear();
    forgetWhole();
    m_steps.clear();
    m_info = {};
    m_format = TrajectoryFormat::Unknown;
    endResetModel();
}

void TrajectoryStepModel::setLean(std::shared_ptr<const LeanTrajectory> lean)
{
    beginResetModel();
    m_steps.clear();
    m_leanSteps.clear();
    forgetWhole();
    m_info = {};
    m_format = lean ? lean->format() : TrajectoryFormat::Unknown;
    m_lean = std::move(lean);
    endResetModel();
}

void TrajectoryStepModel::addLeanSteps(const QList<LeanStep> &steps)
{
    if (!m_lean)
        return;
    QList<LeanStep> added;
    for (const LeanStep &step : steps) {
        const int row = step.preview.index;
        if (row >= 0 && row < m_leanSteps.size()) {
            m_leanSteps[row] = step;
            m_whole.remove(row);
            m_recent.removeIf([row](const auto &recent) { return recent.first == row; });
            Q_EMIT dataChanged(index(row), index(row));
        } else if (row >= m_leanSteps.size() && row < m_leanSteps.size() + added.size()) {
            added[row - m_leanSteps.size()] = step; // given again before its row was shown
        } else {
            added.append(step);
        }
    }
    if (added.isEmpty())
        return;
    const int first = int(m_leanSteps.size());
    beginInsertRows({}, first, first + int(added.size()) - 1);
    m_leanSteps.append(added);
    endInsertRows();
}

void TrajectoryStepModel::setInfo(TrajectoryInfo info)
{
    m_info = std::move(info);
}

const TrajectoryStep &TrajectoryStepModel::stepAt(int row) const
{
    return m_lean ? m_leanSteps.at(row).preview : m_steps.at(row);
}

const TrajectoryStep &TrajectoryStepModel::wholeStep(int row) const
{
    if (!m_lean || m_leanSteps.at(row).whole)
        return stepAt(row);
    const LeanStep &lean = m_leanSteps.at(row);
    const int key = lean.preview.index;
    if (const std::shared_ptr<const TrajectoryStep> *cached = m_whole.object(key))
        return **cached;
    for (const auto &[index, step] : m_recent)
        if (index == key)
            return *step;
    // Not read yet: the preview stands in while the file is read off the GUI thread; the row changes when it is.
    if (!m_reading.contains(key) && !m_preview.contains(key))
        const_cast<TrajectoryStepModel *>(this)->readWhole(lean);
    return lean.preview;
}

void TrajectoryStepModel::readWhole(const LeanStep &step)
{
    const int key = step.preview.index;
    m_reading.insert(key);
    m_reads->enqueue([lean = m_lean, step] { return lean->step(step); },
                     [this, lean = m_lean, key](const Result<TrajectoryStep> &read) {
                         if (lean != m_lean)
                             return; // another trajectory is shown now
                         m_reading.remove(key);
                         if (!read) {
                             m_preview.insert(key); // the file changed under it: the preview is what there is
                             return;
                         }
                         keepWhole(key, *read);
                         const int row = rowOfStep(key);
                         if (row < 0)
                             return;
                         Q_EMIT dataChanged(index(row), index(row));
                         Q_EMIT wholeStepRead(key);
                     });
}

void TrajectoryStepModel::keepWhole(int key, const TrajectoryStep &read)
{
    // The newest few stay whatever their size, so that two large steps shown together are not read in turn forever;
    // the rest are kept while they fit the cache.
    auto step = std::make_shared<const TrajectoryStep>(read);
    m_recent.prepend({key, step});
    if (m_recent.size() > RecentWholeSteps)
        m_recent.removeLast();
    const qsizetype cost = read.thought.size() + read.action.size() + read.observation.size() + 1;
    if (cost <= WholeCacheChars)
        m_whole.insert(key, new std::shared_ptr<const TrajectoryStep>(step), cost);
}

void TrajectoryStepModel::setCitedSteps(const QSet<int> &stepIndices)
{
    if (stepIndices == m_cited)
        return;
    m_cited = stepIndices;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {CitedRole});
}

int TrajectoryStepModel::rowOfStep(int stepIndex) const
{
    // Parsers number steps in file order, so the row usually equals the index.
    const int rows = rowCount();
    if (stepIndex >= 0 && stepIndex < rows && stepAt(stepIndex).index == stepIndex)
        return stepIndex;
    for (int row = 0; row < rows; ++row) {
        if (stepAt(row).index == stepIndex)
            return row;
    }
    return -1;
}

QString TrajectoryStepModel::summary(const TrajectoryStep &step)
{
    return trajectoryStepSummary(step);
}

int TrajectoryStepModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(m_lean ? m_leanSteps.size() : m_steps.size());
}

QVariant TrajectoryStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const TrajectoryStep &step = stepAt(row);
    const LeanStep *lean = m_lean && !m_leanSteps.at(row).whole ? &m_leanSteps.at(row) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
    case SummaryRole: return m_lean ? m_leanSteps.at(row).summary() : summary(step);
    case IndexRole: return step.index;
    case KindRole: return int(step.kind);
    case KindNameRole: return trajectoryStepKindName(step.kind);
    case ThoughtRole: return wholeStep(row).thought;
    case ActionRole: return wholeStep(row).action;
    case ObservationRole: return wholeStep(row).observation;
    case ThoughtPreviewRole: return step.thought;
    case ActionPreviewRole: return step.action;
    case ObservationPreviewRole: return step.observation;
    case ThoughtLinesRole: return lean ? QVariant(lean->thoughtLines) : QVariant();
    case ActionLinesRole: return lean ? QVariant(lean->actionLines) : QVariant();
    case ObservationLinesRole: return lean ? QVariant(lean->observationLines) : QVariant();
    case DurationRole: return step.durationSeconds ? QVariant(*step.durationSeconds) : QVariant();
    case InputTokensRole: return step.inputTokens ? QVariant(*step.inputTokens) : QVariant();
    case OutputTokensRole: return step.outputTokens ? QVariant(*step.outputTokens) : QVariant();
    case TokensRole:
        if (!step.inputTokens && !step.outputTokens)
            return {};
        return QVariant(step.inputTokens.value_or(0) + step.outputTokens.value_or(0));
    case CitedRole: return m_cited.contains(step.index);
    case AttemptRole: return step.attempt;
    default: return {};
    }
}

QHash<int, QByteArray> TrajectoryStepModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IndexRole, "stepIndex"_ba);
    names.insert(KindRole, "kind"_ba);
    names.insert(KindNameRole, "kindName"_ba);
    names.insert(ThoughtRole, "thought"_ba);
    names.insert(ActionRole, "action"_ba);
    names.insert(ObservationRole, "observation"_ba);
    names.insert(DurationRole, "duration"_ba);
    names.insert(InputTokensRole, "inputTokens"_ba);
    names.insert(OutputTokensRole, "outputTokens"_ba);
    names.insert(TokensRole, "tokens"_ba);
    names.insert(SummaryRole, "summary"_ba);
    names.insert(CitedRole, "cited"_ba);
    names.insert(AttemptRole, "attempt"_ba);
    return names;
}

} // namespace heddle
