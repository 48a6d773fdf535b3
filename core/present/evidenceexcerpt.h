#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/task/task.h>
#include <core/trajectory/trajectory.h>
#include <core/util/result.h>

#include <QHash>

#include <QList>
#include <QString>

namespace heddle {

/// The text a flag's evidence points at, for showing it whole: the trajectory step, the patch hunk, the lines around
/// the test line. Plain text from the dataset: never to be rendered as rich text.
struct EvidenceExcerpt {
    Evidence evidence;
    QString label;   // where it is, in words (evidenceLabel)
    QString text;    // the step, the hunk ('+', '-', ' ' prefixes) or the numbered test lines
    int focus = -1;  // 0-based line of text the evidence points at (a hunk's or test file's line); -1: none
    QString problem; // why there is no text (no such step, hunk or file, an unreadable trajectory); empty when none
};

/// The most lines an excerpt keeps of a step's observation, of a hunk or around a test line.
inline constexpr int kExcerptLines = 24;

/// The trajectories read for excerpts, by attempt id: one kept for a task's flags reads each file once.
using ExcerptTrajectories = QHash<QString, Result<Trajectory>>;

/// The excerpts of every evidence of the flag, in the order a curator follows them (orderedChain). Trajectories are
/// read from the dataset at root (the flag's attempt's file) into trajectories, unless it holds them already.
QList<EvidenceExcerpt> flagEvidenceExcerpts(const QString &root, const Task &task, const Flag &flag,
                                            ExcerptTrajectories &trajectories,
                                            const JobControl &job = JobControl::none());

} // namespace heddle
