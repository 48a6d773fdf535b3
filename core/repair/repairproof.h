#pragma once

#include <core/mutation/mutationrecord.h>
#include <core/repair/repairsuggestion.h>
#include <core/task/task.h>
#include <core/validation/validation.h>

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <optional>

namespace heddle {

class RunSlots;

struct RepairProofOptions {
    ValidationOptions validation;
    qint64 budgetMs = qint64(20) * 60 * 1000; // candidates not proved by then are left unverified, saying so
    RunSlots *runSlots = nullptr;
    bool useCache = true; // the dataset's cache of proofs, by the content they depend on
};

/// The checks of one suggestion's proof from the runs of the task with the suggestion applied (proof), against the
/// newest validation before it (before): see RepairProof. suspects: attempts that passed every test but that the
/// input search told from the reference; a new test may fail them. Pure.
QList<RepairCheck> repairChecks(const RepairSuggestion &suggestion, const Task &task, const RunRecord &proof,
                                const std::optional<RunRecord> &before, const QStringList &suspects = {});

/// The task as a suggestion leaves it: the test file rewritten, a new test listed as FAIL_TO_PASS when the empty
/// patch fails it (emptyFails), else PASS_TO_PASS, and under the specs it serves (suggestion.specs).
Task repairedTask(const Task &task, const RepairSuggestion &suggestion, const QStringList &emptyFails = {});

/// Proves suggestions before anyone sees them, with the validation engine, each in scratch workspaces with the test
/// file rewritten: the reference passes every listed test and the new ones, the empty patch still fails every
/// FAIL_TO_PASS test; a relaxation makes the flag's attempt pass and lets no attempt pass that failed before for
/// another reason; a new test is failed by each mutant of the flag's group (or by the flag's attempt) and passed by
/// every attempt that passed every test before. A suggestion is verified when every check passed. Proofs are cached
/// by content: an unchanged task proves again without running anything.
class RepairProof : public QObject
{
    Q_OBJECT

public:
    RepairProof(QString datasetRoot, Task task, QList<RepairSuggestion> suggestions, std::optional<RunRecord> before,
                std::optional<MutationRecord> mutation, RepairProofOptions options = {}, QObject *parent = nullptr);
    ~RepairProof() override;

    void start();
    void cancel();
    const QList<RepairSuggestion> &suggestions() const { return m_suggestions; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished(const QList<heddle::RepairSuggestion> &suggestions);

private:
    void next();
    void onValidated(const RunRecord &record);

    QString m_root;
    Task m_task;
    QList<RepairSuggestion> m_suggestions;
    std::optional<RunRecord> m_before;
    std::optional<MutationRecord> m_mutation;
    RepairProofOptions m_options;
    QPointer<Validation> m_validation;
    QElapsedTimer m_elapsed;
    qsizetype m_current = -1;
    bool m_cancelled = false;
};

} // namespace heddle
