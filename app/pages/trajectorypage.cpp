#include <app/pages/trajectorypage.h>

#include <app/pages/showntask.h>
#include <core/review/evidence.h>
#include <core/storage/datasetlayout.h>
#include <widgets/trajectory/trajectorycompareview.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

TrajectoryPage::TrajectoryPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"trajectoryPage"_s, parent)
    , m_choice(attemptCombo(this, u"trajectoryChoice"_s))
    , m_compareChoice(attemptCombo(this, u"trajectoryCompareChoice"_s))
    , m_stack(new QStackedWidget(this))
    , m_trajectory(new TrajectoryView(m_stack))
    , m_compare(new TrajectoryCompareView(m_stack))
{
    m_compareChoice->setToolTip(tr("Show another attempt's trajectory beside it, step by step"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_choice, 1);
    row->addWidget(new QLabel(tr("side by side with"), this));
    row->addWidget(m_compareChoice, 1);
    pageLayout()->addLayout(row);

    m_trajectory->setObjectName(u"trajectoryView"_s);
    m_compare->setObjectName(u"trajectoryCompare"_s);
    m_stack->addWidget(m_trajectory);
    m_stack->addWidget(m_compare);
    // The side-by-side view needs twice the width; only the page on display may ask the dock for room.
    m_compare->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    pageLayout()->addWidget(m_stack, 1);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &TrajectoryPage::onChoice);
    connect(m_compareChoice, &QComboBox::currentIndexChanged, this, &TrajectoryPage::onChoice);
    connect(m_trajectory, &TrajectoryView::stepActivated, this, [this](int step) {
        const QStringList ids = flagsCitingStep(this->shown().task, m_choice->currentData().toString(), step);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

void TrajectoryPage::showTask()
{
    {
        const QSignalBlocker a(m_choice);
        const QSignalBlocker b(m_compareChoice);
        m_choice->clear();
        m_compareChoice->clear();
        if (!shown().isEmpty()) {
            m_compareChoice->addItem(tr("nothing"), QString());
            for (const Attempt &a : std::as_const(shown().task.attempts))
                if (a.trajectory.isValid()) {
                    m_choice->addItem(shown().attemptLabel(a.id), a.id);
                    m_compareChoice->addItem(shown().attemptLabel(a.id), a.id);
                }
        }
    }
    if (m_choice->count() > 0) {
        onChoice();
        return;
    }
    m_trajectory->setTrajectory(Trajectory{});
    m_stack->setCurrentWidget(m_trajectory);
}

void TrajectoryPage::showTrajectory(const QString &attemptId, const QString &compareWith)
{
    const int a = m_choice->findData(attemptId);
    const int b = m_compareChoice->findData(compareWith);
    const QSignalBlocker blockA(m_choice);
    const QSignalBlocker blockB(m_compareChoice);
    if (a >= 0)
        m_choice->setCurrentIndex(a);
    m_compareChoice->setCurrentIndex(b >= 0 ? b : 0);
    onChoice();
}

bool TrajectoryPage::showStep(const QString &attemptId, int step, QString *error, const QString &match)
{
    const Attempt *a = shown().attempt(attemptId);
    if (!a || !a->trajectory.isValid()) {
        *error =
            a ? tr("Attempt %1 has no trajectory.").arg(attemptId) : tr("The task has no attempt %1.").arg(attemptId);
        return false;
    }
    if (m_stack->currentWidget() != m_trajectory || m_choice->currentData().toString() != a->id)
        showTrajectory(a->id);
    // While the trajectory is read, the view shows the step as soon as it is there.
    if (match.isEmpty())
        m_trajectory->showStep(step);
    else
        m_trajectory->showMatch(step, match);
    Q_EMIT pageWanted(PageId::Trajectory);
    return true;
}

QSet<int> TrajectoryPage::citedSteps(const QString &attemptId) const
{
    QSet<int> cited;
    for (const Flag &f : shown().task.flags)
        for (const Evidence &e : f.evidence)
            if (e.kind == Evidence::Kind::TrajectoryStep && e.attempt == attemptId && e.step >= 0)
                cited.insert(e.step);
    return cited;
}

QString TrajectoryPage::fileOf(const Attempt &attempt) const
{
    return DatasetLayout(shown().root).at(DatasetLayout::attemptFolder(shown().task.id, attempt.id)) + u'/' +
           attempt.trajectory.file;
}

void TrajectoryPage::onChoice()
{
    const Attempt *a = shown().attempt(m_choice->currentData().toString());
    if (!a)
        return;
    const QString otherId = m_compareChoice->currentData().toString();
    const Attempt *other = otherId.isEmpty() ? nullptr : shown().attempt(otherId);
    if (!other) {
        m_stack->setCurrentWidget(m_trajectory);
        m_trajectory->setCitedSteps(citedSteps(a->id));
        m_trajectory->loadFile(fileOf(*a), a->trajectory.format);
        return;
    }
    m_stack->setCurrentWidget(m_compare);
    m_compare->left()->setCitedSteps(citedSteps(a->id));
    m_compare->left()->loadFile(fileOf(*a), a->trajectory.format);
    m_compare->right()->setCitedSteps(citedSteps(other->id));
    m_compare->right()->loadFile(fileOf(*other), other->trajectory.format);
}

} // namespace heddle
