#include <core/dataset/datasetio.h>
#include <core/exec/sandbox.h>
#include <core/flags/computedflags.h>
#include <core/task/task.h>
#include <core/validation/environmentcache.h>
#include <core/validation/pythonenvironment.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
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

QString importedFrom(const TargetRun &run, const QString &package)
{
    for (const auto &[name, file] : run.imports)
        if (name == package)
            return file;
    return {};
}

} // namespace

/// A Python task's tests import the task's repository, installed into an environment of the run's own as the
/// benchmark's harness installs it, never a copy of the package installed elsewhere on the machine; a run that did
/// import such a copy is an environment outcome naming it. On the demo's real repository, with the system's pytest.
class TestPythonEnvironment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thePackagesOfTheRepositoryAreFound();
    void theTestsImportTheRepositoryNotAnInstalledCopy();
    void aPackageImportedFromElsewhereIsAnEnvironmentOutcome();
    void aTestThatNeedsTheNetworkSaysSo();
    void theKeyFollowsWhatTheInstallReads();
    void anEnvironmentIsRestoredWhereTheInstallWouldBeTheSame();

private:
    Task task() const;

    QTemporaryDir m_dir;
    QString m_root;
    QString m_installed; // a folder holding another copy of the demo's package, as a machine's site-packages would
};

void TestPythonEnvironment::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The environments these runs keep go to a cache of their own, empty as the test starts.
    qputenv("XDG_CACHE_HOME", m_dir.filePath(u"cache"_s).toUtf8());
    m_root = installDemo(m_dir.filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
    if (pythonWithPytest() != u"/usr/bin/python3")
        QSKIP("the system's python3 with pytest (python3-pytest) is not installed");
    m_installed = m_dir.filePath(u"site-packages"_s);
    // The copy a machine has installed: importing it fails loudly, so a run that used it cannot pass.
    QVERIFY(writeFile(m_installed + u"/skyledger/__init__.py"_s,
                      "raise ImportError('the installed copy of skyledger, not the task repository')\n"_ba));
}

Task TestPythonEnvironment::task() const
{
    Result<Task> loaded = loadTask(m_root, QString::fromLatin1(kTask));
    Task task = loaded ? *loaded : Task{};
    task.attempts = {};
    task.flags = {};
    task.specs = {};
    // pytest's own launcher, as SWE-bench's commands run it: its interpreter is the system's, not the run's.
    task.tests.command.replace(u"python3 -m pytest"_s, u"pytest"_s);
    return task;
}

void TestPythonEnvironment::thePackagesOfTheRepositoryAreFound()
{
    QTemporaryDir dir;
    const QString root = dir.path();
    for (const char *file : {"pkg/__init__.py", "tests/__init__.py", "docs/conf.py", "src/other/__init__.py",
                             "src/single.py", "src/setup.py", "plain/readme.txt", "bad-name/__init__.py"})
        QVERIFY(writeFile(root + u'/' + QString::fromLatin1(file), "\n"_ba));
    QCOMPARE(topLevelPackages(root), (QStringList{u"pkg"_s, u"other"_s, u"single"_s}));

    // Not a Python project: no environment.
    Task task;
    QVERIFY(!planPythonEnvironment(root, task));
    QVERIFY(writeFile(root + u"/setup.py"_s, "from setuptools import setup\nsetup()\n"_ba));
    std::optional<PythonEnvironmentPlan> plan = planPythonEnvironment(root, task);
    QVERIFY(plan);
    QCOMPARE(plan->install, u"python -m pip install -e ."_s);
    QCOMPARE(plan->fallbackPaths, QStringList{QFileInfo(root).canonicalFilePath() + u"/src"_s});

    // SWE-bench's own line for the repository and version, and the commands that fix its files first.
    task.repository.name = u"psf/requests"_s;
    task.source = {{u"version"_s, u"2.3"_s}};
    plan = planPythonEnvironment(root, task);
    QCOMPARE(plan->install, u"python -m pip install ."_s);
    QCOMPARE(plan->pretendVersion, u"2.3"_s);
    task.repository.name = u"pytest-dev/pytest"_s;
    task.source = {{u"version"_s, u"6.3"_s}};
    plan = planPythonEnvironment(root, task);
    QCOMPARE(plan->install, u"python -m pip install -e ."_s);
    QCOMPARE(plan->preInstall, QStringList{u"sed -i 's/>=>=/>=/' setup.cfg"_s});
}

void TestPythonEnvironment::theTestsImportTheRepositoryNotAnInstalledCopy()
{
    ValidationOptions options;
    options.sandboxed = bubblewrapAvailable();
    options.environment = {u"PYTHONPATH="_s + m_installed};
    options.readOnlyPaths = {m_installed};

    const RunRecord record = validateTask(m_root, task(), options);
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    QVERIFY2(reference->outcome == TargetRun::Outcome::Finished,
             qPrintable(targetOutcomeName(reference->outcome) + u": "_s + reference->message));
    QVERIFY2(record.reference.holds, qPrintable(record.reference.violations.join(u", "_s)));
    QVERIFY2(record.empty.holds, qPrintable(record.empty.violations.join(u", "_s)));
    // What the record says of the environment and of where the package came from.
    QVERIFY2(reference->environment.startsWith(u"Python 3."_s), qPrintable(reference->environment));
    QVERIFY2(reference->environment.endsWith(u"python -m pip install -e . (the default install)"_s),
             qPrintable(reference->environment));
    QVERIFY(reference->environmentMs > 0);
    QVERIFY(reference->environmentMs < reference->durationMs);
    const QString file = importedFrom(*reference, u"skyledger"_s);
    QVERIFY2(file.endsWith(u"/skyledger/__init__.py"_s) && !file.startsWith(m_installed), qPrintable(file));
    const Result<RunRecord> again = runRecordFromJson(runRecordToJson(record), u"record.json"_s);
    QVERIFY(again);
    QCOMPARE(findRun(*again, u"reference"_s)->imports, reference->imports);
    QCOMPARE(findRun(*again, u"reference"_s)->environment, reference->environment);

    // Without the environment, pytest's launcher imports the installed copy: what this guards against.
    options.pythonEnvironment = false;
    const RunRecord without = validateTask(m_root, task(), options);
    QVERIFY(!without.reference.holds);
    QVERIFY(findRun(without, u"reference"_s)->imports.isEmpty());
}

void TestPythonEnvironment::aPackageImportedFromElsewhereIsAnEnvironmentOutcome()
{
    Task broken = task();
    // An install that cannot work offline (its build backend is not installed): the repository's root goes on the
    // path instead, behind PYTHONPATH, so the installed copy wins and the run must say so.
    broken.tests.files.append({u"pyproject.toml"_s, "[build-system]\nrequires = [\"heddle-no-such-backend\"]\n"
                                                    "build-backend = \"heddle_no_such_backend\"\n"_ba});
    ValidationOptions options;
    options.sandboxed = bubblewrapAvailable();
    options.environment = {u"PYTHONPATH="_s + m_installed};
    options.readOnlyPaths = {m_installed};
    const RunRecord record = validateTask(m_root, broken, options);
    QCOMPARE(record.runs.size(), 2);
    for (const TargetRun &run : record.runs) {
        QVERIFY2(run.outcome == TargetRun::Outcome::Environment,
                 qPrintable(targetOutcomeName(run.outcome) + u": "_s + run.message));
        QVERIFY2(run.message.startsWith(u"the package under test skyledger was imported from "_s + m_installed +
                                        u"/skyledger/__init__.py"_s),
                 qPrintable(run.message));
        QVERIFY2(run.environment.contains(u"python -m pip install -e . (the default install) failed"_s) &&
                     run.environment.endsWith(u"put on the path instead"_s),
                 qPrintable(run.environment));
    }
    const QList<Flag> flags = computeFlags(broken, record);
    QVERIFY2(flags.isEmpty(), qPrintable(flags.value(0).id));
}

void TestPythonEnvironment::aTestThatNeedsTheNetworkSaysSo()
{
    if (!bubblewrapAvailable())
        QSKIP("bubblewrap is not installed: no sandbox without network to run in");
    Task offline = task();
    offline.tests.command = u"pytest -rA tests/test_network.py"_s;
    offline.tests.files = {{u"tests/test_network.py"_s,
                            "import socket\n\n\ndef test_fetch():\n    socket.getaddrinfo('pypi.org', 443)\n\n\n"
                            "def test_local():\n    assert socket.gethostname()\n"_ba}};
    offline.tests.failToPass = {};
    offline.tests.passToPass = {u"tests/test_network.py::test_fetch"_s, u"tests/test_network.py::test_local"_s};
    ValidationOptions options;
    const RunRecord record = validateTask(m_root, offline, options);
    QCOMPARE(record.network, u"none"_s);
    const TargetRun *reference = findRun(record, u"reference"_s);
    QVERIFY(reference);
    QCOMPARE(reference->results.value(u"tests/test_network.py::test_fetch"_s), TestStatus::Failed);
    QCOMPARE(reference->networkFailures, QStringList{u"tests/test_network.py::test_fetch"_s});
    // The failure is the sandbox's: no flag says the reference fails.
    const QList<Flag> flags = computeFlags(offline, record);
    QVERIFY2(flags.isEmpty(), qPrintable(flags.value(0).id));

    // The host's network, where the dataset or the task asks for it, is the sandbox's network.
    offline.tests.network = u"host"_s;
    SandboxOptions sandbox;
    sandbox.worktree = m_dir.path();
    sandbox.hostNetwork = true;
    QVERIFY(sandboxedCommand(sandbox, u"true"_s).contains(u"--share-net"_s));
    sandbox.hostNetwork = false;
    QVERIFY(!sandboxedCommand(sandbox, u"true"_s).contains(u"--share-net"_s));
    const RunRecord shared = validateTask(m_root, offline, options);
    QCOMPARE(shared.network, u"host"_s);
    QVERIFY(findRun(shared, u"reference"_s)->networkFailures.isEmpty());
}

void TestPythonEnvironment::theKeyFollowsWhatTheInstallReads()
{
    QTemporaryDir dir;
    const QString root = dir.path();
    QVERIFY(writeFile(root + u"/setup.py"_s, "from setuptools import setup\nsetup()\n"_ba));
    QVERIFY(writeFile(root + u"/pkg/__init__.py"_s, "VALUE = 1\n"_ba));
    QVERIFY(writeFile(root + u"/pkg/data.json"_s, "{}\n"_ba));
    std::optional<PythonEnvironmentPlan> plan = planPythonEnvironment(root, Task{});
    QVERIFY(plan);
    QVERIFY(isEditableInstall(plan->install));
    const QByteArray key = pythonEnvironmentKey(root, *plan);
    QCOMPARE(key.size(), 64);

    // An editable install points at the sources: a patch that changes them makes the same environment.
    QVERIFY(writeFile(root + u"/pkg/__init__.py"_s, "VALUE = 2\n"_ba));
    QCOMPARE(pythonEnvironmentKey(root, *plan), key);
    // What it reads or copies does not: data, the set-up, a new module, the install line.
    QVERIFY(writeFile(root + u"/pkg/data.json"_s, "[]\n"_ba));
    const QByteArray data = pythonEnvironmentKey(root, *plan);
    QVERIFY(data != key);
    QVERIFY(writeFile(root + u"/setup.py"_s, "from setuptools import setup\nsetup(name='pkg')\n"_ba));
    const QByteArray setup = pythonEnvironmentKey(root, *plan);
    QVERIFY(setup != data);
    QVERIFY(writeFile(root + u"/pkg/more.py"_s, "\n"_ba));
    const QByteArray module = pythonEnvironmentKey(root, *plan);
    QVERIFY(module != setup);
    // A plain install copies the sources into the environment: each change of them is another environment.
    plan->install = u"python -m pip install ."_s;
    QVERIFY(!isEditableInstall(plan->install));
    const QByteArray copied = pythonEnvironmentKey(root, *plan);
    QVERIFY(copied != module);
    QVERIFY(writeFile(root + u"/pkg/__init__.py"_s, "VALUE = 3\n"_ba));
    QVERIFY(pythonEnvironmentKey(root, *plan) != copied);
    QVERIFY(isEditableInstall(u"python setup.py develop"_s));
    QVERIFY(isEditableInstall(u"pip install --editable=. "_s));
}

void TestPythonEnvironment::anEnvironmentIsRestoredWhereTheInstallWouldBeTheSame()
{
    const QString cache = defaultEnvironmentCache();
    QVERIFY2(cache.startsWith(m_dir.path()), qPrintable(cache));
    QDir(cache).removeRecursively();
    const auto entries = [&] { return QDir(cache).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(); };
    ValidationOptions options;
    options.sandboxed = bubblewrapAvailable();

    // The first validation installs, and the task's own runs keep what the install wrote.
    Task own = task();
    const RunRecord first = validateTask(m_root, own, options);
    const TargetRun *installed = findRun(first, u"reference"_s);
    QVERIFY(installed);
    QVERIFY2(first.reference.holds, qPrintable(first.reference.violations.join(u", "_s)));
    QVERIFY2(!installed->environment.contains(u"restored"_s), qPrintable(installed->environment));
    QCOMPARE(entries(), 1);

    // The next restores it in workspaces at other paths: the tests import each one's own repository.
    Attempt same; // changes the sources only, as a mutant of the reference does
    same.id = u"same-environment"_s;
    same.patch = own.referencePatch;
    Attempt other; // adds a data file the install could read: another environment, installed and not kept
    other.id = u"other-environment"_s;
    other.patch = "diff --git a/notes.txt b/notes.txt\nnew file mode 100644\n--- /dev/null\n+++ b/notes.txt\n"
                  "@@ -0,0 +1 @@\n+an attempt's file\n"_ba;
    own.attempts = {same, other};
    const RunRecord second = validateTask(m_root, own, options);
    QVERIFY2(second.reference.holds, qPrintable(second.reference.violations.join(u", "_s)));
    QVERIFY2(second.empty.holds, qPrintable(second.empty.violations.join(u", "_s)));
    for (const QString &target : {u"reference"_s, u"empty"_s, same.id}) {
        const TargetRun *run = findRun(second, target);
        QVERIFY(run);
        QVERIFY2(run->outcome == TargetRun::Outcome::Finished, qPrintable(target + u": "_s + run->message));
        QVERIFY2(run->environment.endsWith(u", restored from an earlier run"_s),
                 qPrintable(target + u": "_s + run->environment));
        const QString file = importedFrom(*run, u"skyledger"_s);
        QVERIFY2(file.endsWith(u"/skyledger/__init__.py"_s) && !file.startsWith(QFileInfo(cache).path()),
                 qPrintable(file));
    }
    QCOMPARE(findRun(second, same.id)->results, findRun(second, u"reference"_s)->results);
    const TargetRun *fresh = findRun(second, other.id);
    QVERIFY(fresh);
    QVERIFY2(!fresh->environment.contains(u"restored"_s), qPrintable(fresh->environment));
    QCOMPARE(entries(), 1);
    qInfo("making the environment: %lld ms installed, %lld ms restored", installed->environmentMs,
          findRun(second, u"reference"_s)->environmentMs);
}

QTEST_GUILESS_MAIN(TestPythonEnvironment)
#include "tst_pythonenvironment.moc"
