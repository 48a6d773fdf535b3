#include <core/state/viewedstore.h>

#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

class Viewed
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Viewed)
};

constexpr int kFormatVersion = 1;

QString digestOf(const QByteArray &patch)
{
    return QString::fromLatin1(QCryptographicHash::hash(patch, QCryptographicHash::Sha256).toHex());
}

QString canonicalRoot(const QString &datasetRoot)
{
    const QString canonical = QFileInfo(datasetRoot).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QDir(datasetRoot).absolutePath()) : canonical;
}

Error ioError(const QString &message, const QString &path, const QString &detail = {})
{
    Error error = makeError(Error::Code::Io, message, detail);
    error.file = path;
    return error;
}

} // namespace

ViewedStore::ViewedStore(QString folder)
    : m_folder(std::move(folder))
{}

QString ViewedStore::fileFor(const QString &datasetRoot) const
{
    // A digest keeps any path a valid, short file name.
    const QByteArray digest = QCryptographicHash::hash(canonicalRoot(datasetRoot).toUtf8(), QCryptographicHash::Sha256);
    return m_folder + u'/' + QString::fromLatin1(digest.toHex().left(24)) + u".json"_s;
}

ViewedStore::DatasetTicks &ViewedStore::load(const QString &datasetRoot)
{
    const QString root = canonicalRoot(datasetRoot);
    auto found = m_datasets.find(root);
    if (found != m_datasets.end())
        return *found;

    // {"dataset": root, "tasks": {task: {owner: {"patch": sha256, "ticks": [[file, hunk], ...]}}}, "version": 1};
    // entries of another shape are skipped, as they always were.
    DatasetTicks tasks;
    QFile file(fileFor(root));
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            m_errors.append(
                ioError(Viewed::tr("Cannot read the remembered viewed marks"), file.fileName(), file.errorString()));
        } else if (Result<Json> parsed = parseJson(file.readAll(), file.fileName()); !parsed || !parsed->is_object()) {
            Error error =
                makeError(Error::Code::Parse, Viewed::tr("The remembered viewed marks are damaged and were reset"),
                          parsed ? Viewed::tr("expected an object") : parsed.error().message);
            error.file = file.fileName();
            m_errors.append(error);
        } else if (const auto stored = parsed->find("tasks"); stored != parsed->end() && stored->is_object()) {
            for (const auto &[taskId, owners] : stored->items()) {
                if (!owners.is_object())
                    continue;
                OwnerTicks &taskTicks = tasks[toQString(taskId)];
                for (const auto &[owner, entry] : owners.items()) {
                    if (!entry.is_object())
                        continue;
                    PatchTicks &patchTicks = taskTicks[toQString(owner)];
                    if (const auto patch = entry.find("patch"); patch != entry.end() && patch->is_string())
                        patchTicks.patch = toQString(patch->get_ref<const std::string &>());
                    const auto ticks = entry.find("ticks");
                    if (ticks == entry.end() || !ticks->is_array())
                        continue;
                    for (const Json &pair : *ticks) {
                        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_number())
                            continue;
                        const double hunk = pair[1].get<double>();
                        const bool whole = std::floor(hunk) == hunk && std::abs(hunk) <= 2147483647.0;
                        patchTicks.ticks.append(
                            {toQString(pair[0].get_ref<const std::string &>()), whole ? int(hunk) : 0});
                    }
                }
            }
        }
    }
    return *m_datasets.insert(root, tasks);
}

QList<ViewedTick> ViewedStore::ticks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                                     const QByteArray &patch)
{
    const PatchTicks entry = load(datasetRoot).value(taskId).value(owner);
    if (entry.patch != digestOf(patch))
        return {};
    return entry.ticks;
}

Result<void> ViewedStore::setTicks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                                   const QByteArray &patch, const QList<ViewedTick> &ticks)
{
    QList<ViewedTick> sorted = ticks;
    std::sort(sorted.begin(), sorted.end());
    sorted.resize(std::unique(sorted.begin(), sorted.end()) - sorted.begin());

    DatasetTicks &tasks = load(datasetRoot);
    OwnerTicks &owners = tasks[taskId];
    if (sorted.isEmpty())
        owners.remove(owner);
    else
        owners.insert(owner, PatchTicks{digestOf(patch), sorted});
    if (owners.isEmpty())
        tasks.remove(taskId);
    return save(datasetRoot);
}

Result<void> ViewedStore::setViewed(const QString &datasetRoot, const QString &taskId, const QString &owner,
                                    const QByteArray &patch, const QString &file, int hunk, bool viewed)
{
    QList<ViewedTick> current = ticks(datasetRoot, taskId, owner, patch);
    const ViewedTick tick{file, hunk};
    if (viewed == current.contains(tick))
        return Ok{};
    if (viewed)
        current.append(tick);
    else
        current.removeAll(tick);
    return setTicks(datasetRoot, taskId, owner, patch, current);
}

QList<Error> ViewedStore::takeErrors()
{
    return std::exchange(m_errors, {});
}

Result<void> ViewedStore::save(const QString &datasetRoot)
{
    const QString root = canonicalRoot(datasetRoot);
    const QString path = fileFor(root);
    if (!QDir().mkpath(m_folder))
        return ioError(Viewed::tr("Cannot create the folder for the viewed marks"), m_folder);
    // Sorted keys, the order these files have always had on disk.
    Json tasks = Json::object();
    const DatasetTicks &stored = load(root);
    for (auto task = stored.cbegin(); task != stored.cend(); ++task) {
        Json owners = Json::object();
        for (auto owner = task->cbegin(); owner != task->cend(); ++owner) {
            Json ticks = Json::array();
            for (const ViewedTick &tick : owner->ticks)
                ticks.push_back(Json::array({toStd(tick.first), tick.second}));
            owners[toStd(owner.key())] = Json{{"patch", toStd(owner->patch)}, {"ticks", std::move(ticks)}};
        }
        tasks[toStd(task.key())] = std::move(owners);
    }
    Json document = Json::object();
    document["dataset"] = toStd(root);
    document["tasks"] = std::move(tasks);
    document["version"] = kFormatVersion;
    if (Result<void> written = writeFileIfChanged(path, serializeJson(document)); !written)
        return ioError(Viewed::tr("Cannot save the viewed marks"), path,
                       written.error().message + u": "_s + written.error().detail);
    return Ok{};
}

} // namespace heddle
