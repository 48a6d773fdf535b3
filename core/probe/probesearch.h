#pragma once

#include <core/probe/probe.h>
#include <core/task/task.h>
#include <core/validation/validation.h>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace heddle {

class RunSlots;

/// A version of the code compared with the reference: a mutant or an attempt, by its patch.
struct ProbeVersion {
    QString id;
    QByteArray patch;
    bool lenient = false; // another implementation, judged by probeDifferences' lenient rule; false for a mutant
    // A mutant: the line it changes. Calls that all agree say it is equivalent only when one of them ran that line.
    QString file;
    int line = 0;
};

/// What the input search found.
struct ProbeReport {
    std::optional<ProbeRecord> record;                  // nothing when the reference's run gave no record
    QString error;                                      // then: why
    QHash<QString, QList<ProbeDifference>> differences; // version -> the calls on which it differs (none: none found)
    QHash<QString, QString> failed;                     // version -> why it gave no result (not in differences)
    qint64 durationMs = 0;

    /// The record's calls were replayed under the version and no result differed.
    bool agrees(const QString &version) const
    {
        return record && !failed.contains(version) && differences.contains(version) &&
               differences.value(version).isEmpty();
    }
};

struct ProbeOptions {
    ValidationOptions validation; // sandbox, limits and parallelism, as for the mutants' own runs
    ProbeLimits limits;
    RunSlots *runSlots = nullptr;
};

/// The reference's functions that hold its added lines of Python (test files left out), file by file.
QList<ProbeTarget> referenceProbeTargets(const Task &task);

/// Runs the input search (probe.h) through the validation engine: one run under the reference that records the
/// declared tests' calls into the targets' functions and replays them with their variations, then one replay per
/// version, each in a fresh workspace in the same sandbox as any validation run. The script and its input go into
/// the workspace's .heddle folder as files of the task, so that nothing else in the engine changes.
class ProbeSearch : public QObject
{
    Q_OBJECT

public:
    /// tests: the declared tests the record runs (those the reference passes); versions: what is compared.
    ProbeSearch(QString datasetRoot, Task task, QList<ProbeTarget> targets, QStringList tests,
                QList<ProbeVersion> versions, ProbeOptions options = {}, QObject *parent = nullptr);
    ~ProbeSearch() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(const heddle::ProbeReport &report);

private:
    Task runnable(const QByteArray &config, const QByteArray &calls) const;
    void run(const Task &task, const QStringList &attempts);
    void onFinished(const RunRecord &record);
    void finish();

    QString m_root;
    Task m_task;
    QList<ProbeTarget> m_targets;
    QStringList m_tests;
    QList<ProbeVersion> m_versions;
    ProbeOptions m_options;
    QString m_nonce;
    QPointer<Validation> m_validation;
    ProbeReport m_report;
    QElapsedTimer m_elapsed;
    bool m_recording = false;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace heddle
