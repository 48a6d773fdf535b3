#include <core/importers/harnessreport.h>

#include <core/importers/importertext.h>
#include <core/json/jsonfieldreader.h>
#include <core/json/jsonlocation.h>
#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QStringList &reportKeys()
{
    static const QStringList keys = {u"patch_is_None"_s, u"patch_exists"_s, u"patch_successfully_applied"_s,
                                     u"resolved"_s, u"tests_status"_s};
    return keys;
}

const QStringList &groupNames()
{
    static const QStringList names = {u"FAIL_TO_PASS"_s, u"PASS_TO_PASS"_s, u"FAIL_TO_FAIL"_s, u"PASS_TO_FAIL"_s};
    return names;
}

bool hasAnyKey(const JsonNode &object, const QStringList &keys)
{
    for (const QString &key : object.keys)
        if (keys.contains(key))
            return true;
    return false;
}

std::optional<Error> readTestsStatus(const JsonText &text, const JsonNode &status, const QString &pointer,
                                     HarnessReport &report)
{
    report.hasTestsStatus = true;
    for (size_t i = 0; i < status.keys.size(); ++i) {
        const QString groupPointer = jsonPointerAppend(pointer, status.keys[i]);
        const JsonNode &group = status.items[i];
        if (!group.isObject())
            return text.errorAt(group.offset, groupPointer,
                                ImporterText::tr("expected an object with \"success\" and \"failure\" lists, found %1")
                                    .arg(jsonTypeName(group.type)));
        JsonFieldReader read(text, group, groupPointer);
        // Keep the file's order: success and failure may come in either order.
        for (const QString &key : group.keys) {
            if (key != u"success"_s && key != u"failure"_s)
                continue;
            const TestStatus status = key == u"success"_s ? TestStatus::Passed : TestStatus::Failed;
            for (const QString &id : read.stringList(key))
                report.results.set(id, status);
        }
        if (!read.ok())
            return read.error();
    }
    return std::nullopt;
}

Result<HarnessReport> readReport(const JsonText &text)
{
    Result<JsonNode> parsed = parseJsonText(text);
    if (!parsed)
        return parsed.error();
    const JsonNode *report = &*parsed;
    QString pointer;
    HarnessReport out;
    if (!report->isObject())
        return text.errorAt(report->offset, {},
                            ImporterText::tr("expected an object, found %1").arg(jsonTypeName(report->type)));

    const JsonNode *validationList = report->find(u"FAIL_TO_PASS");
    const bool validation = validationList && validationList->isArray();
    if (!validation && !hasAnyKey(*report, reportKeys())) {
        if (report->keys.size() != 1 || !report->items[0].isObject())
            return text.errorAt(report->offset, {},
                                ImporterText::tr("expected a harness report: an object with \"resolved\" and "
                                                 "\"tests_status\", or {instance_id: {...}} holding one"));
        out.instanceId = report->keys[0];
        pointer = jsonPointerAppend({}, out.instanceId);
        report = &report->items[0];
    }

    JsonFieldReader read(text, *report, pointer);
    if (validation) {
        out.hasTestsStatus = true;
        for (const QString &group : groupNames()) {
            const TestStatus status = group.endsWith(u"_TO_PASS"_s) ? TestStatus::Passed : TestStatus::Failed;
            for (const QString &id : read.stringList(group))
                out.results.set(id, status);
        }
        if (!read.ok())
            return *read.error();
        return out;
    }
    out.patchIsNone = read.boolean(u"patch_is_None");
    out.patchExists = read.boolean(u"patch_exists");
    out.patchSuccessfullyApplied = read.boolean(u"patch_successfully_applied");
    out.resolved = read.boolean(u"resolved");
    const JsonNode *status = read.object(u"tests_status");
    if (!read.ok())
        return *read.error();
    if (status) {
        if (std::optional<Error> e = readTestsStatus(text, *status, read.pointer(u"tests_status"), out))
            return *e;
    }
    return out;
}

Result<HarnessRunReport> readRunReport(const JsonText &text)
{
    Result<JsonNode> parsed = parseJsonText(text);
    if (!parsed)
        return parsed.error();
    const JsonNode &root = *parsed;
    if (!root.isObject())
        return text.errorAt(root.offset, {},
                            ImporterText::tr("expected an object, found %1").arg(jsonTypeName(root.type)));
    static const QStringList idKeys = {u"submitted_ids"_s,  u"completed_ids"_s, u"resolved_ids"_s,
                                       u"unresolved_ids"_s, u"error_ids"_s,     u"empty_patch_ids"_s,
                                       u"incomplete_ids"_s, u"ids_resolved"_s,  u"ids_unresolved"_s};
    if (!hasAnyKey(root, idKeys))
        return text.errorAt(root.offset, {},
                            ImporterText::tr("expected a run report with \"resolved_ids\" or \"ids_resolved\""));
    JsonFieldReader read(text, root, {});
    HarnessRunReport out;
    out.submitted = read.stringList(u"submitted_ids");
    out.completed = read.stringList(u"completed_ids");
    out.resolved = read.stringList(u"resolved_ids") + read.stringList(u"ids_resolved");
    out.unresolved = read.stringList(u"unresolved_ids") + read.stringList(u"ids_unresolved");
    out.error = read.stringList(u"error_ids");
    out.emptyPatch = read.stringList(u"empty_patch_ids");
    out.incomplete = read.stringList(u"incomplete_ids");
    if (!read.ok())
        return *read.error();
    return out;
}

} // namespace

Result<HarnessReport> parseHarnessReport(QByteArrayView bytes, const QString &fileName)
{
    return readReport(JsonText::fromBytes(bytes, fileName));
}

Result<HarnessReport> readHarnessReport(const QString &path)
{
    Result<JsonText> text = JsonText::load(path);
    if (!text)
        return text.error();
    return readReport(*text);
}

Result<HarnessRunReport> parseHarnessRunReport(QByteArrayView bytes, const QString &fileName)
{
    return readRunReport(JsonText::fromBytes(bytes, fileName));
}

Result<HarnessRunReport> readHarnessRunReport(const QString &path)
{
    Result<JsonText> text = JsonText::load(path);
    if (!text)
        return text.error();
    return readRunReport(*text);
}

QString harnessTestCommand(QByteArrayView evalScript)
{
    static constexpr QByteArrayView marker = ": '>>>>> Start Test Output'";
    qsizetype pos = 0;
    while (pos < evalScript.size()) {
        qsizetype newline = evalScript.indexOf('\n', pos);
        if (newline < 0)
            newline = evalScript.size();
        const QByteArrayView line = evalScript.sliced(pos, newline - pos).trimmed();
        pos = newline + 1;
        if (line != marker)
            continue;
        // The command is the next non-empty line; the harness writes it on one line.
        while (pos < evalScript.size()) {
            newline = evalScript.indexOf('\n', pos);
            if (newline < 0)
                newline = evalScript.size();
            const QByteArrayView command = evalScript.sliced(pos, newline - pos).trimmed();
            pos = newline + 1;
            if (command.startsWith(": '>>>>> End Test Output'"))
                return {};
            if (!command.isEmpty())
                return QString::fromUtf8(command);
        }
    }
    return {};
}

} // namespace heddle
