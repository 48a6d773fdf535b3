#include <core/json/jsontext.h>

#include <core/util/diskwatch.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>

#include <QFile>
#include <QFileInfo>

#include <simdjson.h>

#include <cstring>

namespace heddle {

static_assert(JsonText::Padding >= qsizetype(simdjson::SIMDJSON_PADDING));

qsizetype jsonTooDeepAt(QByteArrayView text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return i;
        } else if ((c == '}' || c == ']') && depth > 0) {
            --depth;
        }
    }
    return -1;
}

Result<JsonText> JsonText::load(const QString &path)
{
    noteDiskAccess(path, DiskAccess::Read);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(QFileInfo::exists(path) ? Error::Code::Io : Error::Code::NotFound,
                            JsonMessages::tr("cannot read the file"), file.errorString());
        e.file = path;
        return e;
    }
    JsonText text;
    text.m_file = path;
    const qint64 size = file.size();
    text.m_buffer = QByteArray(qsizetype(size) + Padding, '\0');
    const qint64 read = file.read(text.m_buffer.data(), size);
    if (read != size) {
        Error e = makeError(Error::Code::Io, JsonMessages::tr("cannot read the file"), file.errorString());
        e.file = path;
        return e;
    }
    text.m_size = qsizetype(size);
    return text;
}

JsonText JsonText::fromBytes(QByteArrayView bytes, const QString &file)
{
    JsonText text;
    text.m_file = file;
    text.m_buffer = QByteArray(bytes.size() + Padding, '\0');
    if (!bytes.isEmpty())
        std::memcpy(text.m_buffer.data(), bytes.data(), size_t(bytes.size()));
    text.m_size = bytes.size();
    return text;
}

Error JsonText::errorAt(qsizetype offset, const QString &pointer, QString message, Error::Code code) const
{
    Error error = jsonErrorAt(bytes(), -1, m_file, pointer, std::move(message), code);
    if (offset >= 0) {
        if (!m_positions)
            m_positions = std::make_shared<const TextPositions>(bytes());
        const TextPosition p = m_positions->at(bytes(), offset);
        error.line = p.line;
        error.column = p.column;
    }
    return error;
}

} // namespace heddle
