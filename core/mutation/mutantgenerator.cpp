#include <core/mutation/mutantgenerator.h>

#include <core/mutation/linemutations.h>
#include <core/mutation/sourcelexer.h>
#include <core/patch/patchparser.h>

#include <QCryptographicHash>
#include <QRegularExpression>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString mutantId(const QString &file, int line, const QString &op, const QString &replacement, bool removes)
{
    const QString key =
        file + u'\n' + QString::number(line) + u'\n' + op + u'\n' + (removes ? u"\x01removed"_s : replacement);
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
}

/// The masked new side of a hunk. A hunk may begin inside a docstring it does not show the start of: when the lines
/// end with a string still open, they are read again as starting inside it.
QList<MaskedLine> maskHunk(const PatchHunk &hunk, MutationLanguage language)
{
    auto pass = [&](char16_t startQuote) {
        SourceLexer lexer(language);
        if (startQuote != 0)
            lexer.resetInsideString(startQuote);
        QList<MaskedLine> masked;
        for (const PatchLine &l : hunk.lines)
            masked.append(l.kind == PatchLine::Kind::Removed ? MaskedLine{} : lexer.next(l.text));
        return std::pair(masked, lexer.inString());
    };
    auto [masked, open] = pass(0);
    if (open && language == MutationLanguage::Python) {
        for (const PatchLine &l : hunk.lines) {
            const qsizetype d = l.text.indexOf(u"\"\"\""_s), s = l.text.indexOf(u"'''"_s);
            if (d >= 0 || s >= 0) {
                const char16_t quote = (d >= 0 && (s < 0 || d < s)) ? u'"' : u'\'';
                auto [again, stillOpen] = pass(quote);
                if (!stillOpen)
                    return again;
                break;
            }
        }
    }
    return masked;
}

/// The patch text with one line replaced or dropped; a dropped line shortens its hunk's new side and moves the file's
/// later hunks up by one, so that `git apply` takes the result.
QByteArray rebuild(const QList<QByteArray> &lines, const PatchFile &file, int hunkIndex, const PatchLine &target,
                   const LineMutation &mutation)
{
    static const QRegularExpression header(u"^@@ -(\\d+)(?:,(\\d+))? \\+(\\d+)(?:,(\\d+))? @@"_s);
    QList<QByteArray> out = lines;
    const qsizetype at = target.patchLine - 1;
    const bool crlf = out.at(at).endsWith('\r');
    if (!mutation.removesLine) {
        out[at] = '+' + mutation.replacement.toUtf8() + (crlf ? "\r" : "");
        return out.join('\n');
    }
    // git refuses a hunk without a change: a hunk whose only change is this line keeps it, blank.
    const PatchHunk &hunk = file.hunks.at(hunkIndex);
    if (hunk.added() == 1 && hunk.removed() == 0) {
        out[at] = crlf ? "+\r" : "+";
        return out.join('\n');
    }
    auto edit = [&](int patchLine, int startDelta, int countDelta) {
        const QString text = QString::fromUtf8(out.at(patchLine - 1));
        const QRegularExpressionMatch m = header.match(text);
        if (!m.hasMatch())
            return;
        const int newStart = m.captured(3).toInt() + startDelta;
        const int newCount = (m.capturedLength(4) > 0 ? m.captured(4).toInt() : 1) + countDelta;
        const QString rewritten =
            u"@@ -"_s + m.captured(1) + (m.capturedLength(2) > 0 ? u',' + m.captured(2) : QString()) + u" +"_s +
            QString::number(newStart) + u',' + QString::number(newCount) + u" @@"_s + text.mid(m.capturedEnd());
        out[patchLine - 1] = rewritten.toUtf8();
    };
    edit(file.hunks.at(hunkIndex).patchLine, 0, -1);
    for (qsizetype h = hunkIndex + 1; h < file.hunks.size(); ++h)
        edit(file.hunks.at(h).patchLine, -1, 0);
    out.removeAt(at);
    return out.join('\n');
}

} // namespace

Result<MutantSet> generateMutants(QByteArrayView referencePatch, int budget)
{
    Result<Patch> parsed = parsePatch(referencePatch);
    if (!parsed)
        return parsed.error();
    const QList<QByteArray> lines = referencePatch.toByteArray().split('\n');

    QList<QList<Mutant>> perHunk; // each hunk's candidates, a line's first mutation before any line's second
    int candidates = 0;
    for (const PatchFile &file : parsed->files) {
        const MutationLanguage language = mutationLanguageForPath(file.path());
        if (language == MutationLanguage::None || file.isDeleted || file.isBinary)
            continue;
        for (int h = 0; h < file.hunks.size(); ++h) {
            const PatchHunk &hunk = file.hunks.at(h);
            const QList<MaskedLine> masked = maskHunk(hunk, language);
            QList<QList<Mutant>> byLine;
            QStringList seen;
            for (qsizetype i = 0; i < hunk.lines.size(); ++i) {
                const PatchLine &line = hunk.lines.at(i);
                if (line.kind != PatchLine::Kind::Added || line.patchLine < 1 || line.patchLine > lines.size())
                    continue;
                QList<Mutant> ofLine;
                for (const LineMutation &m : mutateLine(line.text, masked.at(i), language)) {
                    if (m.removesLine && line.noNewlineAtEnd)
                        continue;
                    Mutant mutant;
                    mutant.id = mutantId(file.path(), line.newLine, m.op, m.replacement, m.removesLine);
                    if (seen.contains(mutant.id))
                        continue;
                    seen.append(mutant.id);
                    mutant.file = file.path();
                    mutant.line = line.newLine;
                    mutant.hunk = h;
                    mutant.op = m.op;
                    mutant.description = m.description;
                    mutant.original = line.text;
                    mutant.replacement = m.removesLine ? QString() : m.replacement;
                    mutant.removesLine = m.removesLine;
                    mutant.patch = rebuild(lines, file, h, line, m);
                    ofLine.append(std::move(mutant));
                }
                candidates += int(ofLine.size());
                if (!ofLine.isEmpty())
                    byLine.append(std::move(ofLine));
            }
            QList<Mutant> ordered;
            for (qsizetype rank = 0;; ++rank) {
                bool any = false;
                for (const QList<Mutant> &ofLine : std::as_const(byLine))
                    if (rank < ofLine.size()) {
                        ordered.append(ofLine.at(rank));
                        any = true;
                    }
                if (!any)
                    break;
            }
            if (!ordered.isEmpty())
                perHunk.append(std::move(ordered));
        }
    }

    QList<std::pair<qsizetype, Mutant>> chosen; // the candidate's position in patch order, the mutant
    QList<qsizetype> offsets;
    qsizetype total = 0;
    for (const QList<Mutant> &hunk : std::as_const(perHunk)) {
        offsets.append(total);
        total += hunk.size();
    }
    const qsizetype limit = budget <= 0 ? total : std::min<qsizetype>(budget, total);
    for (qsizetype rank = 0; chosen.size() < limit; ++rank)
        for (qsizetype h = 0; h < perHunk.size() && chosen.size() < limit; ++h)
            if (rank < perHunk.at(h).size())
                chosen.append({offsets.at(h) + rank, perHunk.at(h).at(rank)});
    std::sort(chosen.begin(), chosen.end(), [](const auto &a, const auto &b) {
        const Mutant &x = a.second, &y = b.second;
        if (x.file != y.file || x.hunk != y.hunk)
            return a.first < b.first;
        return x.line != y.line ? x.line < y.line : a.first < b.first;
    });
    MutantSet set;
    set.candidates = candidates;
    for (auto &[position, mutant] : chosen)
        set.mutants.append(std::move(mutant));
    return set;
}

} // namespace heddle
