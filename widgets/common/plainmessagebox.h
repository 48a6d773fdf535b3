#pragma once

#include <QMessageBox>
#include <QString>

namespace heddle {

/// Opens a window-modal message box on parent that shows text (and details behind Show Details…) as plain text,
/// whatever it holds: the messages that end long work quote file names, task ids and findings, never markup. The box
/// deletes itself when closed; objectName lets tests find it.
QMessageBox *openPlainMessageBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                                 const QString &details, const QString &objectName,
                                 QMessageBox::StandardButtons buttons = QMessageBox::Close);

} // namespace heddle
