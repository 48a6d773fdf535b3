#include <core/agents/findings.h>

#include <core/agents/rebenchannotations.h>
#include <core/agents/scoutresults.h>
#include <core/dataset/schemavalidator.h>
#include <core/json/jsondocument.h>

#include <QCoreApplication>
#include <QFile>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct FindingsText {
    Q_DECLARE_TR_FUNCTIONS(Findings)
};

Error lineError(const QString &file, int line, const QString &pointer, const QString &message)
{
    Error e = makeError(Error::Code::Schema, message);
    e.file = file;
    e.line = line;
    e.pointer = pointer;
    return e;
}

QStringList strings(const Json &object, const char *key)
{
    QStringList out;
    const auto it = object.find(key);
    if (it == object.end())
        return out;
    for (const Json &s : *it)
        out << toQString(s.get<std::string>());
    return out;
}

/// A finding's evidence, the attempt filled in from the finding where the line leaves it out.
Evidence evidenceFrom(const Json &e, const QString &findingAttempt)
{
    Evidence ev;
    const QString type = jsonString(e, "type");
    ev.kind = type == u"patch_hunk"_s  ? Evidence::Kind::PatchHunk
              : type == u"test_line"_s ? Evidence::Kind::TestLine
                                       : Evidence::Kind::TrajectoryStep;
    ev.attempt = e.contains("attempt") ? jsonString(e, "attempt") : findingAttempt;
    if (ev.kind == Evidence::Kind::TestLine)
        ev.attempt.clear();
    ev.step = e.contains("step") ? e["step"].get<int>() : -1;
    ev.file = jsonString(e, "file");
    ev.hunk = e.contains("hunk") ? e["hunk"].get<int>() : -1;
    ev.line = e.contains("line") ? e["line"].get<int>() : 0;
    ev.note = jsonString(e, "note");
    return ev;
}

/// What the schema cannot say: the keys each kind of evidence needs.
QString missingEvidenceKey(const Json &e)
{
    const QString type = jsonString(e, "type");
    if (type == u"trajectory_step"_s && !e.contains("step"))
        return u"step"_s;
    if (type == u"patch_hunk"_s && !e.contains("file"))
        return u"file"_s;
    if (type == u"patch_hunk"_s && !e.contains("hunk"))
        return u"hunk"_s;
    if (type == u"test_line"_s && !e.contains("file"))
        return u"file"_s;
    if (type == u"test_line"_s && !e.contains("line"))
        return u"line"_s;
    return {};
}

} // namespace

QString cappedRationale(const QString &text)
{
    if (text.size() <= kMaxRationaleChars)
        return text;
    const QString marker = FindingsText::tr("\n[cut: the rationale took %L1 characters]").arg(text.size());
    return text.left(kMaxRationaleChars - marker.size()) + marker;
}

FindingsRead parseFindings(QByteArrayView bytes, const QString &file, const FindingsOptions &options)
{
    FindingsRead read;
    read.format = u"heddle"_s;
    const SchemaValidator &schema = SchemaValidator::embedded(u"finding.schema.json"_s);
    int lineNumber = 0;
    qsizetype at = 0;
    while (at < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', at);
        if (end < 0)
            end = bytes.size();
        const QByteArrayView line = bytes.sliced(at, end - at).trimmed();
        at = end + 1;
        ++lineNumber;
        if (line.isEmpty())
            continue;
        ++read.records;

        if (line.size() > kMaxFindingLineBytes) {
            read.errors.append(lineError(file, lineNumber, {},
                                         FindingsText::tr("the line takes %L1 bytes: a finding may take at most %L2")
                                             .arg(line.size())
                                             .arg(kMaxFindingLineBytes)));
            continue;
        }
        Result<Json> parsed = parseJson(line, file);
        if (!parsed) {
            Error e = parsed.error();
            e.line = lineNumber;
            read.errors.append(std::move(e));
            continue;
        }
        const Json &json = *parsed;
        if (!json.is_object()) {
            read.errors.append(lineError(file, lineNumber, {}, FindingsText::tr("a finding must be a JSON object")));
            continue;
        }
        const QList<SchemaViolation> violations = schema.validate(json);
        if (!violations.isEmpty()) {
            read.errors.append(lineError(file, lineNumber, violations.first().pointer, violations.first().message));
            continue;
        }
        bool evidenceOk = true;
        if (const auto evidence = json.find("evidence"); evidence != json.end())
            for (size_t i = 0; i < evidence->size() && evidenceOk; ++i)
                if (const QString key = missingEvidenceKey((*evidence)[i]); !key.isEmpty()) {
                    read.errors.append(lineError(file, lineNumber, u"/evidence/%1"_s.arg(i),
                                                 FindingsText::tr("this evidence needs \"%1\"").arg(key)));
                    evidenceOk = false;
                }
        if (!evidenceOk)
            continue;

        Finding f;
        f.file = file;
        f.line = lineNumber;
        f.task = json.contains("task") ? jsonString(json, "task") : options.defaultTask;
        f.attempt = json.contains("attempt") ? jsonString(json, "attempt") : options.defaultAttempt;
        f.kind = jsonString(json, "kind") == u"FN"_s ? FlagKind::FalseNegative : FlagKind::FalsePositive;
        f.tests = strings(json, "tests");
        f.specs = strings(json, "specs");
        if (const auto evidence = json.find("evidence"); evidence != json.end())
            for (const Json &e : *evidence)
                f.evidence.append(evidenceFrom(e, f.attempt));
        if (const auto confidence = json.find("confidence"); confidence != json.end())
            f.confidence = confidence->get<double>();
        f.rationale = jsonString(json, "rationale");
        if (const auto agent = json.find("agent"); agent != json.end()) {
            f.agent = jsonString(*agent, "name");
            f.agentVersion = jsonString(*agent, "version");
        }
        if (options.replaceAgent || f.agent.isEmpty()) {
            if (f.agent != options.agentName)
                f.agentVersion.clear();
            f.agent = options.agentName;
        }
        f.id = jsonString(json, "id");

        if (f.task.isEmpty()) {
            read.errors.append(lineError(file, lineNumber, u"/task"_s, FindingsText::tr("the finding names no task")));
            continue;
        }
        if (f.agent.isEmpty()) {
            read.errors.append(lineError(
                file, lineNumber, u"/agent"_s,
                FindingsText::tr("the finding names no agent: give \"agent\": {\"name\": ...} or a source name")));
            continue;
        }
        read.findings.append(std::move(f));
    }
    return read;
}

Result<FindingsRead> readFindingsFile(const QString &path, const FindingsOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(Error::Code::Io, FindingsText::tr("Cannot read %1: %2").arg(path, file.errorString()));
        e.file = path;
        return e;
    }
    const QByteArray bytes = file.readAll();
    if (looksLikeParquet(bytes))
        return parquetFindingsError(path);
    if (looksLikeRebenchAnnotations(bytes))
        return readRebenchAnnotations(bytes, path, options);
    if (looksLikeScoutResults(bytes))
        return readScoutResults(bytes, path, options);
    return parseFindings(bytes, path, options);
}

} // namespace heddle
