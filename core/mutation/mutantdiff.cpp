#include <core/mutation/mutantdiff.h>

#include <core/mutation/mutantgenerator.h>
#include <core/patch/patchparser.h>

#include <QCoreApplication>
#include <QMap>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class MutantDiff
{
    Q_DECLARE_TR_FUNCTIONS(heddle::MutantDiff)
};

// The reference's new side of the hunk the mutant changed (line number -> text): the mutant's patch with the mutant's
// change undone. Empty when the patch does not show the hunk.
QMap<int, QString> referenceLines(const Mutant &m)
{
    QMap<int, QString> lines;
    Result<Patch> patch = parsePatch(m.patch);
    if (!patch)
        return lines;
    for (const PatchFile &file : patch->files) {
        if (file.path() != m.file || m.hunk < 0 || m.hunk >= file.hunks.size())
            continue;
        for (const PatchLine &line : file.hunks.at(m.hunk).lines) {
            if (line.kind == PatchLine::Kind::Removed)
                continue;
            // A dropped line shifts the mutant's later lines up by one: in the reference they sit one further down.
            const int number = m.removesLine && line.newLine >= m.line ? line.newLine + 1 : line.newLine;
            lines.insert(number, line.text);
        }
    }
    lines.insert(m.line, m.original);
    return lines;
}

void appendLine(QByteArray &out, char sign, const QString &text)
{
    out += sign;
    out += text.toUtf8();
    out += '\n';
}

} // namespace

QByteArray mutantDiff(const QList<Mutant> &mutants, int context)
{
    QByteArray out;
    QString file;
    for (const Mutant &m : mutants) {
        if (m.file != file || out.isEmpty()) {
            file = m.file;
            out += "--- a/" + file.toUtf8() + '\n';
            out += "+++ b/" + file.toUtf8() + '\n';
        }
        const QMap<int, QString> lines = referenceLines(m);
        // The context runs only over lines the patch shows, without a gap, so that the numbers stay true.
        int first = m.line, last = m.line;
        while (first > m.line - context && lines.contains(first - 1))
            --first;
        while (last < m.line + context && lines.contains(last + 1))
            ++last;
        const int oldCount = last - first + 1;
        const int newCount = m.removesLine ? oldCount - 1 : oldCount;
        const QString header = MutantDiff::tr("mutant %1: %2").arg(m.id, m.description);
        out += u"@@ -%1,%2 +%3,%4 @@ %5\n"_s.arg(first).arg(oldCount).arg(first).arg(newCount).arg(header).toUtf8();
        for (int n = first; n <= last; ++n) {
            if (n != m.line) {
                appendLine(out, ' ', lines.value(n));
                continue;
            }
            appendLine(out, '-', m.original);
            if (!m.removesLine)
                appendLine(out, '+', m.replacement);
        }
    }
    return out;
}

} // namespace heddle
