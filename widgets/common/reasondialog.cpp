#include <widgets/common/reasondialog.h>

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ReasonText {
    Q_DECLARE_TR_FUNCTIONS(ReasonText)
};

class ReasonDialog : public QInputDialog
{
public:
    ReasonDialog(QWidget *parent, const QString &label)
        : QInputDialog(parent)
        , m_label(label)
    {
        connect(this, &QInputDialog::textValueChanged, this, &ReasonDialog::updateOk);
    }

    void done(int result) override
    {
        if (result == Accepted && textValue().trimmed().isEmpty()) {
            setLabelText(m_label + u"\n\n"_s + ReasonText::tr("⚠ A reason is needed: write why, or cancel."));
            return;
        }
        QInputDialog::done(result);
    }

protected:
    void showEvent(QShowEvent *event) override
    {
        QInputDialog::showEvent(event);
        // The label quotes task ids and gate details: plain text, never markup.
        for (QLabel *label : findChildren<QLabel *>())
            label->setTextFormat(Qt::PlainText);
        updateOk();
    }

private:
    void updateOk()
    {
        // The button box is made when the dialog is first shown.
        if (auto *buttons = findChild<QDialogButtonBox *>())
            if (QPushButton *ok = buttons->button(QDialogButtonBox::Ok))
                ok->setEnabled(!textValue().trimmed().isEmpty());
    }

    QString m_label;
};

} // namespace

QString askReason(QWidget *parent, const QString &title, const QString &label, bool multiLine)
{
    ReasonDialog dialog(parent, label);
    dialog.setObjectName(u"reasonDialog"_s);
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    dialog.setInputMode(QInputDialog::TextInput);
    if (multiLine)
        dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    if (dialog.exec() != QDialog::Accepted)
        return QString();
    return dialog.textValue().trimmed();
}

} // namespace heddle
