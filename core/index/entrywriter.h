#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace heddle {

/// Makes the index's SQL function heddle_text(chunk, at, length) on db's connection: the UTF-8 text of an entry, cut
/// from its chunk once the chunk is inflated. The full-text table's content view (snippets) and the trigger that takes
/// a removed entry's words out of the full-text index call it. Returns an error message, empty when it was made.
QString addIndexFunctions(const QSqlDatabase &db);

/// SQLite's own handle of db's connection, for statements run without Qt's per-value conversions; null when db is
/// not an SQLite connection.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

/// Whether SQLite's message is heddle_text's: an entry's chunk of text is missing or cannot be inflated.
bool isDamagedText(const QString &message);

/// Forgets the chunk heddle_text last inflated on this thread: after a write that may have rolled back, whose chunk
/// ids SQLite may hand out again.
void forgetInflatedChunk();

/// Writes the search index's entries. The text is kept once, compressed: an owner's entries are gathered into chunks
/// of about 128 KiB, each deflated into a row of `chunks` that knows the range of entry rows it holds. The full-text
/// index gets each entry's words. Chunks are owned by a source row: a task's own texts (its query, test files and
/// every patch of the task) by the task's source, an attempt's trajectory steps by the attempt's, so that each is
/// removed as one. Statements are SQLite's own, prepared once: an index of millions of entries is written in minutes.
class EntryWriter
{
public:
    explicit EntryWriter(const QSqlDatabase &db);
    ~EntryWriter();
    EntryWriter(const EntryWriter &) = delete;
    EntryWriter &operator=(const EntryWriter &) = delete;

    /// The source row of a task's own texts (attempt empty) or of an attempt: found, or made. 0 on an error.
    qint64 source(const QString &task, const QString &attempt);
    /// Adds an entry (its kind's number, as IndexedKind stores it) to owner's chunk of task texts or of steps; body
    /// is cut to maxChars, and an empty or blank body adds nothing.
    bool add(qint64 owner, bool steps, qint64 source, int kind, int step, const QString &file, const QString &body,
             qsizetype maxChars);
    /// Writes the chunk being gathered, if any.
    bool flush();
    /// Removes owner's chunks of steps (steps) or of task texts (!steps) and every entry in them.
    bool removeChunks(qint64 owner, bool steps);
    /// Removes the entries of one step from owner's chunks of steps (a step a trajectory gives again).
    bool removeStep(qint64 owner, int step, const QList<int> &kinds);
    /// Removes everything of a task: its sources' chunks and entries, and the sources.
    bool removeTask(const QString &task);

    int rows() const { return m_rows; }
    /// What SQLite said of the last statement that failed; empty while none did.
    const QString &error() const { return m_error; }

private:
    struct Pending {
        qint64 source = 0;
        int kind = 0;
        int step = -1;
        QString file;
        qsizetype at = 0;
        qsizetype length = 0;
    };

    sqlite3_stmt *prepare(const char *sql);
    bool run(sqlite3_stmt *statement);
    bool fail();
    bool removeOwned(qint64 owner, int steps, const char *entriesWhere, int step, const QList<int> &kinds);

    sqlite3 *m_db = nullptr;
    QList<sqlite3_stmt *> m_statements;
    sqlite3_stmt *m_findSource = nullptr;
    sqlite3_stmt *m_addSource = nullptr;
    sqlite3_stmt *m_addEntry = nullptr;
    sqlite3_stmt *m_addWords = nullptr;
    sqlite3_stmt *m_addChunk = nullptr;
    sqlite3_stmt *m_setRange = nullptr;
    QHash<std::pair<QString, QString>, qint64> m_sources;
    // The chunk being gathered: its owner, text and entries.
    qint64 m_owner = 0;
    bool m_steps = false;
    QByteArray m_text;
    QList<Pending> m_pending;
    QString m_error;
    int m_rows = 0;
};

} // namespace heddle
