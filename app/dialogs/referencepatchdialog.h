#pragma once

#include <app/pages/taskpage.h>
#include <core/editing/referencefiles.h>
#include <core/task/task.h>

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace heddle {

class ReferenceFilesEditor;

/// Edits a task's reference patch: the patched files (read at the base commit off the GUI thread, saved as the diff
/// against it, so the reference always applies), or the raw diff (saved only when it applies at the base commit).
/// Each save is one edit of the task through editor.
class ReferencePatchDialog : public QDialog
{
    Q_OBJECT

public:
    ReferencePatchDialog(const QString &datasetRoot, const Task &task, TaskEditor editor, QWidget *parent);
    ~ReferencePatchDialog() override;

    /// Reads the patched files behind a window-modal progress; until they are read, or when they cannot be (the
    /// repository is missing, the reference does not apply), only the raw diff can be edited.
    void load();

    ReferenceFilesEditor *filesEditor() const { return m_files; }
    QPlainTextEdit *diffEditor() const { return m_diff; }
    /// Why the patched files cannot be edited; empty once they are read.
    QString filesProblem() const;
    /// Saves what the tab shown holds. The result comes with saved() or refused().
    void save();
    /// Whether a read or a save is still running.
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    void loaded();
    /// The edit was saved and committed.
    void saved(const QString &summary);
    /// The edit was not saved; why, in plain text (also shown to the curator).
    void refused(const QString &reason);

private:
    void saveFiles();
    void saveDiff();
    void refuse(const QString &reason);
    void updateTabs();
    void done(int result) override;

    QString m_root;
    Task m_task;
    TaskEditor m_editor;
    bool m_busy = false;
    bool m_filesRead = false;
    QTabWidget *m_tabs;
    ReferenceFilesEditor *m_files;
    QPlainTextEdit *m_diff;
    QLabel *m_problem;
    QPushButton *m_saveButton;
    ReferenceFiles m_read;
};

} // namespace heddle
