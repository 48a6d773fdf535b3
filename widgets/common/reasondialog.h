#pragma once

#include <QString>

class QWidget;

namespace heddle {

/// Asks for the written reason a decision needs (an approval over failing gates, a rejection, a reopening). OK stays
/// disabled while nothing is written, and an accept with nothing written (Ctrl+Return, Enter) keeps the dialog open
/// and says that a reason is needed. Returns the reason, trimmed; a null string when the curator cancelled.
QString askReason(QWidget *parent, const QString &title, const QString &label, bool multiLine);

} // namespace heddle
