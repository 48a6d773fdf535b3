#include <core/patch/applyfilepatch.h>

#include <QCoreApplication>

namespace heddle {

namespace {

class ApplyPatch
{
    Q_DECLARE_TR_FUNCTIONS(heddle::ApplyPatch)
};

struct BaseLine {
    QByteArray text; // without "\n"; a "\r" before it stays, so CRLF files round-trip
    bool newline = true;
};

QList<BaseLine> splitLines(const QByteArray &content)
{
    QList<BaseLine> lines;
    qsizetype start = 0;
    while (start < content.size()) {
        const qsizetype end = content.indexOf('\n', start);
        if (end < 0) {
            lines.append({content.mid(start), false});
            break;
        }
        lines.append({content.mid(start, end - start), true});
        start = end + 1;
    }
    return lines;
}

QByteArray withoutCr(const QByteArray &text)
{
    return text.endsWith('\r') ? text.chopped(1) : text;
}

// A patch whose carriage returns were lost in transit (JSON, e-mail) still applies to a CRLF file.
bool sameLine(const QByteArray &base, const QByteArray &patch)
{
    return base == patch || withoutCr(base) == withoutCr(patch);
}

struct OldLine {
    QByteArray text;
    bool noNewline = false;
};

bool matchesAt(const QList<BaseLine> &base, qsizetype at, const QList<OldLine> &old)
{
    if (at < 0 || at + old.size() > base.size())
        return false;
    for (qsizetype i = 0; i < old.size(); ++i) {
        const BaseLine &line = base[at + i];
        if (!sameLine(line.text, old[i].text))
            return false;
        // "\ No newline" on the old side pins the hunk to the end of the file.
        if (old[i].noNewline && (line.newline || at + i != base.size() - 1))
            return false;
    }
    return true;
}

Error hunkError(const PatchFile &file, int hunk, int line)
{
    Error error =
        makeError(Error::Code::Parse,
                  ApplyPatch::tr("hunk %1 of %2 does not apply at line %3").arg(hunk + 1).arg(file.path()).arg(line));
    error.file = file.path();
    error.line = file.hunks[hunk].patchLine;
    return error;
}

} // namespace

Result<AppliedFile> applyFilePatchDetailed(const QByteArray &base, const PatchFile &file)
{
    if (file.isBinary) {
        Error error = makeError(Error::Code::Unsupported,
                                ApplyPatch::tr("%1 is a binary change: it has no lines to apply").arg(file.path()));
        error.file = file.path();
        return error;
    }
    const QList<BaseLine> lines = splitLines(base);
    // Added lines follow the file's own convention unless the patch spells out its "\r".
    const bool crlf = !lines.isEmpty() && lines.first().text.endsWith('\r');

    AppliedFile applied;
    QByteArray &out = applied.content;
    qsizetype cursor = 0; // next base line not yet copied
    qsizetype delta = 0;  // how far the previous hunks landed from where they said
    for (int h = 0; h < file.hunks.size(); ++h) {
        const PatchHunk &hunk = file.hunks[h];
        QList<OldLine> old;
        for (const PatchLine &line : hunk.lines) {
            if (line.kind != PatchLine::Kind::Added)
                old.append({line.text.toUtf8(), line.noNewlineAtEnd});
        }
        // "-0,0" inserts before the first line; otherwise the hunk starts at line oldStart.
        const qsizetype stated = old.isEmpty() ? hunk.oldStart : hunk.oldStart - 1;
        const qsizetype expected = std::max(cursor, stated + delta);
        qsizetype at = -1;
        if (old.isEmpty()) {
            if (expected <= lines.size())
                at = expected;
        } else {
            // Nearest match first, as patch(1) and git apply search.
            const qsizetype last = lines.size() - old.size();
            for (qsizetype d = 0; at < 0 && (expected - d >= cursor || expected + d <= last); ++d) {
                if (matchesAt(lines, expected - d, old) && expected - d >= cursor)
                    at = expected - d;
                else if (d > 0 && matchesAt(lines, expected + d, old))
                    at = expected + d;
            }
        }
        if (at < 0)
            return hunkError(file, h, int(stated + 1));
        delta = at - stated;
        applied.hunkStarts.append(int(at));

        for (; cursor < at; ++cursor)
            out += lines[cursor].text + '\n';
        qsizetype baseIndex = at;
        for (const PatchLine &line : hunk.lines) {
            if (line.kind == PatchLine::Kind::Removed) {
                ++baseIndex;
                continue;
            }
            QByteArray text;
            bool newline = !line.noNewlineAtEnd;
            if (line.kind == PatchLine::Kind::Context) {
                // The base's own bytes: keeps its line ending when the patch lost it.
                text = lines[baseIndex].text;
                newline = newline && lines[baseIndex].newline;
                ++baseIndex;
            } else {
                text = line.text.toUtf8();
                if (crlf && !text.endsWith('\r'))
                    text += '\r';
            }
            out += text;
            if (newline)
                out += '\n';
        }
        cursor = baseIndex;
    }
    for (; cursor < lines.size(); ++cursor) {
        out += lines[cursor].text;
        if (lines[cursor].newline)
            out += '\n';
    }
    if (file.isDeleted)
        out.clear();
    return applied;
}

Result<QByteArray> applyFilePatch(const QByteArray &base, const PatchFile &file)
{
    Result<AppliedFile> applied = applyFilePatchDetailed(base, file);
    if (!applied)
        return applied.error();
    return std::move(applied).value().content;
}

} // namespace heddle
