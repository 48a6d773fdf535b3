#include <core/dataset/datasetio.h>
#include <core/flags/recordedrun.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/repair/repairapply.h>
#include <core/repair/repairrun.h>
#include <core/repair/repairsuggestion.h>
#include <core/task/task.h>
#include <core/util/workpool.h>
#include <core/validation/validation.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QByteArray kStub = "def clamp(value, low, high):\n    raise NotImplementedError\n";
const QByteArray kClamp = "def clamp(value, low, high):\n"
                          "    if low > high:\n"
                          "        raise ValueError('low > high')\n"
                          "    if value < low:\n"
                          "        return low\n"
                          "    if value > high:\n"
                          "        return high\n"
                          "    return value\n";
// Nothing checks bounds given the wrong way round, nor a value above high.
const QByteArray kTests = "from calc.ops import clamp\n\n\n"
                          "def test_below():\n    assert clamp(-5, 0, 10) == 0\n\n\n"
                          "def test_inside():\n    assert clamp(5, 0, 10) == 5\n";
// Passes every test and behaves as the reference everywhere, but for the words of its error.
const QByteArray kValid = "def clamp(value, low, high):\n"
                          "    if high < low:\n"
                          "        raise ValueError('the bounds are the wrong way round')\n"
                          "    return min(max(value, low), high)\n";
// Passes every test, but does not refuse bounds the wrong way round.
const QByteArray kLax = "def clamp(value, low, high):\n    return max(low, min(value, high))\n";

/// The change from base to source, committed on top of the newest commit (HEAD moves with each).
QByteArray diff(const QString &repository, const QString &base, const QByteArray &source)
{
    const QString commit =
        commitFiles(repository, {{"calc/__init__.py", ""}, {"calc/ops.py", source}}, headCommit(repository));
    return gitOutput(repository, {u"diff"_s, base, commit});
}

Task makeTask(const QString &root)
{
    DatasetInfo info;
    info.name = u"repairs"_s;
    if (!createDataset(root, info))
        return {};
    const QString repository = root + u"/repos/calc"_s;
    initRepository(repository);
    const QString base = commitFiles(repository, {{"calc/__init__.py", ""}, {"calc/ops.py", kStub}});
    Task task;
    task.id = u"clamp"_s;
    task.repository = {u"calc"_s, {}, u"repos/calc"_s, base};
    task.query = u"clamp(value, low, high) keeps value within [low, high] and refuses bounds the wrong way round "
                 "with a ValueError."_s;
    task.referencePatch = diff(repository, base, kClamp);
    task.tests.language = u"python"_s;
    task.tests.command = u"python3 -m pytest -rA tests"_s;
    task.tests.logFormat = u"pytest"_s;
    task.tests.files = {{u"tests/test_ops.py"_s, kTests, TestFile::Kind::Text}};
    task.tests.failToPass = {u"tests/test_ops.py::test_below"_s, u"tests/test_ops.py::test_inside"_s};
    task.specs = {{u"S1"_s,
                   u"functional"_s,
                   u"Within bounds"_s,
                   u"clamp keeps value within [low, high]."_s,
                   {},
                   task.tests.failToPass},
                  {u"S2"_s, u"errors"_s, u"Bounds the wrong way round"_s, u"low > high is a ValueError."_s, {}, {}}};
    for (const auto &[id, source] : {std::pair{u"valid"_s, kValid}, std::pair{u"lax"_s, kLax}}) {
        Attempt a;
        a.id = id;
        a.model = u"m"_s;
        a.patch = diff(repository, base, source);
        task.attempts.append(a);
    }
    if (!saveTask(root, task))
        return {};
    return task;
}

ValidationOptions sandbox()
{
    ValidationOptions options;
    options.allowUnsandboxed = true;
    options.parallelism = 2;
    options.timeoutMs = 120000;
    return options;
}

std::optional<Task> validate(const QString &root, const Task &task)
{
    Validation validation(root, task, sandbox());
    QSignalSpy done(&validation, &Validation::finished);
    validation.start();
    if (!done.wait(300000))
        return std::nullopt;
    const RecordedRun kept = recordValidation(root, task.id, validation.record());
    if (!kept.error.isEmpty())
        qWarning("%s", qPrintable(kept.error));
    return kept.task;
}

MutationRecord analyse(const QString &root, const Task &task)
{
    MutationOptions options;
    options.validation = sandbox();
    options.budget = 0;
    MutationAnalysis analysis(root, task, options);
    QSignalSpy done(&analysis, &MutationAnalysis::finished);
    if (!analysis.start() || !done.wait(600000))
        return {};
    return analysis.record();
}

const Flag *flagOf(const Task &task, const QString &id)
{
    for (const Flag &f : task.flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace

class TestRepair : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (pythonWithPytest().isEmpty())
            QSKIP("python3 with pytest is not installed");
    }

    // The call on the object a test built and the same call on an object built again come to the same test under
    // two names: it is suggested once.
    void theSameTestWrittenForTwoCallsIsSuggestedOnce()
    {
        Task task;
        task.id = u"clamp"_s;
        task.tests.files = {{u"tests/test_ops.py"_s, kTests, TestFile::Kind::Text}};
        Flag flag;
        flag.id = u"mutation.attempt.lax"_s;
        flag.source = FlagSource::Computed;
        flag.attempt = u"lax"_s;
        task.flags = {flag};
        const auto witness = [](const QString &name, const QString &body) {
            ProbeWitness w;
            w.call = u"clamp(5, 0, 3)"_s;
            w.test = u"tests/test_ops.py::test_inside"_s;
            w.testFile = u"tests/test_ops.py"_s;
            w.testName = name;
            w.testSource = u"def "_s + name + u"():\n"_s + body;
            return w;
        };
        MutationRecord record;
        AttemptProbe lax;
        lax.attempt = u"lax"_s;
        lax.probe = ProbeVerdict::Distinguished;
        lax.witnesses = {witness(u"test_clamp_case_1"_s, u"    assert clamp(5, 0, 3) == 3\n"_s),
                         witness(u"test_clamp_case_2"_s, u"    assert clamp(5, 0, 3) == 3\n"_s),
                         witness(u"test_clamp_case_3"_s, u"    assert clamp(9, 0, 3) == 3\n"_s)};
        record.attempts = {lax};
        const RepairPlan plan = repairCandidates(task, std::nullopt, record);
        QStringList added;
        for (const RepairSuggestion &s : plan.candidates)
            added += s.tests;
        QCOMPARE(added,
                 (QStringList{u"tests/test_ops.py::test_clamp_case_1"_s, u"tests/test_ops.py::test_clamp_case_3"_s}));
    }

    void aPassingAttemptThatBehavesOtherwiseIsFlaggedAndANewTestThatCatchesItIsProvedAndTaken()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        Task task = makeTask(root);
        QVERIFY(!task.id.isEmpty());
        std::optional<Task> validated = validate(root, task);
        QVERIFY(validated);

        const MutationRecord record = analyse(root, *validated);
        QVERIFY2(record.probeCalls > 0, qPrintable(record.probeNote));
        // `value > high` -> `value >= high` returns high either way: no input tells it apart.
        const auto equivalent =
            std::find_if(record.mutants.cbegin(), record.mutants.cend(), [](const MutantOutcome &o) {
                return o.mutant.original.trimmed() == u"if value > high:" && o.mutant.description.contains(u">=");
            });
        QVERIFY(equivalent != record.mutants.cend());
        QCOMPARE(equivalent->status, MutantOutcome::Status::Survived);
        QCOMPARE(equivalent->probe, ProbeVerdict::Equivalent);
        QVERIFY(record.probablyEquivalent() >= 1);

        QCOMPARE(record.attempts.size(), 2);
        for (const AttemptProbe &a : record.attempts) {
            if (a.attempt == u"valid") {
                QCOMPARE(a.probe, ProbeVerdict::Equivalent);
            } else {
                QCOMPARE(a.probe, ProbeVerdict::Distinguished);
                QVERIFY2(a.witnesses.first().reference.contains(u"ValueError"_s), qPrintable(a.witnesses.first().text));
            }
        }
        const RecordedRun kept = recordMutationAnalysis(root, task.id, record);
        QVERIFY2(kept.ok(), qPrintable(kept.error));
        Task flagged = *kept.task;
        const Flag *lax = flagOf(flagged, u"mutation.attempt.lax"_s);
        QVERIFY(lax);
        const QString laxId = lax->id;
        QCOMPARE(lax->kind, FlagKind::FalsePositive);
        QVERIFY2(lax->rationale.contains(u"passes every test but"_s), qPrintable(lax->rationale));
        QCOMPARE(lax->specs, QStringList{u"S1"_s}); // the spec of the tests whose calls tell it apart
        QVERIFY(!flagOf(flagged, u"mutation.attempt.valid"_s));

        RepairProofOptions options;
        options.validation = sandbox();
        RepairRun run(root, flagged, {laxId}, options);
        QSignalSpy done(&run, &RepairRun::finished);
        run.start();
        QVERIFY(done.wait(600000));
        const RepairOutcome outcome = done.first().first().value<RepairOutcome>();
        const QList<const RepairSuggestion *> verified = outcome.verified(laxId);
        QVERIFY2(!verified.isEmpty(), qPrintable(outcome.suggestions.isEmpty() ? outcome.unrepairable.value(laxId)
                                                                               : outcome.suggestions.first().failure));
        const RepairSuggestion &s = *verified.first();
        QCOMPARE(s.kind, RepairSuggestion::Kind::NewTest);
        QVERIFY(s.after.contains("pytest.raises(ValueError)"));
        QCOMPARE(s.emptyFails, s.tests); // the stub raises NotImplementedError: the empty patch fails it
        // It asserts a call of a test of S1 varied: it serves S1, and says so.
        QCOMPARE(s.specs, QStringList{u"S1"_s});
        QVERIFY2(s.summary.endsWith(u", for S1"_s), qPrintable(s.summary));

        const RepairSuggestion taken = s; // flagged changes as the suggestion is taken
        QVERIFY(applyRepair(root, flagged, taken, u"curator"_s));
        const Result<Task> saved = loadTask(root, task.id);
        QVERIFY(saved);
        QVERIFY(saved->tests.failToPass.contains(s.tests.first()));
        QVERIFY(saved->specs.first().coveredBy.contains(s.tests.first()));
        QVERIFY(saved->specs.last().coveredBy.isEmpty());
        QCOMPARE(saved->tests.files.first().content, s.after);
        const Flag *confirmed = flagOf(*saved, laxId);
        QVERIFY(confirmed);
        QCOMPARE(confirmed->verdict, Verdict::Confirmed);
        QVERIFY(confirmed->verdictNote.contains(u"verified suggestion"_s));

        // The task as repaired: the lax attempt fails now, and the input search no longer needs to flag it.
        std::optional<Task> again = validate(root, *saved);
        QVERIFY(again);
        const MutationRecord after = analyse(root, *again);
        for (const AttemptProbe &a : after.attempts)
            QVERIFY2(a.attempt != u"lax", "the lax attempt no longer passes every test");
        const QList<Flag> raised = computeMutationFlags(*again, after);
        QVERIFY(std::none_of(raised.cbegin(), raised.cend(), [&](const Flag &f) { return f.id == laxId; }));
        workPool()->waitForDone();
    }
};

QTEST_GUILESS_MAIN(TestRepair)
#include "tst_repair.moc"
