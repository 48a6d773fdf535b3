#include <core/patch/diffrows.h>

#include <core/patch/applyfilepatch.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

QString displayText(const QString &text)
{
    return text.endsWith(u'\r') ? text.chopped(1) : text;
}

DiffRow lineRow(const PatchLine &line, int hunk, int index)
{
    DiffRow row;
    row.kind = line.kind == PatchLine::Kind::Added     ? DiffRow::Kind::Added
               : line.kind == PatchLine::Kind::Removed ? DiffRow::Kind::Removed
                                                       : DiffRow::Kind::Context;
    row.hunk = hunk;
    row.line = index;
    row.oldLine = line.oldLine;
    row.newLine = line.newLine;
    row.text = displayText(line.text);
    return row;
}

// Removed lines [removedBegin, removedEnd) followed by added lines [removedEnd, addedEnd): the k-th removed line
// pairs with the k-th added one.
struct Block {
    qsizetype removedBegin, removedEnd, addedEnd;
};

template <typename OnContext, typename OnBlock>
void walkHunk(const PatchHunk &hunk, OnContext onContext, OnBlock onBlock)
{
    const qsizetype n = hunk.lines.size();
    qsizetype i = 0;
    while (i < n) {
        if (hunk.lines[i].kind == PatchLine::Kind::Context) {
            onContext(i++);
            continue;
        }
        Block block{i, i, i};
        while (block.removedEnd < n && hunk.lines[block.removedEnd].kind == PatchLine::Kind::Removed)
            ++block.removedEnd;
        block.addedEnd = block.removedEnd;
        while (block.addedEnd < n && hunk.lines[block.addedEnd].kind == PatchLine::Kind::Added)
            ++block.addedEnd;
        onBlock(block);
        i = block.addedEnd;
    }
}

QList<WordDiff> blockWords(const PatchHunk &hunk, const Block &b, bool ignoreWhitespace)
{
    QList<WordDiff> words;
    const qsizetype pairs = std::min(b.removedEnd - b.removedBegin, b.addedEnd - b.removedEnd);
    for (qsizetype k = 0; k < pairs; ++k) {
        const QString oldText = displayText(hunk.lines[b.removedBegin + k].text);
        const QString newText = displayText(hunk.lines[b.removedEnd + k].text);
        WordDiff diff = wordDiff(oldText, newText, {.ignoreWhitespace = ignoreWhitespace});
        // Lines that share little are a rewrite, not an edit: speckled word boxes would only add noise.
        qsizetype changed = 0;
        for (const WordDiffRange &range : std::as_const(diff.newRanges))
            changed += range.length;
        if (!newText.isEmpty() && newText.size() - changed < 0.4 * std::max(oldText.size(), newText.size()))
            diff = {};
        words.append(diff);
    }
    return words;
}

QStringList splitBase(const QByteArray &content)
{
    QStringList lines = QString::fromUtf8(content).split(u'\n');
    // A final newline ends the last line; it does not start another.
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

void renumber(QList<DiffRow> &rows, qsizetype from, int oldShift, int newShift)
{
    for (qsizetype r = from; r < rows.size(); ++r) {
        if (rows[r].oldLine > 0)
            rows[r].oldLine += oldShift;
        if (rows[r].newLine > 0)
            rows[r].newLine += newShift;
    }
}

} // namespace

QString DiffRows::hunkHeader(const PatchHunk &hunk)
{
    QString header =
        u"@@ -%1,%2 +%3,%4 @@"_s.arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
    if (!hunk.section.isEmpty())
        header += u' ' + hunk.section.trimmed();
    return header;
}

QStringList DiffRows::fileNotes(const PatchFile &file)
{
    QStringList notes;
    if (file.isRename)
        notes.append(tr("Renamed from %1").arg(file.oldPath));
    if (file.isCopy)
        notes.append(tr("Copied from %1").arg(file.oldPath));
    if (file.isNew)
        notes.append(tr("New file"));
    if (file.isDeleted)
        notes.append(tr("Deleted file"));
    if (!file.oldMode.isEmpty() && !file.newMode.isEmpty() && file.oldMode != file.newMode)
        notes.append(tr("Mode %1 → %2").arg(file.oldMode, file.newMode));
    if (file.isBinary)
        notes.append(tr("Binary file: no text to show"));
    else if (file.hunks.isEmpty())
        notes.append(tr("No content changes"));
    return notes;
}

Result<FileBase> DiffRows::fileBase(const QByteArray &content, const PatchFile &file)
{
    Result<AppliedFile> applied = applyFilePatchDetailed(content, file);
    if (!applied)
        return applied.error();
    return FileBase{splitBase(content), applied->hunkStarts};
}

void DiffRows::appendNotes(const PatchFile &file)
{
    for (const QString &note : fileNotes(file)) {
        m_left.append({.kind = DiffRow::Kind::Note, .text = note});
        if (m_layout == DiffLayout::SideBySide)
            m_right.append({.kind = DiffRow::Kind::Note, .text = note});
    }
}

void DiffRows::appendHunk(const PatchFile &file, int h, bool ignoreWhitespace)
{
    const PatchHunk &hunk = file.hunks[h];
    const DiffRow header{.kind = DiffRow::Kind::Header, .hunk = h, .text = hunkHeader(hunk)};
    if (m_layout == DiffLayout::Unified) {
        m_left.append(header);
        walkHunk(
            hunk, [&](qsizetype i) { m_left.append(lineRow(hunk.lines[i], h, int(i))); },
            [&](const Block &b) {
                const QList<WordDiff> words = blockWords(hunk, b, ignoreWhitespace);
                for (qsizetype i = b.removedBegin; i < b.addedEnd; ++i) {
                    DiffRow row = lineRow(hunk.lines[i], h, int(i));
                    const bool removed = i < b.removedEnd;
                    const qsizetype k = removed ? i - b.removedBegin : i - b.removedEnd;
                    if (k < words.size())
                        row.words = removed ? words[k].oldRanges : words[k].newRanges;
                    m_left.append(row);
                }
            });
        return;
    }
    m_left.append(header);
    m_right.append(header);
    walkHunk(
        hunk,
        [&](qsizetype i) {
            m_left.append(lineRow(hunk.lines[i], h, int(i)));
            m_right.append(lineRow(hunk.lines[i], h, int(i)));
        },
        [&](const Block &b) {
            const QList<WordDiff> words = blockWords(hunk, b, ignoreWhitespace);
            const qsizetype removed = b.removedEnd - b.removedBegin;
            const qsizetype added = b.addedEnd - b.removedEnd;
            const DiffRow filler{.kind = DiffRow::Kind::Filler, .hunk = h};
            for (qsizetype k = 0; k < std::max(removed, added); ++k) {
                if (k < removed) {
                    m_left.append(lineRow(hunk.lines[b.removedBegin + k], h, int(b.removedBegin + k)));
                    if (k < words.size())
                        m_left.last().words = words[k].oldRanges;
                } else {
                    m_left.append(filler);
                }
                if (k < added) {
                    m_right.append(lineRow(hunk.lines[b.removedEnd + k], h, int(b.removedEnd + k)));
                    if (k < words.size())
                        m_right.last().words = words[k].newRanges;
                } else {
                    m_right.append(filler);
                }
            }
        });
}

DiffRows DiffRows::build(const PatchFile &file, const DiffRowOptions &options)
{
    DiffRows rows(options.layout);
    rows.appendNotes(file);
    for (int h = 0; h < file.hunks.size(); ++h)
        rows.appendHunk(file, h, options.ignoreWhitespace);
    return rows;
}

DiffRows DiffRows::buildWholeFile(const PatchFile &file, const FileBase &base, const DiffRowOptions &options)
{
    DiffRows rows(options.layout);
    const bool sideBySide = options.layout == DiffLayout::SideBySide;
    rows.appendNotes(file);
    int cursor = 0; // next base line (0-based) not yet shown
    int delta = 0;  // new line number minus old line number after the hunks so far
    auto context = [&](int until) {
        for (; cursor < until && cursor < base.lines.size(); ++cursor) {
            const DiffRow row{.kind = DiffRow::Kind::Context,
                              .oldLine = cursor + 1,
                              .newLine = cursor + 1 + delta,
                              .text = displayText(base.lines[cursor])};
            rows.m_left.append(row);
            if (sideBySide)
                rows.m_right.append(row);
        }
    };
    for (int h = 0; h < file.hunks.size() && h < base.hunkStarts.size(); ++h) {
        const PatchHunk &hunk = file.hunks[h];
        const int start = base.hunkStarts[h];
        context(start);
        // Where the patch said the hunk was against where it landed.
        const int oldShift = start + 1 - std::max(hunk.oldStart, 1);
        const int newShift = start + 1 + delta - std::max(hunk.newStart, 1);
        const qsizetype leftFrom = rows.m_left.size();
        const qsizetype rightFrom = rows.m_right.size();
        rows.appendHunk(file, h, options.ignoreWhitespace);
        renumber(rows.m_left, leftFrom, oldShift, newShift);
        renumber(rows.m_right, rightFrom, oldShift, newShift);
        cursor = start + hunk.removed() + int(hunk.lines.size() - hunk.added() - hunk.removed());
        delta += hunk.added() - hunk.removed();
    }
    context(int(base.lines.size()));
    return rows;
}

void DiffRows::prependNote(const QString &text)
{
    const DiffRow note{.kind = DiffRow::Kind::Note, .text = text};
    m_left.prepend(note);
    if (m_layout == DiffLayout::SideBySide)
        m_right.prepend(note);
}

int DiffRows::rowOf(int hunk, int line) const
{
    if (hunk < 0)
        return -1;
    // Side by side, a removed line is only on the left and an added one only on the right; the rest face each
    // other on the same row.
    const auto shows = [hunk, line](const DiffRow &row) {
        return row.hunk == hunk && row.line == line && row.kind != DiffRow::Kind::Filler;
    };
    for (int r = 0; r < m_left.size(); ++r) {
        if (shows(m_left[r]) || (r < m_right.size() && shows(m_right[r])))
            return r;
    }
    return -1;
}

int DiffRows::hunkAt(int row) const
{
    return row >= 0 && row < m_left.size() ? m_left[row].hunk : -1;
}

} // namespace heddle
