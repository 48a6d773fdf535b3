#pragma once

#include <QGroupBox>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace heddle {

/// Preferences > Review agents: the API key of a built-in reviewer (an agent of kind llm) entered into the desktop's
/// keyring, stored or forgotten at once, and whether one is there. The key is never shown again, nor kept anywhere
/// but the keyring.
class ApiKeyBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit ApiKeyBox(QWidget *parent = nullptr);

    /// The agents of kind llm to choose from; the one chosen stays when it is among them.
    void setAgents(const QStringList &names);
    QString agent() const;

    QComboBox *agentField() const { return m_agent; }
    QLineEdit *keyField() const { return m_key; }
    QPushButton *storeButton() const { return m_store; }
    QPushButton *forgetButton() const { return m_forget; }
    QLabel *statusLabel() const { return m_status; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    /// The keyring answered (a read, a store, a forget); the status label says what it answered.
    void answered();

private:
    void askKeyring();
    void store();
    void forget();
    void updateButtons();
    void setStatus(const QString &text);

    QComboBox *m_agent;
    QLineEdit *m_key;
    QPushButton *m_store;
    QPushButton *m_forget;
    QLabel *m_status;
    bool m_busy = false;
};

} // namespace heddle
