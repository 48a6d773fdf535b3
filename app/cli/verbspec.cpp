#include <app/cli/verbspec.h>

#include <app/cli/cli.h>
#include <core/dataset/dataset.h>
#include <core/dataset/datasetio.h>

#include <QDir>

#include <QCommandLineParser>
#include <QHash>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kWidth = 110;

/// words wrapped at kWidth, the first line after first (already written), the others indented by indent.
QString wrapped(const QString &text, qsizetype firstColumn, qsizetype indent)
{
    QString out;
    qsizetype column = firstColumn;
    bool lineEmpty = true;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!lineEmpty && column + 1 + word.size() > kWidth) {
            out += u'\n' + QString(indent, u' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += u' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
    }
    return out;
}

QString optionUsage(const OptionSpec &o)
{
    const QString text = u"--"_s + o.name + (o.value.isEmpty() ? QString() : u' ' + o.value);
    return o.required ? text : u'[' + text + u']';
}

QString argumentUsage(const ArgumentSpec &a)
{
    const QString text = a.name + (a.repeats ? u"..."_s : QString());
    return a.optional ? u'[' + text + u']' : text;
}

QString optionLabel(const OptionSpec &o)
{
    return (o.shortName.isEmpty() ? QString() : u'-' + o.shortName + u", "_s) + u"--"_s + o.name +
           (o.value.isEmpty() ? QString() : u' ' + o.value);
}

/// QCommandLineParser's message in the words of every other usage error: "--out needs a value", "unknown option
/// --instance".
QString parserError(const QString &text)
{
    static const QRegularExpression missingValue(u"^Missing value after '-*([^']+)'\\.$"_s);
    static const QRegularExpression unknown(u"^Unknown options?:? '?-*([^']+?)'?\\.$"_s);
    if (const QRegularExpressionMatch m = missingValue.match(text); m.hasMatch())
        return u"--"_s + m.captured(1) + u" needs a value"_s;
    if (const QRegularExpressionMatch m = unknown.match(text); m.hasMatch())
        return u"unknown option "_s + (m.captured(1).size() == 1 ? u"-"_s : u"--"_s) + m.captured(1);
    return text;
}

} // namespace

QString VerbSpec::usage() const
{
    const QString head = u"Usage: heddle "_s + name;
    QStringList words;
    for (const ArgumentSpec &a : arguments)
        words << argumentUsage(a);
    for (const OptionSpec &o : options)
        words << optionUsage(o);
    // Each argument or option stays whole on its line.
    QString out = head;
    qsizetype column = head.size();
    for (const QString &word : std::as_const(words)) {
        if (column + 1 + word.size() > kWidth) {
            out += u'\n' + QString(head.size(), u' ');
            column = head.size();
        }
        out += u' ' + word;
        column += 1 + word.size();
    }
    return out;
}

QString VerbSpec::help() const
{
    QString out = usage() + u"\n\n"_s;
    for (const QString &paragraph : description)
        out += (paragraph.contains(u'\n') ? paragraph : wrapped(paragraph, 0, 0)) + u"\n\n"_s;
    QList<OptionSpec> all = options;
    all.append({u"help"_s, {}, u"show this help"_s, Completes::Nothing, {}, u"h"_s});
    qsizetype width = 0;
    for (const OptionSpec &o : std::as_const(all))
        width = std::max(width, optionLabel(o).size());
    out += u"Options:\n"_s;
    for (const OptionSpec &o : std::as_const(all)) {
        const qsizetype indent = 2 + width + 2;
        const QString &text = o.help;
        // A help of several lines (a JSON shape) keeps its lines, each under the first.
        const QString body = text.contains(u'\n') ? QString(text).replace(u"\n"_s, u'\n' + QString(indent, u' '))
                                                  : wrapped(text, indent, indent);
        out += u"  "_s + optionLabel(o).leftJustified(width + 2) + body + u'\n';
    }
    if (!exitStatus.isEmpty())
        out += u'\n' + wrapped(u"Exit status: "_s + exitStatus, 0, 0) + u'\n';
    return out;
}

const OptionSpec *VerbSpec::option(QStringView wanted) const
{
    for (const OptionSpec &o : options)
        if (o.name == wanted || (!o.shortName.isEmpty() && o.shortName == wanted))
            return &o;
    return nullptr;
}

namespace shared {

OptionSpec tasks(const QString &help)
{
    return {u"tasks"_s, u"IDS"_s, help, Completes::Tasks};
}

OptionSpec jobs(const QString &help)
{
    return {u"jobs"_s, u"N"_s, help};
}

OptionSpec timeout(const QString &help)
{
    return {u"timeout"_s, u"S"_s, help};
}

OptionSpec json(const QString &shape)
{
    return {u"json"_s, {}, u"print "_s + shape};
}

} // namespace shared

Arguments::Arguments(const VerbSpec &spec, const QStringList &args)
    : m_spec(spec)
    , m_parser(std::make_unique<QCommandLineParser>())
{
    QCommandLineParser &parser = *m_parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const OptionSpec &o : spec.options) {
        QStringList names{o.name};
        if (!o.shortName.isEmpty())
            names.prepend(o.shortName);
        parser.addOption(QCommandLineOption(names, o.help, o.value));
    }
    parser.addOption(QCommandLineOption({u"h"_s, u"help"_s}, u"show this help"_s));
    if (!parser.parse(QStringList{u"heddle "_s + spec.name} + args)) {
        m_done = usageError(parserError(parser.errorText()));
        return;
    }
    if (parser.isSet(u"help"_s)) {
        out() << spec.help();
        m_done = Success;
        return;
    }
    const QStringList given = parser.positionalArguments();
    QStringList missing;
    for (qsizetype i = given.size(); i < spec.arguments.size(); ++i)
        if (!spec.arguments[i].optional)
            missing << spec.arguments[i].name;
    if (!missing.isEmpty()) {
        m_done = usageError(u"missing "_s + missing.join(u" and "_s));
        return;
    }
    const bool repeats = !spec.arguments.isEmpty() && spec.arguments.last().repeats;
    if (!repeats && given.size() > spec.arguments.size()) {
        m_done = usageError(u"unexpected argument '"_s + given.at(spec.arguments.size()) + u'\'');
        return;
    }
    for (const OptionSpec &o : spec.options) {
        if (o.required && (!parser.isSet(o.name) || (!o.value.isEmpty() && parser.value(o.name).isEmpty()))) {
            m_done = usageError(u"missing --"_s + o.name + (o.value.isEmpty() ? QString() : u' ' + o.value));
            return;
        }
        if (!o.values.isEmpty() && parser.isSet(o.name))
            for (const QString &v : parser.values(o.name))
                if (!o.values.contains(v, Qt::CaseInsensitive)) {
                    m_done = usageError(u"--%1 takes %2, not '%3'"_s.arg(o.name, o.values.join(u", "_s), v));
                    return;
                }
    }
}

Arguments::~Arguments() = default;

bool Arguments::isSet(QStringView option) const
{
    return m_parser->isSet(option.toString());
}

QString Arguments::value(QStringView option) const
{
    return m_parser->value(option.toString());
}

QStringList Arguments::values(QStringView option) const
{
    return m_parser->values(option.toString());
}

QStringList Arguments::positional() const
{
    return m_parser->positionalArguments();
}

QList<std::pair<QString, QString>> Arguments::inOrder() const
{
    QList<std::pair<QString, QString>> given;
    QHash<QString, qsizetype> seen;
    for (const QString &name : m_parser->optionNames()) {
        const OptionSpec *o = m_spec.option(name);
        if (!o) // -h
            continue;
        given.append({o->name, o->value.isEmpty() ? QString() : m_parser->values(o->name).value(seen[o->name]++)});
    }
    return given;
}

std::optional<int> Arguments::number(QStringView option, int fallback, int least, int most, int *error) const
{
    if (!isSet(option))
        return fallback;
    if (const std::optional<int> n = numberIn(value(option), least, most))
        return n;
    const OptionSpec *o = m_spec.option(option);
    const QString what = u"--"_s + (o ? o->name : option.toString());
    *error = usageError(most == std::numeric_limits<int>::max()
                            ? u"%1 takes a whole number of at least %2"_s.arg(what).arg(least)
                            : u"%1 takes a whole number from %2 to %3"_s.arg(what).arg(least).arg(most));
    return std::nullopt;
}

std::optional<int> Arguments::jobs(int *error) const
{
    return number(u"jobs", std::max(1, QThread::idealThreadCount()), 1, 1024, error);
}

std::optional<int> Arguments::tasks(const Dataset &dataset, QStringList *ids) const
{
    QStringList all;
    for (const TaskSummary &s : dataset.tasks)
        all.append(s.id);
    return selectTasks(all, value(u"tasks"), isSet(u"tasks"), m_spec.name.toUtf8().constData(), ids);
}

std::optional<int> Arguments::openTasks(Dataset *dataset, QStringList *ids) const
{
    Result<Dataset> opened = openDataset(QDir(positional(0)).absolutePath());
    if (!opened) {
        err() << opened.error().toString() << '\n';
        return int(Failure);
    }
    *dataset = std::move(opened).value();
    return tasks(*dataset, ids);
}

int Arguments::usageError(const QString &message) const
{
    return cli::usageError(m_spec.name.toUtf8().constData(), message);
}

} // namespace heddle::cli
