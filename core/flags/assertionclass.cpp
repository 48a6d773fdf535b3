#include <core/flags/assertionclass.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class AssertionClasses
{
    Q_DECLARE_TR_FUNCTIONS(heddle::AssertionClasses)
};

QList<AssertionClassInfo> makeClasses()
{
    using C = AssertionClass;
    return {
        {C::MockCalls,
         u"mock-calls"_s,
         AssertionClasses::tr("checks how a mock was called"),
         AssertionClasses::tr("A valid patch may call its collaborators differently (other arguments, keywords, "
                              "order or count) and still behave the same."),
         {u"\\b(assert_called_with|assert_called_once_with|assert_any_call|assert_has_calls|assert_called_once|"
          "assert_not_called|assert_called|assert_awaited\\w*|call_args(_list)?|mock_calls|method_calls|"
          "call_count)\\b"_s},
         {u"expected call not found"_s, u"Calls not found"_s, u"Expected '[^']*' to (have been|be) called"_s,
          u"expected await not found"_s}},
        {C::Timing,
         u"timing"_s,
         AssertionClasses::tr("depends on timing"),
         AssertionClasses::tr("Wall-clock time, sleeps and durations depend on the machine and its load, not on "
                              "whether the patch is right."),
         {u"\\btime\\.(time|monotonic|perf_counter|process_time)(_ns)?\\(|\\bsleep\\(|"
          "\\bdatetime\\.(now|utcnow)\\(|\\btimeit\\b|\\b(elapsed|duration)\\w*\\s*(<|>)"_s},
         {u"^Failed: Timeout\\b"_s}},
        {C::ExactMessage,
         u"exact-message"_s,
         AssertionClasses::tr("compares the exact text of an exception or message"),
         AssertionClasses::tr("A valid patch may word an error or a message differently; the statement rarely "
                              "dictates the text."),
         {u"\\bmatch\\s*="_s,
          u"\\bstr\\(\\s*(e|ex|exc|err|error|exception|excinfo|exc_info|cm|ctx|raised|warning)\\b"_s,
          u"\\b(excinfo|exc_info|raised|ctx|cm|e|exc|err)\\.(value|exception)\\b"_s, u"\\.args\\[0\\]"_s,
          u"\\.message\\b"_s, u"\\bcaplog\\.(text|messages|records)\\b"_s,
          u"\\bassert(Raises|Warns)(Regexp?|Message)\\b"_s, u"\\bassertLogs\\b"_s},
         {u"Regex pattern did not match"_s, u"^AssertionError: \".*\" does not match \".*\""_s}},
        {C::PrivateName,
         u"private-name"_s,
         AssertionClasses::tr("reads a private attribute or function"),
         AssertionClasses::tr("A name with a leading underscore is internal: a valid patch may store or compute the "
                              "same thing under another name."),
         {u"(?<!\\bself)\\._[A-Za-z0-9]\\w*"_s, u"\\bimport\\s+_[A-Za-z0-9]\\w*"_s,
          u"\\b(getattr|hasattr|setattr)\\(\\s*[\\w.]+\\s*,\\s*['\"]_[A-Za-z0-9]"_s},
         {u"has no attribute '_[A-Za-z0-9]\\w*'"_s, u"cannot import name '_[A-Za-z0-9]\\w*'"_s}},
        {C::UnorderedOrder,
         u"unordered-order"_s,
         AssertionClasses::tr("compares the order of an unordered container to a list"),
         AssertionClasses::tr("The order of a set, or of dict keys built another way, is not part of the behaviour "
                              "unless the statement says so."),
         {u"\\.(keys|values|items)\\(\\)"_s, u"\\b(set|frozenset)\\("_s, u"\\blist\\(\\s*\\w+\\s*\\)"_s, u"__dict__"_s,
          u"\\bvars\\("_s},
         {u"(\\[.*\\]|\\(.*\\)) (==|!=) (\\[.*\\]|\\(.*\\))"_s}},
        {C::ReprText,
         u"repr-text"_s,
         AssertionClasses::tr("compares the repr or str of an object"),
         AssertionClasses::tr("How an object prints is seldom specified; a valid patch may print it differently."),
         {u"\\brepr\\("_s, u"\\bstr\\(\\s*[\\w.]+(\\(.*\\))?\\s*\\)\\s*(==|!=)"_s, u"(==|!=)\\s*str\\(\\s*[\\w.]+"_s,
          u"__(str|repr)__"_s},
         {u"object at 0x[0-9a-f]+"_s}},
        {C::FloatEquality,
         u"float-equality"_s,
         AssertionClasses::tr("compares floats for exact equality"),
         AssertionClasses::tr("Another order of the same arithmetic rounds differently; pytest.approx would accept "
                              "it."),
         {u"(==|!=|assertEqual\\().*(?<![\\w.])(\\d+\\.\\d*|\\.\\d+|\\d+[eE][-+]?\\d+)(?![\\w.])|"
          "(?<![\\w.])(\\d+\\.\\d*|\\.\\d+|\\d+[eE][-+]?\\d+)(?![\\w.]).*(==|!=)"_s},
         {u"assert (-?\\d+\\.\\d+(e[-+]?\\d+)?) == (-?\\d+\\.\\d+(e[-+]?\\d+)?)$"_s,
          u"^AssertionError: (-?\\d+\\.\\d+(e[-+]?\\d+)?) != (-?\\d+\\.\\d+(e[-+]?\\d+)?)$"_s}},
        {C::IdentityOrType,
         u"identity-or-type"_s,
         AssertionClasses::tr("checks identity or an exact type"),
         AssertionClasses::tr("A valid patch may return an equal object, a copy or a subclass instead of the very "
                              "object or type the test names."),
         {u"\\btype\\([^)]*\\)\\s*(==|!=|is\\b)"_s, u"(==|!=|\\bis)\\s*type\\("_s, u"__class__\\s*(==|!=|is\\b)"_s,
          u"\\bassertIs(Not)?\\("_s, u"\\bis\\s+(not\\s+)?(?!None\\b|True\\b|False\\b|not\\b)\\w"_s},
         {u"^(AssertionError: )?assert <class '[^']*'> (==|is) "_s}},
    };
}

QRegularExpression compiled(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::MultilineOption);
}

bool anyMatches(const QStringList &patterns, QStringView text)
{
    return std::any_of(patterns.cbegin(), patterns.cend(),
                       [&](const QString &p) { return compiled(p).match(text).hasMatch(); });
}

bool closeNumbers(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)});
}

/// The two numbers a failed equality shows ("assert 0.30000000000000004 == 0.3", unittest's "a != b"), if it shows
/// two plain numbers.
std::optional<std::pair<double, double>> comparedNumbers(QStringView message)
{
    static const QRegularExpression shown(
        u"^(?:AssertionError: )?(?:assert )?(-?[\\d.]+(?:[eE][-+]?\\d+)?) (?:==|!=) (-?[\\d.]+(?:[eE][-+]?\\d+)?)\\s*$"_s,
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = shown.match(message);
    if (!m.hasMatch())
        return std::nullopt;
    bool okA = false, okB = false;
    const double a = m.captured(1).toDouble(&okA);
    const double b = m.captured(2).toDouble(&okB);
    return okA && okB ? std::optional(std::pair(a, b)) : std::nullopt;
}

/// The elements of a shown list or tuple, "['b', 'a']" -> {"'b'", "'a'"}; nullopt when pytest shortened it.
std::optional<QStringList> shownElements(QStringView shown)
{
    if (shown.contains(u"...") || shown.size() < 2)
        return std::nullopt;
    QStringList parts;
    int depth = 0;
    QChar quote;
    QString current;
    for (QChar c : shown.sliced(1, shown.size() - 2)) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
        } else if (c == u'[' || c == u'(' || c == u'{') {
            ++depth;
        } else if (c == u']' || c == u')' || c == u'}') {
            --depth;
        } else if (c == u',' && depth == 0) {
            parts.append(current.trimmed());
            current.clear();
            continue;
        }
        current.append(c);
    }
    if (!current.trimmed().isEmpty())
        parts.append(current.trimmed());
    return parts;
}

/// The two lists or tuples a failed equality shows, element by element; nullopt when it shows none (or shortened).
std::optional<std::pair<QStringList, QStringList>> shownSequences(QStringView message)
{
    static const QRegularExpression shown(
        u"^(?:AssertionError: )?(?:assert |Lists differ: |Tuples differ: )?(\\[.*\\]|\\(.*\\)) (?:==|!=) (\\[.*\\]|\\(.*\\))\\s*$"_s,
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = shown.match(message);
    if (!m.hasMatch())
        return std::nullopt;
    std::optional<QStringList> a = shownElements(m.capturedView(1));
    std::optional<QStringList> b = shownElements(m.capturedView(2));
    if (!a || !b)
        return std::nullopt;
    return std::pair(std::move(*a), std::move(*b));
}

bool sameElements(QStringList a, QStringList b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

/// False when the message shows two sequences whose elements differ, not just their order.
bool onlyOrderCanDiffer(QStringView message)
{
    const auto shown = shownSequences(message);
    return !shown || sameElements(shown->first, shown->second);
}

/// Whether the message shows two sequences with the same elements in another order: a list literal that only the
/// order tells apart from the result ("assert ['b', 'a'] == ['a', 'b']").
bool showsSameElementsReordered(QStringView message)
{
    const auto shown = shownSequences(message);
    return shown && shown->first != shown->second && sameElements(shown->first, shown->second);
}

/// The message without pytest's explanation lines ("+  where 4 = <bound method X.f of <x.X object at 0x7f..>>()"):
/// they show how the compared values were computed, not what was compared.
QString withoutExplanations(QStringView message)
{
    static const QRegularExpression explanation(u"^\\s*\\+\\s+(where|and)\\b.*$\\n?"_s,
                                                QRegularExpression::MultilineOption);
    return message.toString().remove(explanation);
}

/// Whether a private name the message complains about ("has no attribute '_log'") is one the check itself uses: a
/// private name missing from the code under test, read by that code, is a bug in the patch, not a detail of the test.
bool privateNameOfTheCheck(QStringView statement, QStringView message)
{
    static const QRegularExpression named(u"(?:has no attribute|cannot import name) '(_[A-Za-z0-9]\\w*)'"_s);
    const QRegularExpressionMatch m = named.match(message);
    if (!m.hasMatch())
        return false;
    // Read by the check (obj._name, getattr(obj, "_name"), import _name), not by the code's own self._name.
    const QString name = QRegularExpression::escape(m.captured(1));
    const QRegularExpression used(u"(?<!\\bself)\\.%1\\b|['\"]%1['\"]|\\bimport\\s+%1\\b"_s.arg(name));
    return used.match(statement).hasMatch();
}

/// Whether the message shows two texts compared ("assert 'a' == 'b'", unittest's "'a' != 'b'") or a pattern that
/// did not match: the exception was the expected one and only its words differ.
bool showsTextCompared(QStringView message)
{
    static const QRegularExpression texts(
        u"^(?:AssertionError: )?(?:assert )?(?:'.*'|\".*\") (?:==|!=|in|not in) (?:'.*'|\".*\")\\s*$"_s,
        QRegularExpression::MultilineOption);
    return texts.match(message).hasMatch();
}

} // namespace

const QList<AssertionClassInfo> &assertionClasses()
{
    static const QList<AssertionClassInfo> classes = makeClasses();
    return classes;
}

const AssertionClassInfo &assertionClassInfo(AssertionClass id)
{
    const QList<AssertionClassInfo> &all = assertionClasses();
    return *std::find_if(all.cbegin(), all.cend(), [&](const AssertionClassInfo &c) { return c.id == id; });
}

QString codeOnly(QStringView statement)
{
    QString out;
    QChar quote;
    bool escaped = false;
    for (QChar c : statement) {
        if (!quote.isNull()) {
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == quote) {
                quote = QChar();
                out.append(c);
            }
            continue;
        }
        if (c == u'#')
            break;
        if (c == u'\'' || c == u'"')
            quote = c;
        out.append(c);
    }
    while (!out.isEmpty() && out.back().isSpace())
        out.chop(1);
    return out;
}

QStringList caughtNames(QStringView fileText)
{
    static const QRegularExpression bound(
        u"(?:\\b(?:raises|warns|assert(?:Raises|Warns)\\w*)\\s*\\(.*\\)|^\\s*except\\b[^:#]*)\\s+as\\s+([A-Za-z_]\\w*)\\s*[:,)]"_s,
        QRegularExpression::MultilineOption);
    QStringList names;
    for (QRegularExpressionMatchIterator it = bound.globalMatch(fileText); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!names.contains(name) && name != u"excinfo")
            names.append(name);
    }
    return names;
}

QString withCaughtNames(QStringView statement, const QStringList &names)
{
    QString out = statement.toString();
    for (const QString &name : names)
        out.replace(QRegularExpression(u"(?<![\\w.])"_s + QRegularExpression::escape(name) + u"\\b"_s), u"excinfo"_s);
    return out;
}

std::optional<AssertionClass> classifyFailedCheck(QStringView statement, QStringView fullMessage)
{
    // No exception or warning at all is a behaviour the test asked for, whatever else the line checks.
    if (fullMessage.contains(u"DID NOT RAISE"_s) || fullMessage.contains(u"DID NOT WARN"_s))
        return std::nullopt;
    const QString message = withoutExplanations(fullMessage);
    const QString code = codeOnly(statement);
    static const QRegularExpression getattrPrivate(
        u"\\b(getattr|hasattr|setattr)\\(\\s*[\\w.]+\\s*,\\s*['\"]_[A-Za-z0-9]"_s);
    static const QRegularExpression approx(u"\\b(approx|isclose|allclose|assertAlmostEqual|round)\\b"_s);
    for (const AssertionClassInfo &c : assertionClasses()) {
        const bool onLine = anyMatches(c.linePatterns, code);
        const bool inMessage = anyMatches(c.messagePatterns, message);
        switch (c.id) {
        case AssertionClass::PrivateName:
            if (onLine || getattrPrivate.match(statement).hasMatch() ||
                (inMessage && privateNameOfTheCheck(statement, message)))
                return c.id;
            break;
        case AssertionClass::ExactMessage:
            // A raises(match=...) line fails on the words only when the message says the pattern did not match;
            // another exception, or an error inside the code, is a wrong behaviour.
            if (inMessage || (onLine && (message.trimmed().isEmpty() || showsTextCompared(message))))
                return c.id;
            break;
        case AssertionClass::UnorderedOrder:
            // The container on the line, and a message that shows the same elements (or does not show them); or a
            // literal list the result holds every element of, in another order.
            if (code.contains(u"==") && !code.contains(u"sorted(") &&
                ((onLine && onlyOrderCanDiffer(message)) || showsSameElementsReordered(message)))
                return c.id;
            break;
        case AssertionClass::FloatEquality: {
            if (approx.match(code).hasMatch())
                break;
            const std::optional<std::pair<double, double>> shown = comparedNumbers(message);
            if (shown && !closeNumbers(shown->first, shown->second))
                break; // two clearly different numbers: a wrong value
            if (onLine || (inMessage && shown))
                return c.id;
            break;
        }
        default:
            if (onLine || inMessage)
                return c.id;
        }
    }
    return std::nullopt;
}

} // namespace heddle
