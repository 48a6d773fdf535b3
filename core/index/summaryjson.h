#pragma once

#include <core/dataset/dataset.h>

#include <QByteArray>

#include <optional>

namespace heddle {

/// A task's queue row as the index keeps it: everything the queue and its filters show (counts, status, assignee,
/// models, load errors, the mutation score and whether it is stale), as compact JSON.
QByteArray summaryToJson(const TaskSummary &summary);
/// The row back; nothing when the bytes are not a summary of this form.
std::optional<TaskSummary> summaryFromJson(const QByteArray &json);

} // namespace heddle
