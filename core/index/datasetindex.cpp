#include <core/index/datasetindex.h>

#include <core/dataset/datasetio.h>
#include <core/index/datasetstamp.h>
#include <core/index/entrywriter.h>
#include <core/index/indexsql_p.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/util/workpool.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrentMap>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace heddle {

namespace indexsql {

QString sqlError(const QSqlError &error)
{
    const QString driver = error.driverText();
    const QString database = error.databaseText();
    return database.isEmpty() ? driver : database;
}

bool isCorruption(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == u"11" || code == u"26"; // SQLITE_CORRUPT, SQLITE_NOTADB
}

Error fileError(const QString &file, const QString &message)
{
    Error error = makeError(Error::Code::Io, message);
    error.file = file;
    return error;
}

Error indexError(const QString &file, const QString &what, const QSqlError &error)
{
    return fileError(file, u"%1: %2"_s.arg(what, sqlError(error)));
}

bool exec(QSqlDatabase &db, const QString &sql, QSqlError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError();
    return false;
}

QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

} // namespace indexsql

using namespace indexsql;

namespace {

struct IndexText {
    Q_DECLARE_TR_FUNCTIONS(heddle::DatasetIndex)
};

constexpr int kSchemaVersion = 6; // 6: the text deflated in chunks, the entries by source and kind number

// Rows are written in transactions of this many tasks, so that an update stopped half way keeps what it did.
constexpr int kTasksPerTransaction = 200;

// The most text kept of one entry (a step's observation, a patch file, a test file). An observation that dumps a
// whole file or a log of megabytes is searched in its first part: enough for what an agent ran and read, and the
// index stays a fraction of the dataset rather than a copy of every log.
constexpr qsizetype kMaxEntryChars = 256 * 1024;

const char *const kSchema[] = {
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE tasks(id TEXT PRIMARY KEY, signature TEXT NOT NULL)",
    // status: how the attempt ended; flags: "FP", "FN" or both, the kinds of the flags that name the attempt.
    "CREATE TABLE attempts(task TEXT NOT NULL, id TEXT NOT NULL, model TEXT NOT NULL, trajectory TEXT NOT NULL, "
    "status TEXT NOT NULL, flags TEXT NOT NULL, PRIMARY KEY(task, id))",
    // Where an entry comes from: a task's own texts (attempt "") or one of its attempts.
    "CREATE TABLE sources(id INTEGER PRIMARY KEY, task TEXT NOT NULL, attempt TEXT NOT NULL, UNIQUE(task, attempt))",
    // The text, once and deflated: an owner's entries gathered into chunks (EntryWriter), each with its entry rows.
    "CREATE TABLE chunks(id INTEGER PRIMARY KEY AUTOINCREMENT, owner INTEGER NOT NULL, steps INTEGER NOT NULL, "
    "first INTEGER NOT NULL, last INTEGER NOT NULL, z BLOB NOT NULL)",
    "CREATE INDEX chunks_by_owner ON chunks(owner, steps)",
    // kind: IndexedKind's number; at and length: the entry's bytes in its chunk's text.
    "CREATE TABLE entries(rowid INTEGER PRIMARY KEY, source INTEGER NOT NULL, kind INTEGER NOT NULL, "
    "step INTEGER NOT NULL, file TEXT NOT NULL, chunk INTEGER NOT NULL, at INTEGER NOT NULL, length INTEGER NOT NULL)",
    // The full-text index holds words and positions only; snippets read the text through the view.
    "CREATE VIEW entry_texts AS SELECT rowid, heddle_text(chunk, at, length) AS body FROM entries",
    "CREATE VIRTUAL TABLE entries_fts USING fts5(body, content='entry_texts', content_rowid='rowid', columnsize=0)",
    // The queue's rows as the dataset's files last gave them, each with the signatures of the files it was read from
    // (signature: SignedFiles::Summary, counts: SignedFiles::Counts): shown at once on the next open, and trusted
    // where the files are as they were.
    "CREATE TABLE summaries(id TEXT PRIMARY KEY, signature TEXT NOT NULL, json BLOB NOT NULL, "
    "counts TEXT NOT NULL DEFAULT '')",
    "CREATE TRIGGER entries_removed AFTER DELETE ON entries BEGIN "
    "INSERT INTO entries_fts(entries_fts, rowid, body) "
    "VALUES('delete', old.rowid, heddle_text(old.chunk, old.at, old.length)); END",
};

constexpr int kindNumber(IndexedKind kind)
{
    return static_cast<int>(kind);
}

QString trajectoryStamp(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return u"%1\t%2"_s.arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
}

// The diff of each file of a patch, as the text a search finds: its hunks. The git header before a file's first hunk
// ("diff --git a/x b/x", "index ...", "--- a/x", "+++ b/x", modes, renames) is not what anybody searches for, and
// would make "git" or "index" match every file; the file's name is kept apart. A file without hunks (a binary, a mode
// change) keeps its header.
QList<std::pair<QString, QString>> patchFiles(const QByteArray &patch)
{
    QList<std::pair<QString, QString>> files;
    const QString text = QString::fromUtf8(patch);
    qsizetype start = -1;
    qsizetype firstHunk = -1;
    QString name;
    const auto close = [&](qsizetype end) {
        if (start >= 0) {
            const qsizetype from = firstHunk >= 0 ? firstHunk : start;
            files.append({name, text.mid(from, end - from)});
        }
    };
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype end = text.indexOf(u'\n', at);
        if (end < 0)
            end = text.size();
        const QStringView line = QStringView(text).mid(at, end - at);
        if (line.startsWith(u"diff --git ")) {
            close(at);
            start = at;
            firstHunk = -1;
            const qsizetype b = line.lastIndexOf(u" b/");
            name = b >= 0 ? line.mid(b + 3).toString() : line.mid(11).toString();
        } else if (firstHunk < 0 && start >= 0 && line.startsWith(u"@@ ")) {
            firstHunk = at;
        }
        at = end + 1;
    }
    close(text.size());
    if (files.isEmpty() && !text.isEmpty())
        files.append({QString(), text});
    return files;
}

// How the dataset's attempts ended, lower-cased, each once.
QStringList exitStatuses(QSqlDatabase &db)
{
    QStringList found;
    QSqlQuery statuses(db);
    if (statuses.exec(u"SELECT DISTINCT lower(status) FROM attempts WHERE status != '' ORDER BY 1"_s))
        while (statuses.next())
            found << statuses.value(0).toString();
    return found;
}

} // namespace

QString indexedKindName(IndexedKind kind)
{
    switch (kind) {
    case IndexedKind::Query: return u"query"_s;
    case IndexedKind::Thought: return u"thought"_s;
    case IndexedKind::Action: return u"action"_s;
    case IndexedKind::Observation: return u"observation"_s;
    case IndexedKind::Patch: return u"patch"_s;
    case IndexedKind::Test: return u"test"_s;
    }
    return {};
}

bool indexedKindFromName(QStringView name, IndexedKind *kind)
{
    for (IndexedKind k : {IndexedKind::Query, IndexedKind::Thought, IndexedKind::Action, IndexedKind::Observation,
                          IndexedKind::Patch, IndexedKind::Test}) {
        if (name == indexedKindName(k)) {
            *kind = k;
            return true;
        }
    }
    return false;
}

int DatasetIndex::schemaVersion()
{
    return kSchemaVersion;
}

QString DatasetIndex::defaultIndexFile(const QString &root)
{
    const QFileInfo info(root);
    const QString canonical = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    const QByteArray key = QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/index/"_s + QString::fromLatin1(key) +
           u".sqlite"_s;
}

DatasetIndex::DatasetIndex(QString root, QString file, QString connection)
    : m_root(std::move(root))
    , m_file(std::move(file))
    , m_connection(std::move(connection))
{}

DatasetIndex::~DatasetIndex()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

Result<DatasetIndex *> DatasetIndex::open(const QString &root, const QString &indexFile, Mode mode)
{
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return makeError(Error::Code::Io, IndexText::tr("Qt's SQLite driver is not installed (libqt6sql6-sqlite)"));
    const QString file = indexFile.isEmpty() ? defaultIndexFile(root) : indexFile;
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return fileError(file, IndexText::tr("the index folder cannot be made"));
    if (mode == Mode::ExistingOnly && !QFileInfo(file).isFile())
        return fileError(file, IndexText::tr("the dataset has no index yet"));
    const QString connection = u"heddle-index-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto *index = new DatasetIndex(root, file, connection);
    index->m_existingOnly = mode == Mode::ExistingOnly;
    if (Result<void> ready = index->prepare(); !ready) {
        delete index;
        return ready.error();
    }
    return index;
}

Result<void> DatasetIndex::prepare(const QString &forcedBecause)
{
    const auto openFile = [this]() -> Result<QSqlDatabase> {
        QSqlDatabase db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                               : QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        db.setDatabaseName(m_file);
        if (!db.open())
            return indexError(m_file, IndexText::tr("the index cannot be opened"), db.lastError());
        if (const QString said = addIndexFunctions(db); !said.isEmpty())
            return fileError(m_file, u"%1: %2"_s.arg(IndexText::tr("the index cannot be opened"), said));
        return db;
    };
    const auto startAgain = [this](const QString &why) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(m_file + suffix);
        m_rebuilt = true;
        m_rebuiltBecause = why;
    };

    Result<QSqlDatabase> db = openFile();
    if (!db)
        return db.error();
    // What is there: an index of this version, another version, or not an index at all.
    QString why = forcedBecause;
    if (why.isEmpty()) {
        QSqlQuery version(*db);
        if (!version.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s)) {
            if (QFileInfo(m_file).size() > 0)
                why = isCorruption(version.lastError())
                          ? IndexText::tr("the index file is corrupt (%1)").arg(sqlError(version.lastError()))
                          : IndexText::tr("the index file is not an index of this version");
            else
                why = IndexText::tr("there was no index");
        } else if (!version.next() || version.value(0).toInt() != kSchemaVersion) {
            why = IndexText::tr("the index was made by another version of Heddle");
        }
    }
    // Another connection (the window's index thread) may be writing: wait for it rather than fail.
    exec(*db, u"PRAGMA busy_timeout=10000"_s);
    if (!why.isEmpty() && m_existingOnly)
        return fileError(m_file, why);
    if (!why.isEmpty()) {
        startAgain(why);
        // The same connection, opened again on the empty file: db is a handle to it.
        if (Result<QSqlDatabase> fresh = openFile(); !fresh)
            return fresh.error();
        QSqlError error;
        exec(*db, u"PRAGMA journal_mode=WAL"_s);
        for (const char *statement : kSchema)
            if (!exec(*db, QString::fromLatin1(statement), &error))
                return indexError(m_file, IndexText::tr("the index cannot be made"), error);
        QSqlQuery meta(*db);
        meta.prepare(u"INSERT INTO meta(key, value) VALUES('schema_version', ?), ('root', ?)"_s);
        meta.bindValue(0, QString::number(kSchemaVersion));
        meta.bindValue(1, m_root);
        if (!meta.exec())
            return indexError(m_file, IndexText::tr("the index cannot be made"), meta.lastError());
    }
    exec(*db, u"PRAGMA synchronous=NORMAL"_s);
    exec(*db, u"PRAGMA busy_timeout=10000"_s);
    // An index of this version made before rows kept their counts' signature: the column is added, empty (not
    // trusted), rather than the whole index made again. Should it fail, the rows are not read and the open reads the
    // dataset, as with no rows at all.
    if (QSqlQuery probe(*db); !probe.exec(u"SELECT counts FROM summaries LIMIT 0"_s))
        exec(*db, u"ALTER TABLE summaries ADD COLUMN counts TEXT NOT NULL DEFAULT ''"_s);
    return Ok{};
}

qint64 DatasetIndex::entryCount() const
{
    QSqlQuery count(QSqlDatabase::database(m_connection, false));
    if (!count.exec(u"SELECT count(*) FROM entries"_s) || !count.next())
        return 0;
    return count.value(0).toLongLong();
}

qint64 DatasetIndex::textBytes() const
{
    QSqlQuery sum(QSqlDatabase::database(m_connection, false));
    if (!sum.exec(u"SELECT total(length) FROM entries"_s) || !sum.next())
        return 0;
    return qint64(sum.value(0).toDouble());
}

Result<void> DatasetIndex::verify() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery check(db);
    if (!check.exec(u"INSERT INTO entries_fts(entries_fts, rank) VALUES('integrity-check', 1)"_s))
        return indexError(m_file, IndexText::tr("the full-text index does not match its text"), check.lastError());
    return Ok{};
}

Result<IndexUpdate> DatasetIndex::update(const JobControl &job)
{
    Result<IndexUpdate> done = updateOnce(job);
    if (done || m_existingOnly || !isDamagedText(done.error().message))
        return done;
    // A chunk of the stored text that cannot be inflated: the full-text index can no longer take an entry's words
    // out, so nothing in it is trusted and it is made anew.
    if (Result<void> fresh = prepare(IndexText::tr("the index's text is damaged")); !fresh)
        return fresh.error();
    return updateOnce(job);
}

Result<IndexUpdate> DatasetIndex::updateOnce(const JobControl &job)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    IndexUpdate update;
    update.rebuilt = m_rebuilt;
    update.rebuiltBecause = m_rebuiltBecause;
    const DatasetLayout layout(m_root);

    const QStringList ids =
        QDir(layout.at(DatasetLayout::tasksFolder())).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    update.tasks = int(ids.size());

    // Every task's signature, taken in parallel before anything is read, and the dataset's, hashed from them all: when
    // it is the one the last whole update left, nothing changed, and no task's row is looked at.
    const QList<QString> signatures =
        QtConcurrent::blockingMapped<QList<QString>>(workPool(), ids, [&layout](const QString &id) {
            return taskSignature(layout.at(DatasetLayout::taskFolder(id)), SignedFiles::Text);
        });
    QCryptographicHash whole(QCryptographicHash::Sha1);
    for (qsizetype i = 0; i < ids.size(); ++i)
        whole.addData(QString(ids[i] + u'\t' + signatures[i] + u'\n').toUtf8());
    const QString datasetSignature = QString::fromLatin1(whole.result().toHex());
    {
        QSqlQuery last(db);
        if (last.exec(u"SELECT value FROM meta WHERE key = 'text_signature'"_s) && last.next() &&
            last.value(0).toString() == datasetSignature) {
            update.exitStatuses = exitStatuses(db);
            job.setProgress(1000);
            m_rebuilt = false;
            m_rebuiltBecause.clear();
            return update;
        }
    }

    // What the index knows of each task.
    QHash<QString, QString> known; // task -> signature
    {
        QSqlQuery tasks(db);
        if (!tasks.exec(u"SELECT id, signature FROM tasks"_s))
            return indexError(m_file, IndexText::tr("the index cannot be read"), tasks.lastError());
        while (tasks.next())
            known.insert(tasks.value(0).toString(), tasks.value(1).toString());
    }

    EntryWriter writer(db);
    const auto fail = [&](const QString &what) {
        const QString said = writer.error();
        db.rollback();
        forgetInflatedChunk();
        return fileError(m_file, u"%1: %2"_s.arg(what, said));
    };
    if (!writer.error().isEmpty())
        return fail(IndexText::tr("the index cannot be written"));
    const QList<int> stepKinds{kindNumber(IndexedKind::Thought), kindNumber(IndexedKind::Action),
                               kindNumber(IndexedKind::Observation)};
    QSet<QString> present;
    int inTransaction = 0;
    db.transaction();
    // Until this update has seen every task, the dataset's signature says nothing.
    exec(db, u"DELETE FROM meta WHERE key = 'text_signature'"_s);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (job.isStopRequested())
            break;
        job.setProgress(int(i * 1000 / std::max<qsizetype>(1, ids.size())));
        const QString &id = ids[i];
        present.insert(id);
        const QString folder = layout.at(DatasetLayout::taskFolder(id));
        const QString &signature = signatures[i];
        if (known.value(id) == signature)
            continue;

        // The task's own texts go and come again; an attempt's trajectory only when its file changed.
        QHash<QString, QString> stamps; // attempt -> trajectory stamp the index holds
        {
            QSqlQuery attempts(db);
            attempts.prepare(u"SELECT id, trajectory FROM attempts WHERE task = ?"_s);
            attempts.bindValue(0, id);
            if (attempts.exec())
                while (attempts.next())
                    stamps.insert(attempts.value(0).toString(), attempts.value(1).toString());
        }
        const qint64 own = writer.source(id, {});
        if (!own || !writer.removeChunks(own, false))
            return fail(IndexText::tr("the index cannot be written"));
        QSqlQuery forget(db);
        forget.prepare(u"DELETE FROM attempts WHERE task = ?"_s);
        forget.bindValue(0, id);
        forget.exec();

        Result<Task> task = loadTask(m_root, id);
        if (!task) {
            update.problems << task.error().toString();
            if (!writer.removeTask(id))
                return fail(IndexText::tr("the index cannot be written"));
        } else {
            ++update.tasksIndexed;
            // The task's texts, every patch of it among them, make one owner's chunks.
            const auto addOwn = [&](qint64 source, IndexedKind kind, const QString &file, const QString &body) {
                writer.add(own, false, source, kindNumber(kind), -1, file, body, kMaxEntryChars);
            };
            addOwn(own, IndexedKind::Query, {}, task->query);
            for (const auto &[file, text] : patchFiles(task->referencePatch))
                addOwn(own, IndexedKind::Patch, file, text);
            for (const TestFile &test : task->tests.files)
                addOwn(own, IndexedKind::Test, test.path, QString::fromUtf8(test.content));
            for (const Attempt &attempt : task->attempts)
                for (const auto &[file, text] : patchFiles(attempt.patch))
                    addOwn(writer.source(id, attempt.id), IndexedKind::Patch, file, text);
            QSet<QString> attemptIds;
            for (const Attempt &attempt : task->attempts) {
                attemptIds.insert(attempt.id);
                const qint64 source = writer.source(id, attempt.id);
                QString stamp;
                if (attempt.trajectory.isValid()) {
                    const QString path =
                        layout.at(DatasetLayout::inAttemptFolder(id, attempt.id, attempt.trajectory.file));
                    stamp = trajectoryStamp(path);
                    if (stamp.isEmpty() || stamp != stamps.value(attempt.id)) {
                        if (!writer.removeChunks(source, true))
                            return fail(IndexText::tr("the index cannot be written"));
                        // Read lean, step by step, so a trajectory of any size costs a few steps' memory.
                        const auto lean = LeanTrajectory::open(path, attempt.trajectory.format);
                        int written = -1;
                        const auto addStep = [&](IndexedKind kind, int step, const QString &body) {
                            writer.add(source, true, source, kindNumber(kind), step, {}, body, kMaxEntryChars);
                        };
                        const Result<TrajectoryInfo> read =
                            !lean ? Result<TrajectoryInfo>(lean.error())
                                  : (*lean)->readSteps(
                                        [&](const QList<LeanStep> &steps) {
                                            for (const LeanStep &lean : steps) {
                                                const TrajectoryStep &step = lean.preview;
                                                // A step given again (a late observation) replaces its entries.
                                                if (step.index <= written)
                                                    writer.removeStep(source, step.index, stepKinds);
                                                written = std::max(written, step.index);
                                                addStep(IndexedKind::Thought, step.index, step.thought);
                                                addStep(IndexedKind::Action, step.index, step.action);
                                                addStep(IndexedKind::Observation, step.index, step.observation);
                                            }
                                        },
                                        job, true);
                        if (!read) {
                            update.problems << read.error().toString();
                            stamp.clear();
                        } else {
                            ++update.trajectoriesParsed;
                        }
                    }
                } else if (!writer.removeChunks(source, true)) {
                    return fail(IndexText::tr("the index cannot be written"));
                }
                QSqlQuery remember(db);
                QStringList flagKinds;
                for (const Flag &flag : task->flags) {
                    const QString kind = flag.kind == FlagKind::FalsePositive ? u"FP"_s : u"FN"_s;
                    if (flag.attempt == attempt.id && !flagKinds.contains(kind))
                        flagKinds << kind;
                }
                remember.prepare(u"INSERT INTO attempts(task, id, model, trajectory, status, flags) "
                                 "VALUES(?, ?, ?, ?, ?, ?)"_s);
                remember.bindValue(0, id);
                remember.bindValue(1, attempt.id);
                remember.bindValue(2, text(attempt.model));
                remember.bindValue(3, text(stamp));
                remember.bindValue(4, text(attempt.exitStatus));
                remember.bindValue(5, text(flagKinds.join(u' ')));
                if (!remember.exec()) {
                    const QSqlError error = remember.lastError();
                    db.rollback();
                    forgetInflatedChunk();
                    return indexError(m_file, IndexText::tr("the index cannot be written"), error);
                }
            }
            // Attempts gone from the task.
            for (auto it = stamps.cbegin(); it != stamps.cend(); ++it)
                if (!attemptIds.contains(it.key()) && !writer.removeChunks(writer.source(id, it.key()), true))
                    return fail(IndexText::tr("the index cannot be written"));
        }
        if (!writer.flush() || !writer.error().isEmpty())
            return fail(IndexText::tr("the index cannot be written"));
        // Stopped while the task was read (a trajectory given up half way): what was written stays, but the task is
        // not marked as read, so the next update reads it again.
        if (job.isStopRequested())
            break;
        QSqlQuery remember(db);
        remember.prepare(u"INSERT OR REPLACE INTO tasks(id, signature) VALUES(?, ?)"_s);
        remember.bindValue(0, id);
        remember.bindValue(1, signature);
        if (!remember.exec()) {
            const QSqlError error = remember.lastError();
            db.rollback();
            forgetInflatedChunk();
            return indexError(m_file, IndexText::tr("the index cannot be written"), error);
        }
        if (++inTransaction >= kTasksPerTransaction) {
            db.commit();
            db.transaction();
            inTransaction = 0;
        }
    }
    // Tasks gone from the dataset (unless stopped half way, when not every task was seen).
    if (!job.isStopRequested()) {
        for (auto it = known.cbegin(); it != known.cend(); ++it) {
            if (present.contains(it.key()))
                continue;
            if (!writer.removeTask(it.key()))
                return fail(IndexText::tr("the index cannot be written"));
            QSqlQuery forget(db);
            forget.prepare(u"DELETE FROM tasks WHERE id = ?"_s);
            forget.bindValue(0, it.key());
            forget.exec();
            QSqlQuery attempts(db);
            attempts.prepare(u"DELETE FROM attempts WHERE task = ?"_s);
            attempts.bindValue(0, it.key());
            attempts.exec();
            ++update.tasksRemoved;
        }
    }
    if (!job.isStopRequested()) {
        QSqlQuery remember(db);
        remember.prepare(u"INSERT OR REPLACE INTO meta(key, value) VALUES('text_signature', ?)"_s);
        remember.bindValue(0, datasetSignature);
        remember.exec();
    }
    if (!db.commit())
        return indexError(m_file, IndexText::tr("the index cannot be written"), db.lastError());
    // The write-ahead log grew by what was written: give it back to the disk.
    exec(db, u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    update.entries = writer.rows();
    update.exitStatuses = exitStatuses(db);
    job.setProgress(1000);
    m_rebuilt = false;
    m_rebuiltBecause.clear();
    return update;
}

Result<int> DatasetIndex::search(const QString &query, const SearchFilter &filter,
                                 const std::function<bool(const SearchHit &)> &onHit) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString sql = u"SELECT s.task, s.attempt, e.kind, e.step, e.file, "
                  "snippet(entries_fts, 0, char(2), char(3), '\u2026', 24), coalesce(a.model, '') "
                  "FROM entries_fts JOIN entries e ON e.rowid = entries_fts.rowid "
                  "JOIN sources s ON s.id = e.source "
                  "LEFT JOIN attempts a ON a.task = s.task AND a.id = s.attempt "
                  "WHERE entries_fts MATCH ?"_s;
    QVariantList values{query};
    const auto in = [&](const QString &column, const QStringList &list) {
        if (list.isEmpty())
            return;
        QStringList marks;
        for (const QString &value : list) {
            marks << u"?"_s;
            values << value;
        }
        sql += u" AND "_s + column + u" IN ("_s + marks.join(u", "_s) + u')';
    };
    in(u"s.task"_s, filter.tasks);
    in(u"coalesce(a.model, '')"_s, filter.models);
    QStringList statuses;
    for (const QString &status : filter.exitStatuses)
        statuses << status.toLower();
    in(u"lower(a.status)"_s, statuses);
    if (filter.flagged) {
        sql += u" AND instr(a.flags, ?) > 0"_s;
        values << (*filter.flagged == FlagKind::FalsePositive ? u"FP"_s : u"FN"_s);
    }
    if (!filter.kinds.isEmpty()) {
        QStringList kinds;
        for (IndexedKind kind : filter.kinds)
            kinds << QString::number(kindNumber(kind));
        sql += u" AND e.kind IN ("_s + kinds.join(u", "_s) + u')';
    }
    if (!filter.file.isEmpty()) {
        sql += u" AND instr(e.file, ?) > 0"_s;
        values << filter.file;
    }
    sql += u" ORDER BY s.task, s.attempt, e.step, e.rowid"_s;
    if (filter.limit > 0)
        sql += u" LIMIT "_s + QString::number(filter.limit);

    QSqlQuery select(db);
    select.setForwardOnly(true);
    if (!select.prepare(sql))
        return indexError(m_file, IndexText::tr("the search cannot be prepared"), select.lastError());
    for (int i = 0; i < values.size(); ++i)
        select.bindValue(i, values[i]);
    if (!select.exec()) {
        const QString said = sqlError(select.lastError());
        return makeError(Error::Code::Parse, IndexText::tr("the query cannot be run: %1").arg(said));
    }
    int hits = 0;
    while (select.next()) {
        SearchHit hit;
        hit.task = select.value(0).toString();
        hit.attempt = select.value(1).toString();
        const int kind = select.value(2).toInt();
        if (kind >= kindNumber(IndexedKind::Query) && kind <= kindNumber(IndexedKind::Test))
            hit.kind = static_cast<IndexedKind>(kind);
        hit.step = select.value(3).toInt();
        hit.file = select.value(4).toString();
        hit.snippet = select.value(5).toString();
        hit.model = select.value(6).toString();
        ++hits;
        if (!onHit(hit))
            break;
    }
    return hits;
}

} // namespace heddle
