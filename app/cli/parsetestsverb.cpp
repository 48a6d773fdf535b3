#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <core/testlog/harnesslog.h>
#include <core/testlog/testlogparser.h>

#include <QFile>

#include <cstdio>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr TestStatus kCountedStatuses[] = {TestStatus::Passed, TestStatus::Failed, TestStatus::Error,
                                           TestStatus::Skipped, TestStatus::XFail};

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

const VerbSpec &parseTestsVerb()
{
    static const VerbSpec spec = [] {
        QStringList formats{u"auto"_s};
        for (const TestLogFormat f : testLogFormats())
            formats.append(testLogFormatName(f));
        return VerbSpec{
            u"parse-tests"_s,
            u"print the per-test statuses read from a test log or JUnit report"_s,
            {{u"FILE"_s, Completes::Files}},
            {{u"format"_s, u"FORMAT"_s,
              u"auto (the default: guessed from the content), pytest (-rA summary or -v lines), django (its test "
              "runner), sympy (bin/test), junit (JUnit XML: pytest, Surefire, Gradle, PHPUnit, gotestsum, GoogleTest, "
              "CTest, ...), go (go test -v), go-json (go test -json), cargo (cargo test), nextest (cargo nextest "
              "run), jest, mocha (spec reporter), vitest, karma (Karma and Jasmine), maven (Surefire's console), "
              "gradle (testLogging events) or phpunit (default, --debug or --testdox output)"_s,
              Completes::Values, formats},
             shared::json(u"{\"format\", \"ran\", \"tests\": [{\"id\", \"status\"}], \"counts\"} instead of text "
                          "(\"notRun\" says why when the tests did not run)"_s)},
            {u"Print the per-test statuses (passed, failed, error, skipped, xfail) read from a test log or a JUnit "
             "XML report. A SWE-bench harness test_output.txt is read as the harness grades it: only the part "
             "between its \">>>>> Start Test Output\" and \">>>>> End Test Output\" markers when that part names "
             "tests (else the whole log), and when the log records a non-zero \">>>>> Test Exit Code\", a log where "
             "no test runner started, or whose results show no failure, says that the tests did not run and gives "
             "no results. FILE may be - for standard input."_s},
            u"0 on success, 1 when FILE cannot be read or parsed (FILE:LINE:COLUMN: message), 2 on a usage error."_s};
    }();
    return spec;
}

int runParseTests(const Arguments &args)
{
    const QStringList files = args.positional();
    const std::optional<TestLogFormat> requested =
        testLogFormatFromName(args.isSet(u"format") ? args.value(u"format") : u"auto"_s);
    if (!requested) // listed, so checked: only a name the list and the reader disagree on
        return args.usageError(u"unknown format '"_s + args.value(u"format") + u'\'');
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

    if (args.isSet(u"json")) {
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
