// heddle __complete: the candidates for the word under the cursor, for the bash and zsh completion scripts
// (app/completion). The verbs' options and arguments are read from their declarations (VerbSpec), the same that
// make their help and parse their command lines, so completion cannot fall behind them.

#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <app/cli/verbspec.h>
#include <core/storage/datasetlayout.h>

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <tuple>
#include <utility>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

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

// What completes the word cur of a verb's command line, after the words before it (the verb's own name left out);
// valueOf is the option whose value cur is, when the shell split it off at '='.
std::pair<Completes, QStringList> forVerb(const VerbSpec &spec, const QStringList &before, const QString &cur,
                                          QString valueOf)
{
    Completes kind = Completes::Nothing;
    QStringList candidates;
    QString dataset;
    const auto optionNamed = [&spec](const QString &word) { return spec.option(word.mid(2).section(u'=', 0, 0)); };
    qsizetype argument = 0;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const QString &word = before[i];
        if (word.startsWith(u'-') && word.size() > 1) {
            const OptionSpec *o = word.startsWith(u"--") ? optionNamed(word) : nullptr;
            if (o && !o->value.isEmpty() && !word.contains(u'='))
                ++i; // its value
            continue;
        }
        const ArgumentSpec *a = argument < spec.arguments.size() ? &spec.arguments[argument]
                                : spec.arguments.isEmpty()       ? nullptr
                                                                 : &spec.arguments.last();
        if (a && a->name == u"DATASET")
            dataset = word;
        ++argument;
    }
    if (valueOf.isEmpty() && !before.isEmpty() && before.last().startsWith(u"--") && !before.last().contains(u'=')) {
        if (const OptionSpec *o = optionNamed(before.last()); o && !o->value.isEmpty())
            valueOf = before.last();
    }
    if (!valueOf.isEmpty()) {
        if (const OptionSpec *o = optionNamed(valueOf)) {
            kind = o->completes;
            if (kind == Completes::Values)
                candidates = o->values;
        }
    } else if (cur.startsWith(u'-')) {
        for (const OptionSpec &o : spec.options)
            candidates << u"--"_s + o.name;
        candidates << u"--help"_s;
    } else if (argument < spec.arguments.size()) {
        kind = spec.arguments[argument].completes;
    } else if (!spec.arguments.isEmpty() && spec.arguments.last().repeats) {
        kind = spec.arguments.last().completes;
    }
    if (kind == Completes::Tasks) {
        // --tasks takes a comma-separated list: the ids already given stay in front of the one being completed.
        const bool list = valueOf == u"--tasks";
        const QString listed = list ? cur.left(cur.lastIndexOf(u',') + 1) : QString();
        const QStringList given = listed.split(u',', Qt::SkipEmptyParts);
        for (const QString &id : taskIds(dataset))
            if (!given.contains(id))
                candidates << listed + id;
    }
    return {kind, candidates};
}

} // namespace

int runComplete(const QStringList &args)
{
    const QStringList verbs = verbNames();
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

    Completes kind = Completes::Nothing;
    QStringList candidates;
    const Verb *verb = before.isEmpty() ? nullptr : findVerb(before.first());
    if (before.isEmpty() && valueOf.isEmpty()) {
        candidates = verbs + QStringList{u"--demo"_s, u"--help"_s, u"--version"_s};
        kind = cur.startsWith(u'-') ? Completes::Nothing : Completes::Folders;
    } else if (!verb) {
        kind = Completes::Folders; // the window's dataset
    } else {
        before.removeFirst();
        std::tie(kind, candidates) = forVerb(verb->spec(), before, cur, valueOf);
    }

    QTextStream &o = out();
    o << (kind == Completes::Files ? "files" : kind == Completes::Folders ? "dirs" : "-") << '\n';
    for (const QString &candidate : std::as_const(candidates))
        if (candidate.startsWith(cur))
            o << prefix << candidate << '\n';
    o.flush();
    return Success;
}

} // namespace heddle::cli
