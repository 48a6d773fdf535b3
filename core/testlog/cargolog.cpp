#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

// The ids are libtest's test paths ("tests::it_works", "src/lib.rs - add (line 3)" for a doctest), as SWE-bench's and
// Multi-SWE-bench's cargo parsers give them; nextest's lines give the same path after the test binary's id.

/// libtest's word for an outcome, the whole text after " ... ".
std::optional<TestStatus> libtestOutcome(QByteArrayView word)
{
    word = word.trimmed();
    if (word == "ok")
        return TestStatus::Passed;
    if (word == "FAILED")
        return TestStatus::Failed;
    if (word == "ignored" || word.startsWith("ignored, "))
        return TestStatus::Skipped;
    if (word.startsWith("bench:"))
        return TestStatus::Passed;
    return std::nullopt;
}

/// The test's path without libtest's note on #[should_panic] tests.
QByteArrayView libtestName(QByteArrayView name)
{
    name = name.trimmed();
    for (QByteArrayView note : {QByteArrayView(" - should panic"), QByteArrayView(" - should panic with")})
        if (name.endsWith(note))
            return name.first(name.size() - note.size());
    return name;
}

} // namespace

std::optional<LibtestLine> matchLibtestLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    if (!t.startsWith("test ") || t.startsWith("test result:"))
        return std::nullopt;
    const qsizetype dots = t.indexOf(" ... ");
    qsizetype nameEnd = dots;
    if (dots < 0) {
        if (!t.endsWith(" ..."))
            return std::nullopt;
        nameEnd = t.size() - 4;
    }
    const QByteArrayView name = libtestName(t.sliced(5, nameEnd - 5));
    if (name.isEmpty())
        return std::nullopt;
    LibtestLine out;
    out.name = name;
    if (dots >= 0)
        out.status = libtestOutcome(t.sliced(dots + 5));
    return out;
}

TestResults parseCargoLog(QByteArrayView bytes)
{
    TestResults results;
    // With --nocapture a test's own output comes between "test x ... " and its outcome, which then stands alone on a
    // line; what the test printed is not a result, even when it looks like one.
    QByteArray pending;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        if (!pending.isEmpty()) {
            const QByteArrayView t = line.trimmed();
            if (const std::optional<TestStatus> outcome = libtestOutcome(t)) {
                setWorst(results, idText(pending), *outcome);
                pending.clear();
                continue;
            }
        }
        const std::optional<LibtestLine> test = matchLibtestLine(line);
        if (!test)
            continue;
        if (test->status) {
            setWorst(results, idText(test->name), *test->status);
        } else if (pending.isEmpty()) {
            pending = test->name.toByteArray();
        }
    }
    return results;
}

std::optional<TestLine> matchNextestLine(QByteArrayView line)
{
    QByteArrayView t = line.trimmed();
    const qsizetype open = t.indexOf(" [");
    if (open <= 0)
        return std::nullopt;
    QByteArrayView word = t.first(open).trimmed();
    // "TRY 2 FAIL [...]" reports one attempt of a retried test; the last line about a test stands.
    if (word.startsWith("TRY ")) {
        const qsizetype blank = word.indexOf(' ', 4);
        if (blank < 0)
            return std::nullopt;
        word = word.sliced(blank + 1).trimmed();
    }
    TestStatus status;
    // nextest's status words (nextest-runner's displayer): passes, also after a leak, a timeout configured to pass,
    // a slow run or a flaky retry; failures of every kind; skips.
    if (word == "PASS" || word == "LEAK" || word == "TIMEOUT-PASS" || word == "SLOW" || word == "SLOW + LEAK" ||
        word == "SLOW+TMPASS" || word.startsWith("FLAKY "))
        status = TestStatus::Passed;
    else if (word == "FAIL" || word == "FAIL + LEAK" || word == "FL+LK" || word == "XFAIL" || word == "LEAK-FAIL" ||
             word == "LKFAIL" || word == "TIMEOUT" || word == "TMT" || word == "ABORT" || word.startsWith("FLKY-FL") ||
             (word.startsWith("SIG") && word.size() > 3 && !word.contains(' ')))
        status = TestStatus::Failed;
    else if (word == "SKIP")
        status = TestStatus::Skipped;
    else
        return std::nullopt;
    const qsizetype close = t.indexOf("] ", open);
    if (close < 0)
        return std::nullopt;
    QByteArrayView rest = t.sliced(close + 2).trimmed();
    // Then an iteration "[1/5]" of a stress run and a counter "(  1/100)", before "<binary id> <test path>".
    while (rest.startsWith('[') || rest.startsWith('(')) {
        const qsizetype end = rest.indexOf(rest.front() == '[' ? "] " : ") ");
        if (end < 0)
            return std::nullopt;
        rest = rest.sliced(end + 2).trimmed();
    }
    // The binary id ("crate", "crate::bin/name") holds no blank.
    const qsizetype blank = rest.indexOf(' ');
    if (blank <= 0)
        return std::nullopt;
    const QByteArrayView name = rest.sliced(blank + 1).trimmed();
    if (name.isEmpty())
        return std::nullopt;
    return TestLine{name, status};
}

TestResults parseNextestLog(QByteArrayView bytes)
{
    TestResults results;
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line))
        if (const std::optional<TestLine> test = matchNextestLine(line))
            results.set(idText(test->id), test->status);
    return results;
}

} // namespace heddle::testlog
