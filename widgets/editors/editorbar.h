#pragma once

#include <QString>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace heddle {

/// The top of an editor of a part of a task: its title in bold, a state line ("modified, not saved"), Revert and Save
/// buttons, and below them the message that says why a save was refused (plain text, highlighted, hidden while
/// empty). Save is also Ctrl+S while the focus is anywhere in the editor. The editor says whether there is something to
/// save (setModified) and answers the buttons' signals. Its parts are named after the editor: "<name>SaveButton",
/// "<name>RevertButton", "<name>State", "<name>Message" and the action "save<Name>Action".
class EditorBar : public QWidget
{
    Q_OBJECT

public:
    /// A bar at the top of editor, which gets the Ctrl+S action "saveText".
    EditorBar(const QString &title, const QString &name, const QString &saveText, QWidget *editor);

    /// Adds a widget to the right of the state line, before Revert.
    void addWidget(QWidget *widget);
    /// Enables Save and Revert.
    void setModified(bool modified);
    void setState(const QString &state);
    QString state() const;
    /// Says why a save was refused (plain text); an empty message hides it.
    void showMessage(const QString &message);
    QString message() const;

    QPushButton *saveButton() const { return m_saveButton; }
    QPushButton *revertButton() const { return m_revertButton; }

Q_SIGNALS:
    /// Save was clicked or Ctrl+S pressed while Save is enabled.
    void saveClicked();
    void revertClicked();

private:
    QHBoxLayout *m_row;
    QLabel *m_state;
    QPushButton *m_revertButton;
    QPushButton *m_saveButton;
    QLabel *m_message;
};

} // namespace heddle
