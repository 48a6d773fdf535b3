#include <core/editing/draftstore.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringDecoder>

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

} // namespace

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

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
    QJsonObject json{
        {u"format"_s, kFormatVersion},
        {u"dataset"_s, normalizedDatasetRoot(draft.dataset)},
        {u"task"_s, draft.task},
        {u"path"_s, draft.path},
        {u"base_sha256"_s, QString::fromLatin1(draft.baseSha256)},
        {u"saved_at"_s, (draft.savedAt.isValid() ? draft.savedAt : QDateTime::currentDateTimeUtc())
                            .toUTC()
                            .toString(Qt::ISODateWithMs)},
        {u"encoding"_s, text ? u"utf-8"_s : u"base64"_s},
        {u"content"_s, text ? QString::fromUtf8(draft.content) : QString::fromLatin1(draft.content.toBase64())},
    };
    const QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Indented);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fileError(Error::Code::Io, tr("Cannot write the draft of %1").arg(draft.path), fileName,
                         file.errorString());
    return Ok{};
}

Result<Draft> DraftStore::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(file.exists() ? Error::Code::Io : Error::Code::NotFound, tr("Cannot read the draft file"),
                         fileName, file.errorString());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return fileError(Error::Code::Parse, tr("The draft file is not valid JSON"), fileName,
                         parseError.errorString());
    const QJsonObject json = doc.object();
    for (const QString &key : {u"dataset"_s, u"task"_s, u"path"_s, u"base_sha256"_s, u"saved_at"_s, u"content"_s}) {
        if (!json.value(key).isString())
            return fileError(Error::Code::Schema, tr("The draft file has no \"%1\" text").arg(key), fileName);
    }
    if (json.value(u"format"_s).toInt(kFormatVersion) > kFormatVersion)
        return fileError(Error::Code::Unsupported, tr("The draft file was written by a newer version of Heddle"),
                         fileName);

    Draft draft;
    draft.dataset = json.value(u"dataset"_s).toString();
    draft.task = json.value(u"task"_s).toString();
    draft.path = json.value(u"path"_s).toString();
    draft.baseSha256 = json.value(u"base_sha256"_s).toString().toLatin1();
    draft.savedAt = QDateTime::fromString(json.value(u"saved_at"_s).toString(), Qt::ISODateWithMs);
    draft.fileName = fileName;
    const QString encoding = json.value(u"encoding"_s).toString(u"utf-8"_s);
    const QString content = json.value(u"content"_s).toString();
    if (encoding == u"utf-8") {
        draft.content = content.toUtf8();
    } else if (encoding == u"base64") {
        auto decoded = QByteArray::fromBase64Encoding(content.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
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
