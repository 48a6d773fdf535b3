// detectTestLogFormat(): which runner wrote a log, from the lines each one prints.
#include <core/testlog/testlogparser.h>

#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

#include <array>

namespace heddle {

namespace {

// Enough evidence to be sure of a format; detection stops reading there. A result line counts one, a line that only
// one runner prints (its banner or its closing counts) counts kStrong.
constexpr int kDecisive = 50;
constexpr int kStrong = 10;

/// The halves of a Django result split over lines: "test_x (a.T) ... <output>" and a later "... ok".
bool isDjangoFragment(QByteArrayView t)
{
    if (t.startsWith("..."))
        return testlog::matchDjangoOutcome(t.sliced(3).trimmed()).has_value();
    return t.startsWith("test") && (testlog::findBytes(t, " ... ") >= 0 || t.endsWith(" ..."));
}

bool startsWithCount(QByteArrayView t, QByteArrayView word)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    return i > 0 && t.sliced(i).startsWith(word);
}

/// The format a line is characteristic of, and how strongly; nullopt for a line any runner (or none) could print.
struct Vote {
    TestLogFormat format;
    int weight = 1;
};

std::optional<Vote> voteFor(QByteArrayView line)
{
    using F = TestLogFormat;
    const QByteArrayView t = line.trimmed();
    // The Python runners first, as before any other runner was read: their lines decide their own logs.
    if (testlog::matchPytestLine(t))
        return Vote{F::Pytest};
    if (t.startsWith("test ") && !t.startsWith("test (")) {
        if (const auto libtest = testlog::matchLibtestLine(t); libtest && libtest->status)
            return Vote{F::Cargo};
    }
    if (testlog::matchDjangoLine(t) || isDjangoFragment(t))
        return Vote{F::Django};
    if (testlog::matchSympyLine(t) || !testlog::matchSympyFailureHeader(t).isEmpty())
        return Vote{F::Sympy};

    if (testlog::isGoJsonLine(t))
        return Vote{F::GoJson, kStrong};
    if (testlog::matchGoResult(t) || testlog::isGoRunLine(t))
        return Vote{F::Go};
    if (t.startsWith("ok  \t") || (t.startsWith("FAIL\t") && t.contains('/')))
        return Vote{F::Go, kStrong};
    if (startsWithCount(t.startsWith("running ") ? t.sliced(8) : QByteArrayView(), " test") ||
        t.startsWith("test result: "))
        return Vote{F::Cargo, kStrong};
    if (testlog::matchNextestLine(t))
        return Vote{F::Nextest};
    if (t.startsWith("Starting ") && t.contains(" tests across ") && t.contains(" binar"))
        return Vote{F::Nextest, kStrong};
    if (testlog::isPhpunitBanner(t))
        return Vote{F::Phpunit, kDecisive};
    if ((t.startsWith("Tests: ") && t.contains(", Assertions: ")) || t.startsWith("There was 1 ") ||
        t.startsWith("There were "))
        return Vote{F::Phpunit, kStrong};
    if (testlog::isSurefireLine(t) || t == "T E S T S" || t.endsWith("] T E S T S"))
        return Vote{F::Maven, kStrong};
    if (t.startsWith("> Task :") || t == "BUILD SUCCESSFUL" || t.startsWith("BUILD SUCCESSFUL in ") ||
        (t.startsWith("BUILD FAILED in ") && !t.contains('[')))
        return Vote{F::Gradle, kStrong};
    if (testlog::matchGradleTestLine(t))
        return Vote{F::Gradle};
    if (t.startsWith("RUN  v") || t.startsWith("Test Files  "))
        return Vote{F::Vitest, kStrong};
    if (t.startsWith("Test Suites: "))
        return Vote{F::Jest, kStrong};
    if (testlog::matchJestFileLine(t))
        return Vote{F::Jest, 3};
    if (testlog::isMochaSummaryLine(t))
        return Vote{F::Mocha, kStrong};
    if (testlog::isKarmaLine(t) || (startsWithCount(t, " spec") && t.contains(" failure")))
        return Vote{F::Karma, kStrong};
    if (const auto mark = testlog::matchMark(t, false)) {
        // Vitest's verbose reporter names the file first: "✓ a.test.ts > describe > title".
        if (mark->title.contains(" > ") && mark->title.first(mark->title.indexOf(" > ")).contains('.'))
            return Vote{F::Vitest};
        return Vote{F::Mocha}; // the mark reporters' titles alone: Mocha's spec reporter has nothing else
    }
    return std::nullopt;
}

} // namespace

TestLogFormat detectTestLogFormat(QByteArrayView bytes)
{
    QByteArrayView head = bytes;
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    head = head.first(qMin<qsizetype>(head.size(), 4096)).trimmed();
    if (head.startsWith("<?xml") || head.startsWith("<testsuite") || head.startsWith("<!--"))
        return TestLogFormat::JUnit;

    constexpr size_t kFormats = size_t(TestLogFormat::Phpunit) + 1;
    std::array<int, kFormats> votes{};
    testlog::LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        if (t.isEmpty())
            continue;
        // The banners each Python runner prints before its first test.
        if (t.startsWith('=') && t.contains(" test session starts "))
            return TestLogFormat::Pytest;
        if (t.startsWith('=') && t.contains(" test process starts "))
            return TestLogFormat::Sympy;
        const std::optional<Vote> vote = voteFor(line);
        if (!vote)
            continue;
        int &count = votes[size_t(vote->format)];
        count += vote->weight;
        if (count >= kDecisive)
            return vote->format;
    }
    // The most votes wins; on a tie the earlier format (Pytest when nothing voted, Django before Sympy).
    TestLogFormat best = TestLogFormat::Pytest;
    for (TestLogFormat f : testLogFormats())
        if (votes[size_t(f)] > votes[size_t(best)])
            best = f;
    return best;
}

} // namespace heddle
