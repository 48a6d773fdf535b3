#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace heddle {

/// Which of a task's test lists a test is in.
enum class TestListKind {
    FailToPass,
    PassToPass,
    NotDeclared
};

/// "FAIL_TO_PASS", "PASS_TO_PASS" or "not declared".
QString testListName(TestListKind kind);

/// One row of the test lists: a test, its list, and what the newest run gave it with the reference and with no patch
/// (status names, empty when the run did not report it or there is no run).
struct TestListEntry {
    QString test;
    TestListKind list = TestListKind::NotDeclared;
    QString reference;
    QString empty;
};

/// The task's FAIL_TO_PASS and PASS_TO_PASS tests and the tests in neither (the newest run's, the specs'), in one list
/// with a column for the list each is in. The selected tests (several at once) move with the buttons, the context
/// menu or a key while the list has the focus: F to FAIL_TO_PASS, P to PASS_TO_PASS, N or Delete to not declared.
class TestListsEditor : public QWidget
{
    Q_OBJECT

public:
    enum Column {
        TestColumn, // the test's name: its id without the file's path
        ListColumn,
        ReferenceColumn,
        EmptyColumn,
        IdColumn // the whole id, path and all
    };

    explicit TestListsEditor(QWidget *parent = nullptr);

    /// Shows the entries (in this order within each list); note says where the not-declared ones come from. The
    /// selected tests stay selected.
    void setEntries(const QList<TestListEntry> &entries, bool editable, const QString &note = {});
    QList<TestListEntry> entries() const { return m_entries; }
    /// Selects exactly these tests.
    void selectTests(const QStringList &tests);
    QStringList selectedTests() const;
    /// Says why a move was refused (plain text); an empty message hides it.
    void showMessage(const QString &message);
    QString message() const;

    QTreeWidget *view() const { return m_view; }

Q_SIGNALS:
    /// Move these tests (each in another list now) to the list.
    void moveRequested(const QStringList &tests, heddle::TestListKind to);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void fitTestColumns();
    void applyFilter();
    void requestMove(TestListKind to);
    void updateActions();

    QList<TestListEntry> m_entries;
    bool m_editable = false;
    QLabel *m_summary;
    QLabel *m_message;
    QLineEdit *m_filter;
    QTimer *m_filterDelay;
    QTreeWidget *m_view;
    QList<QAction *> m_moves; // FAIL_TO_PASS, PASS_TO_PASS, not declared
    QList<QPushButton *> m_buttons;
    bool m_testColumnsWidened = false; // the curator set the width of the Test or Id column: the widths stay
    bool m_fittingTestColumns = false;
    bool m_shortListNames = false; // F2P and P2P, where FAIL_TO_PASS and PASS_TO_PASS would cut the names short
};

} // namespace heddle
