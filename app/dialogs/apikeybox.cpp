#include <app/dialogs/apikeybox.h>

#include <app/keyring.h>

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

ApiKeyBox::ApiKeyBox(QWidget *parent)
    : QGroupBox(tr("API keys of built-in reviewers"), parent)
    , m_agent(new QComboBox(this))
    , m_key(new QLineEdit(this))
    , m_store(new QPushButton(tr("&Store in Keyring"), this))
    , m_forget(new QPushButton(tr("&Forget"), this))
    , m_status(new QLabel(this))
{
    setObjectName(u"apiKeyBox"_s);
    m_agent->setObjectName(u"apiKeyAgentField"_s);
    m_agent->setEditable(true);
    m_agent->setInsertPolicy(QComboBox::NoInsert);
    m_agent->setAccessibleName(tr("Agent"));
    m_key->setObjectName(u"apiKeyField"_s);
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setAccessibleName(tr("API key"));
    m_key->setPlaceholderText(tr("Paste the key; it is not shown again"));
    m_store->setObjectName(u"storeApiKeyButton"_s);
    m_forget->setObjectName(u"forgetApiKeyButton"_s);
    m_status->setObjectName(u"apiKeyStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);

    auto *note = new QLabel(tr("A built-in reviewer (an agent with \"llm\") that names no api_key_env takes its key "
                               "from your desktop's keyring. The key is kept there alone: never in the dataset, a "
                               "run record, a log or your settings."),
                            this);
    note->setWordWrap(true);
    note->setTextFormat(Qt::PlainText);
    auto *form = new QFormLayout;
    form->addRow(tr("A&gent:"), m_agent);
    form->addRow(tr("&Key:"), m_key);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_store);
    buttons->addWidget(m_forget);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    connect(m_agent, &QComboBox::currentTextChanged, this, [this] {
        updateButtons();
        askKeyring();
    });
    connect(m_key, &QLineEdit::textChanged, this, &ApiKeyBox::updateButtons);
    m_key->installEventFilter(this);
    connect(m_store, &QPushButton::clicked, this, &ApiKeyBox::store);
    connect(m_forget, &QPushButton::clicked, this, &ApiKeyBox::forget);
    updateButtons();
}

bool ApiKeyBox::eventFilter(QObject *watched, QEvent *event)
{
    // Enter in the key field stores the key; it does not also press the dialog's default button.
    if (watched == m_key && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            store();
            return true;
        }
    }
    return QGroupBox::eventFilter(watched, event);
}

void ApiKeyBox::setAgents(const QStringList &names)
{
    const QString current = agent();
    const QSignalBlocker blocker(m_agent);
    m_agent->clear();
    m_agent->addItems(names);
    if (const int at = m_agent->findText(current); at >= 0)
        m_agent->setCurrentIndex(at);
    else if (!current.isEmpty())
        m_agent->setEditText(current);
    if (agent() != current) {
        updateButtons();
        askKeyring();
    }
}

QString ApiKeyBox::agent() const
{
    return m_agent->currentText().trimmed();
}

void ApiKeyBox::askKeyring()
{
    const QString name = agent();
    if (name.isEmpty()) {
        setStatus({});
        return;
    }
    setStatus(tr("Asking the keyring for the key of %1…").arg(name));
    keyring::readApiKey(name, this, [this, name](const keyring::Answer &answer) {
        if (name != agent())
            return; // another agent was chosen meanwhile; its own answer says
        setStatus(!answer.ok             ? tr("The keyring cannot be reached: %1").arg(answer.error)
                  : answer.key.isEmpty() ? tr("No key for %1 in the keyring.").arg(name)
                                         : tr("A key for %1 is in the keyring.").arg(name));
        Q_EMIT answered();
    });
}

void ApiKeyBox::store()
{
    const QString name = agent();
    const QByteArray key = m_key->text().trimmed().toUtf8();
    if (name.isEmpty() || key.isEmpty() || m_busy)
        return;
    m_busy = true;
    updateButtons();
    setStatus(tr("Storing the key of %1…").arg(name));
    keyring::storeApiKey(name, key, this, [this, name](const keyring::Answer &answer) {
        m_busy = false;
        if (answer.ok)
            m_key->clear();
        updateButtons();
        setStatus(answer.ok ? tr("The key for %1 is stored in the keyring.").arg(name)
                            : tr("The key for %1 was not stored: %2").arg(name, answer.error));
        Q_EMIT answered();
    });
}

void ApiKeyBox::forget()
{
    const QString name = agent();
    if (name.isEmpty() || m_busy)
        return;
    m_busy = true;
    updateButtons();
    keyring::forgetApiKey(name, this, [this, name](const keyring::Answer &answer) {
        m_busy = false;
        updateButtons();
        setStatus(answer.ok ? tr("No key for %1 in the keyring.").arg(name)
                            : tr("The key for %1 was not removed: %2").arg(name, answer.error));
        Q_EMIT answered();
    });
}

void ApiKeyBox::updateButtons()
{
    m_store->setEnabled(!m_busy && !agent().isEmpty() && !m_key->text().trimmed().isEmpty());
    m_forget->setEnabled(!m_busy && !agent().isEmpty());
}

void ApiKeyBox::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

} // namespace heddle
