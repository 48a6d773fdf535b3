#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

/// bin/test's verbose outcome marks. A skip may carry its reason before the mark ("test_x numpy not installed s");
/// w (slow), T (timeout) and K (interrupted) are skips too; X is an unexpected pass.
std::optional<TestStatus> sympyOutcome(QByteArrayView mark)
{
    if (mark == "ok" || mark == "X")
        return TestStatus::Passed;
    if (mark == "F")
        return TestStatus::Failed;
    if (mark == "E")
        return TestStatus::Error;
    if (mark == "f")
        return TestStatus::XFail;
    if (mark == "s" || mark == "skipped" || mark == "w" || mark == "T" || mark == "K")
        return TestStatus::Skipped;
    return std::nullopt;
}

} // namespace

QByteArrayView matchSympyFailureHeader(QByteArrayView line)
{
    // "____ sympy/core/tests/test_x.py:test_y ____" heads a failure's traceback: the test name after the colon.
    line = line.trimmed();
    if (!line.startsWith("___") || !line.endsWith("___"))
        return {};
    qsizetype b = 0;
    qsizetype e = line.size();
    while (b < e && line[b] == '_')
        ++b;
    while (e > b && line[e - 1] == '_')
        --e;
    const QByteArrayView inner = line.sliced(b, e - b).trimmed();
    const qsizetype colon = inner.lastIndexOf(':');
    if (colon < 0 || !inner.first(colon).endsWith(".py"))
        return {};
    const QByteArrayView name = inner.sliced(colon + 1);
    return name.startsWith("test_") && !name.contains(' ') ? name : QByteArrayView();
}

std::optional<TestLine> matchSympyLine(QByteArrayView line)
{
    line = line.trimmed();
    if (!line.startsWith("test_"))
        return std::nullopt;
    const qsizetype firstSpace = line.indexOf(' ');
    if (firstSpace < 0)
        return std::nullopt;
    const qsizetype lastSpace = line.lastIndexOf(' ');
    auto status = sympyOutcome(line.sliced(lastSpace + 1));
    if (!status)
        return std::nullopt;
    return TestLine{line.first(firstSpace), *status};
}

TestResults parseSympyLog(QByteArrayView bytes)
{
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        if (auto m = matchSympyLine(line)) {
            results.set(QString::fromUtf8(m->id), m->status);
        } else if (const QByteArrayView name = matchSympyFailureHeader(line); !name.isEmpty()) {
            // Output printed by the test can push its mark off the line; the traceback header still names it.
            const QString id = QString::fromUtf8(name);
            if (!results.status.contains(id))
                results.set(id, TestStatus::Failed);
        }
    }
    return results;
}

} // namespace heddle::testlog
