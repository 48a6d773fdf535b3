// A task of the demo dataset read from its source (resources/demo), for the tests that only read it. Its own file so
// that the tests that do not load tasks do not link the dataset loader through the support library.
#pragma once

#include <core/task/task.h>
#include <tests/support/failure.h>

#include <QString>

namespace heddle::test {

/// A task of the demo dataset, loaded from its source; when it does not load the running test fails with the error.
Task loadDemoTask(const QString &id, Location at = Location::here());

/// The test_patch a SWE-bench instance of task would carry: what writing its test files changes in repository at
/// its base commit, as `git diff` (the real git, in a clone made in scratch) prints it.
QByteArray testPatchOf(const Task &task, const QString &repository, const QString &scratch);

} // namespace heddle::test
