#include <core/importers/swebenchinstance.h>

#include <core/importers/importertext.h>
#include <core/importers/multiswebench.h>
#include <core/json/jsonfieldreader.h>
#include <core/json/jsonlocation.h>
#include <core/json/jsonrows.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

bool isSweBenchKey(const QString &key)
{
    static const QStringList known = {
        u"instance_id"_s,  u"repo"_s,         u"base_commit"_s,
        u"patch"_s,        u"test_patch"_s,   u"problem_statement"_s,
        u"hints_text"_s,   u"created_at"_s,   u"version"_s,
        u"FAIL_TO_PASS"_s, u"PASS_TO_PASS"_s, u"environment_setup_commit"_s,
        u"specs"_s,        u"language"_s,
    };
    return known.contains(key);
}

// Heddle's extension: the specs of an exported task, in task.json's form. Returns the first problem.
std::optional<Error> readSpecs(const JsonText &text, const JsonNode &row, const QString &rowPointer, QList<Spec> &specs)
{
    const JsonNode *list = row.find(u"specs");
    if (!list || list->isNull())
        return std::nullopt;
    const QString listPointer = jsonPointerAppend(rowPointer, u"specs");
    if (!list->isArray())
        return text.errorAt(list->offset, listPointer,
                            ImporterText::tr("expected an array of specs, found %1").arg(jsonTypeName(list->type)));
    for (size_t i = 0; i < list->items.size(); ++i) {
        const JsonNode &item = list->items[i];
        const QString pointer = jsonPointerAppend(listPointer, QString::number(i));
        if (!item.isObject())
            return text.errorAt(item.offset, pointer,
                                ImporterText::tr("expected a spec object, found %1").arg(jsonTypeName(item.type)));
        JsonFieldReader field(text, item, pointer);
        Spec spec;
        spec.id = field.string(u"id", true);
        spec.category = field.string(u"category", true);
        spec.title = field.string(u"title");
        spec.text = field.string(u"text");
        spec.interactsWith = field.stringList(u"interacts_with");
        spec.coveredBy = field.stringList(u"covered_by");
        if (field.ok() && spec.id.isEmpty())
            field.fail(u"id", ImporterText::tr("the spec id is empty"));
        if (!field.ok())
            return field.error();
        specs.append(std::move(spec));
    }
    return std::nullopt;
}

Result<SweBenchInstance> readSweBenchRow(const JsonText &text, const JsonNode &row, const QString &pointer, int line,
                                         const QString &fallbackId)
{
    JsonFieldReader read(text, row, pointer);
    SweBenchInstance instance;
    instance.file = text.file();
    instance.line = line;
    // SWE-bench's own rows are Python; a row of a multi-language variant may name its language.
    instance.language = multiSweBenchLanguage(read.string(u"language"));
    if (instance.language.isEmpty())
        instance.language = u"python"_s;
    instance.instanceId = read.string(u"instance_id", fallbackId.isEmpty());
    if (instance.instanceId.isEmpty())
        instance.instanceId = fallbackId;
    instance.repo = read.string(u"repo", true);
    instance.baseCommit = read.string(u"base_commit", true);
    instance.patch = read.bytes(u"patch");
    instance.testPatch = read.bytes(u"test_patch");
    instance.problemStatement = read.string(u"problem_statement");
    instance.hintsText = read.string(u"hints_text");
    instance.createdAt = read.string(u"created_at");
    // Hand-made rows sometimes give the version as a number.
    if (const JsonNode *version = row.find(u"version"); version && version->type == JsonNode::Type::Number)
        instance.version = scalarText(*version);
    else
        instance.version = read.string(u"version");
    instance.environmentSetupCommit = read.string(u"environment_setup_commit");
    instance.failToPass = read.stringList(u"FAIL_TO_PASS");
    instance.passToPass = read.stringList(u"PASS_TO_PASS");
    std::optional<Error> specError = readSpecs(text, row, pointer, instance.specs);
    if (read.ok() && instance.instanceId.isEmpty())
        read.fail(u"instance_id", ImporterText::tr("the instance id is empty"));
    if (!read.ok())
        return *read.error();
    if (specError)
        return *specError;
    for (size_t i = 0; i < row.keys.size(); ++i) {
        const QString &key = row.keys[i];
        const JsonNode &value = row.items[i];
        if (!isSweBenchKey(key) && !value.isArray() && !value.isObject() && !value.isNull())
            instance.extra.append({key, scalarText(value)});
    }
    return instance;
}

Result<SweBenchInstanceFile> readInstances(const JsonText &text)
{
    SweBenchInstanceFile out;
    auto visit = [&](const JsonNode &row, const JsonRowPlace &place) -> std::optional<Error> {
        Result<SweBenchInstance> instance = readInstanceRow(text, row, place.pointer, place.line);
        if (!instance)
            return instance.error();
        out.instances.append(std::move(instance).value());
        return std::nullopt;
    };
    Result<QList<Error>> errors = forEachJsonRow(text, u"instance_id"_s, {}, visit);
    if (!errors)
        return errors.error();
    out.rowErrors = std::move(errors).value();
    return out;
}

} // namespace

Result<SweBenchInstance> readInstanceRow(const JsonText &text, const JsonNode &row, const QString &pointer, int line,
                                         const QString &fallbackId)
{
    if (isMultiSweBenchRow(row))
        return readMultiSweBenchRow(text, row, pointer, line);
    return readSweBenchRow(text, row, pointer, line, fallbackId);
}

Result<SweBenchInstanceFile> readSweBenchInstances(const QString &path)
{
    Result<JsonText> text = JsonText::load(path);
    if (!text)
        return text.error();
    return readInstances(*text);
}

Result<SweBenchInstanceFile> parseSweBenchInstances(QByteArrayView bytes, const QString &fileName)
{
    return readInstances(JsonText::fromBytes(bytes, fileName));
}

} // namespace heddle
