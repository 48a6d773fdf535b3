// Edits of what a task is made of, saved into a copy of the demo dataset: each is checked before anything is
// written, reloads as saved, says which files it wrote, and can be put back.

#include <core/dataset/datasetio.h>
#include <core/editing/taskedit.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;

} // namespace

class TestTaskEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void queryEditReloadsAndNamesTaskJson();
    void invalidEditsAreRefusedWithPointer_data();
    void invalidEditsAreRefusedWithPointer();
    void renamedTestFileMovesOnDisk();
    void emptyCommandIsAllowed();
    void undoTakesBackOnlyWhatTheEditChanged();

private:
    QString root() const { return m_dir->filePath(u"dataset"_s); }
    Task load() const
    {
        Result<Task> task = loadTask(root(), kTask);
        if (!task)
            qFatal("%s", qPrintable(task.error().toString()));
        return std::move(task).value();
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestTaskEdit::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(copyTree(demoSourcePath(), root()));
}

void TestTaskEdit::queryEditReloadsAndNamesTaskJson()
{
    const Task before = load();
    const QByteArray referenceBefore = readFile(root(), DatasetLayout::inTaskFolder(kTask, u"reference.patch"_s));
    const Result<SavedEdit> saved =
        saveTaskEdit(root(), before, {u"Query edited"_s, {}, [](Task &t) { t.query += u"\n\nAlso: rounding."_s; }});
    QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
    QCOMPARE(saved->paths, QStringList{DatasetLayout::taskFile(kTask)});
    QCOMPARE(load().query, before.query + u"\n\nAlso: rounding."_s);
    QCOMPARE(readFile(root(), DatasetLayout::inTaskFolder(kTask, u"reference.patch"_s)), referenceBefore);

    // The same edit again changes nothing and writes nothing.
    const Result<SavedEdit> again =
        saveTaskEdit(root(), load(), {u"Query edited"_s, {}, [](Task &t) { t.query += QString(); }});
    QVERIFY(again);
    QVERIFY(again->paths.isEmpty());
}

void TestTaskEdit::emptyCommandIsAllowed()
{
    // A task whose command is unknown says so; it is not an invalid task.
    const Task before = load();
    const Result<SavedEdit> saved = saveTaskEdit(root(), before, {u"Test command cleared"_s, {}, [](Task &t) {
                                                                      t.tests.command.clear();
                                                                      t.tests.logFormat.clear();
                                                                  }});
    QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
    QCOMPARE(load().tests.command, QString());
    QCOMPARE(load().tests.logFormat, QString());
}

void TestTaskEdit::invalidEditsAreRefusedWithPointer_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("words");
    QTest::newRow("repeated spec id") << 0 << u"/specs/1/id"_s << u"unique"_s;
    QTest::newRow("self interaction") << 1 << u"/specs/0/interacts_with/0"_s << u"itself"_s;
    QTest::newRow("unknown interaction") << 2 << u"/specs/0/interacts_with/0"_s << u"not a spec"_s;
    QTest::newRow("test in both lists") << 3 << u"/tests/pass_to_pass/0"_s << u"both"_s;
    QTest::newRow("unsafe test path") << 4 << u"/tests/files/0"_s << u"relative path"_s;
    QTest::newRow("unknown category") << 5 << u"/specs/0/category"_s << u"does not have"_s;
    QTest::newRow("empty query") << 6 << u"/query"_s << u"cannot be empty"_s;
    QTest::newRow("unknown log format") << 7 << u"/tests/log_format"_s << u"not a log format"_s;
    QTest::newRow("image with a space") << 8 << u"/tests/image"_s << u"one name"_s;
    QTest::newRow("language with a space") << 9 << u"/tests/language"_s << u"one word"_s;
    QTest::newRow("NUL in the command") << 10 << u"/tests/command"_s << u"NUL"_s;
}

void TestTaskEdit::invalidEditsAreRefusedWithPointer()
{
    QFETCH(int, which);
    QFETCH(QString, pointer);
    QFETCH(QString, words);
    const Task before = load();
    QVERIFY(before.specs.size() >= 2);
    QVERIFY(!before.tests.files.isEmpty());
    const QByteArray taskJson = readFile(root(), DatasetLayout::taskFile(kTask));
    const auto change = [which](Task &t) {
        switch (which) {
        case 0: t.specs[1].id = t.specs[0].id; break;
        case 1: t.specs[0].interactsWith = {t.specs[0].id}; break;
        case 2: t.specs[0].interactsWith = {u"NO-SUCH-SPEC"_s}; break;
        case 3:
            t.tests.passToPass.prepend(t.tests.failToPass.value(0, u"x"_s));
            t.tests.failToPass.append(u"x"_s);
            break;
        case 4: t.tests.files[0].path = u"../outside.py"_s; break;
        case 5: t.specs[0].category = u"no-such-category"_s; break;
        case 6: t.query = u"  \n "_s; break;
        case 7: t.tests.logFormat = u"tap"_s; break;
        case 8: t.tests.image = u"python 3.11"_s; break;
        case 9: t.tests.language = u"python 3"_s; break;
        case 10: t.tests.command = u"pytest"_s + QChar(0); break;
        }
    };
    const Result<SavedEdit> saved = saveTaskEdit(
        root(), before, {u"bad"_s, {}, change}, {u"interface"_s, u"state"_s, u"errors"_s, u"order"_s, u"functional"_s});
    QVERIFY(!saved);
    QCOMPARE(saved.error().pointer, pointer);
    QCOMPARE(saved.error().file, DatasetLayout::taskFile(kTask));
    QVERIFY2(saved.error().message.contains(words), qPrintable(saved.error().message));
    QCOMPARE(readFile(root(), DatasetLayout::taskFile(kTask)), taskJson); // nothing written
}

void TestTaskEdit::renamedTestFileMovesOnDisk()
{
    const Task before = load();
    const QString oldPath = before.tests.files.first().path;
    const QString newPath = u"tests/renamed/test_renamed.py"_s;
    const Result<SavedEdit> saved = saveTaskEdit(
        root(), before, {u"Test file renamed"_s, {}, [&](Task &t) { t.tests.files.first().path = newPath; }});
    QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
    QVERIFY(!QFileInfo::exists(DatasetLayout(root()).at(DatasetLayout::testFile(kTask, oldPath))));
    QCOMPARE(readFile(root(), DatasetLayout::testFile(kTask, newPath)), before.tests.files.first().content);
    QVERIFY(saved->paths.contains(DatasetLayout::testFile(kTask, oldPath)));
    QVERIFY(saved->paths.contains(DatasetLayout::testFile(kTask, newPath)));
    const Task after = load();
    QCOMPARE(after.tests.files.first().path, newPath);
}

void TestTaskEdit::undoTakesBackOnlyWhatTheEditChanged()
{
    const Task before = load();
    const QByteArray taskJson = readFile(root(), DatasetLayout::taskFile(kTask));
    const Result<SavedEdit> edited = saveTaskEdit(root(), before, {u"Spec removed"_s, {}, [](Task &t) {
                                                                       const QString gone = t.specs.takeLast().id;
                                                                       for (Spec &s : t.specs)
                                                                           s.interactsWith.removeAll(gone);
                                                                       t.referencePatch += "\n";
                                                                   }});
    QVERIFY2(edited, edited ? "" : qPrintable(edited.error().toString()));
    QCOMPARE(load().specs.size(), before.specs.size() - 1);
    // A query edit after it stays when the spec edit is undone.
    const Result<SavedEdit> query =
        saveTaskEdit(root(), edited->task, {u"Query edited"_s, {}, [](Task &t) { t.query = u"New query"_s; }});
    QVERIFY(query);
    const Result<SavedEdit> undone =
        saveTaskEdit(root(), query->task, undoEdit(before, edited->task, u"Undo: Spec removed"_s));
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    const Task after = load();
    QCOMPARE(after.specs.size(), before.specs.size());
    QCOMPARE(after.specs.last().id, before.specs.last().id);
    QCOMPARE(after.referencePatch, before.referencePatch);
    QCOMPARE(after.query, u"New query"_s);
    const Result<SavedEdit> both = saveTaskEdit(root(), after, undoEdit(edited->task, query->task, u"Undo"_s));
    QVERIFY(both);
    QCOMPARE(readFile(root(), DatasetLayout::taskFile(kTask)), taskJson);
}

QTEST_GUILESS_MAIN(TestTaskEdit)
#include "tst_taskedit.moc"
