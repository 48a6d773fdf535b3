#include <core/index/entrywriter.h>

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace heddle {

namespace {

// A chunk is written once its text reaches this size: large enough for deflate to find the repetitions of a
// trajectory (a file read twice, the same traceback) and for the last page of its blob to waste little, small
// enough that a snippet inflates it in a fraction of a millisecond.
constexpr qsizetype kChunkBytes = 128 * 1024;

// What heddle_text says of an entry whose text it cannot give.
constexpr char kChunkDamaged[] = "an entry's chunk of text is missing or damaged";
constexpr char kEntryOutside[] = "an entry lies outside its chunk of text";

// The chunk heddle_text inflated last, on this thread (an index's connection lives on one thread).
struct Inflated {
    sqlite3 *db = nullptr;
    sqlite3_int64 chunk = -1;
    QByteArray text;
};

thread_local Inflated inflated;

void textOfEntry(sqlite3_context *context, int, sqlite3_value **values)
{
    sqlite3 *db = sqlite3_context_db_handle(context);
    const sqlite3_int64 chunk = sqlite3_value_int64(values[0]);
    const sqlite3_int64 at = sqlite3_value_int64(values[1]);
    const sqlite3_int64 length = sqlite3_value_int64(values[2]);
    if (inflated.db != db || inflated.chunk != chunk) {
        inflated = {};
        sqlite3_stmt *read = nullptr;
        if (sqlite3_prepare_v2(db, "SELECT z FROM chunks WHERE id = ?", -1, &read, nullptr) != SQLITE_OK) {
            sqlite3_result_error(context, sqlite3_errmsg(db), -1);
            return;
        }
        sqlite3_bind_int64(read, 1, chunk);
        bool found = false;
        if (sqlite3_step(read) == SQLITE_ROW) {
            const auto *bytes = static_cast<const uchar *>(sqlite3_column_blob(read, 0));
            const int size = sqlite3_column_bytes(read, 0);
            inflated.text = bytes ? qUncompress(bytes, size) : QByteArray();
            found = !inflated.text.isNull();
        }
        sqlite3_finalize(read);
        if (!found) {
            inflated = {};
            sqlite3_result_error(context, kChunkDamaged, -1);
            return;
        }
        inflated.db = db;
        inflated.chunk = chunk;
    }
    if (at < 0 || length < 0 || at + length > inflated.text.size()) {
        sqlite3_result_error(context, kEntryOutside, -1);
        return;
    }
    sqlite3_result_text(context, inflated.text.constData() + at, int(length), SQLITE_TRANSIENT);
}

} // namespace

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QString addIndexFunctions(const QSqlDatabase &db)
{
    sqlite3 *handle = sqliteHandle(db);
    if (!handle)
        return QStringLiteral("the connection is not SQLite's");
    forgetInflatedChunk();
    const int made =
        sqlite3_create_function_v2(handle, "heddle_text", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                   nullptr, &textOfEntry, nullptr, nullptr, nullptr);
    return made == SQLITE_OK ? QString() : QString::fromUtf8(sqlite3_errmsg(handle));
}

bool isDamagedText(const QString &message)
{
    return message.contains(QLatin1StringView(kChunkDamaged)) || message.contains(QLatin1StringView(kEntryOutside));
}

void forgetInflatedChunk()
{
    inflated = {};
}

EntryWriter::EntryWriter(const QSqlDatabase &db)
    : m_db(sqliteHandle(db))
{
    forgetInflatedChunk();
    if (!m_db) {
        m_error = QStringLiteral("the connection is not SQLite's");
        return;
    }
    m_findSource = prepare("SELECT id FROM sources WHERE task = ? AND attempt = ?");
    m_addSource = prepare("INSERT INTO sources(task, attempt) VALUES(?, ?)");
    m_addEntry =
        prepare("INSERT INTO entries(source, kind, step, file, chunk, at, length) VALUES(?, ?, ?, ?, ?, ?, ?)");
    m_addWords = prepare("INSERT INTO entries_fts(rowid, body) VALUES(?, ?)");
    m_addChunk = prepare("INSERT INTO chunks(owner, steps, first, last, z) VALUES(?, ?, 0, 0, ?)");
    m_setRange = prepare("UPDATE chunks SET first = ?, last = ? WHERE id = ?");
}

EntryWriter::~EntryWriter()
{
    for (sqlite3_stmt *statement : std::as_const(m_statements))
        sqlite3_finalize(statement);
    forgetInflatedChunk();
}

sqlite3_stmt *EntryWriter::prepare(const char *sql)
{
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, nullptr) != SQLITE_OK) {
        if (m_error.isEmpty())
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        return nullptr;
    }
    m_statements.append(statement);
    return statement;
}

bool EntryWriter::fail()
{
    if (m_error.isEmpty())
        m_error = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("no connection");
    forgetInflatedChunk();
    return false;
}

// Steps a statement that returns no row, and makes it ready for the next.
bool EntryWriter::run(sqlite3_stmt *statement)
{
    if (!statement)
        return fail();
    const int done = sqlite3_step(statement);
    if (done != SQLITE_DONE && done != SQLITE_ROW) {
        fail();
        sqlite3_reset(statement);
        return false;
    }
    sqlite3_reset(statement);
    return true;
}

qint64 EntryWriter::source(const QString &task, const QString &attempt)
{
    const std::pair<QString, QString> key{task, attempt};
    if (const auto known = m_sources.constFind(key); known != m_sources.cend())
        return *known;
    if (!m_findSource || !m_addSource)
        return fail(), 0;
    const QByteArray taskText = task.toUtf8();
    const QByteArray attemptText = attempt.toUtf8();
    sqlite3_bind_text(m_findSource, 1, taskText.constData(), int(taskText.size()), SQLITE_STATIC);
    sqlite3_bind_text(m_findSource, 2, attemptText.constData(), int(attemptText.size()), SQLITE_STATIC);
    qint64 id = 0;
    if (sqlite3_step(m_findSource) == SQLITE_ROW)
        id = sqlite3_column_int64(m_findSource, 0);
    sqlite3_reset(m_findSource);
    if (id == 0) {
        sqlite3_bind_text(m_addSource, 1, taskText.constData(), int(taskText.size()), SQLITE_STATIC);
        sqlite3_bind_text(m_addSource, 2, attemptText.constData(), int(attemptText.size()), SQLITE_STATIC);
        if (!run(m_addSource))
            return 0;
        id = sqlite3_last_insert_rowid(m_db);
    }
    m_sources.insert(key, id);
    return id;
}

bool EntryWriter::add(qint64 owner, bool steps, qint64 source, int kind, int step, const QString &file,
                      const QString &body, qsizetype maxChars)
{
    if (body.trimmed().isEmpty())
        return true;
    if ((owner != m_owner || steps != m_steps) && !flush())
        return false;
    m_owner = owner;
    m_steps = steps;
    const QByteArray text = (body.size() > maxChars ? body.left(maxChars) : body).toUtf8();
    m_pending.append({source, kind, step, file, m_text.size(), text.size()});
    m_text += text;
    return m_text.size() < kChunkBytes || flush();
}

bool EntryWriter::flush()
{
    if (m_pending.isEmpty())
        return true;
    if (!m_addChunk || !m_addEntry || !m_addWords || !m_setRange)
        return fail();
    const QByteArray deflated = qCompress(m_text, 6);
    sqlite3_bind_int64(m_addChunk, 1, m_owner);
    sqlite3_bind_int(m_addChunk, 2, m_steps ? 1 : 0);
    sqlite3_bind_blob(m_addChunk, 3, deflated.constData(), int(deflated.size()), SQLITE_STATIC);
    if (!run(m_addChunk))
        return false;
    const sqlite3_int64 chunk = sqlite3_last_insert_rowid(m_db);
    sqlite3_int64 first = 0;
    sqlite3_int64 last = 0;
    for (const Pending &entry : std::as_const(m_pending)) {
        const QByteArray file = entry.file.toUtf8();
        sqlite3_bind_int64(m_addEntry, 1, entry.source);
        sqlite3_bind_int(m_addEntry, 2, entry.kind);
        sqlite3_bind_int(m_addEntry, 3, entry.step);
        sqlite3_bind_text(m_addEntry, 4, file.constData(), int(file.size()), SQLITE_STATIC);
        sqlite3_bind_int64(m_addEntry, 5, chunk);
        sqlite3_bind_int64(m_addEntry, 6, entry.at);
        sqlite3_bind_int64(m_addEntry, 7, entry.length);
        if (!run(m_addEntry))
            return false;
        const sqlite3_int64 row = sqlite3_last_insert_rowid(m_db);
        first = first ? first : row;
        last = row;
        sqlite3_bind_int64(m_addWords, 1, row);
        sqlite3_bind_text(m_addWords, 2, m_text.constData() + entry.at, int(entry.length), SQLITE_STATIC);
        if (!run(m_addWords))
            return false;
        ++m_rows;
    }
    m_pending.clear();
    m_text.clear();
    if (!m_setRange)
        return fail();
    sqlite3_bind_int64(m_setRange, 1, first);
    sqlite3_bind_int64(m_setRange, 2, last);
    sqlite3_bind_int64(m_setRange, 3, chunk);
    return run(m_setRange);
}

// Removes the entries in owner's chunks (of steps, of task texts, or of either when steps is -1) that entriesWhere
// picks ("" for all, else a condition on step and kind), and the chunks themselves when all their entries go.
bool EntryWriter::removeOwned(qint64 owner, int steps, const char *entriesWhere, int step, const QList<int> &kinds)
{
    if (!flush())
        return false;
    forgetInflatedChunk();
    sqlite3_stmt *chunks = nullptr;
    const char *select = steps < 0 ? "SELECT id, first, last FROM chunks WHERE owner = ?1"
                                   : "SELECT id, first, last FROM chunks WHERE owner = ?1 AND steps = ?2";
    if (sqlite3_prepare_v2(m_db, select, -1, &chunks, nullptr) != SQLITE_OK)
        return fail();
    sqlite3_bind_int64(chunks, 1, owner);
    if (steps >= 0)
        sqlite3_bind_int(chunks, 2, steps);
    QList<std::pair<sqlite3_int64, std::pair<sqlite3_int64, sqlite3_int64>>> found;
    while (sqlite3_step(chunks) == SQLITE_ROW)
        found.append(
            {sqlite3_column_int64(chunks, 0), {sqlite3_column_int64(chunks, 1), sqlite3_column_int64(chunks, 2)}});
    sqlite3_finalize(chunks);
    if (found.isEmpty())
        return true;

    const bool whole = *entriesWhere == 0;
    QByteArray sql = "DELETE FROM entries WHERE rowid BETWEEN ? AND ?";
    if (!whole) {
        QByteArray in;
        for (int kind : kinds)
            in += (in.isEmpty() ? "" : ", ") + QByteArray::number(kind);
        sql += QByteArray(" AND ") + entriesWhere + " AND kind IN (" + in + ")";
    }
    sqlite3_stmt *entries = prepare(sql.constData());
    sqlite3_stmt *drop = whole ? prepare("DELETE FROM chunks WHERE id = ?") : nullptr;
    bool ok = entries && (!whole || drop);
    for (const auto &[chunk, range] : std::as_const(found)) {
        if (!ok)
            break;
        sqlite3_bind_int64(entries, 1, range.first);
        sqlite3_bind_int64(entries, 2, range.second);
        if (!whole)
            sqlite3_bind_int(entries, 3, step);
        ok = run(entries);
        if (ok && whole) {
            sqlite3_bind_int64(drop, 1, chunk);
            ok = run(drop);
        }
    }
    for (sqlite3_stmt *statement : {entries, drop}) {
        if (statement) {
            m_statements.removeOne(statement);
            sqlite3_finalize(statement);
        }
    }
    forgetInflatedChunk();
    return ok || fail();
}

bool EntryWriter::removeChunks(qint64 owner, bool steps)
{
    return removeOwned(owner, steps ? 1 : 0, "", -1, {});
}

bool EntryWriter::removeStep(qint64 owner, int step, const QList<int> &kinds)
{
    return removeOwned(owner, 1, "step = ?3", step, kinds);
}

bool EntryWriter::removeTask(const QString &task)
{
    if (!flush())
        return false;
    const QByteArray taskText = task.toUtf8();
    sqlite3_stmt *sources = nullptr;
    if (sqlite3_prepare_v2(m_db, "SELECT id FROM sources WHERE task = ?", -1, &sources, nullptr) != SQLITE_OK)
        return fail();
    sqlite3_bind_text(sources, 1, taskText.constData(), int(taskText.size()), SQLITE_STATIC);
    QList<qint64> ids;
    while (sqlite3_step(sources) == SQLITE_ROW)
        ids.append(sqlite3_column_int64(sources, 0));
    sqlite3_finalize(sources);
    for (qint64 id : std::as_const(ids))
        if (!removeOwned(id, -1, "", -1, {}))
            return false;
    sqlite3_stmt *forget = prepare("DELETE FROM sources WHERE task = ?");
    sqlite3_bind_text(forget, 1, taskText.constData(), int(taskText.size()), SQLITE_STATIC);
    const bool ok = run(forget);
    m_statements.removeOne(forget);
    sqlite3_finalize(forget);
    m_sources.removeIf([&](const auto &it) { return it.key().first == task; });
    return ok;
}

} // namespace heddle
