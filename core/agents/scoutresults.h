#pragma once

#include <core/agents/findings.h>

#include <QByteArrayView>
#include <QString>

namespace heddle {

/// Whether the start of a file (the first megabyte is enough) holds Inspect Scout scan results exported as JSON:
/// rows with a transcript_id and a scanner's name or result columns.
bool looksLikeScoutResults(QByteArrayView bytes);

/// Reads Inspect Scout scan results exported as JSON rows (JSONL, a JSON array of records, or one record) into
/// findings: each result with a positive value (true, a number other than zero, a non-empty string, list or object)
/// is a finding on the transcript's task and the attempt of its model and repeat (docs/FORMAT.md). Results that are
/// negative give nothing; a row that cannot be read, or a scanner error, is an error naming file, line and pointer.
FindingsRead readScoutResults(QByteArrayView bytes, const QString &file, const FindingsOptions &options = {});

/// Whether bytes start with Parquet's magic "PAR1": the native files of Inspect Scout results and Hugging Face
/// datasets, which Heddle does not read.
bool looksLikeParquet(QByteArrayView bytes);

/// The error for a Parquet file given as findings: names the file and says how to export it as JSON lines.
Error parquetFindingsError(const QString &file);

} // namespace heddle
