// The presenter's order of a task's beats: arranged over the generated beats, saved in the task's folder and read
// back, on an installed demo dataset.
#include <core/dataset/datasetio.h>
#include <core/present/beatorder.h>
#include <core/present/presentation.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QStringList idsOf(const QList<Beat> &beats)
{
    QStringList ids;
    for (const Beat &b : beats)
        ids.append(b.id);
    return ids;
}

// The beats shown when the presenter has not picked: all but the offered ones.
QList<Beat> notOffered(const QList<Beat> &beats)
{
    QList<Beat> shown;
    for (const Beat &b : beats)
        if (!b.offered)
            shown.append(b);
    return shown;
}

} // namespace

class TestBeatOrder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    Task m_task;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
        Result<Task> loaded = loadTask(m_root, u"wallet-lock"_s);
        QVERIFY(loaded);
        m_task = std::move(loaded).value();
    }

    void noSavedOrderKeepsTheGeneratedOne()
    {
        Result<BeatOrder> none = loadBeatOrder(m_root, m_task.id);
        QVERIFY(none);
        QVERIFY(none->isEmpty());
        const QList<Beat> generated = generateBeats(m_task);
        QCOMPARE(shownBeats(arrangeBeats(generated, *none)), notOffered(generated));
    }

    void reorderedAndSkippedOrderIsSavedAndReadBack()
    {
        const QList<Beat> generated = generateBeats(m_task);
        QList<ArrangedBeat> arranged = arrangeBeats(generated, {});
        // The validation first, the query skipped, the matrix moved up one.
        arranged.move(arranged.size() - 1, 0);
        arranged[1].skipped = true;
        QCOMPARE(arranged[1].beat.id, u"query"_s);
        const auto matrix = std::find_if(arranged.begin(), arranged.end(),
                                         [](const ArrangedBeat &a) { return a.beat.id == u"matrix"_s; });
        const qsizetype at = matrix - arranged.begin();
        arranged.move(at, at - 1);
        const BeatOrder order = orderOf(arranged);
        QVERIFY(saveBeatOrder(m_root, m_task.id, order));

        const QString file = DatasetLayout(m_root).at(DatasetLayout::presentationFile(m_task.id));
        QVERIFY(QFile::exists(file));
        Result<BeatOrder> read = loadBeatOrder(m_root, m_task.id);
        QVERIFY(read);
        QCOMPARE(*read, order);
        QVERIFY(read->isSkipped(u"query"_s));

        const Presentation p = loadPresentation(m_root, m_task, {});
        QVERIFY(p.problems.isEmpty());
        const QStringList shown = idsOf(p.shown());
        QCOMPARE(shown.first(), u"validation"_s);
        QVERIFY(!shown.contains(u"query"_s));
        QCOMPARE(shown.size(), notOffered(generated).size() - 1);
        const auto placed = std::find_if(p.beats.cbegin(), p.beats.cend(),
                                         [](const ArrangedBeat &a) { return a.beat.id == u"matrix"_s; });
        QVERIFY((placed + 1)->beat.id.startsWith(u"graph:"_s));
        // The file is one a curator can read in a diff: pretty-printed, the ids in order.
        const QByteArray bytes = readFile(file);
        QVERIFY(bytes.contains("\"id\": \"validation\""));
        QVERIFY(bytes.indexOf("\"validation\"") < bytes.indexOf("\"query\""));
        // Saving the same order again leaves the file alone.
        const QDateTime modified = backdateFile(file);
        QVERIFY(saveBeatOrder(m_root, m_task.id, order));
        QCOMPARE(QFileInfo(file).lastModified(), modified);
    }

    void unknownBeatsAreDroppedAndNewOnesAppended()
    {
        BeatOrder saved;
        saved.entries = {{u"flag:F2"_s, false},
                         {u"flag:gone"_s, true},
                         {u"specs:no-such-category"_s, false},
                         {u"query"_s, true},
                         {u"flag:F2"_s, true}};
        const QList<Beat> generated = generateBeats(m_task);
        const QList<ArrangedBeat> arranged = arrangeBeats(generated, saved);
        QCOMPARE(arranged.size(), generated.size());
        QCOMPARE(arranged.at(0).beat.id, u"flag:F2"_s);
        QVERIFY(!arranged.at(0).skipped); // a repeated id counts once, the first time
        QCOMPARE(arranged.at(1).beat.id, u"query"_s);
        QVERIFY(arranged.at(1).skipped);
        // The rest in their generated order, shown unless only offered.
        QStringList rest;
        for (const Beat &b : generated)
            if (b.id != u"flag:F2"_s && b.id != u"query"_s)
                rest.append(b.id);
        QStringList after;
        for (qsizetype i = 2; i < arranged.size(); ++i) {
            after.append(arranged.at(i).beat.id);
            QCOMPARE(arranged.at(i).skipped, arranged.at(i).beat.offered);
        }
        QCOMPARE(after, rest);
        // Saved again, the order names every beat the task has now and no other.
        const BeatOrder again = orderOf(arranged);
        QCOMPARE(again.entries.size(), generated.size());
        QVERIFY(!again.isSkipped(u"flag:gone"_s));
    }

    void aBrokenFileNamesItsPlace()
    {
        const QString file = DatasetLayout(m_root).at(DatasetLayout::presentationFile(u"spend-policy"_s));
        QVERIFY(writeFile(file, "{\n  \"beats\": [\n    { \"id\": \"query\", \"skip\": \"yes\" }\n  ]\n}\n"));
        Result<BeatOrder> read = loadBeatOrder(m_root, u"spend-policy"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().pointer, u"/beats/0/skip"_s);
        QCOMPARE(read.error().line, 3);
        QVERIFY(read.error().toString().contains(u"presentation.json"_s));
        // The presentation goes on in the generated order and says what was wrong.
        Result<Task> task = loadTask(m_root, u"spend-policy"_s);
        QVERIFY(task);
        const Presentation p = loadPresentation(m_root, *task, {});
        QCOMPARE(p.problems.size(), 1);
        QCOMPARE(p.shown(), notOffered(generateBeats(*task)));
    }
};

QTEST_GUILESS_MAIN(TestBeatOrder)
#include "tst_beatorder.moc"
