// The queue's filter bar on the demo dataset: typing narrows the queue once typing pauses, each menu narrows it at
// once and says its choice on its button, "Clear filters" brings every task back, and the palette reaches it all.
#include <widgets/queue/queuefilterbar.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/taskfilter.h>
#include <core/dataset/tasklistmodel.h>
#include <widgets/tasktableview.h>
#include <tests/support/fixtures.h>
#include <tests/support/gui/images.h>
#include <tests/support/gui/palettes.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QStringList shownIds(const QAbstractItemModel &model)
{
    QStringList ids;
    for (int r = 0; r < model.rowCount(); ++r)
        ids << model.index(r, 0).data(TaskListModel::TaskIdRole).toString();
    ids.sort();
    return ids;
}

} // namespace

class TstQueueFilterBar : public QObject
{
    Q_OBJECT

    // The demo, with one task broken and one given other models and categories, so every menu has a choice that
    // keeps some tasks and hides others.
    Dataset m_dataset;
    TaskListModel *m_model = nullptr;
    TaskFilterProxy *m_proxy = nullptr;
    QueueFilterBar *m_bar = nullptr;
    QWidget *m_window = nullptr;

    QAction *action(const QString &button, const QString &key) const
    {
        auto *b = m_bar->findChild<QToolButton *>(button);
        if (!b || !b->menu())
            return nullptr;
        for (QAction *a : b->menu()->actions())
            if (a->objectName() == key)
                return a;
        return nullptr;
    }
    QString buttonText(const QString &button) const { return m_bar->findChild<QToolButton *>(button)->text(); }

private Q_SLOTS:
    void initTestCase()
    {
        auto dataset = openDataset(demoSourcePath());
        QVERIFY(dataset);
        m_dataset = std::move(dataset).value();
        QCOMPARE(m_dataset.tasks.size(), 3);
        for (TaskSummary &t : m_dataset.tasks) {
            if (t.id == u"wallet-lock"_s) {
                t.models = {u"o1 & friends"_s};
                t.specsPerCategory.remove(u"order"_s);
            }
            if (t.id == u"spend-policy"_s)
                t.errors = {makeError(Error::Code::Parse, u"unexpected end of input"_s)};
        }
    }

    void init()
    {
        m_window = new QWidget;
        auto *layout = new QVBoxLayout(m_window);
        m_bar = new QueueFilterBar(m_window);
        layout->addWidget(m_bar);
        m_model = new TaskListModel(m_window);
        m_proxy = new TaskFilterProxy(m_window);
        new QAbstractItemModelTester(m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest, m_window);
        m_proxy->setSourceModel(m_model);
        auto *view = new TaskTableView(m_window);
        view->setObjectName(u"taskTable"_s);
        view->setModel(m_proxy);
        view->sortByColumn(TaskListModel::Id, Qt::AscendingOrder);
        layout->addWidget(view, 1);
        // The wiring the window does.
        connect(m_bar, &QueueFilterBar::filterChanged, m_proxy, [this](const TaskFilter &f) {
            m_proxy->setFilter(f);
            m_bar->setCounts(m_proxy->rowCount(), m_model->rowCount());
        });
        // Mutation analyses: a weak score, a good one gone stale, and a task never analysed.
        for (TaskSummary &t : m_dataset.tasks) {
            MutationSummary m;
            m.runId = u"20260301-101500-ab12"_s;
            if (t.id == u"coin-hours-split"_s) {
                m.killed = 7;
                m.survived = 3;
                t.mutation = m;
            } else if (t.id == u"wallet-lock"_s) {
                m.killed = 19;
                m.survived = 1;
                m.stale = {u"the reference patch was changed since"_s};
                t.mutation = m;
            }
        }
        m_model->setTasks(m_dataset.tasks);
        m_bar->setDataset(m_dataset);
        m_bar->setCounts(m_proxy->rowCount(), m_model->rowCount());
        m_window->resize(460, 300);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void typingNarrowsAfterAPause()
    {
        auto *search = m_bar->findChild<QLineEdit *>(u"queueSearch"_s);
        QVERIFY(search);
        QSignalSpy changed(m_bar, &QueueFilterBar::filterChanged);
        QTest::keyClicks(search, u"WALLET"_s);
        // Every keystroke restarts the pause: nothing is applied while typing.
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_proxy->rowCount(), 3);
        QTRY_COMPARE(m_proxy->rowCount(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(shownIds(*m_proxy), QStringList{u"wallet-lock"_s});
        QCOMPARE(m_bar->findChild<QLabel *>(u"queueCount"_s)->text(), u"1 of 3 tasks"_s);
        auto *clear = m_bar->findChild<QToolButton *>(u"queueClearFilters"_s);
        QVERIFY(clear->isVisible());

        // The load error's text is searched too.
        search->clear();
        QTest::keyClicks(search, u"end of input"_s);
        QTRY_COMPARE(shownIds(*m_proxy), QStringList{u"spend-policy"_s});

        // Escape empties the field at once.
        QTest::keyClick(search, Qt::Key_Escape);
        QVERIFY(search->text().isEmpty());
        QCOMPARE(m_proxy->rowCount(), 3);
        QCOMPARE(m_bar->findChild<QLabel *>(u"queueCount"_s)->text(), u"3 tasks"_s);
        QVERIFY(!clear->isVisible());
    }

    void menusNarrowAtOnce()
    {
        QVERIFY(!m_bar->findChild<QToolButton *>(u"queueClearFilters"_s)->isVisible());
        QCOMPARE(buttonText(u"queueStatusButton"_s), u"Status"_s);

        QAction *inReview = action(u"queueStatusButton"_s, u"status:in_review"_s);
        QVERIFY(inReview);
        inReview->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"coin-hours-split"_s});
        QCOMPARE(buttonText(u"queueStatusButton"_s), u"Status: In review"_s);
        QVERIFY(inReview->isChecked());
        QVERIFY(!action(u"queueStatusButton"_s, u"status:"_s)->isChecked());
        action(u"queueStatusButton"_s, u"status:new"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));
        QCOMPARE(buttonText(u"queueStatusButton"_s), u"Status: New +1"_s);
        action(u"queueStatusButton"_s, u"status:"_s)->trigger();
        QCOMPARE(m_proxy->rowCount(), 3);
        QCOMPARE(buttonText(u"queueStatusButton"_s), u"Status"_s);

        action(u"queueFlagsButton"_s, u"flagKind:FN"_s)->trigger();
        action(u"queueFlagsButton"_s, u"verdict:confirmed"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"spend-policy"_s});
        QCOMPARE(buttonText(u"queueFlagsButton"_s), u"Flags: confirmed FN"_s);
        action(u"queueFlagsButton"_s, u"verdict:open"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));
        QVERIFY(!action(u"queueFlagsButton"_s, u"verdict:confirmed"_s)->isChecked());
        action(u"queueFlagsButton"_s, u"flagKind:"_s)->trigger();
        action(u"queueFlagsButton"_s, u"verdict:"_s)->trigger();
        action(u"queueFlagsButton"_s, u"load:broken"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"spend-policy"_s});
        QCOMPARE(buttonText(u"queueFlagsButton"_s), u"Flags: load error"_s);
        action(u"queueFlagsButton"_s, u"load:"_s)->trigger();

        QAction *order = action(u"queueCategoryButton"_s, u"category:order"_s);
        QVERIFY(order);
        QCOMPARE(order->text(), u"Execution order"_s);
        order->trigger();
        QCOMPARE(shownIds(*m_proxy), (QStringList{u"coin-hours-split"_s, u"spend-policy"_s}));
        QCOMPARE(buttonText(u"queueCategoryButton"_s), u"Category: Execution order"_s);
        action(u"queueCategoryButton"_s, u"category:"_s)->trigger();

        QVERIFY(action(u"queueRepositoryButton"_s, u"repository:skyledger"_s));
        QVERIFY(action(u"queueModelButton"_s, u"model:gpt-4o"_s));
        QAction *o1 = action(u"queueModelButton"_s, u"model:o1 & friends"_s);
        QVERIFY(o1);
        QCOMPARE(o1->text(), u"o1 && friends"_s); // an '&' in a name is not a mnemonic
        o1->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"wallet-lock"_s});
        QCOMPARE(buttonText(u"queueModelButton"_s), u"Model: o1 && friends"_s);
        QCOMPARE(m_bar->findChild<QLabel *>(u"queueCount"_s)->text(), u"1 of 3 tasks"_s);

        // Clear filters: every task again, every button back to its name, and the button goes away.
        auto *clear = m_bar->findChild<QToolButton *>(u"queueClearFilters"_s);
        QVERIFY(clear->isVisible());
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(m_proxy->rowCount(), 3);
        QVERIFY(m_bar->filter().isEmpty());
        QCOMPARE(buttonText(u"queueModelButton"_s), u"Model"_s);
        QVERIFY(action(u"queueModelButton"_s, u"model:"_s)->isChecked());
        QVERIFY(!clear->isVisible());
    }

    void mutationMenuNarrowsAndCombines()
    {
        QCOMPARE(buttonText(u"queueMutationButton"_s), u"Mutation"_s);
        action(u"queueMutationButton"_s, u"mutationBelow:80"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"coin-hours-split"_s}); // 70%
        QCOMPARE(buttonText(u"queueMutationButton"_s), u"Mutation: below 80%"_s);
        action(u"queueMutationButton"_s, u"mutationBelow:100"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));
        QVERIFY(!action(u"queueMutationButton"_s, u"mutationBelow:80"_s)->isChecked());
        // With the analysis's state: the stale one among those with survivors.
        action(u"queueMutationButton"_s, u"mutation:stale"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"wallet-lock"_s});
        QCOMPARE(buttonText(u"queueMutationButton"_s), u"Mutation: below 100%, stale"_s);
        // And with the other filters: no stale task is in review.
        action(u"queueStatusButton"_s, u"status:in_review"_s)->trigger();
        QCOMPARE(m_proxy->rowCount(), 0);
        action(u"queueStatusButton"_s, u"status:"_s)->trigger();
        action(u"queueMutationButton"_s, u"mutationBelow:"_s)->trigger();
        action(u"queueMutationButton"_s, u"mutation:none"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"spend-policy"_s});
        QCOMPARE(buttonText(u"queueMutationButton"_s), u"Mutation: not analysed"_s);
        action(u"queueMutationButton"_s, u"mutation:current"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"coin-hours-split"_s});
        QVERIFY(m_bar->findChild<QToolButton *>(u"queueClearFilters"_s)->isVisible());
        action(u"queueMutationButton"_s, u"mutation:"_s)->trigger();
        QCOMPARE(m_proxy->rowCount(), 3);
        QVERIFY(m_bar->filter().isEmpty());

        // A threshold remembered from elsewhere is listed, ticked, so it can be seen and changed.
        TaskFilter saved;
        saved.mutationBelow = 75;
        m_bar->setFilter(TaskFilter::fromVariant(saved.toVariant()));
        QAction *custom = action(u"queueMutationButton"_s, u"mutationBelow:75"_s);
        QVERIFY(custom && custom->isChecked());
        QCOMPARE(shownIds(*m_proxy), QStringList{u"coin-hours-split"_s});
    }

    // The filtered queue takes the palette it is given: light on a light desktop, dark all over on a dark one.
    void followsTheDesktopPaletteOnScreen()
    {
        action(u"queueRepositoryButton"_s, u"repository:skyledger"_s)->trigger();
        action(u"queueFlagsButton"_s, u"flagKind:FP"_s)->trigger();
        auto *view = m_window->findChild<QTableView *>(u"taskTable"_s);
        view->resizeColumnsToContents();
        view->selectRow(0);
        m_window->resize(900, 260);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        const double light = meanLightness(m_window->grab().toImage());
        QVERIFY2(light > 0.6, qPrintable(QString::number(light)));
        m_window->setPalette(darkPalette());
        const double dark = meanLightness(m_window->grab().toImage());
        QVERIFY2(dark < 0.35, qPrintable(QString::number(dark)));
    }

    void restoresARememberedFilter()
    {
        TaskFilter saved;
        saved.statuses = {CurationStatus::New, CurationStatus::InRepair};
        saved.model = u"gpt-5"_s; // not in this dataset: still shown, so it can be unticked
        saved.text = u"wallet"_s;
        QSignalSpy changed(m_bar, &QueueFilterBar::filterChanged);
        m_bar->setFilter(TaskFilter::fromVariant(saved.toVariant()));
        QCOMPARE(changed.count(), 1); // applied at once, not after a pause
        QCOMPARE(m_bar->filter(), saved);
        QCOMPARE(m_proxy->rowCount(), 0);
        QCOMPARE(m_bar->findChild<QLineEdit *>(u"queueSearch"_s)->text(), u"wallet"_s);
        QCOMPARE(buttonText(u"queueModelButton"_s), u"Model: gpt-5"_s);
        QAction *gpt5 = action(u"queueModelButton"_s, u"model:gpt-5"_s);
        QVERIFY(gpt5 && gpt5->isChecked());
        action(u"queueModelButton"_s, u"model:"_s)->trigger();
        QCOMPARE(shownIds(*m_proxy), QStringList{u"wallet-lock"_s});
        m_bar->setFilter(m_bar->filter()); // the same filter again: nothing to do
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_MAIN(TstQueueFilterBar)
#include "tst_queuefilterbar.moc"
