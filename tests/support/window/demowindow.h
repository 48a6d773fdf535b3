// Where the window's tests of validation and mutation analysis start: settings of the test's own, and a main window
// on a fresh copy of the demo dataset showing one of its tasks.
#pragma once

#include <app/window/mainwindow.h>
#include <tests/support/failure.h>

#include <QString>
#include <QTemporaryDir>

namespace heddletest {

/// Settings in test mode, under the test program's own name, cleared: for initTestCase, so that a window test reads
/// neither the curator's settings nor another test's.
void useTestSettings();

/// A main window (1400 x 900, shown) on a fresh copy of the demo dataset, which lives as long as the fixture.
class DemoWindow
{
public:
    /// Installs the copy, opens it in the window and shows the task. False, with the running test failed at the
    /// caller's line, when any of that fails.
    bool showTask(const QString &id, heddle::test::Location at = heddle::test::Location::here());

    heddle::MainWindow &window() { return m_window; }
    /// The copy's root; empty until showTask() installed it.
    const QString &root() const { return m_root; }

private:
    QTemporaryDir m_dir; // declared first: the window goes before the files it shows
    heddle::MainWindow m_window;
    QString m_root;
};

} // namespace heddletest
