#include <core/repair/relaxation.h>

#include <core/repair/statementrewrite.h>

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

/// Whether the code assigns at its top level ("x = f()", "x += 1"): dropping it could leave a later line without
/// the name.
bool assignsAtTopLevel(QStringView code)
{
    int depth = 0;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar c = code[i];
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}')
            --depth;
        else if (c == u'=' && depth == 0) {
            const QChar before = i > 0 ? code[i - 1] : QChar();
            const QChar after = i + 1 < code.size() ? code[i + 1] : QChar();
            if (after == u'=') {
                ++i;
                continue;
            }
            if (before != u'!' && before != u'<' && before != u'>')
                return true;
        }
    }
    return false;
}

QString applyEdits(QString text, QList<SpanEdit> edits)
{
    std::stable_sort(edits.begin(), edits.end(), [](const SpanEdit &a, const SpanEdit &b) {
        return a.begin != b.begin ? a.begin > b.begin : a.end > b.end;
    });
    for (const SpanEdit &e : std::as_const(edits))
        text.replace(e.begin, e.end - e.begin, e.text);
    return text;
}

/// The statement's own lines with the edits applied where each falls inside one line; nullopt when one spans a line
/// break (then the statement is written on one line).
std::optional<QStringList> editLines(const PythonFile &file, const PythonStatement &s, const QList<SpanEdit> &edits)
{
    struct Placed {
        int line;
        qsizetype begin;
        qsizetype end;
        QString text;
    };
    QList<Placed> placed;
    for (const SpanEdit &e : edits) {
        if (e.begin == e.end) {
            // An insertion sticks to the code before it ("x" + ", delta=1e-6"), so that it lands before a trailing
            // comma the joined text left out; after a blank it goes with the code that follows ("sorted(" + "[").
            const qsizetype p = e.begin;
            const bool afterPrevious = p > 0 && s.lineOf[p - 1] >= 0 && !s.text[p - 1].isSpace();
            if (afterPrevious || (p > 0 && s.lineOf[p - 1] >= 0 && (p >= s.text.size() || s.lineOf[p] < 0)))
                placed.append({s.lineOf[p - 1], s.columnOf[p - 1] + 1, s.columnOf[p - 1] + 1, e.text});
            else if (p < s.text.size() && s.lineOf[p] >= 0)
                placed.append({s.lineOf[p], s.columnOf[p], s.columnOf[p], e.text});
            else
                return std::nullopt;
            continue;
        }
        const int line = s.lineOf[e.begin];
        for (qsizetype k = e.begin; k < e.end; ++k)
            if (s.lineOf[k] != line || s.columnOf[k] != s.columnOf[e.begin] + (k - e.begin))
                return std::nullopt;
        placed.append({line, s.columnOf[e.begin], s.columnOf[e.end - 1] + 1, e.text});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        return a.line != b.line ? a.line < b.line : a.begin > b.begin;
    });
    QStringList lines;
    for (int l = s.firstLine; l <= s.lastLine; ++l)
        lines.append(file.line(l));
    for (const Placed &p : std::as_const(placed))
        lines[p.line - s.firstLine].replace(p.begin, p.end - p.begin, p.text);
    return lines;
}

QString render(const RelaxContext &context, const StatementRewrite &r)
{
    const PythonStatement &s = r.statement;
    QStringList out;
    for (const QString &line : r.linesBefore)
        out.append(s.indent + line);
    if (r.drop) {
        out.append(s.indent +
                   u"# Heddle: dropped a check of %1, which the task's statement does not ask for"_s.arg(
                       assertionClassInfo(context.input.detail).name) +
                   s.comment);
        if (context.file.onlyStatementOfBlock(s))
            out.append(s.indent + u"pass"_s);
    } else if (!r.whole.isEmpty()) {
        const QStringList parts = r.whole.split(u'\n');
        out.append(s.indent + parts.front() + s.comment);
        for (qsizetype i = 1; i < parts.size(); ++i)
            out.append(s.indent + parts[i]);
    } else {
        const QString oneLine = applyEdits(s.text, r.edits);
        const bool fits = s.indent.size() + oneLine.size() + s.comment.size() <= kColumns;
        const std::optional<QStringList> kept =
            fits || !s.spansLines() ? std::nullopt : editLines(context.file, s, r.edits);
        if (kept)
            out.append(*kept);
        else
            out.append(s.indent + oneLine + s.comment);
    }
    return out.join(u'\n');
}

QList<StatementRewrite> rewritesFor(const RelaxContext &context)
{
    switch (context.input.detail) {
    case AssertionClass::ExactMessage: return relaxExactMessage(context);
    case AssertionClass::PrivateName: return relaxPrivateName(context);
    case AssertionClass::UnorderedOrder: return relaxUnorderedOrder(context);
    case AssertionClass::ReprText: return relaxReprText(context);
    case AssertionClass::FloatEquality: return relaxFloatEquality(context);
    case AssertionClass::IdentityOrType: return relaxIdentityOrType(context);
    case AssertionClass::MockCalls: return relaxMockCalls(context);
    case AssertionClass::Timing: return relaxTiming(context);
    }
    return {};
}

} // namespace

StatementRewrite edited(const PythonStatement &statement, QList<SpanEdit> edits, const QString &summary)
{
    StatementRewrite r;
    r.statement = statement;
    r.edits = std::move(edits);
    r.summary = summary;
    return r;
}

StatementRewrite rewritten(const PythonStatement &statement, const QString &whole, const QString &summary)
{
    StatementRewrite r;
    r.statement = statement;
    r.whole = whole;
    r.summary = summary;
    return r;
}

std::optional<StatementRewrite> dropped(const RelaxContext &context, const PythonStatement &statement)
{
    static const QRegularExpression compound(
        u"^(async\\s+)?(if|elif|else|for|while|with|try|except|finally|def|class)\\b"_s);
    if (compound.match(statement.code).hasMatch() || assignsAtTopLevel(statement.code))
        return std::nullopt;
    const bool check = asAssert(statement).has_value() || asCall(statement.code, statement.whole()).has_value();
    if (!check)
        return std::nullopt;
    StatementRewrite r;
    r.statement = statement;
    r.drop = true;
    r.summary = Relaxations::tr("drops the %1 check, which the task's statement does not ask for")
                    .arg(assertionClassInfo(context.input.detail).name);
    return r;
}

// An import at any indentation counts: a module-level one may sit inside try or if, and an import put into the test
// function would make the name local to all of it, so that a use before it would fail.
bool importsModule(const PythonFile &file, const QString &module)
{
    const QString name = QRegularExpression::escape(module);
    return file.hasLine(u"^\\s*import\\s+([\\w.]+(\\s+as\\s+\\w+)?\\s*,\\s*)*%1\\s*(,|$)"_s.arg(name));
}

bool importsName(const PythonFile &file, const QString &module, const QString &name)
{
    return file.hasLine(u"^\\s*from\\s+%1\\s+import\\b[^#]*\\b%2\\b(?!\\s+as\\b)"_s.arg(
        QRegularExpression::escape(module), QRegularExpression::escape(name)));
}

QString assertMessageSuffix(const PythonStatement &statement, const PythonAssert &parts)
{
    return parts.message.isEmpty() ? QString() : u", "_s + statement.textOf(parts.message);
}

QString calleePrefix(const PythonStatement &statement, const PythonCall &call)
{
    const QString callee = statement.textOf(call.callee);
    return callee.left(callee.lastIndexOf(u'.') + 1);
}

TextSpan calleeNameSpan(const PythonStatement &statement, const PythonCall &call)
{
    return {call.callee.end - calleeName(statement, call).size(), call.callee.end};
}

std::optional<TextSpan> singleArgumentOf(const PythonStatement &statement, TextSpan s, const QString &callee)
{
    const std::optional<PythonCall> call = asCall(statement.code, s);
    if (!call || statement.textOf(call->callee) != callee || call->arguments.size() != 1 ||
        call->arguments.front().isEmpty() ||
        !keywordArgument(statement.code, call->arguments.front()).first.isEmpty() ||
        statement.code[call->arguments.front().begin] == u'*')
        return std::nullopt;
    return call->arguments.front();
}

bool isConstant(QStringView code)
{
    return code == u"None" || code == u"True" || code == u"False" || code == u"Ellipsis" || code == u"..." ||
           code == u"NotImplemented";
}

QList<Relaxation> relaxCheck(const RelaxInput &given)
{
    // The message is read as pytest's explanation, with or without the "E   " that starts each line of its report.
    static const QRegularExpression marker(u"^E {1,4}"_s, QRegularExpression::MultilineOption);
    RelaxInput input = given;
    input.failureMessage.remove(marker);
    const PythonFile file(input.fileText);
    const std::optional<PythonStatement> statement = file.statementAt(input.line - 1);
    if (!statement || statement->text.isEmpty())
        return {};
    const RelaxContext context{input, file, *statement};
    QList<Relaxation> relaxations;
    QSet<QString> seen;
    for (const StatementRewrite &r : rewritesFor(context)) {
        Relaxation relaxation;
        relaxation.firstLine = r.statement.firstLine + 1;
        relaxation.lastLine = r.statement.lastLine + 1;
        QStringList before;
        for (int l = r.statement.firstLine; l <= r.statement.lastLine; ++l)
            before.append(file.line(l));
        relaxation.before = before.join(u'\n');
        relaxation.after = render(context, r);
        relaxation.summary = r.summary;
        const QString key = QString::number(relaxation.firstLine) + u'\n' + relaxation.after;
        if (relaxation.after == relaxation.before || seen.contains(key))
            continue;
        seen.insert(key);
        relaxations.append(relaxation);
    }
    return relaxations;
}

QString applyRelaxation(const QString &fileText, const Relaxation &relaxation)
{
    QStringList lines = fileText.split(u'\n');
    if (relaxation.firstLine < 1 || relaxation.lastLine < relaxation.firstLine || relaxation.lastLine > lines.size())
        return fileText;
    // A file that ends its lines with "\r\n" keeps doing so in the lines put in.
    const bool crlf = lines[relaxation.firstLine - 1].endsWith(u'\r');
    QStringList after = relaxation.after.split(u'\n');
    if (crlf)
        for (QString &line : after)
            line.append(u'\r');
    lines.remove(relaxation.firstLine - 1, relaxation.lastLine - relaxation.firstLine + 1);
    for (qsizetype i = 0; i < after.size(); ++i)
        lines.insert(relaxation.firstLine - 1 + i, after[i]);
    return lines.join(u'\n');
}

} // namespace heddle
