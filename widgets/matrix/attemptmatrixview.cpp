#include <widgets/matrix/attemptmatrixview.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/matrixdelegate.h>
#include <widgets/matrix/matrixlegend.h>
#include <widgets/matrix/matrixrowheader.h>
#include <widgets/matrix/matrixtestheader.h>

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

using M = AttemptMatrixModel;

constexpr std::array<int, 7> kAllStatuses = {int(TestStatus::Passed),
                                             int(TestStatus::Failed),
                                             int(TestStatus::Error),
                                             int(TestStatus::Skipped),
                                             int(TestStatus::XFail),
                                             int(TestStatus::Missing),
                                             M::NotRun};

} // namespace

AttemptMatrixView::AttemptMatrixView(QWidget *parent)
    : QWidget(parent)
    , m_model(new AttemptMatrixModel(this))
    , m_table(new QTableView(this))
    , m_delegate(new MatrixDelegate(this))
    , m_legend(new MatrixLegend(this))
    , m_summary(new QLabel(this))
{
    setObjectName(u"attemptMatrixView"_s);
    m_table->setObjectName(u"matrixTable"_s);
    m_testHeader = new MatrixTestHeader(m_table);
    m_rowHeader = new MatrixRowHeader(m_table);
    m_table->setHorizontalHeader(m_testHeader);
    m_table->setVerticalHeader(m_rowHeader);
    m_table->setModel(m_model);
    m_table->setItemDelegate(m_delegate);
    m_table->setShowGrid(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Attempts and tests"));
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);

    m_summary->setObjectName(u"matrixSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);

    connect(m_table, &QTableView::clicked, this, &AttemptMatrixView::activate);
    updateMetrics();
    updateSummary();
}

AttemptMatrixView::~AttemptMatrixView() = default;

QString AttemptMatrixView::statusGlyph(int status)
{
    switch (status) {
    case int(TestStatus::Passed): return u"✓"_s;
    case int(TestStatus::Failed): return u"✗"_s;
    case int(TestStatus::Error): return u"E"_s;
    case int(TestStatus::Skipped): return u"S"_s;
    case int(TestStatus::XFail): return u"x"_s;
    case int(TestStatus::Missing): return u"?"_s;
    default: return u"–"_s;
    }
}

void AttemptMatrixView::setTask(const Task &task, std::optional<TestResults> reference,
                                std::optional<TestResults> emptyPatch)
{
    m_model->setTask(task, std::move(reference), std::move(emptyPatch));
    updateMetrics();
    updateSummary();
}

void AttemptMatrixView::setTask(const Task &task, const MatrixRuns &runs)
{
    m_model->setTask(task, runs);
    updateMetrics();
    updateSummary();
}

void AttemptMatrixView::selectCell(const QString &attemptId, const QString &testId)
{
    const int row = m_model->rowOfAttempt(attemptId);
    const int column = testId.isEmpty() ? 0 : m_model->columnOfTest(testId);
    const QModelIndex index = m_model->index(row, column);
    if (!index.isValid())
        return;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

int AttemptMatrixView::cellWidth() const
{
    return m_testHeader->defaultSectionSize();
}

int AttemptMatrixView::testNameSpace() const
{
    return m_testHeader->nameSpace();
}

bool AttemptMatrixView::isTestNameElided(int column) const
{
    return column >= 0 && column < m_model->columnCount() && m_testHeader->isElided(column);
}

int AttemptMatrixView::matrixWidth() const
{
    return m_rowHeader->sizeHint().width() + m_testHeader->length() + 2 * m_table->frameWidth();
}

void AttemptMatrixView::setFillWidth(bool fill)
{
    m_fillWidth = fill;
    fitColumns();
}

QStringList AttemptMatrixView::elidedGroupLabels() const
{
    return m_testHeader->elidedGroupLabels();
}

QString AttemptMatrixView::summaryText() const
{
    return m_summary->text();
}

void AttemptMatrixView::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    Q_EMIT cellActivated(index.data(M::AttemptIdRole).toString(), index.data(M::TestIdRole).toString(),
                         index.data(M::FlagIdsRole).toStringList());
}

void AttemptMatrixView::updateMetrics()
{
    const QFontMetrics glyphMetrics(MatrixDelegate::glyphFont(m_table->font()));
    int glyph = 0;
    for (int status : kAllStatuses)
        glyph = std::max(glyph, glyphMetrics.horizontalAdvance(statusGlyph(status)));
    // One pixel of tile margin and one of gap around the glyph.
    m_minimumCell = glyph + 3;
    const int rowHeight = std::max(m_minimumCell, QFontMetrics(m_table->font()).height() + 6);
    m_preferredCell = std::max(m_minimumCell, rowHeight);
    m_rowHeader->setMinimumSectionSize(1);
    m_rowHeader->setDefaultSectionSize(rowHeight);
    m_testHeader->setMinimumSectionSize(1);
    m_testHeader->updateMetrics();
    m_rowHeader->updateMetrics();
    m_legend->rebuild();
    fitColumns();
}

void AttemptMatrixView::fitColumns()
{
    if (m_fitting)
        return;
    m_fitting = true;
    const int columns = m_model->columnCount();
    // The columns narrow down to the glyph so that a wide matrix fits; below that it scrolls, and says so.
    const int available = m_table->viewport()->width();
    const int widest = m_fillWidth && columns > 0 ? std::max(m_preferredCell, available / columns) : m_preferredCell;
    const int width = columns > 0 ? std::clamp(available / columns, m_minimumCell, widest) : m_preferredCell;
    if (width != m_testHeader->defaultSectionSize())
        m_testHeader->setDefaultSectionSize(width);
    m_testHeader->fitSpecBand();
    // Names take what the rows leave of the height, so a tall window shows them whole and every row stays in view.
    const int rowsHeight = m_model->rowCount() * m_rowHeader->defaultSectionSize();
    m_testHeader->setRoom(m_table->height() - 2 * m_table->frameWidth() - rowsHeight - m_testHeader->bandHeight() -
                          m_testHeader->specBandHeight() - 10);
    m_fitting = false;
    updateSummary();
}

void AttemptMatrixView::updateSummary()
{
    const int attempts = std::max(0, m_model->rowCount() - 2);
    const int tests = m_model->columnCount();
    QStringList parts;
    // Explicit singulars: without a loaded translation %n plurals would read "attempt(s)".
    parts.append((attempts == 1 ? tr("1 attempt") : tr("%1 attempts").arg(attempts)) + u" × "_s +
                 (tests == 1 ? tr("1 test") : tr("%1 tests").arg(tests)));
    const int mismatches = m_model->mismatchCount();
    parts.append(mismatches == 1 ? tr("1 cell not as a correct patch gets it")
                                 : tr("%1 cells not as a correct patch gets them").arg(mismatches));
    const MatrixRuns &runs = m_model->runs();
    if (!runs.runId.isEmpty()) {
        parts.append(runs.stale ? tr("run %1, stale: the tests or patches changed since").arg(runs.runId)
                                : tr("run %1").arg(runs.runId));
        // Why the reference has no results (a runner that never ran a test, a missing module): the row is empty.
        if (const QString why = runs.notRun.value(u"reference"_s); !why.isEmpty())
            parts.append(tr("the reference was not tested: %1").arg(why));
        if (!runs.previousRunId.isEmpty()) {
            const int changed = m_model->changedCount();
            parts.append(changed == 1 ? tr("1 cell changed since run %1").arg(runs.previousRunId)
                                      : tr("%1 cells changed since run %2").arg(changed).arg(runs.previousRunId));
        }
    } else if (m_model->rowCount() > 0) {
        parts.append(tr("no validation run yet"));
    }
    QString text = parts.join(u" · "_s) + u'.';
    const int needed = m_testHeader->length();
    const int available = m_table->viewport()->width();
    if (tests > 0 && needed > available + 1)
        text += u' ' + tr("The matrix is %1 px wide, %2 px are shown: scroll sideways for the rest.")
                           .arg(matrixWidth())
                           .arg(available + m_rowHeader->width());
    if (m_summary->text() != text)
        m_summary->setText(text);
}

void AttemptMatrixView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange) {
        updateMetrics();
        m_legend->update();
        m_table->viewport()->update();
        m_testHeader->viewport()->update();
        m_rowHeader->viewport()->update();
    }
}

bool AttemptMatrixView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_table->currentIndex().isValid()) {
            activate(m_table->currentIndex());
            return true;
        }
    }
    if ((watched == m_table->viewport() || watched == m_table) && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
