#include <core/index/indexeddataset.h>

#include <core/dataset/datasetio.h>
#include <core/index/datasetindex.h>

#include <QCoreApplication>
#include <QSet>

#include <memory>

namespace heddle {

namespace {
struct IndexedText {
    Q_DECLARE_TR_FUNCTIONS(heddle::IndexedDataset)
};
} // namespace

std::optional<Dataset> openDatasetFromIndex(const QString &root, const QString &indexFile)
{
    Result<Dataset> dataset = openDatasetDescription(root);
    if (!dataset)
        return std::nullopt;
    Result<DatasetIndex *> opened = DatasetIndex::open(dataset->root, indexFile, DatasetIndex::Mode::ExistingOnly);
    if (!opened)
        return std::nullopt;
    const std::unique_ptr<DatasetIndex> index(*opened);
    std::optional<QList<TaskSummary>> tasks = index->summaries();
    if (!tasks)
        return std::nullopt;
    dataset->tasks = std::move(*tasks);
    return std::move(dataset).value();
}

bool rememberDatasetInIndex(const Dataset &dataset, const DatasetStamp &stamp, const QString &indexFile)
{
    Result<DatasetIndex *> opened = DatasetIndex::open(dataset.root, indexFile);
    if (!opened)
        return false;
    const std::unique_ptr<DatasetIndex> index(*opened);
    return bool(index->storeSummaries(dataset.tasks, stamp));
}

Result<IndexedOpen> openDatasetThroughIndex(const QString &root, const QString &indexFile)
{
    Result<Dataset> described = openDatasetDescription(root);
    if (!described)
        return described.error();
    IndexedOpen result;
    result.dataset = std::move(described).value();
    const QString &absolute = result.dataset.root;
    result.indexFile = indexFile.isEmpty() ? DatasetIndex::defaultIndexFile(absolute) : indexFile;
    // Before anything is read: a file that changes from here on leaves its row stale for the next open.
    const DatasetStamp stamp = stampDataset(absolute);

    std::unique_ptr<DatasetIndex> index;
    std::optional<KeptSummaries> kept;
    if (Result<DatasetIndex *> opened = DatasetIndex::open(absolute, indexFile); opened) {
        index.reset(*opened);
        if (!index->wasRebuilt())
            kept = index->keptSummaries();
        if (index->wasRebuilt())
            result.notUsedBecause = index->rebuiltBecause();
        else if (!kept)
            result.notUsedBecause = IndexedText::tr("the index keeps no rows of the tasks");
        else if (kept->description != stamp.description)
            result.notUsedBecause = IndexedText::tr("heddle-dataset.json changed");
    } else {
        result.notUsedBecause = opened.error().toString();
    }
    if (!result.notUsedBecause.isEmpty())
        kept.reset();

    QStringList toRead;
    for (const QString &id : stamp.taskIds) {
        if (kept) {
            const auto row = kept->tasks.constFind(id);
            if (row != kept->tasks.cend() && !row->signature.isEmpty() && row->signature == stamp.tasks.value(id))
                continue;
        }
        toRead << id;
    }
    QStringList gone;
    if (kept) {
        const QSet<QString> present(stamp.taskIds.cbegin(), stamp.taskIds.cend());
        for (auto it = kept->tasks.cbegin(); it != kept->tasks.cend(); ++it)
            if (!present.contains(it.key()))
                gone << it.key();
    }
    const QList<TaskSummary> fresh = summarizeTasks(result.dataset, toRead);
    result.read = int(fresh.size());
    result.dropped = int(gone.size());

    // In the order openDataset() lists them, each row from wherever it came.
    qsizetype next = 0;
    result.dataset.tasks.reserve(stamp.taskIds.size());
    for (const QString &id : stamp.taskIds) {
        if (next < fresh.size() && fresh[next].id == id) {
            result.dataset.tasks.append(fresh[next++]);
        } else {
            result.dataset.tasks.append(kept->tasks.value(id).summary);
            ++result.fromIndex;
        }
    }

    if (!index)
        return result;
    if (!kept)
        result.remembered = bool(index->storeSummaries(result.dataset.tasks, stamp));
    else if (!fresh.isEmpty() || !gone.isEmpty())
        result.remembered = bool(index->updateSummaries(fresh, gone, stamp));
    else
        result.remembered = true;
    return result;
}

} // namespace heddle
