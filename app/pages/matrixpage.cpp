#include <app/pages/matrixpage.h>

#include <app/pages/showntask.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/attemptmatrixview.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

MatrixPage::MatrixPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"matrixPage"_s, parent)
    , m_matrix(new AttemptMatrixView(this))
{
    pageLayout()->addWidget(m_matrix);
    connect(m_matrix, &AttemptMatrixView::cellActivated, this, &MatrixPage::cellActivated);
}

void MatrixPage::showTask()
{
    const Task &task = shown().task;
    // Blind review hides which model made which attempt, in the row headers too.
    m_matrix->model()->setHideAttemptIds(shown().isHidden());
    if (task.id.isEmpty()) {
        m_matrix->setTask(task);
        return;
    }
    m_matrix->setTask(task, MatrixRuns::fromRecords(task, shown().snapshot.runs.records));
}

void MatrixPage::showFlags()
{
    m_matrix->setTask(shown().task, m_matrix->model()->runs());
}

void MatrixPage::selectCell(const QString &attemptId, const QString &testId)
{
    m_matrix->selectCell(attemptId, testId);
}

} // namespace heddle
