// The history panel on a real task history: a dataset made a git repository with libgit2, changed and committed
// through core/history, its taskHistory and commitDiff fed to the panel as the window does.

#include <widgets/history/historypanel.h>

#include <core/history/datasethistory.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/plaintooltip.h>
#include <tests/support/files.h>
#include <tests/support/gui/images.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const CommitAuthor kAda{u"Ada Lovelace"_s, u"ada@example.org"_s};
const CommitAuthor kBea{u"Bea Curator"_s, u"bea@example.org"_s};

enum Column {
    TimeColumn,
    AuthorColumn,
    SummaryColumn
};

} // namespace

class TestHistoryPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsEntriesNewestFirst();
    void selectionAsksForTheDiff();
    void showDiffShowsTheFiles();
    void revertAsksThenEmits();
    void mergeCannotBeReverted();
    void notARepositoryNote();
    void chosenCommitIsHighlightedOnScreen();

private:
    // Selects the entry by id and answers diffWanted as the window would.
    void selectAndShow(HistoryPanel &panel, const QString &id);

    QTemporaryDir m_dir;
    QString m_root;
    QList<HistoryEntry> m_history;
};

void TestHistoryPanel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.path() + u"/dataset"_s;
    writeFile(m_root, u"heddle-dataset.json"_s, "{\n  \"format\": \"heddle-dataset\",\n  \"format_version\": 1\n}\n");
    writeFile(m_root, u"tasks/a/task.json"_s, "{\n  \"id\": \"a\"\n}\n");
    writeFile(m_root, u"tasks/a/review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"first\"\n}\n");
    writeFile(m_root, u"tasks/a/test-files/t.py"_s, "def test_one():\n    assert 1 == 1\n");
    writeFile(m_root, u"tasks/b/task.json"_s, "{\n  \"id\": \"b\"\n}\n");
    QVERIFY(initDatasetRepository(m_root, kAda));

    writeFile(m_root, u"tasks/a/review.json"_s, "{\n  \"flags\": [\"weak-tests\"],\n  \"note\": \"second\"\n}\n");
    writeFile(m_root, u"tasks/a/test-files/t.py"_s,
              "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 2\n");
    QVERIFY(commitPaths(m_root, {u"tasks/a"_s}, kBea,
                        u"Flag <b>bold</b> tests as weak\n\nThe tests only check constants;\n<i>see</i> review."_s));
    writeFile(m_root, u"tasks/b/task.json"_s, "{\n  \"id\": \"b\",\n  \"x\": 1\n}\n");
    QVERIFY(commitPaths(m_root, {u"tasks/b"_s}, kAda, u"Touch task b only"_s));
    writeFile(m_root, u"tasks/a/review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"third\"\n}\n");
    QVERIFY(commitPaths(m_root, {u"tasks/a/review.json"_s}, kAda, u"Clear the flags"_s));

    Result<QList<HistoryEntry>> history = taskHistory(m_root, u"a"_s);
    QVERIFY2(history, qPrintable(history ? QString() : history.error().toString()));
    m_history = std::move(history).value();
    QCOMPARE(m_history.size(), 3); // the commit of task b only is not in a's history
}

void TestHistoryPanel::listsEntriesNewestFirst()
{
    HistoryPanel panel;
    panel.setHistory(m_history);
    QTreeWidget *list = panel.historyList();
    QCOMPARE(list, panel.findChild<QTreeWidget *>(u"historyList"_s));
    QCOMPARE(list->topLevelItemCount(), 3);
    const QStringList summaries{u"Clear the flags"_s, u"Flag <b>bold</b> tests as weak"_s,
                                u"Start the history of the dataset"_s};
    QCOMPARE(list->topLevelItem(0)->text(SummaryColumn), summaries[0]);
    QCOMPARE(list->topLevelItem(1)->text(SummaryColumn), summaries[1]);
    QCOMPARE(list->topLevelItem(1)->text(AuthorColumn), u"Bea Curator"_s);
    QCOMPARE(list->topLevelItem(0)->text(AuthorColumn), u"Ada Lovelace"_s);
    for (int row = 0; row < 3; ++row) {
        const HistoryEntry &entry = m_history[row];
        QCOMPARE(list->topLevelItem(row)->text(TimeColumn), entry.time.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s));
        QVERIFY(!list->topLevelItem(row)->text(TimeColumn).isEmpty());
    }
    // The whole message, escaped: Qt would otherwise take the tags for markup.
    const QString tip = list->topLevelItem(1)->toolTip(SummaryColumn);
    QCOMPARE(tip, plainToolTip(m_history[1].message.trimmed()));
    QVERIFY(tip.contains(u"The tests only check constants;"_s));
    QVERIFY(tip.contains(u"&lt;i&gt;see&lt;/i&gt;"_s));
    QVERIFY(!tip.contains(u"<i>"_s));
    QVERIFY(panel.currentCommitId().isEmpty());
    QVERIFY(!panel.revertButton()->isEnabled());
    QVERIFY(panel.findChild<QWidget *>(u"noteBar"_s)->isHidden());
}

void TestHistoryPanel::selectionAsksForTheDiff()
{
    HistoryPanel panel;
    panel.resize(1100, 650);
    panel.setHistory(m_history);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy wanted(&panel, &HistoryPanel::diffWanted);
    QTreeWidget *list = panel.historyList();
    list->setFocus();
    panel.setCurrentCommit(m_history[0].id);
    QCOMPARE(panel.currentCommitId(), m_history[0].id);
    QVERIFY(!wanted.isEmpty());
    QCOMPARE(wanted.constLast().at(0).toString(), m_history[0].id);
    wanted.clear();

    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.takeFirst().at(0).toString(), m_history[1].id);
    QCOMPARE(panel.currentCommitId(), m_history[1].id);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.takeFirst().at(0).toString(), m_history[2].id);
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.takeFirst().at(0).toString(), m_history[1].id);

    // Enter asks again for the selected commit.
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.takeFirst().at(0).toString(), m_history[1].id);

    // A mouse click selects too.
    const QRect rect = list->visualItemRect(list->topLevelItem(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.takeFirst().at(0).toString(), m_history[0].id);
}

void TestHistoryPanel::selectAndShow(HistoryPanel &panel, const QString &id)
{
    panel.setCurrentCommit(id);
    QCOMPARE(panel.currentCommitId(), id);
    Result<QString> diff = commitDiff(m_root, id, u"tasks/a"_s);
    QVERIFY(diff);
    panel.showDiff(id, diff.value());
}

void TestHistoryPanel::showDiffShowsTheFiles()
{
    HistoryPanel panel;
    panel.resize(1100, 650);
    panel.setHistory(m_history);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    selectAndShow(panel, m_history[1].id);
    QCOMPARE(panel.shownCommitId(), m_history[1].id);
    QVERIFY(panel.diffView()->isVisible());
    QStringList files;
    for (const PatchFile &file : panel.diffView()->patch().files)
        files << file.path();
    QCOMPARE(files, (QStringList{u"tasks/a/review.json"_s, u"tasks/a/test-files/t.py"_s}));
    QCOMPARE(panel.diffView()->mode(), PatchDiffView::Mode::Unified);
    QCOMPARE(panel.diffView()->patch().added(), 6);
    QCOMPARE(panel.diffView()->patch().removed(), 2);
    QVERIFY(panel.diffTitle().contains(m_history[1].shortId));
    QVERIFY(panel.diffTitle().contains(u"Flag <b>bold</b> tests"_s));
    QCOMPARE(panel.findChild<QLabel *>(u"diffTitle"_s)->textFormat(), Qt::PlainText);

    // A late answer for another commit does not replace the shown one.
    const Result<QString> other = commitDiff(m_root, m_history[0].id, u"tasks/a"_s);
    QVERIFY(other);
    panel.showDiff(m_history[0].id, other.value());
    QCOMPARE(panel.shownCommitId(), m_history[1].id);
    QCOMPARE(panel.diffView()->patch().files.size(), 2);

    // Selecting another commit hides the old diff until its own arrives.
    panel.setCurrentCommit(m_history[0].id);
    QVERIFY(!panel.diffView()->isVisible());
    QVERIFY(panel.shownCommitId().isEmpty());
    panel.showDiff(m_history[0].id, other.value());
    QCOMPARE(panel.diffView()->patch().files.size(), 1);
    QCOMPARE(panel.diffView()->currentFile(), u"tasks/a/review.json"_s);

    // Text that is no patch is shown as it is.
    panel.showDiff(m_history[0].id, u"diff --git a/x b/x\n@@ garbage <b>x</b>\n"_s);
    QVERIFY(panel.diffText()->isVisible());
    QVERIFY(panel.diffText()->toPlainText().contains(u"<b>x</b>"_s));
}

void TestHistoryPanel::revertAsksThenEmits()
{
    HistoryPanel panel;
    panel.resize(1100, 650);
    panel.setHistory(m_history);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy reverted(&panel, &HistoryPanel::revertRequested);
    panel.setCurrentCommit(m_history[1].id);
    QVERIFY(panel.revertButton()->isEnabled());
    QCOMPARE(panel.revertButton()->text(), u"Revert This Change…"_s);

    const auto answer = [](bool confirm, QString *text) {
        QTimer::singleShot(0, qApp, [confirm, text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            *text = box->text();
            if (confirm)
                box->findChild<QPushButton *>(u"confirmRevertButton"_s)->click();
            else
                box->button(QMessageBox::Cancel)->click();
        });
    };

    QString asked;
    answer(false, &asked);
    QTest::mouseClick(panel.revertButton(), Qt::LeftButton);
    QVERIFY(asked.contains(u"“Flag <b>bold</b> tests as weak”"_s));
    QCOMPARE(reverted.size(), 0);

    asked.clear();
    answer(true, &asked);
    QTest::mouseClick(panel.revertButton(), Qt::LeftButton);
    QVERIFY(asked.contains(m_history[1].summary));
    QCOMPARE(reverted.size(), 1);
    QCOMPARE(reverted.takeFirst().at(0).toString(), m_history[1].id);
}

void TestHistoryPanel::mergeCannotBeReverted()
{
    QList<HistoryEntry> entries = m_history;
    entries[0].parentCount = 2;
    entries[0].summary = u"Merge the remote's work"_s;
    HistoryPanel panel;
    panel.setHistory(entries);
    QVERIFY(!panel.revertButton()->isEnabled()); // nothing selected
    panel.setCurrentCommit(entries[0].id);
    QVERIFY(!panel.revertButton()->isEnabled());
    QVERIFY(!panel.revertButton()->toolTip().isEmpty());
    QVERIFY(panel.historyList()->topLevelItem(0)->text(SummaryColumn).contains(u"(merge)"_s));
    panel.setCurrentCommit(entries[1].id);
    QVERIFY(panel.revertButton()->isEnabled());
    panel.setCurrentCommit(entries[0].id);
    QVERIFY(!panel.revertButton()->isEnabled());
    // Nor can the first commit, which brought the whole dataset in.
    panel.setCurrentCommit(entries.last().id);
    QCOMPARE(entries.last().parentCount, 0);
    QVERIFY(!panel.revertButton()->isEnabled());
    QVERIFY(panel.revertButton()->toolTip().contains(u"first commit"_s));
}

void TestHistoryPanel::notARepositoryNote()
{
    QTemporaryDir plain;
    const Result<DatasetRepository> where = datasetRepository(plain.path());
    QVERIFY(where);
    QVERIFY(!where.value().inRepository);

    HistoryPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy init(&panel, &HistoryPanel::initRepositoryRequested);
    panel.setHistory({}, u"This dataset is not a git repository"_s);
    QCOMPARE(panel.historyList()->topLevelItemCount(), 0);
    QVERIFY(panel.noteLabel()->isVisible());
    QCOMPARE(panel.noteLabel()->text(), u"This dataset is not a git repository"_s);
    QVERIFY(panel.initRepositoryButton()->isVisible());
    QCOMPARE(panel.initRepositoryButton()->text(), u"Make It a Repository…"_s);
    QTest::mouseClick(panel.initRepositoryButton(), Qt::LeftButton);
    QCOMPARE(init.size(), 1);

    // Once it is a repository, the note goes away.
    panel.setHistory(m_history);
    QVERIFY(!panel.noteLabel()->isVisible());
    QVERIFY(!panel.initRepositoryButton()->isVisible());
    // A note without the offer has no button.
    panel.setHistory(m_history, u"Only the last 3 changes are shown"_s, false);
    QVERIFY(panel.noteLabel()->isVisible());
    QVERIFY(!panel.initRepositoryButton()->isVisible());
}

// On screen the chosen commit's row is filled with the selection colour and the others are not.
void TestHistoryPanel::chosenCommitIsHighlightedOnScreen()
{
    HistoryPanel panel;
    panel.resize(1100, 650);
    panel.setHistory(m_history);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    selectAndShow(panel, m_history[1].id);
    auto *list = panel.findChild<QTreeWidget *>(u"historyList"_s);
    QVERIFY(list && list->currentItem());
    const QImage image = list->viewport()->grab().toImage();
    const auto highlighted = [&](QTreeWidgetItem *item) {
        const QRect row = list->visualItemRect(item);
        int most = 0;
        for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
            most = std::max(most, countNear(image, row, list->palette().color(group, QPalette::Highlight).rgb(), 8));
        return double(most) / (row.width() * row.height());
    };
    QVERIFY(highlighted(list->currentItem()) > 0.5);
    for (int row = 0; row < list->topLevelItemCount(); ++row)
        if (list->topLevelItem(row) != list->currentItem())
            QCOMPARE(highlighted(list->topLevelItem(row)), 0.0);
}

QTEST_MAIN(TestHistoryPanel)
#include "tst_historypanel.moc"
