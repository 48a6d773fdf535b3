#pragma once

#include <core/task/task.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// "claude-3-5-sonnet #1" for a known attempt, the raw id otherwise.
QString attemptDisplayName(const Task &task, const QString &attemptId);

/// Where an evidence points, in plain words for people (steps and hunks counted from 1).
QString evidenceLabel(const Evidence &evidence, const Task &task);

/// True when the attempt or test file the evidence points at is part of the task (patch files are not checked).
bool evidenceTargetExists(const Evidence &evidence, const Task &task);

/// Ids of the flags whose evidence points at this place, in the task's order: the way back from the material.
QStringList flagsCitingStep(const Task &task, const QString &attempt, int step);
QStringList flagsCitingHunk(const Task &task, const QString &attempt, const QString &file, int hunk);
QStringList flagsCitingTestLine(const Task &task, const QString &file, int line);

/// The evidence of a flag in the order a curator follows it: trajectory steps, then patch hunks, then test lines;
/// the order within each kind is kept.
QList<Evidence> orderedChain(const Flag &flag);

} // namespace heddle
