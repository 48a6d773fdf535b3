#pragma once

#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

struct Flag;
struct Task;
struct RunRecord;

/// The flags a validation run backs with evidence, in rule order: vacuous FAIL_TO_PASS tests, tests the reference
/// fails, uncovered specs, review-agent FP flags whose attempt passes every test, tests every attempt fails, flaky
/// tests, then attempts that tamper with the tests and runs whose results contradict themselves (integrityFlags). Each
/// is source Computed, confidence 1, verdict Open, with an id derived from what it is about, so the same finding gets
/// the same id when it is computed again. Ids never equal a review-agent flag id of the task.
QList<Flag> computeFlags(const Task &task, const RunRecord &record);

/// How one test splits the attempts of a run (the controls are left out).
struct TestDiscrimination {
    QString test;
    int passing = 0; // attempts whose run passed the test
    int failing = 0; // attempts whose run failed it, errored or did not report it
    /// The number of attempts on the minority side: 0 means the test does not tell any attempt from another.
    int tellsApart() const { return passing < failing ? passing : failing; }
};

/// One entry per test, FAIL_TO_PASS then PASS_TO_PASS order, counted over the first finished run of each attempt.
QList<TestDiscrimination> discriminability(const Task &task, const RunRecord &record);

/// Replaces the task's computed flags with computeFlags(task, record) and writes review.json. A flag computed again
/// keeps the curator's verdict; a computed flag no longer raised is dropped while open and kept when decided;
/// review-agent flags are left as they are. When the file cannot be written the task is left as it was.
Result<void> applyComputedFlags(const QString &root, Task &task, const RunRecord &record);

/// The task's uncovered-spec flags brought up to date after its specs or test lists were edited (the rule needs no
/// run): a spec that the edit left uncovered, or added uncovered, gets an open flag (an open one is given the new
/// reason when the spec's tests changed); an open one whose spec is covered now or gone is dropped; a decided one
/// stays, as applyComputedFlags keeps it. True when task.flags changed.
bool updateUncoveredSpecFlags(const Task &before, Task &task);

} // namespace heddle
