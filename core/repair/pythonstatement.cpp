#include <core/repair/pythonstatement.h>

#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxStatementLines = 200;

bool isOpening(QChar c)
{
    return c == u'(' || c == u'[' || c == u'{';
}

bool isClosing(QChar c)
{
    return c == u')' || c == u']' || c == u'}';
}

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

qsizetype indentationOf(const QString &line)
{
    qsizetype n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        ++n;
    return n;
}

/// Removes a comma a joined line left before a closing bracket ("[1, 2,]"), except where it makes a tuple: the
/// one-line statement reads as a person would write it.
void dropJoinedTrailingCommas(PythonStatement &s)
{
    for (qsizetype i = s.code.size() - 1; i >= 0; --i) {
        if (s.code[i] != u',')
            continue;
        qsizetype j = i + 1;
        while (j < s.code.size() && s.code[j] == u' ')
            ++j;
        if (j >= s.code.size() || !isClosing(s.code[j]) || s.lineOf[i] == s.lineOf[j])
            continue;
        if (s.code[j] == u')') {
            const qsizetype open = openingBracket(s.code, j);
            if (open < 0 || splitTopLevel(s.code, {open + 1, i}).size() < 2)
                continue;
        }
        s.text.remove(i, 1);
        s.code.remove(i, 1);
        s.lineOf.remove(i);
        s.columnOf.remove(i);
    }
}

} // namespace

bool PythonStatement::isHeader() const
{
    // A header's colon ends the code at depth 0; a lambda's or a slice's sits inside it or before more code.
    if (!code.endsWith(u':'))
        return false;
    static const QRegularExpression keyword(
        u"^(async\\s+)?(if|elif|else|for|while|with|try|except|finally|def|class|match|case)\\b"_s);
    return keyword.match(code).hasMatch();
}

PythonFile::PythonFile(const QString &fileText)
{
    SourceLexer lexer(MutationLanguage::Python);
    const QStringList raws = fileText.split(u'\n');
    m_lines.reserve(raws.size());
    for (const QString &raw : raws) {
        const QString line = raw.endsWith(u'\r') ? raw.chopped(1) : raw;
        m_startsInString.append(lexer.inString());
        m_masked.append(lexer.next(line));
        m_lines.append(line);
    }
}

bool PythonFile::blankOrComment(int index) const
{
    return !m_startsInString[index] && m_masked[index].code.trimmed().isEmpty();
}

std::optional<PythonStatement> PythonFile::statementAt(int index) const
{
    const int n = lineCount();
    if (index < 0 || index >= n)
        return std::nullopt;
    int first = index;
    while (first > 0 && index - first < kMaxStatementLines &&
           (m_masked[first].depthBefore > 0 || m_startsInString[first] || m_masked[first - 1].continues))
        --first;
    int last = first;
    while (last + 1 < n && last - first < kMaxStatementLines &&
           (m_masked[last].depthAfter > 0 || m_masked[last].continues || m_startsInString[last + 1]))
        ++last;
    if (last < index)
        return std::nullopt;
    for (int l = first; l <= last + 1 && l < n; ++l)
        if (m_startsInString[l])
            return std::nullopt;

    PythonStatement s;
    s.firstLine = first;
    s.lastLine = last;
    QStringList comments;
    QString singleLineComment;
    for (int l = first; l <= last; ++l) {
        const QString &raw = m_lines[l];
        const QString &masked = m_masked[l].code;
        qsizetype commentAt = -1;
        for (qsizetype i = 0; i < raw.size(); ++i)
            if (raw[i] == u'#' && masked[i] == u' ') {
                commentAt = i;
                break;
            }
        qsizetype end = commentAt < 0 ? raw.size() : commentAt;
        while (end > 0 && masked[end - 1].isSpace())
            --end;
        if (commentAt >= 0) {
            comments.append(raw.mid(commentAt).trimmed());
            singleLineComment = raw.mid(end);
        }
        if (m_masked[l].continues && end > 0 && masked[end - 1] == u'\\') {
            --end;
            while (end > 0 && masked[end - 1].isSpace())
                --end;
        }
        const qsizetype begin = indentationOf(raw);
        if (l == first)
            s.indent = raw.left(begin);
        if (end <= begin)
            continue;
        if (!s.text.isEmpty() && !isOpening(s.code.back()) && !isClosing(masked[begin])) {
            s.text.append(u' ');
            s.code.append(u' ');
            s.lineOf.append(-1);
            s.columnOf.append(-1);
        }
        s.text.append(QStringView(raw).mid(begin, end - begin));
        s.code.append(QStringView(masked).mid(begin, end - begin));
        for (qsizetype i = begin; i < end; ++i) {
            s.lineOf.append(l);
            s.columnOf.append(int(i));
        }
    }
    if (comments.size() == 1 && first == last)
        s.comment = singleLineComment;
    else if (!comments.isEmpty())
        s.comment = u"  "_s + comments.join(u"  "_s);
    if (s.spansLines())
        dropJoinedTrailingCommas(s);
    return s;
}

bool PythonFile::onlyStatementOfBlock(const PythonStatement &statement) const
{
    const qsizetype indent = statement.indent.size();
    int previous = statement.firstLine - 1;
    while (previous >= 0 && blankOrComment(previous))
        --previous;
    if (previous < 0)
        return false;
    const std::optional<PythonStatement> header = statementAt(previous);
    if (!header || !header->isHeader() || header->indent.size() >= indent)
        return false;
    int next = statement.lastLine + 1;
    while (next < lineCount() && blankOrComment(next))
        ++next;
    return next >= lineCount() || indentationOf(m_lines[next]) < indent;
}

std::optional<PythonStatement> PythonFile::enclosingWith(const PythonStatement &statement, const QString &pattern) const
{
    const QRegularExpression wanted(pattern);
    static const QRegularExpression function(u"^(async\\s+)?(def|class)\\b"_s);
    qsizetype indent = statement.indent.size();
    for (int l = statement.firstLine - 1; l >= 0 && indent > 0; --l) {
        if (blankOrComment(l) || m_startsInString[l] || m_masked[l].depthBefore > 0)
            continue;
        if (l > 0 && m_masked[l - 1].continues)
            continue;
        const qsizetype here = indentationOf(m_lines[l]);
        if (here >= indent)
            continue;
        const std::optional<PythonStatement> outer = statementAt(l);
        if (!outer || function.match(outer->code).hasMatch())
            return std::nullopt;
        if (outer->code.startsWith(u"with "_s) && outer->isHeader() && wanted.match(outer->code).hasMatch())
            return outer;
        indent = here;
    }
    return std::nullopt;
}

bool PythonFile::hasLine(const QString &pattern) const
{
    const QRegularExpression wanted(pattern);
    for (int l = 0; l < lineCount(); ++l)
        if (!m_startsInString[l] && wanted.match(m_masked[l].code).hasMatch())
            return true;
    return false;
}

qsizetype closingBracket(QStringView code, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < code.size(); ++i) {
        if (isOpening(code[i]))
            ++depth;
        else if (isClosing(code[i]) && --depth == 0)
            return i;
    }
    return -1;
}

qsizetype openingBracket(QStringView code, qsizetype close)
{
    int depth = 0;
    for (qsizetype i = close; i >= 0; --i) {
        if (isClosing(code[i]))
            ++depth;
        else if (isOpening(code[i]) && --depth == 0)
            return i;
    }
    return -1;
}

TextSpan trimmedSpan(QStringView code, TextSpan s)
{
    while (s.begin < s.end && code[s.begin].isSpace())
        ++s.begin;
    while (s.end > s.begin && code[s.end - 1].isSpace())
        --s.end;
    return s;
}

QList<TextSpan> splitTopLevel(QStringView code, TextSpan within, QChar separator)
{
    QList<TextSpan> parts;
    int depth = 0;
    qsizetype start = within.begin;
    for (qsizetype i = within.begin; i < within.end; ++i) {
        const QChar c = code[i];
        if (isOpening(c))
            ++depth;
        else if (isClosing(c))
            --depth;
        else if (c == separator && depth == 0) {
            parts.append(trimmedSpan(code, {start, i}));
            start = i + 1;
        }
    }
    const TextSpan last = trimmedSpan(code, {start, within.end});
    if (!last.isEmpty() || !parts.isEmpty())
        parts.append(last);
    return parts;
}

std::optional<PythonComparison> splitComparison(QStringView code, TextSpan s)
{
    QList<PythonComparison> found;
    int depth = 0;
    for (qsizetype i = s.begin; i < s.end; ++i) {
        const QChar c = code[i];
        if (isOpening(c)) {
            ++depth;
            continue;
        }
        if (isClosing(c)) {
            --depth;
            continue;
        }
        if (depth != 0)
            continue;
        const QStringView rest = code.mid(i, s.end - i);
        if (isIdentifierChar(c) && (i == s.begin || !isIdentifierChar(code[i - 1]))) {
            qsizetype e = i;
            while (e < s.end && isIdentifierChar(code[e]))
                ++e;
            const QStringView word = code.mid(i, e - i);
            if (word == u"lambda" || word == u"if" || word == u"for")
                return std::nullopt;
            static const QRegularExpression isNot(u"^is\\s+not\\b"_s);
            static const QRegularExpression notIn(u"^not\\s+in\\b"_s);
            QRegularExpressionMatch m;
            if ((m = isNot.match(rest)).hasMatch() || (m = notIn.match(rest)).hasMatch()) {
                found.append({{}, {i, i + m.capturedLength()}, {}, m.captured().simplified()});
                i += m.capturedLength() - 1;
                continue;
            }
            if (word == u"is" || word == u"in")
                found.append({{}, {i, e}, {}, word.toString()});
            i = e - 1;
            continue;
        }
        for (const QStringView op : {u"==", u"!=", u"<=", u">="}) {
            if (rest.startsWith(op)) {
                found.append({{}, {i, i + 2}, {}, op.toString()});
                ++i;
                break;
            }
        }
        if (!found.isEmpty() && found.back().op.end > i)
            continue;
        if (c == u'<' || c == u'>') {
            const bool shift = rest.startsWith(u"<<") || rest.startsWith(u">>");
            const bool arrow = c == u'>' && i > s.begin && code[i - 1] == u'-';
            if (shift) {
                ++i;
                continue;
            }
            if (!arrow)
                found.append({{}, {i, i + 1}, {}, QString(c)});
        }
    }
    if (found.size() != 1)
        return std::nullopt;
    PythonComparison cmp = found.front();
    cmp.left = trimmedSpan(code, {s.begin, cmp.op.begin});
    cmp.right = trimmedSpan(code, {cmp.op.end, s.end});
    if (cmp.left.isEmpty() || cmp.right.isEmpty())
        return std::nullopt;
    return cmp;
}

std::optional<PythonCall> asCall(QStringView code, TextSpan s)
{
    s = trimmedSpan(code, s);
    if (s.isEmpty() || code[s.end - 1] != u')')
        return std::nullopt;
    const qsizetype open = openingBracket(code, s.end - 1);
    if (open <= s.begin)
        return std::nullopt;
    PythonCall call;
    call.callee = trimmedSpan(code, {s.begin, open});
    static const QRegularExpression dotted(u"^[A-Za-z_]\\w*(\\s*\\.\\s*[A-Za-z_]\\w*)*$"_s);
    if (!dotted.match(code.mid(call.callee.begin, call.callee.size())).hasMatch())
        return std::nullopt;
    call.open = open;
    call.close = s.end - 1;
    call.arguments = splitTopLevel(code, {open + 1, s.end - 1});
    // A trailing comma leaves an empty last part.
    if (!call.arguments.isEmpty() && call.arguments.back().isEmpty())
        call.arguments.removeLast();
    return call;
}

std::pair<QString, TextSpan> keywordArgument(QStringView code, TextSpan argument)
{
    static const QRegularExpression keyword(u"^([A-Za-z_]\\w*)\\s*=(?!=)"_s);
    const QRegularExpressionMatch m = keyword.match(code.mid(argument.begin, argument.size()));
    if (!m.hasMatch())
        return {QString(), argument};
    return {m.captured(1), trimmedSpan(code, {argument.begin + m.capturedLength(), argument.end})};
}

QString calleeName(const PythonStatement &statement, const PythonCall &call)
{
    const QString callee = statement.textOf(call.callee);
    return callee.mid(callee.lastIndexOf(u'.') + 1).trimmed();
}

std::optional<PythonAssert> asAssert(const PythonStatement &statement)
{
    static const QRegularExpression keyword(u"^assert\\b\\s*"_s);
    const QRegularExpressionMatch m = keyword.match(statement.code);
    if (!m.hasMatch())
        return std::nullopt;
    const QList<TextSpan> parts = splitTopLevel(statement.code, {m.capturedLength(), statement.code.size()});
    if (parts.isEmpty() || parts.size() > 2 || parts.front().isEmpty())
        return std::nullopt;
    PythonAssert a{parts.front(), parts.size() == 2 ? parts.back() : TextSpan{}};
    // "assert(x == y)": the parentheses group the test, they do not make a tuple.
    if (statement.code[a.test.begin] == u'(' && closingBracket(statement.code, a.test.begin) == a.test.end - 1 &&
        splitTopLevel(statement.code, {a.test.begin + 1, a.test.end - 1}).size() == 1)
        a.test = trimmedSpan(statement.code, {a.test.begin + 1, a.test.end - 1});
    return a;
}

namespace {

QString decodeEscapes(QStringView body)
{
    QString out;
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (body[i] != u'\\' || i + 1 >= body.size()) {
            out.append(body[i]);
            continue;
        }
        const QChar e = body[++i];
        auto hex = [&](int digits) {
            bool ok = false;
            const uint value = body.mid(i + 1, digits).toUInt(&ok, 16);
            if (!ok || i + digits >= body.size()) {
                out.append(u'\\');
                out.append(e);
                return;
            }
            const char32_t cp = value;
            out.append(QString::fromUcs4(&cp, 1));
            i += digits;
        };
        switch (e.unicode()) {
        case u'n': out.append(u'\n'); break;
        case u't': out.append(u'\t'); break;
        case u'r': out.append(u'\r'); break;
        case u'\\': out.append(u'\\'); break;
        case u'\'': out.append(u'\''); break;
        case u'"': out.append(u'"'); break;
        case u'a': out.append(QChar(7)); break;
        case u'b': out.append(QChar(8)); break;
        case u'f': out.append(QChar(12)); break;
        case u'v': out.append(QChar(11)); break;
        case u'0': out.append(QChar(0)); break;
        case u'x': hex(2); break;
        case u'u': hex(4); break;
        case u'U': hex(8); break;
        default: out.append(u'\\'); out.append(e);
        }
    }
    return out;
}

} // namespace

std::optional<QString> stringLiteralValue(const PythonStatement &statement, TextSpan s)
{
    s = trimmedSpan(statement.code, s);
    if (s.isEmpty())
        return std::nullopt;
    static const QRegularExpression literal(u"^\\s*([rRbBuU]{0,2})(\"\"\"|'''|\"|')"_s);
    QString value;
    qsizetype at = s.begin;
    while (at < s.end) {
        const QRegularExpressionMatch m = literal.match(statement.codeOf({at, s.end}));
        if (!m.hasMatch())
            return std::nullopt;
        const QString quote = m.captured(2);
        const qsizetype bodyBegin = at + m.capturedLength();
        const qsizetype close = statement.code.indexOf(quote, bodyBegin);
        if (close < 0 || close + quote.size() > s.end)
            return std::nullopt;
        const QStringView body = QStringView(statement.text).mid(bodyBegin, close - bodyBegin);
        value += m.captured(1).contains(u'r', Qt::CaseInsensitive) ? body.toString() : decodeEscapes(body);
        at = close + quote.size();
        while (at < s.end && statement.code[at].isSpace())
            ++at;
    }
    return value;
}

bool isNumberLiteral(QStringView code)
{
    static const QRegularExpression number(
        u"^[-+]?\\s*(0[xXoObB][0-9a-fA-F_]+|(\\d[\\d_]*(\\.[\\d_]*)?|\\.\\d[\\d_]*)([eE][-+]?\\d+)?j?)$"_s);
    return number.match(code).hasMatch();
}

bool isNameOrAttribute(QStringView code)
{
    static const QRegularExpression name(u"^[A-Za-z_]\\w*(\\s*\\.\\s*[A-Za-z_]\\w*)*$"_s);
    return name.match(code).hasMatch();
}

bool isPrimary(QStringView code)
{
    qsizetype i = 0;
    if (i >= code.size() || !(code[i].isLetter() || code[i] == u'_'))
        return false;
    while (i < code.size()) {
        if (isIdentifierChar(code[i])) {
            ++i;
        } else if (code[i] == u'.' && i + 1 < code.size() && (code[i + 1].isLetter() || code[i + 1] == u'_')) {
            ++i;
        } else if (code[i] == u'(' || code[i] == u'[') {
            const qsizetype close = closingBracket(code, i);
            if (close < 0)
                return false;
            i = close + 1;
        } else {
            return false;
        }
    }
    return true;
}

QString pythonStringLiteral(const QString &value)
{
    const bool hasBackslash = value.contains(u'\\');
    const bool rawFits =
        !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r') && !value.endsWith(u'\\');
    if (hasBackslash && rawFits)
        return u"r\""_s + value + u'"';
    QString out = u"\""_s;
    for (QChar c : value) {
        if (c == u'\\' || c == u'"')
            out.append(u'\\');
        if (c == u'\n')
            out.append(u"\\n"_s);
        else if (c == u'\r')
            out.append(u"\\r"_s);
        else if (c == u'\t')
            out.append(u"\\t"_s);
        else
            out.append(c);
    }
    return out + u'"';
}

QString regexEscape(const QString &text)
{
    static const QString special = u"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"_s;
    QString out;
    for (QChar c : text) {
        if (special.contains(c))
            out.append(u'\\');
        out.append(c);
    }
    return out;
}

} // namespace heddle
