#pragma once

#include <QList>
#include <QString>

namespace heddle {

/// One line of a hunk. Old/new line numbers are 1-based; 0 where the line has no side (added or removed).
struct PatchLine {
    enum class Kind {
        Context,
        Added,
        Removed
    };
    Kind kind = Kind::Context;
    QString text; // without the leading ' ', '+' or '-' and without the line ending
    int oldLine = 0;
    int newLine = 0;
    bool noNewlineAtEnd = false; // followed by "\ No newline at end of file"
    int patchLine = 0;           // 1-based line in the patch text, for evidence and error messages
};

struct PatchHunk {
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    QString section;   // the text after the second "@@", often the enclosing function
    int patchLine = 0; // 1-based line of the "@@" header in the patch text
    QList<PatchLine> lines;

    int added() const;
    int removed() const;
};

struct PatchFile {
    QString oldPath; // without "a/"; empty for a new file
    QString newPath; // without "b/"; empty for a deleted file
    bool isNew = false;
    bool isDeleted = false;
    bool isRename = false;
    bool isCopy = false;
    bool isBinary = false;
    int similarity = 0; // percent, for renames and copies
    QString oldMode;    // "100644", when the patch says
    QString newMode;
    QString oldIndex; // abbreviated blob ids from the "index" line
    QString newIndex;
    int patchLine = 0; // 1-based line of the "diff --git" (or "---") header
    QList<PatchHunk> hunks;

    /// The path a reader would name the file by: the new path, or the old one for a deletion.
    QString path() const { return newPath.isEmpty() ? oldPath : newPath; }
    int added() const;
    int removed() const;
};

struct Patch {
    QList<PatchFile> files;

    int added() const;
    int removed() const;
    bool isEmpty() const { return files.isEmpty(); }
};

} // namespace heddle
