// A comparison pytest cut short is read whole: a real validation of a task on a repository of its own (libgit2),
// whose attempt lists the same configuration keys as the reference in another order. At pytest's default verbosity
// the keys are too long to show ("['zz', 'alpha...onds.default'] == ['service.han....kappa', 'zz']"), so nobody can
// tell that both sides hold the same items; validation runs that test alone again with -vv in the attempt's
// workspace, and the over-constrained order check gets its flag.
#include <core/dataset/datasetio.h>
#include <core/flags/implementationdetail.h>
#include <core/task/task.h>
#include <core/validation/verboserun.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>
#include <tests/support/validationruns.h>

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kKeysTest = u"tests/test_keys.py::test_keys"_s;
const QString kCountTest = u"tests/test_keys.py::test_count"_s;
const QString kAttempt = u"other-order"_s;

const QByteArray kStub = "def keys():\n    raise NotImplementedError\n";
const QByteArray kReference = "NAMES = [\n"
                              "    'service.handlers.http.request.timeout.seconds.default',\n"
                              "    'service.handlers.http.response.encoding.default.value',\n"
                              "    'alpha.beta.gamma.delta.epsilon.zeta.eta.theta.iota.kappa',\n"
                              "    'zz',\n"
                              "]\n\n\n"
                              "def keys():\n"
                              "    return list(NAMES)\n";
const QByteArray kTests = "from settings.store import keys\n\n\n"
                          "def test_keys():\n"
                          "    assert keys() == [\n"
                          "        'service.handlers.http.request.timeout.seconds.default',\n"
                          "        'service.handlers.http.response.encoding.default.value',\n"
                          "        'alpha.beta.gamma.delta.epsilon.zeta.eta.theta.iota.kappa',\n"
                          "        'zz',\n"
                          "    ]\n\n\n"
                          "def test_count():\n"
                          "    assert len(keys()) == 4\n";

} // namespace

class TestVerboseRun : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    Task m_task;

private Q_SLOTS:
    void initTestCase()
    {
        if (pythonWithPytest() != u"/usr/bin/python3")
            QSKIP("the system's python3 with pytest (python3-pytest) is not installed");
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(u"dataset"_s);
        QVERIFY(createDataset(m_root, DatasetInfo{}));
        const QString repository = m_root + u"/repos/settings"_s;
        initRepository(repository);
        const QString base = commitFiles(repository, {{"settings/__init__.py", ""}, {"settings/store.py", kStub}});
        const QString fixed =
            commitFiles(repository, {{"settings/__init__.py", ""}, {"settings/store.py", kReference}}, base);
        m_task.id = u"keys"_s;
        m_task.repository = {u"settings"_s, {}, u"repos/settings"_s, base};
        m_task.query = u"keys() lists the configuration keys the service knows."_s;
        m_task.referencePatch = gitOutput(repository, {u"diff"_s, base, fixed});
        m_task.tests.language = u"python"_s;
        m_task.tests.command = u"python3 -m pytest -rA tests"_s;
        m_task.tests.logFormat = u"pytest"_s;
        m_task.tests.files = {{u"tests/test_keys.py"_s, kTests, TestFile::Kind::Text}};
        m_task.tests.failToPass = {kKeysTest, kCountTest};
        Attempt attempt;
        attempt.id = kAttempt;
        attempt.patch = m_task.referencePatch;
        attempt.patch.replace("    return list(NAMES)", "    return list(reversed(NAMES))");
        QVERIFY(attempt.patch != m_task.referencePatch);
        m_task.attempts = {attempt};
        QVERIFY(saveTask(m_root, m_task));
    }

    void aCutComparisonIsReadWhole()
    {
        ValidationOptions options;
        options.pythonEnvironment = false; // the repository has no set-up; the tests import it from the root
        const RunRecord record = validateTask(m_root, m_task, options);
        QVERIFY2(record.reference.holds, qPrintable(record.reference.violations.join(u", "_s)));
        const TargetRun *attempt = findRun(record, kAttempt);
        QVERIFY(attempt);
        QCOMPARE(attempt->results.value(kKeysTest), TestStatus::Failed);
        QCOMPARE(attempt->results.value(kCountTest), TestStatus::Passed);
        QCOMPARE(truncatedComparisons(attempt->log.left(attempt->log.indexOf("===== Heddle ran"))),
                 QStringList{kKeysTest});
        QVERIFY2(attempt->log.contains("===== Heddle ran 1 test again with -vv"), attempt->log.constData());
        QVERIFY(!findRun(record, u"reference"_s)->log.contains("Heddle ran"));

        const QList<Flag> flags = implementationDetailFlags(m_task, record);
        QCOMPARE(flags.size(), 1);
        QCOMPARE(flags.first().attempt, kAttempt);
        QCOMPARE(flags.first().tests, QStringList{kKeysTest});
        QVERIFY2(flags.first().rationale.contains(u"order"_s), qPrintable(flags.first().rationale));

        // Without the second look the cut comparison shows nothing: no flag.
        options.verboseReruns = false;
        const RunRecord cut = validateTask(m_root, m_task, options);
        QVERIFY(!findRun(cut, kAttempt)->log.contains("Heddle ran"));
        QCOMPARE(implementationDetailFlags(m_task, cut).size(), 0);
    }

    void onlyPytestsNodeIdsAreRunAgain()
    {
        QCOMPARE(verboseRerunCommand(u"python3 -m pytest -rA tests"_s, {kKeysTest}, m_dir.path()),
                 u"python3 -m pytest -rA "_s + kKeysTest);
        QCOMPARE(verboseRerunCommand(u"python3 -m pytest -rA tests/test_keys.py"_s, {kKeysTest}, m_dir.path()),
                 u"python3 -m pytest -rA "_s + kKeysTest);
        QCOMPARE(verboseRerunCommand(u"./runtests.py"_s, {kKeysTest}, m_dir.path()), QString());
        QCOMPARE(verboseRerunCommand(u"pytest tests | tee log"_s, {kKeysTest}, m_dir.path()), QString());
        QCOMPARE(verboseRerunCommand(u"pytest tests"_s, {}, m_dir.path()), QString());
    }
};

QTEST_GUILESS_MAIN(TestVerboseRun)
#include "tst_verboserun.moc"
