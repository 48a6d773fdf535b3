#include <core/mutation/sourcelexer.h>
#include <core/task/testcollection.h>

#include <QFileInfo>

namespace heddle {

using namespace Qt::StringLiterals;

MutationLanguage mutationLanguageForPath(const QString &path)
{
    if (isTestPath(path))
        return MutationLanguage::None;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"py")
        return MutationLanguage::Python;
    if (suffix == u"js" || suffix == u"jsx" || suffix == u"mjs" || suffix == u"cjs" || suffix == u"ts" ||
        suffix == u"tsx")
        return MutationLanguage::JavaScript;
    if (suffix == u"java")
        return MutationLanguage::Java;
    if (suffix == u"go")
        return MutationLanguage::Go;
    if (suffix == u"rs")
        return MutationLanguage::Rust;
    return MutationLanguage::None;
}

SourceLexer::SourceLexer(MutationLanguage language)
    : m_language(language)
{}

void SourceLexer::resetInsideString(char16_t quote)
{
    m_openQuote = quote;
    m_inBlockComment = false;
    m_depth = 0;
}

MaskedLine SourceLexer::next(const QString &line)
{
    MaskedLine masked;
    masked.code = line;
    masked.depthBefore = m_depth;
    masked.insideString = inString();
    const bool python = m_language == MutationLanguage::Python;
    const qsizetype n = line.size();
    qsizetype i = 0;
    auto blank = [&](qsizetype from, qsizetype to, QChar with) {
        for (qsizetype k = from; k < to && k < n; ++k)
            masked.code[k] = with;
    };
    // A string or comment left open by an earlier line.
    if (m_inBlockComment) {
        const qsizetype close = line.indexOf(u"*/"_s);
        const qsizetype end = close < 0 ? n : close + 2;
        blank(0, end, u' ');
        i = end;
        m_inBlockComment = close < 0;
    } else if (m_openQuote != 0) {
        const QString closer = python ? QString(3, QChar(m_openQuote)) : QString(QChar(m_openQuote));
        qsizetype close = -1;
        for (qsizetype k = 0; k < n; ++k) {
            if (line[k] == u'\\') {
                ++k;
                continue;
            }
            if (QStringView(line).mid(k).startsWith(closer)) {
                close = k;
                break;
            }
        }
        const qsizetype end = close < 0 ? n : close + closer.size();
        blank(0, close < 0 ? n : close, u'_');
        i = end;
        if (close >= 0)
            m_openQuote = 0;
    }
    while (i < n && m_openQuote == 0 && !m_inBlockComment) {
        const QChar c = line[i];
        const QStringView rest = QStringView(line).mid(i);
        if ((python && c == u'#') || (!python && rest.startsWith(u"//"))) {
            blank(i, n, u' ');
            break;
        }
        if (!python && rest.startsWith(u"/*")) {
            const qsizetype close = line.indexOf(u"*/"_s, i + 2);
            const qsizetype end = close < 0 ? n : close + 2;
            blank(i, end, u' ');
            i = end;
            m_inBlockComment = close < 0;
            continue;
        }
        const bool rustChar = m_language == MutationLanguage::Rust && c == u'\'';
        if ((c == u'"' || c == u'\'' || (c == u'`' && !python)) && !rustChar) {
            // Python prefixes (f, r, b, u and pairs) are letters just before the quote.
            qsizetype begin = i;
            bool formatted = c == u'`';
            if (python) {
                while (begin > 0 && line[begin - 1].isLetter() && i - begin < 2)
                    --begin;
                if (begin > 0 && (line[begin - 1].isLetterOrNumber() || line[begin - 1] == u'_'))
                    begin = i; // the end of a name, not a prefix
                formatted = line.mid(begin, i - begin).contains(u'f', Qt::CaseInsensitive);
            }
            const bool triple = python && rest.startsWith(QString(3, c));
            const qsizetype open = triple ? 3 : 1;
            qsizetype k = i + open;
            qsizetype close = -1;
            while (k < n) {
                if (line[k] == u'\\') {
                    k += 2;
                    continue;
                }
                if (triple ? QStringView(line).mid(k).startsWith(QString(3, c)) : line[k] == c) {
                    close = k;
                    break;
                }
                ++k;
            }
            if (close < 0) {
                blank(i + open, n, u'_');
                if (triple || c == u'`')
                    m_openQuote = c.unicode();
                break;
            }
            blank(i + open, close, u'_');
            masked.strings.append({begin, close + open, formatted});
            i = close + open;
            continue;
        }
        if (c == u'(' || c == u'[' || c == u'{')
            ++m_depth;
        else if ((c == u')' || c == u']' || c == u'}') && m_depth > 0)
            --m_depth;
        ++i;
    }
    masked.depthAfter = m_depth;
    masked.insideString = masked.insideString || inString();
    masked.continues = masked.code.trimmed().endsWith(u'\\');
    return masked;
}

} // namespace heddle
