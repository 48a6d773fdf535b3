// The first window: opening a dataset lists its tasks (broken ones with their error), the filter narrows the list,
// and the window remembers the dataset among the recent ones.
#include <app/mainwindow.h>
#include <app/taskpanel.h>
#include <core/dataset/tasklistmodel.h>
#include <core/demo/demodataset.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_demo;

    static void open(MainWindow &w, const QString &root)
    {
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        w.openDataset(root);
        // The result can arrive before openDataset returns (a small dataset in the page cache).
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
    }

    static QModelIndex findTask(QAbstractItemModel *model, const QString &id)
    {
        const auto hits = model->match(model->index(0, 0), TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
        return hits.value(0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        auto root = installDemoDataset(m_dir.path() + u"/demo"_s);
        QVERIFY(root);
        m_demo = *root;
    }

    void listsTheTasks()
    {
        MainWindow w;
        w.show();
        open(w, m_demo);
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QVERIFY(view);
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->model()->rowCount(), 3);
        const QModelIndex split = findTask(view->model(), u"coin-hours-split"_s);
        QVERIFY(split.isValid());
        QCOMPARE(split.siblingAtColumn(TaskListModel::Specs).data().toInt(), 11);
        QCOMPARE(split.siblingAtColumn(TaskListModel::Attempts).data().toInt(), 5);
        QCOMPARE(split.siblingAtColumn(TaskListModel::Status).data().toString(), u"In review"_s);
        QVERIFY(!split.siblingAtColumn(TaskListModel::FalsePositives).data().toString().isEmpty());
        QVERIFY(w.findChild<QLabel *>(u"datasetStatus"_s)->text().contains(u"Tasks: 3"_s));
        QVERIFY(!w.findChild<QLabel *>(u"errorBanner"_s)->isVisible());
        QVERIFY(w.windowTitle().contains(u"Heddle demo"_s, Qt::CaseInsensitive) ||
                w.windowTitle().contains(u"Heddle"_s));
        QCOMPARE(QSettings().value(u"recentDatasets"_s).toStringList().value(0), m_demo);
    }

    void selectingATaskShowsIt()
    {
        MainWindow w;
        w.show();
        open(w, m_demo);
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        auto *query = w.findChild<QPlainTextEdit *>(u"taskQuery"_s);
        QVERIFY(query);
        view->setCurrentIndex(findTask(view->model(), u"wallet-lock"_s));
        QTRY_COMPARE(w.findChild<TaskPanel *>()->task().id, u"wallet-lock"_s);
        QVERIFY(!query->toPlainText().isEmpty());
        QCOMPARE(query->toPlainText(), w.findChild<TaskPanel *>()->task().query);
        auto *patches = w.findChild<QComboBox *>(u"patchChoice"_s);
        QCOMPARE(patches->count(), 1 + 4); // the reference and the four attempts
        auto *trajectories = w.findChild<QComboBox *>(u"trajectoryChoice"_s);
        QCOMPARE(trajectories->count(), 4);
    }

    void filterNarrowsTheList()
    {
        MainWindow w;
        w.show();
        open(w, m_demo);
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        auto *filter = w.findChild<QLineEdit *>(u"taskFilter"_s);
        QVERIFY(filter);
        QTest::keyClicks(filter, u"wallet"_s);
        QTRY_COMPARE(view->model()->rowCount(), 1);
        QCOMPARE(view->model()->index(0, TaskListModel::Id).data().toString(), u"wallet-lock"_s);
        QVERIFY(w.findChild<QLabel *>(u"datasetStatus"_s)->text().contains(u"shown: 1"_s));
        filter->clear();
        QTRY_COMPARE(view->model()->rowCount(), 3);
    }

    void brokenTaskShowsItsError()
    {
        QTemporaryDir dir;
        auto root = installDemoDataset(dir.path() + u"/demo"_s);
        QVERIFY(root);
        QFile task(*root + u"/tasks/spend-policy/task.json"_s);
        QVERIFY(task.open(QIODevice::WriteOnly | QIODevice::Truncate));
        task.write("{\"id\": \"spend-policy\",\n");
        task.close();

        MainWindow w;
        w.show();
        open(w, *root);
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QCOMPARE(view->model()->rowCount(), 3);
        const QModelIndex broken = findTask(view->model(), u"spend-policy"_s);
        QVERIFY(broken.data(TaskListModel::BrokenRole).toBool());
        const QString error = broken.siblingAtColumn(TaskListModel::LoadError).data().toString();
        QVERIFY2(error.startsWith(u"tasks/spend-policy/task.json:2:1:"_s), qPrintable(error));
        QVERIFY(!findTask(view->model(), u"wallet-lock"_s).data(TaskListModel::BrokenRole).toBool());
        auto *banner = w.findChild<QLabel *>(u"errorBanner"_s);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->textFormat(), Qt::PlainText);
    }

    void notADatasetIsAnError()
    {
        MainWindow w;
        w.show();
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        w.openDataset(m_dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
        QCOMPARE(opened.first().first().toString(), QString());
        auto *banner = w.findChild<QLabel *>(u"errorBanner"_s);
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(u"not a Heddle dataset"_s));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
