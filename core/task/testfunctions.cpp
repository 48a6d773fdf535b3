#include <core/task/testfunctions.h>

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

enum class Lang {
    Python,
    Script,
    Go,
    Rust,
    Jvm,
    Any
};
// Where a span ends: a statement where its brackets close; a call (it(...)) and a definition where the brackets that
// opened its arguments, or its body's braces, close again.
enum class End {
    Statement,
    Call,
    Definition
};

constexpr int kMaxSpan = 400;  // lines given a definition whose brackets never balance
constexpr int kMaxWalk = 200;  // lines looked at above a definition for its decorators, or above a test.each title
constexpr int kMaxDepth = 256; // blocks followed around a function

using Lines = QList<QByteArrayView>;

Lang langOf(QStringView path)
{
    const QStringView ext = path.sliced(path.lastIndexOf(u'.') + 1);
    if (ext == u"py")
        return Lang::Python;
    for (const QStringView script : {u"js", u"jsx", u"ts", u"tsx", u"mjs", u"cjs", u"mts", u"cts"})
        if (ext == script)
            return Lang::Script;
    if (ext == u"go" || ext == u"rs")
        return ext == u"go" ? Lang::Go : Lang::Rust;
    return ext == u"java" || ext == u"kt" ? Lang::Jvm : Lang::Any;
}

/// Whether an id's file is not path, either relative to the other: "tests/t.py" is "/testbed/tests/t.py".
bool isOtherFile(QStringView file, QStringView path)
{
    const QStringView longer = file.size() >= path.size() ? file : path;
    const QStringView shorter = file.size() >= path.size() ? path : file;
    const qsizetype at = longer.size() - shorter.size();
    return langOf(file) != Lang::Any && !file.contains(u' ') &&
           !(longer.endsWith(shorter) && (at == 0 || longer.at(at - 1) == u'/'));
}

bool isIdentChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
           static_cast<unsigned char>(c) >= 0x80;
}

bool isOpener(char c)
{
    return c == '(' || c == '[' || c == '{';
}

/// The identifier that text starts with, or empty.
QByteArrayView identifierAt(QByteArrayView text)
{
    qsizetype end = 0;
    while (end < text.size() && isIdentChar(text[end]))
        ++end;
    return end > 0 && !(text[0] >= '0' && text[0] <= '9') ? text.first(end) : QByteArrayView();
}

/// The width of a line's indentation with tabs to 8 columns, or -1 for a blank line.
int indentOf(QByteArrayView line)
{
    int width = 0;
    for (const char c : line) {
        if (c != ' ' && c != '\t')
            return width;
        width = c == '\t' ? (width / 8 + 1) * 8 : width + 1;
    }
    return -1;
}

Lines splitLines(QByteArrayView content)
{
    Lines lines;
    for (qsizetype from = 0; from < content.size();) {
        const qsizetype newline = content.indexOf('\n', from);
        QByteArrayView line = content.sliced(from, (newline < 0 ? content.size() : newline) - from);
        lines.append(line.endsWith('\r') ? line.chopped(1) : line);
        from = newline < 0 ? content.size() : newline + 1;
    }
    return lines;
}

LineSpan spanOf(int first, int last) // from 0-based lines
{
    return {first + 1, last + 1};
}

/// Brackets outside strings and comments, line after line; a block comment, a template literal, a Go raw string or
/// a triple-quoted string left open at a line's end stays open into the next.
struct Lexer {
    Lang lang;
    char open = 0; // the quote of the string open, or '*' in a block comment
    bool triple = false;

    template <typename F> void scan(QByteArrayView line, F onBracket)
    {
        const qsizetype n = line.size();
        const bool python = lang == Lang::Python;
        for (qsizetype i = 0; i < n; ++i) {
            const char c = line[i];
            const char next = i + 1 < n ? line[i + 1] : '\0';
            const bool tripled = next == c && i + 2 < n && line[i + 2] == c;
            if (open == '*') {
                i += c == '*' && next == '/' ? 1 : 0;
                open = c == '*' && next == '/' ? 0 : open;
            } else if (open != 0) {
                i += c == '\\' ? 1 : 0;
                if (c == open && (!triple || tripled)) {
                    i += triple ? 2 : 0;
                    open = 0;
                }
            } else if ((python && c == '#') || (!python && c == '/' && next == '/')) {
                return;
            } else if (!python && c == '/' && next == '*') {
                open = '*';
                ++i;
            } else if (c == '"' || c == '\'' || c == '`') {
                triple = c != '`' && tripled && (python || lang == Lang::Jvm || lang == Lang::Any);
                if (triple || (c == '`' && (lang == Lang::Script || lang == Lang::Go || lang == Lang::Any))) {
                    open = c;
                    i += triple ? 2 : 0;
                } else if (c != '\'' || lang != Lang::Rust || next == '\\' || (i + 2 < n && line[i + 2] == '\'')) {
                    for (++i; i < n && line[i] != c; ++i) // a string of one line; a Rust lifetime ('a) is none
                        i += line[i] == '\\' ? 1 : 0;
                    open = i > n ? c : 0; // unless a backslash escapes its end
                }
            } else if (c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}') {
                onBracket(c);
            }
        }
    }
};

/// The last line of the statement, call or definition at line first (all 0-based), at most kMaxSpan lines on.
int endOf(const Lines &lines, int first, Lang lang, End end)
{
    Lexer lexer{lang};
    int depth = 0;
    bool opened = false;
    const int stop = int(std::min<qsizetype>(lines.size(), qsizetype(first) + kMaxSpan));
    for (int i = first; i < stop; ++i) {
        lexer.scan(lines[i], [&](char c) {
            depth += isOpener(c) ? 1 : -1;
            opened = opened || c == '{' || (end == End::Call && c == '(');
        });
        const QByteArrayView here = lines[i].trimmed();
        if (depth > 0 || lexer.open != 0 || (end == End::Statement && here.endsWith('\\')))
            continue;
        if (end == End::Statement || opened)
            return i;
        // A definition without a body so far ends here, unless its brace or throws clause is on the next line.
        qsizetype next = i + 1;
        while (next < stop && lines[next].trimmed().isEmpty())
            ++next;
        const QByteArrayView after = next < stop ? lines[next].trimmed() : QByteArrayView();
        if (end == End::Definition && !here.endsWith('=') && !after.startsWith('{') && !after.startsWith("throws"))
            return i;
    }
    return stop - 1;
}

/// The first line (0-based) of the decorators, annotations or attributes directly above the definition at def; they
/// start below floor, the line of the definition before it.
int annotatedStart(const Lines &lines, int def, Lang lang, int floor)
{
    int start = def;
    int depth = 0; // brackets closed below and not yet opened above
    for (int i = def - 1; i > floor && i >= def - kMaxWalk; --i) {
        const QByteArrayView text = lines[i].trimmed();
        if (text.isEmpty() && depth == 0)
            break;
        Lexer{lang}.scan(lines[i], [&](char c) { depth += isOpener(c) ? -1 : 1; });
        const bool annotation = (text.startsWith('@') && lang != Lang::Go && lang != Lang::Script) ||
                                (text.startsWith("#[") && (lang == Lang::Rust || lang == Lang::Any));
        if (depth < 0 || (depth == 0 && !annotation))
            break;
        start = depth == 0 ? i : start;
    }
    return start;
}

QList<LineSpan> merged(QList<LineSpan> spans)
{
    std::sort(spans.begin(), spans.end(),
              [](LineSpan a, LineSpan b) { return std::pair(a.first, a.last) < std::pair(b.first, b.last); });
    QList<LineSpan> out;
    for (const LineSpan &span : spans) {
        if (!out.isEmpty() && span.first <= out.last().last + 1)
            out.last().last = std::max(out.last().last, span.last);
        else
            out.append(span);
    }
    return out;
}

// --- Python

struct PyDef {
    QByteArray name;
    int line = 0;    // 0-based
    int parent = -1; // the index of the def or class it is in
    bool isClass = false;
    int floor = -1; // the line of the def or class before it
};

struct PyFile {
    QList<PyDef> defs;
    QList<int> imports; // module-level import lines
};

/// The defs, classes and module-level imports of a Python file, each def with the def or class it is in.
PyFile readPython(const Lines &lines)
{
    PyFile file;
    QList<std::pair<int, int>> enclosing; // the indentation and index of each def the line is in
    Lexer lexer{Lang::Python};
    int depth = 0;
    for (int i = 0; i < lines.size(); ++i) {
        QByteArrayView text = lines[i].trimmed();
        const bool statement = text.startsWith("def ") || text.startsWith("class ") || text.startsWith("async def ");
        const bool continued = lexer.open != 0 || (depth > 0 && !statement); // a stray bracket stops at a def
        depth = continued ? depth : 0;
        lexer.scan(lines[i], [&](char c) { depth = std::max(0, depth + (isOpener(c) ? 1 : -1)); });
        const int indent = indentOf(lines[i]);
        if (continued || indent < 0 || text.startsWith('#'))
            continue;
        while (!enclosing.isEmpty() && enclosing.last().first >= indent)
            enclosing.removeLast();
        if (enclosing.isEmpty() &&
            (text.startsWith("import ") || (text.startsWith("from ") && text.contains(" import"))))
            file.imports.append(i);
        text = text.startsWith("async ") ? text.sliced(6).trimmed() : text;
        const QByteArrayView name = identifierAt(text.sliced(text.indexOf(' ') + 1).trimmed());
        if (!statement || name.isEmpty())
            continue;
        const int parent = enclosing.isEmpty() ? -1 : enclosing.last().second;
        file.defs.append(
            {name.toByteArray(), i, parent, text.startsWith('c'), file.defs.isEmpty() ? -1 : file.defs.last().line});
        enclosing.append({indent, int(file.defs.size() - 1)});
    }
    return file;
}

/// The span of the def at line def: its decorators, its header to the colon, then each line indented deeper.
LineSpan pythonSpan(const Lines &lines, const PyDef &pyDef)
{
    const int def = pyDef.line;
    const int indent = indentOf(lines[def]);
    Lexer lexer{Lang::Python};
    int depth = 0;
    int last = def;
    bool header = true;
    for (int i = def; i < lines.size(); ++i) {
        if (!header && lexer.open == 0) {
            const int own = indentOf(lines[i]);
            if (own < 0 || lines[i].trimmed().startsWith('#'))
                continue; // a blank or comment line is the body's only if a deeper line follows
            if (own <= indent)
                break;
        }
        last = i;
        lexer.scan(lines[i], [&](char c) { depth = std::max(0, depth + (isOpener(c) ? 1 : -1)); });
        header = header && depth > 0 && i - def < kMaxWalk;
    }
    return spanOf(annotatedStart(lines, def, Lang::Python, pyDef.floor), last);
}

/// Whether a decorator of the def at line def makes it a pytest fixture.
bool isFixture(const Lines &lines, const PyDef &def)
{
    for (int i = annotatedStart(lines, def.line, Lang::Python, def.floor); i < def.line; ++i) {
        const QByteArrayView text = lines[i].trimmed();
        const qsizetype at = text.indexOf("fixture");
        if (at > 0 && (text[at - 1] == '.' || text[at - 1] == '@') &&
            !isIdentChar(at + 7 < text.size() ? text[at + 7] : ' '))
            return true;
    }
    return false;
}

// --- what an id names

struct Target {
    QList<QByteArray> names; // function names the id may mean
    QByteArray cls;          // the class the id puts the function in, if it says
    QByteArray title;        // a script test's title: the id's last " > " segment
    QByteArray whole;        // the id, which ends with the title when a runner joins titles with blanks
};

/// What the id names, or nothing when it puts its test in another file than path.
std::optional<Target> targetOf(const QString &testId, const QString &path, Lang lang)
{
    static const QRegularExpression unittest(u"^([\\w$]+) ?\\(([\\w.$]+)\\)"_s);
    static const QRegularExpression go(u"^((?:Test|Benchmark|Example|Fuzz)\\w*)(?:/(\\w+))?"_s);
    const QString id = testId.trimmed();
    const QStringList segments = id.split(u" > "_s);
    Target target{{}, {}, segments.last().trimmed().toUtf8(), id.toUtf8()};
    QString name;
    QString cls;
    QString module;
    QRegularExpressionMatch match;
    const qsizetype colons = id.indexOf(u"::");
    if (colons > 0 && (segments.size() == 1 || colons < id.indexOf(u" > "))) {
        const QStringList parts = id.left(id.indexOf(u'[')).split(u"::"_s); // the parameters may hold "::" and " > "
        if (isOtherFile(parts.first(), path))
            return std::nullopt;
        name = parts.last();
        cls = parts.size() > 2 ? parts.at(parts.size() - 2) : QString();
    } else if (segments.size() > 1) { // Jest's and Vitest's "file > group > title", Gradle's "Class > method()"
        if (isOtherFile(segments.first().trimmed(), path))
            return std::nullopt;
        name = segments.last();
    } else if ((match = unittest.match(id)).hasMatch()) {
        name = match.captured(1);
        QStringList dotted = match.captured(2).split(u'.');
        if (dotted.size() > 1 && dotted.last() == name)
            dotted.removeLast();
        cls = dotted.takeLast();
        module = dotted.join(u'/');
    } else if ((match = go.match(id)).hasMatch()) {
        name = match.captured(1);
        if (match.hasCaptured(2)) // or a testify suite's method
            target.names.append(match.captured(2).toUtf8());
    } else if (!id.contains(u' ') && !id.contains(u'/') && langOf(id) == Lang::Any) {
        const QStringList dotted = QString(id).replace(u'#', u'.').split(u'.');
        name = dotted.last();
        cls = dotted.size() > 1 ? dotted.at(dotted.size() - 2) : QString();
    }
    name = name.left(name.indexOf(u'(')).left(name.indexOf(u'[')).trimmed();
    cls = cls.section(u'$', 0, 0);
    if (lang == Lang::Python && !module.isEmpty() && isOtherFile(QString(module + u".py"_s), path) &&
        isOtherFile(QString(module + u"/__init__.py"_s), path))
        return std::nullopt;
    if (lang == Lang::Jvm && !cls.isEmpty() && cls.at(0).isUpper() && cls != path.section(u'/', -1).section(u'.', 0, 0))
        return std::nullopt;
    if (const QByteArray utf8 = name.toUtf8(); !utf8.isEmpty() && identifierAt(utf8).size() == utf8.size())
        target.names.prepend(utf8);
    target.cls = cls.toUtf8();
    return target;
}

QList<LineSpan> pythonSpans(const Lines &lines, const QList<Target> &targets)
{
    const PyFile file = readPython(lines);
    QHash<QByteArray, QList<int>> byName;
    for (qsizetype d = 0; d < file.defs.size(); ++d)
        if (!file.defs[d].isClass)
            byName[file.defs[d].name].append(int(d));
    QSet<int> found;
    for (const Target &target : targets) {
        for (const QByteArray &name : target.names) {
            const QList<int> all = byName.value(name);
            QList<int> best; // in the id's class, or at module level when the id names none
            for (const int d : all) {
                const int parent = file.defs[d].parent;
                if (target.cls.isEmpty() ? parent < 0 : parent >= 0 && file.defs[parent].name == target.cls)
                    best.append(d);
            }
            for (const int d : best.isEmpty() ? all : best)
                found.insert(d);
        }
    }
    QList<int> sorted(found.begin(), found.end());
    std::sort(sorted.begin(), sorted.end());
    QList<LineSpan> spans;
    for (const int d : std::as_const(sorted)) // a def inside the span before is in it: it adds nothing
        if (spans.isEmpty() || file.defs[d].line >= spans.last().last)
            spans.append(pythonSpan(lines, file.defs[d]));
    return spans;
}

// --- the brace languages

/// The name a line defines a function by ("void testBar(", "fun testBar(", "fn name<T>(", "func (s *S) TestFoo(",
/// "@Test public List<X> name("): the first name before "(" that follows a type or an introducing keyword, or empty.
QByteArrayView definedName(QByteArrayView line)
{
    static const QList<QByteArrayView> introducers = {"fn", "fun", "func", "function", "def", "void"};
    static const QList<QByteArrayView> statements = {"return", "if",    "else", "for",   "while", "switch", "case",
                                                     "assert", "throw", "new",  "await", "yield", "go",     "defer"};
    const QByteArrayView text = line.trimmed();
    QByteArrayView previous;
    for (qsizetype i = 0; i < text.size();) {
        const QByteArrayView word = identifierAt(text.sliced(i));
        if (word.isEmpty()) {
            const char c = text[i++];
            if (c == '=' || c == ';' || c == '{' || c == '"' || c == '\'' || c == '#')
                return {};  // past where a definition names itself
            if (c == '@') { // an annotation on the definition's line
                i += identifierAt(text.sliced(i)).size();
                const qsizetype close = i < text.size() && text[i] == '(' ? text.indexOf(')', i) : i - 1;
                i = close < 0 ? text.size() : close + 1;
                previous = {};
            } else if (c != ' ' && c != '\t') {
                previous = text.sliced(i - 1, 1);
            }
            continue;
        }
        if (i == 0 && statements.contains(word))
            return {};
        i += word.size();
        const QByteArrayView rest = text.sliced(i).trimmed();
        const bool introduced = introducers.contains(previous);
        const bool typed = !previous.isEmpty() && (isIdentChar(previous.back()) || previous == ">" || previous == "]" ||
                                                   (previous == ")" && text.startsWith("func")));
        if ((rest.startsWith('(') || (introduced && rest.startsWith('<'))) && (introduced || typed))
            return word;
        previous = word;
    }
    return {};
}

QList<LineSpan> definitionSpans(const Lines &lines, const QList<Target> &targets, Lang lang)
{
    QSet<QByteArray> wanted;
    for (const Target &target : targets)
        for (const QByteArray &name : target.names)
            wanted.insert(name);
    QList<LineSpan> spans;
    int floor = -1; // the definition before
    for (int i = 0; i < lines.size() && !wanted.isEmpty(); ++i) {
        const QByteArrayView name = definedName(lines[i]);
        if (name.isEmpty())
            continue;
        // A definition inside the span before is in it.
        if ((spans.isEmpty() || i >= spans.last().last) &&
            wanted.contains(QByteArray::fromRawData(name.data(), name.size())))
            spans.append(spanOf(annotatedStart(lines, i, lang, floor), endOf(lines, i, lang, End::Definition)));
        floor = i;
    }
    return spans;
}

/// The string literals of a line, roughly unescaped.
QList<QByteArray> literalsOf(QByteArrayView line)
{
    QList<QByteArray> literals;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char quote = line[i];
        if (quote != '\'' && quote != '"' && quote != '`')
            continue;
        QByteArray &text = literals.emplace_back();
        for (++i; i < line.size() && line[i] != quote; ++i)
            text += line[i == line.size() - 1 || line[i] != '\\' ? i : ++i];
    }
    return literals;
}

/// The titles a literal of an it.each or test.each gives, its placeholders (%s, $name, ${expr}) standing for anything.
QRegularExpression titlePattern(const QByteArray &literal)
{
    static const QRegularExpression placeholder(u"%[sdifjoOpc#]|\\$\\{[^}]*\\}|\\$[\\w.]+"_s);
    const QString text = QString::fromUtf8(literal);
    QString pattern;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(text)) {
        pattern += QRegularExpression::escape(text.mid(from, match.capturedStart() - from)) + u".*"_s;
        from = match.capturedEnd();
    }
    return QRegularExpression(
        QRegularExpression::anchoredPattern(pattern + QRegularExpression::escape(text.mid(from))));
}

/// The spans of Jest's, Vitest's and Mocha's it(), test() and their .each, .only, .skip... whose title a target is.
QList<LineSpan> scriptSpans(const Lines &lines, const QList<Target> &targets)
{
    QHash<QByteArray, QList<int>> byTitle;                  // the lines that start a test of each title
    QList<std::pair<QRegularExpression, int>> placeholders; // and of each title with placeholders, to a bound
    int each = -1; // the line of the last it.each, whose title may follow its table
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArrayView text = lines[i].trimmed();
        const QByteArrayView word = identifierAt(text);
        bool isCall = word == "it" || word == "test" || word == "xit" || word == "fit" || word == "specify";
        bool eachCall = false;
        qsizetype at = word.size();
        while (isCall && at < text.size() && text[at] == '.') {
            const QByteArrayView member = identifierAt(text.sliced(at + 1));
            isCall = member != "describe" && member != "step";
            eachCall = eachCall || member == "each";
            at += member.size() + 1;
        }
        const bool plain = isCall && !eachCall && at < text.size() && text[at] == '(';
        each = isCall && eachCall && at < text.size() && (text[at] == '(' || text[at] == '`') ? i : each;
        const bool eachTitle = text.startsWith("])(") || text.startsWith(")(") || text.startsWith("`(");
        if (!plain && !eachTitle && each != i)
            continue;
        QList<QByteArray> titles = literalsOf(text);
        if (plain && titles.isEmpty() && i + 1 < lines.size()) // a title on the line after it(
            titles = literalsOf(lines[i + 1]);
        const int start = eachTitle && each >= 0 && i - each <= kMaxWalk ? each : i;
        for (const QByteArray &title : titles.mid(0, plain ? 1 : titles.size())) { // a plain call's title: its first
            byTitle[title].append(start);
            if ((title.contains('%') || title.contains('$')) && title.size() < 300 && placeholders.size() < 100)
                placeholders.append({titlePattern(title), start});
        }
    }
    QList<int> starts;
    for (const Target &target : targets) {
        QList<int> found = byTitle.value(target.title);
        const QString title = QString::fromUtf8(target.title);
        for (const auto &[pattern, start] : std::as_const(placeholders))
            if (pattern.match(title).hasMatch())
                found.append(start);
        // Failing that, Mocha's "group does a": a title the id ends with.
        qsizetype blank = target.whole.indexOf(' ');
        for (int tries = 0; found.isEmpty() && blank >= 0 && tries < 64;
             ++tries, blank = target.whole.indexOf(' ', blank + 1))
            found = byTitle.value(target.whole.sliced(blank + 1));
        starts += found;
    }
    std::sort(starts.begin(), starts.end());
    QList<LineSpan> spans;
    for (const int start : std::as_const(starts)) // a test inside the span before is in it
        if (spans.isEmpty() || start >= spans.last().last)
            spans.append(spanOf(start, endOf(lines, start, Lang::Script, End::Call)));
    return spans;
}

// --- the set-up beside the functions

/// Whether the 1-based line is in one of the sorted, merged spans.
bool contains(const QList<LineSpan> &spans, int line)
{
    const auto after =
        std::upper_bound(spans.begin(), spans.end(), line, [](int l, LineSpan s) { return l < s.first; });
    return after != spans.begin() && std::prev(after)->last >= line;
}

void addPythonContext(const Lines &lines, const QList<LineSpan> &functions, QList<LineSpan> &context)
{
    static const QList<QByteArrayView> moduleSetUp = {"setup_module", "setUpModule"};
    static const QList<QByteArrayView> classSetUp = {"setUp", "setUpClass",   "setUpTestData", "asyncSetUp",
                                                     "setup", "setup_method", "setup_class"};
    const PyFile file = readPython(lines);
    for (const int i : file.imports)
        if (context.isEmpty() || i >= context.last().last) // an import inside the one before is in it
            context.append(spanOf(i, endOf(lines, i, Lang::Python, End::Statement)));
    QSet<int> classes;
    for (const PyDef &def : file.defs) {
        if (!def.isClass && def.parent < 0 && (moduleSetUp.contains(def.name) || isFixture(lines, def)))
            context.append(pythonSpan(lines, def));
        for (int p = def.parent; p >= 0 && contains(functions, def.line + 1); p = file.defs[p].parent)
            if (file.defs[p].isClass)
                classes.insert(p);
    }
    for (const int c : std::as_const(classes))
        context.append(spanOf(file.defs[c].line, file.defs[c].line));
    for (const PyDef &def : file.defs)
        if (!def.isClass && classes.contains(def.parent) && (classSetUp.contains(def.name) || isFixture(lines, def)))
            context.append(pythonSpan(lines, def));
}

void addBraceContext(const Lines &lines, Lang lang, const QList<LineSpan> &functions, QList<LineSpan> &context)
{
    QList<std::pair<LineSpan, int>> setUps; // each with the line that opens its block, or -1 at the top
    QSet<int> around{-1};                   // the lines that open the blocks the functions are in
    QList<int> blocks;
    qsizetype named = 0; // how many of blocks are in around
    qsizetype function = 0;
    Lexer lexer{lang};
    int covered = -1; // the last line of the last import or set-up
    int floor = -1;   // the last definition
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArrayView text = lines[i].trimmed();
        const QByteArrayView word = identifierAt(text);
        for (; function < functions.size() && functions.at(function).first <= i + 1; ++function, named = blocks.size())
            for (qsizetype b = named; b < blocks.size(); ++b)
                around.insert(blocks.at(b));
        const QByteArrayView name = definedName(text);
        const int block = blocks.isEmpty() ? -1 : blocks.last();
        if (i > covered) { // a set-up or import inside the one before is in it
            const bool imports = (word == "import" || word == "package" || word == "use") &&
                                 text.size() > word.size() && QByteArrayView(" {(").contains(text[word.size()]);
            const bool required =
                blocks.isEmpty() && (word == "const" || word == "let" || word == "var") && text.contains("require(");
            bool before = name == "setUp" || (!name.isEmpty() && i > 0 && lines[i - 1].trimmed().startsWith("@Before"));
            if (imports || required)
                context.append(spanOf(i, covered = endOf(lines, i, lang, End::Statement)));
            else if (word == "beforeEach" || word == "beforeAll")
                setUps.append({spanOf(i, covered = endOf(lines, i, lang, End::Call)), block});
            else if (before && lang != Lang::Script)
                setUps.append(
                    {spanOf(annotatedStart(lines, i, lang, floor), covered = endOf(lines, i, lang, End::Definition)),
                     block});
        }
        floor = name.isEmpty() ? floor : i;
        lexer.scan(lines[i], [&](char c) {
            if (c == '{' && blocks.size() < kMaxDepth)
                blocks.append(i);
            else if (c == '}' && !blocks.isEmpty())
                blocks.removeLast();
            named = std::min(named, blocks.size());
        });
    }
    for (int header : std::as_const(around)) { // a brace on its own line opens the block the line above names
        while (header > 0 && lines[header].trimmed() == "{")
            --header;
        if (header >= 0)
            context.append(spanOf(header, header));
    }
    for (const auto &[span, block] : std::as_const(setUps))
        if (around.contains(block))
            context.append(span);
}

} // namespace

QList<LineSpan> testFunctionSpans(QByteArrayView content, const QString &path, const QStringList &testIds)
{
    const Lang lang = langOf(path);
    QStringList ids = testIds;
    ids.removeDuplicates();
    QList<Target> targets;
    for (const QString &id : std::as_const(ids))
        if (std::optional<Target> target = targetOf(id, path, lang))
            targets.append(*std::move(target));
    if (targets.isEmpty())
        return {};
    const Lines lines = splitLines(content);
    QList<LineSpan> spans;
    if (lang == Lang::Python || lang == Lang::Any)
        spans = pythonSpans(lines, targets);
    const bool others = lang == Lang::Any && spans.isEmpty(); // a file of another language: every rule
    if (lang == Lang::Script || others)
        spans += scriptSpans(lines, targets);
    if (lang == Lang::Go || lang == Lang::Rust || lang == Lang::Jvm || others)
        spans += definitionSpans(lines, targets, lang);
    return merged(spans);
}

QList<LineSpan> testContextSpans(QByteArrayView content, const QString &path, const QList<LineSpan> &functions)
{
    const Lines lines = splitLines(content);
    QList<LineSpan> within;
    for (const LineSpan &span : functions)
        if (span.first >= 1 && span.first <= span.last && span.first <= lines.size())
            within.append({span.first, int(std::min<qsizetype>(span.last, lines.size()))});
    within = merged(within);
    if (within.isEmpty())
        return {};
    const Lang lang = langOf(path);
    QList<LineSpan> context;
    if (lang == Lang::Python || lang == Lang::Any)
        addPythonContext(lines, within, context);
    if (lang != Lang::Python)
        addBraceContext(lines, lang, within, context);
    QList<LineSpan> out; // without the functions' own lines
    qsizetype f = 0;
    for (const LineSpan &span : merged(context)) {
        int from = span.first;
        while (f < within.size() && within.at(f).last < from)
            ++f;
        for (qsizetype g = f; g < within.size() && within.at(g).first <= span.last; ++g) {
            if (within.at(g).first > from)
                out.append({from, within.at(g).first - 1});
            from = std::max(from, within.at(g).last + 1);
        }
        if (from <= span.last)
            out.append({from, span.last});
    }
    return out;
}

} // namespace heddle
