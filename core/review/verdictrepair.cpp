#include <core/review/verdictrepair.h>

#include <core/dataset/taskjson.h>
#include <core/git/gitrepository.h>
#include <core/history/datasethistory.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDir>
#include <QHash>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct RepairText {
    Q_DECLARE_TR_FUNCTIONS(RepairText)
};

// The file at a commit as JSON; null when it is not there or not JSON.
Json jsonAt(const DatasetRepository &repository, const QString &commit, const QString &relative)
{
    const QString path = repository.datasetPath.isEmpty() ? relative : repository.datasetPath + u'/' + relative;
    const Result<QByteArray> bytes = readFileAtCommit(repository.root, commit, path);
    if (!bytes)
        return Json();
    Result<Json> json = parseJson(*bytes, path);
    return json ? std::move(*json) : Json();
}

// The "" verdict of a curator's file: null when there is none.
Json unnamed(const Json &own)
{
    if (!own.is_object() || !own.contains("verdicts") || !own.at("verdicts").is_object() ||
        !own.at("verdicts").contains(""))
        return Json();
    return own.at("verdicts").at("");
}

// Flag id -> verdict name, from a review.json.
QHash<QString, QString> verdictsOf(const Json &review)
{
    QHash<QString, QString> out;
    if (!review.is_object())
        return out;
    for (const Flag &f : taskjson::flagsFromJson(review))
        out.insert(f.id, verdictName(f.verdict));
    return out;
}

} // namespace

VerdictRepair repairUnnamedVerdicts(const QString &root, const Task &task)
{
    VerdictRepair repair;
    const QString folderRelative = DatasetLayout::curatorReviewsFolder(task.id);
    const QDir folder(DatasetLayout(root).at(folderRelative));
    QStringList files;
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const Result<QByteArray> bytes = readWholeFile(folder.filePath(name));
        const Result<Json> json = bytes ? parseJson(*bytes, name) : Result<Json>(bytes.error());
        if (json && !unnamed(*json).is_null())
            files << name;
    }
    if (files.isEmpty())
        return repair;
    const auto cannot = [&](const QString &relative, const QString &why) {
        Error e = makeError(Error::Code::NotFound, why);
        e.file = relative;
        e.pointer = u"/verdicts/"_s;
        repair.unresolved.append(e);
    };
    const Result<DatasetRepository> repository = datasetRepository(root);
    Result<QList<HistoryEntry>> history = repository && repository->inRepository
                                              ? taskHistory(root, task.id)
                                              : Result<QList<HistoryEntry>>(QList<HistoryEntry>());
    if (!repository || !repository->inRepository || !history || history->isEmpty()) {
        for (const QString &name : files)
            cannot(folderRelative + u'/' + name,
                   RepairText::tr("a verdict without its flag id, and no git history of the task to say which flag "
                                  "it judged"));
        return repair;
    }
    std::reverse(history->begin(), history->end()); // oldest first
    const QString reviewRelative = DatasetLayout::reviewFile(task.id);

    for (const QString &name : files) {
        const QString relative = folderRelative + u'/' + name;
        QHash<QString, Json> found; // flag id -> the verdict it was given, the newest commit's
        Json lastFound;             // the "" value of the newest commit that said which flag it was
        QStringList ambiguous;
        for (const HistoryEntry &commit : std::as_const(*history)) {
            const Json now = unnamed(jsonAt(*repository, commit.id, relative));
            if (now.is_null() || now == unnamed(jsonAt(*repository, commit.id + u'^', relative)))
                continue;
            const QHash<QString, QString> before = verdictsOf(jsonAt(*repository, commit.id + u'^', reviewRelative));
            const QHash<QString, QString> after = verdictsOf(jsonAt(*repository, commit.id, reviewRelative));
            const QString state = now.is_object() && now.value("state", Json()).is_string()
                                      ? QString::fromStdString(now.at("state").get<std::string>())
                                      : QString();
            QStringList changed;
            for (auto it = after.cbegin(); it != after.cend(); ++it)
                if (it.value() == state && before.value(it.key()) != state)
                    changed << it.key();
            if (changed.size() == 1) {
                found.insert(changed.first(), now);
                lastFound = now;
            } else {
                ambiguous << commit.shortId;
            }
        }
        Result<QByteArray> bytes = readWholeFile(folder.filePath(name));
        Result<Json> own = bytes ? parseJson(*bytes, relative) : Result<Json>(bytes.error());
        if (!own)
            continue;
        Json &verdicts = (*own)["verdicts"];
        for (auto it = found.cbegin(); it != found.cend(); ++it) {
            const std::string id = it.key().toStdString();
            // A verdict kept under its id since is newer: it stays.
            if (verdicts.contains(id) &&
                verdicts.at(id).value("at", std::string()) >= it.value().value("at", std::string()))
                continue;
            verdicts[id] = it.value();
            repair.moved << u"%1: %2 (%3)"_s.arg(relative, it.key(),
                                                 QString::fromStdString(it.value().value("state", std::string())));
        }
        if (!lastFound.is_null() && verdicts.at("") == lastFound)
            verdicts.erase("");
        else
            cannot(relative, ambiguous.isEmpty()
                                 ? RepairText::tr("a verdict without its flag id that no commit of the task records")
                                 : RepairText::tr("a verdict without its flag id: commits %1 changed several flags "
                                                  "to its state, or none")
                                       .arg(ambiguous.join(u", "_s)));
        if (!found.isEmpty() || !verdicts.contains("")) {
            if (Result<void> written = writeFileIfChanged(folder.filePath(name), serializeJson(*own)); !written)
                repair.unresolved.append(written.error());
            else
                repair.changedPaths << relative;
        }
    }
    return repair;
}

} // namespace heddle
