#pragma once

#include <core/patch/patch.h>

#include <QList>
#include <QString>

namespace heddle {

/// How one file path fares between two patches.
struct FileComparison {
    enum class Status {
        OnlyInA,
        OnlyInB,
        Identical,
        Different
    };
    QString path;
    Status status = Status::Identical;
    int fileInA = -1; // index into Patch::files; -1 when absent
    int fileInB = -1;
    bool headerDiffers = false; // new/deleted/rename/mode/binary differ
    QList<int> hunksOnlyInA;    // indexes into a's hunks whose change has no equal in b's file
    QList<int> hunksOnlyInB;
};

struct PatchComparison {
    QList<FileComparison> files; // a's files in a's order, then the files only b has, in b's order

    bool isIdentical() const;
    int count(FileComparison::Status status) const;
};

/// Compares two patches file by file (keyed by PatchFile::path()). Hunks are matched by their removed and added
/// lines, ignoring context and line numbers, so two attempts made against shifted bases still match. Pure.
PatchComparison comparePatches(const Patch &a, const Patch &b);

} // namespace heddle
