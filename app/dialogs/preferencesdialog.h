#pragma once

#include <core/dataset/reviewagentconfig.h>

#include <QDialog>
#include <QList>
#include <QMap>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace heddle {

class ApiKeyBox;
class Settings;

/// Who the curator is in verdicts, decisions and commits (name and email; empty: git's identity, else the login),
/// the window's language, how long a test command may run, the curator's own review agents and the keys of the
/// built-in ones (kept in the desktop's keyring), and, for the open dataset, where its repositories are.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    /// Shows what settings hold; accepting writes them back.
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);
    /// Puts the focus in the field of the curator's review agents, shown when the dialog opens.
    void focusReviewAgents();

    /// Writes the settings; called when the dialog is accepted. The language is not among them: the window is made
    /// again in it (WindowHost), which keeps it only when the curator lets the window close.
    void save() const;

    /// The language chosen: a catalogue code, or empty for the system's.
    QString language() const;
    bool languageChanged() const;

    /// Shows the open dataset's repository mapping (name -> local clone, bare mirror or URL) for editing; without
    /// a call the section stays hidden.
    void setRepositories(const QString &datasetName, const QMap<QString, QString> &repositories);
    /// The mapping as edited: rows with both a name and a location.
    QMap<QString, QString> repositories() const;
    /// The open dataset's review agents: its built-in reviewers are offered for a key beside the curator's own.
    void setDatasetAgents(const QList<ReviewAgentConfig> &agents);

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *emailField() const { return m_email; }
    QSpinBox *timeoutField() const { return m_timeout; }
    QComboBox *languageField() const { return m_language; }
    QTableWidget *repositoriesTable() const { return m_repositories; }
    /// The curator's own review agents, as a JSON list in heddle-dataset.json's review_agents form.
    QPlainTextEdit *reviewAgentsField() const { return m_reviewAgents; }
    QPushButton *addRepositoryButton() const { return m_addRepository; }
    QPushButton *removeRepositoryButton() const { return m_removeRepository; }
    ApiKeyBox *apiKeyBox() const { return m_apiKeys; }

private:
    Settings *m_settings;
    QLineEdit *m_name;
    QLineEdit *m_email;
    QSpinBox *m_timeout;
    QComboBox *m_language;
    QGroupBox *m_repositoryGroup;
    QTableWidget *m_repositories;
    QPushButton *m_addRepository;
    QPushButton *m_removeRepository;
    QPlainTextEdit *m_reviewAgents;
    QLabel *m_reviewAgentsError;
    ApiKeyBox *m_apiKeys;
    QList<ReviewAgentConfig> m_datasetAgents;

    void offerKeys();
};

} // namespace heddle
