#pragma once

#include <core/probe/probe.h>
#include <core/probe/probewitness.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct Task;

/// One version's comparison with the reference, as the dataset's cache keeps it.
struct CachedProbe {
    ProbeVerdict verdict = ProbeVerdict::NotProbed;
    QList<ProbeWitness> witnesses;
    int calls = 0; // the calls replayed
};

/// Everything the comparison depends on: the script, its limits, the task's tests, command, base commit and
/// reference, and the version's patch.
QString probeCacheKey(const Task &task, const QByteArray &versionPatch, const ProbeLimits &limits);
std::optional<CachedProbe> readCachedProbe(const QString &datasetRoot, const QString &key);
/// Kept below the dataset's cache folder, beside the mutants' runs. Disk work.
void storeProbe(const QString &datasetRoot, const QString &key, const CachedProbe &probe);

/// The attempts the task's newest validation record shows passing every declared test the reference passes there,
/// in every repeat, while the record still describes the task. Disk work.
QStringList passingAttempts(const QString &datasetRoot, const Task &task);

} // namespace heddle
