// Files in the tests: writing inputs, reading outputs, copying trees. A write that fails fails the running test.
#pragma once

#include <tests/support/failure.h>

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace heddle::test {

/// Writes bytes to path, creating its folders; when it cannot, the running test fails naming the path.
bool writeFile(const QString &path, const QByteArray &bytes, Location at = Location::here());

/// writeFile(root + '/' + relative, bytes).
bool writeFile(const QString &root, const QString &relative, const QByteArray &bytes, Location at = Location::here());

/// Writes bytes to path and makes it executable by its owner.
bool writeExecutable(const QString &path, const QByteArray &bytes, Location at = Location::here());

/// The whole file, or an empty array when it is missing or unreadable: for output that a test checks.
QByteArray readFile(const QString &path);

/// readFile(root + '/' + relative).
QByteArray readFile(const QString &root, const QString &relative);

/// Replaces every from in the file with to; when the file cannot be read or written, or does not hold from, the
/// running test fails naming it.
bool replaceInFile(const QString &path, const QByteArray &from, const QByteArray &to, Location at = Location::here());

/// Sets the file's modification time to an hour ago and returns that time, so that a rewrite shows as a newer time
/// stamp whatever the clock's resolution; when it cannot, the running test fails naming the path.
QDateTime backdateFile(const QString &path, Location at = Location::here());

/// Copies every file below from to the same place below to (folders made as needed), each writable by its owner;
/// false when from is not a folder or a file cannot be copied.
bool copyTree(const QString &from, const QString &to);

} // namespace heddle::test
