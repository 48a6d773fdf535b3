// The patch diff view on real patches from vexp-ai/vexp-swe-bench (data/swe-bench-100.jsonl, SWE-bench Verified
// rows; see tests/data/README.md). Expected +/- counts come from the `git apply --numstat` output in
// tests/data/patches/swe-bench-100.numstat.

#include <widgets/diff/patchdiffview.h>

#include <core/dataset/datasetio.h>
#include <core/demo/demodataset.h>
#include <core/git/gitrepository.h>
#include <core/patch/applyfilepatch.h>
#include <core/patch/patchparser.h>
#include <core/util/workpool.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <Qsci/qsciscintilla.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeView>

#include <atomic>
#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

Patch rowPatch(const QString &instanceId)
{
    const QJsonObject row = instanceRow(testDataPath(samples::vexpVerifiedRows), instanceId);
    Result<Patch> patch = parsePatch(row.value(u"patch"_s).toString().toUtf8());
    if (!patch)
        qFatal("%s", qPrintable(patch.error().toString()));
    return std::move(patch).value();
}

// path -> "+added -removed" from git apply --numstat.
QHash<QString, QString> numstat(const QString &instanceId)
{
    QHash<QString, QString> counts;
    for (const QByteArray &line : readFixture(testDataPath(u"patches/swe-bench-100.numstat"_s)).split('\n')) {
        const QList<QByteArray> cols = line.split('\t');
        if (cols.size() == 5 && cols[0] == instanceId.toUtf8() && cols[1] == "patch")
            counts.insert(QString::fromUtf8(cols[4]),
                          u"+%1 -%2"_s.arg(QString::fromUtf8(cols[2]), QString::fromUtf8(cols[3])));
    }
    return counts;
}

QsciScintilla *editor(PatchDiffView &view, const QString &name)
{
    auto *found = view.findChild<QsciScintilla *>(name);
    if (!found)
        qFatal("no editor %s", qPrintable(name));
    return found;
}

int lineStartingWith(QsciScintilla *editor, const QString &prefix)
{
    for (int line = 0; line < editor->lines(); ++line) {
        if (editor->text(line).startsWith(prefix))
            return line;
    }
    return -1;
}

QTreeView *fileList(PatchDiffView &view)
{
    auto *found = view.findChild<QTreeView *>(u"fileList"_s);
    if (!found)
        qFatal("no file list");
    return found;
}

// The file list's row of a file (hunk -1) or of one of its hunks.
QModelIndex fileRow(PatchDiffView &view, int file, int hunk = -1, int column = 0)
{
    QAbstractItemModel *model = fileList(view)->model();
    const QModelIndex fileIndex = model->index(file, column);
    return hunk < 0 ? fileIndex : model->index(hunk, column, model->index(file, 0));
}

Qt::CheckState tick(const QModelIndex &index)
{
    return Qt::CheckState(index.data(Qt::CheckStateRole).toInt());
}

// What a click on a row's check box does.
void setTick(const QModelIndex &index, Qt::CheckState state)
{
    QVERIFY(const_cast<QAbstractItemModel *>(index.model())->setData(index, state, Qt::CheckStateRole));
}

int cursorLine(QsciScintilla *editor)
{
    int line = -1;
    int index = -1;
    editor->getCursorPosition(&line, &index);
    return line;
}

} // namespace

class TestPatchDiffView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fileListShowsFilesWithCounts();
    void switchingModesKeepsTheFile();
    void showHunkScrollsToTheHunk();
    void showHunkSideBySide();
    void viewedTicksAreReported();
    void clickingAHunkActivatesIt();
    void sideBySideColoursChangedLines();
    void followsADarkPalette();
    void restoresViewedTicksQuietly();
    void fullFileShowsTheWholeFile();
    void fullFileSideBySide();
    void fullFileUnavailable();
    void fullFileReadsOffTheGuiThread();
    void staleBaseIsDropped();
};

namespace {

// The demo installed once per test run, with its skyledger repository as git.
struct Demo {
    QTemporaryDir dir;
    QString root;
    Task task;
    QString repository;
};

Demo &demo()
{
    static Demo demo = [] {
        Demo d;
        Result<QString> root = installDemoDataset(d.dir.filePath(u"demo"_s));
        if (!root)
            qFatal("%s", qPrintable(root.error().toString()));
        d.root = *root;
        Result<Task> task = loadTask(d.root, u"coin-hours-split"_s);
        if (!task)
            qFatal("%s", qPrintable(task.error().toString()));
        d.task = *task;
        d.repository = *resolveRepository(d.root, d.task.repository);
        return d;
    }();
    return demo;
}

PatchDiffView::BaseProvider demoProvider()
{
    return [](const QString &path) {
        return readFileAtCommit(demo().repository, demo().task.repository.baseCommit, path);
    };
}

QByteArray demoBase(const QString &path)
{
    return *readFileAtCommit(demo().repository, demo().task.repository.baseCommit, path);
}

// A base provider that holds each read until the test lets it go. A read still held when the test function ends is
// let go, so that the program can end.
struct HeldProvider {
    struct State {
        QSemaphore started;
        QSemaphore release;
        std::atomic<QThread *> thread{nullptr};
    };
    std::shared_ptr<State> state = std::make_shared<State>();

    ~HeldProvider() { state->release.release(8); }
    State *operator->() const { return state.get(); }

    PatchDiffView::BaseProvider provider(const QByteArray &content) const
    {
        return [state = state, content](const QString &) -> Result<QByteArray> {
            state->thread = QThread::currentThread();
            state->started.release();
            // Run on the GUI thread, the read would hold the view (and this test) until it gave up here.
            if (!state->release.tryAcquire(1, 20000))
                return makeError(Error::Code::Timeout, u"the read was held too long"_s);
            return content;
        };
    }
};

} // namespace

void TestPatchDiffView::fileListShowsFilesWithCounts()
{
    PatchDiffView view;
    view.setPatch(rowPatch(u"django__django-13195"_s));
    const QHash<QString, QString> expected = numstat(u"django__django-13195"_s);
    QAbstractItemModel *list = fileList(view)->model();
    QCOMPARE(list->rowCount(), 3);
    for (int i = 0; i < list->rowCount(); ++i) {
        const QString path = list->index(i, 0).data().toString();
        QVERIFY2(expected.contains(path), qPrintable(path));
        QCOMPARE(list->index(i, 1).data().toString(), expected.value(path));
    }
    QCOMPARE(view.currentFile(), u"django/contrib/messages/storage/cookie.py"_s);
}

void TestPatchDiffView::switchingModesKeepsTheFile()
{
    PatchDiffView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(rowPatch(u"django__django-13195"_s));
    view.setCurrentFile(u"django/http/response.py"_s);
    QVERIFY(editor(view, u"unifiedEditor"_s)->text().contains(u"samesite=None"_s));

    view.setMode(PatchDiffView::Mode::SideBySide);
    QCOMPARE(view.currentFile(), u"django/http/response.py"_s);
    QsciScintilla *oldSide = editor(view, u"oldEditor"_s);
    QsciScintilla *newSide = editor(view, u"newEditor"_s);
    QVERIFY(oldSide->isVisible());
    QVERIFY(!editor(view, u"unifiedEditor"_s)->isVisible());
    // The two sides are aligned row for row; a removed line exists only on the old side.
    QCOMPARE(oldSide->lines(), newSide->lines());
    QVERIFY(oldSide->text().contains(u"def delete_cookie(self, key, path='/', domain=None):"_s));
    QVERIFY(!newSide->text().contains(u"def delete_cookie(self, key, path='/', domain=None):"_s));

    view.setMode(PatchDiffView::Mode::Unified);
    QCOMPARE(view.currentFile(), u"django/http/response.py"_s);
    QVERIFY(editor(view, u"unifiedEditor"_s)->isVisible());
}

void TestPatchDiffView::showHunkScrollsToTheHunk()
{
    PatchDiffView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Patch patch = rowPatch(u"django__django-16256"_s);
    view.setPatch(patch);
    const QString path = u"django/db/models/fields/related_descriptors.py"_s;
    QCOMPARE(patch.files[1].path(), path);
    QCOMPARE(patch.files[1].hunks.size(), 7);

    QVERIFY(view.showHunk(path, 5, -1));
    QCOMPARE(view.currentFile(), path);
    QsciScintilla *unified = editor(view, u"unifiedEditor"_s);
    const int header = lineStartingWith(unified, u"@@ -1204,6 +1228,13 @@"_s);
    QVERIFY(header > 20);
    QCOMPARE(unified->firstVisibleLine(), header);
    QCOMPARE(cursorLine(unified), header);

    // Line 3 of the hunk is its first added line: "async def aget_or_create(...)".
    QCOMPARE(patch.files[1].hunks[5].lines[3].kind, PatchLine::Kind::Added);
    QVERIFY(view.showHunk(path, 5, 3));
    QCOMPARE(cursorLine(unified), header + 4);
    QVERIFY(unified->text(header + 4).contains(u"async def aget_or_create"_s));

    QVERIFY(!view.showHunk(path, 7, -1));
    QVERIFY(!view.showHunk(u"no/such/file.py"_s, 0, -1));
}

void TestPatchDiffView::showHunkSideBySide()
{
    PatchDiffView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(rowPatch(u"django__django-16256"_s));
    view.setMode(PatchDiffView::Mode::SideBySide);
    const QString path = u"django/db/models/fields/related_descriptors.py"_s;
    QVERIFY(view.showHunk(path, 6, -1));
    QsciScintilla *oldSide = editor(view, u"oldEditor"_s);
    QsciScintilla *newSide = editor(view, u"newEditor"_s);
    const int header = lineStartingWith(newSide, u"@@ -1217,6 +1248,13 @@"_s);
    QVERIFY(header > 20);
    QCOMPARE(newSide->firstVisibleLine(), header);
    QCOMPARE(oldSide->firstVisibleLine(), header);

    // Scrolling one side scrolls the other.
    newSide->setFirstVisibleLine(3);
    newSide->viewport()->repaint(); // Scintilla reports scrolling when it paints
    QCOMPARE(oldSide->firstVisibleLine(), 3);
}

void TestPatchDiffView::viewedTicksAreReported()
{
    PatchDiffView view;
    view.setPatch(rowPatch(u"django__django-16256"_s));
    QSignalSpy spy(&view, &PatchDiffView::viewedChanged);
    const QModelIndex file = fileRow(view, 0);
    const QString path = file.data().toString();
    QCOMPARE(file.model()->rowCount(file), 4);

    // The user ticks a hunk.
    setTick(fileRow(view, 0, 1), Qt::Checked);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0], (QVariantList{path, 1, true}));
    QVERIFY(view.isViewed(path, 1));
    QVERIFY(!view.isViewed(path));
    QCOMPARE(tick(file), Qt::PartiallyChecked);

    // Ticking the file ticks the remaining hunks and reports the file.
    setTick(file, Qt::Checked);
    QVERIFY(view.isViewed(path));
    QVERIFY(view.isViewed(path, 3));
    QCOMPARE(tick(fileRow(view, 0, 3)), Qt::Checked);
    QCOMPARE(spy.last(), (QVariantList{path, -1, true}));
    QCOMPARE(spy.size(), 1 + 3 + 1);

    // Unticking one hunk unticks the file.
    spy.clear();
    setTick(fileRow(view, 0, 0), Qt::Unchecked);
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy[0], (QVariantList{path, 0, false}));
    QCOMPARE(spy[1], (QVariantList{path, -1, false}));
    QVERIFY(!view.isViewed(path));

    // The app restores state through the same setter.
    view.setViewed(u"django/db/models/fields/related_descriptors.py"_s, -1, true);
    QCOMPARE(tick(fileRow(view, 1)), Qt::Checked);
    view.setPatch(rowPatch(u"django__django-16256"_s));
    QVERIFY(!view.isViewed(path, 1));
}

void TestPatchDiffView::clickingAHunkActivatesIt()
{
    PatchDiffView view;
    view.setPatch(rowPatch(u"django__django-16256"_s));
    QSignalSpy spy(&view, &PatchDiffView::hunkActivated);
    fileList(view)->setCurrentIndex(fileRow(view, 1, 2));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0], (QVariantList{u"django/db/models/fields/related_descriptors.py"_s, 2}));
    QCOMPARE(view.currentFile(), u"django/db/models/fields/related_descriptors.py"_s);
}

void TestPatchDiffView::sideBySideColoursChangedLines()
{
    PatchDiffView view;
    view.resize(1400, 620);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(rowPatch(u"django__django-13195"_s));
    view.setCurrentFile(u"django/http/response.py"_s);
    view.setMode(PatchDiffView::Mode::SideBySide);
    QsciScintilla *oldSide = editor(view, u"oldEditor"_s);
    QsciScintilla *newSide = editor(view, u"newEditor"_s);
    const int removed = lineStartingWith(oldSide, u"    def delete_cookie(self, key, path='/', domain=None):"_s);
    QVERIFY(removed >= 0);

    const int height = int(oldSide->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, removed));
    const int y = (removed - oldSide->firstVisibleLine()) * height + height / 2;
    const QColor base = view.palette().color(QPalette::Base);
    // Far right of the row, past the text: only the line background is there.
    const QImage oldImage = oldSide->viewport()->grab().toImage();
    const QImage newImage = newSide->viewport()->grab().toImage();
    const QColor oldRow = oldImage.pixelColor(oldImage.width() - 5, y);
    const QColor newRow = newImage.pixelColor(newImage.width() - 5, y);
    QVERIFY2(oldRow.red() > oldRow.green() && oldRow != base, qPrintable(oldRow.name()));
    QVERIFY2(newRow.green() > newRow.red() && newRow != base, qPrintable(newRow.name()));
}

void TestPatchDiffView::followsADarkPalette()
{
    PatchDiffView view;
    QPalette dark = view.palette();
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    view.setPalette(dark);
    view.resize(1400, 620);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(rowPatch(u"django__django-13195"_s));
    view.setCurrentFile(u"django/http/response.py"_s);
    view.setMode(PatchDiffView::Mode::SideBySide);
    QsciScintilla *oldSide = editor(view, u"oldEditor"_s);
    const int context = lineStartingWith(oldSide, u"        return self.set_cookie(key, value, **kwargs)"_s);
    const int removed = lineStartingWith(oldSide, u"    def delete_cookie(self, key, path='/', domain=None):"_s);
    QVERIFY(context >= 0 && removed >= 0);
    const int height = int(oldSide->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, 0));
    const QImage image = oldSide->viewport()->grab().toImage();
    auto rowColour = [&](int line) {
        return image.pixelColor(image.width() - 5, (line - oldSide->firstVisibleLine()) * height + height / 2);
    };
    QCOMPARE(rowColour(context), QColor(0x1e, 0x1e, 0x1e));
    const QColor removedRow = rowColour(removed);
    QVERIFY2(removedRow.lightness() < 100 && removedRow.red() > removedRow.green(), qPrintable(removedRow.name()));
}

void TestPatchDiffView::restoresViewedTicksQuietly()
{
    PatchDiffView view;
    view.setPatch(rowPatch(u"django__django-16256"_s));
    QSignalSpy spy(&view, &PatchDiffView::viewedChanged);
    const QString first = fileRow(view, 0).data().toString();
    const QString second = fileRow(view, 1).data().toString();
    view.setViewedTicks({{first, 1}, {first, 3}, {second, -1}, {u"not/in/patch.py"_s, 0}, {first, 99}});
    QCOMPARE(spy.size(), 0);
    QCOMPARE(tick(fileRow(view, 0)), Qt::PartiallyChecked);
    QCOMPARE(tick(fileRow(view, 0, 1)), Qt::Checked);
    QCOMPARE(tick(fileRow(view, 0, 0)), Qt::Unchecked);
    QCOMPARE(tick(fileRow(view, 1)), Qt::Checked);
    QVERIFY(view.isViewed(second));
    QVERIFY(view.isViewed(second, 0));

    QList<QPair<QString, int>> ticks = view.viewedTicks();
    QVERIFY(ticks.contains(qMakePair(first, 1)));
    QVERIFY(ticks.contains(qMakePair(first, 3)));
    QVERIFY(!ticks.contains(qMakePair(first, -1)));
    QVERIFY(ticks.contains(qMakePair(second, -1)));
    // Round trip: what the view reports restores the same state.
    PatchDiffView other;
    other.setPatch(rowPatch(u"django__django-16256"_s));
    other.setViewedTicks(ticks);
    QCOMPARE(other.viewedTicks(), ticks);

    // The user goes on ticking after a restore: the file completes and is reported as usual.
    setTick(fileRow(view, 0, 0), Qt::Checked);
    setTick(fileRow(view, 0, 2), Qt::Checked);
    QCOMPARE(spy.last(), (QVariantList{first, -1, true}));
    QCOMPARE(tick(fileRow(view, 0)), Qt::Checked);

    // An empty list clears everything, still quietly.
    spy.clear();
    view.setViewedTicks({});
    QCOMPARE(spy.size(), 0);
    QVERIFY(view.viewedTicks().isEmpty());
    QCOMPARE(tick(fileRow(view, 1)), Qt::Unchecked);
}

void TestPatchDiffView::fullFileShowsTheWholeFile()
{
    const QString path = u"skyledger/hours.py"_s;
    PatchDiffView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(*parsePatch(demo().task.referencePatch));
    view.setCurrentFile(path);
    auto *toggle = view.findChild<QToolButton *>(u"fullFileToggle"_s);
    QVERIFY(toggle);
    QVERIFY(!toggle->isEnabled()); // nothing to read the base from yet
    view.setBaseProvider(demoProvider());
    QVERIFY(toggle->isEnabled());
    QVERIFY(!view.isFullFile());

    QsciScintilla *unified = editor(view, u"unifiedEditor"_s);
    const QStringList baseLines = QString::fromUtf8(demoBase(path)).split(u'\n');
    const QString &firstBaseLine = baseLines.first();
    QVERIFY(!firstBaseLine.isEmpty());
    QCOMPARE(lineStartingWith(unified, firstBaseLine), -1); // far from any hunk: not in the plain diff
    const int diffLines = unified->lines();

    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(view.isFullFile());
    // The base is read off the GUI thread; the whole file replaces the diff when it arrives.
    QTRY_COMPARE(unified->text(0).trimmed(), firstBaseLine.trimmed());
    QVERIFY(unified->lines() > diffLines);
    // Every base line is there, in order; the hunks sit between them.
    int found = 0;
    for (int line = 0; line < unified->lines() && found < baseLines.size(); ++line) {
        if (unified->text(line).chopped(unified->text(line).endsWith(u'\n') ? 1 : 0) == baseLines[found])
            ++found;
    }
    QVERIFY2(found >= baseLines.size() - 1, qPrintable(u"%1 of %2"_s.arg(found).arg(baseLines.size())));

    // showHunk still lands on the hunk header.
    const Patch patch = view.patch();
    const int last = int(patch.files[0].hunks.size()) - 1;
    QVERIFY(view.showHunk(path, last));
    QVERIFY(unified->text(cursorLine(unified)).startsWith(u"@@ "_s));

    // Per file: another file is shown as a plain diff; coming back shows the whole file again.
    const QString other = patch.files[1].path();
    view.setCurrentFile(other);
    QVERIFY(!view.isFullFile());
    QVERIFY(!toggle->isChecked());
    view.setCurrentFile(path);
    QVERIFY(view.isFullFile());
    QVERIFY(toggle->isChecked());

    // The keyboard toggles it off.
    unified->setFocus();
    QTest::keyClick(unified, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!view.isFullFile());
    QCOMPARE(unified->lines(), diffLines);
}

void TestPatchDiffView::fullFileSideBySide()
{
    const QString path = u"skyledger/wallet.py"_s;
    PatchDiffView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(*parsePatch(demo().task.attempts.first().patch));
    view.setBaseProvider(demoProvider());
    view.setCurrentFile(path);
    view.setMode(PatchDiffView::Mode::SideBySide);
    view.setFullFile(true);
    QsciScintilla *oldSide = editor(view, u"oldEditor"_s);
    QsciScintilla *newSide = editor(view, u"newEditor"_s);

    // Left reads as the base, right as the patched file (fillers aside).
    auto content = [](QsciScintilla *editor) -> QString {
        QStringList lines;
        for (int line = 0; line < editor->lines(); ++line) {
            const int marker = int(editor->markersAtLine(line));
            if (marker & (1 << 3)) // filler rows keep the sides aligned
                continue;
            QString text = editor->text(line);
            if (text.endsWith(u'\n'))
                text.chop(1);
            if (!text.startsWith(u"@@ "_s))
                lines.append(text);
        }
        return lines.join(u'\n') + u'\n';
    };
    const PatchFile &file = view.patch().files[0].path() == path   ? view.patch().files[0]
                            : view.patch().files[1].path() == path ? view.patch().files[1]
                                                                   : view.patch().files[2];
    QTRY_COMPARE(content(oldSide), QString::fromUtf8(demoBase(path)));
    QCOMPARE(oldSide->lines(), newSide->lines());
    QCOMPARE(content(newSide), QString::fromUtf8(*applyFilePatch(demoBase(path), file)));
}

void TestPatchDiffView::fullFileUnavailable()
{
    PatchDiffView view;
    view.setPatch(*parsePatch(demo().task.referencePatch));
    view.setBaseProvider([](const QString &path) -> Result<QByteArray> {
        return readFileAtCommit(demo().repository, u"0123456789abcdef0123456789abcdef01234567"_s, path);
    });
    QsciScintilla *unified = editor(view, u"unifiedEditor"_s);
    const QString diffFirst = unified->text(0);
    view.setFullFile(true);
    QTRY_VERIFY2(unified->text(0).startsWith(u"Full file unavailable: Commit 0123456 is not in "_s),
                 qPrintable(unified->text(0)));
    // The diff itself is still there below the message.
    QCOMPARE(unified->text(1), diffFirst);

    // A base that does not fit the patch says which hunk fails.
    PatchDiffView mismatched;
    mismatched.setPatch(*parsePatch(demo().task.referencePatch));
    mismatched.setBaseProvider([](const QString &) -> Result<QByteArray> { return "nothing like it\n"_ba; });
    mismatched.setFullFile(true);
    QsciScintilla *mismatchedText = editor(mismatched, u"unifiedEditor"_s);
    QTRY_VERIFY2(mismatchedText->text(0).startsWith(
                     u"Full file unavailable: hunk 1 of skyledger/hours.py does not apply at line"_s),
                 qPrintable(mismatchedText->text(0)));
}

void TestPatchDiffView::fullFileReadsOffTheGuiThread()
{
    const QString path = u"skyledger/hours.py"_s;
    HeldProvider held;
    PatchDiffView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setPatch(*parsePatch(demo().task.referencePatch));
    view.setCurrentFile(path);
    view.setBaseProvider(held.provider(demoBase(path)));
    QsciScintilla *unified = editor(view, u"unifiedEditor"_s);
    const QString diff = unified->text();
    auto *reading = view.findChild<QLabel *>(u"fullFileStatus"_s);
    QVERIFY(reading);
    QVERIFY(reading->isHidden());

    // The read has started and is held: the view has answered already, with the diff still there to read.
    view.setFullFile(true);
    QVERIFY(held->started.tryAcquire(1, 5000));
    QVERIFY(view.isFullFile());
    QCOMPARE(unified->text(), diff);
    QVERIFY(!reading->isHidden());
    QCOMPARE(reading->text(), u"Reading the file…"_s);
    // A jump to evidence meanwhile lands on its line, and is still there once the whole file is shown.
    const PatchLine &cited = view.patch().files[0].hunks[0].lines[3];
    QVERIFY(view.showHunk(path, 0, 3));
    QCOMPARE(unified->text(cursorLine(unified)).chopped(1), cited.text);

    held->release.release();
    const QString firstBaseLine = QString::fromUtf8(demoBase(path)).split(u'\n').first();
    QTRY_COMPARE(unified->text(0).trimmed(), firstBaseLine.trimmed());
    QVERIFY(reading->isHidden());
    QCOMPARE(unified->text(cursorLine(unified)).chopped(1), cited.text);
    QVERIFY(cursorLine(unified) > 5); // among the base lines now, no longer near the top of the diff
    QVERIFY(held->thread.load() != QThread::currentThread());
}

void TestPatchDiffView::staleBaseIsDropped()
{
    const QString path = u"skyledger/hours.py"_s;
    HeldProvider stale;
    HeldProvider fresh;
    PatchDiffView view;
    view.setPatch(*parsePatch(demo().task.referencePatch));
    view.setCurrentFile(path);
    // This base does not fit the patch: were it shown, a message would stand where the file's first line is.
    view.setBaseProvider(stale.provider("nothing like it\n"_ba));
    view.setFullFile(true);
    QVERIFY(stale->started.tryAcquire(1, 5000));

    // The task's repository changes while that read is under way: the newest request wins.
    view.setBaseProvider(fresh.provider(demoBase(path)));
    QVERIFY(fresh->started.tryAcquire(1, 5000));
    fresh->release.release();
    QsciScintilla *unified = editor(view, u"unifiedEditor"_s);
    const QString firstBaseLine = QString::fromUtf8(demoBase(path)).split(u'\n').first();
    QTRY_COMPARE(unified->text(0).trimmed(), firstBaseLine.trimmed());
    const QString whole = unified->text();

    // The stale read ends last. Once every read has ended and everything they posted has been delivered, the
    // screen still shows the fresh base.
    stale->release.release();
    workPool()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(unified->text(), whole);
    QVERIFY(view.isFullFile());
}

QTEST_MAIN(TestPatchDiffView)
#include "tst_patchdiffview.moc"
