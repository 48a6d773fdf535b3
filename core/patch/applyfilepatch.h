#pragma once

#include <core/patch/patch.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>

namespace heddle {

/// A file after its patch, and where each hunk landed in the base.
struct AppliedFile {
    QByteArray content;
    QList<int> hunkStarts; // per hunk: the 0-based base line where its old side begins (after any offset)
};

/// Applies one file's hunks to its base content as `git apply` does: the context must match exactly at the stated
/// line or, failing that, at the nearest line after the previous hunk. CRLF files keep their line endings; "\ No
/// newline at end of file" is honoured on both sides. A new file applies to an empty base, a deleted one yields
/// empty content. Pure.
Result<AppliedFile> applyFilePatchDetailed(const QByteArray &base, const PatchFile &file);

/// The patched content only.
Result<QByteArray> applyFilePatch(const QByteArray &base, const PatchFile &file);

} // namespace heddle
