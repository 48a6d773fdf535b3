// Test files, as the built-in reviewer quotes them: the spans of the functions a task's declared test ids name, and
// the imports, fixtures and class headers around them, read by Python's rules, the brace languages' and, for a file
// of no known extension, all of them. The input's first line holds the ids (";" between them), the rest is the file.
// Every span must lie in the file, in order, and the context must leave the functions' lines out.
#include "fuzzing.h"

#include <core/task/testfunctions.h>

#include <cstdlib>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

namespace {

const QString kPaths[] = {u"tests/test_x.py"_s, u"src/x.test.ts"_s, u"x_test.go"_s,
                          u"src/lib.rs"_s,      u"XTest.java"_s,    u"tests/x.unknown"_s};

void check(const QList<LineSpan> &spans, qsizetype lines)
{
    int last = 0;
    for (const LineSpan &s : spans) {
        if (s.first <= last || s.first > s.last || s.last > lines)
            std::abort();
        last = s.last;
    }
}

} // namespace

void setUp() {}

int variants()
{
    return int(std::size(kPaths));
}

void fuzzOne(int variant, QByteArrayView bytes)
{
    const qsizetype newline = bytes.indexOf('\n');
    const QByteArrayView head = newline < 0 ? bytes : bytes.first(newline);
    const QByteArrayView content = newline < 0 ? QByteArrayView() : bytes.sliced(newline + 1);
    QStringList ids = QString::fromUtf8(head).split(u';', Qt::SkipEmptyParts);
    ids << u"tests/test_x.py::TestX::test_a[1-2]"_s << u"test_b (app.tests.TestX)"_s << u"TestC/sub"_s
        << u"mod::tests::d"_s << u"XTest#testE"_s << u"x.test.ts > group > does f"_s;
    const qsizetype lines = content.count('\n') + 1;
    const QList<LineSpan> functions = testFunctionSpans(content, kPaths[variant], ids);
    check(functions, lines);
    const QList<LineSpan> context = testContextSpans(content, kPaths[variant], functions);
    check(context, lines);
    for (const LineSpan &c : context)
        for (const LineSpan &f : functions)
            if (c.first <= f.last && f.first <= c.last)
                std::abort();
}

} // namespace heddle::fuzz
