#pragma once

#include <QStringList>

namespace heddle {

struct Task;

/// The tests the task lists: its fail-to-pass tests, then the pass-to-pass ones not among them.
QStringList listedTests(const Task &task);

/// The ids of the task's specs that list any of the tests as covering them, in the specs' order, each once.
QStringList specsCovering(const Task &task, const QStringList &tests);

} // namespace heddle
