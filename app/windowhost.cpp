#include <app/windowhost.h>

#include <app/language.h>
#include <app/mainwindow.h>
#include <app/settings.h>
#include <app/taskviews.h>
#include <core/task/task.h>

#include <QApplication>
#include <QIcon>

namespace heddle {

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
    if (!root.isEmpty())
        m_window->openDatasetOnTask(root, task);
    Q_EMIT windowReplaced(m_window);
    return true;
}

} // namespace heddle
