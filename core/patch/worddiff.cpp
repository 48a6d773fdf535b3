#include <core/patch/worddiff.h>

#include <vector>

namespace heddle {

namespace {

struct Token {
    int start = 0;
    int length = 0;
};

enum class CharClass {
    Word,
    Space,
    Other
};

CharClass classify(char32_t c)
{
    if (c == U'_' || QChar::isLetterOrNumber(c) || QChar::category(c) == QChar::Mark_NonSpacing)
        return CharClass::Word;
    if (QChar::isSpace(c))
        return CharClass::Space;
    return CharClass::Other;
}

QList<Token> tokenize(QStringView line, bool dropSpace)
{
    QList<Token> tokens;
    const qsizetype n = line.size();
    qsizetype i = 0;
    auto codePointAt = [&](qsizetype at, int *units) {
        const QChar c = line[at];
        if (c.isHighSurrogate() && at + 1 < n && line[at + 1].isLowSurrogate()) {
            *units = 2;
            return char32_t(QChar::surrogateToUcs4(c, line[at + 1]));
        }
        *units = 1;
        return char32_t(c.unicode());
    };
    while (i < n) {
        int units = 1;
        const CharClass cls = classify(codePointAt(i, &units));
        qsizetype end = i + units;
        // Punctuation stays one character per token so "(a, b)" vs "(a, c)" marks only what moved.
        if (cls != CharClass::Other) {
            while (end < n) {
                int more = 1;
                if (classify(codePointAt(end, &more)) != cls)
                    break;
                end += more;
            }
        }
        if (!(dropSpace && cls == CharClass::Space))
            tokens.append({int(i), int(end - i)});
        i = end;
    }
    return tokens;
}

// Adjacent changed tokens become one range, so a reader sees "foo(bar" rather than three boxes.
void appendRange(QList<WordDiffRange> &ranges, const Token &t)
{
    if (!ranges.isEmpty() && ranges.last().start + ranges.last().length == t.start)
        ranges.last().length += t.length;
    else
        ranges.append({t.start, t.length});
}

} // namespace

WordDiff wordDiff(QStringView oldLine, QStringView newLine, const WordDiffOptions &options)
{
    WordDiff result;
    if (oldLine == newLine)
        return result;

    const QList<Token> a = tokenize(oldLine, options.ignoreWhitespace);
    const QList<Token> b = tokenize(newLine, options.ignoreWhitespace);
    auto same = [&](qsizetype i, qsizetype j) {
        return oldLine.sliced(a[i].start, a[i].length) == newLine.sliced(b[j].start, b[j].length);
    };

    qsizetype prefix = 0;
    while (prefix < a.size() && prefix < b.size() && same(prefix, prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           same(a.size() - 1 - suffix, b.size() - 1 - suffix))
        ++suffix;

    const qsizetype n = a.size() - prefix - suffix;
    const qsizetype m = b.size() - prefix - suffix;
    std::vector<bool> oldChanged(size_t(n), true);
    std::vector<bool> newChanged(size_t(m), true);

    if (n > 0 && m > 0) {
        if ((n + 1) * (m + 1) > options.maxCells) {
            result.truncated = true;
        } else {
            // lcs[i][j]: LCS length of the middle tokens a[i..] and b[j..].
            const size_t w = size_t(m + 1);
            std::vector<int> lcs(size_t(n + 1) * w, 0);
            for (qsizetype i = n - 1; i >= 0; --i) {
                for (qsizetype j = m - 1; j >= 0; --j) {
                    lcs[size_t(i) * w + size_t(j)] =
                        same(prefix + i, prefix + j)
                            ? lcs[size_t(i + 1) * w + size_t(j + 1)] + 1
                            : std::max(lcs[size_t(i + 1) * w + size_t(j)], lcs[size_t(i) * w + size_t(j + 1)]);
                }
            }
            qsizetype i = 0;
            qsizetype j = 0;
            while (i < n && j < m) {
                if (same(prefix + i, prefix + j)) {
                    oldChanged[size_t(i++)] = false;
                    newChanged[size_t(j++)] = false;
                } else if (lcs[size_t(i + 1) * w + size_t(j)] >= lcs[size_t(i) * w + size_t(j + 1)]) {
                    ++i;
                } else {
                    ++j;
                }
            }
        }
    }

    for (qsizetype i = 0; i < n; ++i) {
        const Token &t = a[prefix + i];
        if (oldChanged[size_t(i)])
            appendRange(result.oldRanges, t);
    }
    for (qsizetype j = 0; j < m; ++j) {
        const Token &t = b[prefix + j];
        if (newChanged[size_t(j)])
            appendRange(result.newRanges, t);
    }
    return result;
}

} // namespace heddle
