#include <core/index/indexeddataset.h>

#include <core/dataset/datasetio.h>
#include <core/index/datasetindex.h>

#include <QCoreApplication>
#include <QSet>

#include <memory>
#include <thread>

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

Result<IndexedOpen> openDatasetThroughIndex(const QString &root, const QString &indexFile, RowsNeeded needed)
{
    Result<Dataset> described = openDatasetDescription(root);
    if (!described)
        return described.error();
    IndexedOpen result;
    result.dataset = std::move(described).value();
    const QString &absolute = result.dataset.root;
    result.indexFile = indexFile.isEmpty() ? DatasetIndex::defaultIndexFile(absolute) : indexFile;
    // Before any task is read: a file that changes from here on leaves its row stale for the next open. The index's
    // rows are read meanwhile, on this thread (its connection's).
    const bool countsOnly = needed == RowsNeeded::Counts;
    DatasetStamp stamp;
    std::jthread stamping([&] { stamp = stampDataset(absolute, countsOnly ? StampOf::Counts : StampOf::Rows); });

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
    } else {
        result.notUsedBecause = opened.error().toString();
    }
    stamping.join();
    if (kept && kept->description != stamp.description)
        result.notUsedBecause = IndexedText::tr("heddle-dataset.json changed");
    if (!result.notUsedBecause.isEmpty())
        kept.reset();

    // Each task's kept row when it still holds (null: the task is read), found once.
    QStringList toRead;
    QList<KeptSummary *> keptRows(stamp.taskIds.size(), nullptr);
    qsizetype rowsOfPresentTasks = 0;
    const QHash<QString, QString> &signatures = countsOnly ? stamp.counts : stamp.tasks;
    for (qsizetype i = 0; i < stamp.taskIds.size(); ++i) {
        const QString &id = stamp.taskIds[i];
        if (kept) {
            if (const auto row = kept->tasks.find(id); row != kept->tasks.end()) {
                ++rowsOfPresentTasks;
                const QString &signature = countsOnly ? row->counts : row->signature;
                if (!signature.isEmpty() && signature == signatures.value(id)) {
                    keptRows[i] = &row.value();
                    continue;
                }
            }
        }
        toRead << id;
    }
    // The rows read now are kept whole: their Summary signatures too, before they are read.
    if (countsOnly)
        addRowSignatures(stamp, absolute, toRead);
    QStringList gone;
    if (kept && rowsOfPresentTasks != kept->tasks.size()) {
        const QSet<QString> present(stamp.taskIds.cbegin(), stamp.taskIds.cend());
        for (auto it = kept->tasks.cbegin(); it != kept->tasks.cend(); ++it)
            if (!present.contains(it.key()))
                gone << it.key();
    }
    const QList<TaskSummary> fresh = toRead.isEmpty() ? QList<TaskSummary>() : summarizeTasks(result.dataset, toRead);
    result.read = int(fresh.size());
    result.dropped = int(gone.size());

    // In the order openDataset() lists them, each row from wherever it came.
    qsizetype next = 0;
    result.dataset.tasks.reserve(stamp.taskIds.size());
    for (KeptSummary *row : std::as_const(keptRows)) {
        if (row) {
            result.dataset.tasks.append(std::move(row->summary)); // each row is taken once
            ++result.fromIndex;
        } else {
            result.dataset.tasks.append(fresh[next++]);
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
