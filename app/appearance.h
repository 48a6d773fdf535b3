#pragma once

#include <QString>

class QPalette;

namespace heddle {

/// How the window is coloured. System follows the desktop's palette (light or dark, and its changes); HighContrast
/// is white and yellow on black with every control outlined and the focus drawn thick, for low vision.
enum class Appearance {
    System,
    Light,
    Dark,
    HighContrast
};

/// Remembers the platform's style the first time it runs, so System can return to it.
void applyAppearance(Appearance appearance);
Appearance appearanceFromName(const QString &name); // "system", "light", "dark", "high-contrast"; else System
QString appearanceName(Appearance appearance);

QPalette darkPalette();
/// White text on black, yellow selection: at least 7:1 contrast (WCAG AAA) between each text and its background.
QPalette highContrastPalette();
/// True when the palette's window colour is dark: the views pick their colours from this.
bool isDarkPalette(const QPalette &palette);

} // namespace heddle
