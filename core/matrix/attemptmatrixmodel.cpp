#include <core/matrix/attemptmatrixmodel.h>

#include <core/flags/computedflags.h>
#include <core/validation/runfault.h>
#include <core/validation/runrecord.h>

#include <QSet>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

bool isPassing(TestStatus status)
{
    return status == TestStatus::Passed || status == TestStatus::XFail;
}

// As the SWE-bench graders read a log: xfail counts as a pass, a test the log does not mention as a failure, and a
// skipped test as neither.
bool meets(TestStatus status, TestStatus expected)
{
    if (expected == TestStatus::Passed)
        return isPassing(status);
    return status == TestStatus::Failed || status == TestStatus::Error || status == TestStatus::Missing;
}

} // namespace

AttemptMatrixModel::AttemptMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

AttemptMatrixModel::~AttemptMatrixModel() = default;

QString AttemptMatrixModel::shortTestName(const QString &testId)
{
    // Parameters may hold "::" or " (", so only the part before them is split.
    const qsizetype bracket = testId.indexOf(u'[');
    const QString head = bracket < 0 ? testId : testId.left(bracket);
    const QString params = bracket < 0 ? QString() : testId.mid(bracket);
    const qsizetype django = head.indexOf(u" ("_s);
    if (django > 0)
        return head.left(django) + params;
    const qsizetype colons = head.lastIndexOf(u"::"_s);
    if (colons >= 0)
        return head.mid(colons + 2) + params;
    return testId;
}

QString AttemptMatrixModel::groupLabel(const QString &group)
{
    if (group == kOther)
        return tr("other");
    return group;
}

void AttemptMatrixModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_columns.clear();
    m_groups.clear();
    m_flags.clear();
    m_specs.clear();
    m_columnOfTest.clear();
    m_runs = {};
    endResetModel();
}

MatrixRuns MatrixRuns::fromRecords(const Task &task, const QList<RunRecord> &records)
{
    MatrixRuns runs;
    if (records.isEmpty())
        return runs;
    const RunRecord &newest = records.first();
    runs.runId = newest.id;
    runs.stale = isStale(newest, task);
    QStringList targets{u"reference"_s, u"empty"_s};
    for (const Attempt &attempt : task.attempts)
        targets.append(attempt.id);
    for (const QString &target : std::as_const(targets)) {
        const QList<TargetRun> all = newest.runsOf(target);
        if (all.isEmpty())
            continue;
        if (const TargetRun *run = firstFinishedRun(newest, target)) {
            runs.results.insert(target, run->results);
            if (!run->untrustworthy.isEmpty())
                runs.untrustworthy.insert(target, run->untrustworthy);
            if (!run->testSeconds.isEmpty())
                runs.seconds.insert(target, run->testSeconds);
        } else {
            const TargetRun &first = all.first();
            // A runner that never ran a test, or an environment that lacks something, says so in its message.
            const bool fault = testedNothing(first);
            runs.notRun.insert(
                target, !first.applied ? AttemptMatrixModel::tr("the patch does not apply: %1").arg(first.applyMessage)
                        : fault        ? first.message
                                       : AttemptMatrixModel::tr("the run ended %1%2")
                                      .arg(targetOutcomeName(first.outcome),
                                           first.message.isEmpty() ? QString() : u": "_s + first.message));
        }
    }
    if (records.size() > 1) {
        const RunRecord &before = records.at(1);
        runs.previousRunId = before.id;
        for (const QString &target : std::as_const(targets))
            if (const TargetRun *run = firstFinishedRun(before, target))
                runs.previous.insert(target, run->results);
    }
    for (const TestDiscrimination &d : discriminability(task, newest))
        runs.attemptsSplit.insert(d.test, {d.passing, d.failing});
    return runs;
}

QString AttemptMatrixModel::targetOf(const Row &row)
{
    switch (row.kind) {
    case RowKind::Reference: return u"reference"_s;
    case RowKind::EmptyPatch: return u"empty"_s;
    case RowKind::Attempt: return row.attemptId;
    }
    return row.attemptId;
}

void AttemptMatrixModel::setTask(const Task &task, const MatrixRuns &runs)
{
    setTask(task);
    if (runs.runId.isEmpty())
        return;
    beginResetModel();
    m_runs = runs;
    for (Row &row : m_rows) {
        const QString target = targetOf(row);
        row.results = runs.results.contains(target) ? std::optional(runs.results.value(target)) : std::nullopt;
        row.note = runs.notRun.value(target);
        if (runs.previous.contains(target))
            row.previous = runs.previous.value(target);
        row.seconds = runs.seconds.value(target);
    }
    endResetModel();
}

int AttemptMatrixModel::changedCount() const
{
    int count = 0;
    for (int r = 0; r < m_rows.size(); ++r)
        for (int c = 0; c < m_columns.size(); ++c)
            count += previousAt(r, c) ? 1 : 0;
    return count;
}

std::optional<TestStatus> AttemptMatrixModel::previousAt(int row, int column) const
{
    const Row &r = m_rows.at(row);
    if (!r.previous || !r.results)
        return std::nullopt;
    const QString &test = m_columns.at(column).testId;
    const TestStatus before = r.previous->value(test);
    return before != r.results->value(test) ? std::optional(before) : std::nullopt;
}

void AttemptMatrixModel::setTask(const Task &task, std::optional<TestResults> reference,
                                 std::optional<TestResults> emptyPatch)
{
    beginResetModel();
    m_runs = {};
    m_rows.clear();
    m_columns.clear();
    m_groups.clear();
    m_columnOfTest.clear();
    m_flags = task.flags;
    m_specs = task.specs;

    Row referenceRow;
    referenceRow.kind = RowKind::Reference;
    referenceRow.label = tr("Reference: must pass all");
    referenceRow.detail = tr("The reference patch: a correct patch, so it must pass every FAIL_TO_PASS and "
                             "PASS_TO_PASS test.");
    referenceRow.results = std::move(reference);
    m_rows.append(referenceRow);

    Row emptyRow;
    emptyRow.kind = RowKind::EmptyPatch;
    emptyRow.attemptId = QString::fromUtf16(kEmptyPatchAttemptId);
    emptyRow.label = tr("Empty patch: must fail FAIL_TO_PASS");
    emptyRow.detail = tr("The repository without any patch: every FAIL_TO_PASS test must fail and every "
                         "PASS_TO_PASS test must pass, or the tests cannot tell a fix from no fix.");
    emptyRow.results = std::move(emptyPatch);
    m_rows.append(emptyRow);

    QList<const Attempt *> attempts;
    for (const Attempt &attempt : task.attempts)
        attempts.append(&attempt);
    std::stable_sort(attempts.begin(), attempts.end(), [](const Attempt *a, const Attempt *b) {
        if (a->model != b->model)
            return a->model < b->model;
        if (a->sample != b->sample)
            return a->sample < b->sample;
        return a->id < b->id;
    });
    QHash<QString, int> labelUses;
    for (const Attempt *attempt : std::as_const(attempts)) {
        Row row;
        row.kind = RowKind::Attempt;
        row.attemptId = attempt->id;
        row.label = attempt->model.isEmpty() ? attempt->id : u"%1 #%2"_s.arg(attempt->model).arg(attempt->sample);
        ++labelUses[row.label];
        row.detail = m_hideAttemptIds
                         ? tr("Attempt by %1, sample %2").arg(attempt->model).arg(attempt->sample)
                         : tr("Attempt %1: %2, sample %3").arg(attempt->id, attempt->model).arg(attempt->sample);
        if (!attempt->agent.isEmpty())
            row.detail += tr(", agent %1").arg(attempt->agent);
        if (!attempt->results.isEmpty())
            row.results = attempt->results;
        m_rows.append(row);
    }
    // Two runs that share model and sample still need labels a curator can tell apart.
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        Row &row = m_rows[r];
        if (row.kind == RowKind::Attempt && labelUses.value(row.label) > 1)
            row.label +=
                m_hideAttemptIds ? u" (row "_s + QString::number(r + 1) + u')' : u" ("_s + row.attemptId + u')';
    }

    // Columns: the groups in their order, each sorted by the first covering spec in the task's spec order.
    QHash<QString, int> firstSpec;
    QHash<QString, QStringList> covering;
    for (int s = 0; s < m_specs.size(); ++s) {
        for (const QString &test : m_specs.at(s).coveredBy) {
            if (!firstSpec.contains(test))
                firstSpec.insert(test, s);
            QStringList &specs = covering[test];
            if (!specs.contains(m_specs.at(s).id))
                specs.append(m_specs.at(s).id);
        }
    }
    QStringList others;
    QSet<QString> declared;
    for (const QString &id : task.tests.failToPass)
        declared.insert(id);
    for (const QString &id : task.tests.passToPass)
        declared.insert(id);
    for (const Row &row : std::as_const(m_rows)) {
        if (!row.results)
            continue;
        // A test that grades a declared id (the harness's cut name) is shown in the declared id's column.
        QSet<QString> grading;
        for (const QString &test : std::as_const(row.results->gradedAs))
            grading.insert(test);
        for (const QString &id : row.results->ids) {
            if (!declared.contains(id) && !grading.contains(id) && !others.contains(id))
                others.append(id);
        }
    }

    const auto addGroup = [&](const QStringList &ids, const QString &group) {
        QStringList unique;
        for (const QString &id : ids) {
            if (!m_columnOfTest.contains(id) && !unique.contains(id))
                unique.append(id);
        }
        std::stable_sort(unique.begin(), unique.end(), [&](const QString &a, const QString &b) {
            return firstSpec.value(a, INT_MAX) < firstSpec.value(b, INT_MAX);
        });
        for (const QString &id : std::as_const(unique)) {
            Column column;
            column.testId = id;
            column.shortName = shortTestName(id);
            column.group = group;
            column.specs = covering.value(id);
            const int s = firstSpec.value(id, -1);
            const QString spec = s < 0 ? QString() : m_specs.at(s).id;
            if (m_groups.isEmpty() || m_groups.last().group != group) {
                column.boundary = m_columns.isEmpty() ? NoBoundary : GroupBoundary;
                m_groups.append({group, spec, int(m_columns.size()), 0, s < 0 ? QString() : m_specs.at(s).title});
            } else if (m_groups.last().spec != spec) {
                column.boundary = SpecBoundary;
                m_groups.append({group, spec, int(m_columns.size()), 0, s < 0 ? QString() : m_specs.at(s).title});
            }
            ++m_groups.last().count;
            m_columnOfTest.insert(id, int(m_columns.size()));
            m_columns.append(column);
        }
    };
    addGroup(task.tests.failToPass, QString::fromUtf16(kFailToPass));
    addGroup(task.tests.passToPass, QString::fromUtf16(kPassToPass));
    addGroup(others, QString::fromUtf16(kOther));

    for (int f = 0; f < m_flags.size(); ++f) {
        const Flag &flag = m_flags.at(f);
        // A flag about the tests alone (no attempt) sits on the reference row, where the tests meet a correct patch.
        const int row = rowOfAttempt(flag.attempt);
        if (row < 0)
            continue;
        m_rows[row].flags.append(f);
        const bool namesColumn = std::any_of(flag.tests.cbegin(), flag.tests.cend(),
                                             [this](const QString &t) { return m_columnOfTest.contains(t); });
        if (!namesColumn)
            m_rows[row].rowFlags.append(f);
    }
    endResetModel();
}

QList<AttemptMatrixModel::ColumnGroup> AttemptMatrixModel::groupBands() const
{
    QList<ColumnGroup> bands;
    for (const ColumnGroup &group : m_groups) {
        if (!bands.isEmpty() && bands.last().group == group.group)
            bands.last().count += group.count;
        else
            bands.append({group.group, QString(), group.first, group.count, QString()});
    }
    return bands;
}

int AttemptMatrixModel::rowOfAttempt(const QString &attemptId) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows.at(r).attemptId == attemptId)
            return r;
    }
    return -1;
}

int AttemptMatrixModel::columnOfTest(const QString &testId) const
{
    return m_columnOfTest.value(testId, -1);
}

QString AttemptMatrixModel::attemptIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).attemptId : QString();
}

QString AttemptMatrixModel::testIdAt(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).testId : QString();
}

QString AttemptMatrixModel::rowLabel(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).label : QString();
}

int AttemptMatrixModel::statusAt(int row, int column) const
{
    const Row &r = m_rows.at(row);
    if (!r.results)
        return NotRun;
    return int(r.results->value(m_columns.at(column).testId));
}

std::optional<TestStatus> AttemptMatrixModel::expectedAt(int row, int column) const
{
    const Row &r = m_rows.at(row);
    const Column &c = m_columns.at(column);
    if (c.group == kFailToPass)
        return r.kind == RowKind::EmptyPatch ? TestStatus::Failed : TestStatus::Passed;
    if (c.group == kPassToPass)
        return TestStatus::Passed;
    // A test outside both lists has no declared expectation; an attempt can still be held to the reference's result.
    const Row &reference = m_rows.at(0);
    if (r.kind != RowKind::Attempt || !reference.results || !reference.results->status.contains(c.testId))
        return std::nullopt;
    return isPassing(reference.results->value(c.testId)) ? TestStatus::Passed : TestStatus::Failed;
}

bool AttemptMatrixModel::mismatchAt(int row, int column) const
{
    const int status = statusAt(row, column);
    const std::optional<TestStatus> expected = expectedAt(row, column);
    return status != NotRun && expected && !meets(TestStatus(status), *expected);
}

QList<int> AttemptMatrixModel::flagsAt(int row, int column) const
{
    QList<int> flags;
    const QString &test = m_columns.at(column).testId;
    for (int f : m_rows.at(row).flags) {
        if (m_rows.at(row).rowFlags.contains(f) || m_flags.at(f).tests.contains(test))
            flags.append(f);
    }
    return flags;
}

int AttemptMatrixModel::flagKinds(const QList<int> &flags) const
{
    int kinds = NoFlag;
    for (int f : flags) {
        const Flag &flag = m_flags.at(f);
        if (flag.verdict == Verdict::Dismissed)
            continue;
        kinds |= flag.kind == FlagKind::FalsePositive ? FalsePositiveMark : FalseNegativeMark;
    }
    return kinds;
}

QStringList AttemptMatrixModel::flagIds(const QList<int> &flags) const
{
    QStringList ids;
    for (int f : flags)
        ids.append(m_flags.at(f).id);
    return ids;
}

QString AttemptMatrixModel::flagLine(int f) const
{
    const Flag &flag = m_flags.at(f);
    QString line =
        tr("Flag %1 (%2, %3, %4)")
            .arg(flag.id, flagKindName(flag.kind), verdictName(flag.verdict), QString::number(flag.confidence, 'f', 2));
    if (!flag.rationale.isEmpty())
        line += u": "_s + flag.rationale;
    return line;
}

QString AttemptMatrixModel::specTitle(const QString &specId) const
{
    for (const Spec &spec : m_specs) {
        if (spec.id == specId)
            return spec.title;
    }
    return {};
}

QString AttemptMatrixModel::cellToolTip(int row, int column) const
{
    const Row &r = m_rows.at(row);
    const Column &c = m_columns.at(column);
    const int status = statusAt(row, column);
    QStringList lines;
    if (status == NotRun) {
        lines.append(u"%1 — %2"_s.arg(r.label, c.testId));
        lines.append(!r.note.isEmpty()            ? tr("Not run in validation run %1: %2.").arg(m_runs.runId, r.note)
                     : r.kind == RowKind::Attempt ? tr("Not run: this attempt has no test results.")
                                                  : tr("Not run yet: run validation to fill this row."));
    } else {
        lines.append(tr("%1 — %2: %3.").arg(r.label, c.testId, testStatusName(TestStatus(status))));
        if (const QString test = r.results->gradedAs.value(c.testId); !test.isEmpty())
            lines.append(tr("Ran as %1: the benchmark's harness cuts test ids at the first blank.").arg(test));
        if (TestStatus(status) == TestStatus::Error &&
            r.results->status.value(c.testId, TestStatus::Missing) == TestStatus::Missing)
            lines.append(tr("Its test file could not be collected (a syntax or import error), so it never ran."));
        if (const auto seconds = r.seconds.constFind(c.testId); seconds != r.seconds.cend())
            lines.append(tr("Took %1 s.").arg(*seconds, 0, 'f', *seconds < 0.1 ? 4 : 2));
        if (const QString why = m_runs.untrustworthy.value(targetOf(r)); !why.isEmpty())
            lines.append(tr("Untrustworthy run: %1.").arg(why));
    }
    if (const std::optional<TestStatus> before = previousAt(row, column))
        lines.append(tr("Changed since run %1: it was %2.").arg(m_runs.previousRunId, testStatusName(*before)));

    if (c.group == kFailToPass) {
        lines.append(r.kind == RowKind::EmptyPatch ? tr("FAIL_TO_PASS: it must fail without a patch.")
                                                   : tr("FAIL_TO_PASS: a correct patch passes it."));
    } else if (c.group == kPassToPass) {
        lines.append(r.kind == RowKind::EmptyPatch ? tr("PASS_TO_PASS: it must pass without a patch too.")
                                                   : tr("PASS_TO_PASS: a correct patch keeps it passing."));
    } else {
        const std::optional<TestStatus> expected = expectedAt(row, column);
        lines.append(expected ? tr("Not in FAIL_TO_PASS or PASS_TO_PASS; the reference patch %1 it.")
                                    .arg(*expected == TestStatus::Passed ? tr("passes") : tr("does not pass"))
                              : tr("Not in FAIL_TO_PASS or PASS_TO_PASS: nothing is expected of it."));
    }

    if (mismatchAt(row, column)) {
        switch (r.kind) {
        case RowKind::Reference:
            lines.append(tr("Mismatch: the reference patch should pass it; the test or the reference is broken."));
            break;
        case RowKind::EmptyPatch:
            lines.append(c.group == kFailToPass
                             ? tr("Mismatch: it does not fail without a patch, so it cannot tell a fix from no fix.")
                             : tr("Mismatch: it does not pass without a patch; the environment may be broken."));
            break;
        case RowKind::Attempt: lines.append(tr("Mismatch: not what a correct patch gets.")); break;
        }
    }

    if (c.specs.isEmpty()) {
        lines.append(tr("Covers no spec."));
    } else {
        QStringList specs;
        for (const QString &id : c.specs) {
            const QString title = specTitle(id);
            specs.append(title.isEmpty() ? id : u"%1 (%2)"_s.arg(id, title));
        }
        lines.append(tr("Covers %1.").arg(specs.join(u", "_s)));
    }

    for (int f : flagsAt(row, column))
        lines.append(flagLine(f));
    return lines.join(u'\n');
}

QString AttemptMatrixModel::rowToolTip(int row) const
{
    const Row &r = m_rows.at(row);
    QStringList lines = {r.label, r.detail};
    if (!m_runs.runId.isEmpty())
        lines.append(m_runs.stale ? tr("Results of validation run %1, which is stale: the tests or patches changed "
                                       "since.")
                                        .arg(m_runs.runId)
                                  : tr("Results of validation run %1.").arg(m_runs.runId));
    else if (r.kind == RowKind::Attempt && r.results)
        lines.append(tr("Results stored with the attempt; no validation run yet."));
    if (!r.note.isEmpty())
        lines.append(tr("Not run: %1.").arg(r.note));
    const auto [met, total] = rowScore(row);
    if (met < 0)
        lines.append(r.kind == RowKind::Attempt ? tr("Not run: this attempt has no test results.")
                                                : tr("Not run yet: run validation to fill this row."));
    else if (r.kind == RowKind::EmptyPatch)
        lines.append(tr("%1 of %2 declared tests as expected without a patch.").arg(met).arg(total));
    else
        lines.append(tr("Passes %1 of %2 declared tests.").arg(met).arg(total));
    for (int f : r.flags)
        lines.append(flagLine(f));
    return lines.join(u'\n');
}

QString AttemptMatrixModel::columnToolTip(int column) const
{
    const Column &c = m_columns.at(column);
    QStringList lines = {c.testId, groupLabel(c.group)};
    if (c.specs.isEmpty()) {
        lines.append(tr("Covers no spec."));
    } else {
        for (const QString &id : c.specs)
            lines.append(tr("Covers %1 (%2)").arg(id, specTitle(id)));
    }
    if (const auto split = m_runs.attemptsSplit.constFind(c.testId); split != m_runs.attemptsSplit.cend()) {
        const auto [passing, failing] = *split;
        lines.append(tr("In run %1: %2 attempts pass it, %3 fail it; it tells %4 apart.")
                         .arg(m_runs.runId)
                         .arg(passing)
                         .arg(failing)
                         .arg(std::min(passing, failing)));
    }
    return lines.join(u'\n');
}

std::pair<int, int> AttemptMatrixModel::rowScore(int row) const
{
    if (row < 0 || row >= m_rows.size() || !m_rows.at(row).results)
        return {-1, 0};
    int met = 0;
    int total = 0;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns.at(c).group == kOther)
            continue;
        ++total;
        if (!mismatchAt(row, c))
            ++met;
    }
    return {met, total};
}

int AttemptMatrixModel::mismatchCount() const
{
    int count = 0;
    for (int r = 0; r < m_rows.size(); ++r) {
        for (int c = 0; c < m_columns.size(); ++c)
            count += mismatchAt(r, c) ? 1 : 0;
    }
    return count;
}

int AttemptMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AttemptMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant AttemptMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        const int status = statusAt(row, column);
        return status == NotRun ? tr("not run") : testStatusName(TestStatus(status));
    }
    case Qt::ToolTipRole: return cellToolTip(row, column);
    case StatusRole: return statusAt(row, column);
    case ExpectedRole: {
        const std::optional<TestStatus> expected = expectedAt(row, column);
        return expected ? QVariant(int(*expected)) : QVariant();
    }
    case MismatchRole: return mismatchAt(row, column);
    case FlagIdsRole: return flagIds(flagsAt(row, column));
    case FlagKindsRole: return flagKinds(flagsAt(row, column));
    case TestFlagKindsRole: {
        QList<int> named;
        for (int f : flagsAt(row, column)) {
            if (!m_rows.at(row).rowFlags.contains(f))
                named.append(f);
        }
        return flagKinds(named);
    }
    case RowFlagKindsRole: return flagKinds(m_rows.at(row).rowFlags);
    case AttemptIdRole: return m_rows.at(row).attemptId;
    case TestIdRole: return m_columns.at(column).testId;
    case RowKindRole: return int(m_rows.at(row).kind);
    case GroupRole: return m_columns.at(column).group;
    case SpecRole: return m_columns.at(column).specs.value(0);
    case SpecTitleRole: return specTitle(m_columns.at(column).specs.value(0));
    case CoveringSpecsRole: return m_columns.at(column).specs;
    case PreviousStatusRole: {
        const std::optional<TestStatus> before = previousAt(row, column);
        return before ? QVariant(int(*before)) : QVariant();
    }
    case SecondsRole: {
        const QHash<QString, double> &seconds = m_rows.at(row).seconds;
        const auto found = seconds.constFind(m_columns.at(column).testId);
        return found == seconds.cend() ? QVariant() : QVariant(*found);
    }
    default: return {};
    }
}

QVariant AttemptMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows.size())
            return {};
        const Row &r = m_rows.at(section);
        switch (role) {
        case Qt::DisplayRole: return r.label;
        case Qt::ToolTipRole: return rowToolTip(section);
        case FlagIdsRole: return flagIds(r.flags);
        case FlagKindsRole: return flagKinds(r.flags);
        case AttemptIdRole: return r.attemptId;
        case RowKindRole: return int(r.kind);
        case SummaryRole: {
            const auto [met, total] = rowScore(section);
            if (met < 0)
                return tr("not run");
            return r.kind == RowKind::EmptyPatch ? tr("%1/%2 as expected").arg(met).arg(total)
                                                 : tr("%1/%2 pass").arg(met).arg(total);
        }
        default: return {};
        }
    }
    if (section < 0 || section >= m_columns.size())
        return {};
    const Column &c = m_columns.at(section);
    switch (role) {
    case Qt::DisplayRole: return c.shortName;
    case Qt::ToolTipRole: return columnToolTip(section);
    case TestIdRole: return c.testId;
    case GroupRole: return c.group;
    case SpecRole: return c.specs.value(0);
    case SpecTitleRole: return specTitle(c.specs.value(0));
    case CoveringSpecsRole: return c.specs;
    case BoundaryRole: return c.boundary;
    case FlagIdsRole: {
        QStringList ids;
        for (const Flag &flag : m_flags) {
            if (flag.tests.contains(c.testId))
                ids.append(flag.id);
        }
        return ids;
    }
    case TellsApartRole: {
        const auto split = m_runs.attemptsSplit.constFind(c.testId);
        return split == m_runs.attemptsSplit.cend() ? QVariant() : QVariant(std::min(split->first, split->second));
    }
    default: return {};
    }
}

QHash<int, QByteArray> AttemptMatrixModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(StatusRole, "status");
    names.insert(ExpectedRole, "expected");
    names.insert(MismatchRole, "mismatch");
    names.insert(FlagIdsRole, "flagIds");
    names.insert(FlagKindsRole, "flagKinds");
    names.insert(AttemptIdRole, "attemptId");
    names.insert(TestIdRole, "testId");
    names.insert(RowKindRole, "rowKind");
    names.insert(GroupRole, "group");
    names.insert(SpecRole, "spec");
    names.insert(SpecTitleRole, "specTitle");
    names.insert(CoveringSpecsRole, "coveringSpecs");
    names.insert(BoundaryRole, "boundary");
    names.insert(SummaryRole, "summary");
    names.insert(TestFlagKindsRole, "testFlagKinds");
    names.insert(RowFlagKindsRole, "rowFlagKinds");
    return names;
}

} // namespace heddle
