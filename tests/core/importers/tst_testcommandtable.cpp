// The table of SWE-bench's test commands built into Heddle: the command per repository and version, and the test
// files of a test_patch as arguments the way SWE-bench's harness (get_test_directives) builds them. The expected
// commands are those the harness wrote into the eval.sh of real runs, or computed by the harness's own functions
// (tests/data/testcommands/swe-bench-harness-commands.json).
#include <core/importers/testcommandtable.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kDjango = u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1"_s;
const QString kSympy = u"PYTHONWARNINGS='ignore::UserWarning,ignore::SyntaxWarning' bin/test -C --verbose"_s;

QByteArray patchOf(const QStringList &files)
{
    QByteArray patch;
    for (const QString &file : files)
        patch +=
            "diff --git a/" + file.toUtf8() + " b/" + file.toUtf8() + "\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n";
    return patch;
}

} // namespace

class TestTestCommandTable : public QObject
{
    Q_OBJECT

    const TestCommandTable &table()
    {
        const Result<TestCommandTable> &t = TestCommandTable::builtIn();
        if (!t)
            qFatal("the built-in table does not read: %s", qPrintable(t.error().toString()));
        return *t;
    }

private Q_SLOTS:
    void readsTheBuiltInTable()
    {
        const Result<TestCommandTable> &t = TestCommandTable::builtIn();
        QVERIFY2(t, t ? "" : qPrintable(t.error().toString()));
        QCOMPARE(t->repositories().size(), 18);
        for (const QString &repo : {u"django/django"_s, u"sympy/sympy"_s, u"astropy/astropy"_s, u"psf/requests"_s,
                                    u"sphinx-doc/sphinx"_s, u"scikit-learn/scikit-learn"_s, u"pydata/xarray"_s})
            QVERIFY2(t->hasRepository(repo), qPrintable(repo));
    }

    void lookup_data()
    {
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("usedVersion");
        QTest::addColumn<QString>("logFormat");

        QTest::newRow("django: dotted modules, without tests/ and .py")
            << u"django/django"_s << u"4.1"_s
            << QStringList{u"tests/inspectdb/models.py"_s, u"tests/inspectdb/tests.py"_s}
            << kDjango + u" inspectdb.models inspectdb.tests"_s << u"4.1"_s << u"django"_s;
        QTest::newRow("django 1.9 runs without --parallel")
            << u"django/django"_s << u"1.9"_s << QStringList{u"tests/admin_views/tests.py"_s}
            << u"./tests/runtests.py --verbosity 2 admin_views.tests"_s << u"1.9"_s << u"django"_s;
        QTest::newRow("django: a file outside tests/ keeps its folders, as dots")
            << u"django/django"_s << u"3.0"_s << QStringList{u"django/test/testcases.py"_s}
            << kDjango + u" django.test.testcases"_s << u"3.0"_s << u"django"_s;
        QTest::newRow("sympy: bin/test with paths")
            << u"sympy/sympy"_s << u"1.8"_s << QStringList{u"sympy/polys/tests/test_polytools.py"_s}
            << kSympy + u" sympy/polys/tests/test_polytools.py"_s << u"1.8"_s << u"sympy"_s;
        QTest::newRow("astropy 1.3: the classic console style")
            << u"astropy/astropy"_s << u"1.3"_s << QStringList{u"astropy/utils/tests/test_misc.py"_s}
            << u"pytest -rA -vv -o console_output_style=classic --tb=no astropy/utils/tests/test_misc.py"_s << u"1.3"_s
            << u"pytest"_s;
        QTest::newRow("astropy 5.1: plain pytest")
            << u"astropy/astropy"_s << u"5.1"_s << QStringList{u"astropy/io/ascii/tests/test_qdp.py"_s}
            << u"pytest -rA astropy/io/ascii/tests/test_qdp.py"_s << u"5.1"_s << u"pytest"_s;
        QTest::newRow("requests: a test file at the root")
            << u"psf/requests"_s << u"2.3"_s << QStringList{u"test_requests.py"_s} << u"pytest -rA test_requests.py"_s
            << u"2.3"_s << u"pytest"_s;
        QTest::newRow("seaborn: its own options")
            << u"mwaskom/seaborn"_s << u"0.12"_s << QStringList{u"tests/test_core.py"_s}
            << u"pytest --no-header -rA tests/test_core.py"_s << u"0.12"_s << u"pytest"_s;
        QTest::newRow("sphinx: through tox")
            << u"sphinx-doc/sphinx"_s << u"4.1"_s << QStringList{u"tests/test_domain_py.py"_s}
            << u"tox --current-env -epy39 -v -- tests/test_domain_py.py"_s << u"4.1"_s << u"pytest"_s;
        QTest::newRow("non-test files are not arguments")
            << u"pydata/xarray"_s << u"0.12"_s
            << QStringList{u"xarray/tests/test_dataset.py"_s,
                           u"xarray/tests/data/example.json"_s,
                           u"doc/whats-new.md"_s,
                           u"ci/requirements.yml"_s,
                           u"tests/data.csv"_s,
                           u"xarray/tests/expected.txt"_s}
            << u"pytest -rA xarray/tests/test_dataset.py"_s << u"0.12"_s << u"pytest"_s;
        QTest::newRow("no test file: the bare command")
            << u"psf/requests"_s << u"2.3"_s << QStringList{} << u"pytest -rA"_s << u"2.3"_s << u"pytest"_s;
        QTest::newRow("an unlisted version, one command for all: the nearest below")
            << u"psf/requests"_s << u"2.6"_s << QStringList{u"test_requests.py"_s} << u"pytest -rA test_requests.py"_s
            << u"2.5"_s << u"pytest"_s;
        QTest::newRow("an unlisted version above them all")
            << u"pallets/flask"_s << u"9.0"_s << QStringList{u"tests/test_basic.py"_s}
            << u"pytest -rA tests/test_basic.py"_s << u"3.1"_s << u"pytest"_s;
        QTest::newRow("an unlisted version below them all")
            << u"pallets/flask"_s << u"0.1"_s << QStringList{u"tests/test_basic.py"_s}
            << u"pytest -rA tests/test_basic.py"_s << u"2.0"_s << u"pytest"_s;
        QTest::newRow("no version, one command for all: the newest")
            << u"sympy/sympy"_s << QString() << QStringList{u"sympy/core/tests/test_basic.py"_s}
            << kSympy + u" sympy/core/tests/test_basic.py"_s << u"1.14"_s << u"sympy"_s;
        QTest::newRow("astropy's v5.3 is listed with its v")
            << u"astropy/astropy"_s << u"v5.3"_s << QStringList{u"a/tests/test_b.py"_s}
            << u"pytest -rA a/tests/test_b.py"_s << u"v5.3"_s << u"pytest"_s;
    }

    void lookup()
    {
        QFETCH(QString, repo);
        QFETCH(QString, version);
        QFETCH(QStringList, files);
        QFETCH(QString, command);
        QFETCH(QString, usedVersion);
        QFETCH(QString, logFormat);
        const TableLookup fromPatch = table().lookup(repo, version, QByteArrayView(patchOf(files)));
        QCOMPARE(fromPatch.command, command);
        QCOMPARE(fromPatch.version, usedVersion);
        QCOMPARE(fromPatch.logFormat, logFormat);
        QVERIFY(fromPatch.why.isEmpty());
        // A task without a test_patch gives its test files' paths: the same command.
        QCOMPARE(table().lookup(repo, version, files).command, command);
    }

    void unknownCommands_data()
    {
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("why");
        QTest::newRow("an unknown repository")
            << u"example/project"_s << u"1.0"_s << u"does not know the repository \"example/project\""_s;
        QTest::newRow("SWE-smith's copy of a repository is another repository")
            << u"swesmith/pandas-dev__pandas.95280573"_s << u"1.0"_s << u"does not know the repository"_s;
        QTest::newRow("django's command differs between versions")
            << u"django/django"_s << u"9.9"_s << u"does not list version 9.9 of django/django"_s;
        QTest::newRow("astropy's command differs between versions")
            << u"astropy/astropy"_s << u"2.0"_s << u"does not list version 2.0 of astropy/astropy"_s;
        QTest::newRow("no version, and the commands differ")
            << u"django/django"_s << QString() << u"the task has no version"_s;
        QTest::newRow("dbt-core's harness specs have no test command")
            << u"dbt-labs/dbt-core"_s << u"1.7"_s << u"does not know the repository"_s;
    }

    void unknownCommands()
    {
        QFETCH(QString, repo);
        QFETCH(QString, version);
        QFETCH(QString, why);
        const TableLookup found = table().lookup(repo, version, QByteArrayView(patchOf({u"tests/test_x.py"_s})));
        QVERIFY(!found.known());
        QVERIFY(found.command.isEmpty());
        QVERIFY2(found.why.contains(why), qPrintable(found.why));
    }

    // The harness reads every "diff --git a/... b/PATH" with an unanchored, greedy regular expression.
    void readsTheFilesOfATestPatchAsTheHarnessDoes()
    {
        const QByteArray patch = "diff --git a/tests/test_a.py b/tests/test_a.py\n"
                                 "new file mode 100644\n"
                                 "--- /dev/null\n"
                                 "+++ b/tests/test_a.py\n"
                                 "@@ -0,0 +1,2 @@\n"
                                 "+# not a header: diff --git a/x\n"
                                 "+\n"
                                 "diff --git a/old name.py b/new name.py\n"
                                 "similarity index 90%\n"
                                 "diff --git a/tests/gone.py b/tests/gone.py\n"
                                 "deleted file mode 100644\n";
        QCOMPARE(TestCommandTable::patchFiles(patch),
                 (QStringList{u"tests/test_a.py"_s, u"new name.py"_s, u"tests/gone.py"_s}));
    }

    void buildsTheHarnessCommandOfEveryRealInstance_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("command");
        const QJsonObject expected =
            QJsonDocument::fromJson(readFixture(testDataPath(u"testcommands/swe-bench-harness-commands.json"_s)))
                .object()
                .value(u"commands"_s)
                .toObject();
        QVERIFY(expected.size() == 3);
        for (auto file = expected.begin(); file != expected.end(); ++file) {
            const QJsonObject commands = file.value().toObject();
            for (auto it = commands.begin(); it != commands.end(); ++it)
                QTest::addRow("%s", qPrintable(it.key()))
                    << testDataPath(u"swe-bench/"_s + file.key()) << it.key() << it.value().toString();
        }
    }

    void buildsTheHarnessCommandOfEveryRealInstance()
    {
        QFETCH(QString, file);
        QFETCH(QString, id);
        QFETCH(QString, command);
        QJsonObject row;
        if (file.endsWith(u".jsonl"_s)) {
            row = instanceRow(file, id);
        } else {
            const QJsonDocument doc = QJsonDocument::fromJson(readFixture(file));
            const QJsonArray rows = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
            for (const auto &r : rows)
                if (r.toObject().value(u"instance_id"_s).toString() == id)
                    row = r.toObject();
        }
        QVERIFY(!row.isEmpty());
        const TableLookup found = table().lookup(row.value(u"repo"_s).toString(), row.value(u"version"_s).toString(),
                                                 QByteArrayView(row.value(u"test_patch"_s).toString().toUtf8()));
        QCOMPARE(found.command, command);
    }

    void refusesABadTable_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("an unknown argument rule")
            << QByteArray(R"({"repositories": {"a/b": {"arguments": "modules", "versions": {"1.0": "pytest"}}}})")
            << u"/repositories/a~1b/arguments"_s << u"\"modules\""_s;
        QTest::newRow("no versions") << QByteArray(
                                            R"({"repositories": {"a/b": {"arguments": "paths", "versions": {}}}})")
                                     << u"/repositories/a~1b/versions"_s << u"no versions"_s;
        QTest::newRow("an empty command")
            << QByteArray(R"({"repositories": {"a/b": {"arguments": "paths", "versions": {"1.0": ""}}}})")
            << u"/repositories/a~1b/versions/1.0"_s << u"empty"_s;
        QTest::newRow("no repositories") << QByteArray(R"({"non_test_suffixes": []})") << QString()
                                         << u"no \"repositories\""_s;
    }

    void refusesABadTable()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        const Result<TestCommandTable> t = TestCommandTable::parse(json, u"table.json"_s);
        QVERIFY(!t);
        QCOMPARE(t.error().file, u"table.json"_s);
        QCOMPARE(t.error().pointer, pointer);
        QVERIFY2(t.error().message.contains(message), qPrintable(t.error().message));
        QCOMPARE(t.error().line, 1);
    }
};

QTEST_GUILESS_MAIN(TestTestCommandTable)
#include "tst_testcommandtable.moc"
