#pragma once

#include <core/patch/patch.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace heddle {

struct Task;

/// One hunk of a patch that changes what decides the tests instead of the code under test: a test file, a
/// conftest.py, the test configuration, an interpreter start-up hook or the test runner.
struct TamperingHunk {
    QString file;   // the path the patch names the file by
    int hunk = -1;  // 0-based hunk in the file's diff; -1: the file as a whole (no hunks: an empty new file, a rename)
    int line = 0;   // 1-based first line of the hunk in the new file (the old one for a deletion)
    QString reason; // translated: why the file decides the tests ("conftest.py, which pytest loads before the tests")
    bool operator==(const TamperingHunk &other) const = default;
};

/// What the detector knows about a task besides the patch: the test files it writes, the tests its lists name and
/// its test command (whose runner script, settings module and config file count as part of the tests).
struct TamperingContext {
    QStringList testFiles;
    QString command;
    /// The file's content at the base commit, when the caller can read it: it tells which section of a config file
    /// a hunk whose own lines show no section header is in. Without it such a hunk counts.
    std::function<std::optional<QByteArray>(const QString &path)> baseContent;

    /// The task's test files, the files its FAIL_TO_PASS and PASS_TO_PASS ids name, and its command.
    static TamperingContext fromTask(const Task &task);
};

/// The hunks of patch that touch test files (the task's own, files under tests/ or test/, test_*.py, *_test.py,
/// *.test.js, *Test.java, ...), conftest.py anywhere, test configuration (pytest.ini, tox.ini's [pytest],
/// setup.cfg's [tool:pytest], pyproject.toml's [tool.pytest...], noxfile.py, jest/vitest/mocha configs; only the
/// hunks inside the test sections of a shared config file), sitecustomize.py, usercustomize.py and *.pth files, or
/// the test runner (the command's script, runtests.py, bin/test, manage.py and the --settings module). Coverage
/// configuration (.coveragerc, [coverage:*]) changes no test's outcome and is left alone. In patch order.
QList<TamperingHunk> findTampering(const Patch &patch, const TamperingContext &context);

/// The patch text without the given hunks; a file whose every hunk is removed (or that is named with hunk -1) is
/// left out whole. Later hunks keep their headers: their old-side line numbers, which placing a hunk uses, do not
/// move. Text that cannot be parsed comes back unchanged.
QByteArray stripHunks(QByteArrayView patchText, const QList<TamperingHunk> &hunks);

} // namespace heddle
