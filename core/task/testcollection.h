#pragma once

#include <QString>
#include <QStringView>

// Where a test is collected from, and the result ids that say a whole test file could not be collected: the one
// place that knows how each log format names a test's file. A test declared in FAIL_TO_PASS or PASS_TO_PASS that
// the log does not mention is missing, unless its file failed to collect (a syntax or import error): then it is an
// error, since the test could not run at all.
namespace heddle {

/// The file or module that a result id says could not be collected, or empty when the id names a test:
/// pytest's "tests/t.py" (from "ERROR tests/t.py", an "ERROR collecting tests/t.py" header, or a JUnit testcase
/// without a class), and unittest's (Django's runner's) "app.tests (unittest.loader._FailedTest)" or
/// "app.tests (unittest.loader._FailedTest.app.tests)", which give the module "app.tests", and the file a
/// SyntaxError stopped the loader in ("/testbed/tests/app/tests.py").
QString uncollectedUnit(QStringView resultId);

/// Whether the test is collected from the unit uncollectedUnit() gave. pytest node ids ("tests/t.py::C::test_a")
/// belong to their file and to the folders above it; Django and unittest ids ("test_a (app.tests.C)",
/// "test_a (app.tests.C.test_a)") to each dotted module their class is in. unittest names a module that fails inside
/// a package it loads by name by its last part only ("tests" for "app.tests"), so a unit without a dot matches any
/// part of the path; a unit that is a file ("/testbed/tests/app/tests.py", from a traceback) holds the tests of the
/// module that file is. sympy's bare test names do not say their file, so they never match.
bool isCollectedFrom(QStringView testId, QStringView unit);

/// Whether a repository path holds tests or their support rather than the code they test, by its folder (tests/,
/// test/, __tests__/ at any depth) or its name as the runners find tests: test_*.py, *_test.py, conftest.py,
/// *.test.js and *.spec.ts (any suffix), *Test.java, *_test.go.
bool isTestPath(QStringView path);

} // namespace heddle
