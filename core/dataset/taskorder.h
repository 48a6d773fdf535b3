#pragma once

#include <core/dataset/dataset.h>

#include <QCollator>

#include <vector>

namespace heddle {

/// How the queue orders its text: naturally ("task-2" before "task-10"), case-insensitively, in the curator's
/// language (English rules where the locale is C, which would compare bytes).
QCollator queueCollator();

/// Puts tasks in the order of their ids by queueCollator(), so that the queue finds them sorted (one comparison per
/// task when they already are). For a background thread: a dataset of 50,000 tasks takes tens of milliseconds.
void sortTasksById(QList<TaskSummary> &tasks);

/// Each task's place when the ids are ordered by queueCollator() (ranks[row]; equal ids share a place), so that
/// sorting rows by id compares numbers. Tasks already in that order cost one comparison each.
std::vector<int> idRanks(const QList<TaskSummary> &tasks);

} // namespace heddle
