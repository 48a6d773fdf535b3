#pragma once

#include <core/util/result.h>

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace heddle {

struct Task;

/// A curator's own judgement of a whole task, made in blind review: before seeing the review agent's flags, the
/// models behind the attempts and other curators' verdicts. Kept per curator in tasks/<id>/blind/<curator>.json so
/// that several curators' judgements sit side by side and can be compared.
struct BlindVerdict {
    bool passesWrongPatch = false;  // the tests pass a wrong patch (a false positive)
    bool rejectsValidPatch = false; // the tests reject a valid patch (a false negative)
    QString note;
    QString by;
    QDateTime at;
};

/// The absolute path of the curator's blind verdict on the task (DatasetLayout::blindVerdictFile under root).
QString blindVerdictPath(const QString &root, const QString &taskId, const QString &curator);

/// The curator's blind verdict on the task; nullopt when there is none yet. A file that cannot be read is an error
/// naming it (and the JSON pointer when a value is wrong).
Result<std::optional<BlindVerdict>> loadBlindVerdict(const QString &root, const QString &taskId,
                                                     const QString &curator);

/// Writes verdict (verdict.by is the curator) atomically; a curator's later verdict replaces the earlier one.
Result<void> saveBlindVerdict(const QString &root, const QString &taskId, const BlindVerdict &verdict);

/// The task as a blind reviewer sees it: no flags at all (the review agent's, and the computed ones, which can cite
/// them and carry others' verdicts), and each attempt's model replaced by "Model A", "Model B", … (one letter per
/// model, in the order the models first appear) with the agent left out.
Task blindedTask(const Task &task);

} // namespace heddle
