#pragma once

#include <core/task/teststatus.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QString>

namespace heddle {

/// The test-log formats Heddle reads.
enum class TestLogFormat {
    Auto,          // detect from the content
    Pytest,        // "-rA" short summary lines (status first) and "-v" lines (status last)
    Django,        // Django's runner: "test_name (module.Class) ... ok"
    Sympy,         // sympy's bin/test: "test_name ok" / "test_name F"
    JUnit,         // JUnit XML (pytest --junitxml, and others)
};

QString testLogFormatName(TestLogFormat format); // "auto", "pytest", "django", "sympy", "junit"
std::optional<TestLogFormat> testLogFormatFromName(QStringView name);

/// Guesses the format of a log or report from its content; Pytest when nothing else fits.
TestLogFormat detectTestLogFormat(QByteArrayView bytes);

/// Reads per-test statuses. ANSI colour codes are stripped; test ids with spaces and parametrize brackets are kept
/// whole. A status named twice keeps the last. Fails only on unreadable input (malformed XML for JUnit).
Result<TestResults> parseTestLog(QByteArrayView bytes, TestLogFormat format = TestLogFormat::Auto);

/// The part of a SWE-bench harness test_output.txt between its start and end markers; the whole input when the
/// markers are absent.
QByteArrayView harnessTestOutput(QByteArrayView bytes);

} // namespace heddle
