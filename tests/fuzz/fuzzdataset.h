#pragma once

#include <QString>
#include <QTemporaryDir>

namespace heddle::fuzz {

/// A dataset of one task with one attempt, copied from the demo's source into a temporary folder once per process:
/// what the targets that read dataset files or check findings against a task work on.
class FuzzDataset
{
public:
    FuzzDataset();
    QString root() const { return m_dir.path() + QStringLiteral("/dataset"); }
    QString taskId() const { return QStringLiteral("coin-hours-split"); }
    QString attemptId() const { return QStringLiteral("claude-3-5-sonnet-0"); }
    /// A path outside the dataset for the target's own files.
    QString scratch(const QString &name) const { return m_dir.path() + u'/' + name; }

private:
    QTemporaryDir m_dir;
};

const FuzzDataset &fuzzDataset();

} // namespace heddle::fuzz
