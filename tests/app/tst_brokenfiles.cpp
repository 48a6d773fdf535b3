// Broken files in the task a curator opens: an attempt's trajectory (invalid JSON after its first step, cut short, a
// brace closing its steps, nested 100,000 deep, a number no double holds; and, past the size the window reads lean, a
// SWE-agent's and a retry agent's file broken after the first step or where the steps end), the attempt's patch
// (garbage in a hunk, a hunk header past any line number) and review.json (an evidence's hunk past int, a confidence
// of 1e400, invalid JSON) each make their own page say what is wrong, as plain text naming the file and where in it
// (line:column, byte or JSON pointer), while the window lives on, the other pages still show the task and the test
// edit the curator has not saved stays, with its draft. A patch in another encoding is no error: it shows, its bad
// bytes replaced. The runs page shows a log whose line of 300,000 spaces ends in a result, whole, and names the place
// in a run record it cannot read.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/pages/pageregistry.h>
#include <app/pages/taskpage.h>
#include <app/window/taskviews.h>
#include <core/editing/draftstore.h>
#include <core/editing/testeditsession.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/patch/patch.h>
#include <core/storage/datasetlayout.h>
#include <core/task/teststatus.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <core/validation/runrecord.h>
#include <tests/support/files.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/editors/testlistseditor.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/testeditor/testeditor.h>
#include <widgets/trajectory/trajectoryview.h>
#include <widgets/validation/validationpanel.h>

#include <Qsci/qsciscintilla.h>
#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <functional>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;
using namespace heddletest;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kAttempt = u"gpt-4o-0"_s; // a SWE-agent 1.x .traj of 16 steps, half a megabyte
const QString kTrajectory = u"skyledger__coin-hours-split.traj"_s;
const QString kDraft = u"# draft"_s;

/// Breaks files of the dataset at root; false (the row failed, saying why) when it cannot.
using Breakage = std::function<bool(const QString &root)>;

// Rewrites a file of the dataset with what change makes of its bytes; a change that changes nothing fails the row,
// so that a demo file that moves on never leaves a row testing an intact file.
bool rewrite(const QString &root, const QString &relative, QByteArray (*change)(QByteArray),
             Location at = Location::here())
{
    const QByteArray before = readFile(root, relative);
    const QByteArray after = change(before);
    if (before.isEmpty() || after == before)
        return fail(u"%1 could not be broken"_s.arg(relative), at);
    return writeFile(root, relative, after, at);
}

Breakage rewriting(const QString &relative, QByteArray (*change)(QByteArray))
{
    return [relative, change](const QString &root) { return rewrite(root, relative, change); };
}

// Where step n (0-based) of a demo .traj begins, at its '{'; -1 when it has fewer steps.
qsizetype stepAt(const QByteArray &traj, int n)
{
    qsizetype at = -1;
    for (int i = 0; i <= n; ++i)
        if ((at = traj.indexOf("\n    {\n      \"action\": ", at + 1)) < 0)
            return -1;
    return at + 5; // past the line break and the indentation
}

QByteArray garbleSecondStep(QByteArray traj)
{
    const qsizetype at = stepAt(traj, 1);
    return at < 0 ? traj : traj.insert(at + 1, "@@@ ");
}

QByteArray cutInThirdStep(QByteArray traj)
{
    const qsizetype at = stepAt(traj, 2);
    return at < 0 ? traj : traj.left(at + 40);
}

QByteArray closeStepsWithABrace(QByteArray traj)
{
    return traj.replace("\n  ],\n  \"history\"", "\n  },\n  \"history\"");
}

QByteArray nestSecondStepDeep(QByteArray traj)
{
    const qsizetype at = stepAt(traj, 1);
    const QByteArray deep = "\"deep\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + ", ";
    return at < 0 ? traj : traj.insert(at + 1, deep);
}

QByteArray hugeNumberInSecondStep(QByteArray traj)
{
    const QByteArrayView key = "\"execution_time\": ";
    const qsizetype step = stepAt(traj, 1);
    const qsizetype value = step < 0 ? -1 : traj.indexOf(key, step);
    const qsizetype end = value < 0 ? -1 : traj.indexOf(',', value);
    return end < 0 ? traj : traj.replace(value + key.size(), end - value - key.size(), "1e400");
}

// The window reads a trajectory from LeanTrajectory::WorthItFrom on lean, step by step: the first observation is
// padded past it, so that the steps after it are read from a file that big.
QByteArray overLeanSize(QByteArray traj)
{
    const QByteArrayView key = "\"observation\": \"";
    const qsizetype at = traj.indexOf(key);
    return at < 0 ? traj : traj.insert(at + key.size(), QByteArray(LeanTrajectory::WorthItFrom + (1 << 20), 'x'));
}

enum class Reader {
    Whole,
    Lean,
    LeanRetry // the retry agent's file: the steps inside its list of attempts
};

Breakage trajectory(QByteArray (*change)(QByteArray), Reader reader = Reader::Whole)
{
    return [change, reader](const QString &root) {
        if (reader == Reader::LeanRetry && !replaceInFile(root + u'/' + DatasetLayout::attemptFile(kTask, kAttempt),
                                                          "\"swe-agent-v1\"", "\"swe-agent-retry\""))
            return false;
        const QString file = DatasetLayout::inAttemptFolder(kTask, kAttempt, kTrajectory);
        const QByteArray traj = readFile(root, file);
        QByteArray shaped = reader == Reader::Whole ? traj : overLeanSize(traj);
        if (reader == Reader::LeanRetry)
            shaped = "{\"attempts\": [" + shaped + "]}";
        const QByteArray broken = change(shaped);
        if (traj.isEmpty() || broken == shaped)
            return fail(u"%1 could not be broken"_s.arg(file), Location::here());
        return writeFile(root, file, broken);
    };
}

QByteArray garbageInFirstHunk(QByteArray patch)
{
    const qsizetype header = patch.indexOf("\n@@ ");
    const qsizetype next = header < 0 ? -1 : patch.indexOf('\n', header + 1);
    return next < 0 ? patch : patch.insert(next + 1, "\x01\x02\xfe\xff garbage\x7f\n");
}

QByteArray hugeHunkHeader(QByteArray patch)
{
    return patch.replace("@@ -5,10 +5,11 @@", "@@ -4294967296,10 +5,11 @@");
}

QByteArray latin1InAnAddedLine(QByteArray patch)
{
    return patch.replace("+from collections.abc import Sequence\n",
                         "+from collections.abc import Sequence  # caf\xe9\n");
}

QByteArray hunkPastInt(QByteArray review)
{
    return review.replace("\"hunk\": 1,", "\"hunk\": 2147483648,");
}

QByteArray confidencePastDouble(QByteArray review)
{
    return review.replace("\"confidence\": 0.86,", "\"confidence\": 1e400,");
}

QByteArray reviewNotJson(QByteArray review)
{
    return review.replace("\"id\": \"F1\",", "\"id\": \"F1\" \"F2\",");
}

// line:column or a line ("patch.diff:6: "), a byte offset or a JSON pointer.
bool namesAPlace(const QString &text)
{
    static const QRegularExpression place(u"(:\\d+(:\\d+)?: )|(\\bbyte \\d+)|(\\(at /[^)]*\\))"_s);
    return place.match(text).hasMatch();
}

// Selects the task in the queue and waits until the window shows it; a task it cannot show at all fails the row with
// the window's own words.
bool openTask(MainWindow &w, const QSignalSpy &failed, Location at = Location::here())
{
    const auto why = [&failed] {
        for (const QList<QVariant> &args : failed)
            if (args.value(0).toString() == kTask)
                return args.value(1).toString();
        return QString();
    };
    if (!w.selectTask(kTask))
        return fail(u"the queue has no task %1"_s.arg(kTask), at);
    if (!QTest::qWaitFor([&] { return w.views()->task().id == kTask || !why().isEmpty(); }, kAsync))
        return fail(u"the window does not come to show %1"_s.arg(kTask), at);
    if (const QString message = why(); !message.isEmpty())
        return fail(u"the window cannot show %1 at all: %2"_s.arg(kTask, message), at);
    return true;
}

// Raises the page as its shortcut does.
bool showPage(MainWindow &w, PageId page, Location at = Location::here())
{
    auto *action = w.findChild<QAction *>(pageInfo(page).name + u"PageAction"_s);
    if (!action)
        return fail(u"no action raises the page %1"_s.arg(pageInfo(page).name), at);
    action->trigger();
    return true;
}

// Chooses the attempt in a page's selector, as the curator does.
bool choose(MainWindow &w, const QString &selector, Location at = Location::here())
{
    auto *box = w.findChild<QComboBox *>(selector);
    const int index = box ? box->findData(kAttempt) : -1;
    if (index < 0)
        return fail(u"%1 does not offer %2"_s.arg(selector, kAttempt), at);
    box->setCurrentIndex(index);
    return true;
}

// Types a line at the top of the test file the editor shows, and has the session keep it as a draft; the file's path,
// or nothing (the row failed) when the typing did not become exactly one unsaved file.
QString typeDraft(MainWindow &w, Location at = Location::here())
{
    if (!showPage(w, PageId::Tests, at))
        return {};
    auto *text = w.views()->testEditor()->findChild<QsciScintilla *>(u"testEditorText"_s);
    if (!text) {
        fail(u"the tests page has no editor"_s, at);
        return {};
    }
    text->setFocus();
    text->setCursorPosition(0, 0);
    QTest::keyClicks(text, kDraft);
    QTest::keyClick(text, Qt::Key_Return);
    TestEditSession *session = w.views()->editSession();
    const QStringList modified = session->modifiedFiles();
    if (modified.size() != 1 || !session->flushDrafts()) {
        fail(u"the typing made no draft (unsaved: %1)"_s.arg(modified.join(u", "_s)), at);
        return {};
    }
    return modified.first();
}

// Opens the dataset at root in w, shows the task and types a draft into its tests: the draft's path, or nothing (the
// row failed, saying why).
QString openWithADraft(MainWindow &w, const QString &root, Location at = Location::here())
{
    w.resize(1400, 900);
    QSignalSpy failed(w.views(), &TaskViews::taskFailed);
    w.show();
    open(w, root);
    return openTask(w, failed, at) ? typeDraft(w, at) : QString();
}

// The label where the page says what it cannot show.
QLabel *errorLabel(MainWindow &w, PageId page)
{
    switch (page) {
    case PageId::Trajectory: return w.views()->trajectoryView()->findChild<QLabel *>(u"trajectoryStatus"_s);
    case PageId::Patches: return w.views()->page(page)->findChild<QLabel *>(u"patchError"_s);
    case PageId::Flags: return w.views()->flagsPanel()->findChild<QLabel *>(u"flagsError"_s);
    default: return nullptr;
    }
}

// What the page says it cannot show; empty while it shows its file (or still reads it).
QString shownError(MainWindow &w, PageId page)
{
    const QLabel *label = errorLabel(w, page);
    if (page == PageId::Trajectory) {
        const TrajectoryView *view = w.views()->trajectoryView();
        return view->isLoading() || view->errorString().isEmpty() ? QString() : label->text();
    }
    return label->isHidden() ? QString() : label->text();
}

bool showsReplacementCharacter(const Patch &patch)
{
    for (const PatchFile &f : patch.files)
        for (const PatchHunk &h : f.hunks)
            for (const PatchLine &l : h.lines)
                if (l.text.contains(QChar::ReplacementCharacter))
                    return true;
    return false;
}

// What the pages other than the broken one show of the task: the query, the test lists, the matrix, the attempt's
// trajectory and patch, the flags; and the curator's unsaved typing, in the editor and as a draft on disk.
bool othersStillWork(MainWindow &w, PageId broken, const QString &root, const QString &draftPath,
                     Location at = Location::here())
{
    const Task &task = w.views()->task();
    const QString query = w.findChild<QPlainTextEdit *>(u"taskQuery"_s)->toPlainText();
    if (query.isEmpty() || query != task.query)
        return fail(u"the overview does not show the query"_s, at);
    const QList<TestListEntry> tests = w.findChild<TestListsEditor *>(u"testListsEditor"_s)->entries();
    const QString f2p = task.tests.failToPass.value(0);
    if (f2p.isEmpty() ||
        std::none_of(tests.cbegin(), tests.cend(), [&f2p](const TestListEntry &e) { return e.test == f2p; }))
        return fail(u"the tests page does not list %1"_s.arg(f2p), at);
    if (w.views()->matrixView()->model()->rowCount() == 0)
        return fail(u"the matrix is empty"_s, at);
    if (broken != PageId::Trajectory) {
        if (!choose(w, u"trajectoryChoice"_s, at))
            return false;
        const TrajectoryView *view = w.views()->trajectoryView();
        if (!QTest::qWaitFor([view] { return !view->isLoading(); }, kAsync) || !view->errorString().isEmpty() ||
            view->model()->rowCount() == 0)
            return fail(u"the trajectory of %1 does not show: %2"_s.arg(kAttempt, view->errorString()), at);
    }
    if (broken != PageId::Patches) {
        if (!choose(w, u"patchChoice"_s, at))
            return false;
        const QString error = shownError(w, PageId::Patches);
        if (!error.isEmpty() || w.views()->diffView()->patch().files.isEmpty())
            return fail(u"the patch of %1 does not show: %2"_s.arg(kAttempt, error), at);
    }
    if (broken != PageId::Flags &&
        w.views()->flagsPanel()->findChild<QTableView *>(u"flagsTable"_s)->model()->rowCount() == 0)
        return fail(u"the flags page lists no flag"_s, at);
    TestEditSession *session = w.views()->editSession();
    const QByteArray typed = kDraft.toUtf8() + '\n';
    const Result<Draft> draft = DraftStore(session->draftFolder()).read(root, kTask, draftPath);
    if (!session->isModified(draftPath) || !session->content(draftPath).startsWith(typed) || !draft ||
        !draft->content.startsWith(typed))
        return fail(
            u"the unsaved edit of %1 is lost: %2"_s.arg(draftPath, draft ? QString() : draft.error().toString()), at);
    return true;
}

} // namespace

Q_DECLARE_METATYPE(Breakage)

class TestBrokenFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void brokenFileShowsItsErrorInItsPage_data()
    {
        QTest::addColumn<QString>("page"); // the page that shows the file, by its name in the page registry
        QTest::addColumn<Breakage>("breakage");
        QTest::addColumn<QString>("named");   // what the error calls the file; empty: the bytes are no error
        QTest::addColumn<QString>("pointer"); // the JSON pointer it gives, where the reader knows it

        const QString steps = pageInfo(PageId::Trajectory).name;
        QTest::newRow("trajectory: invalid JSON after the first step")
            << steps << trajectory(garbleSecondStep) << kTrajectory << QString();
        QTest::newRow("trajectory: cut short") << steps << trajectory(cutInThirdStep) << kTrajectory << QString();
        QTest::newRow("trajectory: a brace closes the steps")
            << steps << trajectory(closeStepsWithABrace) << kTrajectory << QString();
        QTest::newRow("trajectory: nested 100000 deep")
            << steps << trajectory(nestSecondStepDeep) << kTrajectory << QString();
        QTest::newRow("trajectory: 1e400 in a step")
            << steps << trajectory(hugeNumberInSecondStep) << kTrajectory << QString();
        QTest::newRow("lean trajectory: invalid JSON after the first step")
            << steps << trajectory(garbleSecondStep, Reader::Lean) << kTrajectory << u"/trajectory/1"_s;
        QTest::newRow("lean trajectory: a brace closes the steps")
            << steps << trajectory(closeStepsWithABrace, Reader::Lean) << kTrajectory << QString();
        QTest::newRow("lean retry agent: invalid JSON after the first step")
            << steps << trajectory(garbleSecondStep, Reader::LeanRetry) << kTrajectory << u"/attempts/0/trajectory/1"_s;
        QTest::newRow("lean retry agent: a brace closes the steps")
            << steps << trajectory(closeStepsWithABrace, Reader::LeanRetry) << kTrajectory << QString();

        const QString patches = pageInfo(PageId::Patches).name;
        const QString patch = DatasetLayout::inAttemptFolder(kTask, kAttempt, DatasetLayout::attemptPatchName());
        QTest::newRow("patch: garbage in a hunk")
            << patches << rewriting(patch, garbageInFirstHunk) << u"patch.diff"_s << QString();
        QTest::newRow("patch: a hunk header past any line number")
            << patches << rewriting(patch, hugeHunkHeader) << u"patch.diff"_s << QString();
        QTest::newRow("patch: invalid UTF-8 is no error")
            << patches << rewriting(patch, latin1InAnAddedLine) << QString() << QString();

        const QString flags = pageInfo(PageId::Flags).name;
        const QString review = DatasetLayout::reviewFile(kTask);
        QTest::newRow("review: an evidence's hunk past int")
            << flags << rewriting(review, hunkPastInt) << u"review.json"_s << QString();
        QTest::newRow("review: a confidence of 1e400")
            << flags << rewriting(review, confidencePastDouble) << u"review.json"_s << QString();
        QTest::newRow("review: invalid JSON")
            << flags << rewriting(review, reviewNotJson) << u"review.json"_s << QString();
    }

    void brokenFileShowsItsErrorInItsPage()
    {
        QFETCH(QString, page);
        QFETCH(Breakage, breakage);
        QFETCH(QString, named);
        QFETCH(QString, pointer);
        const PageId broken = pageFromName(page).value();

        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(breakage(root));
        MainWindow w;
        const QString draft = openWithADraft(w, root);
        QVERIFY(!draft.isEmpty());
        const auto noDraftLeft = qScopeGuard([&w] { w.views()->editSession()->revertAll(); });

        QVERIFY(showPage(w, broken));
        if (broken != PageId::Flags)
            QVERIFY(choose(w, broken == PageId::Trajectory ? u"trajectoryChoice"_s : u"patchChoice"_s));
        QLabel *label = errorLabel(w, broken);
        QVERIFY(label);
        QCOMPARE(label->textFormat(), Qt::PlainText); // the error quotes the file: never rich text
        if (named.isEmpty()) {
            // A patch of a file in another encoding: shown, its bad bytes replaced.
            QVERIFY2(shownError(w, broken).isEmpty(), qPrintable(label->text()));
            QVERIFY(showsReplacementCharacter(w.views()->diffView()->patch()));
        } else {
            QTRY_VERIFY2_WITH_TIMEOUT(!shownError(w, broken).isEmpty(), qPrintable(label->text()), kAsync);
            const QString error = shownError(w, broken);
            QVERIFY2(error.contains(named), qPrintable(error));
            QVERIFY2(namesAPlace(error), qPrintable(error));
            QVERIFY2(error.contains(pointer), qPrintable(error));
        }
        QVERIFY(w.isVisible());
        QVERIFY(othersStillWork(w, broken, root, draft));
    }

    void runsPageShowsAHugeLogLineAndNamesTheRecordItCannotRead()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        RunRecord record;
        record.id = newRunId();
        record.started = QDateTime::currentDateTimeUtc();
        record.finished = record.started.addSecs(2);
        TargetRun run;
        run.target = u"reference"_s;
        run.outcome = TargetRun::Outcome::Finished;
        run.exitCode = 0;
        run.results.set(u"tests/t.py::test_a"_s, TestStatus::Passed);
        run.log = QByteArray(300000, ' ') + "tests/t.py::test_a PASSED\n";
        record.runs.append(run);
        QVERIFY(saveRunRecord(root, kTask, record));
        const QString unreadable = DatasetLayout::runRecordFile(kTask, u"20000101-000000-bad0"_s);
        QVERIFY(writeFile(root, unreadable, "{\"id\": \"20000101-000000-bad0\",\n  \"runs\": [\n"));

        MainWindow w;
        const QString draft = openWithADraft(w, root);
        QVERIFY(!draft.isEmpty());
        const auto noDraftLeft = qScopeGuard([&w] { w.views()->editSession()->revertAll(); });

        QVERIFY(showPage(w, PageId::Runs));
        ValidationPanel *panel = w.views()->validationPanel();
        const QList<QTreeWidgetItem *> runs =
            panel->runTree()->findItems(run.label(), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(runs.size(), 1);
        panel->runTree()->setCurrentItem(runs.first());
        QTRY_VERIFY_WITH_TIMEOUT(panel->logView()->toPlainText().contains(u"tests/t.py::test_a PASSED"_s), kAsync);
        QCOMPARE(panel->logView()->toPlainText().indexOf(u"tests/t.py::test_a PASSED"_s), 300000);

        const QList<QTreeWidgetItem *> bad =
            panel->runTree()->findItems(u"unreadable record"_s, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(bad.size(), 1);
        const QString error = bad.first()->text(1);
        QVERIFY2(error.contains(QFileInfo(unreadable).fileName()) && namesAPlace(error), qPrintable(error));
        QVERIFY(w.isVisible());
        QVERIFY(othersStillWork(w, PageId::Runs, root, draft));
    }
};

QTEST_MAIN(TestBrokenFiles)
#include "tst_brokenfiles.moc"
