#pragma once

#include <core/agents/findings.h>

#include <QByteArrayView>
#include <QString>

namespace heddle {

/// Whether the start of a file (the first megabyte is enough) holds SWE-rebench V2 rows: an instance_id and the LLM
/// judges' annotations (meta.llm_metadata).
bool looksLikeRebenchAnnotations(QByteArrayView bytes);

/// Reads SWE-rebench V2 rows (a JSON array, JSONL, or one row) into false-negative findings about each task's tests:
/// one "restrictive-tests" finding when a judge says the tests are overly restrictive, one "underspecified" finding
/// when it says the statement is, with the row's FAIL_TO_PASS as tests, raised by the agent
/// "swe-rebench-v2" unless options.agentName names another (docs/FORMAT.md). A row whose annotations
/// flag neither gives no finding; a row or annotation that cannot be read is an error naming file, line and pointer.
FindingsRead readRebenchAnnotations(QByteArrayView bytes, const QString &file, const FindingsOptions &options = {});

} // namespace heddle
