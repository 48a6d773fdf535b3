#include <core/state/viewedstore.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>

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

QJsonObject &ViewedStore::load(const QString &datasetRoot)
{
    const QString root = canonicalRoot(datasetRoot);
    auto found = m_datasets.find(root);
    if (found != m_datasets.end())
        return *found;

    QJsonObject document;
    QFile file(fileFor(root));
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            m_errors.append(
                ioError(Viewed::tr("Cannot read the remembered viewed marks"), file.fileName(), file.errorString()));
        } else {
            QJsonParseError parseError;
            const QJsonDocument parsed = QJsonDocument::fromJson(file.readAll(), &parseError);
            if (parseError.error != QJsonParseError::NoError || !parsed.isObject()) {
                Error error =
                    makeError(Error::Code::Parse, Viewed::tr("The remembered viewed marks are damaged and were reset"),
                              parseError.errorString());
                error.file = file.fileName();
                m_errors.append(error);
            } else {
                document = parsed.object();
            }
        }
    }
    document.insert(u"version"_s, kFormatVersion);
    document.insert(u"dataset"_s, root);
    if (!document.value(u"tasks"_s).isObject())
        document.insert(u"tasks"_s, QJsonObject());
    return *m_datasets.insert(root, document);
}

QList<ViewedTick> ViewedStore::ticks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                                     const QByteArray &patch)
{
    const QJsonObject entry =
        load(datasetRoot).value(u"tasks"_s).toObject().value(taskId).toObject().value(owner).toObject();
    if (entry.value(u"patch"_s).toString() != digestOf(patch))
        return {};
    QList<ViewedTick> result;
    for (const QJsonValue &value : entry.value(u"ticks"_s).toArray()) {
        const QJsonArray pair = value.toArray();
        if (pair.size() == 2 && pair[0].isString() && pair[1].isDouble())
            result.append({pair[0].toString(), pair[1].toInt()});
    }
    return result;
}

Result<void> ViewedStore::setTicks(const QString &datasetRoot, const QString &taskId, const QString &owner,
                                   const QByteArray &patch, const QList<ViewedTick> &ticks)
{
    QList<ViewedTick> sorted = ticks;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QJsonArray array;
    for (const ViewedTick &tick : std::as_const(sorted))
        array.append(QJsonArray{tick.first, tick.second});

    QJsonObject &document = load(datasetRoot);
    QJsonObject tasks = document.value(u"tasks"_s).toObject();
    QJsonObject owners = tasks.value(taskId).toObject();
    if (array.isEmpty())
        owners.remove(owner);
    else
        owners.insert(owner, QJsonObject{{u"patch"_s, digestOf(patch)}, {u"ticks"_s, array}});
    if (owners.isEmpty())
        tasks.remove(taskId);
    else
        tasks.insert(taskId, owners);
    document.insert(u"tasks"_s, tasks);
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
    const QString path = fileFor(datasetRoot);
    if (!QDir().mkpath(m_folder))
        return ioError(Viewed::tr("Cannot create the folder for the viewed marks"), m_folder);
    QSaveFile file(path);
    const QByteArray bytes = QJsonDocument(load(datasetRoot)).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return ioError(Viewed::tr("Cannot save the viewed marks"), path, file.errorString());
    return Ok{};
}

} // namespace heddle
