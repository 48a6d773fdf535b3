#pragma once

#include <core/patch/patch.h>
#include <core/patch/worddiff.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// One row of a diff pane: a line of the patch, a hunk's "@@" header, a filler that keeps two sides aligned, a base
/// line shown around the hunks of a whole file, or a note about the file.
struct DiffRow {
    enum class Kind {
        Header,
        Context,
        Added,
        Removed,
        Filler,
        Note
    };
    Kind kind = Kind::Context;
    int hunk = -1;   // the hunk the row belongs to; -1 for notes and for the base lines around the hunks
    int line = -1;   // index into PatchHunk::lines; -1 for headers, fillers, notes and base lines
    int oldLine = 0; // 1-based, as in the files; 0 where the row has no line on that side
    int newLine = 0;
    QString text;               // without a trailing carriage return
    QList<WordDiffRange> words; // the changed words of a removed or added line paired with one of the other kind

    friend bool operator==(const DiffRow &, const DiffRow &) = default;
};

enum class DiffLayout {
    Unified,
    SideBySide
};

struct DiffRowOptions {
    DiffLayout layout = DiffLayout::Unified;
    bool ignoreWhitespace = false; // word ranges ignore whitespace changes
};

/// A file of the base commit split into lines, and the base line where each hunk of its patch landed.
struct FileBase {
    QStringList lines;
    QList<int> hunkStarts; // per hunk: the 0-based base line where its old side begins

    friend bool operator==(const FileBase &, const FileBase &) = default;
};

/// One file of a patch laid out in rows for reading. Unified: every row in left(), right() empty. Side by side:
/// the old side in left() and the new side in right(), as many rows each, so that row r of one faces row r of the
/// other; a removed line with no added partner faces a filler and the other way round. Pure values, no GUI.
class DiffRows
{
    Q_DECLARE_TR_FUNCTIONS(heddle::DiffRows)

public:
    DiffRows() = default;

    /// The file's notes (rename, copy, new, deleted, mode, binary, no content changes), then each hunk: its
    /// header, then its lines; changed words are marked on the k-th removed and k-th added line of each change.
    static DiffRows build(const PatchFile &file, const DiffRowOptions &options = {});
    /// The whole file: the base lines between the hunks as context, each hunk where it landed, every row numbered
    /// as in the old and the new file.
    static DiffRows buildWholeFile(const PatchFile &file, const FileBase &base, const DiffRowOptions &options = {});

    /// Splits base content into lines and finds where each hunk lands; an error (in words for the user) when the
    /// patch does not apply to it.
    static Result<FileBase> fileBase(const QByteArray &content, const PatchFile &file);
    /// What the rows say about a file before its hunks: renamed, copied, new, deleted, mode change, binary.
    static QStringList fileNotes(const PatchFile &file);
    /// "@@ -old,count +new,count @@ section"
    static QString hunkHeader(const PatchHunk &hunk);

    DiffLayout layout() const { return m_layout; }
    const QList<DiffRow> &left() const { return m_left; }
    const QList<DiffRow> &right() const { return m_right; }
    int rowCount() const { return int(m_left.size()); }

    /// Puts a note above every row (on both sides when side by side).
    void prependNote(const QString &text);
    /// The row that shows a line of a hunk (line -1: its header); -1 when no row does.
    int rowOf(int hunk, int line = -1) const;
    /// The hunk a row belongs to; -1 for notes, base lines and rows out of range.
    int hunkAt(int row) const;

    friend bool operator==(const DiffRows &, const DiffRows &) = default;

private:
    explicit DiffRows(DiffLayout layout)
        : m_layout(layout)
    {}
    void appendNotes(const PatchFile &file);
    void appendHunk(const PatchFile &file, int hunk, bool ignoreWhitespace);

    DiffLayout m_layout = DiffLayout::Unified;
    QList<DiffRow> m_left;
    QList<DiffRow> m_right;
};

} // namespace heddle
