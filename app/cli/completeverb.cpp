// heddle __complete: the candidates for the word under the cursor, for the bash and zsh completion scripts
// (app/completion). The verbs' options and arguments are read from their own --help, run as a process of this
// executable, so completion knows what the verbs know and cannot fall behind them.

#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <algorithm>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

// What a verb's --help says it takes: its options with the name of their value (empty for a switch) and the names
// of its arguments in order (DATASET, TASK, FILE, ...).
struct VerbSyntax {
    QMap<QString, QString> options;
    QStringList arguments;
};

QString helpOf(const QString &verb)
{
    QProcess process;
    // A verb that makes a QApplication for its help must not need a display for it.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    process.setProcessEnvironment(environment);
    process.start(QCoreApplication::applicationFilePath(), {verb, u"--help"_s});
    if (!process.waitForFinished(10000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString withoutBrackets(QString token)
{
    token.remove(u'[').remove(u']');
    if (token.endsWith(u"..."_s))
        token.chop(3);
    return token;
}

// The usage lines (from "Usage:" on, while indented) name options with their values and, on the first line,
// the arguments; an "Options:" list, as QCommandLineParser writes it, names the rest.
VerbSyntax parseHelp(const QString &verb, const QString &help)
{
    VerbSyntax syntax;
    const QStringList lines = help.split(u'\n');
    const auto usageLine =
        std::find_if(lines.begin(), lines.end(), [](const QString &line) { return line.startsWith(u"Usage: "); });
    const qsizetype usage = usageLine == lines.end() ? -1 : qsizetype(usageLine - lines.begin());
    // The usage goes on over indented lines; QCommandLineParser's description follows it unindented.
    for (qsizetype l = usage;
         l >= 0 && l < lines.size() && (l == usage || lines[l].startsWith(u' ')) && !lines[l].trimmed().isEmpty();
         ++l) {
        QStringList tokens = lines[l].split(u' ', Qt::SkipEmptyParts);
        if (l == usage) {
            tokens = tokens.mid(2); // "Usage:" and the program
            if (!tokens.isEmpty() && tokens.first() == verb)
                tokens.removeFirst();
        } else if (tokens.value(0) == u"heddle" && tokens.value(1) == verb) {
            tokens = tokens.mid(2);
        }
        int depth = 0;
        for (qsizetype t = 0; t < tokens.size(); ++t) {
            const QString &token = tokens[t];
            const int depthBefore = depth;
            depth += int(token.count(u'[')) - int(token.count(u']'));
            const QString bare = withoutBrackets(token);
            if (bare.startsWith(u"--")) {
                const bool closed = token.endsWith(u']') || token.endsWith(u"]...");
                const QString next = tokens.value(t + 1);
                QString value;
                if (!closed && !next.isEmpty() && !next.startsWith(u'-') && !next.startsWith(u'[') && next != u"...") {
                    value = withoutBrackets(next);
                    depth += int(next.count(u'[')) - int(next.count(u']'));
                    ++t;
                }
                if (!syntax.options.contains(bare) || syntax.options[bare].isEmpty())
                    syntax.options[bare] = value;
            } else if (l == usage && depthBefore == 0 && depth == 0 &&
                       QRegularExpression(u"^[A-Z][A-Za-z0-9_.]*$"_s).match(token).hasMatch()) {
                syntax.arguments << token;
            }
        }
    }
    static const QRegularExpression optionLine(
        u"^\\s+(?:-\\w, )?(--[a-z][a-z0-9-]*)(?: <([^>]+)>| ([A-Z][A-Z0-9_]*))?(?=\\s|$)"_s);
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = optionLine.match(line);
        if (m.hasMatch() && !syntax.options.contains(m.captured(1)))
            syntax.options[m.captured(1)] = m.captured(2).isEmpty() ? m.captured(3) : m.captured(2);
    }
    return syntax;
}

enum class Kind {
    None,
    Files,
    Folders,
    Tasks,
    Words
};

// What a value or an argument named name is: the placeholders' names say it; a list of literal values separated
// by '|' is offered as it is.
Kind kindOf(const QString &name, QStringList *words)
{
    static const QStringList placeholders = {u"PATH"_s, u"URL"_s, u"FILE"_s, u"DIR"_s, u"NAME"_s, u"ID"_s};
    if (name.contains(u'|') && !name.contains(u'=')) {
        const QStringList alternatives = name.split(u'|', Qt::SkipEmptyParts);
        if (std::none_of(alternatives.begin(), alternatives.end(),
                         [](const QString &a) { return placeholders.contains(a); })) {
            *words = alternatives;
            return Kind::Words;
        }
    }
    const QString upper = name.toUpper();
    if (upper == u"TASK")
        return Kind::Tasks;
    if (upper == u"DATASET" || upper == u"DIR" || upper == u"OUT" || upper == u"FOLDER")
        return Kind::Folders;
    if (upper.startsWith(u"FILE") || upper == u"PATH" || upper.contains(u'.'))
        return Kind::Files;
    return Kind::None;
}

QString expandHome(const QString &path)
{
    if (path == u"~" || path.startsWith(u"~/"))
        return QDir::homePath() + path.mid(1);
    return path;
}

// The task ids of a dataset: the folders under tasks/ that hold a task.json; nothing is parsed.
QStringList taskIds(const QString &dataset)
{
    if (dataset.isEmpty())
        return {};
    const DatasetLayout layout(expandHome(dataset));
    QStringList ids;
    for (const QString &id :
         QDir(layout.at(DatasetLayout::tasksFolder())).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (QFileInfo::exists(layout.at(DatasetLayout::taskFile(id))))
            ids << id;
    return ids;
}

} // namespace

int runComplete(const QStringList &args, const QStringList &verbs)
{
    bool ok = false;
    const qsizetype cword = args.value(0).toInt(&ok);
    QStringList words = args.mid(1);
    if (!ok || cword < 1 || cword > words.size()) {
        err() << "Usage: heddle __complete CWORD WORD0 WORD1 ... (the words as the shell split them)\n";
        return Usage;
    }
    words = words.mid(0, cword + 1);
    if (words.size() == cword)
        words << QString();
    // bash splits --option=value at '=': the value is completed alone, and the option is the word before the '='.
    QString cur = words.last();
    QStringList before = words.mid(1, cword - 1);
    QString valueOf; // the option whose value is being completed
    if (cur == u"=" && !before.isEmpty() && before.last().startsWith(u"--")) {
        valueOf = before.takeLast();
        cur.clear();
    } else if (before.size() >= 2 && before.last() == u"=" && before[before.size() - 2].startsWith(u"--")) {
        before.removeLast();
        valueOf = before.takeLast();
    }
    QString prefix; // what candidates start with that the shell keeps apart from the value (zsh's --option=)
    if (valueOf.isEmpty() && cur.startsWith(u"--") && cur.contains(u'=')) {
        valueOf = cur.section(u'=', 0, 0);
        prefix = valueOf + u'=';
        cur = cur.section(u'=', 1);
    }

    Kind kind = Kind::None;
    QStringList candidates;
    QString dataset;
    if (before.isEmpty() && valueOf.isEmpty()) {
        candidates = verbs + QStringList{u"--demo"_s, u"--help"_s, u"--version"_s};
        kind = cur.startsWith(u'-') ? Kind::None : Kind::Folders;
    } else if (!verbs.contains(before.value(0))) {
        kind = Kind::Folders; // the window's dataset
    } else {
        const QString verb = before.takeFirst();
        const VerbSyntax syntax = parseHelp(verb, helpOf(verb));
        qsizetype argument = 0;
        for (qsizetype i = 0; i < before.size(); ++i) {
            const QString &word = before[i];
            if (word.startsWith(u"--")) {
                const QString name = word.section(u'=', 0, 0);
                if (!word.contains(u'=') && !syntax.options.value(name).isEmpty())
                    ++i; // its value
                continue;
            }
            if (word.startsWith(u'-') && word.size() > 1)
                continue;
            if (syntax.arguments.value(argument) == u"DATASET")
                dataset = word;
            ++argument;
        }
        if (valueOf.isEmpty() && !before.isEmpty() && before.last().startsWith(u"--") &&
            !before.last().contains(u'=') && !syntax.options.value(before.last()).isEmpty()) {
            valueOf = before.last();
        }
        QStringList literals;
        if (!valueOf.isEmpty()) {
            kind = valueOf == u"--tasks" ? Kind::Tasks : kindOf(syntax.options.value(valueOf), &literals);
        } else if (cur.startsWith(u'-')) {
            candidates = syntax.options.keys();
        } else if (argument < syntax.arguments.size()) {
            kind = kindOf(syntax.arguments[argument], &literals);
        } else if (syntax.arguments.isEmpty() && !syntax.options.contains(u"--help"_s)) {
            kind = Kind::Files; // a verb whose help names no arguments
        }
        if (kind == Kind::Words)
            candidates = literals;
        if (kind == Kind::Tasks) {
            // --tasks takes a comma-separated list: the ids already given stay in front of the one being completed.
            const qsizetype comma = cur.lastIndexOf(u',');
            const QString listed = valueOf == u"--tasks" ? cur.left(comma + 1) : QString();
            const QStringList given = listed.split(u',', Qt::SkipEmptyParts);
            for (const QString &id : taskIds(dataset))
                if (!given.contains(id))
                    candidates << listed + id;
        }
    }

    QTextStream &o = out();
    o << (kind == Kind::Files ? "files" : kind == Kind::Folders ? "dirs" : "-") << '\n';
    for (const QString &candidate : std::as_const(candidates))
        if (candidate.startsWith(cur))
            o << prefix << candidate << '\n';
    o.flush();
    return Success;
}

} // namespace heddle::cli
