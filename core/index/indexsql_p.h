#pragma once

// Internal to the search index's sources (the _p suffix): what datasetindex.cpp and indexsummaries.cpp share of
// their SQL.

#include <core/util/result.h>

#include <QString>

class QSqlDatabase;
class QSqlError;

namespace heddle::indexsql {

/// SQLite's message of error, the database's own when it gave one.
QString sqlError(const QSqlError &error);
/// Whether error says the file is not an index of this version, or one SQLite cannot read: start again.
bool isCorruption(const QSqlError &error);
/// An I/O error naming the index file.
Error fileError(const QString &file, const QString &message);
/// "what: SQLite's message", naming the index file.
Error indexError(const QString &file, const QString &what, const QSqlError &error);
/// Runs one statement; false (and error, when given, says why) when it fails.
bool exec(QSqlDatabase &db, const QString &sql, QSqlError *error = nullptr);
/// SQLite takes a null QString for NULL; the index keeps "" for "none".
QString text(const QString &value);

} // namespace heddle::indexsql
