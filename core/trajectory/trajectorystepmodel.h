#pragma once

#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectory.h>

#include <QAbstractListModel>
#include <QCache>
#include <QList>
#include <QSet>

#include <memory>

namespace heddle {

class JobQueue;

/// The steps of one trajectory as a list: a finished snapshot (setTrajectory), a stream (appendSteps), or a lean
/// trajectory whose steps arrive as previews (setLean, addLeanSteps) and whose whole texts are read again from its
/// file when a role asks for them: off the GUI thread, the preview standing in until the row changes
/// (wholeStepRead).
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
        // Enough of each text to show the step collapsed: its first lines (the whole text unless lean).
        ThoughtPreviewRole,     // QString
        ActionPreviewRole,      // QString
        ObservationPreviewRole, // QString
        // Lines of the whole texts when the preview is cut; invalid when the preview is the whole text.
        ThoughtLinesRole,     // int
        ActionLinesRole,      // int
        ObservationLinesRole, // int
    };
    Q_ENUM(Role)

    explicit TrajectoryStepModel(QObject *parent = nullptr);

    void setTrajectory(Trajectory trajectory);
    /// Appends a batch of parsed steps, e.g. while a long run is still being read.
    void appendSteps(const QList<TrajectoryStep> &steps);
    void clear();

    /// Starts showing a lean trajectory: no rows until its steps are added.
    void setLean(std::shared_ptr<const LeanTrajectory> lean);
    /// Adds the steps read so far; a step whose index is already a row replaces that row.
    void addLeanSteps(const QList<LeanStep> &steps);
    void setInfo(TrajectoryInfo info);
    bool isLean() const { return m_lean != nullptr; }
    std::shared_ptr<const LeanTrajectory> lean() const { return m_lean; }
    const QList<LeanStep> &leanSteps() const { return m_leanSteps; }

    const TrajectoryInfo &info() const { return m_info; }
    TrajectoryFormat format() const { return m_format; }
    /// The steps of a trajectory that is not lean.
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

Q_SIGNALS:
    /// The whole texts of a lean step were read: its row shows them now (and may be taller).
    void wholeStepRead(int stepIndex);

private:
    const TrajectoryStep &stepAt(int row) const;
    // The step of a row with its whole texts: a lean one is read again from the file (and kept for a while); until
    // it is, its preview.
    const TrajectoryStep &wholeStep(int row) const;
    void readWhole(const LeanStep &step);
    void keepWhole(int key, const TrajectoryStep &read);
    void forgetWhole();

    QList<TrajectoryStep> m_steps;
    std::shared_ptr<const LeanTrajectory> m_lean;
    QList<LeanStep> m_leanSteps;
    // Step index -> whole step, costed in characters; m_recent shares the same steps.
    mutable QCache<int, std::shared_ptr<const TrajectoryStep>> m_whole;
    QList<std::pair<int, std::shared_ptr<const TrajectoryStep>>> m_recent; // the newest reads, newest first
    QSet<int> m_reading;                                                   // step indices being read
    QSet<int> m_preview; // steps whose whole texts could not be read: the preview stays
    JobQueue *m_reads;
    TrajectoryInfo m_info;
    TrajectoryFormat m_format = TrajectoryFormat::Unknown;
    QSet<int> m_cited;
};

} // namespace heddle
