#pragma once

#include <QString>

namespace heddle {

/// The file that makes a folder a Heddle dataset, for code that needs it as a constant; DatasetLayout::datasetFile()
/// gives the same name.
inline constexpr char16_t kDatasetFileName[] = u"heddle-dataset.json";

/// Where everything of a dataset lives on disk. The only place that spells the layout out: every other module asks
/// here. Paths come relative to the dataset root ("tasks/<id>/review.json"), the form commits, errors and the
/// command line use; DatasetLayout::at(root) turns them absolute.
class DatasetLayout
{
public:
    explicit DatasetLayout(QString root);

    const QString &root() const { return m_root; }
    /// root + "/" + relative; relative may be empty (the root itself).
    QString at(const QString &relative) const;
    /// The path relative to the root of an absolute path inside the dataset; the path unchanged when outside.
    QString relative(const QString &absolute) const;

    static QString datasetFile();                     // heddle-dataset.json
    static QString tasksFolder();                     // tasks
    static QString taskFolder(const QString &taskId); // tasks/<id>
    static QString taskFile(const QString &taskId);   // tasks/<id>/task.json
    /// tasks/<id>/<name>: a file task.json names by its path inside the task folder (the reference patch).
    static QString inTaskFolder(const QString &taskId, const QString &name);
    static QString referencePatchName(); // reference.patch, the name a saved task gives its reference patch
    static QString reviewFile(const QString &taskId);                    // tasks/<id>/review.json
    static QString curationFile(const QString &taskId);                  // tasks/<id>/curation.json
    static QString presentationFile(const QString &taskId);              // tasks/<id>/presentation.json
    static QString testFilesFolder(const QString &taskId);               // tasks/<id>/test-files
    static QString testFile(const QString &taskId, const QString &path); // tasks/<id>/test-files/<path>
    static QString attemptsFolder(const QString &taskId);                // tasks/<id>/attempts
    static QString attemptFolder(const QString &taskId, const QString &attemptId);
    static QString attemptFile(const QString &taskId, const QString &attemptId); // …/attempts/<a>/attempt.json
    /// …/attempts/<a>/<name>: a file attempt.json names by its path inside the attempt folder (patch, trajectory).
    static QString inAttemptFolder(const QString &taskId, const QString &attemptId, const QString &name);
    static QString attemptPatchName();                      // patch.diff, the name a saved attempt gives its patch
    static QString validationFolder(const QString &taskId); // tasks/<id>/validation
    static QString runRecordFile(const QString &taskId, const QString &runId); // …/validation/<run>.json
    static QString runLogFolder(const QString &taskId, const QString &runId);  // …/validation/<run>
    /// …/validation/<run>/<label>.log, label as "reference-1", "empty-2", "<attempt>-1".
    static QString runLogFile(const QString &taskId, const QString &runId, const QString &label);
    static QString mutationFolder(const QString &taskId); // tasks/<id>/mutation: mutation analysis run records
    static QString mutationRecordFile(const QString &taskId, const QString &runId); // …/mutation/<run>.json
    static QString agentRunsFolder(const QString &taskId); // tasks/<id>/agent-runs: review agent run records
    static QString agentRunFile(const QString &taskId, const QString &runId); // …/agent-runs/<run>.json
    /// .heddle-cache: what can be computed again (never committed by Heddle, safe to delete).
    static QString cacheFolder();
    /// .heddle-cache/write.lock: the dataset-wide writer lock (core/storage/writelock.h).
    static QString writeLockFile();
    /// .heddle-cache/mutation/<key>.json: one mutant's (or the reference's) test results, by content hash.
    static QString mutationCacheFile(const QString &key);
    /// .heddle-cache/digests: the sha256 of files the listing hashes, by size and time, so that an unchanged file is
    /// not read again when the dataset opens.
    static QString digestCacheFile();
    static QString curatorReviewsFolder(const QString &taskId);                      // tasks/<id>/reviews
    static QString curatorReviewFile(const QString &taskId, const QString &curator); // reviews/<curator file>.json
    static QString blindFolder(const QString &taskId);                               // tasks/<id>/blind
    static QString blindVerdictFile(const QString &taskId, const QString &curator);  // blind/<curator file>.json

    /// The curator's name as a file name: lower case, anything but letters, digits, '.', '_' and '-' made '-',
    /// no leading '.' or '-'; "curator" when nothing is left.
    static QString curatorFileName(const QString &curator);

private:
    QString m_root;
};

} // namespace heddle
