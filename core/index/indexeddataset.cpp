#include <core/index/indexeddataset.h>

#include <core/dataset/datasetio.h>
#include <core/index/datasetindex.h>

#include <memory>

namespace heddle {

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

bool rememberDatasetInIndex(const Dataset &dataset, const QString &indexFile)
{
    Result<DatasetIndex *> opened = DatasetIndex::open(dataset.root, indexFile);
    if (!opened)
        return false;
    const std::unique_ptr<DatasetIndex> index(*opened);
    return bool(index->storeSummaries(dataset.tasks));
}

} // namespace heddle
