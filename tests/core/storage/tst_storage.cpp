// The storage layer: the dataset's layout, path safety and atomic writes that skip unchanged bytes.

#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>
#include <tests/support/files.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

#include <numeric>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestStorage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layout();
    void curatorFileName_data();
    void curatorFileName();
    void safeRelativePath_data();
    void safeRelativePath();
    void safeId_data();
    void safeId();
    void unchangedBytesAreNotWritten();
    void newFilesAreNeverOverwritten();
    void oneOfConcurrentNewFileWritersWins();
    void errorsNameTheFile();
};

void TestStorage::layout()
{
    const DatasetLayout layout(u"/data/set/"_s);
    QCOMPARE(layout.root(), u"/data/set"_s);
    QCOMPARE(layout.at(DatasetLayout::reviewFile(u"coin-hours"_s)), u"/data/set/tasks/coin-hours/review.json"_s);
    QCOMPARE(layout.relative(u"/data/set/tasks/a/task.json"_s), u"tasks/a/task.json"_s);
    QCOMPARE(layout.relative(u"/data/settle/x"_s), u"/data/settle/x"_s);
    QCOMPARE(DatasetLayout::testFile(u"a"_s, u"tests/test_x.py"_s), u"tasks/a/test-files/tests/test_x.py"_s);
    QCOMPARE(DatasetLayout::attemptFile(u"a"_s, u"gpt-1"_s), u"tasks/a/attempts/gpt-1/attempt.json"_s);
    QCOMPARE(DatasetLayout::runRecordFile(u"a"_s, u"20261130-064023-2436"_s),
             u"tasks/a/validation/20261130-064023-2436.json"_s);
    QCOMPARE(DatasetLayout::runLogFile(u"a"_s, u"r1"_s, u"reference-1"_s), u"tasks/a/validation/r1/reference-1.log"_s);
    QCOMPARE(DatasetLayout::curatorReviewFile(u"a"_s, u"Ada Lovelace"_s), u"tasks/a/reviews/ada-lovelace.json"_s);
    QCOMPARE(DatasetLayout::blindVerdictFile(u"a"_s, u"Ada Lovelace"_s), u"tasks/a/blind/ada-lovelace.json"_s);
    QCOMPARE(DatasetLayout::curationFile(u"a"_s), u"tasks/a/curation.json"_s);
    QCOMPARE(DatasetLayout::datasetFile(), QString::fromUtf16(kDatasetFileName));
    QCOMPARE(DatasetLayout::inTaskFolder(u"a"_s, DatasetLayout::referencePatchName()), u"tasks/a/reference.patch"_s);
    QCOMPARE(DatasetLayout::inAttemptFolder(u"a"_s, u"gpt-1"_s, DatasetLayout::attemptPatchName()),
             u"tasks/a/attempts/gpt-1/patch.diff"_s);
}

void TestStorage::curatorFileName_data()
{
    QTest::addColumn<QString>("curator");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("spaces") << u"Grace Hopper"_s << u"grace-hopper"_s;
    QTest::newRow("slashes cannot leave the folder") << u"../../etc/passwd"_s << u"etc-passwd"_s;
    QTest::newRow("leading dot") << u".hidden"_s << u"hidden"_s;
    QTest::newRow("nothing left") << u"///"_s << u"curator"_s;
    QTest::newRow("letters beyond ASCII") << u"Zoë"_s << u"zoë"_s;
}

void TestStorage::curatorFileName()
{
    QFETCH(QString, curator);
    QFETCH(QString, fileName);
    QCOMPARE(DatasetLayout::curatorFileName(curator), fileName);
}

void TestStorage::safeRelativePath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("safe");
    QTest::newRow("plain") << u"tests/test_a.py"_s << true;
    QTest::newRow("dotted name") << u"src/.config/x"_s << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("absolute") << u"/etc/passwd"_s << false;
    QTest::newRow("parent") << u"tests/../../x"_s << false;
    QTest::newRow("current") << u"./x"_s << false;
    QTest::newRow("empty part") << u"a//b"_s << false;
    QTest::newRow("backslash") << u"a\\b"_s << false;
    QTest::newRow("git folder") << u".git/hooks/pre-commit"_s << false;
    QTest::newRow("git folder, other case") << u"sub/.GIT/config"_s << false;
    QTest::newRow("nul") << (u"a"_s + QChar(0) + u"b"_s) << false;
}

void TestStorage::safeRelativePath()
{
    QFETCH(QString, path);
    QFETCH(bool, safe);
    QCOMPARE(isSafeRelativePath(path), safe);
}

void TestStorage::safeId_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("safe");
    QTest::newRow("task") << u"django__django-11099"_s << true;
    QTest::newRow("plus and dot") << u"vacuous.test+d9a2"_s << true;
    QTest::newRow("leading dot") << u".x"_s << false;
    QTest::newRow("slash") << u"a/b"_s << false;
    QTest::newRow("too long") << QString(201, u'a') << false;
}

void TestStorage::safeId()
{
    QFETCH(QString, id);
    QFETCH(bool, safe);
    QCOMPARE(isSafeId(id), safe);
}

void TestStorage::unchangedBytesAreNotWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tasks/a/review.json"_s);
    QVERIFY(writeFileIfChanged(path, "{}\n"));
    QCOMPARE(*readWholeFile(path), QByteArray("{}\n"));
    const QDateTime old = heddle::test::backdateFile(path);
    QVERIFY(old.isValid());
    QVERIFY(writeFileIfChanged(path, "{}\n"));
    QCOMPARE(QFileInfo(path).lastModified().toSecsSinceEpoch(), old.toSecsSinceEpoch());
    QVERIFY(writeFileIfChanged(path, "{\"a\": 1}\n"));
    QVERIFY(QFileInfo(path).lastModified() > old);
    QCOMPARE(*readWholeFile(path), QByteArray("{\"a\": 1}\n"));
    // Nothing half-written or temporary is left beside it.
    QCOMPARE(QDir(dir.filePath(u"tasks/a"_s)).entryList(QDir::Files | QDir::Hidden), QStringList{u"review.json"_s});
}

void TestStorage::newFilesAreNeverOverwritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"validation/r1.json"_s);
    QVERIFY(writeNewFile(path, "first"));
    const Result<void> again = writeNewFile(path, "second");
    QVERIFY(!again);
    QCOMPARE(again.error().file, path);
    QCOMPARE(*readWholeFile(path), QByteArray("first"));
    // Nothing temporary is left beside it, after the write or after the refusal.
    QCOMPARE(QDir(dir.filePath(u"validation"_s)).entryList(QDir::Files | QDir::Hidden), QStringList{u"r1.json"_s});

    // A link in the way is not followed: not even one that points nowhere.
    const QString nowhere = dir.filePath(u"validation/r2.json"_s);
    QVERIFY(QFile::link(dir.filePath(u"missing-target"_s), nowhere));
    QVERIFY(!writeNewFile(nowhere, "third"));
    QVERIFY(!QFileInfo::exists(dir.filePath(u"missing-target"_s)));
}

void TestStorage::oneOfConcurrentNewFileWritersWins()
{
    // Two validations that chose the same run id: one record is kept whole, the other writer hears of it.
    QTemporaryDir dir;
    constexpr int kWriters = 8;
    for (int round = 0; round < 20; ++round) {
        const QString path = dir.filePath(u"validation/run-%1.json"_s.arg(round));
        QList<int> writers(kWriters);
        std::iota(writers.begin(), writers.end(), 0);
        const QList<bool> written = QtConcurrent::blockingMapped(
            writers, [&path](int writer) { return bool(writeNewFile(path, QByteArray(4096, char('a' + writer)))); });
        QCOMPARE(written.count(true), 1);
        const int winner = int(written.indexOf(true));
        QCOMPARE(*readWholeFile(path), QByteArray(4096, char('a' + winner)));
    }
    QCOMPARE(QDir(dir.filePath(u"validation"_s)).entryList(QDir::Files | QDir::Hidden).size(), 20);
}

void TestStorage::errorsNameTheFile()
{
    QTemporaryDir dir;
    const QString blocked = dir.filePath(u"file"_s);
    QVERIFY(writeFileIfChanged(blocked, "x"));
    // A folder cannot be made where a file is.
    const Result<void> written = writeFileIfChanged(blocked + u"/below.json"_s, "y");
    QVERIFY(!written);
    QCOMPARE(written.error().file, blocked + u"/below.json"_s);
    const Result<QByteArray> read = readWholeFile(dir.filePath(u"missing"_s));
    QVERIFY(!read);
    QCOMPARE(read.error().file, dir.filePath(u"missing"_s));
}

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
