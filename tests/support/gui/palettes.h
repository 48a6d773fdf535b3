// A dark palette like the one a dark desktop theme hands the application, for the widgets' dark-mode tests.
#pragma once

#include <QPalette>

namespace heddle::test {

/// Light text on dark grey, a blue highlight, grey disabled text.
QPalette darkPalette();

} // namespace heddle::test
