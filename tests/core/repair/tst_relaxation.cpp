// Relaxed checks of pytest and unittest files, one or more per class of implementation detail: the best rewrite's
// exact lines, the order of the candidates, the checks no rewrite fits, and Python's own parser on every file written.
#include <core/repair/relaxation.h>

// moc takes a brace inside the cases' raw strings for code and would put the test class in their namespace; it needs
// none of them.
#ifndef Q_MOC_RUN
#include "relaxationcases.h"
#endif

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

using relaxationtest::C;
using relaxationtest::Case;
using relaxationtest::kCases;
using relaxationtest::kRefusals;
using relaxationtest::Refusal;

RelaxInput inputOf(const Case &c)
{
    return {QString::fromUtf8(c.file), c.line, c.detail, QString::fromUtf8(c.message), QString::fromUtf8(c.statement)};
}

QStringList linesOf(const QString &text)
{
    return text.split(u'\n');
}

} // namespace

class TestRelaxation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theBestRewriteIsExactAndTouchesNothingElse_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kCases)); ++i)
            QTest::newRow(kCases[i].name) << i;
    }

    void theBestRewriteIsExactAndTouchesNothingElse()
    {
        QFETCH(int, index);
        const Case &c = kCases[index];
        const RelaxInput input = inputOf(c);
        const QList<Relaxation> relaxations = relaxCheck(input);
        QVERIFY(!relaxations.isEmpty());
        const Relaxation &best = relaxations.front();
        QCOMPARE(best.after, QString::fromUtf8(c.after));
        QCOMPARE(best.firstLine, c.firstLine);
        QCOMPARE(best.lastLine, c.lastLine);
        QVERIFY(!best.summary.isEmpty());

        const QStringList before = linesOf(input.fileText);
        QCOMPARE(best.before, before.mid(c.firstLine - 1, c.lastLine - c.firstLine + 1).join(u'\n'));
        const QStringList applied = linesOf(applyRelaxation(input.fileText, best));
        const qsizetype added = linesOf(best.after).size() - (c.lastLine - c.firstLine + 1);
        QCOMPARE(applied.size(), before.size() + added);
        QCOMPARE(applied.mid(0, c.firstLine - 1), before.mid(0, c.firstLine - 1));
        QCOMPARE(applied.mid(c.lastLine + added), before.mid(c.lastLine));
        QCOMPARE(applied.mid(c.firstLine - 1, linesOf(best.after).size()).join(u'\n'), best.after);
    }

    void checksNoRewriteFitsGetNone_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kRefusals)); ++i)
            QTest::newRow(kRefusals[i].name) << i;
    }

    void checksNoRewriteFitsGetNone()
    {
        QFETCH(int, index);
        const Refusal &r = kRefusals[index];
        const QList<Relaxation> relaxations = relaxCheck(
            {QString::fromUtf8(r.file), r.line, r.detail, QString::fromUtf8(r.message), u"Sums the values."_s});
        QVERIFY2(relaxations.isEmpty(), qPrintable(relaxations.isEmpty() ? QString() : relaxations.front().after));
    }

    void anUnorderedListGetsSortedThenCounterThenSet()
    {
        const QString file =
            u"from app import tally\n\n\ndef test_tally():\n    assert list(tally([\"b\", \"a\"]).keys())"
            " == [\"a\", \"b\"]\n"_s;
        const QList<Relaxation> r =
            relaxCheck({file, 5, C::UnorderedOrder, u"E   AssertionError: assert ['b', 'a'] == ['a', 'b']"_s,
                        u"tally counts the words."_s});
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[0].after, u"    assert sorted(tally([\"b\", \"a\"]).keys()) == sorted([\"a\", \"b\"])"_s);
        QCOMPARE(r[1].after, u"    import collections\n"
                             "    assert collections.Counter(tally([\"b\", \"a\"]).keys()) == "
                             "collections.Counter([\"a\", \"b\"])"_s);
        QCOMPARE(r[2].after, u"    assert set(tally([\"b\", \"a\"]).keys()) == {\"a\", \"b\"}"_s);
        QVERIFY(r[0].summary.contains(u"sorted"_s));

        // A file that imports Counter uses it as it is.
        const QList<Relaxation> imported =
            relaxCheck({u"from collections import Counter\n"_s + file, 6, C::UnorderedOrder, {}, {}});
        QCOMPARE(imported.size(), 3);
        QCOMPARE(imported[1].after, u"    assert Counter(tally([\"b\", \"a\"]).keys()) == Counter([\"a\", \"b\"])"_s);
    }

    void aStatedToleranceComesBeforePlainApprox()
    {
        const QString file = u"import pytest\n\n\ndef test_ratio():\n    assert ratio(1, 3) == 0.333\n"_s;
        const QList<Relaxation> r =
            relaxCheck({file, 5, C::FloatEquality, u"E   assert 0.3333333333333333 == 0.333"_s,
                        u"ratio returns a / b; results are compared within 1e-3 of the exact value."_s});
        QCOMPARE(r.size(), 2);
        QCOMPARE(r[0].after, u"    assert ratio(1, 3) == pytest.approx(0.333, abs=1e-3)"_s);
        QCOMPARE(r[1].after, u"    assert ratio(1, 3) == pytest.approx(0.333)"_s);
        // A relative tolerance in percent.
        const QList<Relaxation> percent =
            relaxCheck({file, 5, C::FloatEquality, {}, u"The ratio must be within 5% of the true value."_s});
        QCOMPARE(percent.front().after, u"    assert ratio(1, 3) == pytest.approx(0.333, rel=0.05)"_s);
        const QList<Relaxation> tolerance =
            relaxCheck({file, 5, C::FloatEquality, {}, u"Ratios are compared with a tolerance of 0.01."_s});
        QCOMPARE(tolerance.front().after, u"    assert ratio(1, 3) == pytest.approx(0.333, abs=0.01)"_s);
        const QList<Relaxation> power =
            relaxCheck({file, 5, C::FloatEquality, {}, u"Use a relative tolerance of 10^-9."_s});
        QCOMPARE(power.front().after, u"    assert ratio(1, 3) == pytest.approx(0.333, rel=1e-9)"_s);
        // A duration is not a tolerance.
        const QList<Relaxation> duration =
            relaxCheck({file, 5, C::FloatEquality, {}, u"The ratio is computed within 2 seconds."_s});
        QCOMPARE(duration.size(), 1);
        QCOMPARE(duration.front().after, u"    assert ratio(1, 3) == pytest.approx(0.333)"_s);
    }

    void theWordsComeBeforeDroppingTheMatch()
    {
        const Case &c = kCases[0];
        const QList<Relaxation> r = relaxCheck(inputOf(c));
        QCOMPARE(r.size(), 2);
        QCOMPARE(r[1].after, u"    with pytest.raises(InsufficientHoursError):"_s);
        // The statement writes the words in other letter cases: any case is the next candidate.
        const QList<Relaxation> cased = relaxCheck({QString::fromUtf8(c.file),
                                                    c.line,
                                                    c.detail,
                                                    {},
                                                    u"It raises InsufficientHoursError for missing Coin Hours."_s});
        QCOMPARE(cased.size(), 3);
        QCOMPARE(cased[1].after, uR"(    with pytest.raises(InsufficientHoursError, match=r"(?i)coin\ hours"):)"_s);
        // No shared words: only the match goes.
        const QList<Relaxation> none = relaxCheck({QString::fromUtf8(c.file), c.line, c.detail, {}, u"Spends."_s});
        QCOMPARE(none.size(), 1);
        QCOMPARE(none.front().after, u"    with pytest.raises(InsufficientHoursError):"_s);
    }

    void aPrivateNameTheStatementUsesIsRenamedThenDropped()
    {
        const auto c = std::find_if(std::begin(kCases), std::end(kCases), [](const Case &k) {
            return qstrcmp(k.name, "private-name: the public name the statement uses") == 0;
        });
        QVERIFY(c != std::end(kCases));
        const QList<Relaxation> r = relaxCheck(inputOf(*c));
        QCOMPARE(r.size(), 2);
        QVERIFY(r[1].after.startsWith(u"    # Heddle: dropped"_s));
    }

    void accessorsTheStatementNamesComeAfterTheRenameAndBeforeTheDrop()
    {
        const auto find = [](const char *name) {
            return std::find_if(std::begin(kCases), std::end(kCases),
                                [&](const Case &k) { return qstrcmp(k.name, name) == 0; });
        };
        const auto limited = find("private-name: at most three accessors, in the statement's order");
        QVERIFY(limited != std::end(kCases));
        const QList<Relaxation> r = relaxCheck(inputOf(*limited));
        QCOMPARE(r.size(), 4);
        QCOMPARE(r[0].after, u"    assert ledger.balance == 5"_s);
        QCOMPARE(r[1].after, u"    assert ledger.entries() == 5"_s);
        QCOMPARE(r[2].after, u"    assert ledger.as_dict() == 5"_s);
        QVERIFY(r[3].after.startsWith(u"    # Heddle: dropped"_s));
        QVERIFY(r[0].summary.contains(u"balance"_s) && r[0].summary.contains(u"_sum"_s));
        QVERIFY(r[1].summary.contains(u"entries()"_s));

        // A name the statement uses is renamed first; an accessor it names is the next candidate.
        const QString file = u"def test_entries(ledger):\n    assert ledger._entries == [5]\n"_s;
        const QList<Relaxation> both =
            relaxCheck({file, 2, C::PrivateName, {}, u"The entries, oldest first, are `Ledger.history()`."_s});
        QCOMPARE(both.size(), 3);
        QCOMPARE(both[0].after, u"    assert ledger.entries == [5]"_s);
        QCOMPARE(both[1].after, u"    assert ledger.history() == [5]"_s);

        // Two private names: the accessor stands for the one the statement does not use.
        const QString two = u"def test_sync(a):\n    assert a._entries == a._events\n"_s;
        const QList<Relaxation> one =
            relaxCheck({two, 2, C::PrivateName, {}, u"Its entries are what `Ledger.history()` lists."_s});
        QCOMPARE(one.size(), 2);
        QCOMPARE(one[0].after, u"    assert a.entries == a.history()"_s);
        // Neither used: which the accessor stands for is unknown, and the line can only go.
        const QList<Relaxation> neither =
            relaxCheck({two, 2, C::PrivateName, {}, u"`Ledger.history()` lists the changes."_s});
        QCOMPARE(neither.size(), 1);
        QVERIFY(neither[0].after.startsWith(u"    # Heddle: dropped"_s));
        // A method that takes arguments does not read a value: history() is the only candidate before the drop.
        const QString attribute = u"def test_events(inv):\n    assert inv._events == []\n"_s;
        const QList<Relaxation> taking = relaxCheck(
            {attribute, 2, C::PrivateName, {}, u"`inv.add(sku, qty)`, `inv.remove(\"B-1\", 1)`, `inv.history()`"_s});
        QCOMPARE(taking.size(), 2);
        QCOMPARE(taking[0].after, u"    assert inv.history() == []"_s);
    }

    void writtenTextIsComparedThenSearchedForAmongOtherCalls()
    {
        const auto c = std::find_if(std::begin(kCases), std::end(kCases), [](const Case &k) {
            return qstrcmp(k.name, "mock-calls: assert_has_calls of one text each") == 0;
        });
        QVERIFY(c != std::end(kCases));
        const QList<Relaxation> r = relaxCheck(inputOf(*c));
        QCOMPARE(r.size(), 2);
        QCOMPARE(r[1].after, uR"(    assert "B-1  bolt  x1\n" "N-1  nut  x3\n" )"
                             uR"(in "".join(c.args[0] for c in m.write.call_args_list))"_s);
        QVERIFY(r[0].summary.contains(u"calls"_s));
        const auto wide = std::find_if(std::begin(kCases), std::end(kCases), [](const Case &k) {
            return qstrcmp(k.name, "mock-calls: a long assert_has_calls in a test-class method") == 0;
        });
        QVERIFY(wide != std::end(kCases));
        const QList<Relaxation> wrapped = relaxCheck(inputOf(*wide));
        QCOMPARE(wrapped.size(), 2);
        QCOMPARE(wrapped[1].after, u"        assert (\n"
                                   "            \"sku,name,quantity,location\\n\"\n"
                                   "            \"B-1,bolt,1,A3\\n\"\n"
                                   "        ) in \"\".join(c.args[0] for c in self.stream.write.call_args_list)"_s);
        // call_args_list holds every call: only the comparison.
        const QString file =
            u"def test_log(log):\n    assert log.write.call_args_list == [call(\"a\"), call(\"b\")]\n"_s;
        const QList<Relaxation> all = relaxCheck({file, 2, C::MockCalls, {}, {}});
        QCOMPARE(all.size(), 1);
        QCOMPARE(all[0].after, uR"(    assert "".join(c.args[0] for c in log.write.call_args_list) == "a" "b")"_s);
    }

    void aCrlfFileKeepsItsLineEnds()
    {
        const QString file = u"def test_pair():\r\n    assert type(pair(1, 2)) is tuple\r\n    assert ok\r\n"_s;
        const QList<Relaxation> r = relaxCheck({file, 2, C::IdentityOrType, {}, {}});
        QCOMPARE(r.size(), 1);
        QCOMPARE(r.front().after, u"    assert isinstance(pair(1, 2), tuple)"_s);
        QCOMPARE(applyRelaxation(file, r.front()),
                 u"def test_pair():\r\n    assert isinstance(pair(1, 2), tuple)\r\n    assert ok\r\n"_s);
    }

    void pythonParsesEveryRewrittenFile()
    {
        const QString python = u"/usr/bin/python3"_s;
        if (!QFileInfo::exists(python))
            QSKIP("/usr/bin/python3 is not installed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList files;
        for (const Case &c : kCases) {
            const RelaxInput input = inputOf(c);
            const QList<Relaxation> relaxations = relaxCheck(input);
            for (qsizetype i = 0; i < relaxations.size(); ++i) {
                const QString path = dir.filePath(u"case%1_%2.py"_s.arg(files.size()).arg(i));
                QFile out(path);
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(applyRelaxation(input.fileText, relaxations[i]).toUtf8());
                files.append(path);
            }
        }
        QVERIFY(files.size() > int(std::size(kCases)));
        for (const QString &path : std::as_const(files)) {
            QProcess parse;
            parse.start(python, {u"-c"_s, u"import ast,sys; ast.parse(open(sys.argv[1]).read())"_s, path});
            QVERIFY(parse.waitForFinished(30000));
            QFile written(path);
            QVERIFY(written.open(QIODevice::ReadOnly));
            QVERIFY2(parse.exitStatus() == QProcess::NormalExit && parse.exitCode() == 0,
                     qPrintable(QString::fromUtf8(parse.readAllStandardError() + written.readAll())));
        }
    }
};

QTEST_APPLESS_MAIN(TestRelaxation)

#include "tst_relaxation.moc"
