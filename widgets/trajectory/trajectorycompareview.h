#pragma once

#include <QWidget>

class QSplitter;

namespace heddle {

class TrajectoryView;

/// Two trajectories side by side. Steps are aligned by index: selecting step i on one side selects step i (or the
/// last step, when that side is shorter) on the other. Runs of the same task rarely take the same steps, so index
/// alignment is a reading aid, not a claim that the steps correspond.
class TrajectoryCompareView : public QWidget
{
    Q_OBJECT

public:
    explicit TrajectoryCompareView(QWidget *parent = nullptr);

    TrajectoryView *left() const { return m_left; }
    TrajectoryView *right() const { return m_right; }

    /// The step on the other side that a step is shown against.
    static int alignedStep(int stepIndex, int otherStepCount);

private:
    void follow(TrajectoryView *other, int stepIndex);

    QSplitter *m_splitter;
    TrajectoryView *m_left;
    TrajectoryView *m_right;
    bool m_following = false;
};

} // namespace heddle
