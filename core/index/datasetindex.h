#pragma once

#include <core/dataset/dataset.h>
#include <core/index/datasetstamp.h>
#include <core/jobs/jobcontrol.h>
#include <core/util/result.h>

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace heddle {

/// What an index entry holds: a step's thought, action or observation, a patch file's diff, a test file, the query.
/// The index stores each kind's number: a new kind goes last.
enum class IndexedKind {
    Query,
    Thought,
    Action,
    Observation,
    Patch,
    Test
};

QString indexedKindName(IndexedKind kind);
/// The kind a name stands for ("thought", "action", ...); false when it names none.
bool indexedKindFromName(QStringView name, IndexedKind *kind);

/// One place a search matched.
struct SearchHit {
    QString task;
    QString attempt; // empty: the task's own text (query, reference patch, test files)
    QString model;   // the attempt's model
    IndexedKind kind = IndexedKind::Query;
    int step = -1; // the trajectory step, for thoughts, actions and observations
    QString file;  // the patch's file or the test file
    /// The matching text around the match, plain text, with each matched term between kMatchStart and kMatchEnd.
    QString snippet;
};

inline constexpr QChar kMatchStart = QChar(0x2);
inline constexpr QChar kMatchEnd = QChar(0x3);

/// What narrows a search beyond its query.
struct SearchFilter {
    QStringList tasks;               // empty: every task
    QStringList models;              // empty: every model
    QList<IndexedKind> kinds;        // empty: every kind
    QString file;                    // a patch or test file's path contains this
    int limit = 1000;                // the most hits returned; 0: no bound
    QStringList exitStatuses;        // only attempts that ended so ("submitted", "resolved", ...); empty: any
    std::optional<FlagKind> flagged; // only attempts a flag of this kind names
};

/// What an update of the index did.
struct IndexUpdate {
    int tasks = 0;        // tasks in the dataset
    int tasksIndexed = 0; // tasks read again (new or changed)
    int tasksRemoved = 0; // tasks gone from the dataset
    int trajectoriesParsed = 0;
    int entries = 0;          // rows written
    bool rebuilt = false;     // the index file was missing, of another version or corrupt, and was made anew
    QString rebuiltBecause;   // why, when rebuilt and the file was there
    QStringList problems;     // files that could not be read, each with the reason; the rest is indexed
    QStringList exitStatuses; // how the dataset's attempts ended, lower-cased, each once
};

/// A task's queue row as the index keeps it, with the signature of the files it was read from.
struct KeptSummary {
    QString signature; // taskSignature(..., SignedFiles::Summary) when it was read; empty: not to be trusted
    QString counts;    // taskSignature(..., SignedFiles::Counts) when it was read; empty: not to be trusted
    TaskSummary summary;
};

/// The queue's rows an index keeps, and what heddle-dataset.json was when they were kept.
struct KeptSummaries {
    QString description;               // DatasetStamp::description
    QHash<QString, KeptSummary> tasks; // by task id; a row that cannot be read back is not here
};

/// A dataset's search index: an SQLite file (FTS5) in the user's cache folder, keyed by the dataset's path and never
/// inside the dataset. It indexes the full text of every task's query, reference patch, test files and attempts'
/// patches and trajectory steps (the first 256 Ki characters of each), and keeps that text once, deflated in chunks
/// (EntryWriter), for the snippets: about half the size of the text it indexes. update() reads only the tasks whose
/// files changed since (by size and modification time); a file of another version, or one SQLite finds corrupt, is
/// removed and built anew, never trusted. One object per thread: the connection is the object's own.
class DatasetIndex
{
public:
    enum class Mode {
        CreateOrRebuild, // a missing, corrupt or older index is made anew
        ExistingOnly     // such an index is an error and is left alone (a reader beside the one that builds it)
    };
    /// Opens (or creates) the index of the dataset at root. indexFile overrides where it lives (tests, benchmarks).
    static Result<DatasetIndex *> open(const QString &root, const QString &indexFile = {},
                                       Mode mode = Mode::CreateOrRebuild);
    ~DatasetIndex();
    DatasetIndex(const DatasetIndex &) = delete;
    DatasetIndex &operator=(const DatasetIndex &) = delete;

    /// The index file of the dataset at root: <cache>/index/<hash of the canonical path>.sqlite.
    static QString defaultIndexFile(const QString &root);
    static int schemaVersion();

    const QString &file() const { return m_file; }
    /// Whether open() had to start from an empty index, and why (another version, corruption).
    bool wasRebuilt() const { return m_rebuilt; }
    const QString &rebuiltBecause() const { return m_rebuiltBecause; }

    /// Brings the index up to date with the dataset on disk; progress in thousandths through job. An index whose
    /// stored text turns out damaged on the way is made anew, as a corrupt file is.
    Result<IndexUpdate> update(const JobControl &job = JobControl::none());

    /// Runs an FTS5 query (words, "phrases", prefix*, AND/OR/NOT, NEAR) through filter; onHit gets each hit, ordered
    /// by task, attempt and step, and returns false to stop. Returns the number of hits; a query FTS5 cannot parse is
    /// an error saying why.
    Result<int> search(const QString &query, const SearchFilter &filter,
                       const std::function<bool(const SearchHit &)> &onHit) const;

    /// Keeps the queue's rows of the dataset as a full read found them, for the next open (replacing the old ones),
    /// each with its signature from stamp, taken before the read.
    Result<void> storeSummaries(const QList<TaskSummary> &tasks, const DatasetStamp &stamp);
    /// Replaces the rows of the changed tasks and drops those of the tasks gone, keeping the others.
    Result<void> updateSummaries(const QList<TaskSummary> &changed, const QStringList &gone, const DatasetStamp &stamp);
    /// The rows kept by storeSummaries, ordered by id; nothing when none are kept or one cannot be read back.
    std::optional<QList<TaskSummary>> summaries() const;
    /// The kept rows with their signatures, to tell which still describe their files; nothing when none were kept.
    std::optional<KeptSummaries> keptSummaries() const;

    /// How many entries the index holds.
    qint64 entryCount() const;
    /// The bytes of text (UTF-8) the index holds entries for.
    qint64 textBytes() const;
    /// Checks the full-text index against the text it was made from, entry by entry: an error says what differs.
    Result<void> verify() const;

private:
    DatasetIndex(QString root, QString file, QString connection);
    // forcedBecause: start again from an empty index for this reason, whatever the file holds.
    Result<void> prepare(const QString &forcedBecause = {});
    Result<IndexUpdate> updateOnce(const JobControl &job);
    Result<void> writeSummaries(const QList<TaskSummary> &tasks, const QStringList &gone, const DatasetStamp &stamp,
                                bool replaceAll);

    QString m_root;
    QString m_file;
    QString m_connection;
    bool m_rebuilt = false;
    bool m_existingOnly = false;
    QString m_rebuiltBecause;
};

} // namespace heddle
