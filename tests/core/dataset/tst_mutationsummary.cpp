// What the queue reads of a task's mutation analyses when a dataset opens: the newest record's counts from the head
// of its file, judged stale against the task's files (through the digest cache), on a demo copy with records of
// real mutants of its reference saved as the window saves them.
#include <core/dataset/datasetio.h>
#include <core/dataset/mutationsummary.h>
#include <core/json/jsondocument.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/mutationrecords.h>

#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const auto kTask = u"coin-hours-split"_s;
const auto kOlder = u"20260101-090000-aaaa"_s;
const auto kNewer = u"20260102-090000-bbbb"_s;

const TaskSummary *summaryOf(const Dataset &dataset, const QString &id)
{
    for (const TaskSummary &t : dataset.tasks)
        if (t.id == id)
            return &t;
    return nullptr;
}

} // namespace

class TstMutationSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void newestAnalysisIsListed();
    void headOfTheRecordIsEnough();
    void editsMakeItStale();
    void digestCacheFollowsChangedFiles();
    void olderRecordWithoutCounts();
    void unreadableRecordIsSaidNotHidden();

private:
    std::unique_ptr<DemoCopy> m_demo;
    QString m_root;
    Task m_task;
    MutationRecord m_record; // the newer one: 3 survivors
};

void TstMutationSummary::init()
{
    m_demo = std::make_unique<DemoCopy>();
    QVERIFY(m_demo->install());
    m_root = m_demo->root();
    Result<Task> task = loadTask(m_root, kTask);
    QVERIFY(task);
    m_task = *task;
    QVERIFY(recordMutationAnalysis(m_root, m_task, mutationRecordOf(m_task, 0, kOlder)));
    m_record = mutationRecordOf(m_task, 3, kNewer);
    QVERIFY(m_record.mutants.size() > 5);
    QVERIFY(recordMutationAnalysis(m_root, m_task, m_record));
}

void TstMutationSummary::newestAnalysisIsListed()
{
    Result<Dataset> dataset = openDataset(m_root);
    QVERIFY(dataset);
    const TaskSummary *task = summaryOf(*dataset, kTask);
    QVERIFY(task && task->mutation);
    QVERIFY2(task->mutation->error.isEmpty(), qPrintable(task->mutation->error));
    QCOMPARE(task->mutation->runId, kNewer);
    QCOMPARE(task->mutation->survived, 3);
    QCOMPARE(task->mutation->killed, int(m_record.mutants.size()) - 3);
    QCOMPARE(task->mutation->unjudged, 0);
    QCOMPARE(task->mutation->stale, QStringList());
    QCOMPARE(task->mutation->score(), m_record.score());
    QVERIFY(!task->isBroken());
    // The other demo tasks were never analysed.
    for (const TaskSummary &t : dataset->tasks)
        if (t.id != kTask)
            QVERIFY2(!t.mutation, qPrintable(t.id));
    // What the window makes of the record in memory is what the listing reads from the file.
    const MutationSummary inMemory = mutationSummary(m_record, m_task);
    QCOMPARE(inMemory.killed, task->mutation->killed);
    QCOMPARE(inMemory.referenceSha256, task->mutation->referenceSha256);
    QCOMPARE(inMemory.testFileSha256, task->mutation->testFileSha256);
}

void TstMutationSummary::headOfTheRecordIsEnough()
{
    const QByteArray bytes = readFile(m_root, DatasetLayout::mutationRecordFile(kTask, kNewer));
    QVERIFY(bytes.size() > 8192); // the mutants' patches make it long
    // The counts and what the analysis ran with sit in its first few hundred bytes.
    QString error;
    const std::optional<MutationSummary> head = parseMutationSummary(bytes.left(2048), u"record.json"_s, &error);
    QVERIFY2(head, qPrintable(error));
    QCOMPARE(head->survived, 3);
    QCOMPARE(head->testFileSha256.size(), m_task.tests.files.size());
    QVERIFY(!head->referenceSha256.isEmpty());
    QCOMPARE(head->command, std::optional<QString>(m_task.tests.command));
    // Cut before the counts end, the head is not enough, and says so with the file.
    QVERIFY(!parseMutationSummary(bytes.left(60), u"record.json"_s, &error));
    QVERIFY2(error.startsWith(u"record.json: "_s), qPrintable(error));
}

void TstMutationSummary::editsMakeItStale()
{
    const TestFile file = m_task.tests.files.first();
    QVERIFY(saveTestFile(m_root, m_task, file.path, file.content + "\n# edited\n"));
    Result<Dataset> dataset = openDataset(m_root);
    QVERIFY(dataset);
    const TaskSummary *task = summaryOf(*dataset, kTask);
    QVERIFY(task && task->mutation);
    QCOMPARE(task->mutation->stale, QStringList{u"test file %1 was edited since"_s.arg(file.path)});
    QVERIFY(task->mutation->isStale());

    // A task edited in memory is judged the same way, and so is its reference patch.
    Task edited = m_task;
    edited.referencePatch += "\n";
    edited.tests.command += u" -x"_s;
    const QStringList reasons = mutationSummaryStaleReasons(*task->mutation, edited);
    QVERIFY(reasons.contains(u"the reference patch was changed since"_s));
    QVERIFY(reasons.contains(u"the test command was changed since"_s));
    QCOMPARE(mutationSummaryStaleReasons(*task->mutation, m_task), QStringList());
}

void TstMutationSummary::digestCacheFollowsChangedFiles()
{
    // Files last changed an hour ago are remembered by size and time.
    const QString test = DatasetLayout(m_root).at(DatasetLayout::testFile(kTask, m_task.tests.files.first().path));
    const QString reference = DatasetLayout(m_root).at(DatasetLayout::inTaskFolder(kTask, u"reference.patch"_s));
    for (const TestFile &f : m_task.tests.files)
        QVERIFY(backdateFile(DatasetLayout(m_root).at(DatasetLayout::testFile(kTask, f.path))).isValid());
    QVERIFY(backdateFile(reference).isValid());
    QVERIFY(openDataset(m_root));
    const QByteArray cache = readFile(m_root, DatasetLayout::digestCacheFile());
    QVERIFY(cache.size() > 64);
    // Nothing changed: the next open finds every digest there and leaves the file as it is.
    const QDateTime written = QFileInfo(DatasetLayout(m_root).at(DatasetLayout::digestCacheFile())).lastModified();
    QVERIFY(openDataset(m_root));
    QCOMPARE(readFile(m_root, DatasetLayout::digestCacheFile()), cache);
    QCOMPARE(QFileInfo(DatasetLayout(m_root).at(DatasetLayout::digestCacheFile())).lastModified(), written);
    QCOMPARE(readFile(m_root, DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n"_ba);

    // The same size with other bytes and another time: the cached digest is not trusted.
    QByteArray changed = readFile(test);
    changed[changed.size() - 2] = changed.at(changed.size() - 2) == 'x' ? 'y' : 'x';
    QVERIFY(writeFile(test, changed));
    QFile touched(test);
    QVERIFY(touched.open(QIODevice::ReadWrite));
    QVERIFY(touched.setFileTime(QDateTime::currentDateTime().addSecs(-1800), QFileDevice::FileModificationTime));
    touched.close();
    Result<Dataset> dataset = openDataset(m_root);
    QVERIFY(dataset);
    QVERIFY(summaryOf(*dataset, kTask)->mutation->isStale());

    // Put back, it is current again.
    QVERIFY(writeFile(test, m_task.tests.files.first().content));
    QVERIFY(backdateFile(test).isValid());
    dataset = openDataset(m_root);
    QVERIFY(dataset);
    QCOMPARE(summaryOf(*dataset, kTask)->mutation->stale, QStringList());
}

void TstMutationSummary::olderRecordWithoutCounts()
{
    // A record written before the counts led the file: its mutants are counted instead.
    Result<Json> json = parseJson(mutationRecordToJson(mutationRecordOf(m_task, 4, u"20260103-090000-cccc"_s)), {});
    QVERIFY(json);
    json->erase("counts");
    QVERIFY(writeFileIfChanged(
        DatasetLayout(m_root).at(DatasetLayout::mutationRecordFile(kTask, u"20260103-090000-cccc"_s)),
        serializeJson(*json)));
    const std::optional<MutationSummary> summary = readMutationSummary(m_root, kTask);
    QVERIFY(summary);
    QVERIFY2(summary->error.isEmpty(), qPrintable(summary->error));
    QCOMPARE(summary->runId, u"20260103-090000-cccc"_s);
    QCOMPARE(summary->survived, 4);
    QCOMPARE(summary->killed, int(m_record.mutants.size()) - 4);
}

void TstMutationSummary::unreadableRecordIsSaidNotHidden()
{
    const QString rel = DatasetLayout::mutationRecordFile(kTask, u"20260104-090000-dddd"_s);
    QVERIFY(writeFile(m_root, rel, "{\"id\": \"20260104-090000-dddd\", \"kind\": \"mutation\", \"counts\": {"));
    Result<Dataset> dataset = openDataset(m_root);
    QVERIFY(dataset);
    const TaskSummary *task = summaryOf(*dataset, kTask);
    QVERIFY(task && task->mutation);
    QVERIFY2(task->mutation->error.startsWith(rel), qPrintable(task->mutation->error));
    QVERIFY(!task->mutation->score());
    QVERIFY(!task->isBroken()); // the task itself still loads
}

QTEST_GUILESS_MAIN(TstMutationSummary)
#include "tst_mutationsummary.moc"
