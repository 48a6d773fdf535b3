#include <core/importers/testcommandtable.h>

#include <core/importers/importertext.h>
#include <core/json/jsonfieldreader.h>
#include <core/json/jsonlocation.h>
#include <core/json/jsonnode.h>

#include <QFile>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr auto kBuiltInTable = ":/testcommands/swebench.json";

// "v5.3" and "5.3" compare as 5, 3; a part that is not a number compares below every number.
QList<int> versionParts(QStringView version)
{
    if (version.startsWith(u'v') || version.startsWith(u'V'))
        version = version.mid(1);
    QList<int> parts;
    for (const QStringView part : version.split(u'.')) {
        bool ok = false;
        const int n = part.toInt(&ok);
        parts.append(ok ? n : -1);
    }
    return parts;
}

// The listed version closest to version: the newest one not above it, else the oldest; the newest when version is
// empty.
QString nearestVersion(const QList<std::pair<QString, QString>> &versions, const QString &version)
{
    QList<std::pair<QList<int>, QString>> sorted;
    for (const auto &[listed, command] : versions)
        sorted.append({versionParts(listed), listed});
    std::sort(sorted.begin(), sorted.end());
    if (version.isEmpty())
        return sorted.constLast().second;
    const QList<int> wanted = versionParts(version);
    QString nearest = sorted.constFirst().second;
    for (const auto &[parts, listed] : sorted)
        if (parts <= wanted)
            nearest = listed;
    return nearest;
}

} // namespace

Result<TestCommandTable> TestCommandTable::parse(QByteArrayView bytes, const QString &fileName)
{
    const JsonText text = JsonText::fromBytes(bytes, fileName);
    Result<JsonNode> root = parseJsonText(text);
    if (!root)
        return root.error();
    if (!root->isObject())
        return text.errorAt(root->offset, {},
                            ImporterText::tr("expected an object, found %1").arg(jsonTypeName(root->type)));
    TestCommandTable table;
    JsonFieldReader top(text, *root, {});
    table.m_nonTestSuffixes = top.stringList(u"non_test_suffixes");
    const JsonNode *repositories = top.object(u"repositories");
    if (!top.ok())
        return *top.error();
    if (!repositories)
        return text.errorAt(root->offset, {}, ImporterText::tr("the table has no \"repositories\" object"));
    const QString repositoriesPointer = top.pointer(u"repositories");
    for (size_t i = 0; i < repositories->keys.size(); ++i) {
        const QString &name = repositories->keys[i];
        const JsonNode &node = repositories->items[i];
        const QString pointer = jsonPointerAppend(repositoriesPointer, name);
        if (!node.isObject())
            return text.errorAt(node.offset, pointer,
                                ImporterText::tr("expected an object, found %1").arg(jsonTypeName(node.type)));
        JsonFieldReader field(text, node, pointer);
        Repository repository;
        const QString rule = field.string(u"arguments", true);
        if (rule == u"paths")
            repository.arguments = Arguments::Paths;
        else if (rule == u"django-modules")
            repository.arguments = Arguments::DjangoModules;
        else if (field.ok())
            field.fail(u"arguments",
                       ImporterText::tr("expected \"paths\" or \"django-modules\", found \"%1\"").arg(rule));
        repository.logFormat = field.string(u"log_format");
        const JsonNode *versions = field.object(u"versions");
        if (field.ok() && (!versions || versions->keys.empty()))
            field.fail(u"versions", ImporterText::tr("the repository lists no versions"));
        if (!field.ok())
            return *field.error();
        JsonFieldReader versionReader(text, *versions, field.pointer(u"versions"));
        for (const QString &version : versions->keys) {
            const QString command = versionReader.string(version, true);
            if (versionReader.ok() && command.isEmpty())
                versionReader.fail(version, ImporterText::tr("the command is empty"));
            if (!versionReader.ok())
                return *versionReader.error();
            repository.versions.append({version, command});
        }
        if (const JsonNode *install = field.object(u"install")) {
            JsonFieldReader installReader(text, *install, field.pointer(u"install"));
            for (const QString &version : install->keys)
                repository.install.append({version, installReader.string(version, true)});
            if (!installReader.ok())
                return *installReader.error();
        }
        if (const JsonNode *preInstall = field.object(u"pre_install")) {
            JsonFieldReader preReader(text, *preInstall, field.pointer(u"pre_install"));
            for (const QString &version : preInstall->keys)
                repository.preInstall.insert(version, preReader.stringList(version));
            if (!preReader.ok())
                return *preReader.error();
        }
        if (!field.ok())
            return *field.error();
        table.m_repositories.insert(name, repository);
    }
    return table;
}

const Result<TestCommandTable> &TestCommandTable::builtIn()
{
    static const Result<TestCommandTable> table = [] {
        const QString path = QString::fromLatin1(kBuiltInTable);
        Result<JsonText> text = JsonText::load(path);
        if (!text)
            return Result<TestCommandTable>(text.error());
        return parse(text->bytes(), path);
    }();
    return table;
}

QStringList TestCommandTable::repositories() const
{
    QStringList names = m_repositories.keys();
    names.sort();
    return names;
}

QStringList TestCommandTable::patchFiles(QByteArrayView testPatch)
{
    // The harness runs re.findall(r"diff --git a/.* b/(.*)", test_patch): not anchored to the line start, and the
    // greedy ".*" makes the last " b/" of the line start the path.
    static constexpr QByteArrayView marker = "diff --git a/";
    QStringList files;
    qsizetype pos = 0;
    while (pos < testPatch.size()) {
        qsizetype end = testPatch.indexOf('\n', pos);
        if (end < 0)
            end = testPatch.size();
        const QByteArrayView line = testPatch.sliced(pos, end - pos);
        pos = end + 1;
        const qsizetype start = line.indexOf(marker);
        if (start < 0)
            continue;
        const QByteArrayView rest = line.sliced(start + marker.size());
        const qsizetype b = rest.lastIndexOf(" b/");
        if (b >= 0)
            files.append(QString::fromUtf8(rest.sliced(b + 3)));
    }
    return files;
}

QStringList TestCommandTable::arguments(Arguments rule, const QStringList &files) const
{
    QStringList arguments;
    for (QString file : files) {
        if (std::any_of(m_nonTestSuffixes.cbegin(), m_nonTestSuffixes.cend(),
                        [&](const QString &suffix) { return file.endsWith(suffix); }))
            continue;
        if (rule == Arguments::DjangoModules) {
            if (file.endsWith(u".py"_s))
                file.chop(3);
            if (file.startsWith(u"tests/"_s))
                file.remove(0, 6);
            file.replace(u'/', u'.');
        }
        arguments.append(file);
    }
    return arguments;
}

TableLookup TestCommandTable::lookup(const QString &repo, const QString &version, QByteArrayView testPatch) const
{
    return commandFor(repo, version, patchFiles(testPatch));
}

TableLookup TestCommandTable::lookup(const QString &repo, const QString &version, const QStringList &testFiles) const
{
    return commandFor(repo, version, testFiles);
}
InstallLookup TestCommandTable::install(const QString &repo, const QString &version) const
{
    InstallLookup out;
    const auto it = m_repositories.constFind(repo);
    if (it == m_repositories.cend() || it->install.isEmpty())
        return out;
    const auto listed =
        std::find_if(it->install.cbegin(), it->install.cend(), [&](const auto &v) { return v.first == version; });
    out.version = listed != it->install.cend() ? listed->first : nearestVersion(it->install, version);
    for (const auto &[listedVersion, line] : it->install)
        if (listedVersion == out.version)
            out.line = line;
    out.preInstall = it->preInstall.value(out.version);
    return out;
}

TableLookup TestCommandTable::commandFor(const QString &repo, const QString &version, const QStringList &files) const
{
    TableLookup out;
    const auto it = m_repositories.constFind(repo);
    if (it == m_repositories.cend()) {
        out.why = ImporterText::tr("SWE-bench's table does not know the repository \"%1\"").arg(repo);
        return out;
    }
    const Repository &repository = *it;
    out.logFormat = repository.logFormat;
    const auto listed = std::find_if(repository.versions.cbegin(), repository.versions.cend(),
                                     [&](const auto &v) { return v.first == version; });
    if (listed != repository.versions.cend()) {
        out.version = listed->first;
        out.command = listed->second;
    } else {
        const QString &first = repository.versions.constFirst().second;
        const bool same = std::all_of(repository.versions.cbegin(), repository.versions.cend(),
                                      [&](const auto &v) { return v.second == first; });
        if (!same) {
            out.why = version.isEmpty()
                          ? ImporterText::tr("the task has no version, and the command of %1 differs between "
                                             "its versions")
                                .arg(repo)
                          : ImporterText::tr("SWE-bench's table does not list version %1 of %2, and the command "
                                             "differs between its versions")
                                .arg(version, repo);
            return out;
        }
        out.version = nearestVersion(repository.versions, version);
        out.command = first;
    }
    const QStringList arguments = this->arguments(repository.arguments, files);
    if (!arguments.isEmpty())
        out.command += u' ' + arguments.join(u' ');
    return out;
}

} // namespace heddle
