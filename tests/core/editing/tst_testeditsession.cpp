// TestEditSession on a copy of the demo dataset: autosaved drafts, atomic saves into the dataset, and recovery of
// the draft left by a process that died with unsaved edits (a real child process that aborts).

#include <core/dataset/datasetio.h>
#include <core/editing/taskedit.h>
#include <core/editing/testeditsession.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kTest = u"tests/test_hours_split.py"_s;
const QString kNewTest = u"tests/test_new_file.py"_s;
const char kChildArg[] = "--edit-and-crash";
const char kNewFileChildArg[] = "--add-edit-and-crash";

Task load(const QString &root)
{
    Result<Task> task = loadTask(root, kTask);
    if (!task)
        qFatal("%s", qPrintable(task.error().toString()));
    return std::move(task).value();
}

QByteArray edited(const QByteArray &content)
{
    return content + "\n\ndef test_added_by_curator():\n    assert hours.allocate_hours([COIN], 3) == [3]\n"_ba;
}

// The child: open the task, edit, and die as soon as the autosave has put the draft on disk.
int editAndCrash(const QString &root, const QString &drafts)
{
    TestEditSession session(drafts);
    session.setAutosaveInterval(20);
    session.setTask(root, load(root));
    QObject::connect(&session, &TestEditSession::draftWritten, &session, [](const QString &) { std::abort(); });
    session.setContent(kTest, edited(session.content(kTest)));
    return QCoreApplication::exec();
}

// The child: add a test file as the Tests page does, type in it, and die once the autosave has put the draft on disk.
int addEditAndCrash(const QString &root, const QString &drafts)
{
    const Result<SavedEdit> added = saveTaskEdit(root, load(root), {u"Test file added"_s, {}, [](Task &t) {
                                                                        t.tests.files.append(TestFile{kNewTest, {}});
                                                                    }});
    if (!added)
        qFatal("%s", qPrintable(added.error().toString()));
    TestEditSession session(drafts);
    session.setAutosaveInterval(20);
    session.setTask(root, added->task);
    QObject::connect(&session, &TestEditSession::draftWritten, &session, [](const QString &) { std::abort(); });
    session.setContent(kNewTest, "def test_typed_before_the_crash():\n    assert True\n");
    return QCoreApplication::exec();
}

} // namespace

class TestTestEditSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void editAutosavesDraft();
    void saveWritesDatasetAndRemovesDraft();
    void editBackToSavedIsNotModified();
    void revertRemovesDraft();
    void saveFailureKeepsEdit();
    void recoverAfterCrash();
    void recoverNewFileAfterCrash();
    void draftOfChangedFileIsMarked();
    void discardRemovesDrafts();
    void destructorKeepsUnsavedEdits();

private:
    QString root() const { return m_dir->filePath(u"dataset"_s); }
    QString drafts() const { return m_dir->filePath(u"drafts"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestTestEditSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(copyTree(demoSourcePath(), root()));
}

void TestTestEditSession::editAutosavesDraft()
{
    TestEditSession session(drafts());
    session.setAutosaveInterval(30);
    session.setTask(root(), load(root()));
    QVERIFY(session.files().contains(kTest));
    QVERIFY(!session.hasUnsavedChanges());
    QVERIFY(session.recoverableDrafts().isEmpty());

    QSignalSpy modified(&session, &TestEditSession::modifiedChanged);
    QSignalSpy written(&session, &TestEditSession::draftWritten);
    const QByteArray saved = session.content(kTest);
    session.setContent(kTest, edited(saved));
    QCOMPARE(modified.size(), 1);
    QCOMPARE(modified.first().at(1).toBool(), true);
    QVERIFY(session.isModified(kTest));
    QCOMPARE(session.modifiedFiles(), QStringList{kTest});
    QVERIFY(written.isEmpty()); // the timer, not the keystroke, writes the draft

    QTRY_COMPARE(written.size(), 1);
    Result<Draft> draft = DraftStore(drafts()).read(root(), kTask, kTest);
    QVERIFY(draft);
    QCOMPARE(draft->content, edited(saved));
    QCOMPARE(draft->baseSha256, sha256Hex(saved));
    // The dataset itself is untouched until the curator saves.
    QCOMPARE(readFile(root() + u"/tasks/coin-hours-split/test-files/"_s + kTest), saved);
}

void TestTestEditSession::saveWritesDatasetAndRemovesDraft()
{
    TestEditSession session(drafts());
    session.setAutosaveInterval(10);
    session.setTask(root(), load(root()));
    const QByteArray content = edited(session.content(kTest));
    QSignalSpy written(&session, &TestEditSession::draftWritten);
    session.setContent(kTest, content);
    QTRY_COMPARE(written.size(), 1);

    QSignalSpy saved(&session, &TestEditSession::saved);
    Result<void> status = session.save(kTest);
    QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
    QCOMPARE(saved.size(), 1);
    QVERIFY(!session.hasUnsavedChanges());
    QCOMPARE(readFile(root() + u"/tasks/coin-hours-split/test-files/"_s + kTest), content);
    QVERIFY(DraftStore(drafts()).allDrafts().isEmpty());
    QCOMPARE(session.savedContent(kTest), content);

    const Task reloaded = load(root());
    const auto file = std::find_if(reloaded.tests.files.cbegin(), reloaded.tests.files.cend(),
                                   [](const TestFile &f) { return f.path == kTest; });
    QVERIFY(file != reloaded.tests.files.cend());
    QCOMPARE(file->content, content);
}

void TestTestEditSession::editBackToSavedIsNotModified()
{
    TestEditSession session(drafts());
    session.setAutosaveInterval(10);
    session.setTask(root(), load(root()));
    const QByteArray saved = session.content(kTest);
    QSignalSpy written(&session, &TestEditSession::draftWritten);
    session.setContent(kTest, edited(saved));
    QTRY_COMPARE(written.size(), 1);
    QSignalSpy modified(&session, &TestEditSession::modifiedChanged);
    session.setContent(kTest, saved);
    QCOMPARE(modified.size(), 1);
    QVERIFY(!session.isModified(kTest));
    // The stale draft goes when the timer fires again.
    QTRY_VERIFY(DraftStore(drafts()).allDrafts().isEmpty());
}

void TestTestEditSession::revertRemovesDraft()
{
    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    const QByteArray saved = session.content(kTest);
    session.setContent(kTest, edited(saved));
    QVERIFY(session.flushDrafts());
    QCOMPARE(DraftStore(drafts()).allDrafts().size(), 1);
    QSignalSpy changed(&session, &TestEditSession::contentChanged);
    session.revert(kTest);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(session.content(kTest), saved);
    QVERIFY(!session.hasUnsavedChanges());
    QVERIFY(DraftStore(drafts()).allDrafts().isEmpty());
}

void TestTestEditSession::saveFailureKeepsEdit()
{
    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    const QByteArray content = edited(session.content(kTest));
    session.setContent(kTest, content);
    // A folder where the file should be: the atomic write cannot replace it.
    const QString target = root() + u"/tasks/coin-hours-split/test-files/"_s + kTest;
    QVERIFY(QFile::remove(target));
    QVERIFY(QDir().mkpath(target + u"/blocker"_s));
    QSignalSpy errors(&session, &TestEditSession::error);
    Result<void> status = session.save(kTest);
    QVERIFY(!status);
    QCOMPARE(errors.size(), 1);
    QVERIFY(session.isModified(kTest));
    QCOMPARE(session.content(kTest), content);
}

void TestTestEditSession::recoverAfterCrash()
{
    const QByteArray saved = readFile(root() + u"/tasks/coin-hours-split/test-files/"_s + kTest);
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kChildArg), root(), drafts()});
    QVERIFY(child.waitForStarted());
    QTRY_COMPARE_WITH_TIMEOUT(child.state(), QProcess::NotRunning, 30000);
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    QVERIFY(!session.hasUnsavedChanges());
    const QList<Draft> drafts = session.recoverableDrafts();
    QCOMPARE(drafts.size(), 1);
    QCOMPARE(drafts.first().path, kTest);
    QCOMPARE(drafts.first().content, edited(saved));
    QVERIFY(!drafts.first().baseChanged);

    QSignalSpy recoverable(&session, &TestEditSession::recoverableDraftsChanged);
    QVERIFY(session.restoreDraft(kTest));
    QCOMPARE(recoverable.size(), 1);
    QVERIFY(session.recoverableDrafts().isEmpty());
    QVERIFY(session.isModified(kTest));
    QCOMPARE(session.content(kTest), edited(saved));
    QVERIFY(session.save(kTest));
    QCOMPARE(readFile(root() + u"/tasks/coin-hours-split/test-files/"_s + kTest), edited(saved));
    QVERIFY(DraftStore(this->drafts()).allDrafts().isEmpty());

    // Nothing left to recover next time.
    TestEditSession again(this->drafts());
    again.setTask(root(), load(root()));
    QVERIFY(again.recoverableDrafts().isEmpty());
}

void TestTestEditSession::recoverNewFileAfterCrash()
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kNewFileChildArg), root(), drafts()});
    QVERIFY(child.waitForStarted());
    QTRY_COMPARE_WITH_TIMEOUT(child.state(), QProcess::NotRunning, 30000);
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    // The file was added (empty) before the typing; the typing is offered again.
    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    QVERIFY(session.hasFile(kNewTest));
    QCOMPARE(session.savedContent(kNewTest), QByteArray());
    const QList<Draft> drafts = session.recoverableDrafts();
    QCOMPARE(drafts.size(), 1);
    QCOMPARE(drafts.first().path, kNewTest);
    QCOMPARE(drafts.first().content, "def test_typed_before_the_crash():\n    assert True\n"_ba);
    QVERIFY(session.restoreDraft(kNewTest));
    QVERIFY(session.save(kNewTest));
    QCOMPARE(readFile(root() + u"/tasks/coin-hours-split/test-files/"_s + kNewTest),
             "def test_typed_before_the_crash():\n    assert True\n"_ba);
    QVERIFY(DraftStore(this->drafts()).allDrafts().isEmpty());
}

void TestTestEditSession::draftOfChangedFileIsMarked()
{
    {
        TestEditSession session(drafts());
        session.setTask(root(), load(root()));
        session.setContent(kTest, "draft text\n");
        QVERIFY(session.flushDrafts());
    }
    // Someone else saved the file meanwhile.
    Task task = load(root());
    QVERIFY(saveTestFile(root(), task, kTest, "changed on disk\n"));

    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    QCOMPARE(session.recoverableDrafts().size(), 1);
    QVERIFY(session.recoverableDrafts().constFirst().baseChanged);
    QCOMPARE(session.recoverableDrafts().constFirst().content, "draft text\n"_ba);
}

void TestTestEditSession::discardRemovesDrafts()
{
    {
        TestEditSession session(drafts());
        session.setTask(root(), load(root()));
        session.setContent(kTest, "draft text\n");
        QVERIFY(session.flushDrafts());
    }
    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    QCOMPARE(session.recoverableDrafts().size(), 1);
    session.discardDrafts();
    QVERIFY(session.recoverableDrafts().isEmpty());
    QVERIFY(DraftStore(drafts()).allDrafts().isEmpty());
    QVERIFY(!session.hasUnsavedChanges());
}

void TestTestEditSession::destructorKeepsUnsavedEdits()
{
    {
        TestEditSession session(drafts());
        session.setAutosaveInterval(60000);
        session.setTask(root(), load(root()));
        session.setContent(kTest, "typed just before closing\n");
    }
    TestEditSession session(drafts());
    session.setTask(root(), load(root()));
    QCOMPARE(session.recoverableDrafts().size(), 1);
    QCOMPARE(session.recoverableDrafts().constFirst().content, "typed just before closing\n"_ba);
}

int main(int argc, char **argv)
{
    if (argc == 4 && qstrcmp(argv[1], kChildArg) == 0) {
        QCoreApplication app(argc, argv);
        return editAndCrash(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    if (argc == 4 && qstrcmp(argv[1], kNewFileChildArg) == 0) {
        QCoreApplication app(argc, argv);
        return addEditAndCrash(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QCoreApplication app(argc, argv);
    TestTestEditSession test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_testeditsession.moc"
