#include <tests/support/gui/dialogs.h>

#include <QAbstractButton>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace heddle::test {

void answerNextInputDialog(const QString &text)
{
    answerNextDialog<QInputDialog>([text](QInputDialog *dialog) {
        if (text.isNull()) {
            dialog->reject();
            return;
        }
        dialog->setTextValue(text);
        dialog->accept();
    });
}

void answerMessageBox(std::function<void(QMessageBox *)> answer, Location at)
{
    QTimer::singleShot(0, qApp, [answer = std::move(answer), at] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            fail(u"no message box is up"_s, at);
            return;
        }
        answer(box);
    });
}

void answerMessageBox(QMessageBox::StandardButton button, Location at)
{
    answerMessageBox([button](QMessageBox *box) { box->button(button)->click(); }, at);
}

} // namespace heddle::test
