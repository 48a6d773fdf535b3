#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/trajectory/trajectory.h>
#include <core/util/result.h>

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace heddle {

/// One step of a lean trajectory: its texts cut to their first lines for showing it collapsed, and where in the file
/// its whole texts are read again from.
struct LeanStep {
    /// The step, its thought, action and observation cut to their first PreviewLines lines (an edit's action is
    /// kept whole: it is shown as a diff). index numbers the step in the trajectory.
    TrajectoryStep preview;
    /// trajectoryStepSummary() of the whole step.
    QString summary() const { return m_summary.isEmpty() ? trajectoryStepSummary(preview) : m_summary; }
    int thoughtLines = 0; // lines of the whole texts
    int actionLines = 0;
    int observationLines = 0;
    bool whole = true;    // nothing was cut: preview is the step
    qsizetype begin = 0;  // the bytes of the elements the step was read from: the first one's start
    qsizetype end = 0;    // and the last one's end
    int list = 0;         // which list of steps (the retry agent's attempt), for JSON pointers
    int firstElement = 0; // the first element's index in its list

    /// Keeps summary when the preview would not give it (its first lines are blank).
    void setSummary(const QString &summary)
    {
        m_summary = summary == trajectoryStepSummary(preview) ? QString() : summary;
    }

private:
    QString m_summary;
};

/// What a statistics pass reads of a trajectory: every step's kind, in order, and the run's info.
struct TrajectoryKinds {
    QList<TrajectoryStep::Kind> kinds;
    TrajectoryInfo info;
};

/// A trajectory read from a memory-mapped file without holding it: its steps are read once, element by element,
/// into previews, and a step's whole texts are read again from the file when they are shown. The file's pages are
/// let go behind the reading, so a file of any size costs about its steps' previews in memory. All functions may
/// run on any thread at once.
class LeanTrajectory
{
public:
    /// The size from which a file is better read lean than parsed whole: below it, parsing whole takes a few
    /// milliseconds and memory that does not matter.
    static constexpr qint64 WorthItFrom = qint64(4) << 20;
    /// Lines of each text a preview keeps.
    static constexpr int PreviewLines = 4;
    /// Characters a preview keeps of each line.
    static constexpr int PreviewLineChars = 400;

    ~LeanTrajectory();
    LeanTrajectory(const LeanTrajectory &) = delete;
    LeanTrajectory &operator=(const LeanTrajectory &) = delete;

    /// Maps the file and finds its lists of steps; cheap whatever the size (no step is read). With format Unknown
    /// the format is detected; an OpenHands output.jsonl takes the line of instanceId, or the first line.
    static Result<std::shared_ptr<const LeanTrajectory>>
    open(const QString &path, TrajectoryFormat format = TrajectoryFormat::Unknown, const QString &instanceId = {});

    QString path() const { return m_path; }
    TrajectoryFormat format() const { return m_format; }
    qint64 fileSize() const { return m_fileSize; }

    /// Reads the steps in order and gives them to batch as they are read, a few at first so the first steps show
    /// at once, then larger batches. A step given again (an observation that came late) replaces the one with its
    /// index. Returns the run's info; on an error in the file, the steps before it have been given. With whole,
    /// previews are not cut and neither summaries nor line counts are made (for readers that want every text once,
    /// as the index does).
    Result<TrajectoryInfo> readSteps(const std::function<void(QList<LeanStep>)> &batch,
                                     const JobControl &job = JobControl::none(), bool whole = false) const;

    /// Every step's kind and the run's info, in one pass over the file that keeps no text a kind does not depend on
    /// (observations, thoughts): what `heddle trajectory --stats` prints, at about the speed of parsing the file.
    /// Errors as readSteps.
    Result<TrajectoryKinds> readKinds(const JobControl &job = JobControl::none()) const;

    /// The step with its whole texts, read again from the file.
    Result<TrajectoryStep> step(const LeanStep &where) const;
    /// Lets go of the mapped file's pages before the document's offset `before`, for a caller that reads steps again in
    /// order and is done with those behind it. They stay in the page cache: reading them again costs a minor fault.
    /// mark is what the last call returned (-1 at first); returns the mark for the next.
    qsizetype releasePages(qsizetype mark, qsizetype before) const;

    /// The indices of the steps whose thought, action or observation contains text (case-insensitively), looking at
    /// the file only where it can hold the text. Stops early, returning what it found, when job is stopped.
    QList<int> find(const QString &text, const QList<LeanStep> &steps,
                    const JobControl &job = JobControl::none()) const;

private:
    LeanTrajectory() = default;
    struct Private;
    std::unique_ptr<Private> d;
    QString m_path;
    TrajectoryFormat m_format = TrajectoryFormat::Unknown;
    qint64 m_fileSize = 0;
};

} // namespace heddle
