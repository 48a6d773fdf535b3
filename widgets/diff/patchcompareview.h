#pragma once

#include <core/patch/patch.h>
#include <core/patch/patchcompare.h>

#include <QPair>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;
class QsciScintilla;

namespace heddle {

/// Two patches of one task compared ("what does attempt 3 do that the reference does not?"): a one-line summary,
/// the files with how they fare, and for the current file each patch's hunks side by side, the hunks the other
/// patch lacks marked and the shared ones dimmed.
class PatchCompareView : public QWidget
{
    Q_OBJECT
public:
    explicit PatchCompareView(QWidget *parent = nullptr);
    ~PatchCompareView() override;

    /// Compares a with b; the first file that differs becomes current.
    void setPatches(const QString &labelA, const Patch &a, const QString &labelB, const Patch &b);

    /// Offers the patches to pick from in two combo boxes (hidden until called); emits choiceChanged when the user
    /// picks. The view does not compare by itself: the owner answers choiceChanged with setPatches.
    void setChoices(const QStringList &labels, int a = 0, int b = 1);
    QPair<int, int> choice() const;

    /// "gpt-4o #1 vs Reference: 1 file only in gpt-4o #1, 1 file differs (2 hunks only in gpt-4o #1)".
    QString summary() const;
    const PatchComparison &comparison() const { return m_comparison; }

    QString currentFile() const;
    void setCurrentFile(const QString &path);

Q_SIGNALS:
    void choiceChanged(int a, int b);
    void currentFileChanged(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFileList();
    void render();
    void fillSide(QsciScintilla *editor, const PatchFile *file, const QList<int> &onlyHere, const QString &label,
                  const QString &otherLabel);
    void styleEditor(QsciScintilla *editor);
    QString statusText(const FileComparison &file) const;
    void onChoice();

    QString m_labelA;
    QString m_labelB;
    Patch m_a;
    Patch m_b;
    PatchComparison m_comparison;
    int m_current = -1;
    bool m_updating = false;

    QComboBox *m_left = nullptr;
    QComboBox *m_right = nullptr;
    QWidget *m_choices = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_fileStatus = nullptr;
    QTreeWidget *m_files = nullptr;
    QLabel *m_titleA = nullptr;
    QLabel *m_titleB = nullptr;
    QsciScintilla *m_editorA = nullptr;
    QsciScintilla *m_editorB = nullptr;
};

} // namespace heddle
