// Real patches come from vexp-ai/vexp-swe-bench (patch.diff files and data/swe-bench-100.jsonl, SWE-bench Verified
// rows) and SWE-agent/SWE-agent (a run's patches/pydicom__pydicom-1458.patch), in tests/data/swe-bench (see
// tests/data/README.md). The other fixtures in tests/data/patches were written by git 2.39 and GNU diff; the expected
// counts are `git apply --numstat` output stored beside them (fixtures.numstat, swe-bench-100.numstat).

#include <core/patch/patchparser.h>

#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kData = testDataPath(u"patches/"_s);

Patch parseOk(const QByteArray &text)
{
    Result<Patch> result = parsePatch(text);
    if (!result) {
        qWarning("%s", qPrintable(result.error().toString()));
        return Patch{{PatchFile{}}}; // one empty file: every assertion on a real patch fails on it
    }
    return std::move(result).value();
}

// git's C quoting in numstat output ("caf\303\251.txt").
QString unquoteGit(const QString &s)
{
    if (!s.startsWith(u'"'))
        return s;
    const QByteArray in = s.toUtf8();
    QByteArray out;
    for (qsizetype i = 1; i + 1 < in.size(); ++i) {
        if (in[i] != '\\') {
            out += in[i];
            continue;
        }
        const char c = in[++i];
        if (c >= '0' && c <= '3') {
            out += char(((c - '0') << 6) | ((in[i + 1] - '0') << 3) | (in[i + 2] - '0'));
            i += 2;
        } else {
            out += c == 't' ? '\t' : c == 'n' ? '\n' : c;
        }
    }
    return QString::fromUtf8(out);
}

struct NumstatRow {
    QString path;
    int added = 0;
    int removed = 0;
    bool binary = false;
};

// "key\tadded\tremoved\tpath" lines, grouped by key (the columns before the counts).
QMap<QString, QList<NumstatRow>> readNumstat(const QString &name, int keyColumns)
{
    QMap<QString, QList<NumstatRow>> rows;
    const QList<QByteArray> lines = readFixture(kData + name).split('\n');
    for (const QByteArray &line : lines) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList cols = QString::fromUtf8(line).split(u'\t');
        if (cols.size() != keyColumns + 3)
            qFatal("bad numstat line: %s", line.constData());
        NumstatRow row;
        row.binary = cols[keyColumns] == u"-"_s;
        row.added = cols[keyColumns].toInt();
        row.removed = cols[keyColumns + 1].toInt();
        row.path = unquoteGit(cols[keyColumns + 2]);
        rows[cols.mid(0, keyColumns).join(u'\t')].append(row);
    }
    return rows;
}

} // namespace

class TestPatchParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyAndTextOnly();
    void realPatches_data();
    void realPatches();
    void lineNumbersOfARealHunk();
    void sweBenchRowsMatchGit();
    void fixturesMatchGit_data();
    void fixturesMatchGit();
    void renameWithChanges();
    void renameOnly();
    void copy();
    void newAndDeleted();
    void binaryBothForms();
    void binaryLinesOfDiffRecursive();
    void mnemonicPrefixes_data();
    void mnemonicPrefixes();
    void difflibWithoutNames();
    void modeChangeOnly();
    void noNewlineAtEnd_data();
    void noNewlineAtEnd();
    void crlf();
    void quotedPaths();
    void unquotedPathWithSpace();
    void formatPatchMail();
    void plainUnifiedDiff();
    void hunkHeaderForms();
    void emptyContextLine();
    void malformed_data();
    void malformed();
};

void TestPatchParser::emptyAndTextOnly()
{
    QVERIFY(parseOk(QByteArray()).isEmpty());
    // A commit message with indented lines that look like hunk lines is not a patch.
    QVERIFY(parseOk("Fix the frobnicator\n\n    + it was broken\n    - now it is not\n"_ba).isEmpty());
}

void TestPatchParser::realPatches_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("hunks");
    QTest::addColumn<int>("added");
    QTest::addColumn<int>("removed");
    QTest::addColumn<QString>("firstSection");

    QTest::newRow("django-11133") << samples::vexpRun + u"/django__django-11133/patch.diff"_s
                                  << u"django/http/response.py"_s << 2 << 2 << 2 << u"class HttpResponseBase:"_s;
    QTest::newRow("matplotlib-24870") << samples::vexpRun + u"/matplotlib__matplotlib-24870/patch.diff"_s
                                      << u"lib/matplotlib/contour.py"_s << 1 << 13 << 4
                                      << u"class QuadContourSet(ContourSet):"_s;
    QTest::newRow("pydicom-1458")
        << samples::sweAgentPydicomPatch << u"pydicom/pixel_data_handlers/numpy_handler.py"_s << 1 << 3 << 2
        << u"def get_pixeldata(ds: \"Dataset\", read_only: bool = False) -> \"np.ndarray\":"_s;
}

void TestPatchParser::realPatches()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(int, hunks);
    QFETCH(int, added);
    QFETCH(int, removed);
    QFETCH(QString, firstSection);

    const Patch patch = parseOk(readFixture(testDataPath(file)));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QCOMPARE(f.oldPath, path);
    QCOMPARE(f.newPath, path);
    QVERIFY(!f.isNew && !f.isDeleted && !f.isRename && !f.isBinary);
    QCOMPARE(f.oldMode, u"100644"_s);
    QCOMPARE(f.hunks.size(), hunks);
    QCOMPARE(f.added(), added);
    QCOMPARE(f.removed(), removed);
    QCOMPARE(patch.added(), added);
    QCOMPARE(f.hunks.first().section, firstSection);
}

void TestPatchParser::lineNumbersOfARealHunk()
{
    const Patch patch = parseOk(readFixture(testDataPath(samples::sweAgentPydicomPatch)));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QCOMPARE(f.patchLine, 2); // the patch starts with an empty line
    QCOMPARE(f.oldIndex, u"8e8d319ae"_s);
    QCOMPARE(f.newIndex, u"6a1221b72"_s);
    const PatchHunk &h = f.hunks.first();
    QCOMPARE(h.patchLine, 6);
    QCOMPARE(h.oldStart, 285);
    QCOMPARE(h.oldCount, 9);
    QCOMPARE(h.newStart, 285);
    QCOMPARE(h.newCount, 10);
    QCOMPARE(h.lines.size(), 12);

    const PatchLine &first = h.lines[0];
    QCOMPARE(first.kind, PatchLine::Kind::Context);
    QCOMPARE(first.text, u"        )"_s);
    QCOMPARE(first.oldLine, 285);
    QCOMPARE(first.newLine, 285);
    QCOMPARE(first.patchLine, 7);

    const PatchLine &empty = h.lines[1];
    QCOMPARE(empty.kind, PatchLine::Kind::Context);
    QCOMPARE(empty.text, QString());

    const PatchLine &removed = h.lines[3];
    QCOMPARE(removed.kind, PatchLine::Kind::Removed);
    QCOMPARE(removed.text, u"        'BitsAllocated', 'Rows', 'Columns', 'PixelRepresentation',"_s);
    QCOMPARE(removed.oldLine, 288);
    QCOMPARE(removed.newLine, 0);
    QCOMPARE(removed.patchLine, 10);

    const PatchLine &added = h.lines[7];
    QCOMPARE(added.kind, PatchLine::Kind::Added);
    QCOMPARE(added.text, u"    if 'PixelData' in ds:"_s);
    QCOMPARE(added.oldLine, 0);
    QCOMPARE(added.newLine, 290);

    const PatchLine &last = h.lines.last();
    QCOMPARE(last.kind, PatchLine::Kind::Context);
    QCOMPARE(last.oldLine, 293);
    QCOMPARE(last.newLine, 294);
}

void TestPatchParser::sweBenchRowsMatchGit()
{
    const QMap<QString, QList<NumstatRow>> expected = readNumstat(u"swe-bench-100.numstat"_s, 2);
    const QList<QByteArray> rows = readFixture(testDataPath(samples::vexpVerifiedRows)).split('\n');
    int patches = 0;
    int files = 0;
    for (const QByteArray &line : rows) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError jsonError;
        const QJsonObject row = QJsonDocument::fromJson(line, &jsonError).object();
        QCOMPARE(jsonError.error, QJsonParseError::NoError);
        const QString id = row.value(u"instance_id"_s).toString();
        for (const QString &field : {u"patch"_s, u"test_patch"_s}) {
            const QString where = id + u' ' + field;
            Result<Patch> patch = parsePatch(row.value(field).toString().toUtf8());
            if (!patch)
                QFAIL(qPrintable(where + u": "_s + patch.error().toString()));
            const QList<NumstatRow> want = expected.value(id + u'\t' + field);
            QVERIFY2(!want.isEmpty(), qPrintable(where));
            QCOMPARE(patch->files.size(), want.size());
            for (qsizetype i = 0; i < want.size(); ++i) {
                const PatchFile &f = patch->files[i];
                QVERIFY2(f.path() == want[i].path, qPrintable(where + u": "_s + f.path()));
                QVERIFY2(f.added() == want[i].added, qPrintable(where + u": "_s + f.path()));
                QVERIFY2(f.removed() == want[i].removed, qPrintable(where + u": "_s + f.path()));
                QCOMPARE(f.isBinary, want[i].binary);
            }
            ++patches;
            files += int(want.size());
        }
    }
    QCOMPARE(patches, 200);
    QCOMPARE(files, 255);
}

void TestPatchParser::fixturesMatchGit_data()
{
    QTest::addColumn<QString>("fixture");
    // Every fixture in the folder, so that a new one without a git expectation fails below, and every one git's
    // expectations name, so that one lost from the folder fails too.
    QStringList fixtures = QDir(kData).entryList({u"*.diff"_s, u"*.patch"_s}, QDir::Files, QDir::Name);
    const QList<QString> expected = readNumstat(u"fixtures.numstat"_s, 1).keys();
    for (const QString &named : expected)
        if (!fixtures.contains(named))
            fixtures.append(named);
    for (const QString &fixture : std::as_const(fixtures))
        QTest::newRow(qPrintable(fixture)) << fixture;
}

void TestPatchParser::fixturesMatchGit()
{
    QFETCH(QString, fixture);
    const QList<NumstatRow> want = readNumstat(u"fixtures.numstat"_s, 1).value(fixture);
    QVERIFY2(!want.isEmpty(), "no git apply --numstat expectation for this fixture");
    const Patch patch = parseOk(readFixture(kData + fixture));
    QCOMPARE(patch.files.size(), want.size());
    for (qsizetype i = 0; i < want.size(); ++i) {
        const PatchFile &f = patch.files[i];
        // git apply strips one leading component from plain diffs ("new/a.txt"); Heddle strips only a/ and b/.
        QString path = f.path();
        if (fixture.startsWith(u"plain-"_s))
            path = path.sliced(path.indexOf(u'/') + 1);
        QCOMPARE(path, want[i].path);
        QCOMPARE(f.isBinary, want[i].binary);
        QCOMPARE(f.added(), want[i].added);
        QCOMPARE(f.removed(), want[i].removed);
    }
}

void TestPatchParser::renameWithChanges()
{
    const Patch patch = parseOk(readFixture(kData + u"rename-with-changes.diff"_s));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QVERIFY(f.isRename);
    QVERIFY(!f.isCopy && !f.isNew && !f.isDeleted);
    QCOMPARE(f.oldPath, u"greek.txt"_s);
    QCOMPARE(f.newPath, u"letters.txt"_s);
    QCOMPARE(f.similarity, 89);
    QCOMPARE(f.hunks.size(), 1);
    const PatchHunk &h = f.hunks.first();
    QCOMPARE(h.lines[2].kind, PatchLine::Kind::Removed);
    QCOMPARE(h.lines[2].text, u"gamma"_s);
    QCOMPARE(h.lines[2].oldLine, 3);
    QCOMPARE(h.lines[3].kind, PatchLine::Kind::Added);
    QCOMPARE(h.lines[3].text, u"GAMMA"_s);
    QCOMPARE(h.lines[3].newLine, 3);
    QCOMPARE(h.section, QString());
}

void TestPatchParser::renameOnly()
{
    const Patch patch = parseOk(readFixture(kData + u"rename-only.diff"_s));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QVERIFY(f.isRename);
    QCOMPARE(f.oldPath, u"keep.py"_s);
    QCOMPARE(f.newPath, u"kept.py"_s);
    QCOMPARE(f.similarity, 100);
    QVERIFY(f.hunks.isEmpty());
    QCOMPARE(f.oldMode, QString());
}

void TestPatchParser::copy()
{
    const Patch patch = parseOk(readFixture(kData + u"copy.diff"_s));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QVERIFY(f.isCopy);
    QVERIFY(!f.isRename);
    QCOMPARE(f.oldPath, u"numbers.txt"_s);
    QCOMPARE(f.newPath, u"copied.txt"_s);
    QCOMPARE(f.similarity, 94);
    QCOMPARE(f.hunks.first().lines.last().text, u"21"_s);
    QCOMPARE(f.hunks.first().lines.last().newLine, 21);
}

void TestPatchParser::newAndDeleted()
{
    const Patch added = parseOk(readFixture(kData + u"new-file.diff"_s));
    QCOMPARE(added.files.size(), 1);
    const PatchFile &a = added.files.first();
    QVERIFY(a.isNew);
    QVERIFY(!a.isDeleted);
    QCOMPARE(a.oldPath, QString());
    QCOMPARE(a.newPath, u"added.txt"_s);
    QCOMPARE(a.path(), u"added.txt"_s);
    QCOMPARE(a.newMode, u"100644"_s);
    QCOMPARE(a.oldMode, QString());
    QCOMPARE(a.hunks.first().oldStart, 0);
    QCOMPARE(a.hunks.first().oldCount, 0);
    QCOMPARE(a.hunks.first().lines[2].newLine, 3);

    const Patch deleted = parseOk(readFixture(kData + u"deleted-file.diff"_s));
    QCOMPARE(deleted.files.size(), 1);
    const PatchFile &d = deleted.files.first();
    QVERIFY(d.isDeleted);
    QVERIFY(!d.isNew);
    QCOMPARE(d.oldPath, u"gone.txt"_s);
    QCOMPARE(d.newPath, QString());
    QCOMPARE(d.path(), u"gone.txt"_s);
    QCOMPARE(d.oldMode, u"100644"_s);
    QCOMPARE(d.removed(), 2);
}

void TestPatchParser::binaryBothForms()
{
    const Patch differ = parseOk(readFixture(kData + u"binary-files-differ.diff"_s));
    QCOMPARE(differ.files.size(), 1);
    QVERIFY(differ.files.first().isBinary);
    QCOMPARE(differ.files.first().path(), u"blob.bin"_s);
    QVERIFY(differ.files.first().hunks.isEmpty());

    const Patch literal = parseOk(readFixture(kData + u"git-binary-patch.diff"_s));
    QCOMPARE(literal.files.size(), 2);
    QVERIFY(literal.files[0].isBinary);
    QCOMPARE(literal.files[0].path(), u"blob.bin"_s);
    QVERIFY(literal.files[0].hunks.isEmpty());
    QVERIFY(literal.files[1].isBinary);
    QVERIFY(literal.files[1].isNew);
    QCOMPARE(literal.files[1].path(), u"new.png"_s);
    QCOMPARE(literal.files[1].patchLine, 10);

    // The binary block ends at the next text file, which parses as usual.
    const QByteArray mixed = readFixture(kData + u"git-binary-patch.diff"_s) + readFixture(kData + u"copy.diff"_s);
    const Patch both = parseOk(mixed);
    QCOMPARE(both.files.size(), 3);
    QCOMPARE(both.files[2].path(), u"copied.txt"_s);
    QCOMPARE(both.files[2].added(), 1);
}

// What GNU diff 3.8 prints for two folders, plain and unified: a changed binary file is one line with no header.
void TestPatchParser::binaryLinesOfDiffRecursive()
{
    const QByteArray diffR = "Binary files one/b.bin and two/b.bin differ\n"
                             "Only in one: only.txt\n"
                             "diff -ru one/t.txt two/t.txt\n"
                             "--- one/t.txt\t2026-12-01 21:09:17.319859473 +0000\n"
                             "+++ two/t.txt\t2026-12-01 21:09:17.319859473 +0000\n"
                             "@@ -1 +1 @@\n"
                             "-a\n"
                             "+b\n"
                             "Binary files one/c and d.bin and two/c and d.bin differ\n"
                             "Binary files a/new.png and /dev/null differ\n"_ba;
    const Patch patch = parseOk(diffR);
    QCOMPARE(patch.files.size(), 4);
    QVERIFY(patch.files[0].isBinary);
    QCOMPARE(patch.files[0].oldPath, u"one/b.bin"_s);
    QCOMPARE(patch.files[0].newPath, u"two/b.bin"_s);
    QCOMPARE(patch.files[0].patchLine, 1);
    QVERIFY(!patch.files[1].isBinary);
    QCOMPARE(patch.files[1].newPath, u"two/t.txt"_s);
    QCOMPARE(patch.files[1].added(), 1);
    // " and " inside the names: the split is where both sides name the same file.
    QVERIFY(patch.files[2].isBinary);
    QCOMPARE(patch.files[2].oldPath, u"one/c and d.bin"_s);
    QCOMPARE(patch.files[2].newPath, u"two/c and d.bin"_s);
    QVERIFY(patch.files[3].isDeleted);
    QCOMPARE(patch.files[3].path(), u"new.png"_s);

    // A binary line in a text that is not a patch is one binary file, not nothing.
    const Patch alone = parseOk("Binary files x/a.bin and y/a.bin differ\n"_ba);
    QCOMPARE(alone.files.size(), 1);
    QVERIFY(alone.files.first().isBinary);
}

void TestPatchParser::mnemonicPrefixes_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("oldPath");
    QTest::addColumn<QString>("newPath");

    // git 2.39 with -c diff.mnemonicPrefix=true: diff, diff HEAD, diff --cached, diff -R, diff --no-index.
    const auto git = [](const QByteArray &oldName, const QByteArray &newName) -> QByteArray {
        return "diff --git " + oldName + ' ' + newName + "\nindex 4cb29ea..ea14db2 100644\n--- " + oldName + "\n+++ " +
               newName + "\n@@ -1 +1 @@\n-two\n+2\n";
    };
    QTest::newRow("index and work tree") << readFixture(kData + u"mnemonic-prefix.diff"_s) << u"src/app.txt"_s
                                         << u"src/app.txt"_s;
    QTest::newRow("commit and work tree")
        << git("c/src/app.txt", "w/src/app.txt") << u"src/app.txt"_s << u"src/app.txt"_s;
    QTest::newRow("commit and index") << git("c/a b.txt", "i/a b.txt") << u"a b.txt"_s << u"a b.txt"_s;
    QTest::newRow("reversed") << git("w/x.py", "i/x.py") << u"x.py"_s << u"x.py"_s;
    QTest::newRow("object and work tree") << git("o/x.py", "w/x.py") << u"x.py"_s << u"x.py"_s;
    QTest::newRow("no-index") << git("1/x.py", "2/x.py") << u"x.py"_s << u"x.py"_s;
    QTest::newRow("plain diff with the pair")
        << "--- i/x.py\n+++ w/x.py\n@@ -1 +1 @@\n-a\n+b\n"_ba << u"x.py"_s << u"x.py"_s;
    // A folder named i/ in a --no-prefix diff keeps its name: both sides have the same first component.
    QTest::newRow("same letter is a folder") << git("i/x.py", "i/x.py") << u"i/x.py"_s << u"i/x.py"_s;
    QTest::newRow("a and b as before") << git("a/w/x.py", "b/w/x.py") << u"w/x.py"_s << u"w/x.py"_s;
}

void TestPatchParser::mnemonicPrefixes()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, oldPath);
    QFETCH(QString, newPath);
    const Patch parsed = parseOk(patch);
    QCOMPARE(parsed.files.size(), 1);
    QCOMPARE(parsed.files.first().oldPath, oldPath);
    QCOMPARE(parsed.files.first().newPath, newPath);
}

// Python 3's difflib.unified_diff(a, b) with no fromfile/tofile: "--- " and "+++ " name nothing.
void TestPatchParser::difflibWithoutNames()
{
    const Patch patch = parseOk("--- \n+++ \n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"_ba);
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QVERIFY(f.oldPath.isEmpty() && f.newPath.isEmpty());
    QVERIFY(!f.isNew && !f.isDeleted);
    QCOMPARE(f.hunks.size(), 1);
    QCOMPARE(f.added(), 1);
    QCOMPARE(f.removed(), 1);

    // With dates but no names, as fromfiledate/tofiledate write them.
    const Patch dated = parseOk("--- \t2024-01-01\n+++ \t2024-01-02\n@@ -1 +1 @@\n-a\n+b\n"_ba);
    QCOMPARE(dated.files.size(), 1);
    QCOMPARE(dated.files.first().added(), 1);
}

void TestPatchParser::modeChangeOnly()
{
    const Patch patch = parseOk(readFixture(kData + u"mode-change.diff"_s));
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QCOMPARE(f.path(), u"run.sh"_s);
    QCOMPARE(f.oldMode, u"100644"_s);
    QCOMPARE(f.newMode, u"100755"_s);
    QVERIFY(f.hunks.isEmpty());
    QVERIFY(!f.isNew && !f.isDeleted && !f.isRename && !f.isBinary);
}

void TestPatchParser::noNewlineAtEnd_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<bool>("removedMarked");
    QTest::addColumn<bool>("addedMarked");

    QTest::newRow("old side") << u"no-newline-old-side.diff"_s << true << false;
    QTest::newRow("new side") << u"no-newline-new-side.diff"_s << false << true;
    QTest::newRow("both sides") << u"no-newline-both-sides.diff"_s << true << true;
}

void TestPatchParser::noNewlineAtEnd()
{
    QFETCH(QString, fixture);
    QFETCH(bool, removedMarked);
    QFETCH(bool, addedMarked);

    const Patch patch = parseOk(readFixture(kData + fixture));
    QCOMPARE(patch.files.size(), 1);
    const PatchHunk &h = patch.files.first().hunks.first();
    int checked = 0;
    for (const PatchLine &line : h.lines) {
        if (line.kind == PatchLine::Kind::Removed) {
            QCOMPARE(line.noNewlineAtEnd, removedMarked);
            ++checked;
        } else if (line.kind == PatchLine::Kind::Added) {
            QCOMPARE(line.noNewlineAtEnd, addedMarked);
            ++checked;
        } else {
            QVERIFY(!line.noNewlineAtEnd);
        }
    }
    QCOMPARE(checked, 2);
}

void TestPatchParser::crlf()
{
    const QByteArray text = readFixture(kData + u"crlf.diff"_s);
    QVERIFY(text.contains("\r\n"));
    const Patch patch = parseOk(text);
    QCOMPARE(patch.files.size(), 1);
    const PatchFile &f = patch.files.first();
    QCOMPARE(f.path(), u"list.txt"_s);
    QCOMPARE(f.oldMode, u"100644"_s);
    QCOMPARE(f.hunks.size(), 2);
    const PatchHunk &second = f.hunks[1];
    QCOMPARE(second.patchLine, 14);
    QCOMPARE(second.lines[3].text, u"25"_s);
    QCOMPARE(second.lines[4].text, u"twenty-five"_s);
    QCOMPARE(second.lines[4].newLine, 25);
    QCOMPARE(second.lines[7].kind, PatchLine::Kind::Removed);
    QCOMPARE(second.lines[7].text, u"28"_s);
    QCOMPARE(second.lines[7].oldLine, 28);

    // Only the line ending goes: a CR inside a line, and spaces before the ending, stay.
    const Patch inner = parseOk("--- a/x\r\n+++ b/x\r\n@@ -1 +1 @@\r\n-a\rb \r\n+ab  \r\n"_ba);
    QCOMPARE(inner.files.first().hunks.first().lines[0].text, u"a\rb "_s);
    QCOMPARE(inner.files.first().hunks.first().lines[1].text, u"ab  "_s);
}

void TestPatchParser::quotedPaths()
{
    const Patch patch = parseOk(readFixture(kData + u"quoted-paths.diff"_s));
    QCOMPARE(patch.files.size(), 3);
    QCOMPARE(patch.files[0].path(), u"café.txt"_s);
    QCOMPARE(patch.files[0].hunks.first().lines.first().text, u"café"_s);
    QCOMPARE(patch.files[1].path(), u"say \"hi\".txt"_s);
    QCOMPARE(patch.files[2].path(), u"with space\ttab.py"_s);
    for (const PatchFile &f : patch.files) {
        QVERIFY(f.isNew);
        QCOMPARE(f.oldPath, QString());
    }
}

void TestPatchParser::unquotedPathWithSpace()
{
    // No "---" lines: the names come from "diff --git a/my file.sh b/my file.sh" alone.
    const Patch patch = parseOk(readFixture(kData + u"space-in-name-mode.diff"_s));
    QCOMPARE(patch.files.size(), 1);
    QCOMPARE(patch.files.first().oldPath, u"my file.sh"_s);
    QCOMPARE(patch.files.first().newPath, u"my file.sh"_s);
    QCOMPARE(patch.files.first().newMode, u"100755"_s);
}

void TestPatchParser::formatPatchMail()
{
    // Two mails: headers, message, "---", diffstat, the diff, and the "-- " signature each.
    const Patch patch = parseOk(readFixture(kData + u"format-patch.patch"_s));
    QCOMPARE(patch.files.size(), 2);
    QCOMPARE(patch.files[0].path(), u"numbers.txt"_s);
    QCOMPARE(patch.files[0].patchLine, 11);
    QCOMPARE(patch.files[0].hunks.size(), 1);
    QCOMPARE(patch.files[0].hunks.first().lines.size(), 7);
    QCOMPARE(patch.files[1].path(), u"kept.py"_s);
    QCOMPARE(patch.files[1].hunks.size(), 1);
    QCOMPARE(patch.files[1].hunks.first().lines.last().text, u"    return 2"_s);
    QCOMPARE(patch.added(), 2);
    QCOMPARE(patch.removed(), 2);
}

void TestPatchParser::plainUnifiedDiff()
{
    const Patch patch = parseOk(readFixture(kData + u"plain-unified.diff"_s));
    QCOMPARE(patch.files.size(), 4);
    // The timestamps after the tab are not part of the name.
    QCOMPARE(patch.files[0].oldPath, u"old/a.txt"_s);
    QCOMPARE(patch.files[0].newPath, u"new/a.txt"_s);
    QVERIFY(!patch.files[0].isNew && !patch.files[0].isDeleted);
    // diff -N dates an absent file at the epoch.
    QVERIFY(patch.files[1].isNew);
    QCOMPARE(patch.files[1].path(), u"new/b.txt"_s);
    QVERIFY(patch.files[2].isDeleted);
    QCOMPARE(patch.files[2].path(), u"old/c.txt"_s);

    // "Only in" lines between and after files are not hunk lines.
    const Patch onlyIn = parseOk(readFixture(kData + u"plain-only-in.diff"_s));
    QCOMPARE(onlyIn.files.size(), 1);

    const Patch devNull = parseOk("--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1 @@\n+x\n"_ba);
    QVERIFY(devNull.files.first().isNew);
    QCOMPARE(devNull.files.first().oldPath, QString());
    QCOMPARE(devNull.files.first().newPath, u"new.txt"_s);
}

void TestPatchParser::hunkHeaderForms()
{
    // Counts are optional (1), and a count of 0 leaves the start as the line before the hunk.
    const Patch patch = parseOk("--- a/x\n+++ b/x\n@@ -5 +5,0 @@ int main()\n-gone\n@@ -9,0 +9 @@\n+new\n"_ba);
    const PatchFile &f = patch.files.first();
    QCOMPARE(f.hunks.size(), 2);
    QCOMPARE(f.hunks[0].oldCount, 1);
    QCOMPARE(f.hunks[0].newCount, 0);
    QCOMPARE(f.hunks[0].section, u"int main()"_s);
    QCOMPARE(f.hunks[0].lines.first().oldLine, 5);
    QCOMPARE(f.hunks[1].oldCount, 0);
    QCOMPARE(f.hunks[1].newCount, 1);
    QCOMPARE(f.hunks[1].lines.first().newLine, 9);
}

void TestPatchParser::emptyContextLine()
{
    // Mailers and editors strip the space of an empty context line; git accepts the bare line.
    const Patch patch = parseOk("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n"_ba);
    const PatchHunk &h = patch.files.first().hunks.first();
    QCOMPARE(h.lines.size(), 4);
    QCOMPARE(h.lines[1].kind, PatchLine::Kind::Context);
    QCOMPARE(h.lines[1].oldLine, 2);
    QCOMPARE(h.lines[2].oldLine, 3);
}

void TestPatchParser::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("code");

    const int parse = int(Error::Code::Parse);
    const QByteArray head = "diff --git a/x b/x\nindex 1111111..2222222 100644\n--- a/x\n+++ b/x\n"_ba;

    QTest::newRow("hunk header without closing @@")
        << head + "@@ -1,2 +1,2\n a\n b\n"_ba << 5 << u"hunk header: expected \"@@ -start,count +start,count @@\""_s
        << parse;
    QTest::newRow("hunk header with letters")
        << head + "@@ -x,2 +1,2 @@\n"_ba << 5 << u"hunk header: expected \"@@ -start,count +start,count @@\""_s
        << parse;
    QTest::newRow("hunk ends early at the next file")
        << head + "@@ -1,3 +1,3 @@\n a\n-b\n+c\n"_ba + head << 9
        << u"hunk ends early: expected 1 more line of the old file and 1 more line of the new file"_s << parse;
    QTest::newRow("hunk ends early: old side") << head + "@@ -1,4 +1,1 @@\n a\n@@ -9 +9 @@\n"_ba << 7
                                               << u"hunk ends early: expected 3 more lines of the old file"_s << parse;
    QTest::newRow("hunk ends early at the end")
        << head + "@@ -1,3 +1,3 @@\n a\n b\n"_ba << 7
        << u"hunk ends early at the end of the patch: expected 1 more line of the old file and 1 more line of the new "
           "file"_s
        << parse;
    QTest::newRow("too many lines") << head + "@@ -1,2 +1,2 @@\n a\n b\n c\n"_ba << 8 << u"line outside any hunk"_s
                                    << parse;
    QTest::newRow("too many added lines")
        << head + "@@ -1,2 +1,2 @@\n a\n+b\n+c\n"_ba << 8
        << u"unexpected added line: all lines of the new file that the hunk header at line 5 counts (2) are there"_s
        << parse;
    QTest::newRow("too many removed lines")
        << head + "@@ -1 +1,2 @@\n-a\n-b\n"_ba << 7
        << u"unexpected removed line: all lines of the old file that the hunk header at line 5 counts (1) are there"_s
        << parse;
    QTest::newRow("unknown line in hunk")
        << head + "@@ -1,2 +1,2 @@\n a\n*b\n"_ba << 7
        << u"unexpected line in hunk: lines start with ' ', '+', '-' or '\\'"_s << parse;
    QTest::newRow("+++ without ---") << "+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"_ba << 1
                                     << u"\"+++\" line without a \"---\" line before it"_s << parse;
    QTest::newRow("+++ without --- in a git header")
        << "diff --git a/x b/x\n+++ b/x\n"_ba << 2 << u"\"+++\" line without a \"---\" line before it"_s << parse;
    QTest::newRow("--- without +++") << "diff --git a/x b/x\n--- a/x\n@@ -1 +1 @@\n"_ba << 3
                                     << u"expected a \"+++\" line after the \"---\" line"_s << parse;
    QTest::newRow("+++ without hunk")
        << "--- a/x\n+++ b/x\nhello\n"_ba << 3
        << u"expected a hunk header \"@@ -start,count +start,count @@\" after the \"+++\""_s << parse;
    QTest::newRow("invalid new file mode")
        << "diff --git a/x b/x\nnew file mode 10064x\n"_ba << 2 << u"invalid mode \"10064x\""_s << parse;
    QTest::newRow("invalid old mode") << "diff --git a/x b/x\nold mode 644\nnew mode 100755\n"_ba << 2
                                      << u"invalid mode \"644\": expected six octal digits"_s << parse;
    QTest::newRow("invalid index line") << "diff --git a/x b/x\nindex nothex..2222\n"_ba << 2
                                        << u"index line: expected \"index <hash>..<hash> [mode]\""_s << parse;
    QTest::newRow("invalid similarity") << "diff --git a/x b/y\nsimilarity index high\nrename from x\nrename to y\n"_ba
                                        << 2 << u"similarity index: expected a percentage"_s << parse;
    QTest::newRow("rename from without rename to") << "diff --git a/x b/y\nsimilarity index 90%\nrename from x\n"_ba
                                                   << 1 << u"\"rename from\" without \"rename to\""_s << parse;
    QTest::newRow("copy to without copy from") << "\n\ndiff --git a/x b/y\ncopy to y\ndiff --git a/z b/z\n"_ba << 3
                                               << u"\"copy to\" without \"copy from\""_s << parse;
    QTest::newRow("hunk outside any file")
        << "Some text\n@@ -1 +1 @@\n-a\n+b\n"_ba << 2 << u"hunk header outside any file"_s << parse;
    QTest::newRow("hunk lines without a hunk header")
        << head.first(head.indexOf("---")) + "-a\n+b\n"_ba << 3 << u"line outside any hunk"_s << parse;
    QTest::newRow("unterminated quoted path")
        << "--- \"a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"_ba << 1 << u"invalid quoted path"_s << parse;
    QTest::newRow("bad escape in quoted path")
        << "--- \"a/\\q\"\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"_ba << 1 << u"invalid quoted path"_s << parse;
    QTest::newRow("no newline marker first")
        << head + "@@ -1 +1 @@\n\\ No newline at end of file\n"_ba << 6 << u"must follow a line of the hunk"_s << parse;
    QTest::newRow("no newline marker after a gap") << head + "@@ -1 +1 @@\n-a\n+b\n\n\\ No newline at end of file\n"_ba
                                                   << 9 << u"line outside any hunk"_s << parse;
    QTest::newRow("empty hunk") << head + "@@ -0,0 +0,0 @@\n"_ba << 5 << u"empty hunk"_s << parse;
    QTest::newRow("hunk number too large")
        << head + "@@ -1,99999999999 +1 @@\n"_ba << 5 << u"hunk header: expected"_s << parse;
    QTest::newRow("new and deleted") << "--- /dev/null\n+++ /dev/null\n@@ -1 +1 @@\n-a\n+b\n"_ba << 1
                                     << u"a file cannot be both new and deleted"_s << parse;
    QTest::newRow("diff --git without names")
        << "diff --git x\nold mode 100644\nnew mode 100755\n"_ba << 1 << u"file header names no path"_s << parse;
    QTest::newRow("combined diff") << "diff --cc x\nindex 1,2..3\n"_ba << 1 << u"\"diff --cc\") are not supported"_s
                                   << int(Error::Code::Unsupported);
    QTest::newRow("CRLF keeps line numbers")
        << "diff --git a/x b/x\r\n--- a/x\r\n+++ b/x\r\n@@ -1 +1 @@\r\n-a\r\n?b\r\n"_ba << 6
        << u"unexpected line in hunk"_s << parse;
    QTest::newRow("after a mail signature") << head + "@@ -1 +1 @@\n-a\n+b\n-- \n2.39.0\n\n@@ -5 +5 @@\n"_ba << 11
                                            << u"hunk header outside any file"_s << parse;
}

void TestPatchParser::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    QFETCH(int, code);

    const Result<Patch> result = parsePatch(text);
    QVERIFY2(!result, "the patch parsed");
    const Error &error = result.error();
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.line, line);
    QCOMPARE(int(error.code), code);
}

QTEST_GUILESS_MAIN(TestPatchParser)

#include "tst_patchparser.moc"
