// Answering the modal dialogs a call opens, as a curator would: the call blocks in the dialog's own event loop, so the
// answer is set up before it and given from a timer inside that loop.
#pragma once

#include <tests/support/failure.h>

#include <QApplication>
#include <QMessageBox>
#include <QString>
#include <QTimer>

#include <functional>

namespace heddle::test {

/// Hands the next modal dialog of type Dialog to answer whenever it comes up: the active modal widget is looked at
/// every 50 ms until it is one. For dialogs that a flow opens after work of its own (a sync asks for the remote, then
/// shows its conflicts).
template <class Dialog> void answerNextDialog(std::function<void(Dialog *)> answer)
{
    QTimer::singleShot(50, qApp, [answer = std::move(answer)]() mutable {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            answerNextDialog<Dialog>(std::move(answer));
            return;
        }
        answer(dialog);
    });
}

/// Answers the next modal input dialog with text, or cancels it when text is null.
void answerNextInputDialog(const QString &text);

/// Hands the message box that the next call opens to answer at the first turn of its event loop; when no message box
/// is up by then, the running test fails at the caller's line.
void answerMessageBox(std::function<void(QMessageBox *)> answer, Location at = Location::here());

/// Clicks button on the message box that the next call opens, as answerMessageBox does.
void answerMessageBox(QMessageBox::StandardButton button, Location at = Location::here());

} // namespace heddle::test
