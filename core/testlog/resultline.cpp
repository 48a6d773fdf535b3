#include <core/testlog/resultline.h>

namespace heddle::testlog {

namespace {

struct Mark {
    QByteArrayView text;
    TestStatus status;
};

// UTF-8 spellings of the marks Jest, Vitest, Mocha, Jasmine's and Karma's reporters print.
constexpr Mark kMarks[] = {
    {"\xE2\x9C\x93", TestStatus::Passed},  // ✓
    {"\xE2\x9C\x94", TestStatus::Passed},  // ✔
    {"\xE2\x88\x9A", TestStatus::Passed},  // √ (Windows consoles)
    {"\xE2\x9C\x95", TestStatus::Failed},  // ✕
    {"\xC3\x97", TestStatus::Failed},      // ×
    {"\xE2\x9C\x97", TestStatus::Failed},  // ✗
    {"\xE2\x9C\x98", TestStatus::Failed},  // ✘
    {"\xE2\x9C\x96", TestStatus::Failed},  // ✖
    {"\xE2\x97\x8B", TestStatus::Skipped}, // ○
    {"\xE2\x86\x93", TestStatus::Skipped}, // ↓
    {"\xE2\x9C\x8E", TestStatus::Skipped}, // ✎
    {"\xE2\x96\xA1", TestStatus::Skipped}, // □
    {"\xE2\x88\x92", TestStatus::Skipped}, // −
};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// Whether text is a number with a time unit: "12ms", "1.2s", "12 ms", "0.5 sec".
bool isDuration(QByteArrayView text)
{
    text = text.trimmed();
    qsizetype i = 0;
    while (i < text.size() && (isDigit(text[i]) || text[i] == '.'))
        ++i;
    if (i == 0 || !isDigit(text[0]))
        return false;
    const QByteArrayView unit = text.sliced(i).trimmed();
    return unit == "ms" || unit == "s" || unit == "sec" || unit == "secs" || unit == "m" || unit == "us" ||
           unit == "\xC2\xB5s";
}

int rank(TestStatus s)
{
    switch (s) {
    case TestStatus::Error: return 4;
    case TestStatus::Failed: return 3;
    case TestStatus::Passed:
    case TestStatus::XFail: return 2;
    case TestStatus::Skipped: return 1;
    case TestStatus::Missing: return 0;
    }
    return 0;
}

} // namespace

std::optional<MarkedTitle> matchMark(QByteArrayView text, bool dashIsSkip)
{
    text = text.trimmed();
    for (const Mark &m : kMarks) {
        if (text.startsWith(m.text)) {
            QByteArrayView title = text.sliced(m.text.size());
            // A variation selector sometimes follows the mark ("✔️").
            if (title.startsWith("\xEF\xB8\x8F"))
                title = title.sliced(3);
            if (!title.startsWith(' '))
                return std::nullopt;
            title = title.trimmed();
            if (title.isEmpty())
                return std::nullopt;
            return MarkedTitle{m.status, title};
        }
    }
    if (dashIsSkip && text.startsWith("- ") && text.size() > 2)
        return MarkedTitle{TestStatus::Skipped, text.sliced(2).trimmed()};
    return std::nullopt;
}

QByteArrayView withoutDuration(QByteArrayView text)
{
    text = text.trimmed();
    for (bool changed = true; changed && !text.isEmpty();) {
        changed = false;
        const char close = text.back();
        if (close == ')' || close == ']') {
            const qsizetype open = text.lastIndexOf(close == ')' ? '(' : '[');
            if (open > 0 && text[open - 1] == ' ') {
                const QByteArrayView inner = text.sliced(open + 1, text.size() - open - 2);
                if (isDuration(inner) || (inner.startsWith("retry x") && inner.size() > 7)) {
                    text = text.first(open).trimmed();
                    changed = true;
                }
            }
        } else {
            const qsizetype blank = text.lastIndexOf(' ');
            if (blank > 0 && isDuration(text.sliced(blank + 1))) {
                text = text.first(blank).trimmed();
                changed = true;
            }
        }
    }
    return text;
}

void setWorst(TestResults &results, const QString &id, TestStatus status)
{
    if (id.isEmpty())
        return;
    if (const auto it = results.status.constFind(id); it != results.status.cend() && rank(*it) >= rank(status))
        return;
    results.set(id, status);
}

} // namespace heddle::testlog
