#include <core/testcommand/testselection.h>

#include <core/testcommand/runneroptions.h>
#include <core/testcommand/shellwords.h>

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <variant>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class TestSelection
{
    Q_DECLARE_TR_FUNCTIONS(heddle::TestSelection)
};

/// Why a command is left as it is.
struct Why {
    QString text;
};

QString baseName(const QString &path)
{
    return path.mid(path.lastIndexOf(u'/') + 1);
}

// ---- The runners -------------------------------------------------------------------------------------------------

enum class TestRunner {
    Pytest,
    Tox,
    Django,
    Unittest,
    Go,
    Jest,
    Vitest
};

QString runnerName(TestRunner runner)
{
    switch (runner) {
    case TestRunner::Pytest: return u"pytest"_s;
    case TestRunner::Tox: return u"tox"_s;
    case TestRunner::Django: return u"django"_s;
    case TestRunner::Unittest: return u"unittest"_s;
    case TestRunner::Go: return u"go"_s;
    case TestRunner::Jest: return u"jest"_s;
    case TestRunner::Vitest: return u"vitest"_s;
    }
    return {};
}

// ---- Which runner a command starts ----------------------------------------------------------------------------

struct Invocation {
    TestRunner runner = TestRunner::Pytest;
    qsizetype arguments = 0; // the index of the runner's first argument
};

bool isPython(const QString &program)
{
    static const QRegularExpression python(u"^python(\\d+(\\.\\d+)?)?$"_s);
    return python.match(baseName(program)).hasMatch();
}

std::variant<Invocation, Why> runnerOf(const QList<ShellWord> &words, const QString &command)
{
    static const QRegularExpression assignment(u"^[A-Za-z_][A-Za-z0-9_]*="_s);
    qsizetype i = 0;
    while (i < words.size() && assignment.match(rawShellWord(command, words.at(i))).hasMatch())
        ++i;
    if (i >= words.size())
        return Why{TestSelection::tr("the command runs nothing")};
    const auto unknown = [&](qsizetype at) -> Why {
        return Why{TestSelection::tr("%1 is not a test runner whose selection Heddle knows").arg(words.at(at).text)};
    };
    const auto word = [&](qsizetype at) { return at < words.size() ? words.at(at).text : QString(); };
    const auto djangoTest = [&](qsizetype at) -> std::variant<Invocation, Why> {
        if (word(at) != u"test")
            return Why{TestSelection::tr("%1 runs no tests without its test command").arg(word(at - 1))};
        return Invocation{TestRunner::Django, at + 1};
    };
    const QString program = words.at(i).text;
    const QString name = baseName(program);
    if (isPython(program)) {
        qsizetype k = i + 1;
        while (k < words.size() && words.at(k).text.startsWith(u'-') && words.at(k).text != u"-m") {
            const QString &option = words.at(k).text;
            if (option == u"-c" || option == u"-")
                return Why{TestSelection::tr("the command runs code given on its command line")};
            k += (option == u"-W" || option == u"-X") ? 2 : 1;
        }
        if (word(k) == u"-m") {
            const QString module = word(k + 1);
            if (module == u"pytest" || module == u"py.test")
                return Invocation{TestRunner::Pytest, k + 2};
            if (module == u"unittest")
                return Invocation{TestRunner::Unittest, k + 2};
            if (module == u"django")
                return djangoTest(k + 2);
            return Why{TestSelection::tr("python -m %1 is not a test runner whose selection Heddle knows").arg(module)};
        }
        const QString script = baseName(word(k));
        if (script == u"runtests.py")
            return Invocation{TestRunner::Django, k + 1};
        if (script == u"manage.py")
            return djangoTest(k + 1);
        return k < words.size() ? unknown(k) : unknown(i);
    }
    if (name == u"pytest" || name == u"py.test")
        return Invocation{TestRunner::Pytest, i + 1};
    if (name == u"runtests.py")
        return Invocation{TestRunner::Django, i + 1};
    if (name == u"manage.py" || name == u"django-admin")
        return djangoTest(i + 1);
    if (name == u"tox")
        return Invocation{TestRunner::Tox, i + 1};
    if (name == u"go") {
        if (word(i + 1) != u"test")
            return Why{TestSelection::tr("go %1 runs no tests").arg(word(i + 1))};
        return Invocation{TestRunner::Go, i + 2};
    }
    if (name == u"cargo")
        return Why{TestSelection::tr("cargo: a test id does not say which crate or target holds it")};
    // Package runners: npx jest, yarn jest, pnpm exec vitest.
    qsizetype k = i;
    if (name == u"npx" || name == u"bunx" || name == u"yarn" || name == u"pnpm") {
        k = i + 1;
        while (k < words.size() &&
               (words.at(k).text == u"--yes" || words.at(k).text == u"-y" || words.at(k).text == u"--no-install" ||
                words.at(k).text == u"--no" || words.at(k).text == u"exec" || words.at(k).text == u"-q"))
            ++k;
    }
    const QString tool = baseName(word(k));
    if (tool == u"jest")
        return Invocation{TestRunner::Jest, k + 1};
    if (tool == u"vitest") {
        if (word(k + 1) == u"run")
            return Invocation{TestRunner::Vitest, k + 2};
        if (!word(k + 1).isEmpty() && !word(k + 1).startsWith(u'-'))
            return Why{TestSelection::tr("vitest %1 is not a plain run of the tests").arg(word(k + 1))};
        return Invocation{TestRunner::Vitest, k + 1};
    }
    return unknown(k < words.size() ? k : i);
}

// ---- What holds each test --------------------------------------------------------------------------------------

/// A given test, and what holds it: a file (pytest, jest, vitest), a dotted module (Django, unittest) or a Go test
/// function. full is the test's path in the unit's own terms, against which a selector is matched.
struct Declared {
    QString id;
    QString unit;
    QString full;
};

/// A relative path without "./" and a trailing "/", "" for the top; nothing for an absolute path or one that leaves
/// the folder (the test ids are relative to it).
std::optional<QString> relativePath(QString path)
{
    while (path.startsWith(u"./"_s))
        path.remove(0, 2);
    while (path.endsWith(u'/'))
        path.chop(1);
    if (path == u".")
        path.clear();
    if (path.startsWith(u'/') || path == u".." || path.startsWith(u"../"_s) || path.contains(u"/../"_s) ||
        path.endsWith(u"/.."_s))
        return std::nullopt;
    return path;
}

/// With exact, pytest's unit of a test is the test's own node id: the command then runs that test alone.
std::variant<QList<Declared>, Why> fileUnits(const QStringList &tests, TestRunner runner, bool exact)
{
    static const QRegularExpression script(u"\\.(c|m)?(j|t)sx?$"_s);
    QList<Declared> declared;
    for (const QString &id : tests) {
        const qsizetype colons = id.indexOf(u"::"_s);
        const std::optional<QString> file = colons > 0 ? relativePath(id.first(colons)) : std::nullopt;
        if (!file || file->isEmpty() ||
            ((runner == TestRunner::Jest || runner == TestRunner::Vitest) && !script.match(*file).hasMatch()))
            return Why{TestSelection::tr("the test %1 does not name its file").arg(id)};
        const QString full = *file + id.sliced(colons);
        declared.append({id, exact && runner == TestRunner::Pytest ? full : *file, full});
    }
    return declared;
}

std::variant<QList<Declared>, Why> moduleUnits(const QStringList &tests)
{
    // "test_a (app.tests.C)", Python 3.11's "test_a (app.tests.C.test_a)", and a subtest's description after it.
    static const QRegularExpression unittestId(u"^([A-Za-z_]\\w*) \\(([A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)+)\\)"_s);
    QList<Declared> declared;
    for (const QString &id : tests) {
        const QRegularExpressionMatch match = unittestId.match(id);
        if (!match.hasMatch())
            return Why{TestSelection::tr("the test %1 does not name its module").arg(id)};
        const QString method = match.captured(1);
        QString full = match.captured(2);
        if (!full.endsWith(u'.' + method))
            full += u'.' + method;
        QStringList parts = full.split(u'.');
        if (parts.size() < 3)
            return Why{TestSelection::tr("the test %1 does not name its module").arg(id)};
        parts.resize(parts.size() - 2); // the class and the method
        declared.append({id, parts.join(u'.'), full});
    }
    return declared;
}

// ---- Narrowing a selection -------------------------------------------------------------------------------------

/// How the words that select tests name them.
enum class Naming {
    Paths, // files and folders, pytest's node ids
    Dotted // modules, packages, classes and methods
};

/// A selector in the terms of the declared units: a relative path ("tests/a.py", "tests/a.py::T::test_x") or a dotted
/// name; nothing when it cannot be compared.
std::optional<QString> selectorOf(const QString &word, Naming naming, TestRunner runner)
{
    if (naming == Naming::Paths) {
        const qsizetype colons = word.indexOf(u"::"_s);
        std::optional<QString> path = relativePath(colons >= 0 ? word.first(colons) : word);
        if (!path)
            return std::nullopt;
        if (colons >= 0)
            return *path + word.sliced(colons);
        // jest and vitest match their arguments against paths as patterns: only plain paths are compared.
        static const QRegularExpression plain(u"^[A-Za-z0-9_./@+-]*$"_s);
        if ((runner == TestRunner::Jest || runner == TestRunner::Vitest) && !plain.match(*path).hasMatch())
            return std::nullopt;
        return path;
    }
    QString dotted = word;
    if (dotted.endsWith(u".py"_s) && runner == TestRunner::Unittest) {
        const std::optional<QString> path = relativePath(dotted);
        if (!path)
            return std::nullopt;
        dotted = path->chopped(3).replace(u'/', u'.');
    }
    static const QRegularExpression name(u"^[A-Za-z_]\\w*(\\.[A-Za-z_]\\w*)*$"_s);
    return name.match(dotted).hasMatch() ? std::optional(dotted) : std::nullopt;
}

bool covers(const QString &selector, const Declared &test, Naming naming)
{
    if (naming == Naming::Dotted)
        return test.full == selector || test.full.startsWith(selector + u'.');
    if (selector.contains(u"::"_s))
        return test.full == selector || test.full.startsWith(selector + u"::"_s) ||
               test.full.startsWith(selector + u'[');
    return selector.isEmpty() || test.unit == selector || test.unit.startsWith(selector + u'/') ||
           test.full.startsWith(selector + u"::"_s);
}

/// Whether the selector holds the unit and more: a folder above a file, a package above a module.
bool holdsMore(const QString &selector, const QString &unit, Naming naming)
{
    if (naming == Naming::Paths)
        return !selector.contains(u"::"_s) &&
               (selector.isEmpty() || unit.startsWith(selector + u'/') || unit.startsWith(selector + u"::"_s));
    return unit.startsWith(selector + u'.');
}

/// The words that select what runs, narrowed: each selector that holds a given test stays when it is a unit or finer
/// (a node id, a class label) and becomes the units it holds when it holds more (a folder, a package); the others go.
/// Without a selector, the command runs everything, and the units of the given tests are what it selects.
std::variant<QStringList, Why> narrowSelection(const QList<ShellWord> &words, const QList<qsizetype> &positional,
                                               const QList<Declared> &declared, Naming naming, TestRunner runner,
                                               const QString &command)
{
    QStringList narrowed;
    const auto add = [&](const QString &text) {
        if (!narrowed.contains(text))
            narrowed.append(text);
    };
    if (positional.isEmpty()) {
        QStringList units;
        for (const Declared &d : declared)
            if (!units.contains(d.unit))
                units.append(d.unit);
        std::sort(units.begin(), units.end());
        for (const QString &unit : std::as_const(units))
            add(shellQuoted(unit));
        return narrowed;
    }
    QList<QString> selectors;
    for (qsizetype index : positional) {
        const std::optional<QString> selector = selectorOf(words.at(index).text, naming, runner);
        if (!selector)
            return Why{TestSelection::tr("the argument %1 is not a test file, folder or module Heddle can compare")
                           .arg(words.at(index).text)};
        selectors.append(*selector);
    }
    for (const Declared &d : declared)
        if (std::none_of(selectors.cbegin(), selectors.cend(), [&](const QString &s) { return covers(s, d, naming); }))
            return Why{TestSelection::tr("the command does not select the test %1").arg(d.id)};
    for (qsizetype s = 0; s < selectors.size(); ++s) {
        QStringList units;
        bool more = true;
        for (const Declared &d : declared) {
            if (!covers(selectors.at(s), d, naming))
                continue;
            more = more && holdsMore(selectors.at(s), d.unit, naming);
            if (!units.contains(d.unit))
                units.append(d.unit);
        }
        if (units.isEmpty())
            continue;
        if (!more) {
            add(rawShellWord(command, words.at(positional.at(s))));
            continue;
        }
        std::sort(units.begin(), units.end());
        for (const QString &unit : std::as_const(units))
            add(shellQuoted(unit));
    }
    return narrowed;
}

/// The command with the words at positional replaced by selection (where the first of them stood, or at the end),
/// the words joined by single blanks.
QString rebuilt(const QString &command, const QList<ShellWord> &words, const QList<qsizetype> &positional,
                const QStringList &selection, qsizetype insertAt)
{
    QStringList out;
    for (qsizetype i = 0; i <= words.size(); ++i) {
        if (i == insertAt)
            out += selection;
        if (i < words.size() && !positional.contains(i))
            out.append(rawShellWord(command, words.at(i)));
    }
    return out.join(u' ');
}

std::variant<QString, Why> narrowGo(const QList<ShellWord> &words, qsizetype arguments, const QStringList &tests,
                                    const QString &command)
{
    // After -args everything goes to the test binary.
    const auto args = std::find_if(words.cbegin() + arguments, words.cend(),
                                   [](const ShellWord &w) { return w.text == u"-args" || w.text == u"--args"; });
    const PositionalWords parsed = positionalWords(words, arguments, args - words.cbegin(), RunnerOptions::go());
    if (!parsed.why.isEmpty())
        return Why{parsed.why};
    // A JUnit report names a Go test "package::TestX/subtest"; go test's own output "TestX/subtest".
    static const QRegularExpression function(u"^(Test|Example|Fuzz)\\w*$"_s);
    QStringList names;
    for (const QString &id : tests) {
        const qsizetype colons = id.lastIndexOf(u"::"_s);
        const QString name = (colons >= 0 ? id.sliced(colons + 2) : id).section(u'/', 0, 0);
        if (!function.match(name).hasMatch())
            return Why{TestSelection::tr("the test %1 does not name its Go test function").arg(id)};
        if (!names.contains(name))
            names.append(name);
    }
    std::sort(names.begin(), names.end());
    const QString pattern = u"^("_s + names.join(u'|') + u")$"_s;
    return rebuilt(command, words, {}, {u"-run"_s, shellQuoted(pattern)}, arguments);
}

} // namespace

namespace {

NarrowedCommand narrowCommand(const QString &command, const QStringList &tests, bool exact)
{
    NarrowedCommand result{command, false, {}, {}};
    if (tests.isEmpty()) {
        result.why = TestSelection::tr("no tests are declared");
        return result;
    }
    const std::optional<QList<ShellWord>> words = simpleShellWords(command);
    if (!words) {
        result.why =
            TestSelection::tr("only a shell can say what a pipeline, a list, a redirection or an expansion runs");
        return result;
    }
    const auto invocation = runnerOf(*words, command);
    if (const Why *why = std::get_if<Why>(&invocation)) {
        result.why = why->text;
        return result;
    }
    const Invocation &run = std::get<Invocation>(invocation);
    result.runner = runnerName(run.runner);
    const auto leave = [&](const QString &why) {
        result.why = why;
        return result;
    };

    if (run.runner == TestRunner::Go) {
        const auto narrowed = narrowGo(*words, run.arguments, tests, command);
        if (const Why *why = std::get_if<Why>(&narrowed))
            return leave(why->text);
        result.command = std::get<QString>(narrowed);
        result.narrowed = true;
        return result;
    }

    qsizetype from = run.arguments;
    const RunnerOptions *table = &RunnerOptions::pytest();
    Naming naming = Naming::Paths;
    switch (run.runner) {
    case TestRunner::Tox: {
        // tox hands the words after "--" to the command of its environment ({posargs}); without any, that command
        // selects what its configuration says.
        const auto dashes =
            std::find_if(words->cbegin() + from, words->cend(), [](const ShellWord &w) { return w.text == u"--"; });
        if (dashes == words->cend() || dashes + 1 == words->cend())
            return leave(TestSelection::tr("tox is given no test paths after --"));
        from = dashes - words->cbegin() + 1;
        break;
    }
    case TestRunner::Django:
        table = &RunnerOptions::django();
        naming = Naming::Dotted;
        break;
    case TestRunner::Unittest:
        table = &RunnerOptions::unittest();
        naming = Naming::Dotted;
        break;
    case TestRunner::Jest: table = &RunnerOptions::jest(); break;
    case TestRunner::Vitest: table = &RunnerOptions::vitest(); break;
    case TestRunner::Pytest:
    case TestRunner::Go: break;
    }
    if (run.runner == TestRunner::Unittest && from < words->size() && words->at(from).text == u"discover")
        return leave(TestSelection::tr("unittest discover chooses its files by a pattern"));
    const PositionalWords parsed = positionalWords(*words, from, words->size(), *table);
    if (!parsed.why.isEmpty())
        return leave(parsed.why);
    const QList<qsizetype> &positional = parsed.indexes;
    if (run.runner == TestRunner::Tox && positional.isEmpty())
        return leave(TestSelection::tr("tox is given no test paths after --"));

    const auto declared = naming == Naming::Dotted ? moduleUnits(tests) : fileUnits(tests, run.runner, exact);
    if (const Why *why = std::get_if<Why>(&declared))
        return leave(why->text);
    const auto selection =
        narrowSelection(*words, positional, std::get<QList<Declared>>(declared), naming, run.runner, command);
    if (const Why *why = std::get_if<Why>(&selection))
        return leave(why->text);
    const QStringList &narrowed = std::get<QStringList>(selection);
    QStringList before;
    for (qsizetype index : positional)
        before.append(rawShellWord(command, words->at(index)));
    if (narrowed == before)
        return leave(TestSelection::tr("the command already runs only what holds the declared tests"));
    result.command =
        rebuilt(command, *words, positional, narrowed, positional.isEmpty() ? words->size() : positional.first());
    result.narrowed = true;
    return result;
}

} // namespace

NarrowedCommand narrowTestCommand(const QString &command, const QStringList &tests)
{
    return narrowCommand(command, tests, false);
}

NarrowedCommand selectTestsCommand(const QString &command, const QStringList &tests)
{
    return narrowCommand(command, tests, true);
}

} // namespace heddle
