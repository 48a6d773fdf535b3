#include <app/cli/cli.h>

#include <app/cli/verbs.h>
#include <app/cli/verbspec.h>

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
    err() << "heddle " << verb << ": " << message << '\n';
    if (const Verb *v = findVerb(QString::fromUtf8(verb)))
        err() << v->spec().usage() << '\n';
    err() << "Try 'heddle " << verb << " --help'.\n";
    err().flush();
    return Usage;
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
