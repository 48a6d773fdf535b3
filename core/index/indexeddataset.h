#pragma once

#include <core/dataset/dataset.h>

#include <QString>

#include <optional>

namespace heddle {

/// The dataset at root as its index last saw it: heddle-dataset.json read now, the queue's rows from the index.
/// Nothing when the index keeps no rows (never built, another version, corrupt). A reader only: it never builds or
/// rebuilds the index. indexFile overrides where the index lives (tests, benchmarks).
std::optional<Dataset> openDatasetFromIndex(const QString &root, const QString &indexFile = {});

/// Keeps the dataset's queue rows in its index for openDatasetFromIndex(), making the index when there is none;
/// false (and nothing else changes) when the index cannot be written.
bool rememberDatasetInIndex(const Dataset &dataset, const QString &indexFile = {});

} // namespace heddle
