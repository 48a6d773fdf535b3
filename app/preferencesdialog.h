#pragma once

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace heddle {

class Settings;

/// Who the curator is in verdicts, decisions and commits (name and email; empty: git's identity, else the login),
/// and how long a test command may run.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    /// Shows what settings hold; accepting writes them back.
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);

    /// Writes the settings; called when the dialog is accepted.
    void save() const;

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *emailField() const { return m_email; }
    QSpinBox *timeoutField() const { return m_timeout; }

private:
    Settings *m_settings;
    QLineEdit *m_name;
    QLineEdit *m_email;
    QSpinBox *m_timeout;
};

} // namespace heddle
