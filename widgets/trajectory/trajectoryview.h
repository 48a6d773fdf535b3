#pragma once

#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectory.h>
#include <core/util/result.h>

#include <QList>
#include <QSet>
#include <QWidget>

#include <memory>
#include <variant>

class QLabel;
class QLineEdit;
class QListView;
class QProgressBar;
class QTimer;
class QToolButton;

namespace heddle {

class JobTracker;
class TrajectoryFilterProxy;
class TrajectoryStepDelegate;
class TrajectoryStepModel;

/// The steps of one trajectory: a kind filter, a find bar, and a list that paints each step compactly.
class TrajectoryView : public QWidget
{
    Q_OBJECT

public:
    explicit TrajectoryView(QWidget *parent = nullptr);
    ~TrajectoryView() override;

    TrajectoryStepModel *model() const { return m_model; }
    TrajectoryFilterProxy *proxy() const { return m_proxy; }
    QListView *listView() const { return m_list; }

    /// Files from this size on are read lean (LeanTrajectory): the steps show as they are read, and a step's whole
    /// texts are read again from the file when it is expanded, so the file is never held in memory.
    static constexpr qint64 DefaultLeanThreshold = LeanTrajectory::WorthItFrom;
    void setLeanThreshold(qint64 bytes) { m_leanThreshold = bytes; }

    void setTrajectory(Trajectory trajectory);
    /// Parses the file on a worker thread; a newer call (or setTrajectory) supersedes an older one still running,
    /// whose result never arrives. loadFinished follows, always after loadFile has returned.
    void loadFile(const QString &path, TrajectoryFormat format = TrajectoryFormat::Unknown,
                  const QString &instanceId = {});
    bool isLoading() const { return m_loading; }
    /// The last load's error in words for the user; empty after a successful load.
    QString errorString() const { return m_errorString; }

    void setCitedSteps(const QSet<int> &stepIndices);

    /// Scrolls to and selects the step with that index, showing its kind again if the filter hid it; while the
    /// trajectory is being read, as soon as the step is there.
    void showStep(int stepIndex);
    /// Shows the step as showStep does, expanded, at the top of the view, with text found and marked in it: where a
    /// search hit leads. While the trajectory is being read, as soon as the step is there.
    void showMatch(int stepIndex, const QString &text);
    /// The selected step's index, or -1.
    int currentStep() const;
    void setStepExpanded(int stepIndex, bool expanded);
    bool isStepExpanded(int stepIndex) const;

    void setFindText(const QString &text);
    int matchCount() const { return int(m_matches.size()); }
    /// 0-based position of the selected match, or -1.
    int currentMatch() const { return m_currentMatch; }
    void findNext();
    void findPrevious();

Q_SIGNALS:
    /// The user activated a step (double click or Enter).
    void stepActivated(int stepIndex);
    void currentStepChanged(int stepIndex);
    void loadFinished(bool ok);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct LeanFeed;
    /// What a load read: the whole trajectory (a small file), or the lean one's info once its steps are fed.
    using Loaded = std::variant<Trajectory, TrajectoryInfo>;
    void finishLoad(Result<Trajectory> result);
    void drainFeed();
    void finishLeanLoad(Result<TrajectoryInfo> info);
    void revealStep(int stepIndex);
    void updateMatches();
    void showMatches(const QList<int> &stepIndices);
    void goToNearestMatch();
    void goToMatch(int match);
    void updateMatchLabel();
    void setLoading(bool loading, const QString &status);

    bool m_expandWanted = false; // the step revealStep shows next opens expanded, at the top
    TrajectoryStepModel *m_model;
    TrajectoryFilterProxy *m_proxy;
    TrajectoryStepDelegate *m_delegate;
    QListView *m_list;
    QLineEdit *m_findField;
    QLabel *m_matchLabel;
    QLabel *m_statusLabel;
    QProgressBar *m_busy;
    QTimer *m_findTimer;
    QList<QToolButton *> m_kindButtons;
    QList<int> m_matches; // proxy rows
    int m_currentMatch = -1;
    JobTracker *m_load;
    JobTracker *m_find;
    std::shared_ptr<LeanFeed> m_feed; // what the lean load running now has read
    QTimer *m_feedTimer;
    qint64 m_leanThreshold = DefaultLeanThreshold;
    int m_wantedStep = -1; // asked for while the trajectory is read, not there yet
    bool m_loading = false;
    QString m_errorString;
};

} // namespace heddle
