#pragma once

#include <QWidget>

class QPlainTextEdit;
class QStackedWidget;
class QToolButton;

namespace heddle {

class EditorBar;
class MarkdownPreview;

/// Edits a task's query as plain text: typing marks it modified until Save (the button, or Ctrl+S while it has the
/// focus) asks for it to be saved or Revert drops the typing. A toggle shows the text rendered from Markdown, safely
/// (MarkdownPreview). Ctrl+Z while the text has the focus undoes the typing, never an edit saved before.
class QueryEditor : public QWidget
{
    Q_OBJECT

public:
    explicit QueryEditor(QWidget *parent = nullptr);

    /// Shows the query as saved: the typing is dropped, the message cleared. editable is false with no task shown.
    void setQuery(const QString &query, bool editable = true);
    /// Shows a message in place of the query (no task shown), not editable.
    void showPlaceholder(const QString &message);
    /// The text as typed.
    QString text() const;
    /// The query as last saved (or set).
    QString savedQuery() const { return m_saved; }
    bool isModified() const;
    /// The text became the saved query: not modified any more, and the typing's undo history starts again.
    void markSaved();
    /// Drops the typing.
    void revert();
    /// Says why a save was refused (plain text), next to the field; an empty message hides it.
    void showMessage(const QString &message);
    QString message() const;

    bool isPreviewShown() const;
    void setPreviewShown(bool shown);

    QPlainTextEdit *textEdit() const { return m_text; }
    MarkdownPreview *preview() const { return m_preview; }

Q_SIGNALS:
    /// The curator asked to save the text as the task's query.
    void saveRequested(const QString &query);
    void modifiedChanged(bool modified);

private:
    void updateState();

    QString m_saved;
    bool m_editable = false;
    EditorBar *m_bar;
    QToolButton *m_previewButton;
    QStackedWidget *m_stack;
    QPlainTextEdit *m_text;
    MarkdownPreview *m_preview;
};

} // namespace heddle
