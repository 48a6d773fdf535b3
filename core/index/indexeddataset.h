#pragma once

#include <core/dataset/dataset.h>
#include <core/index/datasetstamp.h>
#include <core/util/result.h>

#include <QString>

#include <optional>

namespace heddle {

/// The dataset at root as its index last saw it: heddle-dataset.json read now, the queue's rows from the index.
/// Nothing when the index keeps no rows (never built, another version, corrupt). A reader only: it never builds or
/// rebuilds the index. indexFile overrides where the index lives (tests, benchmarks).
std::optional<Dataset> openDatasetFromIndex(const QString &root, const QString &indexFile = {});

/// Keeps the dataset's queue rows in its index, each with its signature from stamp (taken before the dataset was
/// read), for openDatasetFromIndex() and openDatasetThroughIndex(), making the index when there is none; false (and
/// nothing else changes) when the index cannot be written.
bool rememberDatasetInIndex(const Dataset &dataset, const DatasetStamp &stamp, const QString &indexFile = {});

/// What openDatasetThroughIndex() read, and from where.
struct IndexedOpen {
    Dataset dataset;         // as openDataset() reads it
    QString indexFile;       // the index it used or tried
    int fromIndex = 0;       // rows taken from the index: their files are as they were when the rows were read
    int read = 0;            // tasks read from their files: new, changed, or all when the index's rows were not used
    int dropped = 0;         // rows of tasks no longer in the dataset
    QString notUsedBecause;  // why the index's rows were not used at all; empty when they were
    bool remembered = false; // the index keeps the rows as they are now; false when it cannot be written
};

/// Which parts of the rows openDatasetThroughIndex() vouches for.
enum class RowsNeeded {
    Whole,  // every part of every row, as openDataset() reads it (the queue)
    Counts, // the counts (specs, attempts, flags, status) and load errors, as `heddle info` prints them; a row whose
            // counts' files are unchanged comes from the index as it is, its models, mutation score and what its
            // validation tested as when it was read
};

/// The dataset at root as openDataset() reads it, without reading the tasks whose files have not changed since the
/// index kept their rows (by the files' sizes and times, nothing parsed): those rows come from the index, the other
/// tasks are read, and the index is updated with them. A missing, older or corrupt index means a full read; an index
/// that cannot be written never fails the open. Fails only as openDataset() does.
Result<IndexedOpen> openDatasetThroughIndex(const QString &root, const QString &indexFile = {},
                                            RowsNeeded needed = RowsNeeded::Whole);

} // namespace heddle
