// Rewrites of checks of text: the exact message of an exception, a private name, the repr of an object.
#include <core/repair/statementrewrite.h>

#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxExpected = 2000;
constexpr qsizetype kMaxRunWords = 12;

const QRegularExpression::PatternOptions kWords =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

/// The plain-text pieces of a regular expression: what it matches literally, between anchors, classes, groups and
/// quantifiers (a quantified character is left out: it may be absent or repeated).
QStringList literalPieces(const QString &pattern)
{
    QStringList pieces;
    QString current;
    auto cut = [&] {
        if (!current.isEmpty())
            pieces.append(current);
        current.clear();
    };
    static const QRegularExpression quantifier(u"^\\{\\d+(,\\d*)?\\}"_s);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'\\' && i + 1 < pattern.size()) {
            const QChar e = pattern[++i];
            if (e.isLetterOrNumber())
                cut(); // \d, \s, \b, \1: a class or an anchor, not a character
            else
                current.append(e);
        } else if (c == u'[') {
            qsizetype k = i + 1;
            if (k < pattern.size() && pattern[k] == u'^')
                ++k;
            if (k < pattern.size() && pattern[k] == u']')
                ++k;
            while (k < pattern.size() && pattern[k] != u']')
                k += pattern[k] == u'\\' ? 2 : 1;
            i = k;
            cut();
        } else if (c == u'*' || c == u'+' || c == u'?' ||
                   (c == u'{' && quantifier.match(QStringView(pattern).mid(i)).hasMatch())) {
            if (!current.isEmpty())
                current.chop(1);
            if (c == u'{')
                i = pattern.indexOf(u'}', i);
            cut();
        } else if (c == u'^' || c == u'$' || c == u'.' || c == u'|' || c == u'(' || c == u')') {
            cut();
        } else {
            current.append(c);
        }
    }
    cut();
    return pieces;
}

/// Words that only join others: a phrase does not begin or end with one, so that it holds no more than it needs.
bool isGrammatical(const QString &word)
{
    static const QStringList words = {u"the"_s,  u"a"_s,    u"an"_s,  u"and"_s, u"or"_s,  u"of"_s,  u"to"_s,
                                      u"in"_s,   u"on"_s,   u"for"_s, u"is"_s,  u"are"_s, u"be"_s,  u"was"_s,
                                      u"with"_s, u"by"_s,   u"at"_s,  u"as"_s,  u"it"_s,  u"its"_s, u"this"_s,
                                      u"that"_s, u"from"_s, u"has"_s, u"have"_s};
    return words.contains(word.toLower());
}

/// Words that say nothing of what went wrong: a phrase of only these would match almost any message.
bool isStopWord(const QString &word)
{
    static const QStringList words = {u"must"_s, u"should"_s, u"can"_s,     u"cannot"_s, u"no"_s,
                                      u"not"_s,  u"error"_s,  u"invalid"_s, u"value"_s};
    return isGrammatical(word) || words.contains(word.toLower());
}

struct Phrase {
    QString text;
    bool casingDiffers = false; // the statement writes it in other letter cases
};

/// The longest run of words of the expected text that the task's statement also uses, as the expected text writes
/// it: the part of the message a valid patch most likely words the same. Words are joined by blanks, a hyphen or an
/// apostrophe; a run of only short or common words says nothing and is not taken.
std::optional<Phrase> sharedPhrase(const QString &expected, bool regex, const QString &statementText)
{
    if (expected.size() > kMaxExpected || statementText.isEmpty())
        return std::nullopt;
    static const QRegularExpression wordPattern(u"\\w+"_s, QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression joiner(u"^(\\s+|[-'\u2019])$"_s);
    std::optional<Phrase> best;
    qsizetype bestWords = 0;
    qsizetype bestLength = 0;
    for (const QString &piece : regex ? literalPieces(expected) : QStringList{expected}) {
        QList<TextSpan> words;
        for (const QRegularExpressionMatch &m : wordPattern.globalMatch(piece))
            words.append({m.capturedStart(), m.capturedEnd()});
        qsizetype runStart = 0;
        for (qsizetype w = 0; w <= words.size(); ++w) {
            const bool ends =
                w == words.size() ||
                (w > runStart &&
                 !joiner.match(QStringView(piece).mid(words[w - 1].end, words[w].begin - words[w - 1].end)).hasMatch());
            if (!ends)
                continue;
            for (qsizetype a = runStart; a < w; ++a) {
                for (qsizetype b = a; b < w && b - a < kMaxRunWords; ++b) {
                    const qsizetype count = b - a + 1;
                    const QString text = piece.mid(words[a].begin, words[b].end - words[a].begin);
                    if (count < bestWords || (count == bestWords && text.size() <= bestLength) ||
                        isGrammatical(piece.mid(words[a].begin, words[a].size())) ||
                        isGrammatical(piece.mid(words[b].begin, words[b].size())))
                        continue;
                    bool meaningful = false;
                    QString pattern = u"(?<!\\w)"_s;
                    for (qsizetype k = a; k <= b; ++k) {
                        const QString word = piece.mid(words[k].begin, words[k].size());
                        bool number = false;
                        word.toLongLong(&number);
                        meaningful = meaningful || (word.size() >= 3 && !number && !isStopWord(word));
                        if (k > a) {
                            const QString gap = piece.mid(words[k - 1].end, words[k].begin - words[k - 1].end);
                            pattern += gap.trimmed().isEmpty() ? u"\\s+"_s : QRegularExpression::escape(gap);
                        }
                        pattern += QRegularExpression::escape(word);
                    }
                    if (!meaningful)
                        continue;
                    const QRegularExpressionMatch found =
                        QRegularExpression(pattern + u"(?!\\w)"_s, kWords).match(statementText);
                    if (!found.hasMatch())
                        continue;
                    best = Phrase{text, found.captured().simplified() != text.simplified()};
                    bestWords = count;
                    bestLength = text.size();
                }
            }
            runStart = w;
        }
    }
    return best;
}

/// The text a match= or assertRaisesRegex argument expects, and whether it is a regular expression
/// (re.escape("...") is not).
std::optional<std::pair<QString, bool>> expectedPattern(const PythonStatement &s, TextSpan value)
{
    if (const std::optional<QString> literal = stringLiteralValue(s, value))
        return std::pair(*literal, true);
    for (const QString &escape : {u"re.escape"_s, u"escape"_s})
        if (const std::optional<TextSpan> inner = singleArgumentOf(s, value, escape))
            if (const std::optional<QString> literal = stringLiteralValue(s, *inner))
                return std::pair(*literal, false);
    return std::nullopt;
}

/// The pattern argument replaced by the statement's words: as the test writes them, then in any letter case when the
/// statement writes them otherwise.
QList<StatementRewrite> phrasePatterns(const RelaxContext &c, const PythonStatement &s, TextSpan value)
{
    QList<StatementRewrite> out;
    const std::optional<std::pair<QString, bool>> expected = expectedPattern(s, value);
    if (!expected)
        return out;
    const std::optional<Phrase> phrase = sharedPhrase(expected->first, expected->second, c.input.statementText);
    if (!phrase)
        return out;
    const QString escaped = regexEscape(phrase->text);
    out.append(edited(s, {{value.begin, value.end, pythonStringLiteral(escaped)}},
                      Relaxations::tr("matches only the words \"%1\", which the task's statement uses, instead of "
                                      "the whole message")
                          .arg(phrase->text)));
    if (phrase->casingDiffers)
        out.append(edited(s, {{value.begin, value.end, pythonStringLiteral(u"(?i)"_s + escaped)}},
                          Relaxations::tr("matches only the words \"%1\", which the task's statement uses, in any "
                                          "letter case, instead of the whole message")
                              .arg(phrase->text)));
    return out;
}

/// pytest.raises(E, match=...) and pytest.warns(W, match=...): the words, then no match at all.
std::optional<QList<StatementRewrite>> relaxMatchKeyword(const RelaxContext &c, const PythonStatement &s)
{
    static const QRegularExpression raises(u"\\b(raises|warns|deprecated_call)\\s*\\("_s);
    for (const QRegularExpressionMatch &m : raises.globalMatch(s.code)) {
        const qsizetype open = m.capturedEnd() - 1;
        const qsizetype close = closingBracket(s.code, open);
        if (close < 0)
            continue;
        QList<TextSpan> arguments = splitTopLevel(s.code, {open + 1, close});
        if (!arguments.isEmpty() && arguments.back().isEmpty())
            arguments.removeLast();
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            const auto [keyword, value] = keywordArgument(s.code, arguments[i]);
            if (keyword != u"match")
                continue;
            QList<StatementRewrite> out = phrasePatterns(c, s, value);
            const TextSpan cut = i > 0 ? TextSpan{arguments[i - 1].end, arguments[i].end}
                                       : TextSpan{arguments[i].begin,
                                                  i + 1 < arguments.size() ? arguments[i + 1].begin : arguments[i].end};
            out.append(edited(s, {{cut.begin, cut.end, {}}},
                              Relaxations::tr("keeps the expected exception and no longer matches its message")));
            return out;
        }
    }
    return std::nullopt;
}

/// unittest's assertRaisesRegex(E, "...") (a call or a with): the words, then assertRaises(E).
std::optional<QList<StatementRewrite>> relaxRegexAssertion(const RelaxContext &c, const PythonStatement &s)
{
    static const QRegularExpression regexAssert(u"\\bassert(Raises|Warns)Regexp?\\s*\\("_s);
    const QRegularExpressionMatch m = regexAssert.match(s.code);
    if (!m.hasMatch())
        return std::nullopt;
    const qsizetype open = m.capturedEnd() - 1;
    const qsizetype close = closingBracket(s.code, open);
    const QList<TextSpan> arguments = close < 0 ? QList<TextSpan>() : splitTopLevel(s.code, {open + 1, close});
    if (arguments.size() < 2 || !keywordArgument(s.code, arguments[1]).first.isEmpty())
        return std::nullopt;
    QList<StatementRewrite> out = phrasePatterns(c, s, arguments[1]);
    const TextSpan name{m.capturedStart(), open};
    const QString plain = u"assert"_s + m.captured(1);
    out.append(
        edited(s, {{name.begin, name.end, plain}, {arguments[0].end, arguments[1].end, {}}},
               Relaxations::tr("keeps the expected exception (%1) and no longer matches its message").arg(plain)));
    return out;
}

/// The expression a message check reads, as text: str(...) kept, anything else passed through str().
QString asText(const PythonStatement &s, TextSpan message)
{
    static const QRegularExpression text(u"\\.\\s*text$"_s);
    if (singleArgumentOf(s, message, u"str"_s) || text.match(s.codeOf(message)).hasMatch())
        return s.textOf(message);
    return u"str("_s + s.textOf(message) + u')';
}

/// The names the file binds to caught exceptions (`with pytest.raises(E) as caught:`).
QStringList caughtNamesOf(const PythonFile &file)
{
    QString text;
    for (int i = 0; i < file.lineCount(); ++i)
        text += file.line(i) + u'\n';
    return caughtNames(text);
}

/// Whether the expression reads a message: an exception's text, its args, a log's text.
bool readsMessage(const PythonStatement &s, TextSpan side, const QStringList &caught)
{
    const QString code = withCaughtNames(s.codeOf(side), caught);
    for (const QString &pattern : assertionClassInfo(AssertionClass::ExactMessage).linePatterns)
        if (QRegularExpression(pattern).match(code).hasMatch())
            return true;
    return false;
}

/// `assert str(e) == "..."`, `assert "..." in str(e)` and unittest's assertEqual/assertIn of a message.
std::optional<QList<StatementRewrite>> relaxComparedMessage(const RelaxContext &c, const PythonStatement &s)
{
    const QStringList caught = caughtNamesOf(c.file);
    TextSpan literal;
    TextSpan message;
    bool substring = false; // the check already looks for the text inside the message
    std::function<QString(const QString &, const QString &)> write;
    if (const std::optional<PythonAssert> a = asAssert(s)) {
        const std::optional<PythonComparison> cmp = splitComparison(s.code, a->test);
        if (!cmp || (cmp->opText != u"==" && cmp->opText != u"in"))
            return std::nullopt;
        const bool messageLeft = cmp->opText == u"==" && readsMessage(s, cmp->left, caught);
        literal = messageLeft ? cmp->right : cmp->left;
        message = messageLeft ? cmp->left : cmp->right;
        substring = cmp->opText == u"in";
        const QString suffix = assertMessageSuffix(s, *a);
        write = [suffix](const QString &words, const QString &text) -> QString {
            return u"assert "_s + words + u" in "_s + text + suffix;
        };
    } else if (const std::optional<PythonCall> call = asCall(s.code, s.whole())) {
        const QString name = calleeName(s, *call);
        static const QStringList equal = {u"assertEqual"_s, u"assertEquals"_s, u"assertMultiLineEqual"_s};
        if ((!equal.contains(name) && name != u"assertIn") || call->arguments.size() < 2)
            return std::nullopt;
        const bool messageFirst = name != u"assertIn" && readsMessage(s, call->arguments[0], caught);
        literal = messageFirst ? call->arguments[1] : call->arguments[0];
        message = messageFirst ? call->arguments[0] : call->arguments[1];
        substring = name == u"assertIn";
        QString rest;
        for (qsizetype i = 2; i < call->arguments.size(); ++i)
            rest += u", "_s + s.textOf(call->arguments[i]);
        const QString prefix = calleePrefix(s, *call);
        write = [prefix, rest](const QString &words, const QString &text) -> QString {
            return prefix + u"assertIn("_s + words + u", "_s + text + rest + u')';
        };
    } else {
        return std::nullopt;
    }
    if (!readsMessage(s, message, caught))
        return std::nullopt;
    const std::optional<QString> expected = stringLiteralValue(s, literal);
    static const QRegularExpression formatted(u"^[rR]?[fF][rR]?['\"]"_s);
    if (!expected) {
        // An f-string's words are partly code: the check can only go.
        if (!formatted.match(s.codeOf(literal)).hasMatch())
            return std::nullopt;
        const std::optional<StatementRewrite> drop = dropped(c, s);
        return drop ? QList<StatementRewrite>{*drop} : QList<StatementRewrite>();
    }
    QList<StatementRewrite> out;
    const std::optional<Phrase> phrase = sharedPhrase(*expected, false, c.input.statementText);
    if (phrase && !(substring && phrase->text == *expected)) {
        const QString text = asText(s, message);
        out.append(rewritten(s, write(pythonStringLiteral(phrase->text), text),
                             Relaxations::tr("checks that the message contains \"%1\", which the task's statement "
                                             "uses, instead of its exact text")
                                 .arg(phrase->text)));
        if (phrase->casingDiffers)
            out.append(rewritten(s, write(pythonStringLiteral(phrase->text.toLower()), text + u".lower()"_s),
                                 Relaxations::tr("checks that the message contains \"%1\" in any letter case instead "
                                                 "of its exact text")
                                     .arg(phrase->text)));
    }
    if (std::optional<StatementRewrite> drop = dropped(c, s))
        out.append(*drop);
    return out;
}

/// excinfo.match("..."): the words, else the line dropped.
std::optional<QList<StatementRewrite>> relaxMatchCall(const RelaxContext &c, const PythonStatement &s)
{
    const std::optional<PythonCall> call = asCall(s.code, s.whole());
    if (!call || calleeName(s, *call) != u"match" || calleePrefix(s, *call).isEmpty() || call->arguments.size() != 1)
        return std::nullopt;
    QList<StatementRewrite> out = phrasePatterns(c, s, call->arguments.front());
    if (std::optional<StatementRewrite> drop = dropped(c, s))
        out.append(*drop);
    return out;
}

} // namespace

QList<StatementRewrite> relaxExactMessage(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    for (const auto &relax : {relaxMatchKeyword, relaxRegexAssertion, relaxComparedMessage, relaxMatchCall})
        if (std::optional<QList<StatementRewrite>> out = relax(c, s))
            return *out;
    // pytest names the with-line of a raises block, but a line inside it may be given.
    static const QString raisesWith = u"\\b(raises|warns|assert(Raises|Warns)Regexp?)\\s*\\("_s;
    if (const std::optional<PythonStatement> with = c.file.enclosingWith(s, raisesWith)) {
        if (std::optional<QList<StatementRewrite>> out = relaxMatchKeyword(c, *with))
            return *out;
        if (std::optional<QList<StatementRewrite>> out = relaxRegexAssertion(c, *with))
            return *out;
    }
    return {};
}

namespace {

const QStringList &pythonKeywords()
{
    static const QStringList keywords = {
        u"False"_s,  u"None"_s,   u"True"_s,    u"and"_s,      u"as"_s,       u"assert"_s, u"async"_s,
        u"await"_s,  u"break"_s,  u"class"_s,   u"continue"_s, u"def"_s,      u"del"_s,    u"elif"_s,
        u"else"_s,   u"except"_s, u"finally"_s, u"for"_s,      u"from"_s,     u"global"_s, u"if"_s,
        u"import"_s, u"in"_s,     u"is"_s,      u"lambda"_s,   u"nonlocal"_s, u"not"_s,    u"or"_s,
        u"pass"_s,   u"raise"_s,  u"return"_s,  u"try"_s,      u"while"_s,    u"with"_s,   u"yield"_s};
    return keywords;
}

/// A public callable or attribute the task's statement writes as code: `Inventory.history()`, `inv.total`,
/// `history()`.
struct NamedAccessor {
    QString name;
    bool method = false;         // written with parentheses
    bool needsArguments = false; // wherever it is written, its parentheses hold what a call must pass
};

/// Whether what a name's parentheses hold is something a call must pass ("sku, quantity", "'B-1', 5"): self, a
/// default and *args need nothing.
bool needsArguments(QStringView inside)
{
    const QList<TextSpan> parts = splitTopLevel(inside, {0, inside.size()});
    return std::any_of(parts.cbegin(), parts.cend(), [&](const TextSpan &p) {
        const QStringView part = inside.mid(p.begin, p.size());
        return !part.isEmpty() && part != u"self" && part != u"cls" && part != u"/" && !part.startsWith(u'*') &&
               !part.contains(u'=');
    });
}

/// The public names the statement writes as inline code, in its order, each once: a dotted name's last part, or a
/// name called bare. A bare name without parentheses may be anything (a class, a module, a parameter), a capitalised
/// call builds an object and a builtin called bare is Python's: none of them reads a value of the object.
QList<NamedAccessor> accessorsNamed(const QString &statementText)
{
    // One or two backticks; a fence of three opens a block of code, which names far more than what the task adds.
    static const QRegularExpression inlineCode(u"(?<!`)(`{1,2})([^`]+)\\1(?!`)"_s);
    static const QRegularExpression paragraphBreak(u"\\n\\s*\\n"_s);
    static const QRegularExpression chain(u"(?<![\\w.])([A-Za-z_]\\w*(?:\\s*\\.\\s*[A-Za-z_]\\w*)*)(\\s*\\()?"_s);
    static const QStringList builtins = {
        u"abs"_s,        u"all"_s,   u"any"_s,     u"bool"_s,  u"bytes"_s,    u"dict"_s,  u"enumerate"_s,
        u"filter"_s,     u"float"_s, u"getattr"_s, u"hash"_s,  u"id"_s,       u"int"_s,   u"iter"_s,
        u"isinstance"_s, u"len"_s,   u"list"_s,    u"map"_s,   u"max"_s,      u"min"_s,   u"next"_s,
        u"open"_s,       u"print"_s, u"range"_s,   u"repr"_s,  u"reversed"_s, u"round"_s, u"set"_s,
        u"sorted"_s,     u"str"_s,   u"sum"_s,     u"super"_s, u"tuple"_s,    u"type"_s,  u"zip"_s};
    QList<NamedAccessor> out;
    for (const QRegularExpressionMatch &code : inlineCode.globalMatch(statementText)) {
        const QString inside = code.captured(2);
        if (paragraphBreak.match(inside).hasMatch())
            continue; // a stray backtick paired with one paragraphs away
        for (const QRegularExpressionMatch &m : chain.globalMatch(inside)) {
            const QString dotted = m.captured(1);
            const bool dottedName = dotted.contains(u'.');
            const QString name = dotted.mid(dotted.lastIndexOf(u'.') + 1).trimmed();
            const bool called = !m.captured(2).isEmpty();
            if (name.startsWith(u'_') || pythonKeywords().contains(name) || (!dottedName && !called) ||
                (called && name.front().isUpper()) || (!dottedName && builtins.contains(name)))
                continue;
            bool arguments = false;
            if (called) {
                const qsizetype close = closingBracket(inside, m.capturedEnd() - 1);
                arguments =
                    close < 0 || needsArguments(QStringView(inside).mid(m.capturedEnd(), close - m.capturedEnd()));
            }
            const auto known =
                std::find_if(out.begin(), out.end(), [&](const NamedAccessor &a) { return a.name == name; });
            if (known == out.end())
                out.append({name, called, called && arguments});
            else if (known->method && called && !arguments)
                known->needsArguments = false; // "history(limit)" and elsewhere "history()": it can be called bare
        }
    }
    return out;
}

/// One place the statement reads a private attribute: its name and, when it is called there, the call's brackets.
struct PrivateUse {
    TextSpan name;
    qsizetype close = -1; // the ')' of "obj._name(...)", or -1
    bool arguments = false;
};

/// The uses of the private name read through the accessor instead: a method replaces the name (keeping what a call
/// passes), an attribute the name and its empty call. nullopt where one use cannot be read so.
std::optional<QList<SpanEdit>> readThrough(const QList<PrivateUse> &uses, const NamedAccessor &accessor)
{
    QList<SpanEdit> edits;
    for (const PrivateUse &use : uses) {
        const bool called = use.close >= 0;
        if (accessor.method && accessor.needsArguments && !use.arguments)
            return std::nullopt; // a call without what it needs raises TypeError, whatever the code stores
        if (!accessor.method && use.arguments)
            return std::nullopt;
        if (accessor.method)
            edits.append({use.name.begin, use.name.end, called ? accessor.name : accessor.name + u"()"_s});
        else
            edits.append({use.name.begin, called ? use.close + 1 : use.name.end, accessor.name});
    }
    return edits;
}

} // namespace

QList<StatementRewrite> relaxPrivateName(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    static const QRegularExpression privateName(u"\\.\\s*(_+[A-Za-z0-9]\\w*)"_s);
    constexpr qsizetype kMaxAccessors = 3;
    QList<SpanEdit> edits;
    QStringList renamed;
    bool allMentioned = true;
    // Each private name of the code's own on the line, with where it is read and whether the statement uses its
    // public name.
    struct PrivateRead {
        QString name;
        QString publicName;
        bool renamed = false;
        QList<PrivateUse> uses;
    };
    QList<PrivateRead> names;
    for (const QRegularExpressionMatch &m : privateName.globalMatch(s.code)) {
        const QString name = m.captured(1);
        if (name.startsWith(u"__"_s) && name.endsWith(u"__"_s))
            continue; // a dunder is Python's, not the code's
        // The test class's own helpers (self._make()) are not the code under test's.
        qsizetype owner = m.capturedStart();
        while (owner > 0 && (s.code[owner - 1].isLetterOrNumber() || s.code[owner - 1] == u'_'))
            --owner;
        if (QStringView(s.code).mid(owner, m.capturedStart() - owner) == u"self" &&
            (owner == 0 || s.code[owner - 1] != u'.'))
            continue;
        QString publicName = name;
        while (publicName.startsWith(u'_'))
            publicName.remove(0, 1);
        const QRegularExpression word(u"(?<!\\w)"_s + QRegularExpression::escape(publicName) + u"(?!\\w)"_s);
        QString spaced = QRegularExpression::escape(publicName);
        spaced.replace(u"_"_s, u"[\\s-]+"_s);
        const QRegularExpression words(u"(?<!\\w)"_s + spaced + u"(?!\\w)"_s, kWords);
        const bool mentioned = word.match(c.input.statementText).hasMatch() ||
                               (publicName.contains(u'_') && words.match(c.input.statementText).hasMatch());
        const bool renameable = mentioned && !pythonKeywords().contains(publicName) && !publicName.front().isDigit();
        PrivateUse use{{m.capturedStart(1), m.capturedEnd(1)}};
        qsizetype after = use.name.end;
        while (after < s.code.size() && s.code[after].isSpace())
            ++after;
        if (after < s.code.size() && s.code[after] == u'(') {
            use.close = closingBracket(s.code, after);
            use.arguments = use.close < 0 || !trimmedSpan(s.code, {after + 1, use.close}).isEmpty();
        }
        auto known = std::find_if(names.begin(), names.end(), [&](const PrivateRead &p) { return p.name == name; });
        if (known == names.end())
            known = names.insert(names.end(), {name, publicName, renameable, {}});
        known->uses.append(use);
        if (!renameable) {
            allMentioned = false;
            continue;
        }
        edits.append({use.name.begin, use.name.end, publicName});
        renamed.append(publicName);
    }
    // Without a private name of the code's own on the line, the check reads one through getattr or an import, or
    // the failure names one the line spells; else this is not a check of a private name.
    static const QRegularExpression indirect(
        u"\\b(getattr|hasattr|setattr)\\(\\s*[\\w.]+\\s*,\\s*['\"]_[A-Za-z0-9]|\\bimport\\s+_[A-Za-z0-9]"_s);
    static const QRegularExpression missing(u"(has no attribute|cannot import name) '(_[A-Za-z0-9]\\w*)'"_s);
    const QRegularExpressionMatch named = missing.match(c.input.failureMessage);
    if (edits.isEmpty() && allMentioned && !indirect.match(s.text).hasMatch() &&
        !(named.hasMatch() && s.text.contains(named.captured(2))))
        return {};
    QList<StatementRewrite> out;
    if (allMentioned && !edits.isEmpty())
        out.append(edited(s, edits,
                          Relaxations::tr("reads the public name %1, which the task's statement uses, instead of the "
                                          "private one")
                              .arg(renamed.join(u", "_s))));
    // The statement often names the public accessor of the value under another name ("`Inventory.history()`" for
    // inv._events). It can stand for one private name: the one the statement does not use, or the only one there
    // is, after the plain rename. Which accessor returns the value, only running the tests tells.
    const qsizetype unrenamed =
        std::count_if(names.cbegin(), names.cend(), [](const PrivateRead &p) { return !p.renamed; });
    const auto target =
        unrenamed == 1 ? std::find_if(names.cbegin(), names.cend(), [](const PrivateRead &p) { return !p.renamed; })
        : names.size() == 1 ? names.cbegin()
                            : names.cend();
    if (target != names.cend()) {
        QList<SpanEdit> kept;
        for (const PrivateRead &p : std::as_const(names))
            if (p.renamed && p.name != target->name)
                for (const PrivateUse &use : p.uses)
                    kept.append({use.name.begin, use.name.end, p.publicName});
        qsizetype offered = 0;
        for (const NamedAccessor &accessor : accessorsNamed(c.input.statementText)) {
            if (offered == kMaxAccessors)
                break;
            if (accessor.name == target->publicName)
                continue; // the plain rename above
            const std::optional<QList<SpanEdit>> read = readThrough(target->uses, accessor);
            if (!read)
                continue;
            const QString shown = accessor.method ? accessor.name + u"()"_s : accessor.name;
            out.append(edited(s, kept + *read,
                              Relaxations::tr("reads %1, which the task's statement names, instead of the private %2")
                                  .arg(shown, target->name)));
            ++offered;
        }
    }
    if (std::optional<StatementRewrite> drop = dropped(c, s))
        out.append(*drop);
    return out;
}

namespace {

/// Reads "Point(x=1, y='a')": a name and keyword fields whose values are Python literals.
class ReprReader
{
public:
    explicit ReprReader(QStringView text)
        : m_text(text)
    {}

    /// The fields as (name, value text); nullopt unless the whole text is Name(k=v, ...) with literal values.
    std::optional<QList<std::pair<QString, QString>>> fields()
    {
        static const QRegularExpression head(u"^\\s*[A-Za-z_][\\w.]*\\("_s);
        const QRegularExpressionMatch m = head.match(m_text);
        if (!m.hasMatch())
            return std::nullopt;
        m_at = m.capturedEnd();
        QList<std::pair<QString, QString>> out;
        static const QRegularExpression key(u"^\\s*([A-Za-z_]\\w*)\\s*=(?!=)"_s);
        while (true) {
            skipBlanks();
            if (peek() == u')' && !out.isEmpty())
                break;
            const QRegularExpressionMatch k = key.match(m_text.mid(m_at));
            if (!k.hasMatch())
                return std::nullopt;
            m_at += k.capturedLength();
            skipBlanks();
            const qsizetype begin = m_at;
            if (!literal())
                return std::nullopt;
            out.append({k.captured(1), m_text.mid(begin, m_at - begin).trimmed().toString()});
            skipBlanks();
            if (peek() == u',') {
                ++m_at;
                continue;
            }
            if (peek() != u')')
                return std::nullopt;
        }
        ++m_at;
        skipBlanks();
        if (m_at != m_text.size())
            return std::nullopt;
        return out;
    }

private:
    QChar peek() const { return m_at < m_text.size() ? m_text[m_at] : QChar(); }
    void skipBlanks()
    {
        while (m_at < m_text.size() && m_text[m_at].isSpace())
            ++m_at;
    }

    bool literal(int depth = 0)
    {
        skipBlanks();
        if (depth > 8 || m_at >= m_text.size())
            return false;
        static const QRegularExpression number(u"^[-+]?(\\d[\\d_]*(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?j?"_s);
        static const QRegularExpression string(u"^[bBrRuU]{0,2}('([^'\\\\]|\\\\.)*'|\"([^\"\\\\]|\\\\.)*\")"_s);
        static const QRegularExpression constant(u"^(True|False|None)(?!\\w)"_s);
        for (const QRegularExpression *re : {&number, &string, &constant}) {
            const QRegularExpressionMatch m = re->match(m_text.mid(m_at));
            if (m.hasMatch()) {
                m_at += m.capturedLength();
                return true;
            }
        }
        const QChar open = peek();
        const QChar close = open == u'[' ? u']' : open == u'(' ? u')' : open == u'{' ? u'}' : QChar();
        if (close.isNull())
            return false;
        ++m_at;
        while (true) {
            skipBlanks();
            if (peek() == close) {
                ++m_at;
                return true;
            }
            if (!literal(depth + 1))
                return false;
            skipBlanks();
            if (open == u'{' && peek() == u':') {
                ++m_at;
                if (!literal(depth + 1))
                    return false;
                skipBlanks();
            }
            if (peek() == u',')
                ++m_at;
            else if (peek() != close)
                return false;
        }
    }

    QStringView m_text;
    qsizetype m_at = 0;
};

} // namespace

QList<StatementRewrite> relaxReprText(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    TextSpan left;
    TextSpan right;
    std::function<QString(const QString &, const QString &)> write;
    if (const std::optional<PythonAssert> a = asAssert(s)) {
        const std::optional<PythonComparison> cmp = splitComparison(s.code, a->test);
        if (!cmp || cmp->opText != u"==")
            return {};
        left = cmp->left;
        right = cmp->right;
        const QString suffix = assertMessageSuffix(s, *a);
        write = [suffix](const QString &x, const QString &y) -> QString {
            return u"assert "_s + x + u" == "_s + y + suffix;
        };
    } else if (const std::optional<PythonCall> call = asCall(s.code, s.whole())) {
        const QString name = calleeName(s, *call);
        if ((name != u"assertEqual" && name != u"assertEquals") || call->arguments.size() < 2)
            return {};
        left = call->arguments[0];
        right = call->arguments[1];
        QString rest;
        for (qsizetype i = 2; i < call->arguments.size(); ++i)
            rest += u", "_s + s.textOf(call->arguments[i]);
        const QString callee = s.textOf(call->callee);
        write = [callee, rest](const QString &x, const QString &y) -> QString {
            return callee + u'(' + x + u", "_s + y + rest + u')';
        };
    } else {
        return {};
    }
    std::optional<TextSpan> object;
    std::optional<QString> shown;
    for (const auto &[printed, text] : {std::pair(left, right), std::pair(right, left)}) {
        object = singleArgumentOf(s, printed, u"repr"_s);
        if (!object)
            object = singleArgumentOf(s, printed, u"str"_s);
        shown = stringLiteralValue(s, text);
        if (object && shown)
            break;
    }
    if (!object || !shown)
        return {};
    const std::optional<QList<std::pair<QString, QString>>> fields = ReprReader(*shown).fields();
    if (!fields)
        return {};
    QString x = s.textOf(*object);
    if (!isPrimary(s.codeOf(*object)))
        x = u'(' + x + u')';
    QStringList names;
    QStringList reads;
    QStringList values;
    for (const auto &[name, value] : *fields) {
        names.append(name);
        reads.append(x + u'.' + name);
        values.append(value);
    }
    const bool one = fields->size() == 1;
    const QString read = one ? reads.front() : u'(' + reads.join(u", "_s) + u')';
    const QString value = one ? values.front() : u'(' + values.join(u", "_s) + u')';
    return {rewritten(
        s, write(read, value),
        one ? Relaxations::tr("compares the field %1 instead of the printed text").arg(names.front())
            : Relaxations::tr("compares the fields %1 instead of the printed text").arg(names.join(u", "_s)))};
}

} // namespace heddle
