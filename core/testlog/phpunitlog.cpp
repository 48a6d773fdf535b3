#include <core/testlog/logline.h>
#include <core/testlog/resultline.h>
#include <core/testlog/testlogformats.h>

namespace heddle::testlog {

namespace {

/// PHPUnit's test id without the values of a data set, which the console adds after its name:
/// 'C::testP with data set "bad sum" (1, 2, 4)' -> 'C::testP with data set "bad sum"', as the JUnit report names it.
QByteArrayView withoutDataValues(QByteArrayView id)
{
    constexpr QByteArrayView marker = " with data set ";
    const qsizetype at = id.indexOf(marker);
    if (at < 0)
        return id;
    const qsizetype name = at + marker.size();
    qsizetype end = -1;
    if (name < id.size() && id[name] == '"') {
        const qsizetype close = id.indexOf("\" (", name + 1);
        end = close < 0 ? -1 : close + 1;
    } else if (name < id.size() && id[name] == '#') {
        end = name + 1;
        while (end < id.size() && id[end] >= '0' && id[end] <= '9')
            ++end;
    }
    return end > 0 && end < id.size() ? id.first(end) : id;
}

/// "1) CalcTest::testFails": an entry of the numbered lists after the run.
QByteArrayView numberedId(QByteArrayView t)
{
    qsizetype i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    if (i == 0 || !t.sliced(i).startsWith(") "))
        return {};
    const QByteArrayView id = t.sliced(i + 2).trimmed();
    return id.contains("::") ? withoutDataValues(id) : QByteArrayView();
}

/// The status a list's heading gives its entries: "There was 1 error:", "There were 2 failures:", ...
std::optional<TestStatus> sectionStatus(QByteArrayView t)
{
    if (!(t.startsWith("There was ") || t.startsWith("There were ")) || !t.endsWith(':'))
        return std::nullopt;
    if (t.contains(" error"))
        return TestStatus::Error;
    if (t.contains(" failure"))
        return TestStatus::Failed;
    if (t.contains(" skipped") || t.contains(" incomplete"))
        return TestStatus::Skipped;
    return TestStatus::Passed; // risky tests, warnings and deprecations ran and passed
}

/// The id in a --debug line: "Test 'C::t' started" (PHPUnit 9) or "Test Passed (C::t)" (PHPUnit 10 and later), with
/// what the line says of it; nullopt for any other line.
std::optional<TestLine> debugLine(QByteArrayView t, bool *started)
{
    *started = false;
    if (t.startsWith("Test '") && (t.endsWith("' started") || t.endsWith("' ended"))) {
        *started = t.endsWith("' started");
        const qsizetype close = t.lastIndexOf('\'');
        return TestLine{withoutDataValues(t.sliced(6, close - 6)), TestStatus::Passed};
    }
    struct Event {
        QByteArrayView word;
        std::optional<TestStatus> status;
    };
    static constexpr Event kEvents[] = {
        {"Test Prepared (", std::nullopt},         {"Test Passed (", TestStatus::Passed},
        {"Test Failed (", TestStatus::Failed},     {"Test Errored (", TestStatus::Error},
        {"Test Skipped (", TestStatus::Skipped},   {"Test Marked Incomplete (", TestStatus::Skipped},
        {"Test Considered Risky (", std::nullopt},
    };
    for (const Event &e : kEvents) {
        if (!t.startsWith(e.word) || !t.endsWith(')'))
            continue;
        QByteArrayView id = t.sliced(e.word.size(), t.size() - e.word.size() - 1);
        // PHPUnit 10 quotes what the test said after the id: "Test Skipped (C::t)\nnot here" or on the same line.
        if (const qsizetype close = id.indexOf(')'); close >= 0 && !id.contains(" with data set "))
            id = id.first(close);
        if (!id.contains("::"))
            return std::nullopt;
        *started = !e.status.has_value() && e.word.startsWith("Test Prepared");
        return TestLine{withoutDataValues(id), e.status.value_or(TestStatus::Missing)};
    }
    return std::nullopt;
}

} // namespace

bool isPhpunitBanner(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    return t.startsWith("PHPUnit ") && t.contains(" by Sebastian Bergmann");
}

// Ids in PHPUnit's own form, "Tests\FooTest::testBar" (with ' with data set "name"' or " with data set #0" for a data
// provider's case), as its JUnit report gives them. The default output names only what did not pass, in the numbered
// lists after the run; --debug names every test, so that the others passed. --testdox gives "Suite > Test name" from
// its "Suite (Class)" headings and "✔ Test name" lines, as SWE-bench's PHPUnit parser reads them.
TestResults parsePhpunitLog(QByteArrayView bytes)
{
    TestResults results;
    TestStatus section = TestStatus::Missing; // of the numbered list being read; Missing outside one
    QByteArray suite;                         // the testdox heading the marks below belong to
    LineReader reader(bytes);
    QByteArrayView line;
    while (reader.next(line)) {
        const QByteArrayView t = line.trimmed();
        bool started = false;
        if (const std::optional<TestLine> debug = debugLine(t, &started)) {
            if (started && !results.status.contains(idText(debug->id)))
                results.set(idText(debug->id), TestStatus::Passed);
            else if (debug->status != TestStatus::Missing && debug->status != TestStatus::Passed)
                setWorst(results, idText(debug->id), debug->status);
            continue;
        }
        if (const std::optional<TestStatus> s = sectionStatus(t)) {
            section = *s;
            continue;
        }
        if (section != TestStatus::Missing && !line.startsWith(' ')) {
            if (const QByteArrayView id = numberedId(t); !id.isEmpty()) {
                // The lists say what --debug's "started" could not: they override its assumed pass.
                results.set(idText(id), section);
                continue;
            }
        }
        if (t.startsWith("Tests: ") || t.startsWith("OK (") || t == "FAILURES!" || t == "ERRORS!") {
            section = TestStatus::Missing;
            continue;
        }
        // testdox: a heading at the start of the line, then its tests, indented, each after a mark.
        if (!line.startsWith(' ') && !t.isEmpty() && !t.contains("::")) {
            QByteArrayView heading = t;
            if (heading.endsWith(')')) {
                const qsizetype open = heading.lastIndexOf(" (");
                if (open > 0)
                    heading = heading.first(open);
            }
            suite = heading.toByteArray();
            continue;
        }
        if (line.startsWith(' ') && !suite.isEmpty()) {
            std::optional<MarkedTitle> mark = matchMark(t, false);
            if (!mark && (t.startsWith("\xE2\x86\xA9 ") || t.startsWith("\xE2\x88\x85 "))) // ↩ skipped, ∅ incomplete
                mark = MarkedTitle{TestStatus::Skipped, t.sliced(4).trimmed()};
            if (mark)
                setWorst(results, idText(suite) + QStringLiteral(" > ") + idText(mark->title), mark->status);
        }
    }
    return results;
}

} // namespace heddle::testlog
