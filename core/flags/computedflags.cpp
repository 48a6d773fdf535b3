#include <core/flags/computedflags.h>

#include <core/dataset/datasetio.h>
#include <core/flags/computedflag.h>
#include <core/flags/flagid.h>
#include <core/flags/flagmerge.h>
#include <core/flags/flagorigin.h>
#include <core/storage/datasetlayout.h>
#include <core/task/speccoverage.h>
#include <core/task/task.h>
#include <core/flags/implementationdetail.h>
#include <core/flags/integrityflags.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class ComputedFlags
{
    Q_DECLARE_TR_FUNCTIONS(heddle::ComputedFlags)
};

/// "<rule>.<subject>", with a test named by its own name and a digest of the exact subject when anything is lost.
QString stableId(const QString &rule, const QString &subject)
{
    const QString slug = flagid::fold(flagid::testName(subject));
    return flagid::withDigest(rule + u'.' + slug, slug != subject, subject);
}

/// The first finished repeat of a target: runs that did not finish have no results to judge by.
std::optional<TestResults> resultsOf(const RunRecord &record, const QString &target)
{
    const TargetRun *run = firstFinishedRun(record, target);
    return run ? std::optional(run->results) : std::nullopt;
}

/// The attempts the record ran, in the task's order, then any the task no longer has.
QStringList attemptTargets(const Task &task, const RunRecord &record)
{
    QStringList targets;
    for (const Attempt &a : task.attempts)
        if (std::any_of(record.runs.cbegin(), record.runs.cend(), [&](const TargetRun &r) { return r.target == a.id; }))
            targets.append(a.id);
    for (const TargetRun &run : record.runs)
        if (run.target != kReferenceTarget && run.target != kEmptyTarget && !targets.contains(run.target))
            targets.append(run.target);
    return targets;
}

bool objectsTo(const Flag &flag, const QString &attempt)
{
    return flag.source == FlagSource::ReviewAgent && flag.kind == FlagKind::FalsePositive && !flag.attempt.isEmpty() &&
           flag.verdict != Verdict::Dismissed && (attempt.isEmpty() || flag.attempt == attempt) &&
           // The agent itself no longer claims it, and no curator did.
           !(flag.isWithdrawn() && flag.verdict != Verdict::Confirmed);
}

QString specName(const Spec &spec)
{
    return spec.title.isEmpty() ? spec.id : spec.id + u" ("_s + spec.title + u')';
}

bool isUncovered(const Spec &spec, const QStringList &listed)
{
    return std::none_of(spec.coveredBy.cbegin(), spec.coveredBy.cend(),
                        [&](const QString &t) { return listed.contains(t); });
}

QString listName(const Task &task, const QString &test)
{
    return task.tests.failToPass.contains(test) ? u"FAIL_TO_PASS"_s : u"PASS_TO_PASS"_s;
}

} // namespace

QList<Flag> computeFlags(const Task &task, const RunRecord &record)
{
    QList<Flag> flags;
    const QStringList tests = listedTests(task);
    QHash<QString, QSet<QString>> flakyOn; // target -> tests
    for (const FlakyTest &f : record.flaky)
        flakyOn[f.target].insert(f.test);

    // a. A FAIL_TO_PASS test that passes with no patch at all does not need the fix.
    if (const std::optional<TestResults> empty = resultsOf(record, kEmptyTarget)) {
        for (const QString &test : task.tests.failToPass) {
            if (empty->value(test) != TestStatus::Passed || flakyOn.value(kEmptyTarget).contains(test))
                continue;
            Flag flag = computedFlag(FlagKind::FalsePositive, stableId(u"vacuous"_s, test));
            flag.tests = {test};
            flag.specs = specsCovering(task, {test});
            flag.rationale = ComputedFlags::tr("Run %1: the FAIL_TO_PASS test %2 passed without any patch, so it does "
                                               "not need the fix and cannot tell a correct patch from a wrong one.")
                                 .arg(record.id, test);
            flags.append(flag);
        }
    }

    // b. The reference is correct by definition: a listed test it does not pass rejects correct patches.
    if (const std::optional<TestResults> reference = resultsOf(record, kReferenceTarget)) {
        // A test that failed on a network error in a run without network says so in the run, not as a flaw.
        const QStringList offline = firstFinishedRun(record, kReferenceTarget)->networkFailures;
        for (const QString &test : tests) {
            const TestStatus status = reference->value(test);
            if (!isFailing(status) || flakyOn.value(kReferenceTarget).contains(test) ||
                offline.contains(reference->gradedAs.value(test, test)) || offline.contains(test))
                continue;
            Flag flag = computedFlag(FlagKind::FalseNegative, stableId(u"reference-fails"_s, test));
            flag.tests = {test};
            flag.specs = specsCovering(task, {test});
            flag.rationale = ComputedFlags::tr("Run %1: the reference patch did not pass the %2 test %3 (%4), so the "
                                               "test rejects a correct solution.")
                                 .arg(record.id, listName(task, test), test, testStatusName(status));
            flags.append(flag);
        }
    }

    // c. A spec no listed test checks can be ignored by a patch that still passes.
    for (const Spec &spec : task.specs) {
        if (std::any_of(spec.coveredBy.cbegin(), spec.coveredBy.cend(),
                        [&](const QString &t) { return tests.contains(t); }))
            continue;
        Flag flag = computedFlag(FlagKind::FalsePositive, stableId(u"uncovered"_s, spec.id));
        flag.specs = {spec.id};
        flag.rationale =
            spec.coveredBy.isEmpty()
                ? ComputedFlags::tr("Spec %1 names no test that checks it, so a patch can ignore it and still pass "
                                    "(task as checked with run %2).")
                      .arg(specName(spec), record.id)
                : ComputedFlags::tr("Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, "
                                    "so a patch can ignore it and still pass (task as checked with run %3).")
                      .arg(specName(spec), spec.coveredBy.join(u", "_s), record.id);
        flags.append(flag);
    }

    // d. A review-agent FP flag whose attempt passes everything: the tests accept what the review calls wrong.
    for (const Flag &review : task.flags) {
        if (!objectsTo(review, {}))
            continue;
        const std::optional<TestResults> results = resultsOf(record, review.attempt);
        if (!results || std::any_of(tests.cbegin(), tests.cend(),
                                    [&](const QString &t) { return results->value(t) != TestStatus::Passed; }))
            continue;
        Flag flag = computedFlag(FlagKind::FalsePositive, stableId(u"backed"_s, review.id));
        flag.attempt = review.attempt;
        flag.specs = review.specs;
        flag.tests = review.tests;
        flag.evidence = review.evidence;
        flag.rationale = ComputedFlags::tr("Review flag %1 says attempt %2 is wrong, yet in run %3 it passed every "
                                           "FAIL_TO_PASS and PASS_TO_PASS test: the tests accept it.")
                             .arg(review.id, review.attempt, record.id);
        flags.append(flag);
    }

    // e. A test that every attempt fails, even one nobody objects to, may be what is wrong.
    const QStringList attempts = attemptTargets(task, record);
    QHash<QString, std::optional<TestResults>> attemptResults;
    for (const QString &a : attempts)
        attemptResults.insert(a, resultsOf(record, a));
    for (const QString &test : tests) {
        QStringList ran;
        QStringList unobjected;
        bool allFail = true;
        for (const QString &a : attempts) {
            const std::optional<TestResults> &results = attemptResults[a];
            if (!results || flakyOn.value(a).contains(test))
                continue;
            ran.append(a);
            allFail = allFail && isFailing(results->value(test));
            if (std::none_of(task.flags.cbegin(), task.flags.cend(), [&](const Flag &f) { return objectsTo(f, a); }))
                unobjected.append(a);
        }
        if (!allFail || ran.size() < 2 || unobjected.isEmpty())
            continue;
        Flag flag = computedFlag(FlagKind::FalseNegative, stableId(u"fails-all"_s, test));
        flag.tests = {test};
        flag.specs = specsCovering(task, {test});
        flag.rationale = ComputedFlags::tr("Run %1: the test %2 failed in every attempt that ran it (%3), including "
                                           "%4, which no review flag calls wrong. The test may reject valid patches.")
                             .arg(record.id, test, ran.join(u", "_s), unobjected.join(u", "_s));
        flags.append(flag);
    }

    // f. A flaky test rejects valid patches at random. Tests outside the lists decide nothing and are left out.
    QStringList flakyTests;
    for (const FlakyTest &f : record.flaky)
        if (tests.contains(f.test) && !flakyTests.contains(f.test))
            flakyTests.append(f.test);
    for (const QString &test : flakyTests) {
        QStringList perTarget;
        for (const FlakyTest &f : record.flaky) {
            if (f.test != test)
                continue;
            QStringList statuses;
            for (TestStatus s : f.statuses)
                statuses.append(testStatusName(s));
            perTarget.append(f.target + u": "_s + statuses.join(u", "_s));
        }
        Flag flag = computedFlag(FlagKind::FalseNegative, stableId(u"flaky"_s, test));
        flag.tests = {test};
        flag.specs = specsCovering(task, {test});
        flag.rationale = ComputedFlags::tr("Run %1: the test %2 gave different results across repeats of the same "
                                           "patch (%3). A flaky test rejects valid patches at random.")
                             .arg(record.id, test, perTarget.join(u"; "_s));
        flags.append(flag);
    }

    // g. An attempt that fails only a check of an implementation detail: the test may reject valid patches.
    flags.append(implementationDetailFlags(task, record));
    // h. Tampering with the tests, and results the run itself contradicts.
    flags.append(integrityFlags(task, record));

    // A review-agent id that happens to match keeps its flag; the computed one moves aside, the same way every time.
    QSet<QString> taken;
    for (const Flag &f : task.flags)
        if (f.source == FlagSource::ReviewAgent)
            taken.insert(f.id);
    for (Flag &flag : flags) {
        const QString base = flag.id;
        for (int n = 2; taken.contains(flag.id); ++n) {
            const QString suffix = u"+c"_s + QString::number(n);
            flag.id = base.left(flagid::kMaxLength - suffix.size()) + suffix;
        }
        taken.insert(flag.id);
    }
    return flags;
}

QList<TestDiscrimination> discriminability(const Task &task, const RunRecord &record)
{
    QList<std::optional<TestResults>> results;
    for (const QString &a : attemptTargets(task, record))
        results.append(resultsOf(record, a));
    QList<TestDiscrimination> list;
    for (const QString &test : listedTests(task)) {
        TestDiscrimination d{test};
        for (const std::optional<TestResults> &r : std::as_const(results)) {
            if (!r)
                continue;
            const TestStatus status = r->value(test);
            if (status == TestStatus::Passed)
                ++d.passing;
            else if (isFailing(status))
                ++d.failing;
        }
        list.append(d);
    }
    return list;
}

Result<void> applyComputedFlags(const QString &root, Task &task, const RunRecord &record)
{
    // A decision a curator recorded outlives the finding; an open finding nobody raises any more is gone. Other
    // origins' flags (mutation analysis, the flag-raising saved searches, review agents) are left alone.
    const Result<RaisedFlagsWrite> written = applyRaisedFlags(
        root, task, flagOrigin(u"validation"_s), [&record](const Task &t) { return computeFlags(t, record); });
    if (written)
        return Ok{};
    Error e = written.error();
    const QString file = e.file.isEmpty() ? DatasetLayout(root).at(DatasetLayout::reviewFile(task.id)) : e.file;
    e.message = ComputedFlags::tr("The flags computed from run %1 were not saved: cannot write %2 (%3).")
                    .arg(record.id, file, e.detail.isEmpty() ? e.message : e.detail);
    e.file = file;
    return e;
}

bool updateUncoveredSpecFlags(const Task &before, Task &task)
{
    const QStringList listedBefore = listedTests(before);
    const QStringList listed = listedTests(task);
    QHash<QString, QStringList> uncoveredBefore; // spec id -> its covered_by then
    for (const Spec &spec : before.specs)
        if (isUncovered(spec, listedBefore))
            uncoveredBefore.insert(spec.id, spec.coveredBy);

    QHash<QString, const Spec *> specs;
    for (const Spec &spec : task.specs)
        specs.insert(spec.id, &spec);
    // An open finding about a spec that is covered now, or gone, is no longer raised; a decided one stays.
    const auto stale = [&](const Flag &f) {
        if (f.source != FlagSource::Computed || f.verdict != Verdict::Open || !f.id.startsWith(u"uncovered."_s))
            return false;
        const Spec *spec = specs.value(f.specs.value(0));
        return !spec || !isUncovered(*spec, listed);
    };
    bool changed = task.flags.removeIf(stale) > 0;

    // Only what the edit changed is raised or said again: a spec uncovered before with the same tests keeps
    // whatever it had.
    for (const Spec &spec : task.specs) {
        const auto was = uncoveredBefore.constFind(spec.id);
        if (!isUncovered(spec, listed) || (was != uncoveredBefore.cend() && *was == spec.coveredBy))
            continue;
        Flag flag = computedFlag(FlagKind::FalsePositive, stableId(u"uncovered"_s, spec.id));
        flag.specs = {spec.id};
        flag.rationale =
            spec.coveredBy.isEmpty()
                ? ComputedFlags::tr("Spec %1 names no test that checks it, so a patch can ignore it and still pass "
                                    "(found when the task was edited).")
                      .arg(specName(spec))
                : ComputedFlags::tr("Spec %1 is checked only by %2, none of which is in FAIL_TO_PASS or PASS_TO_PASS, "
                                    "so a patch can ignore it and still pass (found when the task was edited).")
                      .arg(specName(spec), spec.coveredBy.join(u", "_s));
        const auto old =
            std::find_if(task.flags.begin(), task.flags.end(), [&](const Flag &f) { return f.id == flag.id; });
        if (old == task.flags.end()) {
            task.flags.append(std::move(flag));
            changed = true;
        } else if (old->verdict == Verdict::Open && old->source == FlagSource::Computed &&
                   old->rationale != flag.rationale) {
            old->rationale = flag.rationale;
            changed = true;
        }
    }
    return changed;
}

} // namespace heddle
