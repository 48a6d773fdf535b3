// Nothing cut short at the window's default size (1280 x 760), in English,
// German and Chinese: the queue, the Flags table, the test lists, the history
// with a change shown and the curation gates show every text whole. An id may
// be elided in the middle, and only where its tooltip holds it whole.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/language.h>
#include <app/window/mainwindow.h>
#include <app/pages/pageregistry.h>
#include <app/pages/taskpage.h>
#include <app/window/taskviews.h>
#include <core/history/datasethistory.h>
#include <core/review/flaglistmodel.h>
#include <tests/support/gui/textfit.h>
#include <widgets/editors/testlistseditor.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/history/historypanel.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace heddle;
using namespace heddletest;
using heddle::test::cutTexts;
using namespace Qt::StringLiterals;

namespace {

const QStringList kTasks = {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s};

// Lets the layouts and the first paint of what was just raised happen.
void settle()
{
    QTest::qWait(120);
}

// A picture of the window for a person to look at, when HEDDLE_SCREENS names a
// folder for them.
void keepPicture(MainWindow &w, const QString &name)
{
    const QString folder = qEnvironmentVariable("HEDDLE_SCREENS");
    if (!folder.isEmpty() && QDir().mkpath(folder))
        w.grab().save(folder + u'/' + name + u".png"_s);
}

QAction *action(const MainWindow &w, const QString &name)
{
    for (QAction *a : w.allActions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

QStringList prefixed(const QString &where, const QStringList &cut)
{
    QStringList out;
    for (const QString &c : cut)
        out << where + u" | "_s + c;
    return out;
}

} // namespace

class TestTextFits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void cleanup() { installLanguage({}); }

    void nothingIsCutShort_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &code : {u"en"_s, u"de"_s, u"zh_CN"_s})
            QTest::newRow(qPrintable(code)) << code;
    }

    void nothingIsCutShort()
    {
        QFETCH(QString, language);
        QCOMPARE(installLanguage(language), language);
        // The demo kept in git, for the History page to show its changes.
        QTemporaryDir dir;
        const QString root = heddle::test::installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(initDatasetRepository(root, {u"Ada Lovelace"_s, u"ada@example.org"_s}));
        MainWindow w;
        w.resize(1280, 760);
        w.show();
        open(w, root);
        QVERIFY(showTask(w, kTasks.constFirst()));
        w.resize(1280, 760); // with a task shown, the window's least width fits in
                             // every language (tst_language)
        QTRY_COMPARE(w.size(), QSize(1280, 760));
        auto *queue = w.findChild<QDockWidget *>(u"queueDock"_s);
        QVERIFY(queue);

        QStringList cut;
        for (const QString &task : kTasks) {
            QVERIFY(showTask(w, task));
            const QString at = language + u' ' + task;
            for (const PageId page : {PageId::Tests, PageId::Curation, PageId::History}) {
                QDockWidget *dock = w.dock(page);
                dock->raise();
                if (page == PageId::History) {
                    // A change shown: its title and its files.
                    HistoryPanel *history = w.views()->historyPanel();
                    QTRY_VERIFY2_WITH_TIMEOUT(!history->entries().isEmpty(), qPrintable(history->noteLabel()->text()),
                                              kAsync);
                    history->setCurrentCommit(history->entries().constFirst().id);
                    QTRY_VERIFY_WITH_TIMEOUT(!history->shownCommitId().isEmpty(), kAsync);
                }
                settle();
                keepPicture(w, language + u'-' + task + u'-' + pageInfo(page).name);
                cut << prefixed(at + u' ' + pageInfo(page).name, cutTexts(dock->widget()));
            }
            cut << prefixed(at + u" queue"_s, cutTexts(queue->widget()));
            cut << prefixed(at + u" flags"_s, cutTexts(w.dock(PageId::Flags)->widget()));
        }
        QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u'\n')));
    }

    void theTestListsShowTheNameAndTheWholeId_data() { nothingIsCutShort_data(); }

    void theTestListsShowTheNameAndTheWholeId()
    {
        // A row of the test lists reads as the test's whole name, in every
        // language, beside the queue and the flags at the window's default
        // size: the lists take their short names (F2P, P2P) there, and the id
        // gives its column up rather than show a few letters. The tooltips hold
        // the id; a wider page shows it in a column that widens to show it whole.
        QFETCH(QString, language);
        QCOMPARE(installLanguage(language), language);
        MainWindow w;
        w.resize(1280, 760);
        QTemporaryDir dir;
        QVERIFY(!openDemoCopy(w, dir).isEmpty());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        w.resize(1280, 760);
        QTRY_COMPARE(w.size(), QSize(1280, 760));
        w.dock(PageId::Tests)->raise();
        settle();
        auto *editor = w.views()->page(PageId::Tests)->findChild<TestListsEditor *>();
        QTreeWidget *lists = editor->view();
        QHeaderView *header = lists->header();
        // The room a view draws a cell's text in: its section less the text's margins.
        const int margins = 2 * (lists->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, lists) + 1);
        const auto namesWhole = [lists, margins] {
            QStringList cut;
            for (int row = 0; row < lists->topLevelItemCount(); ++row) {
                const QModelIndex name = lists->model()->index(row, TestListsEditor::TestColumn);
                const QModelIndex list = lists->model()->index(row, TestListsEditor::ListColumn);
                for (const QModelIndex &index : {name, list})
                    if (lists->fontMetrics().horizontalAdvance(index.data().toString()) + margins >
                        lists->header()->sectionSize(index.column()))
                        cut << u"%1 (%2 px)"_s.arg(index.data().toString())
                                   .arg(lists->header()->sectionSize(index.column()));
            }
            return cut;
        };
        QVERIFY2(namesWhole().isEmpty(), qPrintable(namesWhole().join(u", "_s)));
        const int least = lists->fontMetrics().averageCharWidth() * 16;
        QVERIFY2(lists->isColumnHidden(TestListsEditor::IdColumn) ||
                     header->sectionSize(TestListsEditor::IdColumn) >= least,
                 qPrintable(u"%1 px"_s.arg(header->sectionSize(TestListsEditor::IdColumn))));
        for (int row = 0; row < lists->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = lists->topLevelItem(row);
            const QString id = item->text(TestListsEditor::IdColumn);
            QVERIFY(id.startsWith(u"tests/test_"_s));
            QVERIFY(id.endsWith(item->text(TestListsEditor::TestColumn)));
            QVERIFY(item->toolTip(TestListsEditor::TestColumn).contains(id));
            QVERIFY(item->toolTip(TestListsEditor::IdColumn).contains(id));
        }

        // The page alone on a wide screen: the long list names, and the id.
        QDockWidget *dock = w.dock(PageId::Tests);
        dock->setFloating(true);
        dock->resize(1600, 700);
        QTRY_VERIFY(!lists->isColumnHidden(TestListsEditor::IdColumn));
        settle();
        QVERIFY2(namesWhole().isEmpty(), qPrintable(namesWhole().join(u", "_s)));
        QCOMPARE(lists->topLevelItem(0)->text(TestListsEditor::ListColumn), u"FAIL_TO_PASS"_s);
        QCOMPARE(header->sectionResizeMode(TestListsEditor::IdColumn), QHeaderView::Interactive);
        const int wanted = static_cast<QAbstractItemView *>(lists)->sizeHintForColumn(TestListsEditor::IdColumn);
        header->resizeSection(TestListsEditor::IdColumn, wanted);
        QCOMPARE(header->sectionSize(TestListsEditor::IdColumn), wanted);
    }

    void theFlagsKeepTheirColumnsWhenSearchOpens()
    {
        // Edit > Search Dataset opens its dock under the pages: the queue and the
        // flags keep their place, the table its columns, and the window its size.
        MainWindow w;
        w.resize(1280, 760);
        QTemporaryDir dir;
        QVERIFY(!openDemoCopy(w, dir).isEmpty());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        settle();
        auto *table = w.views()->flagsPanel()->findChild<QTableView *>(u"flagsTable"_s);
        const auto shownColumns = [table] {
            QList<int> shown;
            for (int column = 0; column < table->model()->columnCount(); ++column)
                if (!table->isColumnHidden(column))
                    shown << column;
            return shown;
        };
        const QList<int> before = shownColumns();
        QVERIFY(before.contains(FlagListModel::VerdictColumn));
        QVERIFY(before.contains(FlagListModel::SourceColumn));
        const QRect flagsBefore = w.dock(PageId::Flags)->geometry();

        action(w, u"searchDatasetAction"_s)->trigger();
        settle();
        auto *search = w.findChild<QDockWidget *>(u"searchDock"_s);
        QVERIFY(search && search->isVisible());
        keepPicture(w, u"en-search-open"_s);
        QCOMPARE(w.size(), QSize(1280, 760));
        QCOMPARE(w.dock(PageId::Flags)->geometry(), flagsBefore);
        QCOMPARE(shownColumns(), before);
        for (const int column : before) {
            const int right = table->columnViewportPosition(column) + table->columnWidth(column);
            QVERIFY2(
                right <= table->viewport()->width(),
                qPrintable(u"column %1 ends at %2 of %3"_s.arg(column).arg(right).arg(table->viewport()->width())));
        }
        const QStringList cut = cutTexts(w.dock(PageId::Flags)->widget());
        QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u'\n')));
    }
};

QTEST_MAIN(TestTextFits)
#include "tst_textfits.moc"
