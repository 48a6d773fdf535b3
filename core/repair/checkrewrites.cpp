// Rewrites of checks of values: order, float equality, identity and type, mock calls, timing.
#include <core/repair/statementrewrite.h>

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

/// A unittest assertion statement: self.assertX(...) with at least the given number of arguments.
std::optional<PythonCall> unittestCall(const PythonStatement &s, const QStringList &names, qsizetype arguments)
{
    std::optional<PythonCall> call = asCall(s.code, s.whole());
    if (!call || !names.contains(calleeName(s, *call)) || call->arguments.size() < arguments)
        return std::nullopt;
    return call;
}

bool isListLiteral(const PythonStatement &s, TextSpan side)
{
    return !side.isEmpty() && s.code[side.begin] == u'[' && closingBracket(s.code, side.begin) == side.end - 1;
}

/// A side that holds its items in an order the code may choose: a list literal, list(...), a dict's keys.
bool isSequence(const PythonStatement &s, TextSpan side)
{
    static const QRegularExpression view(u"\\.(keys|values|items)\\(\\s*\\)$"_s);
    return isListLiteral(s, side) || singleArgumentOf(s, side, u"list"_s) || view.match(s.codeOf(side)).hasMatch();
}

bool alreadyUnordered(const PythonStatement &s, TextSpan side)
{
    const std::optional<PythonCall> call = asCall(s.code, side);
    static const QStringList names = {
        u"sorted"_s, u"set"_s, u"frozenset"_s, u"Counter"_s, u"collections.Counter"_s, u"approx"_s, u"pytest.approx"_s};
    return call && names.contains(s.textOf(call->callee));
}

/// A dict or set literal: comparing one never depends on order.
bool isBraced(const PythonStatement &s, TextSpan side)
{
    return !side.isEmpty() && s.code[side.begin] == u'{' && closingBracket(s.code, side.begin) == side.end - 1;
}

/// A side that cannot hold items: a number, a text, a constant, a count or another scalar a call returns.
bool isScalar(const PythonStatement &s, TextSpan side)
{
    const QStringView code = s.codeOf(side);
    static const QRegularExpression arithmetic(u"^[-+*/%()\\d\\s._eEj]+$"_s);
    if (isNumberLiteral(code) || isConstant(code) || stringLiteralValue(s, side) || code.startsWith(u"not ") ||
        arithmetic.match(code).hasMatch())
        return true;
    const std::optional<PythonCall> call = asCall(s.code, side);
    static const QStringList scalars = {u"len"_s,   u"sum"_s, u"int"_s,  u"float"_s,      u"str"_s,  u"bool"_s,
                                        u"round"_s, u"abs"_s, u"hash"_s, u"isinstance"_s, u"repr"_s, u"id"_s};
    return call && scalars.contains(s.textOf(call->callee));
}

/// Whether the failure shows two sequences compared: both sides are lists (or tuples) whatever the line says.
bool messageShowsSequences(const QString &message)
{
    static const QRegularExpression shown(
        u"^(E\\s+)?(AssertionError: )?(assert |Lists differ: |Tuples differ: |Sequences differ: )"
        "[\\[(].*[\\])] (==|!=) [\\[(].*[\\])]"_s,
        QRegularExpression::MultilineOption);
    return shown.match(message).hasMatch();
}

/// Edits that pass a side through the callable: list(x) becomes callable(x), anything else callable(side).
QList<SpanEdit> wrapped(const PythonStatement &s, TextSpan side, const QString &callable)
{
    if (singleArgumentOf(s, side, u"list"_s)) {
        const std::optional<PythonCall> call = asCall(s.code, side);
        return {{call->callee.begin, call->callee.end, callable}};
    }
    return {{side.begin, side.begin, callable + u'('}, {side.end, side.end, u")"_s}};
}

QList<SpanEdit> asSet(const PythonStatement &s, TextSpan side)
{
    if (!isListLiteral(s, side))
        return wrapped(s, side, u"set"_s);
    if (s.codeOf(side).trimmed() == u"[]")
        return {{side.begin, side.end, u"set()"_s}};
    return {{side.begin, side.begin + 1, u"{"_s}, {side.end - 1, side.end, u"}"_s}};
}

} // namespace

QList<StatementRewrite> relaxUnorderedOrder(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    static const QStringList equal = {u"assertEqual"_s, u"assertEquals"_s, u"assertListEqual"_s,
                                      u"assertSequenceEqual"_s, u"assertTupleEqual"_s};
    if (const std::optional<PythonCall> call = unittestCall(s, equal, 2)) {
        const TextSpan first = call->arguments[0];
        const TextSpan second = call->arguments[1];
        if ((!isSequence(s, first) && !isSequence(s, second) && !messageShowsSequences(c.input.failureMessage)) ||
            isScalar(s, first) || isScalar(s, second) || isBraced(s, first) || isBraced(s, second))
            return {};
        const TextSpan name = calleeNameSpan(s, *call);
        return {edited(s, {{name.begin, name.end, u"assertCountEqual"_s}},
                       Relaxations::tr("compares the items with their counts (assertCountEqual) instead of in order"))};
    }
    const std::optional<PythonAssert> a = asAssert(s);
    const std::optional<PythonComparison> cmp = a ? splitComparison(s.code, a->test) : std::nullopt;
    if (!cmp || cmp->opText != u"==" || alreadyUnordered(s, cmp->left) || alreadyUnordered(s, cmp->right) ||
        isScalar(s, cmp->left) || isScalar(s, cmp->right) || isBraced(s, cmp->left) || isBraced(s, cmp->right))
        return {};
    if (!isSequence(s, cmp->left) && !isSequence(s, cmp->right) && !messageShowsSequences(c.input.failureMessage))
        return {};
    QList<StatementRewrite> out;
    out.append(edited(s, wrapped(s, cmp->left, u"sorted"_s) + wrapped(s, cmp->right, u"sorted"_s),
                      Relaxations::tr("compares the items as a sorted list instead of in order")));
    const bool counterImported = importsName(c.file, u"collections"_s, u"Counter"_s);
    const QString counter = counterImported ? u"Counter"_s : u"collections.Counter"_s;
    StatementRewrite counted =
        edited(s, wrapped(s, cmp->left, counter) + wrapped(s, cmp->right, counter),
               Relaxations::tr("compares the items with their counts (collections.Counter) instead of "
                               "in order"));
    if (!counterImported && !importsModule(c.file, u"collections"_s))
        counted.linesBefore.append(u"import collections"_s);
    out.append(counted);
    out.append(edited(s, asSet(s, cmp->left) + asSet(s, cmp->right),
                      Relaxations::tr("compares the items as a set instead of in order")));
    return out;
}

namespace {

/// A tolerance the task's statement states for its numbers.
struct Tolerance {
    enum class Kind {
        Absolute,
        Relative,
        Places
    } kind;
    QString value; // "1e-6"; for Places the number of decimal places
};

QString normalizedNumber(QString number)
{
    static const QRegularExpression power(u"^10\\s*(\\^|\\*\\*)\\s*\\(?(-\\d+)\\)?$"_s);
    const QRegularExpressionMatch m = power.match(number);
    return m.hasMatch() ? u"1e"_s + m.captured(2) : number.remove(u' ');
}

std::optional<Tolerance> statedTolerance(const QString &statementText)
{
    const QString number = u"(?<n>10\\s*(?:\\^|\\*\\*)\\s*\\(?-\\d+\\)?|\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?|\\.\\d+)"_s;
    const auto options = QRegularExpression::CaseInsensitiveOption;
    static const QRegularExpression places(
        u"\\b(\\d+)\\s+(decimal\\s+(places|digits)|digits\\s+after\\s+the\\s+decimal\\s+point)"_s, options);
    if (const QRegularExpressionMatch m = places.match(statementText); m.hasMatch())
        return Tolerance{Tolerance::Kind::Places, m.captured(1)};
    const QRegularExpression percent(u"\\bwithin\\s+"_s + number + u"\\s*(%|percent\\b)"_s, options);
    if (const QRegularExpressionMatch m = percent.match(statementText); m.hasMatch())
        return Tolerance{Tolerance::Kind::Relative, QString::number(m.captured(u"n").toDouble() / 100.0, 'g', 12)};
    const QRegularExpression relative(u"\\brelative\\s+(tolerance|error)\\s+(of\\s+)?(at\\s+most\\s+)?"_s + number,
                                      options);
    if (const QRegularExpressionMatch m = relative.match(statementText); m.hasMatch())
        return Tolerance{Tolerance::Kind::Relative, normalizedNumber(m.captured(u"n"))};
    // A duration or a count is not a tolerance of a value.
    const QString notAUnit = u"(?!\\w|\\.\\d)(?!\\s*(%|percent|s\\b|ms\\b|sec|second|minute|hour|day|byte|[kmg]b\\b|"
                             "character|char|line|item|step|attempt|time|retr|call|request|element|entr))"_s;
    const QRegularExpression absolute(
        u"\\b(within|to\\s+within|(absolute\\s+)?tolerance\\s+(of\\s+)?|absolute\\s+error\\s+(of\\s+)?(at\\s+most\\s+)?"
        "|precision\\s+of|accurate\\s+to(\\s+within)?|error\\s+of\\s+at\\s+most)\\s*(\\+/-|\\+-|\u00b1)?\\s*"_s +
            number + notAUnit,
        options);
    if (const QRegularExpressionMatch m = absolute.match(statementText); m.hasMatch()) {
        const QString value = normalizedNumber(m.captured(u"n"));
        bool ok = false;
        if (value.toDouble(&ok) > 0 && ok)
            return Tolerance{Tolerance::Kind::Absolute, value};
    }
    return std::nullopt;
}

bool holdsFloatLiteral(QStringView code)
{
    static const QRegularExpression floatLiteral(u"(?<![\\w.])(\\d+\\.\\d*|\\.\\d+|\\d+[eE][-+]?\\d+)(?![\\w.])"_s);
    return floatLiteral.match(code).hasMatch();
}

/// Whether the check is about floats at all: a float on its line (outside strings) or in what the failure shows.
bool comparesFloats(const PythonStatement &s, const QString &message)
{
    static const QRegularExpression shownFloat(u"(?<![\\w.])-?(\\d+\\.\\d+|\\d+(\\.\\d+)?[eE][-+]?\\d+)(?![\\w.])"_s);
    return holdsFloatLiteral(s.code) || shownFloat.match(message).hasMatch();
}

} // namespace

QList<StatementRewrite> relaxFloatEquality(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    if (!comparesFloats(s, c.input.failureMessage))
        return {};
    const std::optional<Tolerance> tolerance = statedTolerance(c.input.statementText);
    QList<StatementRewrite> out;
    if (const std::optional<PythonCall> call = unittestCall(s, {u"assertEqual"_s, u"assertEquals"_s}, 2)) {
        if (call->arguments.size() > 3 || stringLiteralValue(s, call->arguments[0]) ||
            stringLiteralValue(s, call->arguments[1]))
            return {};
        const TextSpan name = calleeNameSpan(s, *call);
        QList<SpanEdit> edits = {{name.begin, name.end, u"assertAlmostEqual"_s}};
        // assertAlmostEqual's third positional parameter is places, not msg.
        if (call->arguments.size() == 3 && keywordArgument(s.code, call->arguments[2]).first.isEmpty())
            edits.append({call->arguments[2].begin, call->arguments[2].begin, u"msg="_s});
        const qsizetype end = call->arguments.back().end;
        if (tolerance && tolerance->kind != Tolerance::Kind::Relative) {
            const bool places = tolerance->kind == Tolerance::Kind::Places;
            const QString keyword = (places ? u", places="_s : u", delta="_s) + tolerance->value;
            out.append(edited(s, edits + QList<SpanEdit>{{end, end, keyword}},
                              Relaxations::tr("compares with assertAlmostEqual(%1), the tolerance the task's "
                                              "statement states, instead of exactly")
                                  .arg(keyword.mid(2))));
        }
        out.append(edited(s, edits, Relaxations::tr("compares with assertAlmostEqual instead of exactly")));
        return out;
    }
    const std::optional<PythonAssert> a = asAssert(s);
    const std::optional<PythonComparison> cmp = a ? splitComparison(s.code, a->test) : std::nullopt;
    if (!cmp || (cmp->opText != u"==" && cmp->opText != u"!="))
        return {};
    static const QRegularExpression approximate(u"\\b(approx|isclose|allclose)\\b"_s);
    if (approximate.match(s.codeOf(a->test)).hasMatch() || stringLiteralValue(s, cmp->left) ||
        stringLiteralValue(s, cmp->right))
        return {};
    // The expected value is the literal: on the right as a rule, on the left in "assert 0.3 == total(...)".
    const auto literalFloats = [&](TextSpan side) {
        const QStringView code = s.codeOf(side);
        return isNumberLiteral(code) || ((code.startsWith(u'[') || code.startsWith(u'(') || code.startsWith(u'{')) &&
                                         closingBracket(s.code, side.begin) == side.end - 1 && holdsFloatLiteral(code));
    };
    const TextSpan side = literalFloats(cmp->left) && !literalFloats(cmp->right) ? cmp->left : cmp->right;
    QStringList before;
    QString approx = u"pytest.approx"_s;
    if (!importsModule(c.file, u"pytest"_s)) {
        if (importsName(c.file, u"pytest"_s, u"approx"_s))
            approx = u"approx"_s;
        else
            before.append(u"import pytest"_s);
    }
    if (tolerance) {
        const QString keyword = tolerance->kind == Tolerance::Kind::Relative ? u"rel="_s + tolerance->value
                                : tolerance->kind == Tolerance::Kind::Places ? u"abs=1e-"_s + tolerance->value
                                                                             : u"abs="_s + tolerance->value;
        StatementRewrite r =
            edited(s, {{side.begin, side.begin, approx + u'('}, {side.end, side.end, u", "_s + keyword + u')'}},
                   Relaxations::tr("compares with pytest.approx(%1), the tolerance the task's statement "
                                   "states, instead of exactly")
                       .arg(keyword));
        r.linesBefore = before;
        out.append(r);
    }
    StatementRewrite r = edited(s, {{side.begin, side.begin, approx + u'('}, {side.end, side.end, u")"_s}},
                                Relaxations::tr("compares with pytest.approx instead of exactly"));
    r.linesBefore = before;
    out.append(r);
    return out;
}

namespace {

/// The object of "type(x)" or "x.__class__".
std::optional<TextSpan> typeOf(const PythonStatement &s, TextSpan side)
{
    if (const std::optional<TextSpan> x = singleArgumentOf(s, side, u"type"_s))
        return x;
    static const QRegularExpression klass(u"\\s*\\.\\s*__class__$"_s);
    const QRegularExpressionMatch m = klass.match(s.codeOf(side));
    if (!m.hasMatch() || m.capturedStart() == 0)
        return std::nullopt;
    return trimmedSpan(s.code, {side.begin, side.begin + m.capturedStart()});
}

} // namespace

QList<StatementRewrite> relaxIdentityOrType(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    const QString byType = Relaxations::tr("checks isinstance instead of the exact type");
    if (const std::optional<PythonCall> call =
            unittestCall(s, {u"assertIs"_s, u"assertEqual"_s, u"assertEquals"_s}, 2)) {
        QString rest;
        for (qsizetype i = 2; i < call->arguments.size(); ++i)
            rest += u", "_s + s.textOf(call->arguments[i]);
        const TextSpan first = call->arguments[0];
        const TextSpan second = call->arguments[1];
        for (const auto &[typed, type] : {std::pair(first, second), std::pair(second, first)})
            if (const std::optional<TextSpan> x = typeOf(s, typed))
                return {rewritten(s,
                                  calleePrefix(s, *call) + u"assertIsInstance("_s + s.textOf(*x) + u", "_s +
                                      s.textOf(type) + rest + u')',
                                  byType)};
        if (calleeName(s, *call) != u"assertIs" || isConstant(s.codeOf(first)) || isConstant(s.codeOf(second)))
            return {};
        const TextSpan name = calleeNameSpan(s, *call);
        return {edited(s, {{name.begin, name.end, u"assertEqual"_s}},
                       Relaxations::tr("compares with assertEqual instead of identity"))};
    }
    const std::optional<PythonAssert> a = asAssert(s);
    const std::optional<PythonComparison> cmp = a ? splitComparison(s.code, a->test) : std::nullopt;
    if (!cmp || (cmp->opText != u"is" && cmp->opText != u"=="))
        return {};
    for (const auto &[typed, type] : {std::pair(cmp->left, cmp->right), std::pair(cmp->right, cmp->left)})
        if (const std::optional<TextSpan> x = typeOf(s, typed))
            return {rewritten(s,
                              u"assert isinstance("_s + s.textOf(*x) + u", "_s + s.textOf(type) + u')' +
                                  assertMessageSuffix(s, *a),
                              byType)};
    if (cmp->opText != u"is" || isConstant(s.codeOf(cmp->left)) || isConstant(s.codeOf(cmp->right)))
        return {};
    return {
        edited(s, {{cmp->op.begin, cmp->op.end, u"=="_s}}, Relaxations::tr("compares with == instead of identity"))};
}

namespace {

bool isAny(QStringView code)
{
    return code == u"ANY" || code.endsWith(u".ANY");
}

/// A name, an attribute, a literal, or a list, tuple, set or dict of them: evaluating it again has no effect.
bool simpleValue(const PythonStatement &s, TextSpan value, int depth = 0)
{
    const QStringView code = s.codeOf(value);
    if (value.isEmpty() || depth > 8)
        return false;
    if (isNameOrAttribute(code) || isNumberLiteral(code) || isConstant(code) || stringLiteralValue(s, value))
        return true;
    const QChar open = code.front();
    if ((open != u'[' && open != u'(' && open != u'{') || closingBracket(s.code, value.begin) != value.end - 1)
        return false;
    const QList<TextSpan> items = splitTopLevel(s.code, {value.begin + 1, value.end - 1});
    for (const TextSpan &item : items) {
        if (item.isEmpty() && &item == &items.back())
            continue; // a trailing comma
        const QList<TextSpan> pair = open == u'{' ? splitTopLevel(s.code, item, u':') : QList<TextSpan>{item};
        for (const TextSpan &part : pair)
            if (!isAny(s.codeOf(part)) && !simpleValue(s, part, depth + 1))
                return false;
    }
    return true;
}

/// An argument worth looking for among a call's arguments: a simple value, not mock.ANY by itself.
bool simpleArgument(const PythonStatement &s, TextSpan value)
{
    return !isAny(s.codeOf(value)) && simpleValue(s, value);
}

struct MockCheck {
    QString mock;           // "sender.send"
    QString arguments;      // "call_args" or "await_args"
    QString countCheck;     // "call_count == 1", or empty when the count is not checked
    QString calledCheck;    // "called"
    QList<TextSpan> values; // the argument values to look for
};

std::optional<MockCheck> mockCheck(const PythonStatement &s)
{
    if (const std::optional<PythonCall> call = asCall(s.code, s.whole())) {
        const QString name = calleeName(s, *call);
        const QString prefix = calleePrefix(s, *call);
        if (prefix.isEmpty())
            return std::nullopt;
        const bool awaited = name.startsWith(u"assert_awaited"_s);
        const QString base = awaited ? u"assert_awaited"_s : u"assert_called"_s;
        if (name != base + u"_with"_s && name != base + u"_once_with"_s && name != base + u"_once"_s)
            return std::nullopt;
        MockCheck check;
        check.mock = prefix.chopped(1).trimmed();
        check.arguments = awaited ? u"await_args"_s : u"call_args"_s;
        check.calledCheck = awaited ? u"awaited"_s : u"called"_s;
        if (name == base + u"_once_with"_s)
            check.countCheck = (awaited ? u"await_count"_s : u"call_count"_s) + u" == 1"_s;
        for (const TextSpan &argument : call->arguments)
            check.values.append(keywordArgument(s.code, argument).second);
        return check;
    }
    // assert m.call_args == call(...)
    const std::optional<PythonAssert> a = asAssert(s);
    const std::optional<PythonComparison> cmp = a ? splitComparison(s.code, a->test) : std::nullopt;
    if (!cmp || cmp->opText != u"==" || !a->message.isEmpty())
        return std::nullopt;
    static const QRegularExpression argsOf(u"\\s*\\.\\s*(call_args|await_args)$"_s);
    static const QStringList callNames = {u"call"_s, u"mock.call"_s, u"unittest.mock.call"_s};
    for (const auto &[read, expected] : {std::pair(cmp->left, cmp->right), std::pair(cmp->right, cmp->left)}) {
        const QRegularExpressionMatch m = argsOf.match(s.codeOf(read));
        const std::optional<PythonCall> call = asCall(s.code, expected);
        if (!m.hasMatch() || m.capturedStart() == 0 || !call || !callNames.contains(s.textOf(call->callee)))
            continue;
        MockCheck check;
        check.mock = s.text.mid(read.begin, m.capturedStart());
        check.arguments = m.captured(1);
        check.calledCheck = check.arguments == u"await_args" ? u"awaited"_s : u"called"_s;
        for (const TextSpan &argument : call->arguments)
            check.values.append(keywordArgument(s.code, argument).second);
        return check;
    }
    return std::nullopt;
}

/// What a list of expected calls writes when each call passes one string literal (or each one bytes literal) and
/// nothing else: call("a"), mock.call(b"b"). The literals as the test spells them, in order. A tuple of calls counts
/// where the check takes any sequence (assert_has_calls), not where it compares with a list (call_args_list).
struct WrittenText {
    QStringList literals;
    bool bytes = false;
};

std::optional<WrittenText> writtenText(const PythonStatement &s, TextSpan list, bool tupleToo)
{
    list = trimmedSpan(s.code, list);
    if (list.isEmpty() || closingBracket(s.code, list.begin) != list.end - 1)
        return std::nullopt;
    const QChar open = s.code[list.begin];
    QList<TextSpan> items = splitTopLevel(s.code, {list.begin + 1, list.end - 1});
    // "(call('a'))" is one call, not a tuple of calls.
    if (open != u'[' && !(tupleToo && open == u'(' && items.size() > 1))
        return std::nullopt;
    if (!items.isEmpty() && items.back().isEmpty())
        items.removeLast();
    if (items.isEmpty())
        return std::nullopt;
    static const QStringList callNames = {u"call"_s, u"mock.call"_s, u"unittest.mock.call"_s};
    static const QRegularExpression bytesPrefix(u"^([rR]?[bB]|[bB][rR])['\"]"_s);
    WrittenText out;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const std::optional<PythonCall> call = asCall(s.code, items[i]);
        if (!call || !callNames.contains(s.textOf(call->callee).remove(u' ')) || call->arguments.size() != 1)
            return std::nullopt;
        const TextSpan argument = call->arguments.front();
        if (!keywordArgument(s.code, argument).first.isEmpty() || !stringLiteralValue(s, argument))
            return std::nullopt;
        // Text and bytes cannot be joined, nor their literals written side by side.
        const bool bytes = bytesPrefix.match(s.codeOf(argument)).hasMatch();
        if (i > 0 && bytes != out.bytes)
            return std::nullopt;
        out.bytes = bytes;
        out.literals.append(s.textOf(argument));
    }
    return out;
}

/// A check of a mock's calls that each pass one literal: assert_has_calls([call("a"), ...]),
/// `assert m.call_args_list == [call("a"), ...]` or unittest's assertEqual of them.
struct WrittenCheck {
    QString mock; // "m.write"
    WrittenText text;
    bool amongOthers = false; // assert_has_calls: the calls may sit among others
    QString unittestCallee;   // "self.assertEqual" when the check is one; else an assert
    QStringList rest;         // the unittest assertion's further arguments
    QString message;          // ", message" of an assert
};

std::optional<WrittenCheck> writtenCheck(const PythonStatement &s)
{
    static const QRegularExpression listOf(u"\\s*\\.\\s*call_args_list$"_s);
    // The mock of "m.write.call_args_list" when one side is that and the other the calls.
    const auto compared = [&](TextSpan a, TextSpan b) -> std::optional<WrittenCheck> {
        for (const auto &[read, expected] : {std::pair(a, b), std::pair(b, a)}) {
            const QRegularExpressionMatch m = listOf.match(s.codeOf(read));
            if (!m.hasMatch() || m.capturedStart() == 0)
                continue;
            if (const std::optional<WrittenText> text = writtenText(s, expected, false))
                return WrittenCheck{s.text.mid(read.begin, m.capturedStart()), *text};
        }
        return std::nullopt;
    };
    const std::optional<PythonCall> call = asCall(s.code, s.whole());
    if (call && calleeName(s, *call) == u"assert_has_calls" && !calleePrefix(s, *call).isEmpty()) {
        std::optional<TextSpan> calls;
        for (qsizetype i = 0; i < call->arguments.size(); ++i) {
            const auto [keyword, value] = keywordArgument(s.code, call->arguments[i]);
            if ((keyword.isEmpty() && i == 0) || keyword == u"calls")
                calls = value;
            else if ((!keyword.isEmpty() || i != 1) && keyword != u"any_order")
                return std::nullopt;
            else if (s.codeOf(value) != u"False")
                return std::nullopt; // any_order=True: no one text stands for calls in any order
        }
        const std::optional<WrittenText> text = calls ? writtenText(s, *calls, true) : std::nullopt;
        if (!text)
            return std::nullopt;
        WrittenCheck check{calleePrefix(s, *call).chopped(1).trimmed(), *text};
        check.amongOthers = true;
        return check;
    }
    static const QStringList equal = {u"assertEqual"_s, u"assertEquals"_s, u"assertListEqual"_s};
    if (call && equal.contains(calleeName(s, *call)) && call->arguments.size() >= 2) {
        std::optional<WrittenCheck> check = compared(call->arguments[0], call->arguments[1]);
        if (!check || !keywordArgument(s.code, call->arguments[0]).first.isEmpty() ||
            !keywordArgument(s.code, call->arguments[1]).first.isEmpty())
            return std::nullopt;
        check->unittestCallee = calleePrefix(s, *call) + u"assertEqual"_s;
        for (qsizetype i = 2; i < call->arguments.size(); ++i)
            check->rest.append(s.textOf(call->arguments[i]));
        return check;
    }
    const std::optional<PythonAssert> a = asAssert(s);
    const std::optional<PythonComparison> cmp = a ? splitComparison(s.code, a->test) : std::nullopt;
    if (!cmp || cmp->opText != u"==")
        return std::nullopt;
    std::optional<WrittenCheck> check = compared(cmp->left, cmp->right);
    if (check)
        check->message = assertMessageSuffix(s, *a);
    return check;
}

/// The check written again on the text joined from every call: on one line, or where that passes the column limit,
/// with the literals one a line inside brackets.
QString joinedTextCheck(const PythonStatement &s, const WrittenCheck &check, bool contained)
{
    const QString joined = (check.text.bytes ? u"b\"\""_s : u"\"\""_s) + u".join(c.args[0] for c in "_s + check.mock +
                           u".call_args_list)"_s;
    const QString text = check.text.literals.join(u' ');
    QString line;
    if (!check.unittestCallee.isEmpty())
        line = check.unittestCallee + u'(' + (QStringList{joined, text} + check.rest).join(u", "_s) + u')';
    else if (contained)
        line = u"assert "_s + text + u" in "_s + joined + check.message;
    else
        line = u"assert "_s + joined + u" == "_s + text + check.message;
    if (s.indent.size() + line.size() + s.comment.size() <= kColumns)
        return line;
    const QString inner = u"    "_s;
    const QString literals = inner + check.text.literals.join(u'\n' + inner);
    if (!check.unittestCallee.isEmpty()) {
        QStringList lines = {check.unittestCallee + u'(', inner + joined + u',', literals + u','};
        for (const QString &argument : check.rest)
            lines.append(inner + argument + u',');
        return (lines + QStringList{u")"_s}).join(u'\n');
    }
    if (contained)
        return u"assert (\n"_s + literals + u"\n) in "_s + joined + check.message;
    return u"assert "_s + joined + u" == (\n"_s + literals + u"\n)"_s + check.message;
}

} // namespace

QList<StatementRewrite> relaxMockCalls(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    // Text written through a mock (a file's or a stream's write) may come in any number of calls: how it was split is
    // the detail, the text is what the task asks for.
    if (const std::optional<WrittenCheck> written = writtenCheck(s)) {
        const QString kind = written->text.bytes ? Relaxations::tr("bytes") : Relaxations::tr("text");
        QList<StatementRewrite> out = {
            rewritten(s, joinedTextCheck(s, *written, false),
                      Relaxations::tr("compares the %1 written in any number of calls instead of how it was split "
                                      "into calls")
                          .arg(kind))};
        // assert_has_calls passes when other calls come before or after; so does a search of what was written.
        if (written->amongOthers)
            out.append(rewritten(s, joinedTextCheck(s, *written, true),
                                 Relaxations::tr("checks that the %1 written in any number of calls holds the "
                                                 "expected %1 instead of how it was split into calls")
                                     .arg(kind)));
        return out;
    }
    const std::optional<MockCheck> check = mockCheck(s);
    if (!check)
        return {};
    QStringList lines;
    const QString all = u"(list(%1.%2.args) + list(%1.%2.kwargs.values()))"_s.arg(check->mock, check->arguments);
    for (const TextSpan &value : check->values)
        if (simpleArgument(s, value) && s.code[value.begin] != u'*')
            lines.append(u"assert "_s + s.textOf(value) + u" in "_s + all);
    QList<StatementRewrite> out;
    const QString called = u"assert "_s + check->mock + u'.' + check->calledCheck;
    if (!check->countCheck.isEmpty())
        out.append(
            rewritten(s, (QStringList{u"assert "_s + check->mock + u'.' + check->countCheck} + lines).join(u'\n'),
                      lines.isEmpty() ? Relaxations::tr("checks only that the mock was %1 once").arg(check->calledCheck)
                                      : Relaxations::tr("checks that the mock was %1 once, with each argument passed "
                                                        "positionally or by keyword")
                                            .arg(check->calledCheck)));
    out.append(rewritten(s, (QStringList{called} + lines).join(u'\n'),
                         lines.isEmpty() ? Relaxations::tr("checks only that the mock was %1").arg(check->calledCheck)
                                         : Relaxations::tr("checks that the mock was %1, with each argument passed "
                                                           "positionally or by keyword")
                                               .arg(check->calledCheck)));
    return out;
}

namespace {

/// The largest duration the task's statement puts a bound on ("within 2 seconds", "under 500 ms"), in seconds.
std::optional<double> statedDuration(const QString &statementText)
{
    static const QRegularExpression bound(
        u"\\b(within|under|in\\s+under|less\\s+than|fewer\\s+than|at\\s+most|no\\s+more\\s+than|no\\s+longer\\s+than|"
        "faster\\s+than|below|in\\s+less\\s+than|not\\s+exceed(ing)?|up\\s+to)\\s+((\\d+(\\.\\d+)?|\\.\\d+)|an?|one)"
        "\\s*(ms|milliseconds?|msecs?|s|secs?|seconds?|minutes?|mins?)\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    std::optional<double> largest;
    for (const QRegularExpressionMatch &m : bound.globalMatch(statementText)) {
        const double amount = m.captured(4).isEmpty() ? 1.0 : m.captured(4).toDouble();
        const QString unit = m.captured(6).toLower();
        const double seconds = unit.startsWith(u"ms"_s) || unit.startsWith(u"milli"_s) ? amount / 1000.0
                               : unit.startsWith(u"min"_s)                             ? amount * 60.0
                                                                                       : amount;
        if (!largest || seconds > *largest)
            largest = seconds;
    }
    return largest;
}

QString formatBound(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QString::number(qint64(value));
    return QString::number(value, 'g', 12);
}

/// How many of the measured expression's units make a second: a name or clock in milliseconds or nanoseconds says.
double unitsPerSecond(QStringView measured)
{
    static const QRegularExpression nanos(u"(_ns\\b|\\bns\\b|nanos|_ns\\()"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression millis(u"(_ms\\b|\\bms\\b|millis|msec)"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    if (nanos.match(measured).hasMatch())
        return 1e9;
    if (millis.match(measured).hasMatch())
        return 1000.0;
    return 1.0;
}

} // namespace

QList<StatementRewrite> relaxTiming(const RelaxContext &c)
{
    const PythonStatement &s = c.statement;
    // Only a check of time: a clock, a sleep or a duration on the line. A whole test that timed out is not helped by
    // dropping whatever line it was on.
    static const QRegularExpression timed(
        u"(elapsed|duration|latency|seconds|millis|runtime|\\btook\\b|_ms\\b|_ns\\b|perf_counter|monotonic|"
        "\\btime\\s*[.(])"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QStringList &patterns = assertionClassInfo(AssertionClass::Timing).linePatterns;
    const bool aboutTime =
        timed.match(s.code).hasMatch() || std::any_of(patterns.cbegin(), patterns.cend(), [&](const QString &p) {
            return QRegularExpression(p).match(s.code).hasMatch();
        });
    if (!aboutTime)
        return {};
    std::optional<TextSpan> measured;
    std::optional<TextSpan> limit;
    if (const std::optional<PythonAssert> a = asAssert(s)) {
        if (const std::optional<PythonComparison> cmp = splitComparison(s.code, a->test)) {
            const bool upper = cmp->opText == u"<" || cmp->opText == u"<=";
            const bool lower = cmp->opText == u">" || cmp->opText == u">=";
            if (upper && isNumberLiteral(s.codeOf(cmp->right))) {
                measured = cmp->left;
                limit = cmp->right;
            } else if (lower && isNumberLiteral(s.codeOf(cmp->left))) {
                measured = cmp->right;
                limit = cmp->left;
            }
        }
    } else if (const std::optional<PythonCall> call = unittestCall(s, {u"assertLess"_s, u"assertLessEqual"_s}, 2)) {
        if (isNumberLiteral(s.codeOf(call->arguments[1]))) {
            measured = call->arguments[0];
            limit = call->arguments[1];
        }
    } else if (!unittestCall(s, {u"assertGreater"_s, u"assertGreaterEqual"_s, u"assertAlmostEqual"_s}, 2)) {
        return {};
    }
    QList<StatementRewrite> out;
    const std::optional<double> stated = statedDuration(c.input.statementText);
    if (limit && stated) {
        const double perSecond = unitsPerSecond(s.codeOf(*measured));
        const double bound = *stated * perSecond;
        const QString unit = perSecond == 1.0 ? u"s"_s : perSecond == 1000.0 ? u"ms"_s : u"ns"_s;
        bool ok = false;
        const double current = s.codeOf(*limit).toString().remove(u'_').toDouble(&ok);
        if (ok && bound > current)
            out.append(edited(s, {{limit->begin, limit->end, formatBound(bound)}},
                              Relaxations::tr("allows up to %1 %3, the bound the task's statement states, instead of "
                                              "%2 %3")
                                  .arg(formatBound(bound), s.textOf(*limit), unit)));
    }
    if (std::optional<StatementRewrite> drop = dropped(c, s))
        out.append(*drop);
    return out;
}

} // namespace heddle
