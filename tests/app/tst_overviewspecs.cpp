// Editing the specs on the Overview page, in a real copy of the demo dataset kept in git: each change made in the spec
// editor, the list or the graph is one commit that says what changed, undo takes it back, the uncovered mark and flag
// follow coverage at once, and an invalid id is refused beside the field with nothing written.
#include "workbench.h"

#include <app/pages/overviewpage.h>
#include <app/controllers/taskeditcontroller.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <widgets/editors/testcommandform.h>
#include <widgets/specgraph/speceditor.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/specgraph/speclistview.h>

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAsync = 20000;
const QString kTask = u"coin-hours-split"_s;

const Spec *spec(const Task &task, const QString &id)
{
    for (const Spec &s : task.specs)
        if (s.id == id)
            return &s;
    return nullptr;
}

bool hasFlag(const Task &task, const QString &id)
{
    return std::any_of(task.flags.cbegin(), task.flags.cend(), [&](const Flag &f) { return f.id == id; });
}

QListWidgetItem *item(QListWidget *list, const QString &id)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole + 1).toString() == id)
            return list->item(i);
    return nullptr;
}

} // namespace

class TestOverviewSpecs : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Workbench> m_workbench;
    OverviewPage *m_page = nullptr;
    SpecEditor *m_editor = nullptr;

    // The page alone in its window, so the mouse reaches it.
    bool open()
    {
        m_workbench = std::make_unique<Workbench>();
        Workbench &m_bench = *m_workbench;
        if (!m_bench.open(true) || !m_bench.show(kTask))
            return false;
        m_page = qobject_cast<OverviewPage *>(m_bench.views->page(PageId::Overview));
        for (QWidget *page : m_bench.window->findChildren<TaskPage *>(Qt::FindDirectChildrenOnly))
            page->setVisible(page == m_page);
        m_bench.window->resize(1400, 900);
        m_page->setGeometry(0, 0, 1400, 900);
        m_bench.window->show();
        m_editor = m_page->findChild<SpecEditor *>(u"specEditor"_s);
        return QTest::qWaitForWindowExposed(m_bench.window.get()) && m_editor;
    }

    Workbench &bench() { return *m_workbench; }
    Task onDisk() const
    {
        (void)m_workbench->writesDone();
        return loadTask(m_workbench->root, kTask).value();
    }
    QByteArray committed()
    {
        if (!m_workbench->writesDone() || !QTest::qWaitFor([this] { return !bench().committer->isBusy(); }, kAsync))
            return "(busy)";
        return bench().lastCommit();
    }
    void type(const QString &field, const QString &text)
    {
        auto *edit = m_editor->findChild<QLineEdit *>(field);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    QUndoStack *undo() { return bench().views->editController()->undoStack(); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<QUndoStack *>();
    }

    void editorReplacesTheTextAndRetitles()
    {
        QVERIFY(open());
        auto *panel = m_page->findChild<QWidget *>(u"specPanel"_s);
        QVERIFY(!m_editor->isVisible()); // no spec selected: the read-only text
        m_page->showSpec(u"S1"_s);
        QVERIFY(m_editor->isVisible());
        QVERIFY(panel->isVisible());
        const QString original = spec(onDisk(), u"S1"_s)->title;

        type(u"specTitleEdit"_s, u"Splits hours by weight"_s);
        QCOMPARE(spec(onDisk(), u"S1"_s)->title, u"Splits hours by weight"_s);
        QCOMPARE(committed(), "Spec S1 retitled");
        QCOMPARE(gitOutput(bench().root, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QCOMPARE(m_editor->specId(), u"S1"_s); // still the spec being edited

        undo()->undo();
        QCOMPARE(spec(onDisk(), u"S1"_s)->title, original);
        QCOMPARE(committed(), "Undo: Spec S1 retitled");
        QCOMPARE(m_editor->findChild<QLineEdit *>(u"specTitleEdit"_s)->text(), original);
    }

    void renameReachesInteractionsAndInvalidIdsAreRefused()
    {
        QVERIFY(open());
        m_page->showSpec(u"S3"_s);
        type(u"specIdEdit"_s, u"S3a"_s);
        QCOMPARE(committed(), "Spec S3 renamed S3a");
        const Task task = onDisk();
        QVERIFY(spec(task, u"S3a"_s));
        QVERIFY(spec(task, u"S1"_s)->interactsWith.contains(u"S3a"_s));
        QCOMPARE(m_editor->specId(), u"S3a"_s);

        const QByteArray taskJson = readFile(bench().root, DatasetLayout::taskFile(kTask));
        const QByteArray head = bench().lastCommit(u"%H"_s);
        auto *problem = m_editor->findChild<QLabel *>(u"specIdProblem"_s);
        const QList<std::pair<QString, QString>> invalid = {
            {QString(), u"needs an id"_s}, {u"S4"_s, u"unique"_s}, {u"S3 a/b"_s, u"may hold only"_s}};
        for (const auto &[id, reason] : invalid) {
            type(u"specIdEdit"_s, id);
            QVERIFY2(problem->isVisible() && problem->text().contains(reason), qPrintable(problem->text()));
            QCOMPARE(readFile(bench().root, DatasetLayout::taskFile(kTask)), taskJson);
        }
        QCOMPARE(committed(), "Spec S3 renamed S3a");
        QCOMPARE(bench().lastCommit(u"%H"_s), head);
        // A valid id clears the reason.
        type(u"specIdEdit"_s, u"S3b"_s);
        QVERIFY(!problem->isVisible());
        QCOMPARE(committed(), "Spec S3a renamed S3b");
    }

    void coverageUpdatesTheUncoveredMarkAndFlagAtOnce()
    {
        QVERIFY(open());
        auto *list = m_page->findChild<SpecListView *>(u"specList"_s);
        auto *graph = m_page->findChild<SpecGraphView *>(u"specGraph"_s);
        QCOMPARE(list->uncoveredCount(), 1); // S11
        QVERIFY(!graph->isMarkedUncovered(u"S4"_s));
        m_page->showSpec(u"S4"_s);
        const QString test = u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s;
        item(m_editor->findChild<QListWidget *>(u"specTests"_s), test)->setCheckState(Qt::Unchecked);

        QCOMPARE(committed(), QByteArray("S4 no longer covered by " + test.toUtf8()));
        QCOMPARE(list->uncoveredCount(), 2);
        QVERIFY(graph->isMarkedUncovered(u"S4"_s));
        QVERIFY(m_editor->coverageNote().contains(u"No test covers"_s));
        QVERIFY(hasFlag(bench().views->task(), u"uncovered.S4"_s));
        QVERIFY(hasFlag(onDisk(), u"uncovered.S4"_s)); // review.json, in the same commit
        QCOMPARE(gitOutput(bench().root, {u"status"_s, u"--porcelain"_s}), QByteArray());

        // S11 gets a test from the list: its mark goes.
        m_page->showSpec(u"S11"_s);
        const QString other = u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s;
        item(m_editor->findChild<QListWidget *>(u"specTests"_s), other)->setCheckState(Qt::Checked);
        QCOMPARE(committed(), QByteArray("S11 covered by " + other.toUtf8()));
        QCOMPARE(list->uncoveredCount(), 1);
        QVERIFY(!graph->isMarkedUncovered(u"S11"_s));

        undo()->undo();
        undo()->undo();
        QCOMPARE(committed(), QByteArray("Undo: S4 no longer covered by " + test.toUtf8()));
        QCOMPARE(list->uncoveredCount(), 1);
        QVERIFY(!graph->isMarkedUncovered(u"S4"_s));
        QVERIFY(!hasFlag(onDisk(), u"uncovered.S4"_s));
    }

    void graphDragAddsAnInteraction()
    {
        QVERIFY(open());
        auto *graph = m_page->findChild<SpecGraphView *>(u"specGraph"_s);
        const QPoint from = graph->mapFromScene(graph->nodeCenter(u"S6"_s));
        const QPoint to = graph->mapFromScene(graph->nodeCenter(u"S11"_s));
        QVERIFY(graph->viewport()->rect().contains(from) && graph->viewport()->rect().contains(to));
        QTest::mousePress(graph->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(graph->viewport(), (from + to) / 2);
        QTest::mouseMove(graph->viewport(), to);
        QTest::mouseRelease(graph->viewport(), Qt::LeftButton, {}, to);

        QCOMPARE(committed(), "S6 and S11 now interact");
        const Task task = onDisk();
        QVERIFY(spec(task, u"S6"_s)->interactsWith.contains(u"S11"_s));
        QVERIFY(spec(task, u"S11"_s)->interactsWith.contains(u"S6"_s));
        QVERIFY(graph->graph().neighbours(u"S6"_s).contains(u"S11"_s));

        // Unchecked in the editor's list, it goes from both.
        m_page->showSpec(u"S11"_s);
        item(m_editor->findChild<QListWidget *>(u"specInteractions"_s), u"S6"_s)->setCheckState(Qt::Unchecked);
        QCOMPARE(committed(), "S11 and S6 no longer interact");
        QVERIFY(!spec(onDisk(), u"S6"_s)->interactsWith.contains(u"S11"_s));
    }

    void listAddsMovesAndRemoves()
    {
        QVERIFY(open());
        auto *list = m_page->findChild<SpecListView *>(u"specList"_s);
        m_page->showSpec(u"S3"_s);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(committed(), "Spec S3 moved down, below S4");
        QCOMPARE(onDisk().specs.at(2).id, u"S4"_s);
        QCOMPARE(list->activeSpec(), u"S3"_s);

        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(committed(), "Spec S3 removed");
        for (const Spec &s : onDisk().specs)
            QVERIFY2(s.id != u"S3"_s && !s.interactsWith.contains(u"S3"_s), qPrintable(s.id));

        QTest::mouseClick(m_page->findChild<QPushButton *>(u"specAddButton"_s), Qt::LeftButton);
        QCOMPARE(committed(), "Spec S3 added"); // the lowest free id
        QCOMPARE(m_editor->specId(), u"S3"_s);
        QVERIFY(m_editor->isVisible());
        undo()->undo();
        QVERIFY(!spec(onDisk(), u"S3"_s));
    }

    // In a narrow column the lines under the test command wrap to many rows: they take room of their own and are
    // never drawn over the form.
    void theLinesUnderTheCommandAreNeverDrawnOverIt()
    {
        QVERIFY(open());
        auto *form = m_page->commandForm();
        auto *score = m_page->findChild<QLabel *>(u"mutationScore"_s);
        auto *origin = m_page->findChild<QLabel *>(u"testCommand"_s);
        for (const int width : {1400, 640, 420}) {
            m_page->setGeometry(0, 0, width, 700);
            QTest::qWait(50); // the layout requests that follow a resize
            const QString sizes = u"at %1: form %2..%3, origin %4..%5, score %6..%7 (needs %8)"_s.arg(width)
                                      .arg(form->y())
                                      .arg(form->geometry().bottom())
                                      .arg(origin->y())
                                      .arg(origin->geometry().bottom())
                                      .arg(score->y())
                                      .arg(score->geometry().bottom())
                                      .arg(score->heightForWidth(score->width()));
            QVERIFY2(form->geometry().bottom() < origin->y() && origin->geometry().bottom() < score->y(),
                     qPrintable(sizes));
            QVERIFY2(score->height() >= score->heightForWidth(score->width()), qPrintable(sizes));
            QVERIFY2(form->height() >= form->minimumSizeHint().height(), qPrintable(sizes));
        }
    }
};

QTEST_MAIN(TestOverviewSpecs)
#include "tst_overviewspecs.moc"
