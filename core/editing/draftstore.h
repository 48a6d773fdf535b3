#pragma once

#include <core/util/result.h>
#include <core/util/sha256.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace heddle {

/// An autosaved copy of unsaved edits to one test file of one task.
struct Draft {
    QString dataset;       // the dataset root, absolute
    QString task;          // the task id
    QString path;          // the test file, relative to the repository root
    QByteArray baseSha256; // hex SHA-256 of the saved content the edit started from
    QDateTime savedAt;     // when the draft was written (UTC)
    QByteArray content;
    QString fileName;         // the draft file, absolute; filled by DraftStore
    bool baseChanged = false; // the saved file no longer has baseSha256; filled by TestEditSession
};

/// Drafts in one folder, one JSON file per (dataset root, task, test path), named by a hash of the three so that
/// any path is a safe file name. Files are written atomically; an unreadable file is reported, never removed.
class DraftStore
{
    Q_DECLARE_TR_FUNCTIONS(heddle::DraftStore)

public:
    explicit DraftStore(QString folder = {});

    QString folder() const { return m_folder; }
    void setFolder(const QString &folder) { m_folder = folder; }

    /// The draft file for the key, whether or not it exists.
    QString fileNameFor(const QString &datasetRoot, const QString &taskId, const QString &path) const;

    /// Writes (or replaces) the draft for draft.dataset/task/path; savedAt is set to now when it is invalid.
    Result<void> write(const Draft &draft) const;
    /// Error::Code::NotFound when there is no draft for the key.
    Result<Draft> read(const QString &datasetRoot, const QString &taskId, const QString &path) const;
    /// Removing a draft that does not exist succeeds.
    Result<void> remove(const QString &datasetRoot, const QString &taskId, const QString &path) const;

    /// Drafts of one task; files that cannot be read are appended to problems (file name and reason).
    QList<Draft> draftsFor(const QString &datasetRoot, const QString &taskId, QList<Error> *problems = nullptr) const;
    QList<Draft> allDrafts(QList<Error> *problems = nullptr) const;

    /// Parses one draft file; exposed for tests and for a future recovery dialog.
    static Result<Draft> readFile(const QString &fileName);

private:
    QString m_folder;
};

/// The form dataset roots take in drafts, so that "data/", "./data" and a symlink name the same dataset.
QString normalizedDatasetRoot(const QString &root);

} // namespace heddle
