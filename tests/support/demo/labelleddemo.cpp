#include <tests/support/demo/labelleddemo.h>

#include <core/dataset/datasetio.h>
#include <core/review/blindreview.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

using namespace Qt::StringLiterals;

namespace heddle::test {

namespace {

// The flags, task by task (coin-hours-split: C, spend-policy: S, wallet-lock: W):
//   C  A1  alpha FP gpt-4o-0            S5 (state)      t1   confirmed by Ada Lovelace
//   C  B1  beta  FP gpt-4o-0            S5 (state)      t1   confirmed by Ada Lovelace
//   C  A2  alpha FN claude-3-5-sonnet-0 S8 (errors)     t2   dismissed by Ada Lovelace
//   C  H1  (by hand) FP, no attempt     S3 (order)      -    open
//   S  A3  alpha FN claude-3-5-sonnet-0 S1 (interface)  u1   confirmed by Grace Hopper
//   S  B2  beta  FN claude-3-5-sonnet-0 S1 (interface)  u2   open, withdrawn
//   S  B3  beta  FP gpt-4o-0            S7 (functional) u2   dismissed by Grace Hopper
//   W  uncovered.S7 computed FP, no attempt S7 (functional) - confirmed by Ada Lovelace
//   W  A4  alpha FP, no attempt         S7 (functional) -    needs_rerun
// Reviews of C: Ada's own (A1 confirmed, A2 dismissed) and Grace's own (A1 dismissed, B1 confirmed); Grace's blind
// verdict on C: passes a wrong patch, rejects no valid one. tasks/broken cannot be read.
const QString kT1 = u"tests/test_hours_split.py::test_minimum_allocation"_s;
const QString kT2 = u"tests/test_hours_split.py::test_minimum_exceeds_hours"_s;
const QString kU1 = u"tests/test_spend_policy.py::test_build_transaction_passes_policy"_s;
const QString kU2 = u"tests/test_spend_policy.py::test_wallet_send_with_policy"_s;

QDateTime at(int hour, int minute = 0)
{
    return QDateTime(QDate(2026, 11, 2), QTime(hour, minute), Qt::UTC);
}

Flag flag(const QString &id, const QString &agent, FlagKind kind, const QString &attempt, const QString &spec,
          const QString &test, Verdict verdict, const QString &by = {}, const QString &note = {})
{
    Flag f;
    f.id = id;
    f.kind = kind;
    f.source = agent == u"computed"_s ? FlagSource::Computed : FlagSource::ReviewAgent;
    if (!agent.isEmpty() && agent != u"computed"_s) {
        f.agent = agent;
        f.agentVersion = agent == u"alpha"_s ? u"1.0"_s : u"2"_s;
    }
    f.attempt = attempt;
    f.specs = {spec};
    if (!test.isEmpty())
        f.tests = {test};
    f.confidence = 0.75;
    f.rationale = u"why "_s + id;
    f.verdict = verdict;
    if (verdict != Verdict::Open) {
        f.verdictBy = by;
        f.verdictNote = note;
        f.verdictAt = at(12);
    }
    return f;
}

bool setFlags(const QString &root, const QString &taskId, const QList<Flag> &flags, const Location &at)
{
    Result<Task> task = loadTask(root, taskId);
    if (!task)
        return fail(u"cannot load %1: %2"_s.arg(taskId, task.error().toString()), at);
    task->flags = flags;
    if (Result<void> saved = saveReview(root, *task); !saved)
        return fail(u"cannot save %1: %2"_s.arg(taskId, saved.error().toString()), at);
    return true;
}

} // namespace

QString installLabelledDemo(const QString &folder, Location where)
{
    const QString root = installDemo(folder, where);
    if (root.isEmpty())
        return {};
    const QString ada = u"Ada Lovelace"_s, grace = u"Grace Hopper"_s;
    const auto FP = FlagKind::FalsePositive, FN = FlagKind::FalseNegative;

    Flag a1 = flag(u"A1"_s, u"alpha"_s, FP, u"gpt-4o-0"_s, u"S5"_s, kT1, Verdict::Confirmed, ada, u"total exceeds"_s);
    Evidence line;
    line.kind = Evidence::Kind::TestLine;
    line.file = u"tests/test_hours_split.py"_s;
    line.line = 35;
    line.note = u"never checks the total"_s;
    a1.evidence = {line};
    const QList<Flag> c = {
        a1,
        flag(u"B1"_s, u"beta"_s, FP, u"gpt-4o-0"_s, u"S5"_s, kT1, Verdict::Confirmed, ada),
        flag(u"A2"_s, u"alpha"_s, FN, u"claude-3-5-sonnet-0"_s, u"S8"_s, kT2, Verdict::Dismissed, ada, u"fine"_s),
        flag(u"H1"_s, {}, FP, {}, u"S3"_s, {}, Verdict::Open),
    };
    Flag b2 = flag(u"B2"_s, u"beta"_s, FN, u"claude-3-5-sonnet-0"_s, u"S1"_s, kU2, Verdict::Open);
    b2.withdrawnAt = at(15, 30);
    const QList<Flag> s = {
        flag(u"A3"_s, u"alpha"_s, FN, u"claude-3-5-sonnet-0"_s, u"S1"_s, kU1, Verdict::Confirmed, grace),
        b2,
        flag(u"B3"_s, u"beta"_s, FP, u"gpt-4o-0"_s, u"S7"_s, kU2, Verdict::Dismissed, grace, u"not a flaw"_s),
    };
    const QList<Flag> w = {
        flag(u"uncovered.S7"_s, u"computed"_s, FP, {}, u"S7"_s, {}, Verdict::Confirmed, ada),
        flag(u"A4"_s, u"alpha"_s, FP, {}, u"S7"_s, {}, Verdict::NeedsRerun, ada, u"run again"_s),
    };
    if (!setFlags(root, u"coin-hours-split"_s, c, where) || !setFlags(root, u"spend-policy"_s, s, where) ||
        !setFlags(root, u"wallet-lock"_s, w, where))
        return {};

    const QByteArray adaOwn = R"({ "verdicts": {
  "A1": { "state": "confirmed", "note": "total exceeds", "at": "2026-11-02T09:00:00Z" },
  "A2": { "state": "dismissed", "note": "fine", "at": "2026-11-02T09:10:00Z" } } })";
    const QByteArray graceOwn = R"({ "verdicts": {
  "A1": { "state": "dismissed", "note": "looks fine", "at": "2026-11-02T10:00:00Z" },
  "B1": { "state": "confirmed", "note": "", "at": "2026-11-02T10:05:00Z" } } })";
    if (!writeFile(root, u"tasks/coin-hours-split/reviews/ada-lovelace.json"_s, adaOwn, where) ||
        !writeFile(root, u"tasks/coin-hours-split/reviews/grace-hopper.json"_s, graceOwn, where))
        return {};
    const BlindVerdict blind{true, false, u"the total is never checked"_s, grace, at(8)};
    if (Result<void> saved = saveBlindVerdict(root, u"coin-hours-split"_s, blind); !saved) {
        fail(saved.error().toString(), where);
        return {};
    }
    if (!writeFile(root, u"tasks/broken/task.json"_s, "{ not json", where))
        return {};
    return root;
}

} // namespace heddle::test
