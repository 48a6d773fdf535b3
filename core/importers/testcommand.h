#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <utility>

namespace heddle {

/// Where a task's test command came from. Recorded in the task's source block under "test_command_source".
enum class TestCommandOrigin {
    Unknown,            // there is no command
    TaskFile,           // task.json has it and does not say where from (a native task)
    InstanceField,      // the instance's own test_cmd or test_command
    InstanceEvalScript, // the test line of the instance's eval_script
    HarnessEvalScript,  // the test line of the harness run's eval.sh
    Table,              // SWE-bench's command for the repository and version, with the task's test files
    Edited              // the curator wrote it
};

/// A test command and where it came from.
struct TestCommand {
    QString command;
    TestCommandOrigin origin = TestCommandOrigin::Unknown;
    QString detail;    // the instance's field name; "repo version" for the table; for Unknown: why, for the curator
    QString logFormat; // the log format that goes with it, when its origin says ("pytest", "django", "sympy")
    bool known() const { return !command.isEmpty(); }
};

/// The source block key that records the origin.
inline constexpr auto kTestCommandSourceKey = "test_command_source";

/// The command an instance carries itself, from its fields (a task's source block): test_cmd, else test_command,
/// else the test line of eval_script (read as harnessTestCommand reads eval.sh). Unknown when none has one.
TestCommand instanceTestCommand(const QList<std::pair<QString, QString>> &fields);

/// SWE-bench's command for the task's repository and version (its source block's "version") with its test files as
/// arguments: those of the test_patch in its source block, else the task's test files.
TestCommand tableTestCommand(const Task &task);

/// The command a task would get on import, from what it keeps: its instance's fields, else SWE-bench's table.
/// A harness eval.sh is not kept in the task, so it is not among them.
TestCommand testCommandFor(const Task &task);

/// The task's current command and its recorded origin (TaskFile when it has a command and no record).
TestCommand recordedTestCommand(const Task &task);

/// Sets the task's command and records its origin in the source block; the log format too when the task has none.
/// Does nothing for an unknown command.
void setTestCommand(Task &task, const TestCommand &command);

/// When the task has no command, takes testCommandFor(task). Returns what the task has afterwards, with the reason
/// when it is still unknown.
TestCommand completeTestCommand(Task &task);

/// Where the command came from, for the curator ("from the harness run's eval.sh"); for an unknown one, why.
QString testCommandOriginText(const TestCommand &command);

/// One line for the curator: the command and where it came from, or that it is unknown and why.
QString testCommandText(const TestCommand &command);

/// The line for a task: its command and where it came from, or that it has none, and why or what it would get.
QString taskTestCommandText(const Task &task);

/// Why the task (saved in the dataset at root) has no test command, naming its task.json, the line and column and the
/// JSON pointer /tests/command, and why SWE-bench's table has none (or the command it has, when the task predates it).
Error missingTestCommand(const QString &root, const Task &task);

/// Every task of the dataset at root that has no test command, as problems naming its task.json, the JSON pointer
/// /tests/command and why SWE-bench's table has none (or the command it has, when the task predates it). Tasks that
/// fail to load are left to checkDataset.
QList<Error> tasksWithoutTestCommand(const QString &root);

} // namespace heddle
