// The edits of a task's specs, saved into a copy of the demo dataset: what each changes on disk, that interactions
// stay on both specs, that a rename or a removal reaches the other specs, that the uncovered-spec flags in review.json
// follow coverage at once, and that invalid ids are refused before anything is written.

#include <core/dataset/datasetio.h>
#include <core/editing/specedits.h>
#include <core/editing/taskedit.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QStringList kCategories = {u"interface"_s, u"state"_s, u"errors"_s, u"order"_s, u"functional"_s};

const Spec *spec(const Task &task, const QString &id)
{
    for (const Spec &s : task.specs)
        if (s.id == id)
            return &s;
    return nullptr;
}

QStringList ids(const Task &task)
{
    QStringList list;
    for (const Spec &s : task.specs)
        list.append(s.id);
    return list;
}

const Flag *flag(const Task &task, const QString &id)
{
    for (const Flag &f : task.flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace

class TestSpecEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(copyTree(demoSourcePath(), root()));
    }

    void addAndRemoveKeepInteractionsConsistent()
    {
        Task task = load();
        QCOMPARE(specedits::freeSpecId(task.specs), u"S12"_s);
        Result<SavedEdit> saved = saveTaskEdit(
            root(), task, specedits::addSpec({u"S12"_s, u"state"_s, u"New"_s, u"Text"_s, {}, {}}, 2), kCategories);
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
        QCOMPARE(ids(load()).mid(0, 4), QStringList({u"S1"_s, u"S2"_s, u"S12"_s, u"S3"_s}));

        // Removing S5 takes it off S1, S2 and S3, which named it.
        task = load();
        saved = saveTaskEdit(root(), task, specedits::removeSpec(u"S5"_s), kCategories);
        QVERIFY(saved);
        task = load();
        QVERIFY(!spec(task, u"S5"_s));
        for (const Spec &s : std::as_const(task.specs))
            QVERIFY2(!s.interactsWith.contains(u"S5"_s), qPrintable(s.id));
        QCOMPARE(spec(task, u"S1"_s)->interactsWith, QStringList({u"S2"_s, u"S3"_s}));
    }

    void interactionsAreWrittenOnBothSpecs()
    {
        Task task = load();
        QVERIFY(!specedits::interact(task.specs, u"S2"_s, u"S9"_s));
        const TaskEdit add = specedits::setInteraction(u"S2"_s, u"S9"_s, true);
        QCOMPARE(add.summary, u"S2 and S9 now interact"_s);
        QVERIFY(saveTaskEdit(root(), task, add, kCategories));
        task = load();
        QVERIFY(spec(task, u"S2"_s)->interactsWith.contains(u"S9"_s));
        QVERIFY(spec(task, u"S9"_s)->interactsWith.contains(u"S2"_s));

        // Named on one side only, it still goes from both.
        QVERIFY(saveTaskEdit(root(), task,
                             {u"one-sided"_s, {}, [](Task &t) { t.specs[8].interactsWith.removeAll(u"S2"_s); }}));
        task = load();
        QVERIFY(specedits::interact(task.specs, u"S9"_s, u"S2"_s));
        const TaskEdit remove = specedits::setInteraction(u"S9"_s, u"S2"_s, false);
        QCOMPARE(remove.summary, u"S9 and S2 no longer interact"_s);
        QVERIFY(saveTaskEdit(root(), task, remove, kCategories));
        QVERIFY(!specedits::interact(load().specs, u"S2"_s, u"S9"_s));
    }

    void renameReachesTheOtherSpecs()
    {
        const Task task = load();
        const TaskEdit rename = specedits::renameSpec(u"S3"_s, u"S3a"_s);
        QCOMPARE(rename.summary, u"Spec S3 renamed S3a"_s);
        QVERIFY(saveTaskEdit(root(), task, rename, kCategories));
        const Task after = load();
        QVERIFY(spec(after, u"S3a"_s));
        for (const QString &other : {u"S1"_s, u"S4"_s, u"S5"_s}) {
            QVERIFY(spec(after, other)->interactsWith.contains(u"S3a"_s));
            QVERIFY(!spec(after, other)->interactsWith.contains(u"S3"_s));
        }
    }

    void invalidIdsAreRefused_data()
    {
        QTest::addColumn<QString>("newId");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << QString() << u"needs an id"_s;
        QTest::newRow("repeated") << u"S4"_s << u"unique"_s;
        QTest::newRow("unsafe") << u"S 3/x"_s << u"may hold only"_s;
    }

    void invalidIdsAreRefused()
    {
        QFETCH(QString, newId);
        QFETCH(QString, message);
        const Task task = load();
        const QByteArray before = readFile(root(), DatasetLayout::taskFile(kTask));
        const Result<SavedEdit> saved = saveTaskEdit(root(), task, specedits::renameSpec(u"S3"_s, newId), kCategories);
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.contains(message), qPrintable(saved.error().message));
        QVERIFY(saved.error().pointer.endsWith(u"/id"_s));
        QCOMPARE(readFile(root(), DatasetLayout::taskFile(kTask)), before);
    }

    void movesKeepCategoriesTogether()
    {
        Task task = load();
        // S3 and S4 are both "order": swapping them leaves the groups where they were.
        const TaskEdit up = specedits::swapSpecs(u"S4"_s, u"S3"_s, true);
        QCOMPARE(up.summary, u"Spec S4 moved up, above S3"_s);
        QVERIFY(saveTaskEdit(root(), task, up, kCategories));
        QCOMPARE(ids(load()).mid(2, 2), QStringList({u"S4"_s, u"S3"_s}));

        // Dropped before a spec of another category, a spec joins that category.
        task = load();
        QVERIFY(saveTaskEdit(root(), task, specedits::moveSpec(u"S11"_s, u"S6"_s, false), kCategories));
        task = load();
        QCOMPARE(ids(task).indexOf(u"S11"_s) + 1, ids(task).indexOf(u"S6"_s));
        QCOMPARE(spec(task, u"S11"_s)->category, u"interface"_s);
    }

    void uncoveredFlagFollowsCoverage()
    {
        Task task = load();
        QVERIFY(!flag(task, u"uncovered.S4"_s));
        // S4's only test goes: S4 is uncovered now, and review.json says so at once.
        const QString test = u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s;
        const TaskEdit uncover = specedits::setCoverage(u"S4"_s, test, false);
        QCOMPARE(uncover.summary, u"S4 no longer covered by "_s + test);
        Result<SavedEdit> saved = saveTaskEdit(root(), task, uncover, kCategories);
        QVERIFY(saved);
        QVERIFY(saved->paths.contains(DatasetLayout::reviewFile(kTask)));
        task = load();
        const Flag *raised = flag(task, u"uncovered.S4"_s);
        QVERIFY(raised);
        QCOMPARE(raised->verdict, Verdict::Open);
        QCOMPARE(raised->specs, QStringList{u"S4"_s});
        // S11 was uncovered before the edit and nobody flagged it: the edit leaves that alone.
        QVERIFY(!flag(task, u"uncovered.S11"_s));

        // Covered again (by a PASS_TO_PASS test), the open flag is gone.
        const QString other = u"tests/test_hours_split.py::test_single_recipient_unchanged"_s;
        const TaskEdit cover = specedits::setCoverage(u"S4"_s, other, true);
        QCOMPARE(cover.summary, u"S4 covered by "_s + other);
        saved = saveTaskEdit(root(), task, cover, kCategories);
        QVERIFY(saved);
        task = load();
        QVERIFY(!flag(task, u"uncovered.S4"_s));
        QCOMPARE(spec(task, u"S4"_s)->coveredBy, QStringList{other});

        // A test in neither list does not cover: the flag is raised with a reason that says so.
        QVERIFY(saveTaskEdit(root(), task, specedits::setCoverage(u"S4"_s, other, false), kCategories));
        task = load();
        QVERIFY(saveTaskEdit(root(), task, specedits::setCoverage(u"S4"_s, u"tests/t.py::test_unlisted"_s, true),
                             kCategories));
        task = load();
        QVERIFY(flag(task, u"uncovered.S4"_s));
        QVERIFY(flag(task, u"uncovered.S4"_s)->rationale.contains(u"none of which is in FAIL_TO_PASS"_s));
    }

    // With review.json unreadable (the window shows the task without its flags), the edit is saved and the file is
    // left as it was: no list of flags computed from nothing is written over it.
    void anEditLeavesAnUnreadableReviewAlone()
    {
        const QByteArray broken = "{\"flags\": [\n  {\"id\": \"F1\" \"F2\"}\n]}\n";
        QVERIFY(writeFile(root(), DatasetLayout::reviewFile(kTask), broken));
        QVERIFY(!loadTask(root(), kTask));
        Result<Task> task = loadTask(root(), kTask, BrokenReview::LeavesFlagsOut);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        QVERIFY2(task->flagsUnreadable.contains(u"review.json:2:"_s), qPrintable(task->flagsUnreadable));
        const QString test = u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s;
        const Result<SavedEdit> saved =
            saveTaskEdit(root(), *task, specedits::setCoverage(u"S4"_s, test, false), kCategories);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
        QVERIFY(!saved->paths.contains(DatasetLayout::reviewFile(kTask)));
        QCOMPARE(readFile(root(), DatasetLayout::reviewFile(kTask)), broken);
        const Result<Task> after = loadTask(root(), kTask, BrokenReview::LeavesFlagsOut);
        QVERIFY(after);
        QVERIFY(!spec(*after, u"S4"_s)->coveredBy.contains(test));
    }

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

QTEST_GUILESS_MAIN(TestSpecEdits)
#include "tst_specedits.moc"
