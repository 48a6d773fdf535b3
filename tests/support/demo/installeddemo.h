// The built-in demo dataset installed into a folder the test owns, as `heddle --demo` installs it: a real dataset
// with a real git repository. Linking this brings the demo's embedded files into the test.
#pragma once

#include <tests/support/failure.h>

#include <QString>

namespace heddle::test {

/// Installs the demo dataset into folder and returns its root; when it cannot, the running test fails with the
/// installer's error and the result is empty.
QString installDemo(const QString &folder, Location at = Location::here());

} // namespace heddle::test
