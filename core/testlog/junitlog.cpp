#include <core/testlog/testlogformats.h>

#include <QCoreApplication>
#include <QStringList>
#include <QXmlStreamReader>

#include <vector>

namespace heddle::testlog {

using namespace Qt::StringLiterals;

namespace {

// Inside one <testcase> the worst child wins: an error outranks a failure, which outranks a skip.
int rank(TestStatus s)
{
    switch (s) {
    case TestStatus::Error: return 3;
    case TestStatus::Failed: return 2;
    case TestStatus::Skipped:
    case TestStatus::XFail: return 1;
    default: return 0;
    }
}

Error xmlError(const QXmlStreamReader &xml, Error::Code code, QString message, QString detail)
{
    Error e = makeError(code, std::move(message), std::move(detail));
    e.line = int(xml.lineNumber());
    // columnNumber() counts the characters read on the line, so it is the 1-based column of the last one read: the
    // character that broke the document (0 before the first, as in an empty file).
    e.column = qMax(1, int(xml.columnNumber()));
    return e;
}

bool startsUpper(QStringView s)
{
    return !s.isEmpty() && s.front().isUpper();
}

/// What an open <testsuite> says about the ids of the testcases inside it.
struct Suite {
    QString name;
    bool pytest = false;    // pytest's own suite (or inside one)
    bool surefire = false;  // Maven Surefire's report (its schema), or inside one
    bool hostname = false;  // has a hostname attribute, as Gradle's (and Surefire's, pytest's, CTest's) reports have
    bool gotestsum = false; // gotestsum's report: a "go.version" property
};

/// A Surefire test class's counts, for its class-level result.
struct ClassCounts {
    int run = 0;
    int failed = 0;
    int skipped = 0;
};

} // namespace

/// pytest writes classname "tests.test_x.TestCls" and name "test_a" for the node "tests/test_x.py::TestCls::test_a".
/// The dots hide where the module path ends; the testcase's file attribute (junit_family=xunit1) tells exactly, and
/// otherwise the first component starting with an upper-case letter starts the classes (pytest collects classes
/// named Test* and modules named test_*.py by default).
QString pytestNodeId(QStringView classname, QStringView name, QStringView file)
{
    // pytest writes a file that fails to collect as a testcase without a class, named by its module: the file it
    // names is the id, as in the log's "ERROR tests/t.py".
    if (classname.isEmpty())
        return file.endsWith(u".py") ? file.toString() : name.toString();
    const QList<QStringView> parts = classname.split(u'.');
    QString path;
    qsizetype firstClass = 0;
    if (file.endsWith(u".py")) {
        path = file.toString();
        firstClass = qMin(parts.size(), file.count(u'/') + 1);
    } else {
        while (firstClass < parts.size() && !startsUpper(parts[firstClass]))
            ++firstClass;
        for (qsizetype i = 0; i < firstClass; ++i) {
            if (i > 0)
                path += u'/';
            path += parts[i];
        }
        if (!path.isEmpty())
            path += u".py"_s;
    }
    QString id = path;
    for (qsizetype i = firstClass; i < parts.size(); ++i) {
        if (!id.isEmpty())
            id += u"::"_s;
        id += parts[i];
    }
    return id.isEmpty() ? name.toString() : id + u"::"_s + name;
}

Result<TestResults> parseJUnitXml(QByteArrayView bytes, QHash<QString, double> *seconds)
{
    TestResults results;
    // fromRawData: the reader works on the caller's bytes without a copy.
    QXmlStreamReader xml(QByteArray::fromRawData(bytes.data(), bytes.size()));
    bool sawRoot = false;
    std::vector<Suite> suites; // the open <testsuite> elements, innermost last
    QStringList classOrder;    // Surefire's test classes, in the report's order
    QHash<QString, ClassCounts> classes;

    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == u"testsuite") {
            if (!suites.empty())
                suites.pop_back();
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;

        const QStringView name = xml.name();
        if (!sawRoot) {
            sawRoot = true;
            if (name != u"testsuites" && name != u"testsuite") {
                return xmlError(xml, Error::Code::Schema,
                                QCoreApplication::translate("heddle::TestLogParser", "not a JUnit report"),
                                u"expected <testsuites> or <testsuite>, found <"_s + name + u'>');
            }
        }
        if (name == u"testsuite") {
            const QXmlStreamAttributes a = xml.attributes();
            Suite suite;
            suite.name = a.value("name"_L1).toString();
            suite.pytest = (!suites.empty() && suites.back().pytest) || suite.name == u"pytest";
            suite.surefire = (!suites.empty() && suites.back().surefire) ||
                             a.value("http://www.w3.org/2001/XMLSchema-instance"_L1, "noNamespaceSchemaLocation"_L1)
                                 .contains(u"surefire");
            suite.hostname = a.hasAttribute("hostname"_L1);
            suites.push_back(std::move(suite));
            continue;
        }
        if (name == u"property" && !suites.empty()) {
            if (xml.attributes().value("name"_L1) == u"go.version")
                suites.back().gotestsum = true;
            continue;
        }
        if (name != u"testcase")
            continue;

        const QXmlStreamAttributes attributes = xml.attributes();
        const QString classname = attributes.value("classname"_L1).toString();
        const QString testName = attributes.value("name"_L1).toString();
        const QString file = attributes.value("file"_L1).toString();
        bool timed = false;
        const double time = attributes.value("time"_L1).toDouble(&timed);
        // A test that was not run says so on the testcase itself: GoogleTest's status="notrun" result="suppressed"
        // for DISABLED_ tests, CTest's status="disabled" and status="notrun".
        const QStringView runStatus = attributes.value("status"_L1);
        const QStringView result = attributes.value("result"_L1);
        TestStatus status =
            runStatus == u"disabled" || runStatus == u"notrun" || result == u"suppressed" || result == u"skipped"
                ? TestStatus::Skipped
                : TestStatus::Passed;
        while (xml.readNextStartElement()) {
            const QStringView child = xml.name();
            TestStatus found = TestStatus::Passed;
            if (child == u"failure") {
                found = TestStatus::Failed;
            } else if (child == u"error" || child == u"errors") { // junit-10.xsd spells it "errors"
                found = TestStatus::Error;
            } else if (child == u"skipped") {
                found = xml.attributes().value("type"_L1) == u"pytest.xfail" ? TestStatus::XFail : TestStatus::Skipped;
            }
            // rerunFailure / flakyFailure record earlier attempts of a test whose final outcome is the testcase's.
            if (rank(found) > rank(status))
                status = found;
            xml.skipCurrentElement();
        }
        if (xml.hasError())
            break;
        // A testcase without a name names no test: merging it into its class's id or into other nameless ones
        // would give a status to a test that does not exist.
        if (testName.isEmpty())
            continue;

        const Suite *suite = suites.empty() ? nullptr : &suites.back();
        const QString phpClass = attributes.value("class"_L1).toString();
        QString id;
        if ((suite && suite->pytest) || file.endsWith(u".py"))
            id = pytestNodeId(classname, testName, file);
        else if (!phpClass.isEmpty()) // PHPUnit: "Tests\\FooTest::testBar", as its console names it
            id = phpClass + u"::"_s + testName;
        else if (suite && suite->gotestsum) // go test's own name, "TestX/case"
            id = testName;
        else if (suite && !suite->surefire && suite->hostname && !classname.isEmpty() && classname == suite->name)
            id = classname + u" > "_s + testName; // Gradle: as its console prints the test
        else
            id = classname.isEmpty() ? testName : classname + u"::"_s + testName;
        if (suite && suite->surefire && !classname.isEmpty()) {
            if (!classes.contains(classname))
                classOrder.append(classname);
            ClassCounts &counts = classes[classname];
            ++counts.run;
            counts.failed += status == TestStatus::Failed || status == TestStatus::Error ? 1 : 0;
            counts.skipped += status == TestStatus::Skipped ? 1 : 0;
        }
        if (seconds && timed)
            seconds->insert(id, time);
        results.set(id, status);
    }

    // Surefire's test classes are results of their own, graded as Multi-SWE-bench grades Maven's per-class lines.
    for (const QString &testClass : std::as_const(classOrder)) {
        const ClassCounts &c = classes.value(testClass);
        if (!results.status.contains(testClass))
            results.set(testClass, c.failed > 0         ? TestStatus::Failed
                                   : c.skipped >= c.run ? TestStatus::Skipped
                                                        : TestStatus::Passed);
    }

    if (xml.hasError()) {
        return xmlError(xml, Error::Code::Parse,
                        QCoreApplication::translate("heddle::TestLogParser", "malformed JUnit XML"), xml.errorString());
    }
    return results;
}

} // namespace heddle::testlog
