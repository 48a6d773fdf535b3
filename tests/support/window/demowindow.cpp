#include <tests/support/window/demowindow.h>

#include <tests/support/window/windowtest.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace heddletest {

void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"HeddleTest"_s);
    QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
    QSettings().clear();
}

bool DemoWindow::showTask(const QString &id, heddle::test::Location at)
{
    if (!m_dir.isValid())
        return heddle::test::fail(u"cannot make a temporary folder: %1"_s.arg(m_dir.errorString()), at);
    m_window.resize(1400, 900);
    m_root = openDemoCopy(m_window, m_dir);
    if (m_root.isEmpty())
        return false; // openDemoCopy failed the test, saying why
    return heddletest::showTask(m_window, id, at);
}

} // namespace heddletest
