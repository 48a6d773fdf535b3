#include <core/importers/multiswebench.h>

#include <core/importers/importertext.h>
#include <core/json/jsonfieldreader.h>
#include <core/json/jsonlocation.h>

#include <QDir>
#include <QFileInfo>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// Keys the instance itself holds; the row's other scalars are kept in the task's source block.
bool isMultiSweBenchKey(const QString &key)
{
    static const QStringList known = {u"instance_id"_s, u"org"_s,        u"repo"_s,       u"fix_patch"_s,
                                      u"test_patch"_s,  u"lang"_s,       u"body"_s,       u"resolved_issues"_s,
                                      u"base"_s,        u"f2p_tests"_s,  u"p2p_tests"_s,  u"s2p_tests"_s,
                                      u"n2p_tests"_s,   u"run_result"_s, u"fixed_tests"_s};
    return known.contains(key);
}

// The pull request number: Multi-SWE-bench writes an integer; its patch files sometimes a string of digits.
QString readNumber(const JsonNode &row, JsonFieldReader &read)
{
    const JsonNode *number = row.find(u"number");
    if (number && number->type == JsonNode::Type::Number && number->integer && *number->integer >= 0)
        return QString::number(*number->integer);
    if (number && number->isString()) {
        bool ok = false;
        number->text().toULongLong(&ok);
        if (ok)
            return number->text();
    }
    read.fail(u"number", ImporterText::tr("expected the pull request number"));
    return {};
}

// The test names of a test map ({name: {run, test, fix}}), in the file's order.
QStringList testNames(QStringView key, JsonFieldReader &read)
{
    const JsonNode *map = read.object(key);
    if (!map)
        return {};
    return QStringList(map->keys.begin(), map->keys.end());
}

// Each resolved issue's title, then its body, as Multi-SWE-bench's agents are shown the issue.
QString problemStatement(const JsonText &text, const JsonNode &row, const QString &pointer, JsonFieldReader &read)
{
    const JsonNode *issues = row.find(u"resolved_issues");
    if (!issues || issues->isNull())
        return {};
    if (!issues->isArray()) {
        read.fail(u"resolved_issues",
                  ImporterText::tr("expected a list of issues, found %1").arg(jsonTypeName(issues->type)));
        return {};
    }
    QStringList parts;
    for (size_t i = 0; i < issues->items.size(); ++i) {
        const JsonNode &issue = issues->items[i];
        const QString at = jsonPointerAppend(jsonPointerAppend(pointer, u"resolved_issues"), qsizetype(i));
        if (!issue.isObject()) {
            read.fail(u"resolved_issues",
                      ImporterText::tr("expected an issue object at %1, found %2").arg(at, jsonTypeName(issue.type)));
            return {};
        }
        JsonFieldReader field(text, issue, at);
        const QString title = field.string(u"title");
        const QString body = field.string(u"body");
        if (!field.ok()) {
            read.fail(u"resolved_issues", field.error()->message + u" ("_s + at + u')');
            return {};
        }
        parts.append(body.isEmpty() ? title : title + u'\n' + body);
    }
    return parts.join(u"\n\n"_s);
}

} // namespace

bool isMultiSweBenchRow(const JsonNode &row)
{
    return row.isObject() && row.find(u"org") && row.find(u"repo") && row.find(u"number") && row.find(u"fix_patch");
}

QString multiSweBenchLanguage(const QString &lang)
{
    QString name = lang.trimmed().toLower();
    if (name == u"ts"_s)
        return u"typescript"_s;
    if (name == u"js"_s)
        return u"javascript"_s;
    if (name == u"c++"_s)
        return u"cpp"_s;
    return name;
}

Result<SweBenchInstance> readMultiSweBenchRow(const JsonText &text, const JsonNode &row, const QString &pointer,
                                              int line)
{
    JsonFieldReader read(text, row, pointer);
    SweBenchInstance instance;
    instance.format = SweBenchInstance::Format::MultiSweBench;
    instance.file = text.file();
    instance.line = line;
    const QString org = read.string(u"org", true);
    const QString repo = read.string(u"repo", true);
    const QString number = readNumber(row, read);
    instance.repo = org + u'/' + repo;
    instance.instanceId = read.string(u"instance_id");
    if (instance.instanceId.isEmpty())
        instance.instanceId = org + u"__"_s + repo + u'-' + number;
    if (const JsonNode *base = read.object(u"base")) {
        JsonFieldReader readBase(text, *base, read.pointer(u"base"));
        instance.baseCommit = readBase.string(u"sha", true);
        if (!readBase.ok())
            return *readBase.error();
    } else if (read.ok()) {
        read.fail(u"base", ImporterText::tr("the required key \"base\" (with the base commit's sha) is missing"));
    }
    instance.patch = read.bytes(u"fix_patch", true);
    instance.testPatch = read.bytes(u"test_patch");
    instance.problemStatement = problemStatement(text, row, pointer, read);
    if (instance.problemStatement.isEmpty()) {
        // A row without issues still has its pull request's own text.
        const QString title = read.string(u"title");
        const QString body = read.string(u"body");
        instance.problemStatement = body.isEmpty() ? title : title + u'\n' + body;
    }
    instance.failToPass = testNames(u"f2p_tests", read);
    instance.passToPass = testNames(u"p2p_tests", read);
    QStringList s2p = testNames(u"s2p_tests", read);
    QStringList n2p = testNames(u"n2p_tests", read);
    for (const QStringList *list : {&s2p, &n2p})
        for (const QString &test : *list)
            if (!instance.failToPass.contains(test))
                instance.failToPass.append(test);
    QString lang = read.string(u"lang");
    if (lang.isEmpty()) {
        // Multi-SWE-bench's dataset keeps each language's files in a folder named after it.
        static const QStringList folders = {u"java"_s, u"ts"_s, u"js"_s, u"go"_s, u"rust"_s, u"c"_s, u"cpp"_s};
        const QString folder = QFileInfo(text.file()).absoluteDir().dirName();
        if (folders.contains(folder))
            lang = folder;
    }
    instance.language = multiSweBenchLanguage(lang);
    if (read.ok() && (org.isEmpty() || repo.isEmpty()))
        read.fail(org.isEmpty() ? u"org" : u"repo", ImporterText::tr("the repository is empty"));
    if (!read.ok())
        return *read.error();

    // What the test maps say beyond FAIL_TO_PASS and PASS_TO_PASS, so that a curator can tell where a test came from.
    const std::pair<QString, const QStringList *> kinds[] = {{u"s2p_tests"_s, &s2p}, {u"n2p_tests"_s, &n2p}};
    for (const auto &[key, list] : kinds)
        if (!list->isEmpty())
            instance.extra.append({key, list->join(u'\n')});
    if (!lang.isEmpty())
        instance.extra.append({u"lang"_s, lang});
    for (size_t i = 0; i < row.keys.size(); ++i) {
        const QString &key = row.keys[i];
        const JsonNode &value = row.items[i];
        if (!isMultiSweBenchKey(key) && !value.isArray() && !value.isObject() && !value.isNull() &&
            !scalarText(value).isEmpty())
            instance.extra.append({key, scalarText(value)});
    }
    return instance;
}

} // namespace heddle
