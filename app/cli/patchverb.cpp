#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <core/patch/patchparser.h>

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace heddle::cli {

// A class rather than free functions, so that lupdate sees the translation context.
class PatchVerb
{
    Q_DECLARE_TR_FUNCTIONS(heddle::cli::PatchVerb)

public:
    static QString statusText(const PatchFile &file)
    {
        if (file.isNew)
            return u"new"_s;
        if (file.isDeleted)
            return u"deleted"_s;
        if (file.isRename)
            return u"renamed"_s;
        if (file.isCopy)
            return u"copied"_s;
        if (file.isBinary)
            return u"binary"_s;
        if (file.hunks.isEmpty() && file.oldMode != file.newMode)
            return u"mode"_s;
        return u"modified"_s;
    }

    // Paths come from untrusted patches: control characters are escaped before they reach a terminal.
    static QString printable(const QString &path)
    {
        bool plain = true;
        for (QChar c : path)
            plain = plain && c.unicode() >= 0x20 && c.unicode() != 0x7f && c != u'"' && c != u'\\';
        if (plain)
            return path;
        QString out = u"\""_s;
        for (QChar c : path) {
            if (c == u'"' || c == u'\\')
                out += u'\\' + QString(c);
            else if (c == u'\t')
                out += u"\\t"_s;
            else if (c == u'\n')
                out += u"\\n"_s;
            else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += u"\\x"_s + QString::number(c.unicode(), 16).rightJustified(2, u'0');
            else
                out += c;
        }
        return out + u'"';
    }

    static QString hunksText(qsizetype n) { return n == 1 ? tr("1 hunk") : tr("%1 hunks").arg(n); }

    static void printText(const Patch &patch)
    {
        struct Row {
            QString status;
            QString name;
            QString counts;
            QString notes;
        };
        QList<Row> rows;
        for (const PatchFile &file : patch.files) {
            Row row;
            row.status = statusText(file);
            const bool moved = (file.isRename || file.isCopy) && !file.oldPath.isEmpty() && !file.newPath.isEmpty();
            row.name = moved ? printable(file.oldPath) + u" -> "_s + printable(file.newPath) : printable(file.path());
            if (!file.isBinary)
                row.counts = u'+' + QString::number(file.added()) + u" -"_s + QString::number(file.removed());
            QStringList notes;
            if (!file.hunks.isEmpty())
                notes << hunksText(file.hunks.size());
            if (file.isBinary && row.status != u"binary"_s)
                notes << tr("binary");
            if ((file.isRename || file.isCopy) && file.similarity > 0)
                notes << tr("%1% similar").arg(file.similarity);
            if (!file.oldMode.isEmpty() && !file.newMode.isEmpty() && file.oldMode != file.newMode)
                notes << tr("mode %1 -> %2").arg(file.oldMode, file.newMode);
            row.notes = notes.join(u", "_s);
            rows << row;
        }
        qsizetype statusWidth = 0;
        qsizetype nameWidth = 0;
        qsizetype countsWidth = 0;
        for (const Row &row : rows) {
            statusWidth = std::max(statusWidth, row.status.size());
            nameWidth = std::max(nameWidth, row.name.size());
            countsWidth = std::max(countsWidth, row.counts.size());
        }
        QTextStream &o = out();
        for (const Row &row : rows) {
            QString line = row.status.leftJustified(statusWidth) + u"  "_s + row.name.leftJustified(nameWidth) +
                           u"  "_s + row.counts.leftJustified(countsWidth);
            if (!row.notes.isEmpty())
                line += u"  "_s + row.notes;
            o << line.trimmed() << '\n';
        }
        int hunks = 0;
        for (const PatchFile &file : patch.files)
            hunks += int(file.hunks.size());
        const qsizetype files = patch.files.size();
        o << (files == 1 ? tr("1 file") : tr("%1 files").arg(files)) << ", " << hunksText(hunks) << ", +"
          << patch.added() << " -" << patch.removed() << '\n';
    }

    static Json toJson(const Patch &patch)
    {
        Json files = Json::array();
        for (const PatchFile &file : patch.files) {
            Json hunks = Json::array();
            for (const PatchHunk &hunk : file.hunks) {
                hunks.push_back(Json{{"old_start", hunk.oldStart},
                                     {"old_count", hunk.oldCount},
                                     {"new_start", hunk.newStart},
                                     {"new_count", hunk.newCount},
                                     {"section", hunk.section.toStdString()},
                                     {"added", hunk.added()},
                                     {"removed", hunk.removed()}});
            }
            files.push_back(Json{{"old_path", jsonTextOrNull(file.oldPath)},
                                 {"new_path", jsonTextOrNull(file.newPath)},
                                 {"status", statusText(file).toStdString()},
                                 {"binary", file.isBinary},
                                 {"rename", file.isRename},
                                 {"copy", file.isCopy},
                                 {"similarity", file.isRename || file.isCopy ? Json(file.similarity) : Json(nullptr)},
                                 {"old_mode", jsonTextOrNull(file.oldMode)},
                                 {"new_mode", jsonTextOrNull(file.newMode)},
                                 {"added", file.added()},
                                 {"removed", file.removed()},
                                 {"hunks", std::move(hunks)}});
        }
        return Json{{"files", std::move(files)}, {"added", patch.added()}, {"removed", patch.removed()}};
    }
};

const VerbSpec &patchVerb()
{
    static const VerbSpec spec{
        u"patch"_s,
        u"print the files, hunks and line counts of a patch"_s,
        {{u"FILE"_s, Completes::Files}},
        {shared::json(
            u"{\"files\": [{\"old_path\", \"new_path\", \"status\", \"binary\", \"rename\", \"copy\", \"similarity\", "
            "\"old_mode\", \"new_mode\", \"added\", \"removed\", \"hunks\": [{\"old_start\", \"old_count\", "
            "\"new_start\", \"new_count\", \"section\", \"added\", \"removed\"}]}], \"added\", \"removed\"} "
            "instead of a summary"_s)},
        {u"Print the files, hunks and added and removed lines of a unified diff (git or plain). FILE may be - for "
         "standard input."_s},
        u"0 when the patch was read, 1 when it cannot be read or parsed (FILE:LINE:COLUMN: message), 2 on a usage "
        "error."_s};
    return spec;
}

int runPatch(const Arguments &args)
{
    const QStringList positional = args.positional();
    const QString &path = positional.first();
    QFile file(path);
    const bool opened = path == u"-"_s ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly);
    QByteArray bytes;
    if (opened)
        bytes = file.readAll();
    if (!opened || file.error() != QFileDevice::NoError) {
        err() << path << ": " << PatchVerb::tr("cannot read the patch: %1").arg(file.errorString()) << '\n';
        return Failure;
    }

    Result<Patch> patch = parsePatch(bytes);
    if (!patch) {
        Error error = patch.error();
        error.file = path;
        err() << error.toString() << '\n';
        return Failure;
    }

    if (args.isSet(u"json"))
        printJson(PatchVerb::toJson(*patch));
    else
        PatchVerb::printText(*patch);
    return Success;
}

} // namespace heddle::cli
