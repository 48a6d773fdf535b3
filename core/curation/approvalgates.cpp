#include <core/curation/approvalgates.h>

#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ApprovalGates {
    Q_DECLARE_TR_FUNCTIONS(heddle::ApprovalGates)
};

// Long lists would drown the detail line; the first few name the problem well enough.
constexpr qsizetype kMaxNamed = 6;

QString joinCapped(const QStringList &items)
{
    if (items.size() <= kMaxNamed)
        return items.join(u", "_s);
    return ApprovalGates::tr("%1 and %n more", nullptr, int(items.size() - kMaxNamed))
        .arg(items.first(kMaxNamed).join(u", "_s));
}

GateResult gate(const char16_t *id, const QString &title)
{
    return GateResult{QString::fromUtf16(id), title, true, {}};
}

GateResult fail(GateResult &result, const QString &detail)
{
    result.passed = false;
    result.detail = detail;
    return result;
}

QString noRun()
{
    return ApprovalGates::tr("There is no validation run yet: validate the task.");
}

GateResult freshRun(const Task &task, const std::optional<RunRecord> &latest)
{
    GateResult result = gate(kGateFreshRun, ApprovalGates::tr("The newest validation run is up to date"));
    if (!latest)
        return fail(result, noRun());
    const RunRecord &run = *latest;
    if (const QStringList parts = staleReasons(run, task); !parts.isEmpty()) {
        fail(result, ApprovalGates::tr("Run %1 is out of date: %2.").arg(run.id, parts.join(u"; "_s)));
        return result;
    }
    // The run recorded the hashes of what it tested: equal hashes mean it tested the files as they are now, whatever
    // their time stamps say (a fresh clone or a sync writes every file anew).
    return result;
}

QString listOf(const Task &task, const QString &test)
{
    return task.tests.failToPass.contains(test) ? u"FAIL_TO_PASS"_s : u"PASS_TO_PASS"_s;
}

GateResult referencePasses(const Task &task, const std::optional<RunRecord> &latest)
{
    GateResult result =
        gate(kGateReferencePasses, ApprovalGates::tr("The reference patch passes every FAIL_TO_PASS and PASS_TO_PASS "
                                                     "test"));
    if (!latest)
        return fail(result, noRun());
    const ControlCheck &check = latest->reference;
    if (check.holds)
        return result;
    if (!check.note.isEmpty()) {
        fail(result,
             ApprovalGates::tr("In run %1 the reference patch could not be checked: %2.").arg(latest->id, check.note));
        return result;
    }
    // The status says why: failed, missing from the log, or an error (its file could not even be collected).
    const TargetRun *run = firstFinishedRun(*latest, u"reference"_s);
    QStringList tests;
    for (const QString &test : check.violations)
        tests << (run ? ApprovalGates::tr("%1 (%2, %3)")
                            .arg(test, listOf(task, test), testStatusName(run->results.value(test)))
                      : ApprovalGates::tr("%1 (%2)").arg(test, listOf(task, test)));
    fail(result,
         ApprovalGates::tr("In run %1 the reference patch does not pass %2.").arg(latest->id, joinCapped(tests)));
    return result;
}

GateResult emptyFails(const Task &task, const std::optional<RunRecord> &latest)
{
    GateResult result = gate(kGateEmptyFails, ApprovalGates::tr("Without a patch, FAIL_TO_PASS tests fail and "
                                                                "PASS_TO_PASS tests pass"));
    if (!latest)
        return fail(result, noRun());
    const ControlCheck &check = latest->empty;
    if (check.holds)
        return result;
    if (!check.note.isEmpty()) {
        fail(result, ApprovalGates::tr("In run %1 the tests could not be checked without a patch: %2.")
                         .arg(latest->id, check.note));
        return result;
    }
    const TargetRun *run = firstFinishedRun(*latest, u"empty"_s);
    QStringList passed, notPassed;
    for (const QString &test : check.violations) {
        if (task.tests.failToPass.contains(test))
            passed << test;
        else
            notPassed << (run ? ApprovalGates::tr("%1 (%2)").arg(test, testStatusName(run->results.value(test)))
                              : test);
    }
    QStringList parts;
    if (!passed.isEmpty())
        parts << ApprovalGates::tr("FAIL_TO_PASS %1 passed without the fix").arg(joinCapped(passed));
    if (!notPassed.isEmpty())
        parts << ApprovalGates::tr("PASS_TO_PASS %1 did not pass").arg(joinCapped(notPassed));
    fail(result, ApprovalGates::tr("In run %1, with no patch applied: %2.").arg(latest->id, parts.join(u"; "_s)));
    return result;
}

GateResult noFlaky(const std::optional<RunRecord> &latest)
{
    GateResult result = gate(kGateNoFlaky, ApprovalGates::tr("No test is flaky"));
    if (!latest)
        return fail(result, noRun());
    if (latest->flaky.isEmpty())
        return result;
    QStringList tests;
    for (const FlakyTest &f : latest->flaky) {
        QStringList statuses;
        for (TestStatus s : f.statuses)
            statuses << testStatusName(s);
        tests << ApprovalGates::tr("%1 on %2 (%3)").arg(f.test, f.target, statuses.join(u", "_s));
    }
    fail(result, ApprovalGates::tr("In run %1 these tests changed status between repeats: %2.")
                     .arg(latest->id, joinCapped(tests)));
    return result;
}

GateResult flagsDecided(const Task &task)
{
    GateResult result = gate(kGateFlagsDecided, ApprovalGates::tr("Every flag has a verdict"));
    QStringList undecided;
    for (const Flag &f : task.flags) {
        if (f.awaitsVerdict())
            undecided << ApprovalGates::tr("%1 (open)").arg(f.id);
        else if (f.verdict == Verdict::NeedsRerun)
            undecided << ApprovalGates::tr("%1 (needs a rerun)").arg(f.id);
    }
    if (!undecided.isEmpty())
        fail(result, ApprovalGates::tr("Flags without a verdict: %1.").arg(joinCapped(undecided)));
    return result;
}

GateResult specsCovered(const Task &task)
{
    GateResult result = gate(kGateSpecsCovered, ApprovalGates::tr("Every spec is covered by a FAIL_TO_PASS or "
                                                                  "PASS_TO_PASS test"));
    QStringList uncovered;
    for (const Spec &spec : task.specs) {
        const bool covered = std::any_of(spec.coveredBy.cbegin(), spec.coveredBy.cend(), [&](const QString &t) {
            return task.tests.failToPass.contains(t) || task.tests.passToPass.contains(t);
        });
        if (!covered)
            uncovered << (spec.title.isEmpty() ? spec.id : ApprovalGates::tr("%1 (%2)").arg(spec.id, spec.title));
    }
    if (!uncovered.isEmpty())
        fail(result, ApprovalGates::tr("No FAIL_TO_PASS or PASS_TO_PASS test covers %1.").arg(joinCapped(uncovered)));
    return result;
}

} // namespace

QList<GateResult> approvalGates(const Task &task, const std::optional<RunRecord> &latest)
{
    // A run keeps its raw results: judging them against the current lists catches a test moved between lists.
    std::optional<RunRecord> run = latest;
    if (run && !run->runs.isEmpty())
        deriveChecks(*run, task);
    return {freshRun(task, latest), referencePasses(task, run), emptyFails(task, run),
            noFlaky(run),           flagsDecided(task),         specsCovered(task)};
}

QStringList failedGateIds(const QList<GateResult> &gates)
{
    QStringList ids;
    for (const GateResult &g : gates)
        if (!g.passed)
            ids << g.id;
    return ids;
}

} // namespace heddle
