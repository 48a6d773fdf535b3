#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class TestEditSession;
class TestEditor;

/// The task's test files in an editor, with the flags' notes on the lines they cite. Its part of the jump chain: a
/// cited test line opens the file at that line, and a cited line leads back to its flags.
class TestsPage : public TaskPage
{
    Q_OBJECT

public:
    TestsPage(SharedShownTask shown, QWidget *parent);

    /// Hands the task to the edit session, with the drafts a new snapshot found (the same one shown again, after
    /// blind review changed what it shows, has the session look for them again: they may have been restored or
    /// discarded since).
    void showTask() override;
    /// Opens the test file at the 1-based line and raises the page. False (with why in error) when the task has no
    /// such test file.
    bool showLine(const QString &file, int line, QString *error);

    TestEditor *editor() const { return m_editor; }
    /// The test edits of the shown task; unsaved ones are kept as drafts in the user's data folder.
    TestEditSession *session() const { return m_session; }

Q_SIGNALS:
    /// A test file was saved into the dataset with this content.
    void testFileSaved(const QString &path, const QByteArray &content);

private:
    TestEditSession *m_session;
    TestEditor *m_editor;
    int m_generation = -1; // of the snapshot whose drafts the session was given
};

} // namespace heddle
