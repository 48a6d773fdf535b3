#include <core/validation/tampering.h>

#include <core/patch/patchparser.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class Tampering
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Tampering)
};

/// A config file that holds the test runner's settings beside unrelated ones: only its test sections count.
struct SharedConfig {
    const char16_t *name;
    bool (*isTestSection)(const QString &section);
};

bool setupCfgTestSection(const QString &section)
{
    return section == u"tool:pytest" || section == u"pytest";
}

bool toxIniTestSection(const QString &section)
{
    // tox's own sections choose the commands only when tox runs them; then the whole file is the runner (below).
    return section == u"pytest" || section == u"tox:pytest";
}

bool pyprojectTestSection(const QString &section)
{
    return section == u"tool.pytest" || section.startsWith(u"tool.pytest."_s);
}

constexpr SharedConfig kSharedConfigs[] = {
    {u"setup.cfg", setupCfgTestSection},
    {u"tox.ini", toxIniTestSection},
    {u"pyproject.toml", pyprojectTestSection},
};

QString fileName(const QString &path)
{
    return path.mid(path.lastIndexOf(u'/') + 1);
}

QString normalized(QString path)
{
    while (path.startsWith(u"./"_s))
        path.remove(0, 2);
    return path;
}

/// The paths the command runs or reads besides pytest itself: a script it starts, a Django settings module, a config
/// file given with -c.
QSet<QString> runnerPaths(const QString &command)
{
    QSet<QString> paths;
    static const QRegularExpression token(u"[^\\s'\"=;&|()]+"_s);
    static const QRegularExpression script(u"\\.(py|sh|bash|js|mjs|cjs|ts|pl|rb)$"_s);
    for (auto it = token.globalMatch(command); it.hasNext();) {
        const QString word = normalized(it.next().captured());
        if (word.startsWith(u'-') || word.contains(u"::"_s))
            continue;
        if (script.match(word).hasMatch() || (word.contains(u'/') && !word.startsWith(u'/')))
            paths.insert(word);
    }
    static const QRegularExpression settings(u"(?:--settings[= ]|DJANGO_SETTINGS_MODULE=)([A-Za-z0-9_.]+)"_s);
    for (auto it = settings.globalMatch(command); it.hasNext();)
        paths.insert(it.next().captured(1).replace(u'.', u'/') + u".py"_s);
    if (command.contains(u"manage.py"_s))
        paths.insert(u"manage.py"_s);
    return paths;
}

bool isTestFileName(const QString &name)
{
    static const QRegularExpression pattern(
        u"^(test_.*\\.py|.*_tests?\\.py|tests\\.py|.*\\.(test|spec)\\.(js|jsx|ts|tsx|mjs|cjs)|.*(Test|Tests|IT)\\.("
        u"java|kt|"
        "scala|groovy)|.*_test\\.go|.*_(spec|test)\\.rb|test_.*\\.rb|.*Tests?\\.cs|.*_test\\.(c|cc|cpp|rs)|test_.*\\."
        "(c|cc|cpp)|.*Test\\.php)$"_s);
    return pattern.match(name).hasMatch();
}

bool isUnderTestFolder(const QString &path)
{
    const QStringList parts = path.split(u'/');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        if (parts[i] == u"tests" || parts[i] == u"test" || parts[i] == u"__tests__")
            return true;
    return false;
}

/// Why a whole file decides the tests; empty when it does not, or when only some sections of it do (shared config).
QString fileReason(const QString &path, const TamperingContext &context, const QSet<QString> &runner)
{
    const QString name = fileName(path);
    if (context.testFiles.contains(path))
        return Tampering::tr("one of the task's test files");
    if (name == u"conftest.py")
        return Tampering::tr("a conftest.py, which pytest loads before the tests and which can change their outcome");
    if (name == u"sitecustomize.py" || name == u"usercustomize.py" || name.endsWith(u".pth"_s))
        return Tampering::tr("%1, which Python runs at start-up, before any test").arg(name);
    // python -m pytest puts the working folder first on sys.path: a module there named like the runner's own is
    // imported instead of it.
    static const QStringList runnerModules{u"pytest"_s, u"_pytest"_s, u"pluggy"_s, u"unittest"_s, u"py"_s};
    const QString top = path.section(u'/', 0, 0);
    if (runnerModules.contains(top.endsWith(u".py"_s) ? top.chopped(3) : top) &&
        (top.endsWith(u".py"_s) || path.contains(u'/')))
        return Tampering::tr("%1, which takes the place of the test runner's own module").arg(top);
    if (name == u"pytest.ini" || name == u"noxfile.py" || name == u"runtests.py" || name == u"run_tests.py" ||
        path == u"bin/test" || name.startsWith(u"jest.config."_s) || name.startsWith(u"vitest.config."_s) ||
        name.startsWith(u".mocharc"_s) || name == u"phpunit.xml" || name == u"phpunit.xml.dist")
        return Tampering::tr("the test runner's configuration or script");
    if (isTestFileName(name) || isUnderTestFolder(path))
        return Tampering::tr("a test file");
    if (runner.contains(path) || (name == u"tox.ini" && context.command.contains(u"tox"_s)))
        return Tampering::tr("part of the test command (%1)").arg(context.command);
    return {};
}

const SharedConfig *sharedConfig(const QString &path)
{
    const QString name = fileName(path);
    for (const SharedConfig &config : kSharedConfigs)
        if (name == QStringView(config.name))
            return &config;
    return nullptr;
}

/// "[tool:pytest]" -> "tool:pytest"; also TOML's "[[array]]" and quoted keys; nullopt for any other line.
std::optional<QString> sectionHeader(const QString &line)
{
    static const QRegularExpression header(u"^\\s*\\[\\[?\\s*([^\\]\\[]+?)\\s*\\]\\]?\\s*(?:[#;].*)?$"_s);
    const QRegularExpressionMatch match = header.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    QString section = match.captured(1);
    section.remove(u'"');
    section.remove(u' ');
    return section;
}

/// The section the base file is in just before a 1-based line; nullopt when the content is unknown, "" before any.
std::optional<QString> sectionBefore(const std::optional<QByteArray> &content, int line)
{
    if (!content)
        return std::nullopt;
    QString section;
    const QList<QByteArray> lines = content->split('\n');
    for (qsizetype i = 0; i < lines.size() && i + 1 < line; ++i)
        if (const std::optional<QString> h = sectionHeader(QString::fromUtf8(lines[i])))
            section = *h;
    return section;
}

/// Whether a hunk of a shared config file changes a test section: a changed line inside one, or a changed test
/// section header. A changed line whose section cannot be told counts.
bool touchesTestSection(const PatchFile &file, const PatchHunk &hunk, const SharedConfig &config,
                        const TamperingContext &context)
{
    std::optional<QString> section;
    if (file.isNew)
        section = QString();
    else if (const std::optional<QString> fromHeader = sectionHeader(hunk.section))
        section = fromHeader;
    bool lookedUp = false;
    for (const PatchLine &line : hunk.lines) {
        const std::optional<QString> header = sectionHeader(line.text);
        if (line.kind != PatchLine::Kind::Context) {
            if (header && config.isTestSection(*header))
                return true;
            if (!header && line.text.trimmed().isEmpty())
                continue; // a blank line changes no setting
            if (!section && !lookedUp && context.baseContent) {
                lookedUp = true;
                section = sectionBefore(context.baseContent(file.oldPath), hunk.oldStart);
            }
            if (!header && (!section || config.isTestSection(*section)))
                return true;
        }
        if (header)
            section = header;
    }
    return false;
}

int firstLine(const PatchFile &file, const PatchHunk &hunk)
{
    return file.isDeleted ? hunk.oldStart : std::max(hunk.newStart, 1);
}

/// Whether the test command may collect path: it names no path at all (the runner collects everything), or it
/// names the file, a folder above it, or the file as a dotted module (Django's test labels).
bool commandMayCollect(const QString &command, const QString &path)
{
    QString module = path;
    if (module.endsWith(u".py"_s))
        module.chop(3);
    module.replace(u'/', u'.');
    static const QStringList runners = {u"python"_s, u"python3"_s, u"pytest"_s, u"py.test"_s,  u"unittest"_s,
                                        u"nose"_s,   u"tox"_s,     u"test"_s,   u"manage.py"_s};
    bool namesAPath = false;
    const QStringList tokens = command.split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        QString token = tokens[i].section(u"::"_s, 0, 0);
        // Options, their values, the module after -m and the runner's own words name no test.
        if (token.startsWith(u'-') || tokens[i - 1] == u"-m" || runners.contains(token) || token.contains(u':') ||
            token.contains(u'=') || token.toInt() != 0 || token == u"0")
            continue;
        const bool looksLikePath = token.contains(u'/') || token.endsWith(u".py"_s) || !token.contains(u'.');
        namesAPath = true;
        if (looksLikePath) {
            while (token.endsWith(u'/'))
                token.chop(1);
            if (token.startsWith(u"./"_s))
                token = token.mid(2);
            if (path == token || path.startsWith(token + u'/'))
                return true;
        } else if (module == token || module.startsWith(token + u'.') || module.endsWith(u'.' + token)) {
            return true;
        }
    }
    return !namesAPath;
}

} // namespace

TamperingContext TamperingContext::fromTask(const Task &task)
{
    TamperingContext context;
    for (const TestFile &f : task.tests.files)
        context.testFiles.append(f.path);
    for (const QString &id : task.tests.failToPass + task.tests.passToPass) {
        const QString file = id.left(id.indexOf(u"::"_s));
        if (id.contains(u"::"_s) && !context.testFiles.contains(file))
            context.testFiles.append(file);
    }
    context.command = task.tests.command;
    return context;
}

QList<TamperingHunk> findTampering(const Patch &patch, const TamperingContext &context)
{
    QList<TamperingHunk> found;
    const QSet<QString> runner = runnerPaths(context.command);
    for (const PatchFile &file : patch.files) {
        QString reason;
        for (const QString &path : {file.newPath, file.oldPath})
            if (reason.isEmpty() && !path.isEmpty())
                reason = fileReason(path, context, runner);
        // A test file the attempt adds that the command never runs cannot change a result: agents often write tests of
        // their own, and those are theirs. One the command may collect can (a module that patches at import).
        if (file.isNew && reason == Tampering::tr("a test file") && !commandMayCollect(context.command, file.path()))
            continue;
        const SharedConfig *config = reason.isEmpty() ? sharedConfig(file.path()) : nullptr;
        if (reason.isEmpty() && !config)
            continue;
        if (file.hunks.isEmpty()) {
            if (!reason.isEmpty())
                found.append({file.path(), -1, 0, reason});
            continue;
        }
        for (qsizetype h = 0; h < file.hunks.size(); ++h) {
            const PatchHunk &hunk = file.hunks[h];
            if (!config)
                found.append({file.path(), int(h), firstLine(file, hunk), reason});
            else if (touchesTestSection(file, hunk, *config, context))
                found.append({file.path(), int(h), firstLine(file, hunk),
                              Tampering::tr("the test runner's section of %1").arg(fileName(file.path()))});
        }
    }
    return found;
}

QByteArray stripHunks(QByteArrayView patchText, const QList<TamperingHunk> &hunks)
{
    if (hunks.isEmpty())
        return patchText.toByteArray();
    const Result<Patch> parsed = parsePatch(patchText);
    if (!parsed)
        return patchText.toByteArray();
    QList<QByteArray> lines = patchText.toByteArray().split('\n');
    QList<bool> keep(lines.size(), true);
    const auto drop = [&](int from, int to) { // 1-based, half-open
        for (int i = std::max(from, 1); i < to && i <= keep.size(); ++i)
            keep[i - 1] = false;
    };
    const QList<PatchFile> &files = parsed->files;
    for (qsizetype f = 0; f < files.size(); ++f) {
        const PatchFile &file = files[f];
        const int fileEnd = f + 1 < files.size() ? files[f + 1].patchLine : int(lines.size()) + 1;
        QSet<int> stripped;
        bool whole = false;
        for (const TamperingHunk &t : hunks) {
            if (t.file != file.path())
                continue;
            if (t.hunk < 0)
                whole = true;
            else
                stripped.insert(t.hunk);
        }
        if (whole || (!file.hunks.isEmpty() && stripped.size() == file.hunks.size())) {
            drop(file.patchLine, fileEnd);
            continue;
        }
        for (qsizetype h = 0; h < file.hunks.size(); ++h)
            if (stripped.contains(int(h)))
                drop(file.hunks[h].patchLine, h + 1 < file.hunks.size() ? file.hunks[h + 1].patchLine : fileEnd);
    }
    QByteArray out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!keep[i])
            continue;
        out += lines[i];
        if (i + 1 < lines.size())
            out += '\n';
    }
    return out;
}

} // namespace heddle
