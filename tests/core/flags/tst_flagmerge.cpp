// The one merge of every source of flags: what an origin raises again keeps the curator's verdict where it stands,
// what it raises for the first time is added, what it no longer raises goes (or is withdrawn) while open and stays
// when decided, and no other origin's flag is touched. Then the ids: folded as they always were, so that flags
// already in datasets keep theirs, and the origins that own each flag.
#include <core/dataset/datasetio.h>
#include <core/flags/flagid.h>
#include <core/flags/flagmerge.h>
#include <core/flags/flagorigin.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

Flag computed(const QString &id, const QString &rationale = u"why"_s)
{
    Flag f;
    f.id = id;
    f.kind = FlagKind::FalsePositive;
    f.source = FlagSource::Computed;
    f.confidence = 1.0;
    f.rationale = rationale;
    return f;
}

Flag decided(Flag f)
{
    f.verdict = Verdict::Dismissed;
    f.verdictNote = u"not a flaw"_s;
    f.verdictBy = u"Grace"_s;
    f.verdictAt = QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    return f;
}

QStringList ids(const QList<Flag> &flags)
{
    QStringList out;
    for (const Flag &f : flags)
        out << f.id;
    return out;
}

const Flag &named(const QList<Flag> &flags, const QString &id)
{
    for (const Flag &f : flags)
        if (f.id == id)
            return f;
    qFatal("no flag %s", qPrintable(id));
}

bool validations(const Flag &f)
{
    return isFlagOf(flagOrigin(u"validation"_s), f);
}

} // namespace

class TestFlagMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void raisedAgainKeepsItsVerdictAndItsPlace()
    {
        const QList<Flag> current{decided(computed(u"vacuous.a"_s)), computed(u"flaky.b"_s),
                                  computed(u"mutation.x.py.0"_s)};
        const FlagMerge merge = mergeRaisedFlags(
            current, validations, {computed(u"flaky.b"_s, u"new words"_s), computed(u"vacuous.a"_s, u"run 2"_s)});
        QCOMPARE(ids(merge.flags), QStringList({u"vacuous.a"_s, u"flaky.b"_s, u"mutation.x.py.0"_s}));
        const Flag &a = named(merge.flags, u"vacuous.a"_s);
        QCOMPARE(a.verdict, Verdict::Dismissed);
        QCOMPARE(a.verdictNote, u"not a flaw"_s);
        QCOMPARE(a.verdictBy, u"Grace"_s);
        QCOMPARE(a.rationale, u"run 2"_s); // computed flags take the newest claim
        QCOMPARE(named(merge.flags, u"flaky.b"_s).rationale, u"new words"_s);
        QCOMPARE(merge.keptDecided, 1);
        QCOMPARE(merge.updated, 1);
        QVERIFY(merge.changed());
    }

    void unraisedGoesWhileOpenAndStaysWhenDecided()
    {
        Flag agents = computed(u"claude.fp-1"_s);
        agents.source = FlagSource::ReviewAgent;
        agents.agent = u"claude"_s;
        const QList<Flag> current{computed(u"fails-all.t"_s), decided(computed(u"flaky.t"_s)), agents,
                                  computed(u"behaviour.peek.a"_s)};
        const FlagMerge merge = mergeRaisedFlags(current, validations, {computed(u"uncovered.S3"_s)});
        QCOMPARE(ids(merge.flags),
                 QStringList({u"flaky.t"_s, u"claude.fp-1"_s, u"behaviour.peek.a"_s, u"uncovered.S3"_s}));
        QCOMPARE(merge.dropped, 1);
        QCOMPARE(merge.added, 1);
    }

    void anAgentsFlagIsWithdrawnAndRestored()
    {
        Flag flag = computed(u"claude.fp-1"_s);
        flag.source = FlagSource::ReviewAgent;
        flag.agent = u"claude"_s;
        const auto owned = [](const Flag &f) { return f.agent == u"claude"_s; };
        FlagMergeOptions options;
        options.unraised = Unraised::Withdraw;
        options.refreshDecided = false;
        options.now = QDateTime(QDate(2026, 12, 5), QTime(8, 0), Qt::UTC);
        const FlagMerge gone = mergeRaisedFlags({flag}, owned, {}, options);
        QCOMPARE(gone.flags.size(), 1);
        QCOMPARE(gone.flags.first().withdrawnAt, options.now);
        QCOMPARE(gone.withdrawn, 1);
        const FlagMerge back = mergeRaisedFlags(gone.flags, owned, {flag}, options);
        QVERIFY(!back.flags.first().isWithdrawn());
        QCOMPARE(back.restored, 1);
        QCOMPARE(back.unchanged, 1);
        // Decided, an agent's flag stays as it was decided, whatever the agent says now.
        const FlagMerge kept = mergeRaisedFlags({decided(flag)}, owned, {computed(flag.id, u"other"_s)}, options);
        QCOMPARE(kept.flags.first().rationale, u"why"_s);
        QCOMPARE(kept.keptDecided, 1);
        QVERIFY(!kept.changed());
    }

    void nothingNewChangesNothing()
    {
        const QList<Flag> current{computed(u"vacuous.a"_s), decided(computed(u"flaky.b"_s))};
        const FlagMerge merge = mergeRaisedFlags(current, validations, current);
        QVERIFY(!merge.changed());
        QCOMPARE(merge.unchanged, 1);
        QCOMPARE(merge.keptDecided, 1);
    }

    void everyFlagHasOneOrigin()
    {
        Flag agent = computed(u"mutation.looks-like-one"_s);
        agent.source = FlagSource::ReviewAgent;
        QCOMPARE(originOf(agent).name, u"agents"_s);
        QCOMPARE(originOf(computed(u"mutation.src-x.py.2"_s)).name, u"mutation"_s);
        QCOMPARE(originOf(computed(u"behaviour.peek.gpt-4o-0"_s)).name, u"behaviour"_s);
        QCOMPARE(originOf(computed(u"detail.gpt-4o-0.test_x"_s)).name, u"validation"_s);
        QCOMPARE(originOf(computed(u"tamper.gpt-4o-0"_s)).name, u"validation"_s);
        QStringList names;
        for (const FlagOrigin &origin : flagOrigins())
            names << origin.name;
        QCOMPARE(names.size(), QSet<QString>(names.cbegin(), names.cend()).size());
    }

    void idsAreFoldedAsTheyWere()
    {
        // Flags already in datasets keep their ids: the same finding raised again must find them.
        const QString test = u"tests/test_a.py::TestX::test_y[1 2]"_s;
        QCOMPARE(flagid::testName(test), u"test_y[1 2]"_s);
        QCOMPARE(flagid::testName(u"t.py::test_p[a::b]"_s), u"test_p[a::b]"_s);
        const QString slug = flagid::fold(flagid::testName(test));
        QCOMPARE(slug, u"test_y-1-2-"_s);
        QCOMPARE(flagid::withDigest(u"vacuous."_s + slug, slug != test, test), u"vacuous.test_y-1-2-+40189b76"_s);
        QCOMPARE(flagid::withDigest(u"vacuous.test_ok"_s, false, u"test_ok"_s), u"vacuous.test_ok"_s);
        const QString longId = u"x"_s.repeated(250);
        const QString cut = flagid::withDigest(longId, false, u"a very long name"_s);
        QCOMPARE(cut.size(), flagid::kMaxLength);
        QVERIFY(cut.endsWith(u"+4e54041b"_s));
        QCOMPARE(flagid::foldToStart(u"-my agent"_s), u"x-my-agent"_s);
    }

    void applyWritesOnlyWhatChangedWhenAsked()
    {
        // A source that raises the same flags again leaves review.json alone when told to, so git sees nothing; a
        // verdict recorded on disk meanwhile is kept.
        QTemporaryDir dir;
        const QString root = heddle::test::installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        Result<Task> task = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(task);
        const FlagOrigin &behaviour = flagOrigin(u"behaviour"_s);
        const QList<Flag> raised{computed(u"behaviour.peek.gpt-4o-0"_s)};
        RaiseOptions options;
        options.writeUnchanged = false;
        Result<RaisedFlagsWrite> first = applyRaisedFlags(
            root, *task, behaviour, [&](const Task &) { return raised; }, options);
        QVERIFY(first && first->written);
        QCOMPARE(first->merge.added, 1);
        Result<RaisedFlagsWrite> again = applyRaisedFlags(
            root, *task, behaviour, [&](const Task &) { return raised; }, options);
        QVERIFY(again && !again->written);
        Result<Task> reread = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(reread);
        QVERIFY(ids(reread->flags).contains(u"behaviour.peek.gpt-4o-0"_s));
        QCOMPARE(reread->flags.size(), task->flags.size());
    }
};

QTEST_GUILESS_MAIN(TestFlagMerge)
#include "tst_flagmerge.moc"
