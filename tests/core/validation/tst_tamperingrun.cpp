#include <core/dataset/datasetio.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>
#include <tests/support/validationruns.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char kTask[] = "coin-hours-split";
constexpr char kWrongAttempt[] = "gpt-4o-1"; // fails two FAIL_TO_PASS tests

/// A conftest.py that reports every failing test as passed: the tampering an attempt can hide a wrong fix behind.
const QByteArray kPassEverything = "diff --git a/conftest.py b/conftest.py\n"
                                   "new file mode 100644\n"
                                   "--- /dev/null\n"
                                   "+++ b/conftest.py\n"
                                   "@@ -0,0 +1,9 @@\n"
                                   "+import pytest\n"
                                   "+\n"
                                   "+\n"
                                   "+@pytest.hookimpl(hookwrapper=True)\n"
                                   "+def pytest_runtest_makereport(item, call):\n"
                                   "+    outcome = yield\n"
                                   "+    report = outcome.get_result()\n"
                                   "+    if report.failed:\n"
                                   "+        report.outcome = \"passed\"\n";

const Flag *findFlag(const QList<Flag> &flags, const QString &id)
{
    for (const Flag &flag : flags)
        if (flag.id == id)
            return &flag;
    return nullptr;
}

QStringList listed(const Task &task)
{
    return task.tests.failToPass + task.tests.passToPass;
}

} // namespace

class TestTamperingRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void conftestHunkIsStrippedAndFlagged();
    void asSubmittedTheWrongAttemptPasses();
    void onlyTheTestSectionOfPyprojectIsStripped();
    void exitCodeZeroWithFailures();
    void exitCodeNonZeroWithEveryTestPassing();
    void junitReportAndLogDisagree();
    void olderRecordsLoad();

private:
    /// The demo task with one attempt: the wrong one with kPassEverything added.
    Task tamperedTask();
    /// A task of one test file and the given conftest.py, run by pytest outside the sandbox.
    Task pytestTask(const QByteArray &conftest, const QString &command = {});
    QTemporaryDir m_dir;
    QString m_root;
    QString m_python;
};

void TestTamperingRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = installDemo(m_dir.filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
    m_python = pythonWithPytest();
}

Task TestTamperingRun::tamperedTask()
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    if (!loaded)
        return {};
    Task task = *loaded;
    const auto wrong = std::find_if(task.attempts.cbegin(), task.attempts.cend(),
                                    [](const Attempt &a) { return a.id == QLatin1String(kWrongAttempt); });
    if (wrong == task.attempts.cend())
        return {};
    Attempt tampered = *wrong;
    tampered.patch += kPassEverything;
    task.attempts = {tampered};
    return task;
}

void TestTamperingRun::conftestHunkIsStrippedAndFlagged()
{
    const Task task = tamperedTask();
    QCOMPARE(task.attempts.size(), 1);
    const Attempt &attempt = task.attempts.first();
    const RunRecord record = validateTask(m_root, task, {});
    const TargetRun *run = findRun(record, attempt.id);
    QVERIFY(run);
    QVERIFY2(run->outcome == TargetRun::Outcome::Finished, qPrintable(run->message));
    // Without the conftest.py the wrong fix fails the tests it fails on its own.
    QCOMPARE(run->results.value(u"tests/test_hours_split.py::test_remainder_ties_follow_request_order"_s),
             TestStatus::Failed);
    QCOMPARE(run->results.value(u"tests/test_hours_split.py::test_send_many_shares_hours_by_coins"_s),
             TestStatus::Failed);
    QCOMPARE(run->strippedHunks.size(), 1);
    QCOMPARE(run->strippedHunks.first().file, u"conftest.py"_s);
    QCOMPARE(run->strippedHunks.first().hunk, 0);
    QCOMPARE(run->strippedHunks.first().line, 1);
    QVERIFY(run->untrustworthy.isEmpty());
    QVERIFY(!record.attemptsAsSubmitted);
    // The record names the patch as submitted: it is not stale.
    QVERIFY2(!isStale(record, task), qPrintable(staleReasons(record, task).join(u"; "_s)));

    // The stripped hunk survives a save.
    QVERIFY(saveRunRecord(m_root, task.id, record));
    const LoadedRunRecords loaded = loadRunRecords(m_root, task.id);
    QVERIFY(!loaded.records.isEmpty());
    const TargetRun *back = findRun(loaded.records.first(), attempt.id);
    QVERIFY(back);
    QCOMPARE(back->strippedHunks, run->strippedHunks);

    // The flag names the attempt, the file and the hunk.
    const QList<Flag> flags = computeFlags(task, record);
    const Flag *flag = findFlag(flags, u"tamper."_s + attempt.id + u".conftest.py"_s);
    QVERIFY(flag);
    QCOMPARE(flag->kind, FlagKind::FalsePositive);
    QCOMPARE(flag->attempt, attempt.id);
    QCOMPARE(flag->evidence.size(), 1);
    QCOMPARE(flag->evidence.first().kind, Evidence::Kind::PatchHunk);
    QCOMPARE(flag->evidence.first().file, u"conftest.py"_s);
    QCOMPARE(flag->evidence.first().hunk, 0);
    QVERIFY2(flag->rationale.contains(u"conftest.py"_s) && flag->rationale.contains(u"without those hunks"_s),
             qPrintable(flag->rationale));
}

void TestTamperingRun::asSubmittedTheWrongAttemptPasses()
{
    const Task task = tamperedTask();
    QCOMPARE(task.attempts.size(), 1);
    const Attempt &attempt = task.attempts.first();
    ValidationOptions options;
    options.asSubmitted = true;
    const RunRecord record = validateTask(m_root, task, options);
    const TargetRun *run = findRun(record, attempt.id);
    QVERIFY(run);
    QVERIFY2(run->outcome == TargetRun::Outcome::Finished, qPrintable(run->message));
    // The conftest.py turns the failures into passes: this is what stripping keeps from counting.
    for (const QString &test : listed(task))
        QCOMPARE(run->results.value(test), TestStatus::Passed);
    QVERIFY(run->strippedHunks.isEmpty());
    QVERIFY(record.attemptsAsSubmitted);
    const Result<RunRecord> back = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
    QVERIFY(back);
    QVERIFY(back->attemptsAsSubmitted);

    const Flag *flag = findFlag(computeFlags(task, record), u"tamper."_s + attempt.id + u".conftest.py"_s);
    QVERIFY(flag);
    QVERIFY2(flag->rationale.contains(u"as submitted"_s), qPrintable(flag->rationale));
}

void TestTamperingRun::onlyTheTestSectionOfPyprojectIsStripped()
{
    // Two hunks of the repository's pyproject.toml: a classifier in [project], whose header only the base file shows,
    // and an option added to [tool.pytest.ini_options].
    Task task = tamperedTask();
    QCOMPARE(task.attempts.size(), 1);
    Attempt &attempt = task.attempts.first();
    attempt.patch.chop(kPassEverything.size());
    attempt.patch += "diff --git a/pyproject.toml b/pyproject.toml\n"
                     "--- a/pyproject.toml\n"
                     "+++ b/pyproject.toml\n"
                     "@@ -10,7 +10,7 @@ readme = \"README.md\"\n"
                     " requires-python = \">=3.11\"\n"
                     " license = { text = \"MIT\" }\n"
                     " classifiers = [\n"
                     "-    \"Programming Language :: Python :: 3\",\n"
                     "+    \"Programming Language :: Python :: 3.11\",\n"
                     "     \"License :: OSI Approved :: MIT License\",\n"
                     " ]\n"
                     " \n"
                     "@@ -19,3 +19,4 @@ packages = [\"skyledger\"]\n"
                     " \n"
                     " [tool.pytest.ini_options]\n"
                     " testpaths = [\"tests\"]\n"
                     "+addopts = \"-p no:cacheprovider\"\n";
    const RunRecord record = validateTask(m_root, task, {});
    const TargetRun *run = findRun(record, attempt.id);
    QVERIFY(run);
    QVERIFY2(run->applied, qPrintable(run->applyMessage));
    QVERIFY2(run->outcome == TargetRun::Outcome::Finished, qPrintable(run->message));
    QCOMPARE(run->strippedHunks.size(), 1);
    QCOMPARE(run->strippedHunks.first().file, u"pyproject.toml"_s);
    QCOMPARE(run->strippedHunks.first().hunk, 1);
    QCOMPARE(run->strippedHunks.first().line, 19);
    const Flag *flag = findFlag(computeFlags(task, record), u"tamper."_s + attempt.id + u".pyproject.toml"_s);
    QVERIFY(flag);
    QCOMPARE(flag->evidence.size(), 1);
    QCOMPARE(flag->evidence.first().hunk, 1);
}

Task TestTamperingRun::pytestTask(const QByteArray &conftest, const QString &command)
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    if (!loaded)
        return {};
    Task task = *loaded;
    task.tests.files = {{u"tests/test_t.py"_s, "def test_good():\n    assert True\n\n\n"
                                               "def test_bad():\n    assert 1 == 2\n"_ba}};
    if (!conftest.isEmpty())
        task.tests.files.append({u"tests/conftest.py"_s, conftest});
    task.tests.command = command.isEmpty() ? m_python + u" -m pytest -rA tests/test_t.py"_s : command;
    task.tests.failToPass = {};
    task.tests.passToPass = {u"tests/test_t.py::test_good"_s};
    task.attempts = {};
    task.flags = {};
    task.specs = {};
    return task;
}

void TestTamperingRun::exitCodeZeroWithFailures()
{
    if (m_python.isEmpty())
        QSKIP("no python3 with pytest installed");
    // The session's status is forced to success: pytest exits 0 while test_bad fails.
    const Task task = pytestTask("def pytest_sessionfinish(session, exitstatus):\n    session.exitstatus = 0\n");
    ValidationOptions options;
    options.sandboxed = false;
    const RunRecord record = validateTask(m_root, task, options);
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    QCOMPARE(reference->exitCode, 0);
    QCOMPARE(reference->results.value(u"tests/test_t.py::test_bad"_s), TestStatus::Failed);
    QVERIFY2(reference->untrustworthy.contains(u"exited with 0 although tests/test_t.py::test_bad failed"_s),
             qPrintable(reference->untrustworthy));
    const Result<RunRecord> back = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
    QVERIFY(back);
    QCOMPARE(back->runs.first().untrustworthy, reference->untrustworthy);

    const Flag *flag = findFlag(computeFlags(task, record), u"untrustworthy.reference"_s);
    QVERIFY(flag);
    QCOMPARE(flag->kind, FlagKind::FalseNegative);
    QVERIFY2(flag->rationale.contains(reference->untrustworthy), qPrintable(flag->rationale));

    // The matrix says it on the reference row's cells.
    AttemptMatrixModel matrix;
    matrix.setTask(task, MatrixRuns::fromRecords(task, {record}));
    const QString tip =
        matrix.index(0, matrix.columnOfTest(u"tests/test_t.py::test_good"_s)).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"Untrustworthy run: "_s + reference->untrustworthy + u'.'), qPrintable(tip));

    // The same tests without the forced status: the exit code says what the results say.
    const RunRecord honest = validateTask(m_root, pytestTask({}), options);
    const TargetRun *plain = findRun(honest, u"reference"_s);
    QVERIFY(plain);
    QCOMPARE(plain->exitCode, 1);
    QVERIFY2(plain->untrustworthy.isEmpty(), qPrintable(plain->untrustworthy));
    QVERIFY(!findFlag(computeFlags(task, honest), u"untrustworthy.reference"_s));
}

void TestTamperingRun::exitCodeNonZeroWithEveryTestPassing()
{
    if (m_python.isEmpty())
        QSKIP("no python3 with pytest installed");
    Task task = pytestTask({}, m_python + u" -m pytest -rA tests/test_t.py -k good; exit 3"_s);
    ValidationOptions options;
    options.sandboxed = false;
    const RunRecord record = validateTask(m_root, task, options);
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    QCOMPARE(reference->exitCode, 3);
    QCOMPARE(reference->results.value(u"tests/test_t.py::test_good"_s), TestStatus::Passed);
    QVERIFY2(reference->untrustworthy.contains(u"exited with 3 although every test passed"_s),
             qPrintable(reference->untrustworthy));

    // A listed test that did not run explains a failing exit code: nothing to distrust.
    task.tests.passToPass.append(u"tests/test_t.py::test_elsewhere"_s);
    const RunRecord missing = validateTask(m_root, task, options);
    const TargetRun *run = findRun(missing, u"reference"_s);
    QVERIFY(run);
    QVERIFY2(run->untrustworthy.isEmpty(), qPrintable(run->untrustworthy));
}

void TestTamperingRun::junitReportAndLogDisagree()
{
    if (m_python.isEmpty())
        QSKIP("no python3 with pytest installed");
    // After pytest wrote its JUnit report, the failure is taken out of it: the report says passed, the log failed.
    const Task task = pytestTask("import os\nimport re\n\n\ndef pytest_unconfigure(config):\n"
                                 "    path = os.environ.get('HEDDLE_JUNIT_XML')\n"
                                 "    if path and os.path.exists(path):\n"
                                 "        text = open(path).read()\n"
                                 "        text = re.sub(r'<failure.*?</failure>', '', text, flags=re.S)\n"
                                 "        open(path, 'w').write(text)\n");
    ValidationOptions options;
    options.sandboxed = false;
    const RunRecord record = validateTask(m_root, task, options);
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    QCOMPARE(reference->resultsFrom, u"junit"_s);
    QCOMPARE(reference->results.value(u"tests/test_t.py::test_bad"_s), TestStatus::Passed);
    QVERIFY2(reference->untrustworthy.contains(
                 u"disagree on tests/test_t.py::test_bad (passed in the JUnit report, failed in the log)"_s),
             qPrintable(reference->untrustworthy));
}

void TestTamperingRun::olderRecordsLoad()
{
    // A record written before these fields existed: nothing stripped, nothing distrusted, attempts stripped.
    const QByteArray old = R"({"id": "20261201-080000-abcd", "started": "2026-12-01T08:00:00.000Z",
        "finished": "2026-12-01T08:00:05.000Z", "runs": [{"target": "a", "repeat": 1, "outcome": "finished",
        "exit_code": 1, "tests": [{"id": "t.py::x", "status": "failed"}]}]})";
    const Result<RunRecord> record = runRecordFromJson(old, u"old.json"_s);
    QVERIFY(record);
    QVERIFY(!record->attemptsAsSubmitted);
    QVERIFY(record->runs.first().strippedHunks.isEmpty());
    QVERIFY(record->runs.first().untrustworthy.isEmpty());
    QVERIFY(!runRecordToJson(*record).contains("stripped_hunks"));
    QVERIFY(!runRecordToJson(*record).contains("untrustworthy"));
    QVERIFY(!runRecordToJson(*record).contains("attempts_as_submitted"));
}

QTEST_GUILESS_MAIN(TestTamperingRun)
#include "tst_tamperingrun.moc"
