#pragma once

#include <QList>
#include <QString>

namespace heddle {

/// A language the window can be shown in.
struct Language {
    QString code; ///< the catalogue's code: "en", "de", "zh_CN"
    QString name; ///< in the language itself: "English", "Deutsch", "简体中文"
};

/// The languages the window has catalogues for, English first.
QList<Language> availableLanguages();

/// The language shown for a setting: the setting itself when it names a catalogue, else (empty: follow the system)
/// the first of the system's user-interface languages that has one, else English.
QString resolveLanguage(const QString &setting);

/// The language's own name, "English" for an unknown code.
QString languageName(const QString &code);

/// Installs the window's translations for a setting, replacing the ones installed before: Heddle's own (embedded),
/// Qt's and QScintilla's (from Qt's translations folder, where installed), and the language's number and date
/// formats. Widgets take their texts when they are made, so a window already shown is made again (WindowHost).
/// Returns the language now shown.
QString installLanguage(const QString &setting);

} // namespace heddle
