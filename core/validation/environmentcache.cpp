#include <core/validation/environmentcache.h>

#include <core/json/jsondocument.h>
#include <core/validation/pythonenvironment.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <vector>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

namespace fs = std::filesystem;

constexpr qint64 kEntryLimit = 256LL << 20; // what one install may keep: the environment script's own limit
constexpr qint64 kCacheLimit = 4LL << 30;   // all entries together
constexpr auto kIncoming = ".incoming-";

bool skipped(const fs::path &name)
{
    return name == ".git" || name == ".heddle" || name == "__pycache__";
}

QString relativeName(const fs::path &path, const fs::path &root)
{
    return QString::fromStdString(path.lexically_relative(root).generic_string());
}

/// The regular files below root (not below .git, .heddle or __pycache__), relative and sorted; links with their
/// targets, so that a link changed is a key changed.
std::vector<std::pair<QString, fs::path>> filesBelow(const fs::path &root, std::vector<QString> *links = nullptr)
{
    std::vector<std::pair<QString, fs::path>> files;
    std::error_code error;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        const fs::file_status status = it->symlink_status(error);
        if (error)
            break;
        if (fs::is_directory(status)) {
            if (skipped(it->path().filename()))
                it.disable_recursion_pending();
        } else if (fs::is_regular_file(status)) {
            files.emplace_back(relativeName(it->path(), root), it->path());
        } else if (links && fs::is_symlink(status)) {
            links->push_back(relativeName(it->path(), root) + u" -> "_s +
                             QString::fromStdString(fs::read_symlink(it->path(), error).string()));
        }
    }
    std::sort(files.begin(), files.end());
    if (links)
        std::sort(links->begin(), links->end());
    return files;
}

/// Copies the regular files below from to to (links and other kinds are left out); false when they are more than
/// limit bytes or a copy fails, to then being incomplete.
bool copyFiles(const QString &from, const QString &to, qint64 limit)
{
    const fs::path source = from.toStdString(), target = to.toStdString();
    qint64 total = 0;
    std::error_code error;
    for (fs::recursive_directory_iterator it(source, error); !error && it != fs::recursive_directory_iterator();
         it.increment(error)) {
        const fs::file_status status = it->symlink_status(error);
        if (error || !fs::is_regular_file(status))
            continue;
        total += qint64(it->file_size(error));
        if (error || total > limit)
            return false;
        const fs::path copy = target / it->path().lexically_relative(source);
        fs::create_directories(copy.parent_path(), error);
        if (error || !fs::copy_file(it->path(), copy, fs::copy_options::overwrite_existing, error))
            return false;
    }
    return !error;
}

qint64 sizeBelow(const QString &folder)
{
    qint64 total = 0;
    for (const auto &[rel, path] : filesBelow(folder.toStdString())) {
        std::error_code error;
        total += qint64(fs::file_size(path, error));
    }
    return total;
}

QString keyFile(const QString &workspace)
{
    return QDir::cleanPath(workspace) + u".pyenv-key"_s;
}

/// Removes the entries restored least recently (their manifest's time) until the cache holds at most limit bytes.
void trim(const QString &cache, qint64 limit)
{
    struct Entry {
        QString path;
        QDateTime used;
        qint64 size = 0;
    };
    std::vector<Entry> entries;
    qint64 total = 0;
    const QFileInfoList folders = QDir(cache).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &folder : folders) {
        Entry entry{folder.filePath(), QFileInfo(folder.filePath() + u"/manifest.json"_s).lastModified(),
                    sizeBelow(folder.filePath())};
        total += entry.size;
        entries.push_back(std::move(entry));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.used < b.used; });
    for (const Entry &entry : entries) {
        if (total <= limit)
            break;
        QDir(entry.path).removeRecursively();
        total -= entry.size;
    }
}

} // namespace

QString defaultEnvironmentCache()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/python-environments"_s;
}

bool isEditableInstall(const QString &line)
{
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    return words.contains(u"-e"_s) || words.contains(u"--editable"_s) || words.contains(u"develop"_s) ||
           std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return w.startsWith(u"--editable="_s); });
}

QByteArray pythonEnvironmentKey(const QString &workspace, const PythonEnvironmentPlan &plan)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto add = [&](QByteArrayView bytes) {
        hash.addData(QByteArray(QByteArray::number(bytes.size()) + ':'));
        hash.addData(bytes);
    };
    QFile script(u":/validation/pyenv.py"_s);
    if (script.open(QIODevice::ReadOnly))
        add(script.readAll());
    add(plan.install.toUtf8());
    add(plan.preInstall.join(u'\n').toUtf8());
    add(plan.pretendVersion.toUtf8());
    add(plan.watch.join(u'\n').toUtf8());
    const bool editable = isEditableInstall(plan.install);
    std::vector<QString> links;
    const std::vector<std::pair<QString, fs::path>> files = filesBelow(workspace.toStdString(), &links);
    for (const QString &link : links)
        add(link.toUtf8());
    for (const auto &[rel, path] : files) {
        add(rel.toUtf8());
        // An editable install reads the sources below the root where they are: the same environment serves them all.
        if (editable && rel.endsWith(u".py"_s) && rel.contains(u'/'))
            continue;
        QFile file(QString::fromStdString(path.string()));
        if (file.open(QIODevice::ReadOnly)) {
            QCryptographicHash content(QCryptographicHash::Sha256);
            content.addData(&file);
            add(content.result());
        } else {
            add("unreadable");
        }
    }
    return hash.result().toHex();
}

bool restorePythonEnvironment(const QString &cache, const QByteArray &key, const QString &workspace)
{
    if (cache.isEmpty() || key.isEmpty())
        return false;
    const QString entry = cache + u'/' + QString::fromLatin1(key);
    QFile manifest(entry + u"/manifest.json"_s);
    if (!manifest.exists())
        return false;
    const QString target = workspace + u"/.heddle/pyenv-cache-in"_s;
    QDir(target).removeRecursively();
    if (!copyFiles(entry, target, kEntryLimit)) {
        QDir(target).removeRecursively();
        return false;
    }
    // Restored now: the last to go when the cache is trimmed.
    if (manifest.open(QIODevice::ReadWrite))
        manifest.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
    return true;
}

void markPythonEnvironmentForKeeping(const QString &workspace, const QByteArray &key)
{
    QFile file(keyFile(workspace));
    if (file.open(QIODevice::WriteOnly))
        file.write(key);
}

bool keepPythonEnvironment(const QString &cache, const QString &workspace)
{
    QFile marked(keyFile(workspace));
    if (!marked.open(QIODevice::ReadOnly))
        return false;
    const QByteArray key = marked.read(128).trimmed();
    marked.close();
    marked.remove();
    if (cache.isEmpty() || key.isEmpty() ||
        !std::all_of(key.cbegin(), key.cend(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); }))
        return false;
    QFile resultFile(workspace + u"/.heddle/pyenv-result.json"_s);
    if (!resultFile.open(QIODevice::ReadOnly) || resultFile.size() > 1 << 20)
        return false;
    const Result<Json> result = parseJson(resultFile.readAll(), resultFile.fileName());
    if (!result || !result->is_object() || !result->value("installed", false) || result->value("cached", false))
        return false;
    const QString out = workspace + u"/.heddle/pyenv-cache-out"_s;
    const QString entry = cache + u'/' + QString::fromLatin1(key);
    if (!QFileInfo::exists(out + u"/manifest.json"_s) || QFileInfo::exists(entry))
        return false;
    const QString incoming =
        cache + u'/' + QLatin1StringView(kIncoming) + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!QDir().mkpath(incoming) || !copyFiles(out, incoming, kEntryLimit) ||
        !QDir().rename(incoming, entry)) { // another run of the same key may have kept it first
        QDir(incoming).removeRecursively();
        return false;
    }
    trim(cache, kCacheLimit);
    return true;
}

} // namespace heddle
