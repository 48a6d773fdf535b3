// Imported tasks completed from the window: Task > Fetch Test Files reads the files a task's test_patch touches from
// its repository, saves them as one commit and shows them; the Preferences point the dataset at a moved repository.
// The task is the demo's coin-hours-split turned into an imported one (its test files given as a test_patch made by
// git), its repository the demo's, made with libgit2.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/datasetcommitter.h>
#include <app/window/mainwindow.h>
#include <app/dialogs/preferencesdialog.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/importers/testfilefetch.h>
#include <tests/support/demotask.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>

#include <QAction>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;
using namespace heddletest;

namespace {

const QString kTask = u"coin-hours-split"_s;

// The task as an import without a repository leaves it: no test files, the test_patch in its source block.
QList<TestFile> makeImported(const QString &root, const QString &scratch)
{
    Result<Task> task = loadTask(root, kTask);
    if (!task)
        return {};
    // Besides creating its own test file, the instance changes one the repository has.
    const QString changed = u"tests/test_transaction.py"_s;
    Result<QByteArray> existing = readFileAtCommit(root + u"/repos/skyledger"_s, task->repository.baseCommit, changed);
    if (!existing)
        return {};
    task->tests.files.append({changed, *existing + "\n# Also run by the imported task.\n"});
    QList<TestFile> files = task->tests.files;
    task->source.append(
        {u"test_patch"_s, QString::fromUtf8(testPatchOf(*task, root + u"/repos/skyledger"_s, scratch))});
    task->tests.files.clear();
    if (!saveTask(root, *task) || !QDir(root + u"/tasks/"_s + kTask + u"/test-files"_s).removeRecursively())
        return {};
    return files;
}

QLabel *completeness(MainWindow &w)
{
    return w.findChild<QLabel *>(u"taskCompleteness"_s);
}

} // namespace

class TestTestFileController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void fetchTestFilesFillsTheTestsAndCommits()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QList<TestFile> expected = makeImported(root, dir.path());
        QVERIFY(!expected.isEmpty());
        MainWindow w;
        w.show();
        open(w, root);
        QSignalSpy problems(w.findChild<DatasetCommitter *>(), &DatasetCommitter::problem);
        QVERIFY(w.findChild<DatasetCommitter *>()->makeRepository());
        QVERIFY(showTask(w, kTask));
        QVERIFY(w.views()->task().tests.files.isEmpty());
        QTRY_VERIFY(completeness(w)->isVisible());
        QVERIFY2(completeness(w)->text().contains(u"lacks 2 of the files its test_patch touches"_s),
                 qPrintable(completeness(w)->text()));

        QSignalSpy committed(w.findChild<DatasetCommitter *>(), &DatasetCommitter::committed);
        w.findChild<QAction *>(u"fetchTestFilesAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w.views()->task().tests.files.isEmpty(), kAsync);
        for (const TestFile &file : expected) {
            const auto &shown = w.views()->task().tests.files;
            const auto it =
                std::find_if(shown.cbegin(), shown.cend(), [&](const TestFile &f) { return f.path == file.path; });
            QVERIFY2(it != shown.cend(), qPrintable(file.path));
            QCOMPARE(it->content, file.content);
            QCOMPARE(readFile(root + u"/tasks/"_s + kTask + u"/test-files/"_s + file.path), file.content);
        }
        QTRY_VERIFY(!completeness(w)->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(committed.count(), 1, kAsync);
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed(),
                 "Fetch the test files of coin-hours-split"_ba);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s, u"tasks"_s}), QByteArray());
        QVERIFY(problems.isEmpty());
    }

    void preferencesPointTheDatasetAtItsRepository()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        // The repository moves out of the dataset: every task's path now leads nowhere.
        const QString moved = dir.path() + u"/mirrors/skyledger"_s;
        QVERIFY(QDir().mkpath(dir.path() + u"/mirrors"_s));
        QVERIFY(QDir().rename(root + u"/repos/skyledger"_s, moved));
        MainWindow w;
        w.show();
        open(w, root);
        QVERIFY(showTask(w, kTask));
        QTRY_VERIFY(completeness(w)->isVisible());
        QVERIFY2(completeness(w)->text().contains(u"The repository skyledger cannot be reached"_s),
                 qPrintable(completeness(w)->text()));
        QVERIFY(completeness(w)->text().contains(root + u"/repos/skyledger: no such folder"_s));

        answerNextDialog<PreferencesDialog>([moved](PreferencesDialog *dialog) {
            QTableWidget *table = dialog->repositoriesTable();
            QVERIFY(table->isVisible());
            QCOMPARE(table->rowCount(), 0);
            dialog->addRepositoryButton()->click();
            table->item(0, 0)->setText(u"skyledger"_s);
            table->item(0, 1)->setText(moved);
            dialog->accept();
        });
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        w.findChild<QAction *>(u"preferencesAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, kAsync);
        const QJsonObject json = QJsonDocument::fromJson(readFile(root + u"/heddle-dataset.json"_s)).object();
        QCOMPARE(json.value(u"repositories"_s).toObject().value(u"skyledger"_s).toString(), moved);
        QCOMPARE(datasetRepositories(root).value(u"skyledger"_s), moved);
        QVERIFY(showTask(w, kTask));
        QTRY_VERIFY_WITH_TIMEOUT(!completeness(w)->isVisible(), kAsync);

        // The dialog shows the mapping again, and removing it brings the note back.
        answerNextDialog<PreferencesDialog>([moved](PreferencesDialog *dialog) {
            QTableWidget *table = dialog->repositoriesTable();
            QCOMPARE(table->rowCount(), 1);
            QCOMPARE(table->item(0, 1)->text(), moved);
            table->setCurrentCell(0, 0);
            dialog->removeRepositoryButton()->click();
            dialog->accept();
        });
        opened.clear();
        w.findChild<QAction *>(u"preferencesAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, kAsync);
        QVERIFY(datasetRepositories(root).isEmpty());
        QVERIFY(showTask(w, kTask));
        QTRY_VERIFY_WITH_TIMEOUT(completeness(w)->isVisible(), kAsync);
    }
};

QTEST_MAIN(TestTestFileController)
#include "tst_testfilecontroller.moc"
