#pragma once

#include <core/stats/sourcecalibration.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace heddle {

/// A task that could not be loaded; it is left out of every figure but the count of tasks.
struct TaskFailure {
    QString taskId;
    Error error;
};

/// How often a model's attempts pass every FAIL_TO_PASS and PASS_TO_PASS test.
struct ModelPassRate {
    QString model;
    int attempts = 0;
    int passed = 0;
    int fromValidation = 0;    // judged by the task's newest validation run
    int fromStoredResults = 0; // judged by the results stored in attempt.json (no run, or the run lacks the attempt)
    int untested = 0;          // the newest run of it tested nothing (did_not_run, environment): not judged

    /// passed of the attempts judged (untested ones left out); nullopt when none was.
    std::optional<double> rate() const;
};

/// Flags counted by verdict.
struct VerdictCounts {
    int open = 0;
    int confirmed = 0;
    int dismissed = 0;
    int needsRerun = 0;

    void add(Verdict verdict);
    int total() const { return open + confirmed + dismissed + needsRerun; }
};

/// The flags about one spec category (a flag counts once in each category its specs have; "" when it names none).
struct CategoryFlags {
    QString category;
    VerdictCounts fp;
    VerdictCounts fn;
};

/// Precision of a set of flags against curators' verdicts: confirmed ones are true positives, dismissed ones false
/// positives; open and needs_rerun ones are not judged yet and only counted.
struct Precision {
    int confirmed = 0;
    int dismissed = 0;
    int undecided = 0;

    void add(Verdict verdict);
    /// Undefined (nullopt) when no flag was judged.
    std::optional<double> value() const;
};

struct KindPrecision {
    Precision fp;
    Precision fn;
};

/// How far the review agent's flags hold up.
struct Calibration {
    KindPrecision overall;
    QMap<QString, KindPrecision> byCategory; // "" for flags that name no spec
    QMap<QString, KindPrecision> byModel;    // the model of the flag's attempt; "" for flags about no attempt
};

/// Agreement of two curators over the flags both judged (confirmed or dismissed) in tasks/<id>/reviews/.
struct CuratorAgreement {
    QString curatorA; // a < b
    QString curatorB;
    int n = 0;
    int agreed = 0;
    std::optional<double> kappa; // undefined when n is 0 or the expected agreement is 1
};

/// A task's newest mutation analysis: how many mutants of its reference the tests kill.
struct TaskMutationScore {
    QString taskId;
    int mutants = 0;
    int killed = 0;
    int survived = 0;
    std::optional<double> score; // killed / (killed + survived)
    bool stale = false;          // the task changed since the analysis
};

struct DatasetStats {
    QString name;
    QStringList categories; // the dataset's spec categories in display order, then any others the specs use
    int tasks = 0;          // every task folder, broken ones included
    QList<std::pair<CurationStatus, int>> byStatus; // every status, in workflow order
    QList<TaskFailure> failures;
    QList<Error> warnings;       // unreadable run records and review files; the rest of their task counts
    QList<ModelPassRate> models; // sorted by model
    QList<CategoryFlags> flagsByCategory;
    Calibration calibration;
    QList<SourceCalibration> sources;  // precision and recall per review agent (and "computed"), sorted by source
    QList<CuratorAgreement> agreement; // sorted by pair
    QList<TaskMutationScore> mutation; // the tasks with a mutation analysis, in task order
    /// Tasks whose newest validation has a run that tested nothing, by why (did_not_run, environment): a fault of
    /// the run, not of the task.
    QMap<QString, int> testedNothing;
};

/// Cohen's kappa of two raters' yes/no judgements, one pair per item. NaN when there is no pair or the expected
/// agreement is 1 (both raters always gave the same single answer). Pure.
double cohensKappa(const QList<std::pair<bool, bool>> &pairs);

/// Loads every task of the dataset at root and computes its figures. Fails only when heddle-dataset.json cannot be
/// read; a task that fails to load is counted and named in failures.
Result<DatasetStats> computeStats(const QString &root);

} // namespace heddle
