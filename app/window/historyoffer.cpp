#include <app/window/historyoffer.h>

#include <QAction>
#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace heddle {

namespace {
// The window's own texts: translated where the window's are.
struct WindowText {
    Q_DECLARE_TR_FUNCTIONS(heddle::MainWindow)
};
} // namespace

void offerHistoryForUndo(QWidget *parent, const QString &what, QAction *keepHistory)
{
    QMessageBox box(
        QMessageBox::Information, WindowText::tr("Undo needs the dataset's history"),
        WindowText::tr("“%1” cannot be undone here: Heddle undoes a verdict, a status change or an approval with a "
                       "commit of its own, and this dataset keeps no history in git.")
            .arg(what),
        QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    QPushButton *keep = box.addButton(WindowText::tr("Keep History in Git"), QMessageBox::AcceptRole);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() != keep)
        return;
    if (keepHistory)
        keepHistory->trigger();
}

} // namespace heddle
