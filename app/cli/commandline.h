// What the heddle executable decides about its command line before it makes an application object: whether a word
// was meant as a verb, and whether the window has a display to be shown on.
#pragma once

#include <QString>
#include <QStringList>

namespace heddle::cli {

/// The candidates a mistyped word was probably meant as: the one it is the unique prefix of, else those at the
/// smallest edit distance from it when that is at most two (a swap of two neighbours counts as one edit), else all
/// those it is a prefix of.
QStringList closeWords(const QString &word, const QStringList &candidates);

/// Whether a window can be shown: an X or Wayland display is set, or platform (the -platform argument, else
/// QT_QPA_PLATFORM; a list separated by ';', each name optionally followed by ':' and its arguments) names a
/// platform that needs no display (offscreen, minimal, vnc, eglfs, ...). An empty platform is Qt's default, which
/// on Linux needs one.
bool windowHasDisplay(const QString &platform, bool x11DisplaySet, bool waylandDisplaySet);

} // namespace heddle::cli
