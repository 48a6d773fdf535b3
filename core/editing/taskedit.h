#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QString>
#include <QStringList>

#include <functional>

namespace heddle {

/// One change of what a task is made of: its query, specs, test lists, test command, reference patch or the set of
/// its test files. (Typing in a test file goes through TestEditSession; adding, renaming and removing one is an
/// edit.) An edit is checked before anything is written and becomes one commit.
struct TaskEdit {
    QString summary; // the commit's first line: says what changed ("Spec S3 retitled")
    QString details; // below it, when there is more to say
    std::function<void(Task &)> change;
};

/// What saving an edit wrote.
struct SavedEdit {
    Task task;         // the task as it is on disk now
    QStringList paths; // dataset paths written or removed, relative to its root (for the commit)
};

/// Why task is not a definition Heddle can save, naming task.json and the JSON pointer of the first problem: an
/// empty or repeated spec id, a spec interacting with itself or with a spec that does not exist, a category that is
/// not one of categories (when categories is not empty), a test declared both FAIL_TO_PASS and PASS_TO_PASS or twice
/// in one list, an empty test id, a log format Heddle does not read, a container image or language that is not one
/// word, a test command holding a NUL character, a test file path that is not a safe relative path or is held twice.
Result<void> checkTaskDefinition(const Task &task, const QStringList &categories = {});

/// An edit applied to a copy of a task and checked, in memory: what writeTaskEdit writes.
struct PreparedEdit {
    Task before;               // the task as the edit found it (as it is on disk)
    Task task;                 // the task as the edit leaves it
    bool flagsChanged = false; // the uncovered-spec flags changed with the specs or test lists
    bool unchanged = false;    // the edit leaves the task as it was: nothing would be written
};

/// Applies edit to a copy of task and checks it, touching no file: refused with what saveTaskEdit would refuse.
Result<PreparedEdit> prepareTaskEdit(const Task &task, const TaskEdit &edit, const QStringList &categories = {});
/// Writes a prepared edit into the dataset at root, under its writer lock, as saveTaskEdit does. Disk work.
Result<SavedEdit> writeTaskEdit(const QString &root, const PreparedEdit &prepared);

/// Applies edit to a copy of task (as it is on disk in the dataset at root), checks it, and writes what changed:
/// task.json, reference.patch and the test files, atomically each; a test file the edit removed or renamed is
/// removed from disk; review.json when the uncovered-spec flags change with it (updateUncoveredSpecFlags). Nothing is
/// written when the check fails, or when the edit empties the query.
Result<SavedEdit> saveTaskEdit(const QString &root, const Task &task, const TaskEdit &edit,
                               const QStringList &categories = {});

/// The edit that takes back what an edit changed from before to after, part by part (query, specs, test lists,
/// test command and suite settings, the set of test files, reference patch, repository): a part the edit left alone
/// keeps whatever it holds when the undo runs, so undoing a spec edit never touches a test file saved since.
TaskEdit undoEdit(const Task &before, const Task &after, const QString &summary);

} // namespace heddle
