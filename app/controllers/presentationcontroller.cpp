#include <app/controllers/presentationcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/window/taskviews.h>
#include <core/jobs/jobtracker.h>
#include <core/present/presentation.h>
#include <core/storage/datasetlayout.h>
#include <widgets/present/beatsdialog.h>
#include <widgets/present/presentationview.h>

#include <QAction>
#include <QMenu>
#include <QScreen>

namespace heddle {

using namespace Qt::StringLiterals;

PresentationController::PresentationController(TaskViews *views, DatasetCommitter *committer, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_committer(committer)
    , m_window(window)
    , m_load(new JobTracker(this))
{}

PresentationController::~PresentationController()
{
    delete m_view; // a top-level window of its own: it goes with the window that opened it
}

PresentationView *PresentationController::view() const
{
    return m_view;
}

void PresentationController::addActions(QMenu *menu, ActionGroups &groups)
{
    connect(groups.add(menu, tr("&Present"), u"presentAction"_s, {QKeySequence(Qt::Key_F11)}), &QAction::triggered,
            this, &PresentationController::present);
}

void PresentationController::present()
{
    if (m_view) {
        m_view->activateWindow();
        return;
    }
    const ShownTask &shown = m_views->shown();
    if (shown.isEmpty()) {
        Q_EMIT message(tr("Select a task to present it."), 5000);
        return;
    }
    // The task as the pages show it: blind review hides in the presentation what it hides in the window.
    m_load->start([root = shown.root, task = shown.task, records = shown.snapshot.runs.records](
                      const JobControl &job) { return loadPresentation(root, task, records, job); },
                  [this](Presentation presentation) {
                      for (const Error &e : std::as_const(presentation.problems))
                          Q_EMIT message(tr("The saved order of the beats is not used: %1").arg(e.toString()), 15000);
                      if (!m_view)
                          m_view = new PresentationView;
                      m_view->setPresentation(presentation);
                      show();
                  });
}

void PresentationController::show()
{
    m_view->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_view, &PresentationView::leaveRequested, this, &PresentationController::leave, Qt::UniqueConnection);
    connect(m_view, &PresentationView::arrangeRequested, this, &PresentationController::arrange, Qt::UniqueConnection);
    // On the window's screen, whichever it is.
    if (QScreen *screen = m_window->screen()) {
        m_view->setScreen(screen);
        m_view->setGeometry(screen->geometry());
    }
    m_view->showFullScreen();
    m_view->raise();
    m_view->activateWindow();
    m_view->setFocus(Qt::ActiveWindowFocusReason);
}

void PresentationController::leave()
{
    if (m_view)
        m_view->close();
    m_window->raise();
    m_window->activateWindow();
}

void PresentationController::arrange()
{
    if (!m_view)
        return;
    BeatsDialog dialog(m_view->presentation().beats, m_view);
    if (dialog.exec() != QDialog::Accepted || !m_view)
        return;
    m_view->setArrangement(dialog.arranged());
    saveArrangement();
}

void PresentationController::saveArrangement()
{
    const Presentation &p = m_view->presentation();
    BeatOrder order = orderOf(p.beats);
    // Beats the presentation does not have now (flags blind review hides) keep their place in the saved order's tail.
    if (Result<BeatOrder> saved = loadBeatOrder(p.root, p.task.id); saved)
        for (const BeatOrder::Entry &entry : saved->entries)
            if (std::none_of(order.entries.cbegin(), order.entries.cend(),
                             [&](const BeatOrder::Entry &e) { return e.id == entry.id; }))
                order.entries.append(entry);
    if (Result<void> written = saveBeatOrder(p.root, p.task.id, order); !written) {
        Q_EMIT problem(written.error().message, written.error().detail);
        return;
    }
    const qsizetype shown = p.shown().size();
    m_committer->commit({DatasetLayout::presentationFile(p.task.id)},
                        tr("Arrange the presentation of %1").arg(p.task.id),
                        tr("%n of the beats shown.", nullptr, int(shown)));
    Q_EMIT message(tr("The order of the beats is saved with %1.").arg(p.task.id), 5000);
}

} // namespace heddle
