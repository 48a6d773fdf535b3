// Why a run that tested nothing tested nothing, read from the words real runners print. The lines below were
// written here by Node 18 (require of a package not installed), Maven 3.8 offline (a plugin never downloaded),
// cargo 1.95 (a crate not in the offline index, and the same online without a network), and pytest 7.2.
#include <core/validation/runfault.h>

#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

TargetRun finishedWith(const QByteArray &log, int exitCode = 1)
{
    TargetRun run;
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = exitCode;
    run.log = log;
    return run;
}

} // namespace

class TestRunFault : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whatIsMissingIsNamed_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("says");
        QTest::newRow("node") << "node:internal/modules/cjs/loader:1210\n  throw err;\n  ^\n\n"
                                 "Error: Cannot find module 'left-pad'\nRequire stack:\n- /w/a.test.js\n"_ba
                              << u"a dependency the runner needs is not in the workspace or on the machine: Error: "
                                 "Cannot find module 'left-pad'"_s;
        QTest::newRow("maven offline")
            << "[ERROR] Plugin org.apache.maven.plugins:maven-resources-plugin:2.6 or one of its dependencies could "
               "not be resolved: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the "
               "artifact org.apache.maven.plugins:maven-resources-plugin:jar:2.6 has not been downloaded from it "
               "before. -> [Help 1]\n[ERROR] \n"_ba
            << u"a dependency the runner needs is not in the workspace or on the machine: [ERROR] Plugin "_s;
        QTest::newRow("cargo offline")
            << "error: no matching package named `nosuchcrate-heddle` found\nlocation searched: crates.io index\n"_ba
            << u"a dependency the runner needs is not in the workspace or on the machine: error: no matching package "
               "named `nosuchcrate-heddle` found"_s;
        QTest::newRow("cargo without a network")
            << "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Could not "
               "resolve hostname (Could not resolve host: index.crates.io)\nerror: failed to get `nosuchcrate-heddle` "
               "as a dependency of package `rs v0.1.0 (/tmp/deps/rs)`\n"_ba
            << u"a dependency the runner needs is not in the workspace or on the machine: error: failed to get "_s;
        QTest::newRow("python module")
            << "ImportError while loading conftest '/w/tests/conftest.py'.\ntests/conftest.py:1: in <module>\n"
               "    import werkzeug\nE   ModuleNotFoundError: No module named 'werkzeug'\n"_ba
            << u"a module the tests import is not installed: E   ModuleNotFoundError: No module named 'werkzeug'"_s;
    }

    void whatIsMissingIsNamed()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, says);
        const std::optional<RunFault> fault = runFault(finishedWith(log));
        QVERIFY(fault);
        QCOMPARE(fault->outcome, TargetRun::Outcome::Environment);
        QVERIFY2(fault->message.startsWith(says), qPrintable(fault->message));
    }

    // A test file that cannot be collected because the repository imports what this Python's standard library no
    // longer has (requests 2.0 on Python 3.11, as pytest 7.2 printed it) is the runtime's fault; one that imports what
    // the fix adds is a result.
    void aRepositoryThisPythonCannotRun()
    {
        const QByteArray head = "collected 0 items / 1 error\n\n==================================== ERRORS "
                                "====================================\n___________________ ERROR collecting "
                                "test_requests.py ____________________\nImportError while importing test module "
                                "'/w/test_requests.py'.\n"_ba;
        TargetRun old = finishedWith(head + "requests/compat.py:7: in <module>\n    from .packages import chardet\n"
                                            "E   ImportError: cannot import name 'MutableMapping' from 'collections' "
                                            "(/usr/lib/python3.11/collections/__init__.py)\n"_ba,
                                     2);
        old.results.set(u"test_requests.py"_s, TestStatus::Error);
        QVERIFY(old.results.uncollected.contains(u"test_requests.py"_s));
        const std::optional<RunFault> fault = runFault(old);
        QVERIFY(fault);
        QCOMPARE(fault->outcome, TargetRun::Outcome::Environment);
        QVERIFY2(fault->message.startsWith(u"the repository cannot run on this Python: E   ImportError: cannot import "
                                           "name 'MutableMapping' from 'collections'"_s),
                 qPrintable(fault->message));

        // sympy 1.0's bin/test stops before its first test on the same kind of import.
        const std::optional<RunFault> stopped = runFault(finishedWith(
            "Traceback (most recent call last):\n  File \"/w/bin/test\", line 105, in <module>\n    import sympy\n"
            "  File \"/w/sympy/core/basic.py\", line 3, in <module>\n    from collections import Mapping\n"
            "ImportError: cannot import name 'Mapping' from 'collections' (/usr/lib/python3.11/collections/__init__.py)\n"_ba));
        QVERIFY(stopped);
        QCOMPARE(stopped->outcome, TargetRun::Outcome::Environment);
        QVERIFY(stopped->message.startsWith(u"the repository cannot run on this Python: ImportError: "_s));

        TargetRun withoutFix = finishedWith(
            head +
                "E   ImportError: cannot import name 'split_hours' from 'skyledger.hours' (/w/skyledger/hours.py)\n"_ba,
            2);
        withoutFix.results.set(u"test_requests.py"_s, TestStatus::Error);
        QVERIFY(!runFault(withoutFix));
    }

    // A test of a run without network that failed on a name that does not resolve says so; one that failed on its
    // own assertion does not, though the log mentions the network elsewhere.
    void testsThatFailedForWantOfANetwork()
    {
        TargetRun run = finishedWith(
            "=================================== FAILURES ===================================\n"
            "__________________________________ test_fetch __________________________________\n\n"
            "    def test_fetch():\n>       socket.getaddrinfo('pypi.org', 443)\n\n"
            "tests/test_net.py:5: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ "
            "\n\n"
            "E       socket.gaierror: [Errno -3] Temporary failure in name resolution\n\n"
            "/usr/lib/python3.11/socket.py:962: gaierror\n"
            "__________________________________ test_sum ___________________________________\n\n"
            "    def test_sum():\n>       assert 1 + 1 == 3\nE       assert (1 + 1) == 3\n\n"
            "tests/test_net.py:9: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_net.py::test_fetch - socket.gaierror: [Errno -3] Temporary failure in name resolution\n"
            "FAILED tests/test_net.py::test_sum - assert (1 + 1) == 3\n"_ba);
        run.results.set(u"tests/test_net.py::test_fetch"_s, TestStatus::Failed);
        run.results.set(u"tests/test_net.py::test_sum"_s, TestStatus::Failed);
        QCOMPARE(networkFailures(run), QStringList{u"tests/test_net.py::test_fetch"_s});
        QVERIFY(!runFault(run)); // it tested something
    }
};

QTEST_GUILESS_MAIN(TestRunFault)
#include "tst_runfault.moc"
