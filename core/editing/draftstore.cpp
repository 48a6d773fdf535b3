#include <core/editing/draftstore.h>

#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <cmath>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int kFormatVersion = 1;

Error fileError(Error::Code code, const QString &message, const QString &fileName, const QString &detail = {})
{
    Error e = makeError(code, message, detail);
    e.file = fileName;
    return e;
}

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError() && text.toUtf8() == bytes;
}

// The string at key, or nullptr when it is absent or not a string.
const Json *stringAt(const Json &json, const char *key)
{
    const auto found = json.find(key);
    return found != json.end() && found->is_string() ? &*found : nullptr;
}

QString stringOf(const Json &json, const char *key, const QString &fallback = {})
{
    const Json *value = stringAt(json, key);
    return value ? toQString(value->get_ref<const std::string &>()) : fallback;
}

// An integral number (a version written as 1.0 still reads as 1), else fallback.
int integerOf(const Json &json, const char *key, int fallback)
{
    const auto found = json.find(key);
    if (found == json.end() || !found->is_number())
        return fallback;
    const double value = found->get<double>();
    return std::floor(value) == value && std::abs(value) <= 2147483647.0 ? int(value) : fallback;
}

} // namespace

QString normalizedDatasetRoot(const QString &root)
{
    const QFileInfo info(root);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

DraftStore::DraftStore(QString folder)
    : m_folder(std::move(folder))
{}

QString DraftStore::fileNameFor(const QString &datasetRoot, const QString &taskId, const QString &path) const
{
    // NUL cannot occur in any of the three, so distinct keys never hash the same bytes.
    const QByteArray key = normalizedDatasetRoot(datasetRoot).toUtf8() + '\0' + taskId.toUtf8() + '\0' + path.toUtf8();
    return m_folder + u'/' + QString::fromLatin1(sha256Hex(key).left(40)) + u".json"_s;
}

Result<void> DraftStore::write(const Draft &draft) const
{
    const QString fileName = fileNameFor(draft.dataset, draft.task, draft.path);
    if (!QDir().mkpath(m_folder))
        return fileError(Error::Code::Io, tr("Cannot create the drafts folder"), m_folder);

    // An unreadable draft in the way is kept aside rather than overwritten: it may hold the only copy of an edit.
    if (QFileInfo::exists(fileName) && !readFile(fileName)) {
        const QString aside =
            fileName + u".corrupt-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMddThhmmsszzz"_s);
        QFile::rename(fileName, aside);
    }

    const bool text = isUtf8(draft.content);
    const QDateTime savedAt = draft.savedAt.isValid() ? draft.savedAt : QDateTime::currentDateTimeUtc();
    // Sorted keys: the order draft files have always had on disk.
    Json json = Json::object();
    json["base_sha256"] = draft.baseSha256.toStdString();
    json["content"] = text ? draft.content.toStdString() : draft.content.toBase64().toStdString();
    json["dataset"] = toStd(normalizedDatasetRoot(draft.dataset));
    json["encoding"] = text ? "utf-8" : "base64";
    json["format"] = kFormatVersion;
    json["path"] = toStd(draft.path);
    json["saved_at"] = toStd(savedAt.toUTC().toString(Qt::ISODateWithMs));
    json["task"] = toStd(draft.task);
    if (Result<void> written = writeFileIfChanged(fileName, serializeJson(json)); !written)
        return fileError(Error::Code::Io, tr("Cannot write the draft of %1").arg(draft.path), fileName,
                         written.error().message + u": "_s + written.error().detail);
    return Ok{};
}

Result<Draft> DraftStore::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(file.exists() ? Error::Code::Io : Error::Code::NotFound, tr("Cannot read the draft file"),
                         fileName, file.errorString());
    const QByteArray bytes = file.readAll();
    Result<Json> parsed = parseJson(bytes, fileName);
    if (!parsed || !parsed->is_object()) {
        Error e = fileError(Error::Code::Parse, tr("The draft file is not valid JSON"), fileName,
                            parsed ? tr("expected an object") : parsed.error().message);
        if (!parsed) {
            e.line = parsed.error().line;
            e.column = parsed.error().column;
        }
        return e;
    }
    const Json &json = *parsed;
    for (const char *key : {"dataset", "task", "path", "base_sha256", "saved_at", "content"}) {
        if (!stringAt(json, key))
            return fileError(Error::Code::Schema, tr("The draft file has no \"%1\" text").arg(QLatin1StringView(key)),
                             fileName);
    }
    if (integerOf(json, "format", kFormatVersion) > kFormatVersion)
        return fileError(Error::Code::Unsupported, tr("The draft file was written by a newer version of Heddle"),
                         fileName);

    Draft draft;
    draft.dataset = stringOf(json, "dataset");
    draft.task = stringOf(json, "task");
    draft.path = stringOf(json, "path");
    draft.baseSha256 = stringOf(json, "base_sha256").toLatin1();
    draft.savedAt = QDateTime::fromString(stringOf(json, "saved_at"), Qt::ISODateWithMs);
    draft.fileName = fileName;
    const QString encoding = stringOf(json, "encoding", u"utf-8"_s);
    const std::string &content = stringAt(json, "content")->get_ref<const std::string &>();
    if (encoding == u"utf-8") {
        draft.content = QByteArray(content.data(), qsizetype(content.size()));
    } else if (encoding == u"base64") {
        auto decoded = QByteArray::fromBase64Encoding(QByteArray(content.data(), qsizetype(content.size())),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return fileError(Error::Code::Parse, tr("The content of the draft file is not valid base64"), fileName);
        draft.content = *decoded;
    } else {
        return fileError(Error::Code::Schema, tr("The draft file has an unknown encoding \"%1\"").arg(encoding),
                         fileName);
    }
    if (!draft.savedAt.isValid())
        return fileError(Error::Code::Schema, tr("The draft file has no valid \"saved_at\" time"), fileName);
    return draft;
}

Result<Draft> DraftStore::read(const QString &datasetRoot, const QString &taskId, const QString &path) const
{
    return readFile(fileNameFor(datasetRoot, taskId, path));
}

Result<void> DraftStore::remove(const QString &datasetRoot, const QString &taskId, const QString &path) const
{
    QFile file(fileNameFor(datasetRoot, taskId, path));
    if (!file.exists() || file.remove())
        return Ok{};
    return fileError(Error::Code::Io, tr("Cannot remove the draft of %1").arg(path), file.fileName(),
                     file.errorString());
}

QList<Draft> DraftStore::allDrafts(QList<Error> *problems) const
{
    QList<Draft> drafts;
    const QDir dir(m_folder);
    const QStringList names = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        Result<Draft> draft = readFile(dir.filePath(name));
        if (draft)
            drafts.append(std::move(draft).value());
        else if (problems)
            problems->append(draft.error());
    }
    return drafts;
}

QList<Draft> DraftStore::draftsFor(const QString &datasetRoot, const QString &taskId, QList<Error> *problems) const
{
    const QString root = normalizedDatasetRoot(datasetRoot);
    QList<Draft> drafts;
    for (Draft &draft : allDrafts(problems)) {
        // The name is the key's hash, so a draft filed under another key would be a hand-edited or foreign file.
        if (normalizedDatasetRoot(draft.dataset) == root && draft.task == taskId &&
            fileNameFor(draft.dataset, draft.task, draft.path) == draft.fileName)
            drafts.append(std::move(draft));
    }
    return drafts;
}

} // namespace heddle
