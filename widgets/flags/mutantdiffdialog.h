#pragma once

#include <QDialog>

class QLabel;

namespace heddle {

class UnifiedDiffView;

/// The change of a mutation flag's surviving mutants against the reference: what survived in a plain-text line, and
/// the mutated lines against the reference's as a unified diff (file and line numbers in the margin), one hunk per
/// mutant. Copy puts the diff on the clipboard as text; Escape closes.
class MutantDiffDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MutantDiffDialog(QWidget *parent = nullptr);

    /// Shows diff (one file's hunks, as mutantDiff writes them) under heading (plain text); the hunk focusHunk (-1:
    /// the first) is marked and scrolled to.
    void setDiff(const QString &heading, const QByteArray &diff, int focusHunk);
    /// The diff shown, as text.
    QString diffText() const { return m_text; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void scrollToFocus();

    QLabel *m_heading;
    QLabel *m_problem;
    UnifiedDiffView *m_view;
    QString m_text;
    int m_focusRow = -1;
    int m_focusHeader = -1;
};

} // namespace heddle
