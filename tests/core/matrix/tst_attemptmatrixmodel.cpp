// The attempt x test matrix model on the coin-hours-split task of the demo dataset (resources/demo) and on a
// hand-made task that has every status, tests outside FAIL_TO_PASS / PASS_TO_PASS, validation results for the
// controls and flags of every shape. Every check runs under QAbstractItemModelTester.
#include <core/dataset/datasetio.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/validation/runrecord.h>
#include <tests/support/fixtures.h>

#include <QCryptographicHash>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

using M = AttemptMatrixModel;

const QString kHours = u"tests/test_hours_split.py::"_s;
const QString kTx = u"tests/test_transaction.py::"_s;

QStringList columnShortNames(const M &model)
{
    QStringList names;
    for (int c = 0; c < model.columnCount(); ++c)
        names.append(model.headerData(c, Qt::Horizontal).toString());
    return names;
}

QStringList rowLabels(const M &model)
{
    QStringList labels;
    for (int r = 0; r < model.rowCount(); ++r)
        labels.append(model.headerData(r, Qt::Vertical).toString());
    return labels;
}

QModelIndex cell(const M &model, const QString &attemptId, const QString &testId)
{
    const int row = model.rowOfAttempt(attemptId);
    const int column = model.columnOfTest(testId);
    if (row < 0 || column < 0)
        qFatal("no cell %s / %s", qPrintable(attemptId), qPrintable(testId));
    return model.index(row, column);
}

Attempt attempt(const QString &id, const QString &model, int sample, const QList<std::pair<QString, TestStatus>> &res)
{
    Attempt a;
    a.id = id;
    a.model = model;
    a.sample = sample;
    a.agent = u"swe-agent"_s;
    for (const auto &[test, status] : res)
        a.results.set(test, status);
    return a;
}

Flag flag(const QString &id, FlagKind kind, const QString &attemptId, QStringList tests, Verdict verdict,
          const QString &rationale)
{
    Flag f;
    f.id = id;
    f.kind = kind;
    f.attempt = attemptId;
    f.tests = std::move(tests);
    f.verdict = verdict;
    f.confidence = 0.5;
    f.rationale = rationale;
    return f;
}

// Tests t::a..t::e; S1 covers c, S2 covers a and e, S3 covers nothing; d is uncovered.
Task handMadeTask()
{
    Task task;
    task.id = u"hand-made"_s;
    task.specs = {
        {u"S1"_s, u"functional"_s, u"First"_s, u"."_s, {}, {u"t.py::c"_s}},
        {u"S2"_s, u"order"_s, u"Second"_s, u"."_s, {}, {u"t.py::e"_s, u"t.py::a"_s, u"t.py::c"_s}},
        {u"S3"_s, u"errors"_s, u"Third"_s, u"."_s, {}, {}},
    };
    task.tests.failToPass = {u"t.py::a"_s, u"t.py::b"_s, u"t.py::c"_s};
    task.tests.passToPass = {u"t.py::d"_s, u"t.py::e"_s, u"t.py::a"_s}; // a twice: the first group keeps it
    using S = TestStatus;
    task.attempts = {
        attempt(u"zeta-1"_s, u"zeta"_s, 1,
                {{u"t.py::a"_s, S::Passed},
                 {u"t.py::b"_s, S::Error},
                 {u"t.py::c"_s, S::XFail},
                 {u"t.py::d"_s, S::Skipped},
                 {u"t.py::x[1-<b>]"_s, S::Failed}}),
        attempt(u"alpha-0"_s, u"alpha"_s, 0,
                {{u"t.py::a"_s, S::Passed},
                 {u"t.py::b"_s, S::Passed},
                 {u"t.py::c"_s, S::Passed},
                 {u"t.py::d"_s, S::Passed},
                 {u"t.py::e"_s, S::Passed}}),
        attempt(u"zeta-0"_s, u"zeta"_s, 0, {}),
    };
    task.flags = {
        flag(u"F1"_s, FlagKind::FalsePositive, u"alpha-0"_s, {u"t.py::b"_s}, Verdict::Open, u"<b>not bold</b>"_s),
        flag(u"F2"_s, FlagKind::FalseNegative, u"zeta-1"_s, {}, Verdict::Open, u"whole row"_s),
        flag(u"F3"_s, FlagKind::FalsePositive, u"alpha-0"_s, {u"t.py::c"_s}, Verdict::Dismissed, u"no"_s),
        flag(u"F4"_s, FlagKind::FalseNegative, QString(), {u"t.py::e"_s}, Verdict::Open, u"tests alone"_s),
        flag(u"F5"_s, FlagKind::FalsePositive, u"nobody"_s, {u"t.py::a"_s}, Verdict::Open, u"unknown attempt"_s),
    };
    return task;
}

} // namespace

class TestAttemptMatrixModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demoTaskWithoutValidation()
    {
        Result<Task> task = loadTask(demoSourcePath(), u"coin-hours-split"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        M model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(*task);

        QCOMPARE(rowLabels(model), QStringList({u"Reference: must pass all"_s, u"Empty patch: must fail FAIL_TO_PASS"_s,
                                                u"claude-3-5-sonnet #0"_s, u"claude-3-5-sonnet #1"_s, u"gpt-4o #0"_s,
                                                u"gpt-4o #1"_s, u"gpt-4o #2"_s}));
        QCOMPARE(model.attemptIdAt(0), QString());
        QCOMPARE(model.attemptIdAt(1), QString::fromUtf16(kEmptyPatchAttemptId));
        QCOMPARE(model.attemptIdAt(4), u"gpt-4o-0"_s);

        // Ordered by the first covering spec (S1, S2, S3, S4, S8, S9; then S6 and the uncovered ones).
        QCOMPARE(
            columnShortNames(model),
            QStringList({u"test_proportional_split"_s, u"test_send_many_shares_hours_by_coins"_s,
                         u"test_minimum_allocation"_s, u"test_largest_remainder_gets_the_rounding"_s,
                         u"test_remainder_ties_follow_request_order"_s, u"test_send_many_outputs_in_request_order"_s,
                         u"test_minimum_exceeds_hours"_s, u"test_send_many_rejects_bad_recipients"_s,
                         u"test_single_recipient_unchanged"_s, u"test_build_with_change"_s,
                         u"test_build_without_change_sends_every_spendable_hour"_s, u"test_select_oldest_first"_s,
                         u"test_select_ignores_listing_order"_s, u"test_select_not_enough_coins"_s,
                         u"test_build_rejects_bad_requests"_s, u"test_txid_ignores_signatures"_s}));
        const QString f2p = QString::fromUtf16(M::kFailToPass);
        const QString p2p = QString::fromUtf16(M::kPassToPass);
        QCOMPARE(model.columnGroups(),
                 QList<M::ColumnGroup>({{f2p, u"S1"_s, 0, 2, u"Proportional split"_s},
                                        {f2p, u"S2"_s, 2, 1, u"Minimum allocation first"_s},
                                        {f2p, u"S3"_s, 3, 2, u"Largest remainder, ties in request order"_s},
                                        {f2p, u"S4"_s, 5, 1, u"Outputs in request order"_s},
                                        {f2p, u"S8"_s, 6, 1, u"Minimums that cannot be met"_s},
                                        {f2p, u"S9"_s, 7, 1, u"Invalid recipients rejected"_s},
                                        {p2p, u"S6"_s, 8, 3, u"Single recipient unchanged"_s},
                                        {p2p, QString(), 11, 5, QString()}}));
        QCOMPARE(model.groupBands(),
                 QList<M::ColumnGroup>({{f2p, QString(), 0, 8, QString()}, {p2p, QString(), 8, 8, QString()}}));
        QCOMPARE(model.headerData(8, Qt::Horizontal, M::BoundaryRole).toInt(), int(M::GroupBoundary));
        QCOMPARE(model.headerData(2, Qt::Horizontal, M::BoundaryRole).toInt(), int(M::SpecBoundary));
        QCOMPARE(model.headerData(1, Qt::Horizontal, M::BoundaryRole).toInt(), int(M::NoBoundary));
        // The full id and the covering specs live in the column's tooltip.
        const QString columnTip = model.headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(columnTip.startsWith(kHours + u"test_proportional_split\nFAIL_TO_PASS\n"_s), qPrintable(columnTip));
        QVERIFY(columnTip.contains(u"Covers S1 (Proportional split)"_s));
        QVERIFY(columnTip.contains(u"Covers S5 (Hours are conserved)"_s));

        // Without validation results the controls are "not run" but still say what they expect.
        const QModelIndex refCell = cell(model, QString(), kHours + u"test_minimum_allocation"_s);
        QCOMPARE(refCell.data(M::StatusRole).toInt(), M::NotRun);
        QCOMPARE(refCell.data().toString(), u"not run"_s);
        QCOMPARE(refCell.data(M::MismatchRole).toBool(), false);
        QVERIFY(refCell.data(Qt::ToolTipRole).toString().contains(u"Not run yet: run validation to fill this row."_s));
        QCOMPARE(model.headerData(0, Qt::Vertical, M::SummaryRole).toString(), u"not run"_s);
        const QModelIndex emptyCell =
            cell(model, QString::fromUtf16(kEmptyPatchAttemptId), kHours + u"test_minimum_allocation"_s);
        QCOMPARE(emptyCell.data(M::ExpectedRole).toInt(), int(TestStatus::Failed));
        QCOMPARE(cell(model, QString::fromUtf16(kEmptyPatchAttemptId), kTx + u"test_build_with_change"_s)
                     .data(M::ExpectedRole)
                     .toInt(),
                 int(TestStatus::Passed));

        // F1 (FP, open) marks claude #1's test_minimum_allocation cell and the row; F3 is dismissed: listed, not
        // marked.
        const QModelIndex f1Cell = cell(model, u"claude-3-5-sonnet-1"_s, kHours + u"test_minimum_allocation"_s);
        QCOMPARE(f1Cell.data(M::StatusRole).toInt(), int(TestStatus::Passed));
        QCOMPARE(f1Cell.data(M::FlagIdsRole).toStringList(), QStringList{u"F1"_s});
        QCOMPARE(f1Cell.data(M::FlagKindsRole).toInt(), int(M::FalsePositiveMark));
        QCOMPARE(f1Cell.data(M::MismatchRole).toBool(), false);
        const int claude1 = model.rowOfAttempt(u"claude-3-5-sonnet-1"_s);
        QCOMPARE(model.headerData(claude1, Qt::Vertical, M::FlagKindsRole).toInt(), int(M::FalsePositiveMark));
        QCOMPARE(model.headerData(claude1, Qt::Vertical, M::SummaryRole).toString(), u"16/16 pass"_s);
        QVERIFY(cell(model, u"claude-3-5-sonnet-1"_s, kHours + u"test_proportional_split"_s)
                    .data(M::FlagIdsRole)
                    .toStringList()
                    .isEmpty());
        const QModelIndex f3Cell =
            cell(model, u"claude-3-5-sonnet-0"_s, kHours + u"test_remainder_ties_follow_request_order"_s);
        QCOMPARE(f3Cell.data(M::FlagIdsRole).toStringList(), QStringList{u"F3"_s});
        QCOMPARE(f3Cell.data(M::FlagKindsRole).toInt(), int(M::NoFlag));

        const QString tip = f1Cell.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(u"claude-3-5-sonnet #1 — "_s + kHours +
                                u"test_minimum_allocation: passed.\n"_s
                                u"FAIL_TO_PASS: a correct patch passes it.\nCovers S2 (Minimum allocation first).\n"_s
                                u"Flag F1 (FP, open, 0.86): The minimum is applied after"_s),
                 qPrintable(tip));

        // gpt-4o #0 fails test_minimum_exceeds_hours (flagged FN by F2): a mismatch.
        const QModelIndex f2Cell = cell(model, u"gpt-4o-0"_s, kHours + u"test_minimum_exceeds_hours"_s);
        QCOMPARE(f2Cell.data(M::StatusRole).toInt(), int(TestStatus::Failed));
        QCOMPARE(f2Cell.data(M::MismatchRole).toBool(), true);
        QCOMPARE(f2Cell.data(M::FlagKindsRole).toInt(), int(M::FalseNegativeMark));
        QVERIFY(f2Cell.data(Qt::ToolTipRole).toString().contains(u"Mismatch: not what a correct patch gets."_s));
        QCOMPARE(model.headerData(model.rowOfAttempt(u"gpt-4o-1"_s), Qt::Vertical, M::SummaryRole).toString(),
                 u"14/16 pass"_s);
        QCOMPARE(model.mismatchCount(), 3);
    }

    void handMadeTaskWithValidation()
    {
        const Task task = handMadeTask();
        TestResults reference;
        for (const QString &t : {u"t.py::a"_s, u"t.py::b"_s, u"t.py::c"_s, u"t.py::d"_s, u"t.py::e"_s})
            reference.set(t, TestStatus::Passed);
        reference.set(u"t.py::only_ref"_s, TestStatus::Failed);
        reference.set(u"t.py::x[1-<b>]"_s, TestStatus::Passed);
        TestResults empty;
        empty.set(u"t.py::a"_s, TestStatus::Failed);
        empty.set(u"t.py::b"_s, TestStatus::Passed); // passes without any patch: the control catches it
        empty.set(u"t.py::d"_s, TestStatus::Passed);
        empty.set(u"t.py::e"_s, TestStatus::Error);

        M model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(task, reference, empty);

        QCOMPARE(rowLabels(model), QStringList({u"Reference: must pass all"_s, u"Empty patch: must fail FAIL_TO_PASS"_s,
                                                u"alpha #0"_s, u"zeta #0"_s, u"zeta #1"_s}));
        // F2P: c (S1) before a (S2) before uncovered b; P2P: e (S2) before d; then the other tests in row order.
        QCOMPARE(columnShortNames(model),
                 QStringList({u"c"_s, u"a"_s, u"b"_s, u"e"_s, u"d"_s, u"only_ref"_s, u"x[1-<b>]"_s}));
        const QString other = QString::fromUtf16(M::kOther);
        QCOMPARE(model.groupBands().size(), 3);
        QCOMPARE(model.groupBands().constLast(), (M::ColumnGroup{other, QString(), 5, 2, QString()}));
        QCOMPARE(M::groupLabel(other), u"other"_s);
        QCOMPARE(model.index(0, 0).data(M::CoveringSpecsRole).toStringList(), QStringList({u"S1"_s, u"S2"_s}));

        // Statuses as the runs gave them; a test the run does not mention is missing; an attempt without results
        // is "not run".
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::b"_s).data(M::StatusRole).toInt(), int(TestStatus::Error));
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::e"_s).data(M::StatusRole).toInt(), int(TestStatus::Missing));
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::e"_s).data(M::MismatchRole).toBool(), true);
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::c"_s).data(M::MismatchRole).toBool(), false); // xfail counts
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::d"_s).data(M::MismatchRole).toBool(), true);  // skipped does not
        QCOMPARE(cell(model, u"zeta-0"_s, u"t.py::a"_s).data(M::StatusRole).toInt(), M::NotRun);
        QVERIFY(cell(model, u"zeta-0"_s, u"t.py::a"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"Not run: this attempt has no test results."_s));

        // The controls: the empty patch passing a FAIL_TO_PASS test, or erroring on a PASS_TO_PASS one, is flagged.
        const QString emptyId = QString::fromUtf16(kEmptyPatchAttemptId);
        QCOMPARE(cell(model, emptyId, u"t.py::a"_s).data(M::MismatchRole).toBool(), false);
        QCOMPARE(cell(model, emptyId, u"t.py::c"_s).data(M::StatusRole).toInt(), int(TestStatus::Missing));
        QCOMPARE(cell(model, emptyId, u"t.py::c"_s).data(M::MismatchRole).toBool(), false);
        QCOMPARE(cell(model, emptyId, u"t.py::b"_s).data(M::MismatchRole).toBool(), true);
        QVERIFY(cell(model, emptyId, u"t.py::b"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"it does not fail without a patch, so it cannot tell a fix from no fix"_s));
        QCOMPARE(cell(model, emptyId, u"t.py::e"_s).data(M::MismatchRole).toBool(), true);
        QCOMPARE(model.headerData(1, Qt::Vertical, M::SummaryRole).toString(), u"3/5 as expected"_s);
        QCOMPARE(model.headerData(0, Qt::Vertical, M::SummaryRole).toString(), u"5/5 pass"_s);

        // Other tests: nothing expected of the controls; attempts are held to the reference's result.
        QVERIFY(!cell(model, QString(), u"t.py::only_ref"_s).data(M::ExpectedRole).isValid());
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::x[1-<b>]"_s).data(M::ExpectedRole).toInt(), int(TestStatus::Passed));
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::x[1-<b>]"_s).data(M::MismatchRole).toBool(), true);
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::only_ref"_s).data(M::StatusRole).toInt(), int(TestStatus::Missing));
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::only_ref"_s).data(M::MismatchRole).toBool(), false);

        // Flags: on the named test, on the whole row when they name none, on the reference row when they concern
        // the tests alone; a flag on an attempt the task does not have marks nothing.
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::b"_s).data(M::FlagIdsRole).toStringList(), QStringList{u"F1"_s});
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::a"_s).data(M::FlagIdsRole).toStringList(), QStringList());
        for (int c = 0; c < model.columnCount(); ++c) {
            QCOMPARE(model.index(model.rowOfAttempt(u"zeta-1"_s), c).data(M::FlagIdsRole).toStringList(),
                     QStringList{u"F2"_s});
            QCOMPARE(model.index(model.rowOfAttempt(u"zeta-1"_s), c).data(M::FlagKindsRole).toInt(),
                     int(M::FalseNegativeMark));
        }
        QCOMPARE(cell(model, QString(), u"t.py::e"_s).data(M::FlagIdsRole).toStringList(), QStringList{u"F4"_s});
        QCOMPARE(model.headerData(2, Qt::Vertical, M::FlagIdsRole).toStringList(), QStringList({u"F1"_s, u"F3"_s}));
        QCOMPARE(model.headerData(2, Qt::Vertical, M::FlagKindsRole).toInt(), int(M::FalsePositiveMark));
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c = 0; c < model.columnCount(); ++c)
                QVERIFY(!model.index(r, c).data(M::FlagIdsRole).toStringList().contains(u"F5"_s));
        }

        // Tooltips are plain text: what a dataset says reaches the tooltip as it is, for the view to escape.
        const QString tip = cell(model, u"alpha-0"_s, u"t.py::b"_s).data(Qt::ToolTipRole).toString();
        QCOMPARE(tip, u"alpha #0 — t.py::b: passed.\nFAIL_TO_PASS: a correct patch passes it.\nCovers no spec.\n"
                      u"Flag F1 (FP, open, 0.50): <b>not bold</b>"_s);
        const QString rowTip = model.headerData(2, Qt::Vertical, Qt::ToolTipRole).toString();
        QVERIFY2(rowTip.contains(u"Attempt alpha-0: alpha, sample 0, agent swe-agent"_s), qPrintable(rowTip));
        QVERIFY(rowTip.contains(u"Flag F3 (FP, dismissed, 0.50): no"_s));

        // A new task replaces everything.
        model.setTask(Task());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 0);
        QVERIFY(model.columnGroups().isEmpty());
    }

    void validationRunsFillEveryRow()
    {
        Task task = handMadeTask();
        const auto sha = [](const QByteArray &bytes) {
            return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
        };
        using S = TestStatus;
        const auto run = [&](const QString &target, const QList<std::pair<QString, S>> &statuses) {
            TargetRun r;
            r.target = target;
            r.outcome = TargetRun::Outcome::Finished;
            r.exitCode = 0;
            r.patchSha256 = sha(target == u"reference"_s ? task.referencePatch : QByteArray());
            for (const auto &[test, status] : statuses) {
                r.results.set(test, status);
                r.testSeconds.insert(test, 0.25);
            }
            return r;
        };
        const QList<std::pair<QString, S>> allPass{{u"t.py::a"_s, S::Passed},
                                                   {u"t.py::b"_s, S::Passed},
                                                   {u"t.py::c"_s, S::Passed},
                                                   {u"t.py::d"_s, S::Passed},
                                                   {u"t.py::e"_s, S::Passed}};
        RunRecord older;
        older.id = u"20261201-000000-aaaa"_s;
        older.runs = {run(u"reference"_s, allPass), run(u"alpha-0"_s, allPass), run(u"zeta-0"_s, allPass)};
        RunRecord newer = older;
        newer.id = u"20261201-010000-bbbb"_s;
        newer.runs = {run(u"reference"_s, allPass),
                      run(u"empty"_s, {{u"t.py::a"_s, S::Failed},
                                       {u"t.py::b"_s, S::Failed},
                                       {u"t.py::c"_s, S::Failed},
                                       {u"t.py::d"_s, S::Passed},
                                       {u"t.py::e"_s, S::Passed}}),
                      run(u"alpha-0"_s, {{u"t.py::a"_s, S::Passed},
                                         {u"t.py::b"_s, S::Failed},
                                         {u"t.py::c"_s, S::Passed},
                                         {u"t.py::d"_s, S::Passed},
                                         {u"t.py::e"_s, S::Passed}}),
                      run(u"zeta-0"_s, allPass)};
        TargetRun notApplied;
        notApplied.target = u"zeta-1"_s;
        notApplied.applied = false;
        notApplied.applyMessage = u"hunk 1 of t.py does not apply"_s;
        notApplied.patchSha256 = sha({});
        newer.runs.append(notApplied);

        M model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(task, MatrixRuns::fromRecords(task, {newer, older}));
        QCOMPARE(model.runs().runId, newer.id);
        QVERIFY(!model.runs().stale);

        // Every row comes from the newest run, the controls included.
        const QString emptyId = QString::fromUtf16(kEmptyPatchAttemptId);
        QCOMPARE(cell(model, emptyId, u"t.py::a"_s).data(M::StatusRole).toInt(), int(S::Failed));
        QCOMPARE(model.headerData(1, Qt::Vertical, M::SummaryRole).toString(), u"5/5 as expected"_s);
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::b"_s).data(M::StatusRole).toInt(), int(S::Failed));
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::b"_s).data(M::SecondsRole).toDouble(), 0.25);
        // The stored results of zeta-1 give way to the run, which could not apply its patch.
        QCOMPARE(cell(model, u"zeta-1"_s, u"t.py::a"_s).data(M::StatusRole).toInt(), M::NotRun);
        QVERIFY(cell(model, u"zeta-1"_s, u"t.py::a"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"the patch does not apply: hunk 1 of t.py does not apply"_s));

        // What changed since the run before: one cell, which says what it was.
        QCOMPARE(model.changedCount(), 1);
        QCOMPARE(cell(model, u"alpha-0"_s, u"t.py::b"_s).data(M::PreviousStatusRole).toInt(), int(S::Passed));
        QVERIFY(!cell(model, u"alpha-0"_s, u"t.py::a"_s).data(M::PreviousStatusRole).isValid());
        QVERIFY(!cell(model, emptyId, u"t.py::a"_s).data(M::PreviousStatusRole).isValid()); // not run before
        QVERIFY(cell(model, u"alpha-0"_s, u"t.py::b"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"Changed since run 20261201-000000-aaaa: it was passed."_s));

        // How well each test separates the attempts: b fails alpha-0 and passes zeta-0; a passes both.
        const int b = model.columnOfTest(u"t.py::b"_s), a = model.columnOfTest(u"t.py::a"_s);
        QCOMPARE(model.headerData(b, Qt::Horizontal, M::TellsApartRole).toInt(), 1);
        QCOMPARE(model.headerData(a, Qt::Horizontal, M::TellsApartRole).toInt(), 0);
        QVERIFY(model.headerData(b, Qt::Horizontal, Qt::ToolTipRole).toString().contains(u"it tells 1 apart"_s));

        // A patch edited since the run makes it stale, and the rows say so.
        task.referencePatch = "--- a/x\n+++ b/x\n";
        model.setTask(task, MatrixRuns::fromRecords(task, {newer, older}));
        QVERIFY(model.runs().stale);
        QVERIFY(model.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString().contains(u"which is stale"_s));
    }

    void shortNames_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("pytest") << u"tests/test_a.py::test_b"_s << u"test_b"_s;
        QTest::newRow("class") << u"tests/test_a.py::TestX::test_b"_s << u"test_b"_s;
        QTest::newRow("params with ::") << u"t.py::test_b[a::b-1]"_s << u"test_b[a::b-1]"_s;
        QTest::newRow("django") << u"test_b (app.tests.TestX)"_s << u"test_b"_s;
        QTest::newRow("plain") << u"test_sympy_thing"_s << u"test_sympy_thing"_s;
    }

    void shortNames()
    {
        QFETCH(QString, id);
        QFETCH(QString, name);
        QCOMPARE(M::shortTestName(id), name);
    }
};

QTEST_GUILESS_MAIN(TestAttemptMatrixModel)
#include "tst_attemptmatrixmodel.moc"
