#pragma once

#include <core/util/result.h>

#include <QFuture>
#include <QString>

namespace heddle {

/// Where the demo dataset is unpacked for this user (writable: curators edit it like any dataset).
QString defaultDemoLocation();

/// Unpacks the embedded demo dataset into target (unless a copy of the same version is already there) and turns
/// each task repository it ships as source into a real git repository whose base commit the tasks name.
/// Returns the dataset root.
///
/// Never overwrites: a target that holds another version of the demo, or anything else, is an error and is left as
/// it is (compare installedDemoVersion(target) with demoDatasetVersion() to tell the cases apart). The dataset is
/// built in a sibling folder and moved into place, so a failed install leaves nothing half written.
Result<QString> installDemoDataset(const QString &target);

/// installDemoDataset on a worker thread: a first install writes a few megabytes and commits a repository.
QFuture<Result<QString>> installDemoDatasetAsync(const QString &target);

/// The version of the embedded demo dataset: a hash of every embedded file, stable across machines.
QString demoDatasetVersion();

/// The demo version recorded in target by installDemoDataset(), or an empty string when target holds none.
QString installedDemoVersion(const QString &target);

} // namespace heddle
