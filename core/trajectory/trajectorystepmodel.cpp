#include <core/trajectory/trajectorystepmodel.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr qsizetype SummaryLength = 160;

QStringView firstNonEmptyLine(const QString &text)
{
    for (const QStringView line : QStringView(text).tokenize(u'\n')) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return trimmed;
    }
    return {};
}

} // namespace

TrajectoryStepModel::TrajectoryStepModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void TrajectoryStepModel::setTrajectory(Trajectory trajectory)
{
    beginResetModel();
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
    m_steps.clear();
    m_info = {};
    m_format = TrajectoryFormat::Unknown;
    endResetModel();
}

void TrajectoryStepModel::setCitedSteps(const QSet<int> &stepIndices)
{
    if (stepIndices == m_cited)
        return;
    m_cited = stepIndices;
    if (!m_steps.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_steps.size()) - 1), {CitedRole});
}

int TrajectoryStepModel::rowOfStep(int stepIndex) const
{
    // Parsers number steps in file order, so the row usually equals the index.
    if (stepIndex >= 0 && stepIndex < m_steps.size() && m_steps.at(stepIndex).index == stepIndex)
        return stepIndex;
    for (int row = 0; row < m_steps.size(); ++row) {
        if (m_steps.at(row).index == stepIndex)
            return row;
    }
    return -1;
}

QString TrajectoryStepModel::summary(const TrajectoryStep &step)
{
    QStringView text = firstNonEmptyLine(step.action);
    if (text.isEmpty())
        text = firstNonEmptyLine(step.thought);
    if (text.isEmpty())
        text = firstNonEmptyLine(step.observation);
    QString line = u'#' + QString::number(step.index + 1) + u' ' + trajectoryStepKindName(step.kind); // from 1
    if (!text.isEmpty()) {
        line += u": "_s;
        if (text.size() > SummaryLength)
            line += text.left(SummaryLength) + u'\u2026';
        else
            line += text;
    }
    return line;
}

int TrajectoryStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QVariant TrajectoryStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TrajectoryStep &step = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
    case SummaryRole: return summary(step);
    case IndexRole: return step.index;
    case KindRole: return int(step.kind);
    case KindNameRole: return trajectoryStepKindName(step.kind);
    case ThoughtRole: return step.thought;
    case ActionRole: return step.action;
    case ObservationRole: return step.observation;
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
