#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace heddle {

class Settings;

/// What File > Import Flags… asks: the findings files, the agent's name when the files do not give it (or to replace
/// it), whether the files cover only the tasks they name, and the kind of a scanner's findings.
class FlagImportDialog : public QDialog
{
    Q_OBJECT

public:
    /// datasetFolder: where the file dialog starts until a findings file has been chosen once.
    FlagImportDialog(Settings *settings, const QString &datasetFolder, QWidget *parent = nullptr);

    QStringList files() const;
    void setFiles(const QStringList &files);
    QString agentName() const;
    bool partial() const;
    bool falseNegatives() const;

Q_SIGNALS:
    /// Dry Run: the files are read and checked against the dataset, nothing is written; the dialog stays open.
    void dryRunRequested();

private:
    void addFiles();
    void updateButtons();

    Settings *m_settings;
    QString m_datasetFolder;
    QPushButton *m_dryRun;
    QListWidget *m_files;
    QLineEdit *m_agent;
    QCheckBox *m_partial;
    QComboBox *m_kind;
    QDialogButtonBox *m_buttons;
};

} // namespace heddle
