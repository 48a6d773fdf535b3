#include <core/testlog/testlogparser.h>

#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView kStartMarker = ">>>>> Start Test Output";
constexpr QByteArrayView kEndMarker = ">>>>> End Test Output";

/// Whether line is one of the forms in which the harness prints marker: the marker alone (what `echo` prints), or
/// the shell trace of `: '<marker>'` (current harness) or `echo '<marker>'` (older), under any depth of "+".
bool isMarkerLine(QByteArrayView line, QByteArrayView marker)
{
    QByteArrayView t = line.trimmed();
    while (t.startsWith('+'))
        t = t.sliced(1);
    t = t.trimmed();
    if (t == marker)
        return true;
    if (t.startsWith(": "))
        t = t.sliced(2).trimmed();
    else if (t.startsWith("echo "))
        t = t.sliced(5).trimmed();
    else
        return false;
    if (t.size() >= 2 && (t.front() == '\'' || t.front() == '"') && t.back() == t.front())
        t = t.sliced(1, t.size() - 2);
    return t == marker;
}

struct LineSpan {
    qsizetype begin = -1; // offset of the first byte of the line
    qsizetype end = -1;   // offset just past its "\n" (or the end of the input)
};

/// The first line at or after from that is a marker line.
LineSpan findMarkerLine(QByteArrayView bytes, QByteArrayView marker, qsizetype from)
{
    for (qsizetype hit = testlog::findBytes(bytes, marker, from); hit >= 0;
         hit = testlog::findBytes(bytes, marker, hit + marker.size())) {
        const qsizetype begin = bytes.lastIndexOf('\n', hit) + 1;
        qsizetype newline = bytes.indexOf('\n', hit);
        const qsizetype end = newline < 0 ? bytes.size() : newline + 1;
        const qsizetype contentEnd = newline < 0 ? bytes.size() : newline;
        if (isMarkerLine(bytes.sliced(begin, contentEnd - begin), marker))
            return {begin, end};
    }
    return {};
}

} // namespace

QString testLogFormatName(TestLogFormat format)
{
    switch (format) {
    case TestLogFormat::Auto: return u"auto"_s;
    case TestLogFormat::Pytest: return u"pytest"_s;
    case TestLogFormat::Django: return u"django"_s;
    case TestLogFormat::Sympy: return u"sympy"_s;
    case TestLogFormat::JUnit: return u"junit"_s;
    case TestLogFormat::Go: return u"go"_s;
    case TestLogFormat::GoJson: return u"go-json"_s;
    case TestLogFormat::Cargo: return u"cargo"_s;
    case TestLogFormat::Nextest: return u"nextest"_s;
    case TestLogFormat::Jest: return u"jest"_s;
    case TestLogFormat::Mocha: return u"mocha"_s;
    case TestLogFormat::Vitest: return u"vitest"_s;
    case TestLogFormat::Karma: return u"karma"_s;
    case TestLogFormat::Maven: return u"maven"_s;
    case TestLogFormat::Gradle: return u"gradle"_s;
    case TestLogFormat::Phpunit: return u"phpunit"_s;
    }
    return u"auto"_s;
}

QList<TestLogFormat> testLogFormats()
{
    return {TestLogFormat::Pytest, TestLogFormat::Django, TestLogFormat::Sympy,  TestLogFormat::JUnit,
            TestLogFormat::Go,     TestLogFormat::GoJson, TestLogFormat::Cargo,  TestLogFormat::Nextest,
            TestLogFormat::Jest,   TestLogFormat::Mocha,  TestLogFormat::Vitest, TestLogFormat::Karma,
            TestLogFormat::Maven,  TestLogFormat::Gradle, TestLogFormat::Phpunit};
}

std::optional<TestLogFormat> testLogFormatFromName(QStringView name)
{
    if (name == u"auto")
        return TestLogFormat::Auto;
    for (TestLogFormat f : testLogFormats())
        if (name == testLogFormatName(f))
            return f;
    return std::nullopt;
}

Result<TestResults> parseTestLog(QByteArrayView bytes, TestLogFormat format)
{
    if (format == TestLogFormat::Auto)
        format = detectTestLogFormat(bytes);
    switch (format) {
    case TestLogFormat::Auto:
    case TestLogFormat::Pytest: return testlog::parsePytestLog(bytes);
    case TestLogFormat::Django: return testlog::parseDjangoLog(bytes);
    case TestLogFormat::Sympy: return testlog::parseSympyLog(bytes);
    case TestLogFormat::JUnit: return testlog::parseJUnitXml(bytes);
    case TestLogFormat::Go: return testlog::parseGoLog(bytes);
    case TestLogFormat::GoJson: return testlog::parseGoJson(bytes);
    case TestLogFormat::Cargo: return testlog::parseCargoLog(bytes);
    case TestLogFormat::Nextest: return testlog::parseNextestLog(bytes);
    case TestLogFormat::Jest: return testlog::parseJestLog(bytes);
    case TestLogFormat::Mocha: return testlog::parseMochaLog(bytes);
    case TestLogFormat::Vitest: return testlog::parseVitestLog(bytes);
    case TestLogFormat::Karma: return testlog::parseKarmaLog(bytes);
    case TestLogFormat::Maven: return testlog::parseMavenLog(bytes);
    case TestLogFormat::Gradle: return testlog::parseGradleLog(bytes);
    case TestLogFormat::Phpunit: return testlog::parsePhpunitLog(bytes);
    }
    return testlog::parsePytestLog(bytes);
}

Result<TestResults> parseJUnitReport(QByteArrayView bytes, QHash<QString, double> *seconds)
{
    return testlog::parseJUnitXml(bytes, seconds);
}

QByteArrayView harnessTestOutput(QByteArrayView bytes)
{
    LineSpan start = findMarkerLine(bytes, kStartMarker, 0);
    if (start.begin < 0)
        return bytes;
    // `echo` under `set -x` prints the marker twice: the trace line, then the marker itself.
    for (LineSpan next = findMarkerLine(bytes, kStartMarker, start.end); next.begin == start.end;
         next = findMarkerLine(bytes, kStartMarker, start.end))
        start = next;
    const LineSpan end = findMarkerLine(bytes, kEndMarker, start.end);
    // Without an end marker the run was cut short (a timeout); what it printed is still the test output.
    const qsizetype stop = end.begin < 0 ? bytes.size() : end.begin;
    return bytes.sliced(start.end, stop - start.end);
}

QString harnessGradingTest(const TestResults &results, const QString &harnessId)
{
    if (results.status.contains(harnessId))
        return harnessId;
    // SWE-bench's Karma parsers keep the blank before "FAILED" in their ids; Heddle's ids are trimmed.
    if (const QString trimmed = harnessId.trimmed(); trimmed.size() != harnessId.size())
        if (results.status.contains(trimmed))
            return trimmed;
    // unittest (Django's runner) names a test "test_x (app.tests.T)" before Python 3.11 and "test_x
    // (app.tests.T.test_x)" since: a list written under one Python grades the runs of the other.
    static const QRegularExpression unittestId(u"^(\\w+) \\(([\\w.]+)\\)(.*)$"_s);
    if (const QRegularExpressionMatch m = unittestId.match(harnessId); m.hasMatch()) {
        const QString name = m.captured(1), dotted = m.captured(2), rest = m.captured(3);
        const QString other = dotted.endsWith(u'.' + name)
                                  ? u"%1 (%2)%3"_s.arg(name, dotted.chopped(name.size() + 1), rest)
                                  : u"%1 (%2.%1)%3"_s.arg(name, dotted, rest);
        if (results.status.contains(other))
            return other;
    }
    if (harnessId.isEmpty() || harnessId.contains(u' '))
        return {};
    // Like the harness's map, the last test written under the cut id decides.
    QString found;
    for (const QString &id : results.ids) {
        const qsizetype blank = id.indexOf(u' ');
        if (blank > 0 && QStringView(id).first(blank) == harnessId)
            found = id;
    }
    return found;
}

TestStatus harnessTestStatus(const TestResults &results, const QString &harnessId)
{
    const QString test = harnessGradingTest(results, harnessId);
    // Neither: missing, or an error when its file could not be collected.
    return test.isEmpty() ? results.value(harnessId) : results.status.value(test);
}

void gradeDeclaredIds(TestResults &results, const QStringList &declared)
{
    for (const QString &id : declared) {
        if (results.status.contains(id))
            continue;
        if (const QString test = harnessGradingTest(results, id); !test.isEmpty() && test != id)
            results.gradedAs.insert(id, test);
    }
}

} // namespace heddle
