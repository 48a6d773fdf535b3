#include <app/preferencesdialog.h>

#include <app/settings.h>
#include <core/review/curator.h>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_name(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));
    m_name->setObjectName(u"curatorNameField"_s);
    m_email->setObjectName(u"curatorEmailField"_s);
    m_timeout->setObjectName(u"timeoutField"_s);
    m_name->setText(m_settings->configuredCuratorName());
    m_email->setText(m_settings->configuredCuratorEmail());
    // What an empty field falls back to, so the curator sees who they are now.
    m_name->setPlaceholderText(defaultCuratorName());
    m_email->setPlaceholderText(defaultCuratorEmail());
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(m_settings->testTimeoutSeconds());

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
    m_settings->setConfiguredCuratorName(m_name->text());
    m_settings->setConfiguredCuratorEmail(m_email->text());
    m_settings->setTestTimeoutSeconds(m_timeout->value());
}

} // namespace heddle
