// Labels and the way back between flags and the material they cite, on the demo task coin-hours-split.
#include <core/review/evidence.h>

#include <tests/support/demotask.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

Evidence step(const QString &attempt, int index)
{
    Evidence e;
    e.kind = Evidence::Kind::TrajectoryStep;
    e.attempt = attempt;
    e.step = index;
    return e;
}

Evidence hunk(const QString &attempt, const QString &file, int index, int line)
{
    Evidence e;
    e.kind = Evidence::Kind::PatchHunk;
    e.attempt = attempt;
    e.file = file;
    e.hunk = index;
    e.line = line;
    return e;
}

Evidence testLine(const QString &file, int line)
{
    Evidence e;
    e.kind = Evidence::Kind::TestLine;
    e.file = file;
    e.line = line;
    return e;
}

} // namespace

class TestEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labels_data()
    {
        QTest::addColumn<Evidence>("evidence");
        QTest::addColumn<QString>("label");
        QTest::newRow("step") << step(u"claude-3-5-sonnet-1"_s, 7) << u"Step 8 of claude-3-5-sonnet #1"_s;
        QTest::newRow("first step") << step(u"gpt-4o-0"_s, 0) << u"Step 1 of gpt-4o #0"_s;
        QTest::newRow("hunk") << hunk(u"claude-3-5-sonnet-1"_s, u"skyledger/hours.py"_s, 0, 41)
                              << u"Hunk 1 of skyledger/hours.py, line 41 — claude-3-5-sonnet #1"_s;
        QTest::newRow("hunk without line")
            << hunk(u"gpt-4o-2"_s, u"skyledger/wallet.py"_s, 2, 0) << u"Hunk 3 of skyledger/wallet.py — gpt-4o #2"_s;
        QTest::newRow("reference hunk") << hunk(QString(), u"skyledger/hours.py"_s, 1, 12)
                                        << u"Reference patch, hunk 2 of skyledger/hours.py, line 12"_s;
        QTest::newRow("test line") << testLine(u"tests/test_hours_split.py"_s, 58)
                                   << u"tests/test_hours_split.py, line 58"_s;
        QTest::newRow("missing attempt") << step(u"o1-3"_s, 2) << u"Step 3 of o1-3 (no such attempt)"_s;
        QTest::newRow("missing test file")
            << testLine(u"tests/test_gone.py"_s, 3) << u"tests/test_gone.py, line 3 (no such test file)"_s;
    }

    void labels()
    {
        QFETCH(Evidence, evidence);
        QFETCH(QString, label);
        QCOMPARE(evidenceLabel(evidence, loadDemoTask(u"coin-hours-split"_s)), label);
    }

    void missingTargets()
    {
        const Task task = loadDemoTask(u"coin-hours-split"_s);
        QVERIFY(evidenceTargetExists(step(u"gpt-4o-1"_s, 3), task));
        QVERIFY(!evidenceTargetExists(step(u"gpt-5-0"_s, 3), task));
        QVERIFY(evidenceTargetExists(hunk(QString(), u"skyledger/hours.py"_s, 0, 1), task));
        Task noReference = task;
        noReference.referencePatch.clear();
        QVERIFY(!evidenceTargetExists(hunk(QString(), u"skyledger/hours.py"_s, 0, 1), noReference));
        QVERIFY(evidenceLabel(hunk(QString(), u"a.py"_s, 0, 1), noReference).endsWith(u"(no reference patch)"_s));
    }

    void wayBack()
    {
        const Task task = loadDemoTask(u"coin-hours-split"_s);
        QCOMPARE(flagsCitingStep(task, u"claude-3-5-sonnet-1"_s, 5), QStringList{u"F1"_s});
        QCOMPARE(flagsCitingStep(task, u"claude-3-5-sonnet-1"_s, 6), QStringList());
        QCOMPARE(flagsCitingStep(task, u"gpt-4o-0"_s, 5), QStringList());
        QCOMPARE(flagsCitingHunk(task, u"gpt-4o-0"_s, u"skyledger/hours.py"_s, 1), QStringList{u"F2"_s});
        QCOMPARE(flagsCitingHunk(task, u"gpt-4o-0"_s, u"skyledger/hours.py"_s, 0), QStringList());
        QCOMPARE(flagsCitingHunk(task, QString(), u"skyledger/hours.py"_s, 1), QStringList());
        QCOMPARE(flagsCitingTestLine(task, u"tests/test_hours_split.py"_s, 35), QStringList{u"F1"_s});
        QCOMPARE(flagsCitingTestLine(task, u"tests/test_hours_split.py"_s, 40), QStringList{u"F2"_s});
        QCOMPARE(flagsCitingTestLine(task, u"tests/test_hours.py"_s, 35), QStringList());

        Task shared = task;
        shared.flags[2].evidence.append(testLine(u"tests/test_hours_split.py"_s, 35));
        QCOMPARE(flagsCitingTestLine(shared, u"tests/test_hours_split.py"_s, 35), (QStringList{u"F1"_s, u"F3"_s}));
    }

    void chainOrder()
    {
        Flag flag;
        flag.evidence = {testLine(u"t.py"_s, 40), hunk(u"a"_s, u"x.py"_s, 1, 64), step(u"a"_s, 6),
                         testLine(u"t.py"_s, 12), step(u"a"_s, 2)};
        const QList<Evidence> chain = orderedChain(flag);
        QCOMPARE(chain.size(), 5);
        QCOMPARE(chain[0].kind, Evidence::Kind::TrajectoryStep);
        QCOMPARE(chain[0].step, 6);
        QCOMPARE(chain[1].step, 2);
        QCOMPARE(chain[2].kind, Evidence::Kind::PatchHunk);
        QCOMPARE(chain[3].line, 40);
        QCOMPARE(chain[4].line, 12);
        QVERIFY(orderedChain(Flag{}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
