#include <widgets/common/plainmessagebox.h>

namespace heddle {

QMessageBox *openPlainMessageBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                                 const QString &details, const QString &objectName,
                                 QMessageBox::StandardButtons buttons)
{
    auto *box = new QMessageBox(icon, title, text, buttons, parent);
    box->setObjectName(objectName);
    box->setTextFormat(Qt::PlainText);
    if (!details.isEmpty())
        box->setDetailedText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace heddle
