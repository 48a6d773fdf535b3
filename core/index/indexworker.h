#pragma once

#include <core/index/datasetindex.h>

#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace heddle {

/// A dataset's index behind a thread of its own, so that the window never waits: updates and searches are queued to
/// it, progress and hits come back as signals, hits in small batches as they are found. A newer dataset or search
/// supersedes what is queued or running.
class IndexWorker : public QObject
{
    Q_OBJECT

public:
    explicit IndexWorker(QObject *parent = nullptr);
    ~IndexWorker() override;

    /// Opens the index of the dataset at root and brings it up to date (indexFile: see DatasetIndex::open). An update
    /// still running for another dataset stops.
    void setDataset(const QString &root, const QString &indexFile = {});
    /// Reads what changed on disk since the last update.
    void refresh();
    /// Runs a search; its hits and its end carry the returned number, and a newer search drops an older one's.
    int search(const QString &query, const SearchFilter &filter);

Q_SIGNALS:
    /// The update's progress (0..1000); tasksIndexed so far is not known until updated().
    void progress(int permille);
    void updated(const heddle::IndexUpdate &update);
    /// The index could not be opened or updated: why, in plain words.
    void failed(const QString &message);
    void hitsFound(int search, const QList<heddle::SearchHit> &hits);
    /// The search ended: how many hits, how long it took, and why it failed (a query FTS5 cannot parse), if it did.
    void searchFinished(int search, int hits, qint64 milliseconds, const QString &error);

private:
    class Engine;
    QThread *m_thread;
    Engine *m_engine;
    std::shared_ptr<std::atomic<int>> m_datasetGeneration;
    std::shared_ptr<std::atomic<int>> m_searchGeneration;
};

} // namespace heddle
