#include <core/patch/patchparser.h>
#include <core/validation/tampering.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

/// Lines enough that two edits of one file land in separate hunks.
QByteArray filler(const QByteArray &prefix, int count)
{
    QByteArray text;
    for (int i = 0; i < count; ++i)
        text += prefix + QByteArray::number(i) + " = " + QByteArray::number(i) + '\n';
    return text;
}

const QByteArray kSetupCfg = "[metadata]\nname = ledger\nversion = 1.0\n" + filler("meta", 10) +
                             "\n[tool:pytest]\naddopts = -q\n" + filler("opt", 10) +
                             "\n[coverage:run]\nbranch = true\n";
const QByteArray kPyproject = "[project]\nname = \"ledger\"\nversion = \"1.0\"\n" + filler("p", 10) +
                              "\n[tool.black]\nline-length = 100\n\n[tool.pytest.ini_options]\n" + filler("t", 12) +
                              "minversion = \"7.0\"\n";

QStringList found(const QList<TamperingHunk> &hunks)
{
    QStringList list;
    for (const TamperingHunk &h : hunks)
        list.append(h.file + u'#' + QString::number(h.hunk));
    return list;
}

} // namespace

class TestTampering : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void eachKindOfFileIsFound();
    void onlyTestSectionsOfASharedConfigCount();
    void sectionFromTheBaseFile();
    void theRunnerOfTheCommandCounts();
    void strippedPatchAppliesWithoutTheHunks();

private:
    /// The repository's diff after the edits, as git prints it.
    QByteArray diff();
    QTemporaryDir m_dir;
    QString m_repo;
};

void TestTampering::init()
{
    QVERIFY(m_dir.isValid());
    m_repo = m_dir.filePath(u"repo-"_s + QString::fromLatin1(QTest::currentTestFunction()));
    initRepository(m_repo);
    commitFiles(m_repo, {{"ledger/core.py", "def add(a, b):\n    return a - b\n"},
                         {"tests/test_core.py", "from ledger.core import add\n\n\ndef test_add():\n"
                                                "    assert add(1, 2) == 3\n"},
                         {"setup.cfg", kSetupCfg},
                         {"pyproject.toml", kPyproject},
                         {"tox.ini", "[tox]\nenvlist = py3\n\n[testenv]\n" + filler("x", 8) +
                                         "commands = pytest\n\n[pytest]\naddopts = -q\n"},
                         {".coveragerc", "[run]\nbranch = True\n"},
                         {"runtests.py", "import pytest\nraise SystemExit(pytest.main())\n"},
                         {"manage.py", "import sys\n"},
                         {"proj/test_settings.py", "DEBUG = False\n"},
                         {"proj/settings.py", "DEBUG = False\n"}});
    gitOutput(m_repo, {u"reset"_s, u"--hard"_s, u"-q"_s});
}

QByteArray TestTampering::diff()
{
    gitOutput(m_repo, {u"add"_s, u"-A"_s});
    return gitOutput(m_repo, {u"diff"_s, u"--cached"_s});
}

void TestTampering::eachKindOfFileIsFound()
{
    QVERIFY(replaceInFile(m_repo + u"/ledger/core.py"_s, "a - b", "a + b"));
    QVERIFY(writeFile(m_repo, u"conftest.py"_s, "import pytest\n"));
    QVERIFY(writeFile(m_repo, u"ledger/sub/conftest.py"_s, "import pytest\n"));
    QVERIFY(replaceInFile(m_repo + u"/tests/test_core.py"_s, "== 3", "== -1"));
    QVERIFY(writeFile(m_repo, u"ledger/core_test.py"_s, "def test_x():\n    pass\n"));
    QVERIFY(writeFile(m_repo, u"ledger/sitecustomize.py"_s, "import os\n"));
    QVERIFY(writeFile(m_repo, u"ledger/usercustomize.py"_s, "import os\n"));
    QVERIFY(writeFile(m_repo, u"hook.pth"_s, "import ledger\n"));
    QVERIFY(writeFile(m_repo, u"pytest.ini"_s, "[pytest]\naddopts = -p no:cacheprovider\n"));
    QVERIFY(writeFile(m_repo, u"noxfile.py"_s, "import nox\n"));
    QVERIFY(writeFile(m_repo, u"web/app.test.js"_s, "test('x', () => {});\n"));
    QVERIFY(writeFile(m_repo, u"src/test/java/LedgerTest.java"_s, "class LedgerTest {}\n"));
    QVERIFY(writeFile(m_repo, u"src/main/java/Ledger.java"_s, "class Ledger {}\n"));
    QVERIFY(writeFile(m_repo, u"empty_test.py"_s, ""));
    QVERIFY(writeFile(m_repo, u".coveragerc"_s, "[run]\nbranch = False\n"));
    QVERIFY(writeFile(m_repo, u"docs/testing.md"_s, "How to run the tests.\n"));
    QVERIFY(writeFile(m_repo, u"pytest.py"_s, "def main():\n    return 0\n"));
    QVERIFY(writeFile(m_repo, u"_pytest/runner.py"_s, "x = 1\n"));
    QVERIFY(writeFile(m_repo, u"ledger/pytest.py"_s, "x = 1\n"));

    const Result<Patch> patch = parsePatch(diff());
    QVERIFY(patch);
    TamperingContext context;
    context.command = u"python3 -m pytest -rA tests/test_core.py"_s;
    const QList<TamperingHunk> hunks = findTampering(*patch, context);
    // The code, the main sources, coverage settings and documentation are the attempt's business; the rest is not.
    // New test files the command never runs (it names tests/test_core.py only) cannot change a result.
    // A pytest.py or _pytest/ at the top takes the place of the runner's own modules; one deeper down does not.
    QCOMPARE(found(hunks),
             (QStringList{u"_pytest/runner.py#0"_s, u"conftest.py#0"_s, u"hook.pth#0"_s, u"ledger/sitecustomize.py#0"_s,
                          u"ledger/sub/conftest.py#0"_s, u"ledger/usercustomize.py#0"_s, u"noxfile.py#0"_s,
                          u"pytest.ini#0"_s, u"pytest.py#0"_s, u"tests/test_core.py#0"_s}));
    // A command that collects everything (no path) may run them: then they count too.
    TamperingContext everything = context;
    everything.command = u"python3 -m pytest -rA"_s;
    QCOMPARE(found(findTampering(*patch, everything)),
             (QStringList{u"_pytest/runner.py#0"_s, u"conftest.py#0"_s, u"empty_test.py#-1"_s, u"hook.pth#0"_s,
                          u"ledger/core_test.py#0"_s, u"ledger/sitecustomize.py#0"_s, u"ledger/sub/conftest.py#0"_s,
                          u"ledger/usercustomize.py#0"_s, u"noxfile.py#0"_s, u"pytest.ini#0"_s, u"pytest.py#0"_s,
                          u"src/test/java/LedgerTest.java#0"_s, u"tests/test_core.py#0"_s, u"web/app.test.js#0"_s}));
    // A folder the command names collects the new files below it; a Django label names its module.
    everything.command = u"python3 -m pytest -rA ledger"_s;
    QVERIFY(found(findTampering(*patch, everything)).contains(u"ledger/core_test.py#0"_s));
    QVERIFY(!found(findTampering(*patch, everything)).contains(u"empty_test.py#-1"_s));
    everything.command = u"./tests/runtests.py --verbosity 2 ledger.core_test"_s;
    QVERIFY(found(findTampering(*patch, everything)).contains(u"ledger/core_test.py#0"_s));
    const TamperingHunk &conftest = hunks.at(1);
    QCOMPARE(conftest.line, 1);
    QVERIFY2(conftest.reason.contains(u"conftest.py"_s), qPrintable(conftest.reason));
    for (const TamperingHunk &h : hunks)
        QVERIFY2(!h.reason.isEmpty(), qPrintable(h.file));

    // The task's own test files count wherever they are.
    TamperingContext task = context;
    task.testFiles = {u"ledger/core.py"_s};
    QVERIFY(found(findTampering(*patch, task)).contains(u"ledger/core.py#0"_s));
}

void TestTampering::onlyTestSectionsOfASharedConfigCount()
{
    // A version bump in [project] and [metadata], a new tox env: no test configuration changes.
    QVERIFY(replaceInFile(m_repo + u"/pyproject.toml"_s, "version = \"1.0\"", "version = \"1.1\""));
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "version = 1.0", "version = 1.1"));
    QVERIFY(replaceInFile(m_repo + u"/tox.ini"_s, "envlist = py3", "envlist = py3,py311"));
    Result<Patch> patch = parsePatch(diff());
    QVERIFY(patch);
    QCOMPARE(patch->files.size(), 3);
    QVERIFY(findTampering(*patch, {}).isEmpty());

    // Then the test sections themselves: only those hunks count.
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "addopts = -q", "addopts = -q -p no:randomly"));
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "branch = true", "branch = false"));
    QVERIFY(replaceInFile(m_repo + u"/tox.ini"_s, "[pytest]\naddopts = -q", "[pytest]\naddopts = -q -x"));
    QVERIFY(replaceInFile(m_repo + u"/pyproject.toml"_s, "line-length = 100\n\n",
                          "line-length = 100\n\n[tool.pytest]\nxfail_strict = false\n\n"));
    patch = parsePatch(diff());
    QVERIFY(patch);
    QCOMPARE(found(findTampering(*patch, {})), (QStringList{u"pyproject.toml#1"_s, u"setup.cfg#1"_s, u"tox.ini#1"_s}));

    // Tox's own sections decide the tests when tox is the command.
    TamperingContext tox;
    tox.command = u"tox -e py3"_s;
    QCOMPARE(found(findTampering(*patch, tox)),
             (QStringList{u"pyproject.toml#1"_s, u"setup.cfg#1"_s, u"tox.ini#0"_s, u"tox.ini#1"_s}));
}

void TestTampering::sectionFromTheBaseFile()
{
    // The last line of [tool.pytest.ini_options] is far from its header: the hunk alone cannot say where it is.
    QVERIFY(replaceInFile(m_repo + u"/pyproject.toml"_s, "minversion = \"7.0\"", "minversion = \"8.0\""));
    const Result<Patch> patch = parsePatch(diff());
    QVERIFY(patch);
    QCOMPARE(patch->files.size(), 1);
    QVERIFY(!patch->files.first().hunks.first().lines.first().text.startsWith(u'['));
    // Without the base file it counts, to be safe; with it, it is known to be in the test section.
    QCOMPARE(found(findTampering(*patch, {})), QStringList{u"pyproject.toml#0"_s});
    TamperingContext context;
    int reads = 0;
    context.baseContent = [&](const QString &path) -> std::optional<QByteArray> {
        ++reads;
        return path == u"pyproject.toml" ? std::optional(kPyproject) : std::nullopt;
    };
    QCOMPARE(found(findTampering(*patch, context)), QStringList{u"pyproject.toml#0"_s});
    QCOMPARE(reads, 1);

    // The same distance from a [project] header: not a test setting.
    gitOutput(m_repo, {u"reset"_s, u"--hard"_s, u"-q"_s});
    QVERIFY(replaceInFile(m_repo + u"/pyproject.toml"_s, "p9 = 9", "p9 = 10"));
    const Result<Patch> other = parsePatch(diff());
    QVERIFY(other);
    QVERIFY(findTampering(*other, context).isEmpty());
}

void TestTampering::theRunnerOfTheCommandCounts()
{
    QVERIFY(replaceInFile(m_repo + u"/runtests.py"_s, "pytest.main()", "0"));
    QVERIFY(replaceInFile(m_repo + u"/manage.py"_s, "import sys", "import os"));
    QVERIFY(replaceInFile(m_repo + u"/proj/test_settings.py"_s, "False", "True"));
    QVERIFY(replaceInFile(m_repo + u"/proj/settings.py"_s, "False", "True"));
    const Result<Patch> patch = parsePatch(diff());
    QVERIFY(patch);
    // runtests.py is a runner and test_settings.py a test file by name whatever the command; manage.py and its
    // settings only when the command names them.
    QCOMPARE(found(findTampering(*patch, {})), (QStringList{u"proj/test_settings.py#0"_s, u"runtests.py#0"_s}));
    TamperingContext django;
    django.command = u"python3 ./manage.py test --settings=proj.settings"_s;
    QCOMPARE(found(findTampering(*patch, django)), (QStringList{u"manage.py#0"_s, u"proj/settings.py#0"_s,
                                                                u"proj/test_settings.py#0"_s, u"runtests.py#0"_s}));
    QVERIFY(findTampering(*patch, django)[1].reason.contains(django.command));
}

void TestTampering::strippedPatchAppliesWithoutTheHunks()
{
    QVERIFY(replaceInFile(m_repo + u"/ledger/core.py"_s, "a - b", "a + b"));
    QVERIFY(writeFile(m_repo, u"conftest.py"_s, "import pytest\n"));
    QVERIFY(writeFile(m_repo, u"empty_test.py"_s, ""));
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "version = 1.0", "version = 1.1"));
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "addopts = -q", "addopts = -q -p no:randomly"));
    QVERIFY(replaceInFile(m_repo + u"/setup.cfg"_s, "branch = true", "branch = false"));
    QVERIFY(replaceInFile(m_repo + u"/tests/test_core.py"_s, "== 3", "== -1"));
    const QByteArray text = diff();
    const Result<Patch> patch = parsePatch(text);
    QVERIFY(patch);
    const QList<TamperingHunk> hunks = findTampering(*patch, {});
    QCOMPARE(found(hunks),
             (QStringList{u"conftest.py#0"_s, u"empty_test.py#-1"_s, u"setup.cfg#1"_s, u"tests/test_core.py#0"_s}));
    const QByteArray stripped = stripHunks(text, hunks);
    QVERIFY(stripped.size() < text.size());

    // git is the referee: the stripped patch applies to the base and changes only what is the attempt's business.
    gitOutput(m_repo, {u"reset"_s, u"--hard"_s, u"-q"_s});
    gitOutput(m_repo, {u"clean"_s, u"-fdq"_s});
    gitOutput(m_repo, {u"apply"_s, u"-"_s}, stripped);
    QCOMPARE(readFile(m_repo, u"ledger/core.py"_s), "def add(a, b):\n    return a + b\n");
    QVERIFY(!QFile::exists(m_repo + u"/conftest.py"_s));
    QVERIFY(!QFile::exists(m_repo + u"/empty_test.py"_s));
    const QByteArray setupCfg = readFile(m_repo, u"setup.cfg"_s);
    QVERIFY(setupCfg.contains("version = 1.1"));
    QVERIFY(setupCfg.contains("branch = false"));
    QVERIFY(setupCfg.contains("addopts = -q\n"));
    QVERIFY(readFile(m_repo, u"tests/test_core.py"_s).contains("== 3"));

    // Nothing to strip: the very same bytes.
    QCOMPARE(stripHunks(text, {}), text);
    const Result<Patch> back = parsePatch(stripped);
    QVERIFY(back);
    QVERIFY(findTampering(*back, {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestTampering)
#include "tst_tampering.moc"
