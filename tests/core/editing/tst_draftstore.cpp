// DraftStore: drafts survive a round trip byte for byte, are filed per (dataset, task, path), and unreadable files
// are reported by name without being removed.

#include <core/editing/draftstore.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestDraftStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void keysAreSeparate();
    void removeAndMissing();
    void corruptFilesAreReportedAndKept();
    void writeKeepsCorruptFileAside();
    void readsDraftsInTheFormAlreadyOnDisk_data();
    void readsDraftsInTheFormAlreadyOnDisk();

private:
    static Draft draft(const QString &root, const QString &task, const QString &path, const QByteArray &content)
    {
        Draft d;
        d.dataset = root;
        d.task = task;
        d.path = path;
        d.baseSha256 = sha256Hex("base");
        d.content = content;
        return d;
    }
};

void TestDraftStore::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("python") << u"tests/test_hours.py"_s << "def test():\n    assert 1\n"_ba;
    QTest::newRow("crlf and unicode") << u"tests/ünï cödé.py"_s << "x = '→'\r\n"_ba;
    QTest::newRow("not utf-8") << u"a/../weird\\name?.txt"_s << QByteArray("\xff\xfe\x00 latin1 \xe9", 13);
    QTest::newRow("empty") << u"empty.py"_s << QByteArray();
}

void TestDraftStore::roundTrip()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const DraftStore store(dir.filePath(u"drafts"_s));
    const QString root = dir.filePath(u"dataset"_s);

    Result<void> written = store.write(draft(root, u"task-1"_s, path, content));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    // Any path gives a plain file name inside the drafts folder.
    const QString fileName = store.fileNameFor(root, u"task-1"_s, path);
    QCOMPARE(QFileInfo(fileName).absolutePath(), QFileInfo(dir.filePath(u"drafts"_s)).absoluteFilePath());
    QVERIFY(QFileInfo::exists(fileName));

    Result<Draft> read = store.read(root, u"task-1"_s, path);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
    QCOMPARE(read->content, content);
    QCOMPARE(read->path, path);
    QCOMPARE(read->task, u"task-1"_s);
    QCOMPARE(read->baseSha256, sha256Hex("base"));
    QVERIFY(read->savedAt.isValid());
    QVERIFY(qAbs(read->savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QCOMPARE(read->fileName, fileName);
}

void TestDraftStore::keysAreSeparate()
{
    QTemporaryDir dir;
    const DraftStore store(dir.path());
    const QString rootA = dir.filePath(u"a"_s);
    const QString rootB = dir.filePath(u"b"_s);
    QVERIFY(store.write(draft(rootA, u"t1"_s, u"x.py"_s, "a-t1-x")));
    QVERIFY(store.write(draft(rootA, u"t1"_s, u"y.py"_s, "a-t1-y")));
    QVERIFY(store.write(draft(rootA, u"t2"_s, u"x.py"_s, "a-t2-x")));
    QVERIFY(store.write(draft(rootB, u"t1"_s, u"x.py"_s, "b-t1-x")));
    // The same key written again replaces the draft.
    QVERIFY(store.write(draft(rootA, u"t1"_s, u"x.py"_s, "a-t1-x again")));

    QCOMPARE(store.allDrafts().size(), 4);
    QList<QByteArray> contents;
    for (const Draft &d : store.draftsFor(rootA + u"/./"_s, u"t1"_s))
        contents.append(d.content);
    std::sort(contents.begin(), contents.end());
    QCOMPARE(contents, (QList<QByteArray>{"a-t1-x again", "a-t1-y"}));
    QCOMPARE(store.draftsFor(rootB, u"t1"_s).size(), 1);
    QCOMPARE(store.draftsFor(rootB, u"t2"_s).size(), 0);
}

void TestDraftStore::removeAndMissing()
{
    QTemporaryDir dir;
    const DraftStore store(dir.path());
    QVERIFY(store.write(draft(dir.path(), u"t"_s, u"x.py"_s, "x")));
    QVERIFY(store.remove(dir.path(), u"t"_s, u"x.py"_s));
    Result<Draft> read = store.read(dir.path(), u"t"_s, u"x.py"_s);
    QVERIFY(!read);
    QCOMPARE(read.error().code, Error::Code::NotFound);
    QVERIFY(store.remove(dir.path(), u"t"_s, u"x.py"_s));
    QVERIFY(store.allDrafts().isEmpty());
}

void TestDraftStore::corruptFilesAreReportedAndKept()
{
    QTemporaryDir dir;
    const DraftStore store(dir.path());
    QVERIFY(store.write(draft(dir.path(), u"t"_s, u"good.py"_s, "good")));
    const QString truncated = dir.filePath(u"truncated.json"_s);
    const QString noContent = dir.filePath(u"nocontent.json"_s);
    {
        QFile f(truncated);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"dataset\": \"/x\", \"task\": ");
        QFile g(noContent);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(
            R"({"dataset": "/x", "task": "t", "path": "p", "base_sha256": "", "saved_at": "2026-01-01T00:00:00Z"})");
    }

    QList<Error> problems;
    const QList<Draft> drafts = store.draftsFor(dir.path(), u"t"_s, &problems);
    QCOMPARE(drafts.size(), 1);
    QCOMPARE(drafts.first().content, "good"_ba);
    QCOMPARE(problems.size(), 2);
    QStringList files;
    for (const Error &e : problems) {
        QVERIFY(!e.message.isEmpty());
        files.append(e.file);
    }
    files.sort();
    QCOMPARE(files, (QStringList{noContent, truncated}));
    QVERIFY(problems.last().message.contains(u"content"_s) || problems.first().message.contains(u"content"_s));
    QVERIFY(QFileInfo::exists(truncated));
    QVERIFY(QFileInfo::exists(noContent));
}

void TestDraftStore::writeKeepsCorruptFileAside()
{
    QTemporaryDir dir;
    const DraftStore store(dir.path());
    const QString fileName = store.fileNameFor(dir.path(), u"t"_s, u"x.py"_s);
    {
        QFile f(fileName);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("garbage that may be the only copy");
    }
    QVERIFY(store.write(draft(dir.path(), u"t"_s, u"x.py"_s, "new")));
    QCOMPARE(store.read(dir.path(), u"t"_s, u"x.py"_s)->content, "new"_ba);
    const QStringList aside = QDir(dir.path()).entryList({u"*.corrupt-*"_s}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(QDir(dir.path()).filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), "garbage that may be the only copy"_ba);
}

void TestDraftStore::readsDraftsInTheFormAlreadyOnDisk_data()
{
    QTest::addColumn<QByteArray>("encoding");
    QTest::addColumn<QByteArray>("stored");  // the "content" value as the file holds it, JSON-escaped
    QTest::addColumn<QByteArray>("content"); // what the draft must give back
    // JSON escapes (\uXXXX, \r, \n) and raw UTF-8 read back as the same bytes.
    QTest::newRow("escaped text") << "utf-8"_ba
                                  << R"(def test_\u00e9():\n    assert \"\u2192\" != '\\t'\r\n)"_ba
                                  << "def test_\xc3\xa9():\n    assert \"\xe2\x86\x92\" != '\\t'\r\n"_ba;
    QTest::newRow("raw UTF-8") << "utf-8"_ba
                               << "x = '\xe2\x86\x92'\\n"_ba
                               << "x = '\xe2\x86\x92'\n"_ba;
    QTest::newRow("base64 bytes") << "base64"_ba
                                  << "//4AIGxhdGluMSDpAA=="_ba << QByteArray("\xff\xfe\x00 latin1 \xe9", 13);
}

// Drafts written before this version of Heddle: sorted keys, four-space indent. They must still be recovered.
void TestDraftStore::readsDraftsInTheFormAlreadyOnDisk()
{
    QFETCH(QByteArray, encoding);
    QFETCH(QByteArray, stored);
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const DraftStore store(dir.filePath(u"drafts"_s));
    const QString root = normalizedDatasetRoot(dir.path());
    QVERIFY(QDir().mkpath(store.folder()));
    const QString fileName = store.fileNameFor(root, u"task-7"_s, u"tests/test_a.py"_s);
    {
        QFile f(fileName);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n"
                "    \"base_sha256\": \"" +
                sha256Hex("base") +
                "\",\n"
                "    \"content\": \"" +
                stored +
                "\",\n"
                "    \"dataset\": \"" +
                root.toUtf8() +
                "\",\n"
                "    \"encoding\": \"" +
                encoding +
                "\",\n"
                "    \"format\": 1,\n"
                "    \"path\": \"tests/test_a.py\",\n"
                "    \"saved_at\": \"2025-11-03T09:15:42.125Z\",\n"
                "    \"task\": \"task-7\"\n"
                "}\n");
    }

    const QList<Draft> drafts = store.draftsFor(root, u"task-7"_s);
    QCOMPARE(drafts.size(), 1);
    const Draft &draft = drafts.first();
    QCOMPARE(draft.content, content);
    QCOMPARE(draft.path, u"tests/test_a.py"_s);
    QCOMPARE(draft.baseSha256, sha256Hex("base"));
    QCOMPARE(draft.savedAt, QDateTime(QDate(2025, 11, 3), QTime(9, 15, 42, 125), Qt::UTC));
    QCOMPARE(draft.fileName, fileName);

    // Writing it again keeps the same fields, so the file reads back the same.
    QVERIFY(store.write(draft));
    const Result<Draft> again = store.read(root, u"task-7"_s, u"tests/test_a.py"_s);
    QVERIFY(again);
    QCOMPARE(again->content, content);
    QCOMPARE(again->savedAt, draft.savedAt);
}

QTEST_GUILESS_MAIN(TestDraftStore)
#include "tst_draftstore.moc"
