// Intra-line word diff. The lines are modelled on the kinds of edits found in the real patches under
// tests/data/swe-bench/vexp-swe-bench; the expectations are written by hand, with the changed parts in [].

#include <core/patch/worddiff.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

// "foo [bar] baz": the ranges a reader would see highlighted.
QString marked(const QString &line, const QList<WordDiffRange> &ranges)
{
    QString out;
    int at = 0;
    for (const WordDiffRange &range : ranges) {
        out += line.mid(at, range.start - at) + u'[' + line.mid(range.start, range.length) + u']';
        at = range.start + range.length;
    }
    return out + line.mid(at);
}

QString words(int count, int changedAt, const QString &changed)
{
    QStringList list;
    for (int i = 0; i < count; ++i)
        list.append(i == changedAt ? changed : u"word%1"_s.arg(i));
    return list.join(u' ');
}

} // namespace

class TestWordDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void diff_data();
    void diff();
    void longLineIsBounded();
};

void TestWordDiff::diff_data()
{
    QTest::addColumn<QString>("oldLine");
    QTest::addColumn<QString>("newLine");
    QTest::addColumn<bool>("ignoreWhitespace");
    QTest::addColumn<QString>("oldMarked");
    QTest::addColumn<QString>("newMarked");

    QTest::newRow("identical") << u"if isinstance(value, bytes):"_s << u"if isinstance(value, bytes):"_s << false
                               << u"if isinstance(value, bytes):"_s << u"if isinstance(value, bytes):"_s;
    QTest::newRow("one word changed") << u"return foo(a, b)"_s << u"return bar(a, b)"_s << false
                                      << u"return [foo](a, b)"_s << u"return [bar](a, b)"_s;
    QTest::newRow("words inserted") << u"if isinstance(value, bytes):"_s
                                    << u"if isinstance(value, (bytes, memoryview)):"_s << false
                                    << u"if isinstance(value, bytes):"_s
                                    << u"if isinstance(value, [(]bytes[, memoryview)]):"_s;
    QTest::newRow("word removed") << u"'Columns', 'PixelRepresentation', 'Rows'"_s << u"'Columns', 'Rows'"_s << false
                                  << u"'Columns', '[PixelRepresentation', ']Rows'"_s << u"'Columns', 'Rows'"_s;
    QTest::newRow("whitespace only") << u"x  = 1"_s << u"x = 1"_s << false << u"x[  ]= 1"_s << u"x[ ]= 1"_s;
    QTest::newRow("whitespace only, ignored") << u"x  = 1"_s << u"x = 1"_s << true << u"x  = 1"_s << u"x = 1"_s;
    QTest::newRow("indentation, ignored")
        << u"\t\treturn x"_s << u"        return x"_s << true << u"\t\treturn x"_s << u"        return x"_s;
    QTest::newRow("space added after comma") << u"f(a,b)"_s << u"f(a, b)"_s << false << u"f(a,b)"_s << u"f(a,[ ]b)"_s;
    QTest::newRow("word and whitespace, ignored")
        << u"x  = old"_s << u"x = new"_s << true << u"x  = [old]"_s << u"x = [new]"_s;
    QTest::newRow("unicode letters") << u"café = naïve"_s << u"café = naïf"_s << false << u"café = [naïve]"_s
                                     << u"café = [naïf]"_s;
    QTest::newRow("surrogate pair kept whole")
        << u"s = '😀'"_s << u"s = '😃'"_s << false << u"s = '[😀]'"_s << u"s = '[😃]'"_s;
    QTest::newRow("empty to text") << QString() << u"pass"_s << false << QString() << u"[pass]"_s;
    QTest::newRow("long line, one word") << words(3000, 1500, u"word1500"_s) << words(3000, 1500, u"changed"_s) << false
                                         << words(3000, 1500, u"[word1500]"_s) << words(3000, 1500, u"[changed]"_s);
}

void TestWordDiff::diff()
{
    QFETCH(QString, oldLine);
    QFETCH(QString, newLine);
    QFETCH(bool, ignoreWhitespace);
    QFETCH(QString, oldMarked);
    QFETCH(QString, newMarked);

    const WordDiff result = wordDiff(oldLine, newLine, {.ignoreWhitespace = ignoreWhitespace});
    QCOMPARE(marked(oldLine, result.oldRanges), oldMarked);
    QCOMPARE(marked(newLine, result.newRanges), newMarked);
    QVERIFY(!result.truncated);
}

void TestWordDiff::longLineIsBounded()
{
    // Two minified lines with nothing in common: past the bound the whole differing middle is marked at once.
    const QString oldLine = u"keep "_s + words(200, -1, {}) + u" end"_s;
    QString newLine = oldLine;
    newLine.replace(u"word"_s, u"item"_s);
    const WordDiff result = wordDiff(oldLine, newLine, {.maxCells = 10000});
    QVERIFY(result.truncated);
    QCOMPARE(result.oldRanges.size(), 1);
    QCOMPARE(result.oldRanges.first().start, 5);
    QCOMPARE(result.oldRanges.first().length, oldLine.size() - 9);
    QCOMPARE(result.newRanges.first().length, newLine.size() - 9);

    // Within the bound the same lines get a token-level answer: the spaces between the words are shared.
    const WordDiff exact = wordDiff(oldLine, newLine);
    QVERIFY(!exact.truncated);
    QCOMPARE(exact.oldRanges.size(), 200);
}

QTEST_APPLESS_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
