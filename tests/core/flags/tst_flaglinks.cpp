// One claim, one decision: a flag waiting for a verdict that makes the claim of a decided flag takes that verdict
// and names it, follows it when it changes, and keeps it when the decided flag goes.
#include <core/flags/flaglinks.h>
#include <core/task/task.h>

#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

Flag flag(const QString &id, const QString &attempt, const QStringList &tests, Verdict verdict = Verdict::Open)
{
    Flag f;
    f.id = id;
    f.kind = FlagKind::FalseNegative;
    f.attempt = attempt;
    f.tests = tests;
    f.verdict = verdict;
    if (verdict != Verdict::Open) {
        f.verdictNote = u"checked by hand"_s;
        f.verdictBy = u"Grace"_s;
        f.verdictAt = QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    }
    return f;
}

const Flag &named(const QList<Flag> &flags, const QString &id)
{
    for (const Flag &f : flags)
        if (f.id == id)
            return f;
    qFatal("no flag %s", qPrintable(id));
}

} // namespace

class TestFlagLinks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anOpenFlagTakesTheVerdictOfTheSameClaim()
    {
        QList<Flag> flags{flag(u"F2"_s, u"gpt-4o-0"_s, {u"t::b"_s, u"t::a"_s}, Verdict::Dismissed),
                          flag(u"detail.gpt-4o-0.t"_s, u"gpt-4o-0"_s, {u"t::a"_s, u"t::b"_s})};
        QCOMPARE(linkSameClaims(flags), 1);
        const Flag &linked = named(flags, u"detail.gpt-4o-0.t"_s);
        QCOMPARE(linked.sameAs, u"F2"_s);
        QCOMPARE(linked.verdict, Verdict::Dismissed);
        QCOMPARE(linked.verdictNote, u"checked by hand"_s);
        QCOMPARE(linked.verdictBy, u"Grace"_s);
        QVERIFY(!linked.awaitsVerdict());
        QCOMPARE(decidedFlagOf(flags, linked)->id, u"F2"_s);
        QCOMPARE(linkSameClaims(flags), 0); // nothing more to do
    }

    void otherClaimsStayOpen()
    {
        QList<Flag> flags{flag(u"F1"_s, u"a"_s, {u"t::a"_s}, Verdict::Confirmed),
                          flag(u"other-attempt"_s, u"b"_s, {u"t::a"_s}), flag(u"other-test"_s, u"a"_s, {u"t::b"_s}),
                          flag(u"vague"_s, u"a"_s, {}), flag(u"vague-decided"_s, u"a"_s, {}, Verdict::Confirmed)};
        Flag otherKind = flag(u"other-kind"_s, u"a"_s, {u"t::a"_s});
        otherKind.kind = FlagKind::FalsePositive;
        flags.append(otherKind);
        Flag withdrawn = flag(u"withdrawn"_s, u"c"_s, {u"t::c"_s}, Verdict::Confirmed);
        withdrawn.withdrawnAt = QDateTime::currentDateTimeUtc();
        flags << withdrawn << flag(u"after-withdrawn"_s, u"c"_s, {u"t::c"_s});
        QCOMPARE(linkSameClaims(flags), 0);
        for (const Flag &f : flags)
            QVERIFY2(f.sameAs.isEmpty(), qPrintable(f.id));
    }

    void aLinkedFlagFollowsItsDecidedFlag()
    {
        QList<Flag> flags{flag(u"F1"_s, u"a"_s, {u"t::a"_s}, Verdict::Confirmed),
                          flag(u"backed.F1"_s, u"a"_s, {u"t::a"_s})};
        linkSameClaims(flags);
        flags[0].verdict = Verdict::Open; // reopened
        flags[0].verdictNote.clear();
        QCOMPARE(linkSameClaims(flags), 1);
        QCOMPARE(flags[1].verdict, Verdict::Open);
        QCOMPARE(flags[1].sameAs, u"F1"_s);
        flags[0] = flag(u"F1"_s, u"a"_s, {u"t::a"_s}, Verdict::Dismissed);
        QCOMPARE(linkSameClaims(flags), 1);
        QCOMPARE(flags[1].verdict, Verdict::Dismissed);

        // The decided flag is gone: the verdict stays, the link goes.
        flags.removeFirst();
        QCOMPARE(linkSameClaims(flags), 1);
        QCOMPARE(flags[0].verdict, Verdict::Dismissed);
        QVERIFY(flags[0].sameAs.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFlagLinks)
#include "tst_flaglinks.moc"
