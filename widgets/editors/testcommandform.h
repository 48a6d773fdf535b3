#pragma once

#include <QString>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace heddle {

class EditorBar;

/// What runs a task's tests: the command (from the repository root), the language, the log format ("" tells it from
/// the output) and the container image ("" none).
struct TestCommandFields {
    QString command;
    QString language;
    QString logFormat;
    QString image;
    friend bool operator==(const TestCommandFields &, const TestCommandFields &) = default;
};

/// A small form with the task's test command, language, log format and container image, saved together: typing marks
/// it modified until Save (the button, or Ctrl+S while it has the focus) asks for the fields to be saved or Revert
/// drops the typing. An empty command is shown as unknown.
class TestCommandForm : public QWidget
{
    Q_OBJECT

public:
    explicit TestCommandForm(QWidget *parent = nullptr);

    /// Shows the fields as saved; editable is false with no task shown.
    void setFields(const TestCommandFields &fields, bool editable = true);
    TestCommandFields fields() const;
    TestCommandFields savedFields() const { return m_saved; }
    bool isModified() const { return m_editable && fields() != m_saved; }
    void revert();
    /// What an empty image field means for the task shown (the image validation names for it); empty: none.
    void setDefaultImage(const QString &image);
    /// Says why a save was refused (plain text), next to the fields; an empty message hides it.
    void showMessage(const QString &message);
    QString message() const;
    /// "Test command: unknown ..." or empty: what the form says of the saved command.
    QString stateText() const;

Q_SIGNALS:
    void saveRequested(const heddle::TestCommandFields &fields);
    void modifiedChanged(bool modified);

private:
    void updateState();

    TestCommandFields m_saved;
    bool m_editable = false;
    bool m_wasModified = false;
    EditorBar *m_bar;
    QPlainTextEdit *m_command;
    QLineEdit *m_language;
    QComboBox *m_logFormat;
    QLineEdit *m_image;
};

} // namespace heddle
