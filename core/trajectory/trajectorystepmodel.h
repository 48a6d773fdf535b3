#pragma once

#include <core/trajectory/trajectory.h>

#include <QAbstractListModel>
#include <QList>
#include <QSet>

namespace heddle {

/// The steps of one trajectory as a list: a finished snapshot (setTrajectory) or a stream (appendSteps).
class TrajectoryStepModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        IndexRole = Qt::UserRole + 1, // int: the step's index in its file
        KindRole,                     // int: TrajectoryStep::Kind
        KindNameRole,                 // QString
        ThoughtRole,                  // QString
        ActionRole,                   // QString
        ObservationRole,              // QString
        DurationRole,                 // double seconds, invalid when unknown
        InputTokensRole,              // qint64, invalid when unknown
        OutputTokensRole,             // qint64, invalid when unknown
        TokensRole,                   // qint64: input + output, invalid when neither is known
        SummaryRole,                  // QString: one line for tooltips, accessibility and copy
        CitedRole,                    // bool: a flag's evidence cites the step
        AttemptRole,                  // int: the retry agent's attempt
    };
    Q_ENUM(Role)

    explicit TrajectoryStepModel(QObject *parent = nullptr);

    void setTrajectory(Trajectory trajectory);
    /// Appends a batch of parsed steps, e.g. while a long run is still being read.
    void appendSteps(const QList<TrajectoryStep> &steps);
    void clear();

    const TrajectoryInfo &info() const { return m_info; }
    TrajectoryFormat format() const { return m_format; }
    const QList<TrajectoryStep> &steps() const { return m_steps; }

    /// Step indices (TrajectoryStep::index) that flags cite as evidence.
    void setCitedSteps(const QSet<int> &stepIndices);
    QSet<int> citedSteps() const { return m_cited; }

    /// The row of the step with that index, or -1.
    int rowOfStep(int stepIndex) const;

    static QString summary(const TrajectoryStep &step);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<TrajectoryStep> m_steps;
    TrajectoryInfo m_info;
    TrajectoryFormat m_format = TrajectoryFormat::Unknown;
    QSet<int> m_cited;
};

} // namespace heddle
