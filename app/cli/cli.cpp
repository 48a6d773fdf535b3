#include <app/cli/cli.h>

#include <QCommandLineParser>

#include <cstdio>

namespace heddle::cli {

using namespace Qt::StringLiterals;

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int usageError(const char *verb, const QString &message)
{
    err() << "heddle " << verb << ": " << message << "\nTry 'heddle " << verb << " --help'.\n";
    err().flush();
    return Usage;
}

std::optional<int> parseArguments(QCommandLineParser &parser, const char *verb, const QStringList &args,
                                  const char *help)
{
    const QCommandLineOption helpOption({u"h"_s, u"help"_s}, u"show this help"_s);
    parser.addOption(helpOption);
    if (!parser.parse(QStringList{u"heddle "_s + QString::fromLatin1(verb)} + args))
        return usageError(verb, parser.errorText());
    if (parser.isSet(helpOption)) {
        out() << help;
        return Success;
    }
    return std::nullopt;
}

std::optional<int> selectTasks(const QStringList &datasetIds, const QString &tasksValue, bool tasksGiven,
                               const char *verb, QStringList *ids)
{
    if (!tasksGiven) {
        *ids = datasetIds;
        return std::nullopt;
    }
    const QStringList wanted = tasksValue.split(u',', Qt::SkipEmptyParts);
    for (const QString &id : wanted)
        if (!datasetIds.contains(id))
            return usageError(verb, u"no task '"_s + id + u"' in the dataset"_s);
    *ids = wanted;
    return std::nullopt;
}

void printJson(const Json &json)
{
    out() << QString::fromUtf8(serializeJson(json));
}

std::optional<int> numberIn(const QString &text, int least, int most)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok && value >= least && value <= most ? std::optional<int>(value) : std::nullopt;
}

Json errorsJson(const QList<Error> &errors)
{
    Json out = Json::array();
    for (const Error &e : errors) {
        Json item;
        item["file"] = toStd(e.file);
        item["line"] = e.line;
        item["column"] = e.column;
        item["pointer"] = toStd(e.pointer);
        item["message"] = toStd(e.message);
        item["text"] = toStd(e.toString());
        out.push_back(std::move(item));
    }
    return out;
}

} // namespace heddle::cli
