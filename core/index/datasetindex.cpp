#include <core/index/datasetindex.h>

#include <core/dataset/datasetio.h>
#include <core/index/datasetstamp.h>
#include <core/index/summaryjson.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>

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

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct IndexText {
    Q_DECLARE_TR_FUNCTIONS(heddle::DatasetIndex)
};

constexpr int kSchemaVersion = 5; // 5: a patch file's text is its hunks, without the git header

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
    // The text, once; the full-text index below points into it (external content).
    "CREATE TABLE entries(rowid INTEGER PRIMARY KEY, task TEXT NOT NULL, attempt TEXT NOT NULL, kind TEXT NOT NULL, "
    "step INTEGER NOT NULL, file TEXT NOT NULL, body TEXT NOT NULL)",
    "CREATE INDEX entries_by_attempt ON entries(task, attempt, kind)",
    "CREATE VIRTUAL TABLE entries_fts USING fts5(body, content='entries', content_rowid='rowid')",
    // The queue's rows as the dataset's files last gave them, each with the signature of the files it was read from
    // (SignedFiles::Summary): shown at once on the next open, and trusted where the files are as they were.
    "CREATE TABLE summaries(id TEXT PRIMARY KEY, signature TEXT NOT NULL, json BLOB NOT NULL)",
    "CREATE TRIGGER entries_added AFTER INSERT ON entries BEGIN "
    "INSERT INTO entries_fts(rowid, body) VALUES(new.rowid, new.body); END",
    "CREATE TRIGGER entries_removed AFTER DELETE ON entries BEGIN "
    "INSERT INTO entries_fts(entries_fts, rowid, body) VALUES('delete', old.rowid, old.body); END",
};

QString sqlError(const QSqlError &error)
{
    const QString driver = error.driverText();
    const QString database = error.databaseText();
    return database.isEmpty() ? driver : database;
}

// A file that is not an index of this version, or that SQLite cannot read: start again.
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

bool exec(QSqlDatabase &db, const QString &sql, QSqlError *error = nullptr)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError();
    return false;
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

// SQLite takes a null QString for NULL; the index keeps "" for "none".
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

class Writer
{
public:
    explicit Writer(QSqlDatabase &db)
        : m_insert(db)
        , m_db(db)
    {
        m_insert.prepare(u"INSERT INTO entries(task, attempt, kind, step, file, body) VALUES(?, ?, ?, ?, ?, ?)"_s);
    }

    bool add(const QString &task, const QString &attempt, IndexedKind kind, int step, const QString &file,
             const QString &body)
    {
        if (body.trimmed().isEmpty())
            return true;
        const QString kept = body.size() > kMaxEntryChars ? body.left(kMaxEntryChars) : body;
        m_insert.bindValue(0, text(task));
        m_insert.bindValue(1, text(attempt));
        m_insert.bindValue(2, indexedKindName(kind));
        m_insert.bindValue(3, step);
        m_insert.bindValue(4, text(file));
        m_insert.bindValue(5, kept);
        if (!m_insert.exec()) {
            m_error = m_insert.lastError();
            return false;
        }
        ++m_rows;
        return true;
    }

    // Removes rows matching where, with values bound in order; a trigger takes their full-text entries along.
    bool remove(const QString &where, const QVariantList &values)
    {
        QSqlQuery rows(m_db);
        rows.prepare(u"DELETE FROM entries WHERE "_s + where);
        for (int i = 0; i < values.size(); ++i)
            rows.bindValue(i, values[i]);
        if (!rows.exec()) {
            m_error = rows.lastError();
            return false;
        }
        return true;
    }

    int rows() const { return m_rows; }
    const QSqlError &error() const { return m_error; }

private:
    QSqlQuery m_insert;
    QSqlDatabase &m_db;
    QSqlError m_error;
    int m_rows = 0;
};

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

Result<void> DatasetIndex::prepare()
{
    const auto openFile = [this]() -> Result<QSqlDatabase> {
        QSqlDatabase db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                               : QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        db.setDatabaseName(m_file);
        if (!db.open())
            return indexError(m_file, IndexText::tr("the index cannot be opened"), db.lastError());
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
    QString why;
    {
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
    return Ok{};
}

qint64 DatasetIndex::entryCount() const
{
    QSqlQuery count(QSqlDatabase::database(m_connection, false));
    if (!count.exec(u"SELECT count(*) FROM entries"_s) || !count.next())
        return 0;
    return count.value(0).toLongLong();
}

Result<IndexUpdate> DatasetIndex::update(const JobControl &job)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    IndexUpdate update;
    update.rebuilt = m_rebuilt;
    update.rebuiltBecause = m_rebuiltBecause;
    const DatasetLayout layout(m_root);

    // What the index knows.
    QHash<QString, QString> known; // task -> signature
    {
        QSqlQuery tasks(db);
        if (!tasks.exec(u"SELECT id, signature FROM tasks"_s))
            return indexError(m_file, IndexText::tr("the index cannot be read"), tasks.lastError());
        while (tasks.next())
            known.insert(tasks.value(0).toString(), tasks.value(1).toString());
    }
    const QStringList ids =
        QDir(layout.at(DatasetLayout::tasksFolder())).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    update.tasks = int(ids.size());

    Writer writer(db);
    const auto fail = [&](const QString &what) {
        db.rollback();
        return indexError(m_file, what, writer.error());
    };
    QSet<QString> present;
    int inTransaction = 0;
    db.transaction();
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (job.isStopRequested())
            break;
        job.setProgress(int(i * 1000 / std::max<qsizetype>(1, ids.size())));
        const QString &id = ids[i];
        present.insert(id);
        const QString folder = layout.at(DatasetLayout::taskFolder(id));
        const QString signature = taskSignature(folder, SignedFiles::Text);
        if (known.value(id) == signature)
            continue;

        // The task's own text goes and comes again; an attempt's trajectory only when its file changed.
        QHash<QString, QString> stamps; // attempt -> trajectory stamp the index holds
        {
            QSqlQuery attempts(db);
            attempts.prepare(u"SELECT id, trajectory FROM attempts WHERE task = ?"_s);
            attempts.bindValue(0, id);
            if (attempts.exec())
                while (attempts.next())
                    stamps.insert(attempts.value(0).toString(), attempts.value(1).toString());
        }
        if (!writer.remove(u"task = ? AND kind IN ('query', 'patch', 'test')"_s, {id}))
            return fail(IndexText::tr("the index cannot be written"));
        QSqlQuery forget(db);
        forget.prepare(u"DELETE FROM attempts WHERE task = ?"_s);
        forget.bindValue(0, id);
        forget.exec();

        Result<Task> task = loadTask(m_root, id);
        if (!task) {
            update.problems << task.error().toString();
            if (!writer.remove(u"task = ?"_s, {id}))
                return fail(IndexText::tr("the index cannot be written"));
        } else {
            ++update.tasksIndexed;
            writer.add(id, {}, IndexedKind::Query, -1, {}, task->query);
            for (const auto &[file, text] : patchFiles(task->referencePatch))
                writer.add(id, {}, IndexedKind::Patch, -1, file, text);
            for (const TestFile &test : task->tests.files)
                writer.add(id, {}, IndexedKind::Test, -1, test.path, QString::fromUtf8(test.content));
            QSet<QString> attemptIds;
            for (const Attempt &attempt : task->attempts) {
                attemptIds.insert(attempt.id);
                for (const auto &[file, text] : patchFiles(attempt.patch))
                    writer.add(id, attempt.id, IndexedKind::Patch, -1, file, text);
                QString stamp;
                if (attempt.trajectory.isValid()) {
                    const QString path =
                        layout.at(DatasetLayout::inAttemptFolder(id, attempt.id, attempt.trajectory.file));
                    stamp = trajectoryStamp(path);
                    if (stamp.isEmpty() || stamp != stamps.value(attempt.id)) {
                        if (!writer.remove(
                                u"task = ? AND attempt = ? AND kind IN ('thought', 'action', 'observation')"_s,
                                {id, attempt.id}))
                            return fail(IndexText::tr("the index cannot be written"));
                        // Read lean, step by step, so a trajectory of any size costs a few steps' memory.
                        const auto lean = LeanTrajectory::open(path, attempt.trajectory.format);
                        int written = -1;
                        const Result<TrajectoryInfo> read =
                            !lean ? Result<TrajectoryInfo>(lean.error())
                                  : (*lean)->readSteps(
                                        [&](const QList<LeanStep> &steps) {
                                            for (const LeanStep &lean : steps) {
                                                const TrajectoryStep &step = lean.preview;
                                                // A step given again (a late observation) replaces its entries.
                                                if (step.index <= written)
                                                    writer.remove(u"task = ? AND attempt = ? AND step = ? AND kind IN "
                                                                  "('thought', 'action', 'observation')"_s,
                                                                  {id, attempt.id, step.index});
                                                written = std::max(written, step.index);
                                                writer.add(id, attempt.id, IndexedKind::Thought, step.index, {},
                                                           step.thought);
                                                writer.add(id, attempt.id, IndexedKind::Action, step.index, {},
                                                           step.action);
                                                writer.add(id, attempt.id, IndexedKind::Observation, step.index, {},
                                                           step.observation);
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
                } else if (!writer.remove(u"task = ? AND attempt = ?"_s, {id, attempt.id})) {
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
                    return indexError(m_file, IndexText::tr("the index cannot be written"), error);
                }
            }
            // Attempts gone from the task.
            for (auto it = stamps.cbegin(); it != stamps.cend(); ++it)
                if (!attemptIds.contains(it.key()) && !writer.remove(u"task = ? AND attempt = ?"_s, {id, it.key()}))
                    return fail(IndexText::tr("the index cannot be written"));
        }
        if (!writer.error().text().isEmpty())
            return fail(IndexText::tr("the index cannot be written"));
        QSqlQuery remember(db);
        remember.prepare(u"INSERT OR REPLACE INTO tasks(id, signature) VALUES(?, ?)"_s);
        remember.bindValue(0, id);
        remember.bindValue(1, signature);
        if (!remember.exec()) {
            const QSqlError error = remember.lastError();
            db.rollback();
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
            if (!writer.remove(u"task = ?"_s, {it.key()}))
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
    if (!db.commit())
        return indexError(m_file, IndexText::tr("the index cannot be written"), db.lastError());
    update.entries = writer.rows();
    QSqlQuery statuses(db);
    if (statuses.exec(u"SELECT DISTINCT lower(status) FROM attempts WHERE status != '' ORDER BY 1"_s))
        while (statuses.next())
            update.exitStatuses << statuses.value(0).toString();
    job.setProgress(1000);
    m_rebuilt = false;
    m_rebuiltBecause.clear();
    return update;
}

Result<int> DatasetIndex::search(const QString &query, const SearchFilter &filter,
                                 const std::function<bool(const SearchHit &)> &onHit) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString sql = u"SELECT e.task, e.attempt, e.kind, e.step, e.file, "
                  "snippet(entries_fts, 0, char(2), char(3), '\u2026', 24), coalesce(a.model, '') "
                  "FROM entries_fts JOIN entries e ON e.rowid = entries_fts.rowid "
                  "LEFT JOIN attempts a ON a.task = e.task AND a.id = e.attempt "
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
    in(u"e.task"_s, filter.tasks);
    in(u"coalesce(a.model, '')"_s, filter.models);
    QStringList statuses;
    for (const QString &status : filter.exitStatuses)
        statuses << status.toLower();
    in(u"lower(a.status)"_s, statuses);
    if (filter.flagged) {
        sql += u" AND instr(a.flags, ?) > 0"_s;
        values << (*filter.flagged == FlagKind::FalsePositive ? u"FP"_s : u"FN"_s);
    }
    QStringList kinds;
    for (IndexedKind kind : filter.kinds)
        kinds << indexedKindName(kind);
    in(u"e.kind"_s, kinds);
    if (!filter.file.isEmpty()) {
        sql += u" AND instr(e.file, ?) > 0"_s;
        values << filter.file;
    }
    sql += u" ORDER BY e.task, e.attempt, e.step, e.rowid"_s;
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
        indexedKindFromName(select.value(2).toString(), &hit.kind);
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
        return indexError(m_file, IndexText::tr("the index cannot be written"), db.lastError());
    const auto failed = [&](const QSqlError &error) {
        db.rollback();
        return indexError(m_file, IndexText::tr("the index cannot be written"), error);
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
    insert.prepare(u"INSERT OR REPLACE INTO summaries(id, signature, json) VALUES(?, ?, ?)"_s);
    for (const TaskSummary &task : tasks) {
        insert.bindValue(0, task.id);
        insert.bindValue(1, text(stamp.tasks.value(task.id))); // none: never matches, read again next time
        insert.bindValue(2, summaryToJson(task));
        if (!insert.exec())
            return failed(insert.lastError());
    }
    QSqlQuery meta(db);
    meta.prepare(u"INSERT OR REPLACE INTO meta(key, value) VALUES('summaries_description', ?)"_s);
    meta.bindValue(0, text(stamp.description));
    if (!meta.exec())
        return failed(meta.lastError());
    if (!db.commit())
        return indexError(m_file, IndexText::tr("the index cannot be written"), db.lastError());
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
    QSqlQuery select(db);
    select.setForwardOnly(true);
    if (!select.exec(u"SELECT id, signature, json FROM summaries"_s))
        return std::nullopt;
    while (select.next()) {
        // A row that cannot be read back is left out: its task is read from its files.
        std::optional<TaskSummary> task = summaryFromJson(select.value(2).toByteArray());
        const QString id = select.value(0).toString();
        if (task && task->id == id)
            kept.tasks.insert(id, {select.value(1).toString(), std::move(*task)});
    }
    return kept;
}

std::optional<QList<TaskSummary>> DatasetIndex::summaries() const
{
    QSqlQuery select(QSqlDatabase::database(m_connection, false));
    select.setForwardOnly(true);
    if (!select.exec(u"SELECT json FROM summaries ORDER BY id"_s))
        return std::nullopt;
    QList<TaskSummary> tasks;
    while (select.next()) {
        std::optional<TaskSummary> task = summaryFromJson(select.value(0).toByteArray());
        if (!task)
            return std::nullopt; // not trusted: the caller reads the dataset itself
        tasks.append(std::move(*task));
    }
    if (tasks.isEmpty())
        return std::nullopt;
    return tasks;
}

} // namespace heddle
