#include <core/dataset/curatorverdicts.h>

#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>
#include <QSet>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The context of these messages' translations, as the verdicts' own.
struct VerdictText {
    Q_DECLARE_TR_FUNCTIONS(VerdictText)
};

} // namespace

QList<Error> checkCuratorVerdicts(const QString &root, const Task &task)
{
    QList<Error> errors;
    const QString relativeFolder = DatasetLayout::curatorReviewsFolder(task.id);
    const QDir folder(DatasetLayout(root).at(relativeFolder));
    if (!folder.exists())
        return errors;
    QSet<QString> flagIds;
    for (const Flag &f : task.flags)
        flagIds.insert(f.id);
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QString relative = relativeFolder + u'/' + name;
        const Result<QByteArray> bytes = readWholeFile(folder.filePath(name));
        if (!bytes) {
            Error e = bytes.error();
            e.file = relative;
            errors.append(e);
            continue;
        }
        const Result<Json> json = parseJson(*bytes, relative);
        if (!json) {
            errors.append(json.error());
            continue;
        }
        const auto at = [&](const QString &pointer, const QString &message) {
            errors.append(jsonValueError(*bytes, relative, pointer, message));
        };
        if (!json->is_object() || !json->contains("verdicts") || !json->at("verdicts").is_object()) {
            at(u"/verdicts"_s, VerdictText::tr("expected an object \"verdicts\": {flag id: verdict}"));
            continue;
        }
        for (const auto &[key, verdict] : json->at("verdicts").items()) {
            const QString flagId = QString::fromStdString(key);
            const QString pointer = jsonPointerAppend(u"/verdicts"_s, flagId);
            if (flagId.isEmpty()) {
                at(pointer, VerdictText::tr("a verdict without the id of its flag: statistics and exported verdicts "
                                            "leave it out"));
                continue;
            }
            if (!flagIds.contains(flagId))
                at(pointer, VerdictText::tr("review.json has no flag \"%1\": statistics and exported verdicts leave "
                                            "this verdict out")
                                .arg(flagId));
            const std::string state =
                verdict.is_object() && verdict.contains("state") && verdict.at("state").is_string()
                    ? verdict.at("state").get<std::string>()
                    : std::string();
            if (state != "open" && state != "confirmed" && state != "dismissed" && state != "needs_rerun")
                at(pointer + u"/state"_s,
                   VerdictText::tr("expected a \"state\" of open, confirmed, dismissed or needs_rerun"));
        }
    }
    return errors;
}

} // namespace heddle
