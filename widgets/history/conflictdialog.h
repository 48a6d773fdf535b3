#pragma once

#include <core/history/datasetsync.h>

#include <QByteArray>
#include <QDialog>
#include <QHash>
#include <QList>
#include <QString>

class QAbstractButton;
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QsciScintilla;
class QAction;

namespace heddle {

/// The files a sync could not merge: for each, this copy's version ("ours") and the remote's ("theirs") side by
/// side, optionally the common ancestor, and the user's choice. Nothing is resolved without an explicit choice; OK
/// is enabled once every file has one. File contents are untrusted and shown as plain text only.
class ConflictDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Resolution {
        Unresolved,
        Ours,
        Theirs,
        Edited
    };
    Q_ENUM(Resolution)
    enum class Side {
        Ours,
        Theirs
    };
    Q_ENUM(Side)

    explicit ConflictDialog(QWidget *parent = nullptr);
    ~ConflictDialog() override;

    /// Shows the conflicts, all unresolved; the first becomes current.
    void setConflicts(const QList<SyncConflict> &conflicts);
    const QList<SyncConflict> &conflicts() const { return m_conflicts; }

    /// The key resolveConflicts expects for a conflict: its dataset path, or its repository path outside the dataset.
    static QString keyOf(const SyncConflict &conflict);

    /// key -> the chosen bytes, for every resolved file (all of them once OK is enabled).
    QHash<QString, QByteArray> resolutions() const;
    Resolution resolution(const QString &key) const;
    bool isComplete() const;

    QString currentKey() const;
    void setCurrentKey(const QString &key);

    QTreeWidget *conflictList() const { return m_list; }
    QsciScintilla *oursEditor() const { return m_ours; }
    QsciScintilla *theirsEditor() const { return m_theirs; }
    QsciScintilla *baseEditor() const { return m_base; }
    /// The editable result of "Edit"; visible while the current file's resolution is Edited.
    QsciScintilla *resolutionEditor() const { return m_edit; }
    /// Why a side has no editor (deleted, binary); empty when it shows one.
    QString sideNote(Side side) const;
    /// What the current file's resolution can be, e.g. for a file deleted on one side.
    QString conflictNote() const;
    QPushButton *keepOursButton() const { return m_keepOurs; }
    QPushButton *keepTheirsButton() const { return m_keepTheirs; }
    QPushButton *editButton() const { return m_editButton; }
    QAction *editFromOursAction() const { return m_editFromOurs; }
    QAction *editFromTheirsAction() const { return m_editFromTheirs; }
    QCheckBox *baseToggle() const { return m_baseToggle; }
    QPushButton *okButton() const;

Q_SIGNALS:
    void resolutionChanged(const QString &key, heddle::ConflictDialog::Resolution resolution);

private:
    struct Choice {
        Resolution resolution = Resolution::Unresolved;
        QByteArray edited; // the edited bytes, kept while another choice is tried
    };

    void showConflict(int index);
    void choose(Resolution resolution);
    void startEdit(Side side);
    void onEdited();
    void updateState();
    void updateItem(int index);
    int currentIndex() const;

    QList<SyncConflict> m_conflicts;
    QList<Choice> m_choices;
    bool m_filling = false;

    QTreeWidget *m_list;
    QLabel *m_pathLabel;
    QLabel *m_note;
    QLabel *m_oursTitle;
    QLabel *m_theirsTitle;
    QStackedWidget *m_oursStack;
    QStackedWidget *m_theirsStack;
    QLabel *m_oursMissing;
    QLabel *m_theirsMissing;
    QsciScintilla *m_ours;
    QsciScintilla *m_theirs;
    QWidget *m_basePane;
    QLabel *m_baseMissing;
    QStackedWidget *m_baseStack;
    QsciScintilla *m_base;
    QWidget *m_editPane;
    QLabel *m_editTitle;
    QsciScintilla *m_edit;
    QCheckBox *m_baseToggle;
    QPushButton *m_keepOurs;
    QPushButton *m_keepTheirs;
    QPushButton *m_editButton;
    QAction *m_editFromOurs;
    QAction *m_editFromTheirs;
    QLabel *m_progress;
    QDialogButtonBox *m_buttons;
};

} // namespace heddle
