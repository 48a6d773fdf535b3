#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

namespace heddle {

/// A "viewed" tick: a file path and a hunk index, -1 for the whole file.
using ViewedTick = QPair<QString, int>;

/// Remembers which files and hunks of a patch a curator has marked as viewed, per dataset, task and patch owner
/// ("" for the reference patch, else the attempt id). Ticks are tied to the patch bytes: when a patch changes, its
/// ticks are forgotten. Per-user state kept outside the dataset, as one small JSON file per dataset in folder.
class ViewedStore
{
public:
    explicit ViewedStore(QString folder);

    /// The ticks remembered for this patch; empty when none are, or when they were made on other patch bytes.
    QList<ViewedTick> ticks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                            const QByteArray &patch);
    /// Replaces the ticks of this patch and writes the dataset's file at once (atomically).
    Result<void> setTicks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                          const QByteArray &patch, const QList<ViewedTick> &ticks);
    /// Adds or removes one tick and writes.
    Result<void> setViewed(const QString &datasetRoot, const QString &taskId, const QString &owner,
                           const QByteArray &patch, const QString &file, int hunk, bool viewed);

    /// Problems met while reading stored files (a corrupt file is reported once and treated as empty); clears them.
    QList<Error> takeErrors();

    /// The file that holds the ticks of a dataset.
    QString fileFor(const QString &datasetRoot) const;

private:
    struct PatchTicks {
        QString patch; // SHA-256 of the patch bytes the ticks were made on
        QList<ViewedTick> ticks;
    };
    using OwnerTicks = QMap<QString, PatchTicks>;   // patch owner -> its ticks
    using DatasetTicks = QMap<QString, OwnerTicks>; // task id -> the ticks of its patches

    DatasetTicks &load(const QString &datasetRoot);
    Result<void> save(const QString &datasetRoot);

    QString m_folder;
    QHash<QString, DatasetTicks> m_datasets; // canonical dataset root -> what its file holds
    QList<Error> m_errors;
};

} // namespace heddle
