#pragma once

#include <core/editing/referencefiles.h>

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QsciScintilla;

namespace heddle {

/// Edits the reference's result: the files its patch touches, as they are after it, in a list with an editor beside
/// it (coloured by each file's type). Files can be added (the window reads them at the base commit), deleted from
/// the result and put back as the patch left them. It only holds the files it is given and says what changed.
class ReferenceFilesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ReferenceFilesEditor(QWidget *parent = nullptr);
    ~ReferenceFilesEditor() override;

    /// The files as the reference patch leaves them; nothing is modified after this.
    void setFiles(const ReferenceFiles &files);
    /// The files as edited: deleted ones have no content.
    QList<ReferenceFile> files() const { return m_files; }
    /// The files whose result differs from the one they were given with (or that were added and changed).
    QStringList changedFiles() const;
    bool isModified() const { return !changedFiles().isEmpty(); }

    /// Adds file to the list and opens it.
    void addFile(const ReferenceFile &file);
    QString currentPath() const;
    void setCurrentPath(const QString &path);
    /// Replaces the text of the file shown (for tests and scripted edits, as typing would).
    void setCurrentText(const QByteArray &text);
    /// The file shown is deleted from the result.
    void deleteCurrent();
    /// The file shown goes back to what the reference patch made of it.
    void revertCurrent();

Q_SIGNALS:
    /// The curator asked to add a file (the window asks for its path and reads it).
    void addFileRequested();
    void modifiedChanged(bool modified);

protected:
    void changeEvent(QEvent *event) override;

private:
    int indexOf(const QString &path) const;
    void showFile(int index);
    void updateItem(int index);
    void onTextChanged();
    void applyPalette();

    QList<ReferenceFile> m_files;
    QList<std::optional<QByteArray>> m_given; // each file's content when it was given (none: deleted or added)
    int m_shown = -1;
    bool m_updating = false;
    bool m_wasModified = false;

    QListWidget *m_list;
    QsciScintilla *m_editor;
    QLabel *m_deletedNote;
    QPushButton *m_deleteButton;
    QPushButton *m_revertButton;
};

} // namespace heddle
