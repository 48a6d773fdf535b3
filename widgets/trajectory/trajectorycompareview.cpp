#include <widgets/trajectory/trajectorycompareview.h>

#include <core/trajectory/trajectorystepmodel.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QBoxLayout>
#include <QSplitter>

using namespace Qt::StringLiterals;

namespace heddle {

TrajectoryCompareView::TrajectoryCompareView(QWidget *parent)
    : QWidget(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_left(new TrajectoryView(m_splitter))
    , m_right(new TrajectoryView(m_splitter))
{
    m_left->setObjectName(u"trajectoryCompareLeft"_s);
    m_right->setObjectName(u"trajectoryCompareRight"_s);
    m_splitter->addWidget(m_left);
    m_splitter->addWidget(m_right);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    connect(m_left, &TrajectoryView::currentStepChanged, this, [this](int step) { follow(m_right, step); });
    connect(m_right, &TrajectoryView::currentStepChanged, this, [this](int step) { follow(m_left, step); });
}

int TrajectoryCompareView::alignedStep(int stepIndex, int otherStepCount)
{
    if (stepIndex < 0 || otherStepCount <= 0)
        return -1;
    return std::min(stepIndex, otherStepCount - 1);
}

void TrajectoryCompareView::follow(TrajectoryView *other, int stepIndex)
{
    // The other side's selection change would echo back; one hop is enough.
    if (m_following)
        return;
    const int aligned = alignedStep(stepIndex, other->model()->rowCount());
    if (aligned < 0)
        return;
    m_following = true;
    other->showStep(aligned);
    m_following = false;
}

} // namespace heddle
