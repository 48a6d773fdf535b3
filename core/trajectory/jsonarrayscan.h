#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// Where one element of a JSON array lies in the document: [begin, end) in bytes.
struct JsonSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
    qsizetype size() const { return end - begin; }
};

/// The elements of the array that the top-level object's member `key` holds ("trajectory", "history", "messages"),
/// found by one pass over the bytes that follows strings, escapes and nesting without building anything: the step
/// boundaries of a trajectory of any size, read from a memory-mapped file, so that a step is parsed only when it is
/// shown. Nothing when the document is not an object, has no such member, the member is not an array, or the text
/// ends inside it; error says which, with the byte offset.
std::optional<QList<JsonSpan>> scanTopLevelArray(QByteArrayView json, QByteArrayView key, QString *error = nullptr);

} // namespace heddle
