#pragma once

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;

namespace heddle {

/// A find bar for any view that shows text: the text to find with the match count beside it, previous and next,
/// match case and whole words, and a row to replace with when the view can be edited. The bar only asks; the view
/// it serves searches (ScintillaFinder does that for a QsciScintilla) and reports back through setStatus().
class FindBar : public QWidget
{
    Q_OBJECT

public:
    explicit FindBar(QWidget *parent = nullptr);

    /// Gives scope the bar's keys, live while the focus is anywhere in scope: Ctrl+F and Ctrl+H ask to open the
    /// bar (to find, to replace), F3 and Shift+F3 ask for the next and the previous match, Escape closes the bar
    /// while it is open.
    void addShortcuts(QWidget *scope);

    /// Shows the bar, with the replace row when replace is set; a non-empty seed becomes the text to find. The focus
    /// goes to the replacement when there is something to find and something to replace it with, else to the text
    /// to find, selected so that typing replaces it.
    void open(bool replace, const QString &seed = {});
    /// Hides the bar and emits closed().
    void dismiss();

    QString findText() const;
    QString replaceText() const;
    bool isCaseSensitive() const;
    bool isWholeWords() const;

    /// The words beside the text to find: "3 of 12", "No matches", "Replaced 4", or nothing.
    void setStatus(const QString &text);
    QString status() const;

Q_SIGNALS:
    /// Ctrl+F (replace false) or Ctrl+H: the view picks a seed, from its selection say, and calls open().
    void openRequested(bool replace);
    /// The text to find was typed or an option toggled: the view searches again from its selection's start.
    void queryChanged();
    /// Next (F3, Enter, the Next button) or previous (Shift+F3, Shift+Enter, the Previous button).
    void findRequested(bool forward);
    /// Enter in the replacement or the Replace button: replace the selected match and go to the next.
    void replaceRequested();
    void replaceAllRequested();
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_findField = nullptr;
    QLineEdit *m_replaceField = nullptr;
    QLabel *m_status = nullptr;
    QCheckBox *m_caseSensitive = nullptr;
    QCheckBox *m_wholeWords = nullptr;
    QWidget *m_replaceRow = nullptr;
    QAction *m_escape = nullptr;
};

} // namespace heddle
