#pragma once

#include <core/dataset/dataset.h>

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <optional>

namespace heddle {

/// A task's queue row as the index keeps it: everything the queue and its filters show (counts, status, assignee,
/// models, load errors, the mutation score and whether it is stale), as compact JSON.
QByteArray summaryToJson(const TaskSummary &summary);
/// The row back; nothing when the bytes are not a summary of this form.
std::optional<TaskSummary> summaryFromJson(const QByteArray &json);

/// Reads rows back one after another, as summaryFromJson() does, with one parser whose memory serves them all: the
/// queue of a large dataset is tens of thousands of rows.
class SummaryReader
{
public:
    SummaryReader();
    ~SummaryReader();
    SummaryReader(const SummaryReader &) = delete;
    SummaryReader &operator=(const SummaryReader &) = delete;

    std::optional<TaskSummary> read(QByteArrayView json);

private:
    struct Parser;
    std::unique_ptr<Parser> m_parser;
};

} // namespace heddle
