#pragma once

#include <core/editing/draftstore.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QHash>
#include <QObject>
#include <QSet>

class QTimer;

namespace heddle {

/// The editing state of the test files of one task: current text, what is unsaved, autosaved drafts and the drafts
/// left by an earlier run that ended without saving. Saving goes through saveTestFile (atomic, into the dataset).
class TestEditSession : public QObject
{
    Q_OBJECT

public:
    explicit TestEditSession(const QString &draftFolder, QObject *parent = nullptr);
    /// Writes drafts of unsaved edits, so that closing without asking never loses them.
    ~TestEditSession() override;

    /// Drafts of the previous task's unsaved edits are written first; recoverable drafts of the new one are found.
    void setTask(const QString &datasetRoot, const Task &task);
    /// The same with the new task's drafts already read (off the GUI thread, with the rest of the task): drafts and
    /// problems as DraftStore::draftsFor gives them.
    void setTask(const QString &datasetRoot, const Task &task, QList<Draft> drafts, QList<Error> problems);
    void clear();
    /// The same task after an edit of its definition (a test file added, renamed or removed): unsaved typing in the
    /// files it keeps with the same saved content stays, with its draft; typing in a file it removed goes, draft and
    /// all (the curator agreed to lose it).
    void updateTask(const Task &task);
    /// The task's flags after a verdict, a run or an import: nothing else of the task changes.
    void setFlags(const QList<Flag> &flags);

    QString datasetRoot() const { return m_root; }
    QString taskId() const { return m_task.id; }
    /// The task with the saved content of each test file.
    const Task &task() const { return m_task; }
    QStringList files() const;
    bool hasFile(const QString &path) const;

    QByteArray content(const QString &path) const;
    QByteArray savedContent(const QString &path) const;
    void setContent(const QString &path, const QByteArray &content);

    bool isModified(const QString &path) const;
    bool hasUnsavedChanges() const;
    QStringList modifiedFiles() const;

    Result<void> save(const QString &path);
    /// Saves every modified file; stops at the first failure and returns it.
    Result<void> saveAll();
    /// Back to the saved content; the file's draft goes too.
    void revert(const QString &path);
    void revertAll();

    /// Drafts of this task left by an earlier run whose content differs from the saved file.
    QList<Draft> recoverableDrafts() const { return m_recoverable; }
    /// Takes the recoverable draft's content as the current (unsaved) content of path.
    Result<void> restoreDraft(const QString &path);
    /// Removes the recoverable drafts from disk (the curator chose not to restore them).
    void discardDrafts();
    /// Draft files of the drafts folder that could not be read when the task was set.
    QList<Error> draftProblems() const { return m_problems; }

    /// Writes drafts of modified files now instead of when the autosave timer fires.
    Result<void> flushDrafts();

    int autosaveInterval() const;
    void setAutosaveInterval(int milliseconds);
    QString draftFolder() const { return m_store.folder(); }

Q_SIGNALS:
    void taskChanged();
    void flagsChanged();
    /// Any change of content(path): typing, revert, restoreDraft.
    void contentChanged(const QString &path);
    void modifiedChanged(const QString &path, bool modified);
    void saved(const QString &path);
    void draftWritten(const QString &path);
    void recoverableDraftsChanged();
    void error(const heddle::Error &error);

private:
    void setCurrent(const QString &path, const QByteArray &content);
    void dropRecoverable(const QString &path);
    TestFile *savedFile(const QString &path);
    const TestFile *savedFile(const QString &path) const;

    DraftStore m_store;
    QTimer *m_autosave = nullptr;
    QString m_root;
    Task m_task;
    QHash<QString, QByteArray> m_current; // only files whose content differs from the saved one
    QSet<QString> m_draftPending;         // changed since their draft was last written (or removed)
    QList<Draft> m_recoverable;
    QList<Error> m_problems;
};

} // namespace heddle
