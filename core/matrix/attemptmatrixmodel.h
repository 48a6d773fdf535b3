#pragma once

#include <core/task/task.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// The attempt id of the empty-patch control row; ids in a dataset start with a letter or digit, so it never clashes.
inline constexpr char16_t kEmptyPatchAttemptId[] = u":empty-patch";

struct RunRecord;

/// What validation says about a task's rows: the newest run record's results (first finished repeat of each
/// target) and the run before it, to show what changed.
struct MatrixRuns {
    QString runId; // the newest run; empty: the task has no run and the rows show the attempts' stored results
    QString previousRunId;
    bool stale = false;                             // the newest run's test files or patches differ from the task's now
    QHash<QString, TestResults> results;            // target ("reference", "empty" or an attempt id) -> statuses
    QHash<QString, QString> notRun;                 // target -> why the newest run has no results for it
    QHash<QString, TestResults> previous;           // the same, from the run before
    QHash<QString, QHash<QString, double>> seconds; // target -> test -> seconds, where the run timed the tests
    QHash<QString, std::pair<int, int>> attemptsSplit; // test -> attempts passing, attempts failing (newest run)
    QHash<QString, QString> untrustworthy;             // target -> why its newest results cannot be trusted

    /// From a task's run records, newest first (loadRunRecords' order).
    static MatrixRuns fromRecords(const Task &task, const QList<RunRecord> &records);
};

/// Attempts x tests: rows are the reference patch, the empty-patch control and every attempt (by model, then
/// sample); columns are the FAIL_TO_PASS, PASS_TO_PASS and other tests, each group ordered by the first spec that
/// covers them. Cells hold the test status of that row's run, what a correct patch should get and the flags that
/// concern the cell.
class AttemptMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        StatusRole = Qt::UserRole + 1, // int: TestStatus, or NotRun when the row has no results yet
        ExpectedRole,                  // int: TestStatus::Passed or Failed; invalid when nothing is expected
        MismatchRole,                  // bool: the status is not what the expectation says
        FlagIdsRole,                   // QStringList: the flags that mark the cell (or, on a row header, the row)
        FlagKindsRole,                 // int: FlagMark bits of those flags that are not dismissed
        AttemptIdRole,                 // QString: empty for the reference, kEmptyPatchAttemptId for the empty patch
        TestIdRole,                    // QString: the full test id (cells and column headers)
        RowKindRole,                   // int: RowKind (cells and row headers)
        GroupRole,                     // QString: kFailToPass, kPassToPass or kOther (cells and column headers)
        SpecRole,                      // QString: id of the first spec that covers the test, empty when none
        SpecTitleRole,                 // QString: that spec's title
        CoveringSpecsRole,             // QStringList: every spec that covers the test
        BoundaryRole,                  // int: Boundary before this column (column headers)
        SummaryRole,                   // QString: "9/11 pass" (row headers)
        TestFlagKindsRole,             // int: FlagMark bits of the open flags that name the cell's test
        RowFlagKindsRole,              // int: FlagMark bits of the open flags that name no test and so mark the row
        PreviousStatusRole,            // int: the status in the previous run when it differs; invalid otherwise
        SecondsRole,                   // double: how long the test took in the newest run; invalid when unknown
        TellsApartRole,                // int: attempts on the minority side of the test's pass/fail split (headers)
    };
    Q_ENUM(Role)

    enum class RowKind {
        Reference,
        EmptyPatch,
        Attempt
    };
    Q_ENUM(RowKind)

    /// StatusRole of a row that has no results yet.
    static constexpr int NotRun = -1;

    enum FlagMark {
        NoFlag = 0,
        FalsePositiveMark = 1,
        FalseNegativeMark = 2
    };

    /// Where a new band starts: a new spec within a group, or a new group.
    enum Boundary {
        NoBoundary = 0,
        SpecBoundary = 1,
        GroupBoundary = 2
    };

    static constexpr char16_t kFailToPass[] = u"FAIL_TO_PASS";
    static constexpr char16_t kPassToPass[] = u"PASS_TO_PASS";
    static constexpr char16_t kOther[] = u"other";

    /// A run of adjacent columns with the same group and the same first covering spec (empty: uncovered).
    struct ColumnGroup {
        QString group;
        QString spec;
        int first = 0;
        int count = 0;
        QString specTitle;
        friend bool operator==(const ColumnGroup &, const ColumnGroup &) = default;
    };

    explicit AttemptMatrixModel(QObject *parent = nullptr);
    ~AttemptMatrixModel() override;

    /// The reference and empty-patch results come from validation runs; without them those rows are "not run".
    void setTask(const Task &task, std::optional<TestResults> reference = {},
                 std::optional<TestResults> emptyPatch = {});
    /// Every row from validation where runs.runId is set (attempts without a result in that run show why), the
    /// attempts' stored results otherwise.
    void setTask(const Task &task, const MatrixRuns &runs);
    const MatrixRuns &runs() const { return m_runs; }
    /// Blind review: row labels and tooltips leave out attempt ids (they often name the model). Takes effect on the
    /// next setTask().
    void setHideAttemptIds(bool hide) { m_hideAttemptIds = hide; }
    /// Cells whose status changed since the previous run.
    int changedCount() const;
    void clear();

    QList<ColumnGroup> columnGroups() const { return m_groups; }
    /// Adjacent column groups merged by group only: the FAIL_TO_PASS / PASS_TO_PASS / other bands.
    QList<ColumnGroup> groupBands() const;

    int rowOfAttempt(const QString &attemptId) const;
    int columnOfTest(const QString &testId) const;
    QString attemptIdAt(int row) const;
    QString testIdAt(int column) const;
    QString rowLabel(int row) const;
    /// How many tests of FAIL_TO_PASS and PASS_TO_PASS the row passes (the empty patch: fails FAIL_TO_PASS, passes
    /// PASS_TO_PASS), and how many it was measured against; passed < 0 when the row has not run.
    std::pair<int, int> rowScore(int row) const;
    /// Cells whose status is not what the expectation says.
    int mismatchCount() const;

    /// "test_name[param]" from "path/to/test_file.py::Class::test_name[param]" or "test_name (module.Class)".
    static QString shortTestName(const QString &testId);
    /// The label of a group key for the user: FAIL_TO_PASS and PASS_TO_PASS as such, "other" translated.
    static QString groupLabel(const QString &group);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Row {
        RowKind kind = RowKind::Attempt;
        QString attemptId;
        QString label;
        QString detail; // model, agent, sample and id, for the tooltip
        std::optional<TestResults> results;
        std::optional<TestResults> previous;
        QHash<QString, double> seconds;
        QString note;        // why a row that validation ran has no results
        QList<int> flags;    // indices into m_flags that concern this row
        QList<int> rowFlags; // those that name no test and so mark the whole row
    };
    struct Column {
        QString testId;
        QString shortName;
        QString group;
        QStringList specs;
        int boundary = NoBoundary;
    };

    int statusAt(int row, int column) const;
    std::optional<TestStatus> previousAt(int row, int column) const;
    static QString targetOf(const Row &row);
    std::optional<TestStatus> expectedAt(int row, int column) const;
    bool mismatchAt(int row, int column) const;
    QList<int> flagsAt(int row, int column) const;
    int flagKinds(const QList<int> &flags) const;
    QStringList flagIds(const QList<int> &flags) const;
    QString flagLine(int flag) const;
    QString cellToolTip(int row, int column) const;
    QString rowToolTip(int row) const;
    QString columnToolTip(int column) const;
    QString specTitle(const QString &specId) const;

    QList<Row> m_rows;
    QList<Column> m_columns;
    QList<ColumnGroup> m_groups;
    QList<Flag> m_flags;
    QList<Spec> m_specs;
    QHash<QString, int> m_columnOfTest;
    MatrixRuns m_runs;
    bool m_hideAttemptIds = false;
};

} // namespace heddle
