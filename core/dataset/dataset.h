#pragma once

#include <core/dataset/clusterconfig.h>
#include <core/dataset/mutationsummary.h>
#include <core/dataset/reviewagentconfig.h>
#include <core/dataset/runlimits.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace heddle {

struct SpecCategory {
    QString id;    // "interface", "state", ...
    QString title; // "Interface compatibility"
};

/// How the dataset's test commands are run ("validation" in heddle-dataset.json).
struct ValidationConfig {
    QString backend;         // "sandbox", "container", "slurm" or "kubernetes"; empty: absent, which means the sandbox
    QString runtime;         // "podman" or "docker"; empty: the first found on PATH, podman first
    QString commandTemplate; // the container command line; empty: the default for the image (defaultTemplateFor())
    QString images; // container.image: the image of a task that names none ("swebench", "swebench-local", "x/{task}")
    LimitSettings limits; // what each run may use ("limits"); absent keys take the defaults
    QString network;      // "none" (a network of the run's own, loopback only) or "host"; empty: none
    SlurmConfig slurm;    // "slurm": used with the "slurm" backend
    KubernetesConfig kubernetes;

    bool usesContainer() const { return backend == u"container"; }
    bool usesSlurm() const { return backend == u"slurm"; }
};

/// The contents of heddle-dataset.json.
struct DatasetInfo {
    QString name;
    QString description;
    int formatVersion = 1;
    QList<SpecCategory> specCategories;
    ValidationConfig validation;
    /// Repository name ("django/django") -> where it is: a local clone, a bare mirror (relative to the dataset root
    /// or absolute) or a URL. Comes before what a task's own repository block says.
    QMap<QString, QString> repositories;
    /// The review agents Heddle can run on the dataset's tasks ("review_agents").
    QList<ReviewAgentConfig> reviewAgents;
};

/// What the queue shows of a task; filled without reading attempts or trajectories.
struct TaskSummary {
    QString id;
    QString repository;
    int specs = 0;
    int attempts = 0;
    QStringList models;                        // the distinct models of the attempts, sorted
    std::array<std::array<int, 4>, 2> flags{}; // [FlagKind][Verdict]
    CurationStatus status = CurationStatus::New;
    QString assignedTo; // the curator whose queue holds the task
    QMap<QString, int> specsPerCategory;
    QList<Error> errors; // non-empty: the task failed to load; the rest of the dataset is unaffected
    std::optional<MutationSummary> mutation; // the newest mutation analysis; nothing when the task has none
    /// Why the newest validation's runs tested nothing ("did_not_run", "environment": the reference's reason first),
    /// empty when they all tested the task or it was never validated.
    QString testedNothing;

    bool isBroken() const { return !errors.isEmpty(); }
    int flagCount(FlagKind kind, Verdict verdict) const { return flags[size_t(kind)][size_t(verdict)]; }
    int flagCount(FlagKind kind) const
    {
        const auto &k = flags[size_t(kind)];
        return k[0] + k[1] + k[2] + k[3];
    }
};

/// An opened dataset: its description and one summary per task folder, broken ones included.
struct Dataset {
    QString root; // absolute path of the dataset folder
    DatasetInfo info;
    QList<TaskSummary> tasks;
};

} // namespace heddle
