#pragma once

// Internal to heddle_core (the _p suffix): the one place where Heddle's JSON readers meet simdjson. simdjson never
// appears in a public header; heddle_core links it PRIVATE.

#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <simdjson.h>

namespace heddle {

/// JSON text followed by padding simdjson may read past its end, not owned: a JsonText, or the reused buffers of
/// the trajectory reader. file names it in errors (empty when the text came from memory).
struct PaddedJson {
    const char *data = nullptr;
    qsizetype size = 0;
    qsizetype capacity = 0; // size plus padding
    QString file;

    QByteArrayView bytes() const { return {data, size}; }
    /// The bytes from begin to end as simdjson reads them, with the rest of the buffer as padding.
    simdjson::padded_string_view view(qsizetype begin, qsizetype end) const
    {
        return simdjson::padded_string_view(data + begin, size_t(end - begin), size_t(capacity - begin));
    }
};

PaddedJson paddedJson(const JsonText &text);

/// One document of a text: the whole text, one line of JSON lines, or the part of a file after a byte order mark.
struct JsonRange {
    qsizetype begin = 0;
    qsizetype end = 0;
};

/// The one way a simdjson failure becomes an Error: what is wrong in words for the user, the file, the line:column
/// of the place to look (the end of the text when it was cut short, else where the reader stopped: failedAt when
/// the caller knows it, else found by reading the document again), the pointer the caller names, and simdjson's
/// own text as detail.
Error jsonSyntaxError(const PaddedJson &text, JsonRange range, simdjson::error_code code,
                      const char *failedAt = nullptr, const QString &pointer = {});

/// Builds JsonNodes from on-demand values, remembering where the first failure happened. keep: at the top level,
/// the object keys to convert; the others are listed as skipped, their values unread (at parser speed).
class JsonNodeBuilder
{
public:
    explicit JsonNodeBuilder(const char *base)
        : m_base(base)
    {}

    const char *failedAt() const { return m_failedAt; }

    simdjson::error_code value(simdjson::ondemand::value v, JsonNode &out, int depth,
                               const QStringList *keep = nullptr);
    simdjson::error_code object(simdjson::ondemand::object o, JsonNode &out, const QStringList *keep, int depth);
    /// A whole document; a root that is not an object or array is typed but not read further.
    simdjson::error_code document(simdjson::ondemand::document_reference doc, JsonNode &out, const QStringList *keep);

private:
    simdjson::error_code fail(const char *where, simdjson::error_code code);

    const char *m_base;
    const char *m_failedAt = nullptr;
};

} // namespace heddle
