#include <core/patch/patch.h>

namespace heddle {

namespace {

int countKind(const QList<PatchLine> &lines, PatchLine::Kind kind)
{
    int n = 0;
    for (const PatchLine &line : lines)
        n += line.kind == kind ? 1 : 0;
    return n;
}

} // namespace

int PatchHunk::added() const
{
    return countKind(lines, PatchLine::Kind::Added);
}

int PatchHunk::removed() const
{
    return countKind(lines, PatchLine::Kind::Removed);
}

int PatchFile::added() const
{
    int n = 0;
    for (const PatchHunk &hunk : hunks)
        n += hunk.added();
    return n;
}

int PatchFile::removed() const
{
    int n = 0;
    for (const PatchHunk &hunk : hunks)
        n += hunk.removed();
    return n;
}

int Patch::added() const
{
    int n = 0;
    for (const PatchFile &file : files)
        n += file.added();
    return n;
}

int Patch::removed() const
{
    int n = 0;
    for (const PatchFile &file : files)
        n += file.removed();
    return n;
}

} // namespace heddle
