// The queue's rows a search index keeps (DatasetIndex's summaries table): written after a read of the dataset, read
// back on the next open.
#include <core/index/datasetindex.h>

#include <core/index/datasetstamp.h>
#include <core/index/entrywriter.h>
#include <core/index/indexsql_p.h>
#include <core/index/summaryjson.h>

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

namespace heddle {

using namespace Qt::StringLiterals;
using namespace indexsql;

namespace {

struct SummariesText {
    Q_DECLARE_TR_FUNCTIONS(heddle::DatasetIndex)
};

// Steps SQLite's own statement sql on db's connection, giving each row to row: tens of thousands of rows, without a
// QVariant or a UTF-16 copy of each value. False when the statement cannot be run or stops on an error.
template <typename Row> bool eachRow(const QSqlDatabase &db, const char *sql, Row &&row)
{
    sqlite3 *handle = sqliteHandle(db);
    sqlite3_stmt *statement = nullptr;
    if (!handle || sqlite3_prepare_v2(handle, sql, -1, &statement, nullptr) != SQLITE_OK)
        return false;
    int stepped = SQLITE_ROW;
    while ((stepped = sqlite3_step(statement)) == SQLITE_ROW)
        if (!row(statement))
            break;
    sqlite3_finalize(statement);
    return stepped == SQLITE_ROW || stepped == SQLITE_DONE;
}

// A column's value, then its size: SQLite's order, should it convert the value.
QString textAt(sqlite3_stmt *row, int column)
{
    const auto *value = reinterpret_cast<const char *>(sqlite3_column_text(row, column));
    return QString::fromUtf8(value, sqlite3_column_bytes(row, column));
}

QByteArrayView bytesAt(sqlite3_stmt *row, int column)
{
    const auto *value = static_cast<const char *>(sqlite3_column_blob(row, column));
    return {value, sqlite3_column_bytes(row, column)};
}

qsizetype rowCount(const QSqlDatabase &db)
{
    QSqlQuery count(db);
    return count.exec(u"SELECT count(*) FROM summaries"_s) && count.next() ? count.value(0).toLongLong() : 0;
}

} // namespace

Result<void> DatasetIndex::storeSummaries(const QList<TaskSummary> &tasks, const DatasetStamp &stamp)
{
    return writeSummaries(tasks, {}, stamp, true);
}

Result<void> DatasetIndex::updateSummaries(const QList<TaskSummary> &changed, const QStringList &gone,
                                           const DatasetStamp &stamp)
{
    return writeSummaries(changed, gone, stamp, false);
}

Result<void> DatasetIndex::writeSummaries(const QList<TaskSummary> &tasks, const QStringList &gone,
                                          const DatasetStamp &stamp, bool replaceAll)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return indexError(m_file, SummariesText::tr("the index cannot be written"), db.lastError());
    const auto failed = [&](const QSqlError &error) {
        db.rollback();
        return indexError(m_file, SummariesText::tr("the index cannot be written"), error);
    };
    QSqlError error;
    if (replaceAll && !exec(db, u"DELETE FROM summaries"_s, &error))
        return failed(error);
    QSqlQuery remove(db);
    remove.prepare(u"DELETE FROM summaries WHERE id = ?"_s);
    for (const QString &id : gone) {
        remove.bindValue(0, id);
        if (!remove.exec())
            return failed(remove.lastError());
    }
    QSqlQuery insert(db);
    insert.prepare(u"INSERT OR REPLACE INTO summaries(id, signature, json, counts) VALUES(?, ?, ?, ?)"_s);
    for (const TaskSummary &task : tasks) {
        insert.bindValue(0, task.id);
        insert.bindValue(1, text(stamp.tasks.value(task.id))); // none: never matches, read again next time
        insert.bindValue(2, summaryToJson(task));
        insert.bindValue(3, text(stamp.counts.value(task.id)));
        if (!insert.exec())
            return failed(insert.lastError());
    }
    QSqlQuery meta(db);
    meta.prepare(u"INSERT OR REPLACE INTO meta(key, value) VALUES('summaries_description', ?)"_s);
    meta.bindValue(0, text(stamp.description));
    if (!meta.exec())
        return failed(meta.lastError());
    if (!db.commit())
        return indexError(m_file, SummariesText::tr("the index cannot be written"), db.lastError());
    return Ok{};
}

std::optional<KeptSummaries> DatasetIndex::keptSummaries() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    KeptSummaries kept;
    QSqlQuery meta(db);
    if (!meta.exec(u"SELECT value FROM meta WHERE key = 'summaries_description'"_s) || !meta.next())
        return std::nullopt;
    kept.description = meta.value(0).toString();
    kept.tasks.reserve(rowCount(db));
    SummaryReader reader;
    const bool read = eachRow(db, "SELECT id, signature, json, counts FROM summaries", [&](sqlite3_stmt *row) {
        // A row that cannot be read back is left out: its task is read from its files.
        std::optional<TaskSummary> task = reader.read(bytesAt(row, 2));
        QString id = textAt(row, 0);
        if (task && task->id == id)
            kept.tasks.emplace(std::move(id), KeptSummary{textAt(row, 1), textAt(row, 3), std::move(*task)});
        return true;
    });
    if (!read)
        return std::nullopt;
    return kept;
}

std::optional<QList<TaskSummary>> DatasetIndex::summaries() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QList<TaskSummary> tasks;
    tasks.reserve(rowCount(db));
    SummaryReader reader;
    bool whole = true;
    const bool read = eachRow(db, "SELECT json FROM summaries ORDER BY id", [&](sqlite3_stmt *row) {
        std::optional<TaskSummary> task = reader.read(bytesAt(row, 0));
        whole = task.has_value(); // not trusted: the caller reads the dataset itself
        if (whole)
            tasks.append(std::move(*task));
        return whole;
    });
    if (!read || !whole || tasks.isEmpty())
        return std::nullopt;
    return tasks;
}

} // namespace heddle
