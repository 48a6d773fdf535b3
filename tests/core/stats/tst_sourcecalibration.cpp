// Precision and recall per source on the labelled demo (tests/support/demo/labelleddemo.h), against figures worked
// out by hand from its nine flags: four confirmed problems (A1, B1 and the computed uncovered.S7 are FPs, A3 an FN).
#include <core/stats/datasetstats.h>

#include <tests/support/demo/labelleddemo.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const SourceCalibration *sourceOf(const DatasetStats &s, const QString &source)
{
    for (const SourceCalibration &c : s.sources)
        if (c.source == source)
            return &c;
    return nullptr;
}

// "confirmed dismissed undecided withdrawn / recalled of problems", to compare a score at once.
QString figures(const SourceScore &s)
{
    return u"%1 %2 %3 %4 / %5 of %6"_s.arg(s.confirmed)
        .arg(s.dismissed)
        .arg(s.undecided)
        .arg(s.withdrawn)
        .arg(s.recalled)
        .arg(s.problems);
}

} // namespace

class TestSourceCalibration : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    DatasetStats m_stats;

private Q_SLOTS:
    void initTestCase()
    {
        const QString root = installLabelledDemo(m_dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        Result<DatasetStats> stats = computeStats(root);
        QVERIFY2(stats, qPrintable(stats ? QString() : stats.error().toString()));
        m_stats = std::move(stats).value();
    }

    void oneEntryPerSource()
    {
        QStringList sources;
        for (const SourceCalibration &c : m_stats.sources)
            sources.append(c.source);
        QCOMPARE(sources, (QStringList{u"alpha"_s, u"beta"_s, u"computed"_s, u"review-agent"_s}));
    }

    void overall()
    {
        const SourceCalibration *alpha = sourceOf(m_stats, u"alpha"_s);
        QVERIFY(alpha);
        // FP: A1 confirmed, A4 needs a rerun; A1, B1 and uncovered.S7 recalled. FN: A3 confirmed, A2 dismissed.
        QCOMPARE(figures(alpha->overall.fp), u"1 0 1 0 / 3 of 3"_s);
        QCOMPARE(figures(alpha->overall.fn), u"1 1 0 0 / 1 of 1"_s);
        QCOMPARE(alpha->overall.fp.precision(), 1.0);
        QCOMPARE(alpha->overall.fn.precision(), 0.5);
        QCOMPARE(*alpha->overall.both().precision(), 2.0 / 3.0);
        QCOMPARE(alpha->overall.both().recall(), 1.0);

        const SourceCalibration *beta = sourceOf(m_stats, u"beta"_s);
        QVERIFY(beta);
        // FP: B1 confirmed, B3 dismissed; it raises A1 and B1, not the computed one. FN: B2 withdrawn, so A3 (which B2
        // would match by its spec) is not recalled.
        QCOMPARE(figures(beta->overall.fp), u"1 1 0 0 / 2 of 3"_s);
        QCOMPARE(figures(beta->overall.fn), u"0 0 0 1 / 0 of 1"_s);
        QCOMPARE(beta->overall.fp.precision(), 0.5);
        QCOMPARE(*beta->overall.fp.recall(), 2.0 / 3.0);
        QVERIFY(!beta->overall.fn.precision());
        QCOMPARE(beta->overall.fn.recall(), 0.0);
        QCOMPARE(beta->overall.both().recall(), 0.5);

        const SourceCalibration *computed = sourceOf(m_stats, u"computed"_s);
        QVERIFY(computed);
        QCOMPARE(figures(computed->overall.fp), u"1 0 0 0 / 1 of 3"_s);
        QCOMPARE(figures(computed->overall.fn), u"0 0 0 0 / 0 of 1"_s);

        // H1 names no attempt and the confirmed FPs of its task are about gpt-4o-0: it recalls nothing.
        const SourceCalibration *byHand = sourceOf(m_stats, u"review-agent"_s);
        QVERIFY(byHand);
        QCOMPARE(figures(byHand->overall.fp), u"0 0 1 0 / 0 of 3"_s);
        QVERIFY(!byHand->overall.fp.precision());
        QCOMPARE(byHand->overall.both().recall(), 0.0);
    }

    void byCategory()
    {
        const SourceCalibration *alpha = sourceOf(m_stats, u"alpha"_s);
        QVERIFY(alpha);
        QCOMPARE(alpha->byCategory.keys(), (QStringList{u"errors"_s, u"functional"_s, u"interface"_s, u"state"_s}));
        QCOMPARE(figures(alpha->byCategory[u"state"_s].fp), u"1 0 0 0 / 2 of 2"_s);
        QCOMPARE(figures(alpha->byCategory[u"errors"_s].fn), u"0 1 0 0 / 0 of 0"_s);
        QVERIFY(!alpha->byCategory[u"errors"_s].fn.recall());
        QCOMPARE(figures(alpha->byCategory[u"interface"_s].fn), u"1 0 0 0 / 1 of 1"_s);
        QCOMPARE(figures(alpha->byCategory[u"functional"_s].fp), u"0 0 1 0 / 1 of 1"_s);

        const SourceCalibration *beta = sourceOf(m_stats, u"beta"_s);
        QVERIFY(beta);
        QCOMPARE(figures(beta->byCategory[u"state"_s].fp), u"1 0 0 0 / 2 of 2"_s);
        QCOMPARE(figures(beta->byCategory[u"functional"_s].fp), u"0 1 0 0 / 0 of 1"_s);
        QCOMPARE(figures(beta->byCategory[u"interface"_s].fn), u"0 0 0 1 / 0 of 1"_s);
    }

    void byModel()
    {
        const SourceCalibration *alpha = sourceOf(m_stats, u"alpha"_s);
        QVERIFY(alpha);
        QCOMPARE(alpha->byModel.keys(), (QStringList{QString(), u"claude-3-5-sonnet"_s, u"gpt-4o"_s}));
        QCOMPARE(figures(alpha->byModel[u"gpt-4o"_s].fp), u"1 0 0 0 / 2 of 2"_s);
        QCOMPARE(figures(alpha->byModel[u"claude-3-5-sonnet"_s].fn), u"1 1 0 0 / 1 of 1"_s);
        QCOMPARE(figures(alpha->byModel[QString()].fp), u"0 0 1 0 / 1 of 1"_s);

        const SourceCalibration *beta = sourceOf(m_stats, u"beta"_s);
        QVERIFY(beta);
        QCOMPARE(figures(beta->byModel[u"gpt-4o"_s].fp), u"1 1 0 0 / 2 of 2"_s);
        QCOMPARE(figures(beta->byModel[u"claude-3-5-sonnet"_s].fn), u"0 0 0 1 / 0 of 1"_s);
        QCOMPARE(figures(beta->byModel[QString()].fp), u"0 0 0 0 / 0 of 1"_s);
    }

    void flagsWithNoTestNorSpecMatchEachOther()
    {
        Task task;
        task.id = u"t"_s;
        Flag confirmed;
        confirmed.id = u"c"_s;
        confirmed.agent = u"one"_s;
        confirmed.verdict = Verdict::Confirmed;
        Flag vague = confirmed;
        vague.id = u"v"_s;
        vague.agent = u"two"_s;
        vague.verdict = Verdict::Open;
        Flag other = vague;
        other.id = u"o"_s;
        other.agent = u"three"_s;
        other.tests = {u"t1"_s};
        task.flags = {confirmed, vague, other};
        SourceCalibrationBuilder builder;
        builder.addTask(task);
        const QList<SourceCalibration> sources = builder.sources();
        QCOMPARE(sources.size(), 3);
        QCOMPARE(sources.at(0).source, u"one"_s);
        QCOMPARE(sources.at(0).overall.fp.recall(), 1.0);
        QCOMPARE(sources.at(1).source, u"three"_s);
        QCOMPARE(sources.at(1).overall.fp.recall(), 0.0);
        QCOMPARE(sources.at(2).source, u"two"_s);
        QCOMPARE(sources.at(2).overall.fp.recall(), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestSourceCalibration)
#include "tst_sourcecalibration.moc"
