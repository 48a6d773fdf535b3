#include <app/preferencesdialog.h>

#include <app/validationcontroller.h>
#include <core/review/curator.h>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));
    QSettings settings;
    const QString nameKey = QString::fromUtf16(kCuratorNameKey), emailKey = QString::fromUtf16(kCuratorEmailKey);
    m_name->setObjectName(u"curatorNameField"_s);
    m_email->setObjectName(u"curatorEmailField"_s);
    m_timeout->setObjectName(u"timeoutField"_s);
    m_name->setText(settings.value(nameKey).toString());
    m_email->setText(settings.value(emailKey).toString());
    // What an empty field falls back to, so the curator sees who they are now.
    m_name->setPlaceholderText(defaultCuratorName());
    m_email->setPlaceholderText(defaultCuratorEmail());
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(ValidationController::timeoutSecondsSetting());

    auto *note = new QLabel(tr("Your name and email go into every verdict, status change and commit. Left empty, "
                               "they come from git's user.name and user.email, else from your login."),
                            this);
    note->setWordWrap(true);
    note->setTextFormat(Qt::PlainText);
    auto *form = new QFormLayout;
    form->addRow(tr("Curator &name:"), m_name);
    form->addRow(tr("&Email:"), m_email);
    form->addRow(tr("Test command &timeout:"), m_timeout);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &PreferencesDialog::save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::save() const
{
    QSettings settings;
    const auto store = [&settings](const char16_t *key, const QString &value) {
        if (value.trimmed().isEmpty())
            settings.remove(QString::fromUtf16(key));
        else
            settings.setValue(QString::fromUtf16(key), value.trimmed());
    };
    store(kCuratorNameKey, m_name->text());
    store(kCuratorEmailKey, m_email->text());
    ValidationController::setTimeoutSecondsSetting(m_timeout->value());
}

} // namespace heddle
