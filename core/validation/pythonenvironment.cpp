#include <core/validation/pythonenvironment.h>

#include <core/importers/testcommandtable.h>
#include <core/json/jsondocument.h>
#include <core/testcommand/shellwords.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct PythonEnvironmentText {
    Q_DECLARE_TR_FUNCTIONS(heddle::PythonEnvironment)
};

constexpr auto kScript = ":/validation/pyenv.py";
constexpr auto kDefaultInstall = "python -m pip install -e .";

// Folders that hold a project's tests, documentation or tooling rather than the code under test.
const QSet<QString> &notUnderTest()
{
    static const QSet<QString> names{u"test"_s,    u"tests"_s,    u"testing"_s,   u"doc"_s,        u"docs"_s,
                                     u"example"_s, u"examples"_s, u"benchmark"_s, u"benchmarks"_s, u"scripts"_s,
                                     u"tools"_s,   u"ci"_s,       u"build"_s,     u"dist"_s};
    return names;
}

bool isIdentifier(const QString &name)
{
    if (name.isEmpty() || name.front().isDigit())
        return false;
    return std::all_of(name.cbegin(), name.cend(), [](QChar c) { return c == u'_' || c.isLetterOrNumber(); });
}

QString sourceValue(const Task &task, const QString &key)
{
    for (const auto &[k, v] : task.source)
        if (k == key)
            return v;
    return {};
}

QString canonical(const QString &path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? QFileInfo(path).absoluteFilePath() : resolved;
}

QString heddleFolder(const QString &workspace)
{
    return canonical(workspace) + u"/.heddle"_s;
}

} // namespace

QStringList topLevelPackages(const QString &workspace)
{
    QStringList packages;
    const auto collect = [&](const QString &folder, bool modules) {
        const QDir dir(folder);
        const QFileInfoList entries = dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &entry : entries) {
            QString name = entry.fileName();
            if (entry.isDir()) {
                if (!QFileInfo::exists(entry.filePath() + u"/__init__.py"_s))
                    continue;
            } else if (!modules || !name.endsWith(u".py"_s)) {
                continue;
            } else {
                name.chop(3);
                if (name == u"setup" || name == u"conftest")
                    continue;
            }
            if (isIdentifier(name) && !notUnderTest().contains(name) && !packages.contains(name))
                packages.append(name);
        }
    };
    collect(workspace, false);
    collect(workspace + u"/src"_s, true);
    return packages;
}

std::optional<PythonEnvironmentPlan> planPythonEnvironment(const QString &workspace, const Task &task)
{
    const bool project = QFileInfo::exists(workspace + u"/pyproject.toml"_s) ||
                         QFileInfo::exists(workspace + u"/setup.py"_s) ||
                         QFileInfo::exists(workspace + u"/setup.cfg"_s);
    if (!project)
        return std::nullopt;
    PythonEnvironmentPlan plan;
    const QString version = sourceValue(task, u"version"_s);
    if (const Result<TestCommandTable> &table = TestCommandTable::builtIn(); table) {
        const InstallLookup install = table->install(task.repository.name, version);
        if (!install.line.isEmpty()) {
            plan.install = install.line;
            plan.preInstall = install.preInstall;
            plan.installFrom =
                PythonEnvironmentText::tr("SWE-bench's line for %1 %2").arg(task.repository.name, install.version);
        }
    }
    if (plan.install.isEmpty()) {
        plan.install = QString::fromLatin1(kDefaultInstall);
        plan.installFrom = PythonEnvironmentText::tr("the default install");
    }
    plan.watch = topLevelPackages(workspace);
    const QString root = canonical(workspace);
    plan.fallbackPaths = QFileInfo(root + u"/src"_s).isDir() ? QStringList{root + u"/src"_s} : QStringList{root};
    plan.pretendVersion = version.isEmpty() ? u"0.0.0"_s : version;
    return plan;
}

QString withPythonEnvironment(const QString &workspace, const PythonEnvironmentPlan &plan, const QString &command)
{
    const QString folder = heddleFolder(workspace);
    QDir().mkpath(folder);
    const QString script = folder + u"/pyenv.py"_s;
    QFile::remove(script);
    if (!QFile::copy(QString::fromLatin1(kScript), script))
        return command;
    QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner);
    const auto in = [&](const char *name) { return QString(folder + u'/' + QLatin1StringView(name)).toStdString(); };
    Json config{{"root", canonical(workspace).toStdString()},
                {"env", in("pyenv")},
                {"install", plan.install.toStdString()},
                {"install_from", plan.installFrom.toStdString()},
                {"pretend_version", plan.pretendVersion.toStdString()},
                {"record", in("imports.tsv")},
                {"result", in("pyenv-result.json")},
                {"activate", in("pyenv.sh")}};
    if (plan.restore)
        config["cache_in"] = in("pyenv-cache-in");
    if (plan.keep)
        config["cache_out"] = in("pyenv-cache-out");
    config["pre_install"] = Json::array();
    for (const QString &line : plan.preInstall)
        config["pre_install"].push_back(line.toStdString());
    config["watch"] = Json::array();
    for (const QString &name : plan.watch)
        config["watch"].push_back(name.toStdString());
    config["fallback_paths"] = Json::array();
    for (const QString &path : plan.fallbackPaths)
        config["fallback_paths"].push_back(path.toStdString());
    QFile file(folder + u"/pyenv.json"_s);
    if (!file.open(QIODevice::WriteOnly) || file.write(serializeJson(config)) < 0)
        return command;
    file.close();
    const QString activate = shellQuoted(folder + u"/pyenv.sh"_s);
    return u"python3 %1 %2 >%3 2>&1; if [ -f %4 ]; then . %4; fi; "_s.arg(
               shellQuoted(script), shellQuoted(file.fileName()), shellQuoted(folder + u"/pyenv.log"_s), activate) +
           command;
}

PythonEnvironmentReport readPythonEnvironment(const QString &workspace)
{
    PythonEnvironmentReport report;
    const QString folder = heddleFolder(workspace);
    QFile resultFile(folder + u"/pyenv-result.json"_s);
    if (!resultFile.open(QIODevice::ReadOnly) || resultFile.size() > 1 << 20) {
        QFile log(folder + u"/pyenv.log"_s);
        QString last;
        if (log.open(QIODevice::ReadOnly)) {
            const QList<QByteArray> lines = log.read(64 * 1024).trimmed().split('\n');
            last = QString::fromUtf8(lines.constLast()).trimmed();
        }
        report.line = last.isEmpty() ? PythonEnvironmentText::tr("no Python environment was made")
                                     : PythonEnvironmentText::tr("no Python environment was made: %1").arg(last);
    } else if (const Result<Json> result = parseJson(resultFile.readAll(), resultFile.fileName());
               result && result->is_object()) {
        const auto text = [&](const char *key) {
            const auto it = result->find(key);
            return it != result->end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
        };
        const bool installed = result->value("installed", false);
        report.ms = result->value("ms", qint64(0));
        const QString python = text("python"), fallback = text("fallback");
        const QString from = text("install_from");
        const QString install = from.isEmpty() ? text("install") : u"%1 (%2)"_s.arg(text("install"), from);
        QString error = text("error").trimmed();
        error = error.section(u'\n', -1).trimmed();
        if (installed && result->value("cached", false))
            report.line = PythonEnvironmentText::tr("Python %1, %2, restored from an earlier run").arg(python, install);
        else if (installed)
            report.line = PythonEnvironmentText::tr("Python %1, %2").arg(python, install);
        else if (!fallback.isEmpty())
            report.line = PythonEnvironmentText::tr("Python %1, %2 failed (%3); %4 put on the path instead")
                              .arg(python, install, error, QDir(canonical(workspace)).relativeFilePath(fallback));
        else
            report.line = PythonEnvironmentText::tr("Python %1, %2 failed: %3").arg(python, install, error);
    }
    QFile imports(folder + u"/imports.tsv"_s);
    if (imports.open(QIODevice::ReadOnly)) {
        const QString root = canonical(workspace) + u'/';
        const QList<QByteArray> lines = imports.read(1 << 20).split('\n');
        for (const QByteArray &line : lines) {
            const qsizetype tab = line.indexOf('\t');
            if (tab <= 0)
                continue;
            const QString name = QString::fromUtf8(line.left(tab));
            const QString file = QString::fromUtf8(line.mid(tab + 1)).trimmed();
            if (!QDir::isAbsolutePath(file))
                continue;
            // Each process records its own imports: the distinct ones are kept, a few dozen at most.
            if (report.imports.size() < 32 &&
                std::none_of(report.imports.cbegin(), report.imports.cend(),
                             [&](const auto &i) { return i.first == name && i.second == file; }))
                report.imports.append({name, file});
            if (!report.foreign && !canonical(file).startsWith(root) && !file.startsWith(root))
                report.foreign = std::pair{name, file};
        }
    }
    return report;
}

} // namespace heddle
