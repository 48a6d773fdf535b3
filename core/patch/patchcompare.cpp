#include <core/patch/patchcompare.h>

#include <QHash>

namespace heddle {

namespace {

// The change a hunk makes, without its context: "-old" and "+new" lines in order.
QStringList changeOf(const PatchHunk &hunk)
{
    QStringList lines;
    for (const PatchLine &line : hunk.lines) {
        if (line.kind == PatchLine::Kind::Added)
            lines.append(u'+' + line.text);
        else if (line.kind == PatchLine::Kind::Removed)
            lines.append(u'-' + line.text);
    }
    return lines;
}

bool sameHeader(const PatchFile &a, const PatchFile &b)
{
    return a.oldPath == b.oldPath && a.newPath == b.newPath && a.isNew == b.isNew && a.isDeleted == b.isDeleted &&
           a.isRename == b.isRename && a.isCopy == b.isCopy && a.isBinary == b.isBinary && a.newMode == b.newMode &&
           (!a.isBinary || a.newIndex == b.newIndex);
}

FileComparison compareFiles(const PatchFile &a, const PatchFile &b)
{
    FileComparison result;
    result.headerDiffers = !sameHeader(a, b);

    QList<QStringList> changesB;
    changesB.reserve(b.hunks.size());
    for (const PatchHunk &hunk : b.hunks)
        changesB.append(changeOf(hunk));
    QList<bool> usedB(b.hunks.size(), false);

    // Greedy in order: an unmatched hunk of a is one b lacks or makes differently.
    QStringList allA;
    for (int i = 0; i < a.hunks.size(); ++i) {
        const QStringList change = changeOf(a.hunks[i]);
        allA += change;
        bool matched = false;
        for (int j = 0; j < changesB.size() && !matched; ++j) {
            if (!usedB[j] && changesB[j] == change) {
                usedB[j] = true;
                matched = true;
            }
        }
        if (!matched)
            result.hunksOnlyInA.append(i);
    }
    QStringList allB;
    for (int j = 0; j < changesB.size(); ++j) {
        allB += changesB[j];
        if (!usedB[j])
            result.hunksOnlyInB.append(j);
    }

    // Hunks split or merged differently still make the same change when the concatenated edits agree.
    const bool sameChange = allA == allB;
    if (sameChange) {
        result.hunksOnlyInA.clear();
        result.hunksOnlyInB.clear();
    }
    result.status =
        sameChange && !result.headerDiffers ? FileComparison::Status::Identical : FileComparison::Status::Different;
    return result;
}

} // namespace

bool PatchComparison::isIdentical() const
{
    for (const FileComparison &file : files) {
        if (file.status != FileComparison::Status::Identical)
            return false;
    }
    return true;
}

int PatchComparison::count(FileComparison::Status status) const
{
    int n = 0;
    for (const FileComparison &file : files)
        n += file.status == status ? 1 : 0;
    return n;
}

PatchComparison comparePatches(const Patch &a, const Patch &b)
{
    PatchComparison result;
    QHash<QString, int> indexB;
    for (int j = 0; j < b.files.size(); ++j)
        indexB.insert(b.files[j].path(), j);

    QList<bool> seenB(b.files.size(), false);
    for (int i = 0; i < a.files.size(); ++i) {
        const PatchFile &fileA = a.files[i];
        FileComparison entry;
        const auto found = indexB.constFind(fileA.path());
        if (found == indexB.constEnd()) {
            entry.status = FileComparison::Status::OnlyInA;
            for (int h = 0; h < fileA.hunks.size(); ++h)
                entry.hunksOnlyInA.append(h);
        } else {
            entry = compareFiles(fileA, b.files[*found]);
            entry.fileInB = *found;
            seenB[*found] = true;
        }
        entry.path = fileA.path();
        entry.fileInA = i;
        result.files.append(entry);
    }
    for (int j = 0; j < b.files.size(); ++j) {
        if (seenB[j])
            continue;
        FileComparison entry;
        entry.path = b.files[j].path();
        entry.status = FileComparison::Status::OnlyInB;
        entry.fileInB = j;
        for (int h = 0; h < b.files[j].hunks.size(); ++h)
            entry.hunksOnlyInB.append(h);
        result.files.append(entry);
    }
    return result;
}

} // namespace heddle
