#include <widgets/trajectory/trajectoryview.h>

#include <core/jobs/jobtracker.h>
#include <core/trajectory/trajectoryfilterproxy.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <widgets/trajectory/trajectorystepdelegate.h>

#include <QBoxLayout>
#include <QFileInfo>
#include <QIcon>
#include <QPixmap>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMutex>
#include <QProgressBar>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int FindDebounceMs = 300;

QString stepCountText(int steps)
{
    return steps == 1 ? TrajectoryView::tr("1 step") : TrajectoryView::tr("%L1 steps").arg(steps);
}

// How often the steps a lean load has read are taken into the list.
constexpr int FeedIntervalMs = 40;

} // namespace

// What a lean load has read and the list has not taken yet; the load's thread writes, the view's reads.
struct TrajectoryView::LeanFeed {
    QMutex mutex;
    std::shared_ptr<const LeanTrajectory> lean;
    QList<LeanStep> steps;
};

TrajectoryView::TrajectoryView(QWidget *parent)
    : QWidget(parent)
    , m_model(new TrajectoryStepModel(this))
    , m_proxy(new TrajectoryFilterProxy(this))
    , m_delegate(new TrajectoryStepDelegate(this))
    , m_list(new QListView(this))
    , m_findField(new QLineEdit(this))
    , m_matchLabel(new QLabel(this))
    , m_statusLabel(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_findTimer(new QTimer(this))
    , m_load(new JobTracker(this))
    , m_find(new JobTracker(this))
    , m_feedTimer(new QTimer(this))
{
    m_proxy->setSourceModel(m_model);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    using Kind = TrajectoryStep::Kind;
    for (const Kind kind : {Kind::Action, Kind::Edit, Kind::Observation, Kind::Message, Kind::Submit, Kind::Error}) {
        auto *button = new QToolButton(this);
        const QString name = trajectoryStepKindName(kind);
        button->setObjectName(u"trajectoryKind_"_s + name);
        const QString label = TrajectoryStepDelegate::kindLabel(int(kind));
        button->setToolTip(tr("Show %1 steps").arg(label));
        button->setCheckable(true);
        button->setChecked(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setText(label);
        QPixmap swatch(12, 12);
        swatch.fill(TrajectoryStepDelegate::kindColor(int(kind)));
        button->setIcon(QIcon(swatch));
        button->setAutoRaise(true);
        connect(button, &QToolButton::toggled, this, [this, kind](bool on) { m_proxy->setKindVisible(kind, on); });
        bar->addWidget(button);
        m_kindButtons.append(button);
    }
    bar->addSpacing(8);

    m_findField->setObjectName(u"trajectoryFindField"_s);

    m_findField->setAccessibleName(tr("Find in the steps"));
    m_findField->setPlaceholderText(tr("Find in steps (Enter: next, Shift+Enter: previous)"));
    m_findField->setClearButtonEnabled(true);
    m_findField->installEventFilter(this);
    bar->addWidget(m_findField, 1);
    auto *previous = new QToolButton(this);
    previous->setObjectName(u"trajectoryFindPrevious"_s);
    previous->setAccessibleName(tr("Previous match"));
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+F3)"));
    previous->setAutoRaise(true);
    bar->addWidget(previous);
    auto *next = new QToolButton(this);
    next->setObjectName(u"trajectoryFindNext"_s);
    next->setAccessibleName(tr("Next match"));
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (F3)"));
    next->setAutoRaise(true);
    bar->addWidget(next);
    m_matchLabel->setObjectName(u"trajectoryMatchLabel"_s);
    m_matchLabel->setMinimumWidth(m_matchLabel->fontMetrics().horizontalAdvance(u"00000 of 00000"_s));
    bar->addWidget(m_matchLabel);

    auto *status = new QHBoxLayout;
    status->setContentsMargins(0, 0, 0, 0);
    m_statusLabel->setObjectName(u"trajectoryStatus"_s);
    m_statusLabel->setTextFormat(Qt::PlainText);
    m_statusLabel->setWordWrap(true);
    status->addWidget(m_statusLabel, 1);
    m_busy->setObjectName(u"trajectoryBusy"_s);
    m_busy->setRange(0, 0); // parsing reports no progress: an indeterminate bar
    m_busy->setMaximumWidth(160);
    m_busy->setTextVisible(false);
    m_busy->hide();
    status->addWidget(m_busy);

    m_list->setObjectName(u"trajectoryStepList"_s);

    m_list->setAccessibleName(tr("Steps"));
    m_list->setModel(m_proxy);
    m_list->setItemDelegate(m_delegate);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setUniformItemSizes(false); // steps differ in height; the delegate caches each one's
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addLayout(status);
    layout->addWidget(m_list, 1);

    m_findTimer->setSingleShot(true);
    m_findTimer->setInterval(FindDebounceMs);
    connect(m_findTimer, &QTimer::timeout, this, &TrajectoryView::updateMatches);
    connect(m_findField, &QLineEdit::textChanged, m_findTimer, qOverload<>(&QTimer::start));
    connect(previous, &QToolButton::clicked, this, &TrajectoryView::findPrevious);
    connect(next, &QToolButton::clicked, this, &TrajectoryView::findNext);
    auto *nextShortcut = new QShortcut(QKeySequence::FindNext, this, this, &TrajectoryView::findNext);
    nextShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    auto *previousShortcut = new QShortcut(QKeySequence::FindPrevious, this, this, &TrajectoryView::findPrevious);
    previousShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    findShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findShortcut, &QShortcut::activated, m_findField, [this] {
        m_findField->setFocus(Qt::ShortcutFocusReason);
        m_findField->selectAll();
    });

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_delegate->reset(); });
    // A lean step given again (an observation that came late) has new texts, so a new height.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) {
                if (!roles.isEmpty())
                    return;
                for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
                    const QModelIndex source = m_model->index(row);
                    m_delegate->forgetHeight(source.data(TrajectoryStepModel::IndexRole).toInt());
                    const QModelIndex shown = m_proxy->mapFromSource(source);
                    if (shown.isValid())
                        Q_EMIT m_delegate->sizeHintChanged(shown);
                }
            });
    m_feedTimer->setInterval(FeedIntervalMs);
    connect(m_feedTimer, &QTimer::timeout, this, &TrajectoryView::drainFeed);
    // Rows come and go with the kind filter; the match list is a list of visible rows.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, m_findTimer, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::modelReset, m_findTimer, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_findTimer, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, m_findTimer, qOverload<>(&QTimer::start));
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        Q_EMIT currentStepChanged(current.isValid() ? current.data(TrajectoryStepModel::IndexRole).toInt() : -1);
    });
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT stepActivated(index.data(TrajectoryStepModel::IndexRole).toInt());
    });
    updateMatchLabel();
}

TrajectoryView::~TrajectoryView() = default;

void TrajectoryView::setTrajectory(Trajectory trajectory)
{
    m_load->cancel(); // a finished trajectory supersedes any load still running
    m_find->cancel();
    m_feed.reset();
    m_feedTimer->stop();
    m_wantedStep = -1;
    const int steps = int(trajectory.steps.size());
    m_model->setTrajectory(std::move(trajectory));
    m_errorString.clear();
    setLoading(false, stepCountText(steps));
}

void TrajectoryView::loadFile(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    m_wantedStep = -1;
    m_model->clear();
    m_find->cancel();
    m_errorString.clear();
    setLoading(true, tr("Loading %1\u2026").arg(path));
    auto feed = std::make_shared<LeanFeed>();
    m_feed = feed;
    m_feedTimer->start();
    // The file's size decides how it is read, on the worker too: the GUI thread never touches the file.
    m_load->start(
        [path, format, instanceId, feed, threshold = m_leanThreshold](const JobControl &job) -> Result<Loaded> {
            if (QFileInfo(path).size() < threshold) {
                Result<Trajectory> whole = loadTrajectory(path, format, instanceId, job);
                if (!whole)
                    return whole.error();
                return Loaded(std::move(whole).value());
            }
            const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path, format, instanceId);
            if (!lean)
                return lean.error();
            {
                const QMutexLocker lock(&feed->mutex);
                feed->lean = *lean;
            }
            Result<TrajectoryInfo> info = (*lean)->readSteps(
                [&feed](QList<LeanStep> batch) {
                    const QMutexLocker lock(&feed->mutex);
                    feed->steps.append(std::move(batch));
                },
                job);
            if (!info)
                return info.error();
            return Loaded(std::move(info).value());
        },
        [this](Result<Loaded> loaded) {
            bool lean = false; // the file was being read lean when it failed: the steps read before stay
            if (m_feed) {
                const QMutexLocker lock(&m_feed->mutex);
                lean = m_feed->lean != nullptr;
            }
            if (loaded && std::holds_alternative<Trajectory>(*loaded)) {
                m_feedTimer->stop();
                m_feed.reset();
                finishLoad(std::get<Trajectory>(std::move(loaded).value()));
            } else if (loaded) {
                finishLeanLoad(std::get<TrajectoryInfo>(std::move(loaded).value()));
            } else if (lean) {
                finishLeanLoad(loaded.error());
            } else {
                m_feedTimer->stop();
                m_feed.reset();
                finishLoad(loaded.error());
            }
        });
}

void TrajectoryView::drainFeed()
{
    if (!m_feed)
        return;
    QList<LeanStep> steps;
    std::shared_ptr<const LeanTrajectory> lean;
    {
        const QMutexLocker lock(&m_feed->mutex);
        lean = m_feed->lean;
        steps.swap(m_feed->steps);
    }
    if (lean && m_model->lean() != lean)
        m_model->setLean(lean);
    m_model->addLeanSteps(steps);
    if (m_wantedStep >= 0 && m_model->rowOfStep(m_wantedStep) >= 0)
        revealStep(std::exchange(m_wantedStep, -1));
    if (m_loading && m_model->rowCount() > 0)
        m_statusLabel->setText(tr("Reading\u2026 %1 so far").arg(stepCountText(m_model->rowCount())));
}

void TrajectoryView::finishLeanLoad(Result<TrajectoryInfo> info)
{
    m_feedTimer->stop();
    drainFeed();
    m_feed.reset();
    if (!info) {
        m_errorString = info.error().toString();
        const int shown = m_model->rowCount();
        setLoading(false,
                   shown > 0 ? tr("%1 before this error: %2").arg(stepCountText(shown), m_errorString) : m_errorString);
        Q_EMIT loadFinished(false);
        return;
    }
    m_model->setInfo(std::move(info).value());
    setLoading(false, stepCountText(m_model->rowCount()));
    if (m_wantedStep >= 0)
        revealStep(std::exchange(m_wantedStep, -1));
    if (!m_findField->text().isEmpty())
        updateMatches();
    Q_EMIT loadFinished(true);
}

void TrajectoryView::finishLoad(Result<Trajectory> result)
{
    if (!result) {
        m_errorString = result.error().toString();
        setLoading(false, m_errorString);
        Q_EMIT loadFinished(false);
        return;
    }
    const int steps = int(result->steps.size());
    m_model->setTrajectory(std::move(result).value());
    setLoading(false, stepCountText(steps));
    if (m_wantedStep >= 0)
        revealStep(std::exchange(m_wantedStep, -1));
    Q_EMIT loadFinished(true);
}

void TrajectoryView::setLoading(bool loading, const QString &status)
{
    m_loading = loading;
    m_busy->setVisible(loading);
    m_statusLabel->setText(status);
}

void TrajectoryView::setCitedSteps(const QSet<int> &stepIndices)
{
    m_model->setCitedSteps(stepIndices);
}

void TrajectoryView::showStep(int stepIndex)
{
    m_expandWanted = false;
    revealStep(stepIndex);
}

void TrajectoryView::showMatch(int stepIndex, const QString &text)
{
    // Found first: the selection ends on this step, which holds a match, not on the nearest other one.
    if (!text.isEmpty())
        setFindText(text);
    m_expandWanted = true;
    revealStep(stepIndex);
}

void TrajectoryView::revealStep(int stepIndex)
{
    const int row = m_model->rowOfStep(stepIndex);
    m_wantedStep = row < 0 && m_loading ? stepIndex : -1;
    if (row < 0)
        return;
    const QModelIndex source = m_model->index(row);
    QModelIndex index = m_proxy->mapFromSource(source);
    if (!index.isValid()) {
        const auto kind = TrajectoryStep::Kind(source.data(TrajectoryStepModel::KindRole).toInt());
        // Checking the kind's button shows the kind through the button's own connection.
        for (QToolButton *button : std::as_const(m_kindButtons)) {
            if (button->objectName() == u"trajectoryKind_"_s + trajectoryStepKindName(kind))
                button->setChecked(true);
        }
        m_proxy->setKindVisible(kind, true);
        m_proxy->setText({});
        index = m_proxy->mapFromSource(source);
        if (!index.isValid())
            return;
    }
    m_list->setCurrentIndex(index);
    if (std::exchange(m_expandWanted, false)) {
        m_delegate->setExpanded(index, true);
        m_list->scrollTo(index, QAbstractItemView::PositionAtTop);
        return;
    }
    m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

int TrajectoryView::currentStep() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.data(TrajectoryStepModel::IndexRole).toInt() : -1;
}

void TrajectoryView::setStepExpanded(int stepIndex, bool expanded)
{
    const int row = m_model->rowOfStep(stepIndex);
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row));
    if (index.isValid())
        m_delegate->setExpanded(index, expanded);
}

bool TrajectoryView::isStepExpanded(int stepIndex) const
{
    return m_delegate->isExpanded(stepIndex);
}

void TrajectoryView::setFindText(const QString &text)
{
    m_findField->setText(text);
    m_findTimer->stop();
    updateMatches();
}

void TrajectoryView::updateMatches()
{
    m_findTimer->stop();
    m_matches.clear();
    m_currentMatch = -1;
    const QString text = m_findField->text();
    if (!text.isEmpty() && m_model->isLean()) {
        // The whole texts are in the file: looked for on a worker thread, where the file can hold the text.
        m_matchLabel->setText(tr("Searching\u2026"));
        m_find->start([lean = m_model->lean(), steps = m_model->leanSteps(),
                       text](const JobControl &job) { return lean->find(text, steps, job); },
                      [this](const QList<int> &found) { showMatches(found); });
        return;
    }
    m_find->cancel();
    if (!text.isEmpty()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            if (TrajectoryFilterProxy::rowContains(m_proxy->mapToSource(m_proxy->index(row, 0)), text))
                m_matches.append(row);
        }
    }
    goToNearestMatch();
}

void TrajectoryView::showMatches(const QList<int> &stepIndices)
{
    m_matches.clear();
    m_currentMatch = -1;
    for (const int step : stepIndices) {
        const int row = m_model->rowOfStep(step);
        const QModelIndex shown = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row));
        if (shown.isValid())
            m_matches.append(shown.row());
    }
    std::sort(m_matches.begin(), m_matches.end());
    goToNearestMatch();
}

void TrajectoryView::goToNearestMatch()
{
    if (!m_matches.isEmpty()) {
        // Start at the selection so a refined search stays near where the user is reading.
        const int from = std::max(0, m_list->currentIndex().row());
        const auto it = std::lower_bound(m_matches.cbegin(), m_matches.cend(), from);
        goToMatch(it == m_matches.cend() ? 0 : int(it - m_matches.cbegin()));
        return;
    }
    updateMatchLabel();
}

void TrajectoryView::findNext()
{
    if (m_findTimer->isActive()) {
        updateMatches();
        return;
    }
    if (!m_matches.isEmpty())
        goToMatch((m_currentMatch + 1) % int(m_matches.size()));
}

void TrajectoryView::findPrevious()
{
    if (m_findTimer->isActive()) {
        updateMatches();
        return;
    }
    if (!m_matches.isEmpty())
        goToMatch((m_currentMatch - 1 + int(m_matches.size())) % int(m_matches.size()));
}

void TrajectoryView::goToMatch(int match)
{
    m_currentMatch = match;
    const QModelIndex index = m_proxy->index(m_matches.at(match), 0);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
    updateMatchLabel();
}

void TrajectoryView::updateMatchLabel()
{
    if (m_findField->text().isEmpty())
        m_matchLabel->clear();
    else if (m_matches.isEmpty())
        m_matchLabel->setText(tr("No matches"));
    else
        m_matchLabel->setText(tr("%1 of %2").arg(m_currentMatch + 1).arg(m_matches.size()));
}

bool TrajectoryView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (watched == m_findField && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
            if (key->modifiers().testFlag(Qt::ShiftModifier))
                findPrevious();
            else
                findNext();
            return true;
        }
        if (watched == m_list && key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            m_delegate->toggleExpanded(m_list->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
