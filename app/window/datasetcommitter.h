#pragma once

#include <core/history/datasethistory.h>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace heddle {

class JobQueue;
class Settings;

/// Turns every save into a commit when the dataset lives in a git repository: the curator as author (from the
/// settings, else git's configuration), a message that says what in its first line and why below. Commits are made
/// off the GUI thread, one after another in the order they were asked for; none is lost when the window closes.
class DatasetCommitter : public QObject
{
    Q_OBJECT

public:
    explicit DatasetCommitter(const Settings *settings, QObject *parent = nullptr);

    /// The dataset and where it lies in git (as found when it was opened); an error is reported, and taken as no
    /// repository.
    void setDataset(const QString &root, const Result<DatasetRepository> &repository);
    bool isRepository() const { return m_inRepository; }
    QString root() const { return m_root; }

    /// Commits exactly these dataset paths (relative to its root) after the commits asked for before, with the bytes
    /// their files hold now (read here, so two quick saves make two commits that each hold their own save); nothing
    /// happens outside a repository. A writer that read its files back right after writing them, off the GUI thread,
    /// gives them as saved: the next write may land before this call, and its bytes must not go into this commit.
    void commit(const QStringList &paths, const QString &summary, const QString &details = {},
                const SavedFiles &saved = {});
    /// While paused (a sync or a revert works on the repository), new commits wait; resuming queues them.
    void setPaused(bool paused);
    /// True while commits are being made or wait their turn (paused ones not counted).
    bool isBusy() const;
    /// Calls then (on context's thread, while context lives) once every commit queued so far is made.
    void whenIdle(QObject *context, std::function<void()> then);

    /// Makes the dataset a repository with an initial commit of everything, here and now; false with problem() on
    /// failure. The window does the same off the GUI thread and hands the outcome to adoptRepository().
    bool makeRepository();
    /// Takes the outcome of initDatasetRepository on the dataset: from now on saves are commits; false with problem()
    /// when it failed.
    bool adoptRepository(const Result<DatasetRepository> &made);

Q_SIGNALS:
    void committed(const QString &commitId, const QString &summary);
    void problem(const QString &message);
    void repositoryChanged(bool inRepository);
    /// The last commit queued is made.
    void idle();

private:
    void commitSaved(const QStringList &paths, const SavedFiles &saved, const QString &summary, const QString &details);

    struct Pending {
        QStringList paths;
        SavedFiles saved;
        QString summary;
        QString details;
    };

    const Settings *m_settings;
    JobQueue *m_queue;
    QString m_root;
    bool m_inRepository = false;
    bool m_paused = false;
    QList<Pending> m_held;
};

} // namespace heddle
