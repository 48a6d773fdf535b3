#pragma once

#include <QObject>
#include <QPointer>

namespace heddle {

class MainWindow;

/// Keeps the one main window. A language chosen in Preferences makes the window again in that language, back on the
/// same dataset and task with the same layout: Qt sets a widget's texts when it is made, so this is how the whole
/// window changes language without a restart.
class WindowHost : public QObject
{
    Q_OBJECT
public:
    explicit WindowHost(QObject *parent = nullptr);
    ~WindowHost() override;

    /// Makes the window in the language of the settings and shows it.
    MainWindow *open();
    MainWindow *window() const { return m_window; }

    /// Closes the window as quitting does (unsaved edits and a running validation are asked about) and makes it
    /// again in the language (a code, or empty for the system's), reopening its dataset on its task. When the
    /// curator keeps the window, the language setting is put back and false is returned.
    bool switchLanguage(const QString &setting);

Q_SIGNALS:
    /// Emitted when the window has been made again; the old one is deleted later.
    void windowReplaced(heddle::MainWindow *window);

private:
    MainWindow *makeWindow();

    QPointer<MainWindow> m_window;
};

} // namespace heddle
