// The search index's updates on the demo dataset: one stopped half way is finished by the next, which then finds
// nothing left to do, and the result is the index a whole build makes; an index whose stored text is damaged is made
// anew by the next update.
#include <core/index/datasetindex.h>
#include <core/jobs/jobcontrol.h>
#include <tests/support/demo/installeddemo.h>

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

std::unique_ptr<DatasetIndex> openIndex(const QString &root, const QString &file)
{
    Result<DatasetIndex *> opened = DatasetIndex::open(root, file);
    if (!opened)
        qWarning("%s", qPrintable(opened.error().toString()));
    return std::unique_ptr<DatasetIndex>(opened ? *opened : nullptr);
}

// Every hit of the query, one line each: where it is and what it shows.
QStringList hitsOf(const DatasetIndex &index, const QString &query)
{
    QStringList hits;
    const Result<int> found = index.search(query, {{}, {}, {}, {}, 0}, [&](const SearchHit &hit) {
        hits << u"%1 %2 %3 %4 %5: %6"_s.arg(hit.task, hit.attempt, indexedKindName(hit.kind))
                    .arg(hit.step)
                    .arg(hit.file, hit.snippet);
        return true;
    });
    if (!found)
        qWarning("%s", qPrintable(found.error().message));
    return hits;
}

} // namespace

class TestIndexUpdates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aStoppedUpdateIsFinishedByTheNext()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = installDemo(dir.filePath(u"demo"_s));
        QVERIFY(!root.isEmpty());
        const int tasks = int(QDir(root + u"/tasks"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
        QVERIFY(tasks >= 3);

        auto whole = openIndex(root, dir.filePath(u"whole.sqlite"_s));
        QVERIFY(whole);
        QVERIFY(whole->update());

        // Stopped once the second task is begun: inside its first trajectory, which the reader gives up.
        auto stopped = openIndex(root, dir.filePath(u"stopped.sqlite"_s));
        QVERIFY(stopped);
        int reached = 0;
        const JobControl stopping([&reached] { return reached >= 1000 / 3; },
                                  [&reached](int permille) { reached = std::max(reached, permille); });
        Result<IndexUpdate> first = stopped->update(stopping);
        QVERIFY(first);
        QVERIFY2(first->tasksIndexed < tasks, qPrintable(QString::number(first->tasksIndexed)));

        // The next update reads what the stopped one did not finish, the half-read task among them; the one after
        // finds nothing to do.
        Result<IndexUpdate> next = stopped->update();
        QVERIFY(next);
        QVERIFY(next->tasksIndexed >= tasks - first->tasksIndexed);
        QVERIFY2(next->problems.isEmpty(), qPrintable(next->problems.join(u'\n')));
        Result<IndexUpdate> after = stopped->update();
        QVERIFY(after && after->tasksIndexed == 0 && after->trajectoriesParsed == 0);
        const Result<void> intact = stopped->verify();
        QVERIFY2(intact, qPrintable(intact ? QString() : intact.error().toString()));

        QCOMPARE(stopped->entryCount(), whole->entryCount());
        QCOMPARE(stopped->textBytes(), whole->textBytes());
        for (const QString &query : {u"def"_s, u"assert OR return"_s, u"\"coin hours\""_s, u"test*"_s}) {
            const QStringList want = hitsOf(*whole, query);
            QVERIFY2(!want.isEmpty(), qPrintable(query));
            QCOMPARE(hitsOf(*stopped, query), want);
        }
    }

    // A chunk of the stored text that no longer inflates (a cache file damaged on disk) is found by the next update
    // that needs it, which makes the index anew rather than fail from then on.
    void damagedTextIsRebuilt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = installDemo(dir.filePath(u"demo"_s));
        QVERIFY(!root.isEmpty());
        const QString file = dir.filePath(u"index.sqlite"_s);
        auto index = openIndex(root, file);
        QVERIFY(index && index->update());
        const QStringList want = hitsOf(*index, u"def"_s);
        QVERIFY(!want.isEmpty());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery damage(db);
            QVERIFY2(damage.exec(u"UPDATE chunks SET z = X'00000010DEADBEEF'"_s),
                     qPrintable(damage.lastError().text()));
        }
        QSqlDatabase::removeDatabase(u"damage"_s);

        // A task's file changes: its chunks are to be removed, and their words with them.
        const QString task = QDir(root + u"/tasks"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).first();
        QFile json(root + u"/tasks/"_s + task + u"/task.json"_s);
        QVERIFY(json.open(QIODevice::Append));
        json.write("\n");
        json.close();
        Result<IndexUpdate> update = index->update();
        QVERIFY2(update, qPrintable(update ? QString() : update.error().toString()));
        QVERIFY(update->rebuilt);
        QVERIFY2(update->rebuiltBecause.contains(u"damaged"_s), qPrintable(update->rebuiltBecause));
        const Result<void> intact = index->verify();
        QVERIFY2(intact, qPrintable(intact ? QString() : intact.error().toString()));
        QCOMPARE(hitsOf(*index, u"def"_s), want);
    }
};

QTEST_GUILESS_MAIN(TestIndexUpdates)
#include "tst_indexupdates.moc"
