#include <core/curation/approvalgates.h>
#include <core/dataset/datasetio.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <core/exec/runslots.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>
#include <tests/support/validationruns.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char kTask[] = "coin-hours-split";

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void reproducesTheStoredResults();
    void outputIsReadWithoutAReport();
    void outputStreamsWhileARunGoes();
    void patchThatDoesNotApplyIsRecorded();
    void repeatsRevealAFlakyTest();
    void testsOfAFileThatCannotBeCollectedAreErrors();
    void declaredIdsCutAtABlankAreGradedAsTheHarnessGradesThem();
    void aRunnerThatNeverRanATestIsNotATaskFlaw();
    void cancelEndsEveryRun();
    void validationsSharingSlotsKeepEverySlotBusy();
    void savedRunRecordIsNeverOverwritten();

private:
    QTemporaryDir m_dir;
    QString m_root;
};

void TestValidation::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = installDemo(m_dir.filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
}

void TestValidation::reproducesTheStoredResults()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    const Task task = *loaded;
    QVERIFY(!task.attempts.isEmpty());

    ValidationOptions options;
    options.parallelism = 2;
    Validation validation(m_root, task, options);
    QSignalSpy started(&validation, &Validation::runStarted);
    QSignalSpy finished(&validation, &Validation::finished);
    validation.start();
    QVERIFY(finished.wait(300000));
    const RunRecord record = validation.record();
    QCOMPARE(started.size(), task.attempts.size() + 2);
    QCOMPARE(record.runs.size(), task.attempts.size() + 2);
    QCOMPARE(record.baseCommit, task.repository.baseCommit);
    QCOMPARE(record.testFileSha256.size(), task.tests.files.size());

    for (const Attempt &attempt : task.attempts) {
        const TargetRun *run = findRun(record, attempt.id);
        QVERIFY2(run, qPrintable(attempt.id));
        QVERIFY2(run->outcome == TargetRun::Outcome::Finished, qPrintable(attempt.id + u": "_s + run->message));
        QVERIFY2(run->results.status == attempt.results.status,
                 qPrintable(attempt.id + u": "_s + QString::fromUtf8(run->log.right(2000))));
    }
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    for (const QString &test : task.tests.failToPass + task.tests.passToPass)
        QCOMPARE(reference->results.value(test), TestStatus::Passed);
    // pytest wrote a JUnit report (Heddle asks it to): statuses and a duration for every test come from there.
    QCOMPARE(reference->resultsFrom, u"junit"_s);
    QCOMPARE(reference->testSeconds.size(), reference->results.size());
    for (const QString &test : task.tests.failToPass)
        QVERIFY(reference->testSeconds.value(test, -1.0) >= 0.0);
    const TargetRun *empty = findRun(record, u"empty"_s);
    QVERIFY(empty);
    for (const QString &test : task.tests.failToPass)
        QVERIFY(empty->results.value(test) != TestStatus::Passed);
    QVERIFY2(record.reference.holds, qPrintable(record.reference.violations.join(u", ") + record.reference.note));
    QVERIFY2(record.empty.holds, qPrintable(record.empty.violations.join(u", ") + record.empty.note));
    QVERIFY(record.flaky.isEmpty());
    QVERIFY(!isStale(record, task));

    // Saved and read back.
    QVERIFY(saveRunRecord(m_root, task.id, record));
    const QString file = m_root + u"/tasks/"_s + task.id + u"/validation/"_s + record.id + u".json"_s;
    QVERIFY(QFile::exists(file));
    QCOMPARE(loadRunLog(m_root, task.id, record.id, u"reference-1"_s), reference->log);
    QVERIFY(!reference->log.isEmpty());
    const Result<void> again = saveRunRecord(m_root, task.id, record);
    QVERIFY(!again);
    QCOMPARE(again.error().file, file);

    // A broken record beside it is reported by name and does not hide the good one.
    const QString broken = m_root + u"/tasks/"_s + task.id + u"/validation/00000000-000000-0000.json"_s;
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"id\": ");
    }
    const LoadedRunRecords back = loadRunRecords(m_root, task.id);
    QCOMPARE(back.records.size(), 1);
    QCOMPARE(back.errors.size(), 1);
    QCOMPARE(back.errors.first().file, broken);
    const RunRecord &read = back.records.first();
    QCOMPARE(read.id, record.id);
    QCOMPARE(read.started, record.started);
    QCOMPARE(read.testFileSha256, record.testFileSha256);
    QCOMPARE(read.runs.size(), record.runs.size());
    for (qsizetype i = 0; i < read.runs.size(); ++i) {
        QCOMPARE(read.runs[i].target, record.runs[i].target);
        QCOMPARE(read.runs[i].patchSha256, record.runs[i].patchSha256);
        QCOMPARE(read.runs[i].exitCode, record.runs[i].exitCode);
        QCOMPARE(read.runs[i].results, record.runs[i].results);
    }
    QVERIFY(read.controlsHold());
    QVERIFY(!isStale(read, task));
    QCOMPARE(read.runs.first().resultsFrom, u"junit"_s);
    QCOMPARE(read.runs.first().testSeconds, record.runs.first().testSeconds);

    // Editing a test file or a patch makes the record stale.
    Task edited = task;
    edited.tests.files[0].content += "\n# edited\n";
    QVERIFY(isStale(read, edited));
    Task newPatch = task;
    newPatch.attempts[0].patch += "\n";
    QVERIFY(isStale(read, newPatch));
}

void TestValidation::outputIsReadWithoutAReport()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    // A command that keeps pytest from writing the report: the statuses come from its output instead, unchanged.
    task.tests.command = u"PYTEST_ADDOPTS= "_s + task.tests.command;
    const Attempt attempt = task.attempts.first();
    ValidationOptions options;
    options.attempts = {attempt.id};
    const RunRecord record = validateTask(m_root, task, options);
    const TargetRun *run = findRun(record, attempt.id);
    QVERIFY(run);
    QCOMPARE(run->resultsFrom, u"log"_s);
    QVERIFY(run->testSeconds.isEmpty());
    QCOMPARE(run->results.status, attempt.results.status);
}

void TestValidation::outputStreamsWhileARunGoes()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    task.attempts.clear();
    task.tests.command = u"echo first; sleep 1; echo second"_s;
    Validation validation(m_root, task, {});
    QSignalSpy output(&validation, &Validation::runOutput);
    QSignalSpy finished(&validation, &Validation::finished);
    validation.start();
    QCOMPARE(validation.expectedRuns(), 2);
    // The first line arrives while the command still sleeps.
    QVERIFY(output.wait(20000));
    QVERIFY(finished.isEmpty());
    QByteArray seen;
    for (const QList<QVariant> &chunk : std::as_const(output))
        seen += chunk.at(1).toByteArray();
    QVERIFY(seen.contains("first"));
    QVERIFY(finished.wait(20000));
    QCOMPARE(validation.finishedRuns(), 2);
}

void TestValidation::patchThatDoesNotApplyIsRecorded()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    task.tests.command = u"true"_s;
    // The first context line of the first hunk no longer matches the base commit.
    QList<QByteArray> lines = task.referencePatch.split('\n');
    QString file;
    bool inHunk = false;
    for (QByteArray &line : lines) {
        if (line.startsWith("+++ b/") && file.isEmpty())
            file = QString::fromUtf8(line.mid(6));
        if (line.startsWith("@@"))
            inHunk = true;
        else if (inHunk && line.startsWith(' ')) {
            line += " not in the base";
            break;
        }
    }
    Attempt broken = task.attempts.first();
    broken.id = u"broken"_s;
    broken.patch = lines.join('\n');
    task.attempts = {broken};

    const RunRecord record = validateTask(m_root, task, {});
    const TargetRun *run = findRun(record, u"broken"_s);
    QVERIFY(run);
    QVERIFY(!run->applied);
    QCOMPARE(run->outcome, TargetRun::Outcome::NotRun);
    QCOMPARE(run->applyFile, file);
    QCOMPARE(run->applyHunk, 0);
    QVERIFY(!run->applyMessage.isEmpty());
    const Result<RunRecord> back = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
    QVERIFY(back);
    QCOMPARE(back->runs.last().applyFile, file);
    QCOMPARE(back->runs.last().applyHunk, 0);
    QVERIFY(!back->runs.last().applied);
}

void TestValidation::repeatsRevealAFlakyTest()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    // A test that passes and fails in turn: each run flips a file outside the workspace.
    QTemporaryDir state;
    QVERIFY(state.isValid());
    const QString toggle = state.filePath(u"toggle"_s);
    task.tests.files = {{u"tests/test_flip.py"_s,
                         "import os\n\n\ndef test_stable():\n    assert True\n\n\n"
                         "def test_flip():\n    path = os.environ['FLIP']\n    was = os.path.exists(path)\n"
                         "    if was:\n        os.remove(path)\n    else:\n        open(path, 'w').close()\n"
                         "    assert not was\n"_ba}};
    task.tests.command = u"python3 -m pytest -rA tests/test_flip.py"_s;
    task.tests.failToPass = {};
    task.tests.passToPass = {u"tests/test_flip.py::test_stable"_s};
    task.attempts = {};

    ValidationOptions options;
    options.repeat = 2;
    options.parallelism = 1; // the toggle is shared: runs one after another
    options.sandboxed = false;
    options.environment = {u"FLIP="_s + toggle};
    const RunRecord record = validateTask(m_root, task, options);
    QCOMPARE(record.runs.size(), 4);
    QCOMPARE(record.flaky.size(), 2); // test_flip of the reference and of the empty patch
    for (const FlakyTest &flaky : record.flaky) {
        QCOMPARE(flaky.test, u"tests/test_flip.py::test_flip"_s);
        QCOMPARE(flaky.statuses.size(), 2);
        QVERIFY(flaky.statuses[0] != flaky.statuses[1]);
    }
    QVERIFY(record.reference.holds);
}

void TestValidation::testsOfAFileThatCannotBeCollectedAreErrors()
{
    const QString python = pythonWithPytest();
    if (python.isEmpty())
        QSKIP("no python3 with pytest installed");
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    // A test file with a syntax error: pytest cannot collect it, so its tests never run and the log never names them.
    task.tests.files = {{u"tests/test_good.py"_s, "def test_ok():\n    assert True\n"_ba},
                        {u"tests/test_broken.py"_s, "def test_a(:\n    pass\n\n\ndef test_b():\n    pass\n"_ba}};
    task.tests.failToPass = {u"tests/test_broken.py::test_a"_s};
    task.tests.passToPass = {u"tests/test_broken.py::test_b"_s, u"tests/test_good.py::test_ok"_s};
    task.attempts = {};
    task.flags = {};
    task.specs = {};
    const QString command =
        python + u" -m pytest -rA --continue-on-collection-errors tests/test_good.py tests/test_broken.py"_s;

    // Results from pytest's JUnit report, then from its output alone.
    for (const QString &prefix : {QString(), u"PYTEST_ADDOPTS= "_s}) {
        task.tests.command = prefix + command;
        ValidationOptions options;
        options.sandboxed = false;
        const RunRecord record = validateTask(m_root, task, options);
        const TargetRun *reference = findRun(record, u"reference"_s);
        QVERIFY(reference);
        QVERIFY2(reference->outcome == TargetRun::Outcome::Finished, qPrintable(reference->message));
        QCOMPARE(reference->resultsFrom, prefix.isEmpty() ? u"junit"_s : u"log"_s);
        QCOMPARE(reference->results.uncollected, QStringList{u"tests/test_broken.py"_s});
        QCOMPARE(reference->results.value(u"tests/test_broken.py::test_a"_s), TestStatus::Error);
        QCOMPARE(reference->results.value(u"tests/test_broken.py::test_b"_s), TestStatus::Error);
        QCOMPARE(reference->results.value(u"tests/test_good.py::test_ok"_s), TestStatus::Passed);

        // The gates name the status.
        const QList<GateResult> gates = approvalGates(task, record);
        const auto gate = [&](const QString &id) {
            return *std::find_if(gates.cbegin(), gates.cend(), [&](const GateResult &g) { return g.id == id; });
        };
        const GateResult referenceGate = gate(u"reference-passes"_s);
        QVERIFY(!referenceGate.passed);
        QVERIFY2(referenceGate.detail.contains(u"tests/test_broken.py::test_a (FAIL_TO_PASS, error)"_s),
                 qPrintable(referenceGate.detail));
        QVERIFY2(referenceGate.detail.contains(u"tests/test_broken.py::test_b (PASS_TO_PASS, error)"_s),
                 qPrintable(referenceGate.detail));
        const GateResult emptyGate = gate(u"empty-fails"_s);
        QVERIFY2(emptyGate.detail.contains(u"tests/test_broken.py::test_b (error)"_s), qPrintable(emptyGate.detail));

        // So do the computed flags.
        const QList<Flag> flags = computeFlags(task, record);
        QStringList rationales;
        for (const Flag &flag : flags)
            if (flag.id.startsWith(u"reference-fails."_s))
                rationales.append(flag.rationale);
        QCOMPARE(rationales.size(), 2);
        for (const QString &rationale : std::as_const(rationales))
            QVERIFY2(rationale.contains(u"(error)"_s), qPrintable(rationale));

        // And the matrix.
        AttemptMatrixModel matrix;
        matrix.setTask(task, MatrixRuns::fromRecords(task, {record}));
        QVERIFY(matrix.rowLabel(0).startsWith(u"Reference"_s));
        for (const QString &test : {u"tests/test_broken.py::test_a"_s, u"tests/test_broken.py::test_b"_s}) {
            const int column = matrix.columnOfTest(test);
            QVERIFY(column >= 0);
            QCOMPARE(matrix.index(0, column).data(AttemptMatrixModel::StatusRole).toInt(), int(TestStatus::Error));
            QVERIFY(matrix.index(0, column).data(Qt::ToolTipRole).toString().contains(u"could not be collected"_s));
        }
    }
}

// SWE-bench's pytest parser cuts a test id at its first blank, so a parametrisation with a blank is declared as
// "t.py::test_p[a": the run grades it by the test pytest names "t.py::test_p[a b]", as the harness does, from the
// JUnit report and from the output alike; the reference holds, no flag is raised, the matrix shows the test in the
// declared column and names the test that ran, and the record keeps it.
void TestValidation::declaredIdsCutAtABlankAreGradedAsTheHarnessGradesThem()
{
    const QString python = pythonWithPytest();
    if (python.isEmpty())
        QSKIP("no python3 with pytest installed");
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    task.tests.files = {{u"tests/test_blank.py"_s, "import pytest\n\n\n@pytest.mark.parametrize('s', ['a b', 'c d'])\n"
                                                   "def test_p(s):\n    assert ' ' in s\n\n\n"
                                                   "def test_q():\n    assert True\n"_ba}};
    task.tests.failToPass = {};
    task.tests.passToPass = {u"tests/test_blank.py::test_p[a"_s, u"tests/test_blank.py::test_p[c"_s,
                             u"tests/test_blank.py::test_q"_s};
    task.attempts = {};
    task.flags = {};
    task.specs = {};
    const QString command = python + u" -m pytest -rA tests/test_blank.py"_s;
    for (const QString &prefix : {QString(), u"PYTEST_ADDOPTS= "_s}) {
        task.tests.command = prefix + command;
        ValidationOptions options;
        options.sandboxed = false;
        const RunRecord record = validateTask(m_root, task, options);
        const TargetRun *reference = findRun(record, u"reference"_s);
        QVERIFY(reference);
        QVERIFY2(reference->outcome == TargetRun::Outcome::Finished, qPrintable(reference->message));
        QCOMPARE(reference->resultsFrom, prefix.isEmpty() ? u"junit"_s : u"log"_s);
        QCOMPARE(reference->results.value(u"tests/test_blank.py::test_p[a"_s), TestStatus::Passed);
        QCOMPARE(reference->results.gradedAs.value(u"tests/test_blank.py::test_p[c"_s),
                 u"tests/test_blank.py::test_p[c d]"_s);
        QVERIFY(!reference->results.gradedAs.contains(u"tests/test_blank.py::test_q"_s)); // found whole
        QVERIFY2(record.reference.holds, qPrintable(record.reference.violations.join(u", "_s)));
        QVERIFY(record.empty.holds);
        const QList<Flag> flags = computeFlags(task, record);
        QVERIFY2(flags.isEmpty(), qPrintable(flags.isEmpty() ? QString() : flags.first().id));

        AttemptMatrixModel matrix;
        matrix.setTask(task, MatrixRuns::fromRecords(task, {record}));
        QCOMPARE(matrix.columnCount(), 3); // the declared columns only: the tests that grade them are not others
        const int column = matrix.columnOfTest(u"tests/test_blank.py::test_p[c"_s);
        QVERIFY(column >= 0);
        QCOMPARE(matrix.index(0, column).data(AttemptMatrixModel::StatusRole).toInt(), int(TestStatus::Passed));
        const QString tip = matrix.index(0, column).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"Ran as tests/test_blank.py::test_p[c d]"_s), qPrintable(tip));

        const Result<RunRecord> again = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
        QVERIFY(again);
        QCOMPARE(findRun(*again, u"reference"_s)->results.gradedAs, reference->results.gradedAs);
    }
}

// A runner that stops before its first test says nothing of the task: the run's outcome says why (did_not_run, or
// environment when what the tests need is not there), quoting the log line, and no computed flag is raised; pytest's
// own words, from a real pytest.
void TestValidation::aRunnerThatNeverRanATestIsNotATaskFlaw()
{
    const QString python = pythonWithPytest();
    if (python.isEmpty())
        QSKIP("no python3 with pytest installed");
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task base = *loaded;
    base.tests.failToPass = {u"tests/test_it.py::test_new"_s};
    base.tests.passToPass = {u"tests/test_it.py::test_old"_s};
    base.attempts = {};
    base.flags = {};
    base.specs = {};
    const QByteArray tests = "def test_old():\n    pass\n\n\ndef test_new():\n    pass\n"_ba;
    const QString pytest = python + u" -m pytest -rA tests/test_it.py"_s;
    struct Case {
        const char *name;
        QByteArray conftest;
        QString command;
        TargetRun::Outcome outcome;
        QString says;
    };
    const QList<Case> cases{
        {"a module the conftest imports is not installed", "import not_a_module_here\n"_ba, pytest,
         TargetRun::Outcome::Environment,
         u"a module the tests import is not installed: E   ModuleNotFoundError: No module named 'not_a_module_here'"_s},
        {"an error in the conftest", "raise RuntimeError('boom')\n"_ba, pytest, TargetRun::Outcome::DidNotRun,
         u"no test ran (exit 4): ImportError while loading conftest"_s},
        {"a usage error",
         {},
         pytest + u" --no-such-option"_s,
         TargetRun::Outcome::DidNotRun,
         u"no test ran (exit 4): __main__.py: error: unrecognized arguments: --no-such-option"_s},
        {"a runner that is not installed",
         {},
         u"heddle-no-such-runner tests/test_it.py"_s,
         TargetRun::Outcome::Environment,
         u"a command the tests run is not installed: "_s},
    };
    for (const Case &c : cases) {
        Task task = base;
        task.tests.files = {{u"tests/test_it.py"_s, tests}};
        if (!c.conftest.isEmpty())
            task.tests.files.append({u"tests/conftest.py"_s, c.conftest});
        task.tests.command = u"PYTEST_ADDOPTS= "_s + c.command; // the output alone: no report to read
        ValidationOptions options;
        options.sandboxed = false;
        const RunRecord record = validateTask(m_root, task, options);
        QCOMPARE(record.runs.size(), 2);
        for (const TargetRun &run : record.runs) {
            QVERIFY2(
                run.outcome == c.outcome,
                qPrintable(u"%1: %2 %3"_s.arg(QString::fromUtf8(c.name), targetOutcomeName(run.outcome), run.message)));
            QVERIFY2(run.message.startsWith(c.says),
                     qPrintable(u"%1: %2"_s.arg(QString::fromUtf8(c.name), run.message)));
        }
        const QList<Flag> flags = computeFlags(task, record);
        QVERIFY2(flags.isEmpty(), qPrintable(u"%1: %2"_s.arg(QString::fromUtf8(c.name), flags.value(0).id)));
        // The matrix says why each row is empty, in the run's own words.
        QVERIFY(MatrixRuns::fromRecords(task, {record}).notRun.value(u"reference"_s).startsWith(c.says));
        const Result<RunRecord> again = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
        QVERIFY(again);
        QCOMPARE(again->runs.first().outcome, c.outcome);
    }
}

void TestValidation::cancelEndsEveryRun()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task task = *loaded;
    task.tests.command = u"sleep 60"_s;
    ValidationOptions options;
    options.parallelism = 1;
    Validation validation(m_root, task, options);
    QSignalSpy finished(&validation, &Validation::finished);
    QSignalSpy ended(&validation, &Validation::runFinished);
    validation.start();
    QSignalSpy started(&validation, &Validation::runStarted);
    QVERIFY(started.wait(30000));
    validation.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QCOMPARE(ended.size(), task.attempts.size() + 2);
    for (const TargetRun &run : validation.record().runs)
        QCOMPARE(run.outcome, TargetRun::Outcome::Cancelled);
    QVERIFY(!validation.record().controlsHold());
    QVERIFY(!validation.isRunning());
}

// Two tasks' validations share two slots: a slow run of the first holds one slot while the other slot serves the
// rest of the first task and then the second task, and never more than two runs go on at once.
void TestValidation::validationsSharingSlotsKeepEverySlotBusy()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(loaded);
    Task slow = *loaded;
    slow.attempts = {};
    // Only the run without a patch lacks what the reference adds, and only it is slow.
    slow.tests.command = u"grep -q allocate_hours skyledger/hours.py || sleep 6"_s;
    Task quick = slow;
    quick.id = u"quick"_s;
    quick.tests.command = u"true"_s;
    ValidationOptions options;
    options.pythonEnvironment = false;
    RunSlots runSlots(2);
    Validation first(m_root, slow, options);
    Validation second(m_root, quick, options);
    first.shareSlots(&runSlots);
    second.shareSlots(&runSlots);
    int running = 0, most = 0;
    QStringList ended;
    for (Validation *v : {&first, &second}) {
        const QString name = v == &first ? u"slow"_s : u"quick"_s;
        connect(v, &Validation::runStarted, this, [&] { most = std::max(most, ++running); });
        connect(v, &Validation::runFinished, this, [&, name](const QString &label) {
            --running;
            ended.append(name + u' ' + label);
        });
    }
    QSignalSpy firstDone(&first, &Validation::finished);
    QSignalSpy secondDone(&second, &Validation::finished);
    first.start();
    second.start();
    QVERIFY(firstDone.wait(60000));
    QVERIFY(secondDone.size() == 1 || secondDone.wait(60000));
    QCOMPARE(ended.size(), 4);
    QCOMPARE(ended.last(), u"slow empty-1"_s); // the second task ran beside the first one's slow run
    QCOMPARE(most, 2);
    QCOMPARE(runSlots.inUse(), 0);
}

void TestValidation::savedRunRecordIsNeverOverwritten()
{
    // A record is the evidence an approval rests on: a second record under the same id is refused, and what the
    // first one says (its file and its logs) stays as it was.
    const QString taskId = QString::fromLatin1(kTask);
    RunRecord first;
    first.id = newRunId(QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC));
    first.started = QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
    first.finished = first.started.addSecs(5);
    TargetRun run;
    run.target = u"reference"_s;
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = 0;
    run.log = "the first run's output\n";
    first.runs = {run};
    QVERIFY(saveRunRecord(m_root, taskId, first));
    const QString file = m_root + u"/tasks/"_s + taskId + u"/validation/"_s + first.id + u".json"_s;
    const QString log = m_root + u"/tasks/"_s + taskId + u"/validation/"_s + first.id + u"/reference-1.log"_s;
    QFile recordFile(file);
    QVERIFY(recordFile.open(QIODevice::ReadOnly));
    const QByteArray recorded = recordFile.readAll();
    recordFile.close();

    RunRecord second = first;
    second.finished = first.started.addSecs(60);
    second.runs.first().exitCode = 1;
    second.runs.first().log = "another run's output\n";
    const Result<void> again = saveRunRecord(m_root, taskId, second);
    QVERIFY(!again);
    QCOMPARE(again.error().file, file);
    QVERIFY(recordFile.open(QIODevice::ReadOnly));
    QCOMPARE(recordFile.readAll(), recorded);
    recordFile.close();
    QCOMPARE(loadRunLog(m_root, taskId, first.id, u"reference-1"_s), first.runs.first().log);

    // Nor do the logs of a record whose file went missing get replaced.
    QVERIFY(QFile::remove(file));
    QVERIFY(!saveRunRecord(m_root, taskId, second));
    QVERIFY(!QFile::exists(file));
    QCOMPARE(loadRunLog(m_root, taskId, first.id, u"reference-1"_s), first.runs.first().log);
    QCOMPARE(QDir(QFileInfo(log).absolutePath()).entryList(QDir::Files | QDir::Hidden),
             QStringList{u"reference-1.log"_s});
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
