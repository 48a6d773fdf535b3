#pragma once

#include <QByteArrayView>
#include <QHash>
#include <QString>

namespace heddle {

/// Why one test failed, as the test runner explained it.
struct FailureDetail {
    QString test;       // the pytest node id ("tests/t.py::TestC::test_x[1]")
    QString message;    // the exception and its explanation: pytest's "E" lines, or the JUnit failure message
    QString file;       // the test's own file where the failing check is, as the runner printed it
    int line = 0;       // 1-based line of the check in file; 0 when the output does not say
    QString sourceLine; // the statement the runner marked with '>' at that line, without the mark
    QString exception;  // the type of what failed the test ("AssertionError", "ZeroDivisionError", "Failed"), when
                        // the runner or the message names it
    QString raisedIn;   // the file of the frame that raised it, as the runner printed it, when the output says
};

/// Test id -> why it failed, read from pytest's output (the "____ test_x ____" sections of FAILURES, and the
/// "FAILED id - message" summary lines for tests without one) or from a JUnit XML report written by pytest (each
/// failure's message and traceback). A chained exception is explained by the last one raised; the line is the last
/// traceback entry in the test's own file, so a check that fails inside a library (mock's assert_called_with) still
/// points at the test's line, while raisedIn names where the exception came from. Tests that passed, and setup or
/// teardown errors, are not listed.
QHash<QString, FailureDetail> parseFailureDetails(QByteArrayView bytes);

/// The exception type a failure message starts with ("ZeroDivisionError: division by zero", "mod.Error",
/// "Failed: DID NOT RAISE ..."); "AssertionError" for pytest's own "assert ..." explanation; empty when it names none.
QString exceptionTypeOf(QStringView message);

} // namespace heddle
