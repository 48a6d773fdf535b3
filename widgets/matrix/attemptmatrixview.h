#pragma once

#include <core/task/teststatus.h>

#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>

class QLabel;
class QModelIndex;
class QTableView;

namespace heddle {

struct Task;
struct MatrixRuns;
class AttemptMatrixModel;
class MatrixDelegate;
class MatrixLegend;
class MatrixRowHeader;
class MatrixTestHeader;

/// The attempt x test matrix of a task: one row per control and attempt, one column per test grouped by
/// FAIL_TO_PASS / PASS_TO_PASS and by spec; each cell is a coloured tile with a glyph, a frame where the status is
/// not what a correct patch gets and a corner mark where a flag concerns it. Clicking a cell or pressing Enter on it
/// asks for that attempt at the evidence.
class AttemptMatrixView : public QWidget
{
    Q_OBJECT

public:
    explicit AttemptMatrixView(QWidget *parent = nullptr);
    ~AttemptMatrixView() override;

    /// The reference and empty-patch results come from validation runs; without them those rows show "not run".
    void setTask(const Task &task, std::optional<TestResults> reference = {},
                 std::optional<TestResults> emptyPatch = {});
    /// Every row from the task's newest validation run, with what changed since the one before.
    void setTask(const Task &task, const MatrixRuns &runs);
    AttemptMatrixModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

    /// Makes the cell current and scrolls to it without emitting; an empty test id picks the row's first test.
    void selectCell(const QString &attemptId, const QString &testId);

    /// The glyph drawn for a StatusRole value (AttemptMatrixModel::NotRun included).
    static QString statusGlyph(int status);

    int cellWidth() const;
    /// The narrowest a column gets when the matrix is squeezed to fit: every glyph still fits.
    int minimumCellWidth() const { return m_minimumCell; }
    /// The room the rotated test names get in the header; longer names are elided (the tooltip has the full id).
    int testNameSpace() const;
    bool isTestNameElided(int column) const;
    /// The width the matrix needs to show every column without scrolling sideways.
    int matrixWidth() const;
    /// Whether the columns widen to fill the view (a presentation) instead of stopping at a glyph-sized square.
    void setFillWidth(bool fill);
    /// The group and spec labels above the test names that are drawn elided.
    QStringList elidedGroupLabels() const;
    QString summaryText() const;

Q_SIGNALS:
    /// attemptId is empty for the reference and kEmptyPatchAttemptId for the empty patch.
    void cellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void activate(const QModelIndex &index);
    void updateMetrics();
    void fitColumns();
    void updateSummary();

    AttemptMatrixModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    MatrixDelegate *m_delegate = nullptr;
    MatrixTestHeader *m_testHeader = nullptr;
    MatrixRowHeader *m_rowHeader = nullptr;
    MatrixLegend *m_legend = nullptr;
    QLabel *m_summary = nullptr;
    int m_minimumCell = 12;
    int m_preferredCell = 20;
    bool m_fitting = false;
    bool m_fillWidth = false;
};

} // namespace heddle
