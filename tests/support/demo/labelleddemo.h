// The demo dataset with flags of two review agents ("alpha" 1.0 and "beta" 2), a flag written by hand, a computed
// flag, a withdrawn one, two curators' own review files, a blind verdict and a task that cannot be read: the material
// of the verdict labels and of the per-source precision and recall, with figures worked out by hand in
// labelleddemo.cpp.
#pragma once

#include <tests/support/failure.h>

#include <QString>

namespace heddle::test {

/// Installs the demo into folder and replaces its flags and verdicts with the labelled set; returns the root, or
/// empty with the running test failed.
QString installLabelledDemo(const QString &folder, Location at = Location::here());

} // namespace heddle::test
