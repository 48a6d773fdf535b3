#pragma once

#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>
#include <core/util/result.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace heddle {

/// Where a row of a rows file was read from.
struct JsonRowPlace {
    int line = 0;    // 1-based line where the row starts
    QString pointer; // "" for a JSONL line, "/3" for an array element, "/<key>" for an entry keyed by id
    QString key;     // the key of an entry keyed by id; empty otherwise
};

/// Called for each row that is a JSON object; returns an error to report the row as skipped.
using JsonRowVisitor = std::function<std::optional<Error>(const JsonNode &row, const JsonRowPlace &place)>;

/// Reads the rows of a JSON array, of JSONL (one object per line), or of one JSON object: a single row when it has
/// the key rowKey, otherwise rows keyed by id ({"id": {...}, ...}). Only the top-level row keys in keep are
/// converted (all when keep is empty), so large unused values are skipped at parser speed; the others are listed
/// with a null value marked skipped. A row that is not valid JSON or not an object is reported and skipped and the
/// rows after it still read (in a JSON array, a syntax error ends the array). Returns the errors of the skipped
/// rows; fails only when the file cannot be read at all.
Result<QList<Error>> forEachJsonRow(const JsonText &text, const QString &rowKey, const QStringList &keep,
                                    const JsonRowVisitor &visit);

} // namespace heddle
