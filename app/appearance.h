#pragma once

#include <QString>

class QPalette;

namespace heddle {

/// How the window is coloured. System follows the desktop's palette (light or dark, and its changes).
enum class Appearance {
    System,
    Light,
    Dark
};

/// Remembers the platform's style the first time it runs, so System can return to it.
void applyAppearance(Appearance appearance);
Appearance appearanceFromName(const QString &name); // "system", "light", "dark"; System for anything else
QString appearanceName(Appearance appearance);

QPalette darkPalette();
/// True when the palette's window colour is dark: the views pick their colours from this.
bool isDarkPalette(const QPalette &palette);

} // namespace heddle
