#pragma once

#include <core/agents/findings.h>
#include <core/patch/patch.h>
#include <core/util/result.h>

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// An error of code Schema at the finding's file and line, its JSON pointer extended by pointer.
Error findingError(const Finding &f, const QString &pointer, const QString &message);

/// Checks findings against one task: that what they name exists. Reads each patch and trajectory once, when a
/// finding first points into it.
class FindingChecker
{
public:
    FindingChecker(const QString &datasetRoot, const Task &task);

    /// The finding's attempt id (found by model and sample when the finding names it that way; empty for a finding
    /// about the tests alone), or an error, also appended to errors with every other problem of the finding, each
    /// at the finding's file, line and JSON pointer.
    Result<QString> check(const Finding &finding, QList<Error> &errors);

private:
    Result<QString> resolveAttempt(const Finding &finding) const;
    std::optional<QString> evidenceProblem(const Evidence &evidence, const QString &attempt);
    const Patch *patchOf(const QString &attempt);
    std::optional<int> stepCount(const QString &attempt, QString &problem);

    QString m_root;
    const Task &m_task;
    QHash<QString, std::optional<Patch>> m_patches; // attempt ("" the reference) -> parsed, or nothing when broken
    QHash<QString, Result<int>> m_steps;            // attempt -> steps in its trajectory
};

} // namespace heddle
