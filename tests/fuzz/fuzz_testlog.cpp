// Test logs and reports: whatever the code under test printed, read as the format detected and as each format named
// (the variant chooses), with failure details and the harness's markers, as validation reads a run's log.
#include "fuzzing.h"

#include <core/testlog/failuredetails.h>
#include <core/testlog/harnesslog.h>
#include <core/testlog/testlogparser.h>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp() {}

int variants()
{
    return int(testLogFormats().size()) + 1;
}

void fuzzOne(int which, QByteArrayView bytes)
{
    const QList<TestLogFormat> formats = testLogFormats();
    const TestLogFormat format = which == 0 ? TestLogFormat::Auto : formats.at(which - 1);
    (void)parseTestLog(bytes, format);
    (void)detectTestLogFormat(bytes);
    (void)parseFailureDetails(bytes);
    (void)readHarnessLog(bytes, format);
    (void)harnessExitCode(bytes);
    (void)testRunnerStarted(bytes);
    QHash<QString, double> seconds;
    if (format == TestLogFormat::JUnit)
        (void)parseJUnitReport(bytes, &seconds);
}

} // namespace heddle::fuzz
