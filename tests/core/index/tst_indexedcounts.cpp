// `heddle info`'s rows through the index: each trusted while the files its counts are read from are unchanged, and
// the queue's whole rows still checked against every file they are read from.
#include <core/dataset/datasetio.h>
#include <core/index/datasetindex.h>
#include <core/index/datasetstamp.h>
#include <core/index/indexeddataset.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char16_t kTask[] = u"coin-hours-split";

// What `heddle info` prints of a row: its counts, status and load errors.
QString countsText(const TaskSummary &s)
{
    QStringList parts{s.id, QString::number(s.specs), QString::number(s.attempts), curationStatusName(s.status)};
    for (const auto &kind : s.flags)
        for (int count : kind)
            parts << QString::number(count);
    for (auto it = s.specsPerCategory.cbegin(); it != s.specsPerCategory.cend(); ++it)
        parts << it.key() + u'=' + QString::number(it.value());
    for (const Error &e : s.errors)
        parts << e.toString();
    return parts.join(u'|');
}

QStringList countsText(const Dataset &dataset)
{
    QStringList rows;
    for (const TaskSummary &s : dataset.tasks)
        rows << countsText(s);
    return rows;
}

QStringList modelsOf(const Dataset &dataset)
{
    QStringList models;
    for (const TaskSummary &s : dataset.tasks)
        models << s.id + u':' + s.models.join(u',');
    return models;
}

bool append(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::Append) && file.write(bytes) == bytes.size();
}

} // namespace

class TestIndexedCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void theCountsSignatureFollowsWhatTheCountsRead();
    void infoTrustsItsCountsAndTheQueueChecksTheRest();
    void anEditThatPutsTheTimeBackIsSeen();
    void anIndexWithoutCountsIsReadOnceAndThenUsed();
    void aRowThatCannotBeReadBackIsReadFromItsFiles();

private:
    QString indexFile() const { return m_dir->filePath(u"index.sqlite"_s); }
    QString taskPath(const QString &relative) const { return DatasetLayout(m_root).at(relative); }
    Result<IndexedOpen> open(RowsNeeded needed) const { return openDatasetThroughIndex(m_root, indexFile(), needed); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_root;
};

void TestIndexedCounts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_root = installDemo(m_dir->filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
}

// The counts' signature moves with task.json, review.json, curation.json and the attempts folder's entries, written
// in place, made, renamed or removed, and with nothing else: not an attempt's files, a test file or a run record.
void TestIndexedCounts::theCountsSignatureFollowsWhatTheCountsRead()
{
    const QString id = QString::fromUtf16(kTask);
    const QString folder = taskPath(DatasetLayout::taskFolder(id));
    const QString attempts = taskPath(DatasetLayout::attemptsFolder(id));
    const auto signature = [&] { return taskSignature(folder, SignedFiles::Counts); };
    QString before = signature();
    QVERIFY(!before.isEmpty());
    QCOMPARE(signature(), before);

    QVERIFY(append(taskPath(DatasetLayout::attemptFile(id, u"gpt-4o-0"_s)), " "));
    QVERIFY(append(attempts + u"/gpt-4o-0/patch.diff"_s, "\n"));
    QVERIFY(writeFile(taskPath(DatasetLayout::validationFolder(id)) + u"/new-run.json"_s, "{}"));
    QVERIFY(writeFile(folder + u"/test-files/tests/test_more.py"_s, "def test(): pass\n"));
    QCOMPARE(signature(), before);

    const auto changes = [&](const char *what, const std::function<bool()> &edit) {
        if (!edit())
            return QString(u"could not %1"_s).arg(QLatin1StringView(what));
        const QString after = signature();
        if (after == before)
            return QString(u"unchanged after: %1"_s).arg(QLatin1StringView(what));
        before = after;
        return QString();
    };
    QCOMPARE(changes("append to task.json", [&] { return append(taskPath(DatasetLayout::taskFile(id)), " "); }),
             QString());
    QCOMPARE(changes("append to review.json", [&] { return append(taskPath(DatasetLayout::reviewFile(id)), " "); }),
             QString());
    const QString curation = taskPath(DatasetLayout::curationFile(id));
    QCOMPARE(changes("make curation.json", [&] { return writeFile(curation, "{}"); }), QString());
    QCOMPARE(changes("make an attempt folder", [&] { return QDir().mkpath(attempts + u"/new-attempt"_s); }), QString());
    QCOMPARE(changes("rename an attempt folder",
                     [&] { return QDir().rename(attempts + u"/new-attempt"_s, attempts + u"/renamed"_s); }),
             QString());
    QCOMPARE(changes("remove curation.json", [&] { return QFile::remove(curation); }), QString());
}

void TestIndexedCounts::infoTrustsItsCountsAndTheQueueChecksTheRest()
{
    const QString id = QString::fromUtf16(kTask);
    Result<IndexedOpen> first = open(RowsNeeded::Whole);
    QVERIFY(first);
    const int tasks = int(first->dataset.tasks.size());
    QCOMPARE(first->read, tasks);
    QVERIFY(first->remembered);

    // An attempt's model is edited in place: no count moves, so info takes every row from the index.
    QVERIFY(replaceInFile(taskPath(DatasetLayout::attemptFile(id, u"gpt-4o-0"_s)), "\"model\": \"gpt-4o\"",
                          "\"model\": \"gpt-4o-mini\""));
    Result<IndexedOpen> info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QCOMPARE(info->read, 0);
    QCOMPARE(info->fromIndex, tasks);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));

    // The queue checks whole rows: that task is read again, and its row names the new model.
    Result<IndexedOpen> queue = open(RowsNeeded::Whole);
    QVERIFY(queue);
    QCOMPARE(queue->read, 1);
    QCOMPARE(modelsOf(queue->dataset), modelsOf(*openDataset(m_root)));
    QVERIFY(modelsOf(queue->dataset).join(u' ').contains(u"gpt-4o-mini"_s));

    // A verdict changes: info reads that task again and counts it; the row it keeps serves the queue as well.
    QVERIFY(
        replaceInFile(taskPath(DatasetLayout::reviewFile(id)), "\"state\": \"dismissed\"", "\"state\": \"confirmed\""));
    info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QCOMPARE(info->read, 1);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));
    QVERIFY(countsText(info->dataset) != countsText(queue->dataset));
    queue = open(RowsNeeded::Whole);
    QVERIFY(queue);
    QCOMPARE(queue->read, 0);
    QCOMPARE(countsText(queue->dataset), countsText(*openDataset(m_root)));

    // A new attempt folder: info counts it.
    QVERIFY(copyTree(taskPath(DatasetLayout::attemptsFolder(id)) + u"/gpt-4o-0"_s,
                     taskPath(DatasetLayout::attemptsFolder(id)) + u"/gpt-4o-9"_s));
    QVERIFY(replaceInFile(taskPath(DatasetLayout::attemptFile(id, u"gpt-4o-9"_s)), "\"id\": \"gpt-4o-0\"",
                          "\"id\": \"gpt-4o-9\""));
    info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QCOMPARE(info->read, 1);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));
}

// A verdict flipped to another of the same length, and the file's modification time put back as it was: the size
// and the time say nothing changed, the file's change time does, and info and the queue see the verdict as it is.
void TestIndexedCounts::anEditThatPutsTheTimeBackIsSeen()
{
    const QString review = taskPath(DatasetLayout::reviewFile(QString::fromUtf16(kTask)));
    const QDateTime modified = QFileInfo(review).lastModified();
    const qint64 size = QFileInfo(review).size();
    const auto flip = [&](const QByteArray &from, const QByteArray &to) {
        QFile file(review);
        return replaceInFile(review, "\"state\": \"" + from + '"', "\"state\": \"" + to + '"') &&
               file.open(QIODevice::ReadWrite) && file.setFileTime(modified, QFileDevice::FileModificationTime);
    };
    QVERIFY(open(RowsNeeded::Whole));

    QVERIFY(flip("dismissed", "confirmed"));
    QCOMPARE(QFileInfo(review).size(), size);
    QCOMPARE(QFileInfo(review).lastModified(), modified);
    Result<IndexedOpen> info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QCOMPARE(info->read, 1);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));

    QVERIFY(flip("confirmed", "dismissed"));
    QCOMPARE(QFileInfo(review).size(), size);
    QCOMPARE(QFileInfo(review).lastModified(), modified);
    Result<IndexedOpen> queue = open(RowsNeeded::Whole);
    QVERIFY(queue);
    QCOMPARE(queue->read, 1);
    QCOMPARE(countsText(queue->dataset), countsText(*openDataset(m_root)));
    QVERIFY(countsText(queue->dataset) != countsText(info->dataset));
}

// An index whose rows were kept before they carried their counts' signature: info reads every task once, keeps the
// signatures, and takes every row from the index after that.
void TestIndexedCounts::anIndexWithoutCountsIsReadOnceAndThenUsed()
{
    QVERIFY(open(RowsNeeded::Whole));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"older"_s);
        db.setDatabaseName(indexFile());
        QVERIFY(db.open());
        QSqlQuery drop(db);
        QVERIFY(drop.exec(u"ALTER TABLE summaries DROP COLUMN counts"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"older"_s);

    Result<IndexedOpen> info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QVERIFY2(info->notUsedBecause.isEmpty(), qPrintable(info->notUsedBecause));
    QCOMPARE(info->read, int(info->dataset.tasks.size()));
    QVERIFY(info->remembered);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));
    info = open(RowsNeeded::Counts);
    QVERIFY(info);
    QCOMPARE(info->read, 0);
    QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));
    Result<IndexedOpen> queue = open(RowsNeeded::Whole);
    QVERIFY(queue);
    QCOMPARE(queue->read, 0);
}

// A row whose bytes are not a row (a damaged page, another program's write): that task alone is read from its files,
// for info and for the queue alike, and the index takes the row back.
void TestIndexedCounts::aRowThatCannotBeReadBackIsReadFromItsFiles()
{
    QVERIFY(open(RowsNeeded::Whole));
    for (const QByteArray &damage :
         {QByteArray("{\"id\": \"coin-hours-split\", \"specs\": \"three\""),
          QByteArray("{\"id\": \"coin-hours-split\", \"specs\": 3}"), QByteArray("\xff\xfe not json")}) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
            db.setDatabaseName(indexFile());
            QVERIFY(db.open());
            QSqlQuery update(db);
            update.prepare(u"UPDATE summaries SET json = ? WHERE id = ?"_s);
            update.addBindValue(damage);
            update.addBindValue(QString::fromUtf16(kTask));
            QVERIFY(update.exec());
            QCOMPARE(update.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(u"damage"_s);
        Result<IndexedOpen> info = open(RowsNeeded::Counts);
        QVERIFY(info);
        QCOMPARE(info->read, 1);
        QCOMPARE(info->fromIndex, int(info->dataset.tasks.size()) - 1);
        QCOMPARE(countsText(info->dataset), countsText(*openDataset(m_root)));
        Result<IndexedOpen> queue = open(RowsNeeded::Whole);
        QVERIFY(queue);
        QCOMPARE(queue->read, 0);
        QCOMPARE(modelsOf(queue->dataset), modelsOf(*openDataset(m_root)));
    }
}

QTEST_GUILESS_MAIN(TestIndexedCounts)
#include "tst_indexedcounts.moc"
