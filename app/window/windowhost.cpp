#include <app/window/windowhost.h>

#include <app/language.h>
#include <app/window/mainwindow.h>
#include <app/controllers/searchcontroller.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/task/task.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/search/searchpanel.h>

#include <QApplication>
#include <QDockWidget>
#include <QIcon>

namespace heddle {

namespace {

// What a window made again (in another language) takes over from the one it replaces.
struct CarriedState {
    SavedSearch search;       // the query and kind of text searched; no query: none
    bool searchShown = false; // the Search dock was open
    QString flagId;           // the flag selected in the Flags dock
};

CarriedState carriedState(const MainWindow &window)
{
    // The window's parts, as a window made again finds them: each controller is the one of its kind the window owns.
    const SearchController *search = window.findChild<SearchController *>();
    return {search->panel()->currentSearch(QString()), search->dock()->isVisible(),
            window.views()->flagsPanel()->currentFlagId()};
}

// Shows state once the new window is open on its task: the search run again (its results come when the dataset's
// index is ready), the flag selected again.
void carryOver(MainWindow &window, const CarriedState &state)
{
    SearchController *search = window.findChild<SearchController *>();
    if (state.searchShown)
        search->showSearch();
    if (!state.search.query.isEmpty()) {
        search->panel()->runSearch(state.search);
        QObject::connect(
            search, &SearchController::indexUpdated, search,
            [search, query = state.search] { search->panel()->runSearch(query); }, Qt::SingleShotConnection);
    }
    if (!state.flagId.isEmpty())
        QObject::connect(
            window.views(), &TaskViews::taskLoaded, &window,
            [views = window.views(), flagId = state.flagId] { views->flagsPanel()->selectFlag(flagId); },
            Qt::SingleShotConnection);
}

} // namespace

using namespace Qt::StringLiterals;

WindowHost::WindowHost(QObject *parent)
    : QObject(parent)
{}

WindowHost::~WindowHost()
{
    delete m_window;
}

MainWindow *WindowHost::makeWindow()
{
    auto *window = new MainWindow;
    // The desktop finds the icon through the desktop entry once installed; a build run from its folder has only this.
    window->setWindowIcon(QIcon(u":/icons/heddle.svg"_s));
    connect(window, &MainWindow::languageChosen, this, &WindowHost::switchLanguage, Qt::QueuedConnection);
    return window;
}

MainWindow *WindowHost::open()
{
    installLanguage(Settings().language());
    m_window = makeWindow();
    m_window->show();
    return m_window;
}

bool WindowHost::switchLanguage(const QString &setting)
{
    Settings settings;
    const QString previous = settings.language();
    settings.setLanguage(setting);
    MainWindow *old = m_window;
    if (!old) {
        installLanguage(setting);
        return true;
    }
    const QString root = old->datasetRoot();
    const QString task = old->views()->task().id;
    const CarriedState carried = carriedState(*old);
    // Closing the only window would end the application before the new one is shown.
    const bool quitOnClose = QApplication::quitOnLastWindowClosed();
    QApplication::setQuitOnLastWindowClosed(false);
    if (!old->close()) {
        QApplication::setQuitOnLastWindowClosed(quitOnClose);
        settings.setLanguage(previous);
        return false;
    }
    old->deleteLater();
    installLanguage(setting);
    m_window = makeWindow();
    m_window->show();
    QApplication::setQuitOnLastWindowClosed(quitOnClose);
    if (!root.isEmpty()) {
        m_window->openDatasetOnTask(root, task);
        carryOver(*m_window, carried); // the search, its results and the selected flag stay
    }
    Q_EMIT windowReplaced(m_window);
    return true;
}

} // namespace heddle
