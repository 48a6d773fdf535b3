// The rows a diff pane shows for one file: unified and side by side, word ranges on paired lines, hunk headers,
// the notes above a file, and the whole file with the base lines around its hunks.

#include <core/patch/diffrows.h>

#include <core/patch/patchparser.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

Q_DECLARE_METATYPE(heddle::DiffLayout)

namespace {

PatchFile onlyFile(const QByteArray &text)
{
    Result<Patch> patch = parsePatch(text);
    if (!patch || patch->files.size() != 1)
        qFatal("bad test patch");
    return patch->files.first();
}

// A row as the reader sees it: where it comes from (hunk:line, or the hunk alone for its header and fillers, or "."
// for rows outside any hunk), its kind (@ header, C context, - removed, + added, ~ filler, ! note), its old and
// new line numbers, its text, and its changed words as {start+length}.
QString describe(const DiffRow &row)
{
    static const QString kinds = u"@C+-~!"_s;
    QStringList parts;
    parts << (row.hunk < 0   ? u"."_s
              : row.line < 0 ? QString::number(row.hunk)
                             : u"%1:%2"_s.arg(row.hunk).arg(row.line));
    parts << QString(kinds[int(row.kind)]);
    parts << (row.oldLine > 0 ? QString::number(row.oldLine) : u"-"_s);
    parts << (row.newLine > 0 ? QString::number(row.newLine) : u"-"_s);
    if (!row.text.isEmpty())
        parts << row.text;
    if (!row.words.isEmpty()) {
        QStringList words;
        for (const WordDiffRange &range : row.words)
            words << u"%1+%2"_s.arg(range.start).arg(range.length);
        parts << u"{"_s + words.join(u',') + u"}"_s;
    }
    return parts.join(u' ');
}

QStringList describe(const QList<DiffRow> &rows)
{
    QStringList lines;
    for (const DiffRow &row : rows)
        lines << describe(row);
    return lines;
}

const QByteArray kEdit = "diff --git a/calc.py b/calc.py\n"
                         "--- a/calc.py\n"
                         "+++ b/calc.py\n"
                         "@@ -1,3 +1,3 @@ def total():\n"
                         " a = 0\n"
                         "-x = 1\n"
                         "+x = 2\n"
                         " return x\n";

const QByteArray kMoreRemoved = "diff --git a/calc.py b/calc.py\n"
                                "--- a/calc.py\n"
                                "+++ b/calc.py\n"
                                "@@ -1,4 +1,3 @@\n"
                                " keep\n"
                                "-x = 1\n"
                                "-y = 2\n"
                                "+x = 3\n"
                                " end\n";

const QByteArray kMoreAdded = "diff --git a/calc.py b/calc.py\n"
                              "--- a/calc.py\n"
                              "+++ b/calc.py\n"
                              "@@ -1,2 +1,3 @@\n"
                              "-a\n"
                              "+b\n"
                              "+c\n"
                              " z\n";

const QByteArray kSpacing = "diff --git a/calc.py b/calc.py\n"
                            "--- a/calc.py\n"
                            "+++ b/calc.py\n"
                            "@@ -1 +1 @@\n"
                            "-x = 1\n"
                            "+x  =  1\n";

// A base of seven lines and two patches of it: one edits line 4, one says line 1 but its context is at line 3.
const QByteArray kBase = "one\ntwo\nthree\nfour\nfive\nsix\nseven\n";

const QByteArray kEditFour = "diff --git a/n.txt b/n.txt\n"
                             "--- a/n.txt\n"
                             "+++ b/n.txt\n"
                             "@@ -3,3 +3,3 @@\n"
                             " three\n"
                             "-four\n"
                             "+FOUR\n"
                             " five\n";

const QByteArray kOffset = "diff --git a/n.txt b/n.txt\n"
                           "--- a/n.txt\n"
                           "+++ b/n.txt\n"
                           "@@ -1,3 +1,4 @@\n"
                           " three\n"
                           "+three and a half\n"
                           " four\n"
                           " five\n";

} // namespace

class TestDiffRows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void build_data();
    void build();
    void fileNotes_data();
    void fileNotes();
    void wholeFile_data();
    void wholeFile();
    void wholeNewFile();
    void baseThatDoesNotFit();
    void rowsOfHunksAndLines();
    void noteAboveEverything();
};

void TestDiffRows::build_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<DiffLayout>("layout");
    QTest::addColumn<bool>("ignoreWhitespace");
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QStringList>("right");

    const QString editHeader = u"0 @ - - @@ -1,3 +1,3 @@ def total():"_s;
    QTest::newRow("edit, unified") << kEdit << DiffLayout::Unified << false
                                   << QStringList{editHeader, u"0:0 C 1 1 a = 0"_s, u"0:1 - 2 - x = 1 {4+1}"_s,
                                                  u"0:2 + - 2 x = 2 {4+1}"_s, u"0:3 C 3 3 return x"_s}
                                   << QStringList{};
    QTest::newRow("edit, side by side") << kEdit << DiffLayout::SideBySide << false
                                        << QStringList{editHeader, u"0:0 C 1 1 a = 0"_s, u"0:1 - 2 - x = 1 {4+1}"_s,
                                                       u"0:3 C 3 3 return x"_s}
                                        << QStringList{editHeader, u"0:0 C 1 1 a = 0"_s, u"0:2 + - 2 x = 2 {4+1}"_s,
                                                       u"0:3 C 3 3 return x"_s};

    // The first removed line pairs with the first added one; the second has no partner and no word ranges.
    const QString removedHeader = u"0 @ - - @@ -1,4 +1,3 @@"_s;
    QTest::newRow("more removed, unified")
        << kMoreRemoved << DiffLayout::Unified << false
        << QStringList{removedHeader,        u"0:0 C 1 1 keep"_s,        u"0:1 - 2 - x = 1 {4+1}"_s,
                       u"0:2 - 3 - y = 2"_s, u"0:3 + - 2 x = 3 {4+1}"_s, u"0:4 C 4 3 end"_s}
        << QStringList{};
    QTest::newRow("more removed, side by side")
        << kMoreRemoved << DiffLayout::SideBySide << false
        << QStringList{removedHeader, u"0:0 C 1 1 keep"_s, u"0:1 - 2 - x = 1 {4+1}"_s, u"0:2 - 3 - y = 2"_s,
                       u"0:4 C 4 3 end"_s}
        << QStringList{removedHeader, u"0:0 C 1 1 keep"_s, u"0:3 + - 2 x = 3 {4+1}"_s, u"0 ~ - -"_s,
                       u"0:4 C 4 3 end"_s};

    // One-word lines share nothing: a rewrite, so no word boxes.
    const QString addedHeader = u"0 @ - - @@ -1,2 +1,3 @@"_s;
    QTest::newRow("more added, side by side")
        << kMoreAdded << DiffLayout::SideBySide << false
        << QStringList{addedHeader, u"0:0 - 1 - a"_s, u"0 ~ - -"_s, u"0:3 C 2 3 z"_s}
        << QStringList{addedHeader, u"0:1 + - 1 b"_s, u"0:2 + - 2 c"_s, u"0:3 C 2 3 z"_s};

    const QByteArray rewrite = "diff --git a/r.txt b/r.txt\n--- a/r.txt\n+++ b/r.txt\n@@ -1 +1 @@\n"
                               "-alpha beta\n+gamma delta\n";
    QTest::newRow("rewrite") << rewrite << DiffLayout::Unified << false
                             << QStringList{u"0 @ - - @@ -1,1 +1,1 @@"_s, u"0:0 - 1 - alpha beta"_s,
                                            u"0:1 + - 1 gamma delta"_s}
                             << QStringList{};

    QTest::newRow("spacing counts") << kSpacing << DiffLayout::Unified << false
                                    << QStringList{u"0 @ - - @@ -1,1 +1,1 @@"_s, u"0:0 - 1 - x = 1 {1+1,3+1}"_s,
                                                   u"0:1 + - 1 x  =  1 {1+2,4+2}"_s}
                                    << QStringList{};
    QTest::newRow("spacing ignored") << kSpacing << DiffLayout::Unified << true
                                     << QStringList{u"0 @ - - @@ -1,1 +1,1 @@"_s, u"0:0 - 1 - x = 1"_s,
                                                    u"0:1 + - 1 x  =  1"_s}
                                     << QStringList{};

    const QByteArray crlf = "diff --git a/w.txt b/w.txt\r\n--- a/w.txt\r\n+++ b/w.txt\r\n@@ -1,2 +1,2 @@\r\n"
                            " keep\r\n-x = 1\r\n+x = 2\r\n";
    QTest::newRow("carriage returns are not shown")
        << crlf << DiffLayout::Unified << false
        << QStringList{u"0 @ - - @@ -1,2 +1,2 @@"_s, u"0:0 C 1 1 keep"_s, u"0:1 - 2 - x = 1 {4+1}"_s,
                       u"0:2 + - 2 x = 2 {4+1}"_s}
        << QStringList{};

    const QByteArray twoHunks = "diff --git a/m.py b/m.py\n--- a/m.py\n+++ b/m.py\n"
                                "@@ -1,2 +1,2 @@\n-a\n+b\n keep\n"
                                "@@ -10,2 +10,3 @@   def later():  \n ten\n+ten and a half\n eleven\n";
    QTest::newRow("two hunks") << twoHunks << DiffLayout::Unified << false
                               << QStringList{u"0 @ - - @@ -1,2 +1,2 @@"_s,
                                              u"0:0 - 1 - a"_s,
                                              u"0:1 + - 1 b"_s,
                                              u"0:2 C 2 2 keep"_s,
                                              u"1 @ - - @@ -10,2 +10,3 @@ def later():"_s,
                                              u"1:0 C 10 10 ten"_s,
                                              u"1:1 + - 11 ten and a half"_s,
                                              u"1:2 C 11 12 eleven"_s}
                               << QStringList{};

    const QByteArray newFile = "diff --git a/new.py b/new.py\nnew file mode 100644\n--- /dev/null\n+++ b/new.py\n"
                               "@@ -0,0 +1,2 @@\n+one\n+two\n";
    QTest::newRow("new file, side by side")
        << newFile << DiffLayout::SideBySide << false
        << QStringList{u". ! - - New file"_s, u"0 @ - - @@ -0,0 +1,2 @@"_s, u"0 ~ - -"_s, u"0 ~ - -"_s}
        << QStringList{u". ! - - New file"_s, u"0 @ - - @@ -0,0 +1,2 @@"_s, u"0:0 + - 1 one"_s, u"0:1 + - 2 two"_s};
}

void TestDiffRows::build()
{
    QFETCH(QByteArray, patch);
    QFETCH(DiffLayout, layout);
    QFETCH(bool, ignoreWhitespace);
    QFETCH(QStringList, left);
    QFETCH(QStringList, right);
    const DiffRows rows = DiffRows::build(onlyFile(patch), {.layout = layout, .ignoreWhitespace = ignoreWhitespace});
    QCOMPARE(rows.layout(), layout);
    QCOMPARE(describe(rows.left()), left);
    QCOMPARE(describe(rows.right()), right);
    QCOMPARE(rows.rowCount(), left.size());
}

void TestDiffRows::fileNotes_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QStringList>("notes");

    QTest::newRow("renamed") << "diff --git a/old.py b/new.py\nsimilarity index 100%\nrename from old.py\n"
                                "rename to new.py\n"_ba
                             << QStringList{u"Renamed from old.py"_s, u"No content changes"_s};
    QTest::newRow("copied") << "diff --git a/a.py b/b.py\nsimilarity index 100%\ncopy from a.py\ncopy to b.py\n"_ba
                            << QStringList{u"Copied from a.py"_s, u"No content changes"_s};
    QTest::newRow("mode") << "diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\n"_ba
                          << QStringList{u"Mode 100644 → 100755"_s, u"No content changes"_s};
    QTest::newRow("binary") << "diff --git a/logo.png b/logo.png\nindex 1234567..89abcde 100644\n"
                               "Binary files a/logo.png and b/logo.png differ\n"_ba
                            << QStringList{u"Binary file: no text to show"_s};
    QTest::newRow("deleted") << "diff --git a/gone.py b/gone.py\ndeleted file mode 100644\n--- a/gone.py\n"
                                "+++ /dev/null\n@@ -1 +0,0 @@\n-bye\n"_ba
                             << QStringList{u"Deleted file"_s};
    QTest::newRow("plain edit") << kEdit << QStringList{};
}

void TestDiffRows::fileNotes()
{
    QFETCH(QByteArray, patch);
    QFETCH(QStringList, notes);
    const PatchFile file = onlyFile(patch);
    QCOMPARE(DiffRows::fileNotes(file), notes);
    // The notes come first, on both sides, before any hunk.
    const DiffRows rows = DiffRows::build(file, {.layout = DiffLayout::SideBySide});
    for (qsizetype i = 0; i < notes.size(); ++i) {
        QCOMPARE(describe(rows.left().at(i)), u". ! - - "_s + notes[i]);
        QCOMPARE(describe(rows.right().at(i)), u". ! - - "_s + notes[i]);
    }
}

void TestDiffRows::wholeFile_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<DiffLayout>("layout");
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QStringList>("right");

    QTest::newRow("edit, unified")
        << kEditFour << DiffLayout::Unified
        << QStringList{u". C 1 1 one"_s,     u". C 2 2 two"_s,    u"0 @ - - @@ -3,3 +3,3 @@"_s,
                       u"0:0 C 3 3 three"_s, u"0:1 - 4 - four"_s, u"0:2 + - 4 FOUR"_s,
                       u"0:3 C 5 5 five"_s,  u". C 6 6 six"_s,    u". C 7 7 seven"_s}
        << QStringList{};
    QTest::newRow("edit, side by side")
        << kEditFour << DiffLayout::SideBySide
        << QStringList{u". C 1 1 one"_s,     u". C 2 2 two"_s,    u"0 @ - - @@ -3,3 +3,3 @@"_s,
                       u"0:0 C 3 3 three"_s, u"0:1 - 4 - four"_s, u"0:3 C 5 5 five"_s,
                       u". C 6 6 six"_s,     u". C 7 7 seven"_s}
        << QStringList{u". C 1 1 one"_s,     u". C 2 2 two"_s,    u"0 @ - - @@ -3,3 +3,3 @@"_s,
                       u"0:0 C 3 3 three"_s, u"0:2 + - 4 FOUR"_s, u"0:3 C 5 5 five"_s,
                       u". C 6 6 six"_s,     u". C 7 7 seven"_s};
    // The hunk says line 1 but lands at line 3: its rows are numbered where it landed, and the lines after it
    // are one further down in the new file.
    QTest::newRow("hunk at an offset") << kOffset << DiffLayout::Unified
                                       << QStringList{u". C 1 1 one"_s,
                                                      u". C 2 2 two"_s,
                                                      u"0 @ - - @@ -1,3 +1,4 @@"_s,
                                                      u"0:0 C 3 3 three"_s,
                                                      u"0:1 + - 4 three and a half"_s,
                                                      u"0:2 C 4 5 four"_s,
                                                      u"0:3 C 5 6 five"_s,
                                                      u". C 6 7 six"_s,
                                                      u". C 7 8 seven"_s}
                                       << QStringList{};
}

void TestDiffRows::wholeFile()
{
    QFETCH(QByteArray, patch);
    QFETCH(DiffLayout, layout);
    QFETCH(QStringList, left);
    QFETCH(QStringList, right);
    const PatchFile file = onlyFile(patch);
    const Result<FileBase> base = DiffRows::fileBase(kBase, file);
    QVERIFY2(base, qPrintable(base ? QString() : base.error().toString()));
    QCOMPARE(base->lines.size(), 7); // the final newline ends the last line
    const DiffRows rows = DiffRows::buildWholeFile(file, *base, {.layout = layout});
    QCOMPARE(describe(rows.left()), left);
    QCOMPARE(describe(rows.right()), right);
}

void TestDiffRows::wholeNewFile()
{
    const PatchFile file = onlyFile("diff --git a/new.py b/new.py\nnew file mode 100644\n--- /dev/null\n"
                                    "+++ b/new.py\n@@ -0,0 +1,2 @@\n+one\n+two\n"_ba);
    const Result<FileBase> base = DiffRows::fileBase({}, file);
    QVERIFY(base);
    QCOMPARE(base->lines, QStringList{});
    QCOMPARE(
        describe(DiffRows::buildWholeFile(file, *base).left()),
        (QStringList{u". ! - - New file"_s, u"0 @ - - @@ -0,0 +1,2 @@"_s, u"0:0 + - 1 one"_s, u"0:1 + - 2 two"_s}));
}

void TestDiffRows::baseThatDoesNotFit()
{
    const Result<FileBase> base = DiffRows::fileBase("nothing like it\n", onlyFile(kEditFour));
    QVERIFY(!base);
    QVERIFY2(base.error().message.startsWith(u"hunk 1 of n.txt does not apply"_s), qPrintable(base.error().message));
}

void TestDiffRows::rowsOfHunksAndLines()
{
    // Side by side: the header and context face each other, a removed line is on the left, an added one on the
    // right, and a filler is nobody's row.
    const DiffRows rows = DiffRows::build(onlyFile(kMoreRemoved), {.layout = DiffLayout::SideBySide});
    QCOMPARE(rows.rowOf(0), 0);
    QCOMPARE(rows.rowOf(0, 0), 1); // keep
    QCOMPARE(rows.rowOf(0, 1), 2); // x = 1, left
    QCOMPARE(rows.rowOf(0, 3), 2); // x = 3, right, facing it
    QCOMPARE(rows.rowOf(0, 2), 3); // y = 2, facing a filler
    QCOMPARE(rows.rowOf(0, 4), 4); // end
    QCOMPARE(rows.rowOf(0, 9), -1);
    QCOMPARE(rows.rowOf(1), -1);
    QCOMPARE(rows.rowOf(-1), -1);
    QCOMPARE(rows.hunkAt(3), 0);
    QCOMPARE(rows.hunkAt(5), -1);
    QCOMPARE(rows.hunkAt(-1), -1);

    // The whole file: base lines belong to no hunk.
    const DiffRows whole =
        DiffRows::buildWholeFile(onlyFile(kEditFour), *DiffRows::fileBase(kBase, onlyFile(kEditFour)));
    QCOMPARE(whole.hunkAt(0), -1);
    QCOMPARE(whole.rowOf(0), 2);
    QCOMPARE(whole.hunkAt(2), 0);
    QCOMPARE(whole.rowOf(0, 2), 5); // FOUR
    QCOMPARE(whole.hunkAt(7), -1);
}

void TestDiffRows::noteAboveEverything()
{
    DiffRows rows = DiffRows::build(onlyFile(kEdit), {.layout = DiffLayout::SideBySide});
    rows.prependNote(u"Full file unavailable: no repository"_s);
    QCOMPARE(describe(rows.left().first()), u". ! - - Full file unavailable: no repository"_s);
    QCOMPARE(describe(rows.right().first()), u". ! - - Full file unavailable: no repository"_s);
    QCOMPARE(rows.left().size(), rows.right().size());
    QCOMPARE(rows.rowOf(0), 1);

    DiffRows unified = DiffRows::build(onlyFile(kEdit));
    unified.prependNote(u"note"_s);
    QCOMPARE(unified.rowCount(), 6);
    QVERIFY(unified.right().isEmpty());
}

QTEST_GUILESS_MAIN(TestDiffRows)
#include "tst_diffrows.moc"
