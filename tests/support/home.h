// A home folder of the test's own, for the tests of what Heddle reads from the curator's configuration (git's
// user.name and user.email, the settings file): the configuration of whoever runs the tests is never read or touched.
#pragma once

#include <tests/support/failure.h>

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

namespace heddle::test {

/// A temporary folder that HOME and XDG_CONFIG_HOME point at, where git finds no global configuration but the one a
/// test writes.
class TemporaryHome
{
public:
    /// Points HOME and XDG_CONFIG_HOME into the folder and unsets GIT_CONFIG_GLOBAL and GIT_CONFIG_NOSYSTEM. Call it
    /// before the first QSettings and the first libgit2 call: both cache where they look. False when the folder could
    /// not be made.
    bool enter();

    QString path() const { return m_dir.path(); }

    /// Writes content as the home's .gitconfig; when it cannot, the running test fails at the caller's line.
    bool writeGitConfig(const QByteArray &content, Location at = Location::here());

    /// Removes the home's .gitconfig, if there is one.
    void removeGitConfig();

private:
    QTemporaryDir m_dir;
};

} // namespace heddle::test
