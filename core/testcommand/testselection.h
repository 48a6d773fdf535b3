#pragma once

#include <QString>
#include <QStringList>

namespace heddle {

/// A test command narrowed to the tests that matter, or the command as it was and why it was left so.
struct NarrowedCommand {
    QString command;       // what to run: the narrowed command, or the command unchanged
    bool narrowed = false; // command selects less than the task's command does
    QString runner;        // how the command was read: "pytest", "tox", "django", "unittest", "go", "jest", "vitest"
    QString why;           // when not narrowed: why, in words for the curator
};

/// The test command with its selection narrowed to the test files (or modules, or tests) that hold the given test
/// ids, for runs that are judged on those tests alone (the mutants of a reference patch): pytest (also through
/// python -m and tox's arguments after --) gets the files of the node ids, Django's runtests.py and manage.py test
/// and unittest the dotted modules of "test_x (app.tests.C)" ids, jest and vitest the files of "file::name" ids, and
/// go test a -run pattern of the top-level test names. A selection the command already makes is kept where it is
/// finer than a file (a node id, a class label) and replaced by the files under it where it is a folder or package.
/// The command is left as it is when only the shell could say what it runs (pipelines, lists, redirections,
/// expansions, globs), when it is a script or an unknown runner, when an option would change what its arguments
/// mean or might take the word after it, when a test id does not name its file or module, and when the command does
/// not select every given test as Heddle reads it.
NarrowedCommand narrowTestCommand(const QString &command, const QStringList &tests);

/// The same, narrowed further to the given tests themselves where the runner takes a test's own id (pytest's node
/// ids): for a run of those tests alone, as a second look at their failures.
NarrowedCommand selectTestsCommand(const QString &command, const QStringList &tests);

} // namespace heddle
