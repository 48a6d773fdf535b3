#pragma once

#include <app/pages/taskpage.h>

#include <QSet>

class QToolButton;

namespace heddle {

class TestEditSession;
class TestEditor;
class TestListsEditor;
enum class TestListKind;

/// The task's test files in an editor, with the flags' notes on the lines they cite, and beside it the test lists:
/// which tests are FAIL_TO_PASS, PASS_TO_PASS or declared in neither (the newest run's and the specs' tests). Its
/// part of the jump chain: a cited test line opens the file at that line, and a cited line leads back to its flags.
/// Test files are added, renamed and deleted here, each as an edit of the task.
class TestsPage : public TaskPage
{
    Q_OBJECT

public:
    TestsPage(SharedShownTask shown, QWidget *parent);

    /// Hands the task to the edit session, with the drafts a new snapshot found (the same one shown again, after
    /// blind review changed what it shows, has the session look for them again: they may have been restored or
    /// discarded since; after an edit of its test files, unsaved typing in the others stays).
    void showTask() override;
    /// Opens the test file at the 1-based line and raises the page. False (with why in error) when the task has no
    /// such test file.
    bool showLine(const QString &file, int line, QString *error);

    TestEditor *editor() const { return m_editor; }
    TestListsEditor *listsEditor() const { return m_lists; }
    /// Shows the test lists of the shown task anew (after an edit or a run), leaving the test editor as it is.
    void showLists();
    /// The test edits of the shown task; unsaved ones are kept as drafts in the user's data folder.
    TestEditSession *session() const { return m_session; }

    /// Asks for a path and adds an empty test file there (refused, with why, for an unsafe or held path).
    void addTestFile();
    /// Asks for a new path of the current test file and moves it there, with its unsaved typing.
    void renameTestFile();
    /// Deletes the current test file once the curator confirms (saying so when it has unsaved typing).
    void deleteTestFile();

Q_SIGNALS:
    /// A test file was saved into the dataset with this content.
    void testFileSaved(const QString &path, const QByteArray &content);
    /// A repair was asked for, from the test editor, for the flag that cites the line.
    void repairRequested(const QString &flagId);

private:
    /// Saves the edit, or tells the curator why it was refused (plain text). True when saved.
    bool saveEdit(const TaskEdit &edit);
    void updateFileButtons();
    void moveTests(const QStringList &tests, TestListKind to);

    TestEditSession *m_session;
    TestEditor *m_editor;
    TestListsEditor *m_lists;
    QToolButton *m_renameButton;
    QToolButton *m_deleteButton;
    QString m_listsTask;
    QSet<QString> m_undeclared; // tests the curator took out of the lists while the task is shown: they stay offered
    int m_generation = -1;      // of the snapshot whose drafts the session was given
};

} // namespace heddle
