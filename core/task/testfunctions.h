#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

// The test functions that a task's declared test ids name in one test file, and the set-up a reader needs beside
// them, as line spans: what the built-in reviewer's prompt quotes instead of whole test files. Line based and bounded
// rather than a parser: a definition is found by its line, and its end by indentation (Python) or by its brackets
// balancing again (the brace languages), outside strings and comments, roughly.
namespace heddle {

/// Lines of a file, 1-based and inclusive.
struct LineSpan {
    int first = 0;
    int last = 0;

    friend bool operator==(const LineSpan &, const LineSpan &) = default;
};

/// The spans of the functions in content that testIds name, sorted and merged where they overlap or touch; empty when
/// none is found. Ids are pytest's ("tests/t.py::C::test_a[p]"), Django's and unittest's ("test_a (app.tests.C)"),
/// dotted ("app.tests.C.test_a"), Go's ("TestA/sub"), Rust's ("mod::tests::a"), JUnit's ("com.x.ATest#testA",
/// "ATest.testA", "testA(com.x.ATest)") and Jest's, Vitest's and Mocha's titles ("a.test.ts > group > does a",
/// "group does a"). path gives the language by its extension: .py; .js .jsx .ts .tsx .mjs .cjs; .go; .rs; .java .kt;
/// for any other, Python's rules, then, if they find nothing, the others'. An id that puts its test in another file
/// (by its path, module or class) names nothing here, nor does an id of a whole file.
QList<LineSpan> testFunctionSpans(QByteArrayView content, const QString &path, const QStringList &testIds);

/// The spans a reader needs beside the functions, sorted, merged and without the functions' own lines; empty when
/// functions is. For Python: the module-level imports, setup_module and fixtures, and for a method the header line of
/// each class it is in with the class's setUp, setUpClass, setUpTestData, setup_method, setup_class and fixtures. For
/// the brace languages: the package, import, use and require lines, the header line of each block a function is in
/// (describe, class, mod) and the beforeEach, beforeAll, @Before... and setUp set-up of those blocks.
QList<LineSpan> testContextSpans(QByteArrayView content, const QString &path, const QList<LineSpan> &functions);

} // namespace heddle
