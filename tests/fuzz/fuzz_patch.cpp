// Patches: an attempt's patch.diff, a reference patch, a SWE-bench test_patch. Parsed, laid out in rows both ways,
// compared with itself, and applied to a base made of the input's own lines, as the diff view and the evidence
// checks do.
#include "fuzzing.h"

#include <core/patch/applyfilepatch.h>
#include <core/patch/diffrows.h>
#include <core/patch/patchcompare.h>
#include <core/patch/patchparser.h>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp() {}

int variants()
{
    return 1;
}

void fuzzOne(int, QByteArrayView bytes)
{
    const Result<Patch> patch = parsePatch(bytes);
    if (!patch)
        return;
    (void)comparePatches(*patch, *patch);
    const QByteArray base = bytes.toByteArray();
    for (const PatchFile &file : patch->files) {
        (void)DiffRows::build(file);
        (void)DiffRows::build(file, {DiffLayout::SideBySide, true});
        (void)applyFilePatch(base, file);
        if (const Result<FileBase> fileBase = DiffRows::fileBase(base, file))
            (void)DiffRows::buildWholeFile(file, *fileBase, {DiffLayout::SideBySide, false});
    }
}

} // namespace heddle::fuzz
