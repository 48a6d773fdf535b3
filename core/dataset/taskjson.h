#pragma once

#include <core/dataset/dataset.h>
#include <core/json/jsonfwd.h>

namespace heddle::taskjson {

// Conversions between the model and the native files' JSON. The readers expect a document that passed its schema;
// they throw nlohmann exceptions on anything else, which the caller turns into an Error.

DatasetInfo datasetFromJson(const Json &json);
Json datasetToJson(const DatasetInfo &info);

/// Fills everything of task.json into task (not the test file contents, not the patch bytes).
void taskFromJson(const Json &json, Task &task, QString &referencePatchFile);
Json taskToJson(const Task &task, const QString &referencePatchFile);

/// Fills attempt.json into attempt (not the patch bytes); patchFile receives the patch's file name.
void attemptFromJson(const Json &json, Attempt &attempt, QString &patchFile);
Json attemptToJson(const Attempt &attempt, const QString &patchFile);

QList<Flag> flagsFromJson(const Json &json);
Json flagsToJson(const QList<Flag> &flags);

Curation curationFromJson(const Json &json);
Json curationToJson(const Curation &curation);

QDateTime parseTimestamp(const std::string &text);
std::string formatTimestamp(const QDateTime &time);

} // namespace heddle::taskjson
