#include <core/index/indexworker.h>

#include <QElapsedTimer>
#include <QThread>

#include <utility>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {
constexpr int kHitsPerBatch = 50;
} // namespace

/// Lives on the worker's thread and owns the index there (an SQLite connection belongs to one thread).
class IndexWorker::Engine : public QObject
{
public:
    Engine(IndexWorker *owner, std::shared_ptr<std::atomic<int>> datasetGeneration,
           std::shared_ptr<std::atomic<int>> searchGeneration)
        : m_owner(owner)
        , m_datasetGeneration(std::move(datasetGeneration))
        , m_searchGeneration(std::move(searchGeneration))
    {}

    void open(const QString &root, const QString &indexFile, int generation)
    {
        m_index.reset();
        if (generation != m_datasetGeneration->load())
            return;
        Result<DatasetIndex *> opened = DatasetIndex::open(root, indexFile);
        if (!opened) {
            Q_EMIT m_owner->failed(opened.error().toString());
            return;
        }
        m_index.reset(*opened);
        update(generation);
    }

    void update(int generation)
    {
        if (!m_index || generation != m_datasetGeneration->load())
            return;
        const JobControl job([this, generation] { return generation != m_datasetGeneration->load(); },
                             [this](int permille) { Q_EMIT m_owner->progress(permille); });
        Result<IndexUpdate> update = m_index->update(job);
        if (generation != m_datasetGeneration->load())
            return;
        if (!update)
            Q_EMIT m_owner->failed(update.error().toString());
        else
            Q_EMIT m_owner->updated(*update);
    }

    void search(int id, const QString &query, const SearchFilter &filter)
    {
        if (id != m_searchGeneration->load())
            return; // a newer search is queued
        if (!m_index) {
            Q_EMIT m_owner->searchFinished(id, 0, 0, IndexWorker::tr("The dataset's index is not open."));
            return;
        }
        QElapsedTimer timer;
        timer.start();
        QList<SearchHit> batch;
        const Result<int> found = m_index->search(query, filter, [&](const SearchHit &hit) {
            batch.append(hit);
            if (batch.size() >= kHitsPerBatch) {
                Q_EMIT m_owner->hitsFound(id, std::exchange(batch, {}));
            }
            return id == m_searchGeneration->load();
        });
        if (!batch.isEmpty())
            Q_EMIT m_owner->hitsFound(id, batch);
        Q_EMIT m_owner->searchFinished(id, found ? *found : 0, timer.elapsed(),
                                       found ? QString() : found.error().message);
    }

    void close() { m_index.reset(); }

private:
    IndexWorker *m_owner;
    std::shared_ptr<std::atomic<int>> m_datasetGeneration;
    std::shared_ptr<std::atomic<int>> m_searchGeneration;
    std::unique_ptr<DatasetIndex> m_index;
};

IndexWorker::IndexWorker(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_datasetGeneration(std::make_shared<std::atomic<int>>(0))
    , m_searchGeneration(std::make_shared<std::atomic<int>>(0))
{
    m_engine = new Engine(this, m_datasetGeneration, m_searchGeneration);
    m_engine->moveToThread(m_thread);
    m_thread->setObjectName(u"heddle-index"_s);
    m_thread->start();
}

IndexWorker::~IndexWorker()
{
    ++*m_datasetGeneration; // an update running stops between tasks
    ++*m_searchGeneration;
    Engine *engine = m_engine;
    // Synchronously, on the engine's thread: the connection closes where it was opened.
    QMetaObject::invokeMethod(
        engine,
        [engine] {
            engine->close();
            delete engine;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void IndexWorker::setDataset(const QString &root, const QString &indexFile)
{
    const int generation = ++*m_datasetGeneration;
    Engine *engine = m_engine;
    QMetaObject::invokeMethod(engine,
                              [engine, root, indexFile, generation] { engine->open(root, indexFile, generation); });
}

void IndexWorker::refresh()
{
    const int generation = m_datasetGeneration->load();
    Engine *engine = m_engine;
    QMetaObject::invokeMethod(engine, [engine, generation] { engine->update(generation); });
}

int IndexWorker::search(const QString &query, const SearchFilter &filter)
{
    const int id = ++*m_searchGeneration;
    Engine *engine = m_engine;
    QMetaObject::invokeMethod(engine, [engine, id, query, filter] { engine->search(id, query, filter); });
    return id;
}

} // namespace heddle
