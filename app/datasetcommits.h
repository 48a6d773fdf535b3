#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace heddle {

/// Turns every save into a commit when the dataset lives in a git repository: the curator as author (name and email
/// from the settings or git's configuration), a message that says what in its first line and why below.
class DatasetCommitter : public QObject
{
    Q_OBJECT

public:
    explicit DatasetCommitter(QObject *parent = nullptr);

    /// Finds the dataset's repository; none is not an error.
    void setDataset(const QString &root);
    bool isRepository() const { return m_inRepository; }
    QString root() const { return m_root; }

    /// Commits exactly these dataset paths (relative to its root); nothing happens outside a repository.
    void commit(const QStringList &paths, const QString &summary, const QString &details = {});
    /// While paused (a sync works on the repository from another thread), commits wait and are made on resume.
    void setPaused(bool paused);

    /// Makes the dataset a repository with an initial commit of everything; false with problem() on failure.
    bool makeRepository();

Q_SIGNALS:
    void committed(const QString &commitId, const QString &summary);
    void problem(const QString &message);
    void repositoryChanged(bool inRepository);

private:
    QString m_root;
    bool m_inRepository = false;
    bool m_paused = false;
    struct Pending {
        QStringList paths;
        QString summary;
        QString details;
    };
    QList<Pending> m_pending;
};

} // namespace heddle
