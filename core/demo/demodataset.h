#pragma once

#include <core/util/result.h>

#include <QString>

namespace heddle {

/// Where the demo dataset is unpacked for this user (writable: curators edit it like any dataset).
QString defaultDemoLocation();

/// Unpacks the embedded demo dataset into target (unless a copy of the same version is already there) and turns
/// each task repository it ships as source into a real git repository whose base commit the tasks name.
/// Returns the dataset root.
Result<QString> installDemoDataset(const QString &target);

} // namespace heddle
