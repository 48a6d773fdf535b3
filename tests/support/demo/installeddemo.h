// The built-in demo dataset installed into a folder the test owns, as `heddle --demo` installs it: a real dataset
// with a real git repository. Linking this brings the demo's embedded files into the test.
#pragma once

#include <tests/support/failure.h>

#include <QString>
#include <QTemporaryDir>

namespace heddle::test {

/// Installs the demo dataset into folder and returns its root; when it cannot, the running test fails with the
/// installer's error and the result is empty.
QString installDemo(const QString &folder, Location at = Location::here());

/// A copy of the demo dataset in a temporary folder of its own, removed with the object: a test class keeps one for
/// all its functions.
class DemoCopy
{
public:
    /// Installs the demo dataset into the folder (as installDemo); false, with the running test failed, when it cannot.
    bool install(Location at = Location::here());

    /// The dataset's root; empty until it is installed.
    const QString &root() const { return m_root; }

    /// The temporary folder the dataset is in, for the test's other files.
    QString folder() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    QString m_root;
};

} // namespace heddle::test
