#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <core/testlog/harnesslog.h>
#include <core/testlog/testlogparser.h>

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr TestStatus kCountedStatuses[] = {TestStatus::Passed, TestStatus::Failed, TestStatus::Error,
                                           TestStatus::Skipped, TestStatus::XFail};

const char kHelp[] =
    "Usage: heddle parse-tests FILE [--format FORMAT] [--json]\n"
    "\n"
    "Print the per-test statuses (passed, failed, error, skipped, xfail) read from a test log or a JUnit XML\n"
    "report. A SWE-bench harness test_output.txt is read as the harness grades it: only the part between its\n"
    "\">>>>> Start Test Output\" and \">>>>> End Test Output\" markers when that part names tests (else the whole\n"
    "log), and when the log records a non-zero \">>>>> Test Exit Code\", a log where no test runner started, or\n"
    "whose results show no failure, says that the tests did not run and gives no results. FILE may be - for\n"
    "standard input.\n"
    "\n"
    "Options:\n"
    "  --format FORMAT  auto (the default: guessed from the content), pytest (-rA summary or -v lines),\n"
    "                   django (its test runner), sympy (bin/test), junit (JUnit XML: pytest, Surefire,\n"
    "                   Gradle, PHPUnit, gotestsum, GoogleTest, CTest, ...), go (go test -v), go-json\n"
    "                   (go test -json), cargo (cargo test), nextest (cargo nextest run), jest, mocha (spec\n"
    "                   reporter), vitest, karma (Karma and Jasmine), maven (Surefire's console), gradle\n"
    "                   (testLogging events) or phpunit (default, --debug or --testdox output)\n"
    "  --json           print {\"format\", \"ran\", \"tests\": [{\"id\", \"status\"}], \"counts\"} instead of text\n"
    "                   (\"notRun\" says why when the tests did not run)\n"
    "  -h, --help       show this help\n"
    "\n"
    "Exit status: 0 on success, 1 when FILE cannot be read or parsed (FILE:LINE:COLUMN: message),\n"
    "2 on a usage error.\n";

Result<QByteArray> readInput(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == u"-") {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    QByteArray bytes;
    if (opened)
        bytes = file.readAll();
    if (!opened || file.error() != QFileDevice::NoError) {
        Error e = makeError(Error::Code::Io, u"cannot read the file"_s, file.errorString());
        e.file = path;
        return e;
    }
    return bytes;
}

} // namespace

int runParseTests(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption formatOption(u"format"_s, u"log format"_s, u"FORMAT"_s, u"auto"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"print JSON"_s);
    parser.addOption(formatOption);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(u"FILE"_s, u"the log or report"_s);
    if (const std::optional<int> done = parseArguments(parser, "parse-tests", args, kHelp))
        return *done;

    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError("parse-tests", u"missing FILE"_s);
    if (files.size() > 1)
        return usageError("parse-tests", u"expected one FILE, got "_s + QString::number(files.size()));
    const QString formatName = parser.value(formatOption);
    const std::optional<TestLogFormat> requested = testLogFormatFromName(formatName);
    if (!requested) {
        QStringList names{u"auto"_s};
        for (TestLogFormat f : testLogFormats())
            names.append(testLogFormatName(f));
        return usageError("parse-tests",
                          u"unknown format '"_s + formatName + u"'; expected one of "_s + names.join(u", "_s));
    }

    const QString &path = files.constFirst();
    Result<QByteArray> input = readInput(path);
    if (!input) {
        err() << input.error().toString() << '\n';
        return Failure;
    }
    const QByteArray &bytes = *input;

    // A JUnit report is read whole: the harness markers belong to text logs only. An XML report shows itself in its
    // first bytes, and looking at those alone keeps a large text log to one detection pass.
    TestLogFormat format = *requested;
    const QByteArrayView head = QByteArrayView(bytes).first(qMin<qsizetype>(bytes.size(), 4096));
    if (format == TestLogFormat::Auto && detectTestLogFormat(head) == TestLogFormat::JUnit)
        format = TestLogFormat::JUnit;
    Result<HarnessLog> parsed = HarnessLog{};
    if (format == TestLogFormat::JUnit) {
        Result<TestResults> report = parseTestLog(bytes, format);
        if (report)
            parsed = HarnessLog{*report, {}, format, {}, false, {}};
        else
            parsed = report.error();
    } else {
        parsed = readHarnessLog(bytes, format);
    }
    if (!parsed) {
        Error e = parsed.error();
        e.file = path;
        err() << e.toString() << '\n';
        return Failure;
    }
    format = parsed->format;
    const TestResults &results = parsed->results;

    QHash<TestStatus, int> counts;
    for (const QString &id : results.ids)
        ++counts[results.value(id)];

    if (parser.isSet(jsonOption)) {
        Json json;
        json["format"] = testLogFormatName(format).toStdString();
        json["ran"] = parsed->ran();
        if (!parsed->ran())
            json["notRun"] = parsed->notRun.toStdString();
        Json tests = Json::array();
        for (const QString &id : results.ids) {
            tests.push_back({{"id", id.toStdString()}, {"status", testStatusName(results.value(id)).toStdString()}});
        }
        json["tests"] = std::move(tests);
        Json countsJson = Json::object();
        for (TestStatus s : kCountedStatuses)
            countsJson[testStatusName(s).toStdString()] = counts.value(s);
        json["counts"] = std::move(countsJson);
        printJson(json);
        return Success;
    }

    for (const QString &id : results.ids)
        out() << testStatusName(results.value(id)).leftJustified(7) << "  " << id << '\n';
    if (!results.isEmpty())
        out() << '\n';
    out() << "format: " << testLogFormatName(format) << '\n';
    if (!parsed->ran())
        out() << "the tests did not run: " << parsed->notRun << '\n';
    for (TestStatus s : kCountedStatuses)
        out() << testStatusName(s) << ": " << counts.value(s) << '\n';
    out() << "total: " << results.size() << '\n';
    return Success;
}

} // namespace heddle::cli
