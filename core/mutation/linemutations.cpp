#include <core/mutation/linemutations.h>

#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct Swap {
    QStringView from;
    QStringView to;
    const char16_t *op;
};

// Longest first, so that "<=" is never read as "<".
constexpr Swap kPythonOperators[] = {
    {u"<=", u"<", u"comparison"},  {u">=", u">", u"comparison"},  {u"==", u"!=", u"comparison"},
    {u"!=", u"==", u"comparison"}, {u"+=", u"-=", u"arithmetic"}, {u"-=", u"+=", u"arithmetic"},
    {u"//", u"/", u"arithmetic"},  {u"**", u"*", u"arithmetic"},  {u"<", u"<=", u"comparison"},
    {u">", u">=", u"comparison"},  {u"+", u"-", u"arithmetic"},   {u"-", u"+", u"arithmetic"},
    {u"*", u"/", u"arithmetic"},   {u"/", u"*", u"arithmetic"},   {u"%", u"//", u"arithmetic"},
};
constexpr Swap kBraceOperators[] = {
    {u"===", u"!==", u"comparison"}, {u"!==", u"===", u"comparison"}, {u"&&", u"||", u"boolean"},
    {u"||", u"&&", u"boolean"},      {u"<=", u"<", u"comparison"},    {u">=", u">", u"comparison"},
    {u"==", u"!=", u"comparison"},   {u"!=", u"==", u"comparison"},   {u"+=", u"-=", u"arithmetic"},
    {u"-=", u"+=", u"arithmetic"},   {u"<", u"<=", u"comparison"},    {u">", u">=", u"comparison"},
    {u"+", u"-", u"arithmetic"},     {u"-", u"+", u"arithmetic"},     {u"*", u"/", u"arithmetic"},
    {u"/", u"*", u"arithmetic"},     {u"%", u"*", u"arithmetic"},
};

const QString kOperatorChars = u"<>=!+-*/%&|^~:@"_s;

QString quoted(QStringView text)
{
    return u'`' + text.trimmed().toString() + u'`';
}

QString describe(QStringView from, QStringView to)
{
    return quoted(from) + u" -> "_s + quoted(to);
}

QString replaced(const QString &line, qsizetype at, qsizetype length, QStringView with)
{
    QString out = line;
    out.replace(at, length, with.toString());
    return out;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

/// A whole word of code at [at, at + word.size()).
bool wordAt(const QString &code, qsizetype at, QStringView word)
{
    return QStringView(code).mid(at).startsWith(word) && (at == 0 || !isWordChar(code[at - 1])) &&
           (at + word.size() >= code.size() || !isWordChar(code[at + word.size()]));
}

/// Binary operators only: formatted code (black, prettier, gofmt, rustfmt) spaces them on both sides, while unary
/// signs, `*args`, generics `<T>`, slices and the like have no space on one side.
void operatorSwaps(const QString &line, const QString &code, MutationLanguage language, QList<LineMutation> &out)
{
    const bool python = language == MutationLanguage::Python;
    const qsizetype n = code.size();
    qsizetype i = 0;
    while (i < n) {
        if (!kOperatorChars.contains(code[i])) {
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < n && kOperatorChars.contains(code[end]))
            ++end;
        const QStringView token = QStringView(code).mid(i, end - i);
        const bool spaced = i > 0 && code[i - 1] == u' ' && end < n && code[end] == u' ';
        if (spaced) {
            const auto table = python ? QList<Swap>(std::begin(kPythonOperators), std::end(kPythonOperators))
                                      : QList<Swap>(std::begin(kBraceOperators), std::end(kBraceOperators));
            for (const Swap &s : table)
                if (token == s.from) {
                    out.append(
                        {QString::fromUtf16(s.op), describe(s.from, s.to), replaced(line, i, token.size(), s.to)});
                    break;
                }
        }
        i = end;
    }
    if (!python)
        return;
    // Python's word operators.
    const QStringList words{u"and"_s, u"or"_s, u"is not"_s, u"is"_s, u"not in"_s, u"in"_s};
    const QString trimmed = code.trimmed();
    const bool forLoop = trimmed.startsWith(u"for "_s) || trimmed.contains(u" for "_s);
    for (qsizetype at = 0; at < n; ++at) {
        for (const QString &w : words) {
            if (!wordAt(code, at, w) || at == 0 || code[at - 1] != u' ')
                continue;
            if ((w == u"in" && forLoop) || (w == u"is" && wordAt(code, at, u"is not")) ||
                (w == u"in" && at >= 4 && QStringView(code).mid(at - 4, 4) == u"not "))
                continue;
            QString to = w == u"and"      ? u"or"_s
                         : w == u"or"     ? u"and"_s
                         : w == u"is not" ? u"is"_s
                         : w == u"is"     ? u"is not"_s
                         : w == u"not in" ? u"in"_s
                                          : u"not in"_s;
            const QString op = (w == u"and" || w == u"or") ? u"boolean"_s : u"comparison"_s;
            out.append({op, describe(w, to), replaced(line, at, w.size(), to)});
            at += w.size() - 1;
            break;
        }
    }
}

void negations(const QString &line, const QString &code, MutationLanguage language, QList<LineMutation> &out)
{
    const bool python = language == MutationLanguage::Python;
    const QString trimmed = code.trimmed();
    const qsizetype indent = code.indexOf(trimmed.isEmpty() ? QString() : trimmed.left(1));
    if (python) {
        static const QRegularExpression header(u"^(if|elif|while) (.+):\\s*$"_s);
        const QRegularExpressionMatch m = header.match(trimmed);
        if (m.hasMatch() && !m.captured(2).startsWith(u"not "_s)) {
            const qsizetype begin = indent + m.capturedStart(2);
            const qsizetype length = m.capturedLength(2);
            const QString condition = line.mid(begin, length);
            out.append({u"negation"_s, describe(condition, QString(u"not (" + condition + u')')),
                        replaced(line, begin, length, QString(u"not (" + condition + u')'))});
        }
        for (qsizetype at = 0; at + 4 <= code.size(); ++at)
            if (wordAt(code, at, u"not") && at + 4 < code.size() && code[at + 3] == u' ' &&
                !wordAt(code, at + 4, u"in") && !(at >= 3 && QStringView(code).mid(at - 3, 3) == u"is "))
                out.append({u"negation"_s, describe(u"not ", u""), replaced(line, at, 4, u"")});
    } else {
        static const QRegularExpression header(u"^(?:\\} )?(?:else )?(if|while) \\("_s);
        const QRegularExpressionMatch m = header.match(trimmed);
        if (m.hasMatch()) {
            const qsizetype open = indent + m.capturedEnd(0) - 1;
            int depth = 0;
            qsizetype close = -1;
            for (qsizetype k = open; k < code.size(); ++k) {
                depth += code[k] == u'(' ? 1 : code[k] == u')' ? -1 : 0;
                if (depth == 0) {
                    close = k;
                    break;
                }
            }
            if (close > open) {
                const QString condition = line.mid(open + 1, close - open - 1);
                out.append({u"negation"_s, describe(condition, QString(u"!(" + condition + u')')),
                            replaced(line, open + 1, close - open - 1, QString(u"!(" + condition + u')'))});
            }
        }
        for (qsizetype at = 0; at + 1 < code.size(); ++at)
            if (code[at] == u'!' && code[at + 1] != u'=' && (at == 0 || !isWordChar(code[at - 1])) &&
                (isWordChar(code[at + 1]) || code[at + 1] == u'('))
                out.append({u"negation"_s, describe(u"!", u""), replaced(line, at, 1, u"")});
    }
}

void constants(const QString &line, const MaskedLine &masked, MutationLanguage language, QList<LineMutation> &out)
{
    const QString &code = masked.code;
    const bool python = language == MutationLanguage::Python;
    const QStringView t = python ? u"True" : u"true";
    const QStringView f = python ? u"False" : u"false";
    for (qsizetype at = 0; at < code.size(); ++at) {
        if (wordAt(code, at, t))
            out.append({u"constant"_s, describe(t, f), replaced(line, at, t.size(), f)});
        else if (wordAt(code, at, f))
            out.append({u"constant"_s, describe(f, t), replaced(line, at, f.size(), t)});
    }
    // Integer literals: 0 and 1 swap, others are off by one.
    static const QRegularExpression integer(u"(?<![\\w.])\\d+(?![\\w.])"_s);
    for (auto it = integer.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        bool ok = false;
        const qlonglong value = m.captured().toLongLong(&ok);
        if (!ok || (m.captured().size() > 1 && m.captured().startsWith(u'0')))
            continue;
        const QString to = value == 0 ? u"1"_s : value == 1 ? u"0"_s : QString::number(value + 1);
        out.append(
            {u"constant"_s, describe(m.captured(), to), replaced(line, m.capturedStart(), m.capturedLength(), to)});
    }
    // Strings become empty (an empty one non-empty), except messages: a raise, assert or log call's text is what a
    // test of behaviour rightly ignores.
    const QString trimmed = code.trimmed();
    static const QRegularExpression message(
        u"^(raise|assert|throw|panic|log|logger|logging|console|print|warnings)\\b"_s);
    if (message.match(trimmed).hasMatch())
        return;
    for (const StringSpan &s : masked.strings) {
        if (s.formatted)
            continue;
        const QString literal = line.mid(s.begin, s.end - s.begin);
        qsizetype quote = 0;
        while (quote < literal.size() && literal[quote].isLetter())
            ++quote;
        const QChar q = quote < literal.size() ? literal.at(quote) : QChar(u'"');
        const bool empty = literal.size() - quote == 2;
        const QString to = empty ? QString(QString(q) + u"mutant"_s + q) : QString(QString(q) + q);
        if (literal.size() - quote >= 6 && literal.mid(quote, 3) == QString(3, q))
            continue; // a docstring-like literal
        out.append({u"constant"_s, describe(literal, to), replaced(line, s.begin, s.end - s.begin, to)});
    }
}

QString nullFor(MutationLanguage language)
{
    switch (language) {
    case MutationLanguage::Python: return u"None"_s;
    case MutationLanguage::JavaScript:
    case MutationLanguage::Java: return u"null"_s;
    case MutationLanguage::Go: return u"nil"_s;
    case MutationLanguage::Rust:
    case MutationLanguage::None: break;
    }
    return {};
}

} // namespace

QList<LineMutation> mutateLine(const QString &line, const MaskedLine &masked, MutationLanguage language)
{
    QList<LineMutation> out;
    if (language == MutationLanguage::None || masked.insideString || line.size() != masked.code.size())
        return out;
    const QString &code = masked.code;
    const QString trimmed = code.trimmed();
    if (trimmed.isEmpty() || trimmed.trimmed() == u"_"_s)
        return out;
    const bool python = language == MutationLanguage::Python;
    // A line that is only a string (a docstring, a string in a list) has nothing but text to change.
    if (masked.strings.size() == 1 && QStringView(line).trimmed().size() == masked.strings.first().end -
                                                                                masked.strings.first().begin +
                                                                                (trimmed.endsWith(u',') ? 1 : 0))
        return out;
    static const QRegularExpression declaration(
        u"^(import|from|package|use|#|@|def |class |async def |struct |enum |type |interface |fn |pub fn |func )"_s);
    if (declaration.match(trimmed).hasMatch() && !trimmed.startsWith(u"def "_s) && !trimmed.startsWith(u"fn "_s))
        return out;
    const bool signature =
        trimmed.startsWith(u"def "_s) || trimmed.startsWith(u"fn "_s) || trimmed.startsWith(u"async def "_s);
    const qsizetype lead = line.indexOf(QStringView(line).trimmed().left(1));
    const QString leading = line.left(lead);

    if (!signature) {
        operatorSwaps(line, code, language, out);
        negations(line, code, language, out);
    }
    constants(line, masked, language, out);

    const bool complete = masked.depthBefore == 0 && masked.depthAfter == 0 && !masked.continues;
    if (!complete || signature)
        return out;
    // return X -> return None / null / nil; booleans already swap above.
    static const QRegularExpression ret(u"^return (.+?);?$"_s);
    if (const QRegularExpressionMatch m = ret.match(trimmed); m.hasMatch()) {
        const QString value = m.captured(1).trimmed();
        const QString none = nullFor(language);
        if (!none.isEmpty() && value != none && value != u"true" && value != u"false" && value != u"True" &&
            value != u"False")
            out.append({u"return"_s, describe(value, none),
                        leading + u"return "_s + none + (trimmed.endsWith(u';') ? u";"_s : QString())});
        return out;
    }
    // Deleting a simple statement: Python keeps the line as `pass` so that a block never ends up empty.
    static const QRegularExpression compound(
        u"^(if|elif|else|for|while|try|except|finally|with|return|pass|break|continue|global|nonlocal|yield|case|"
        u"switch|default|do|let|const|var|final|import|package|\\}|\\)|\\]|\\{)\\b"_s);
    if (compound.match(trimmed).hasMatch() || trimmed.startsWith(u'}') || trimmed.startsWith(u')') ||
        trimmed.endsWith(u':') || trimmed.endsWith(u'{') || trimmed.endsWith(u',') || trimmed == u"..." ||
        trimmed.contains(u":="_s) || (python && trimmed.startsWith(u'_')))
        return out;
    if (!python && !trimmed.endsWith(u';') && language != MutationLanguage::Go)
        return out;
    static const QRegularExpression call(u"^[A-Za-z_][\\w.]*(\\(.*\\))\\s*;?$"_s);
    const bool isCall = call.match(trimmed).hasMatch() && !trimmed.startsWith(u"raise"_s);
    const QString op = isCall ? u"call"_s : u"statement"_s;
    const QString what = isCall ? u"the call"_s : u"the statement"_s;
    if (python)
        out.append({op, describe(line, u"pass"), leading + u"pass"_s});
    else
        out.append({op, what + u' ' + quoted(line) + u" removed"_s, {}, true});
    // A call replaced by its only argument: `x = f(y)` -> `x = y`.
    static const QRegularExpression wrapped(u"= ([A-Za-z_][\\w.]*)\\(([A-Za-z_][\\w.]*)\\);?$"_s);
    if (const QRegularExpressionMatch m = wrapped.match(code); m.hasMatch())
        out.append({u"call"_s, describe(QString(m.captured(1) + u'(' + m.captured(2) + u')'), m.captured(2)),
                    replaced(line, m.capturedStart(1), m.capturedEnd(2) + 1 - m.capturedStart(1), m.captured(2))});
    return out;
}

} // namespace heddle
