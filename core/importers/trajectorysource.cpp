#include <core/importers/trajectorysource.h>

#include <core/importers/importertext.h>
#include <core/json/jsonnode.h>
#include <core/trajectory/trajectoryparser.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kTraj = u".traj"_s;
const QString kTrajJson = u".traj.json"_s;
const QString kOpenHandsFile = u"output.jsonl"_s;

std::optional<qint64> integerAt(const JsonNode *object, QStringView key)
{
    const JsonNode *value = object ? object->find(key) : nullptr;
    if (!value || value->type != JsonNode::Type::Number)
        return std::nullopt;
    return value->integer ? *value->integer : qint64(value->number);
}

std::optional<double> numberAt(const JsonNode *object, QStringView key)
{
    const JsonNode *value = object ? object->find(key) : nullptr;
    if (!value || value->type != JsonNode::Type::Number)
        return std::nullopt;
    return value->number;
}

// A name that is safe as one folder name under the scratch folder.
QString scratchName(const QString &id)
{
    QString out;
    for (const QChar c : id)
        out += (c.isLetterOrNumber() || c == u'.' || c == u'_' || c == u'-') ? c : u'_';
    return out.isEmpty() || out.startsWith(u'.') ? u'_' + out : out;
}

Result<QByteArray> readRange(const QString &path, qsizetype offset, qsizetype length)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || (offset > 0 && !file.seek(offset))) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot read the trajectory"), file.errorString());
        e.file = path;
        return e;
    }
    QByteArray bytes = length < 0 ? file.readAll() : file.read(length);
    if (length >= 0 && bytes.size() != length) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot read the trajectory"), file.errorString());
        e.file = path;
        return e;
    }
    return bytes;
}

} // namespace

TrajectorySummary summarizeTrajectory(QByteArrayView bytes)
{
    TrajectorySummary out;
    out.format = detectTrajectoryFormat(bytes);
    const JsonText text = JsonText::fromBytes(bytes, {});
    Result<JsonNode> root = parseJsonText(text, {u"info"_s, u"metrics"_s});
    if (!root || !root->isObject())
        return out;
    if (const JsonNode *info = root->find(u"info"); info && info->isObject()) {
        if (const JsonNode *status = info->find(u"exit_status"); status && status->isString())
            out.exitStatus = status->text();
        if (const JsonNode *submission = info->find(u"submission"); submission && submission->isString())
            out.submission = submission->string;
        const JsonNode *stats = info->find(u"model_stats");
        out.inputTokens = integerAt(stats, u"tokens_sent");
        out.outputTokens = integerAt(stats, u"tokens_received");
        if (const std::optional<qint64> calls = integerAt(stats, u"api_calls"))
            out.turns = int(*calls);
        out.cost = numberAt(stats, u"instance_cost");
    }
    if (const JsonNode *metrics = root->find(u"metrics"); metrics && metrics->isObject()) {
        out.cost = numberAt(metrics, u"accumulated_cost");
        const JsonNode *usage = metrics->find(u"accumulated_token_usage");
        out.inputTokens = integerAt(usage, u"prompt_tokens");
        out.outputTokens = integerAt(usage, u"completion_tokens");
    }
    return out;
}

QString agentForTrajectoryFormat(TrajectoryFormat format)
{
    switch (format) {
    case TrajectoryFormat::SweAgentV0:
    case TrajectoryFormat::SweAgentV1:
    case TrajectoryFormat::SweAgentRetry: return u"swe-agent"_s;
    case TrajectoryFormat::MiniSweAgent: return u"mini-swe-agent"_s;
    case TrajectoryFormat::OpenHands: return u"openhands"_s;
    case TrajectoryFormat::Unknown: break;
    }
    return u"unknown"_s;
}

Result<TrajectorySource> TrajectorySource::open(const QString &path, const QString &scratchFolder)
{
    const QFileInfo info(path);
    TrajectorySource source;
    source.m_path = info.absoluteFilePath();
    QString jsonl;
    if (info.isDir()) {
        const QDir dir(source.m_path);
        for (const QFileInfo &entry : dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString name = entry.fileName();
            if (entry.isDir()) {
                for (const QString &suffix : {kTraj, kTrajJson}) {
                    const QFileInfo inner(QDir(entry.absoluteFilePath()), name + suffix);
                    if (inner.isFile() && !source.m_entries.contains(name)) {
                        source.m_entries.insert(name, Entry{inner.absoluteFilePath()});
                        break;
                    }
                }
            } else if (name.endsWith(kTrajJson)) {
                source.m_entries.insert(name.chopped(kTrajJson.size()), Entry{entry.absoluteFilePath()});
            } else if (name.endsWith(kTraj)) {
                source.m_entries.insert(name.chopped(kTraj.size()), Entry{entry.absoluteFilePath()});
            } else if (name == kOpenHandsFile) {
                jsonl = entry.absoluteFilePath();
            }
        }
        if (source.m_entries.isEmpty() && jsonl.isEmpty()) {
            Error e = makeError(Error::Code::NotFound,
                                ImporterText::tr("no trajectories here: expected <instance_id>.traj, "
                                                 "<instance_id>/<instance_id>.traj, <instance_id>.traj.json or "
                                                 "output.jsonl"));
            e.file = path;
            return e;
        }
        if (jsonl.isEmpty())
            return source;
    } else if (info.isFile()) {
        jsonl = source.m_path;
    } else {
        Error e = makeError(Error::Code::NotFound, ImporterText::tr("the trajectory folder or file does not exist"));
        e.file = path;
        return e;
    }

    // Each source cuts its lines into a folder of its own: two runs may hold the same instance.
    for (int i = 0;; ++i) {
        const QString folder = QDir(scratchFolder).filePath(QString::number(i));
        if (QDir().mkdir(folder)) {
            source.m_scratch = folder;
            break;
        }
        if (!QFileInfo(folder).isDir()) {
            Error e = makeError(Error::Code::Io, ImporterText::tr("cannot create a temporary folder"));
            e.file = folder;
            return e;
        }
    }

    // An OpenHands output.jsonl: index each line by its instance_id; the history is skipped unread.
    Result<JsonText> text = JsonText::load(jsonl);
    if (!text)
        return text.error();
    const QByteArrayView bytes = text->bytes();
    int lineNumber = 0;
    for (qsizetype pos = 0; pos < bytes.size();) {
        qsizetype newline = bytes.indexOf('\n', pos);
        if (newline < 0)
            newline = bytes.size();
        ++lineNumber;
        const QByteArrayView line = bytes.sliced(pos, newline - pos);
        const qsizetype begin = pos;
        pos = newline + 1;
        if (line.trimmed().isEmpty())
            continue;
        const JsonText lineText = JsonText::fromBytes(line, jsonl);
        Result<JsonNode> row = parseJsonText(lineText, {u"instance_id"_s});
        const JsonNode *id = row ? row->find(u"instance_id") : nullptr;
        if (!id || !id->isString() || id->string.isEmpty())
            continue; // not an instance's line: a predictions reader of the same file reports it
        source.m_entries.insert(id->text(), Entry{jsonl, begin, line.size(), lineNumber});
    }
    return source;
}

QStringList TrajectorySource::instanceIds() const
{
    QStringList ids = m_entries.keys();
    std::sort(ids.begin(), ids.end());
    return ids;
}

Result<std::optional<TrajectoryFile>> TrajectorySource::take(const QString &instanceId) const
{
    const auto it = m_entries.constFind(instanceId);
    if (it == m_entries.cend())
        return std::optional<TrajectoryFile>();
    const Entry &entry = *it;
    Result<QByteArray> bytes = readRange(entry.file, entry.offset, entry.offset < 0 ? -1 : entry.length);
    if (!bytes)
        return bytes.error();
    TrajectoryFile out;
    out.summary = summarizeTrajectory(*bytes);
    if (entry.offset < 0) {
        out.path = entry.file;
        out.fileName = QFileInfo(entry.file).fileName();
        return std::optional<TrajectoryFile>(std::move(out));
    }
    // The attempt keeps its own line as a one-line output.jsonl.
    const QString folder = QDir(m_scratch).filePath(scratchName(instanceId));
    QFile file(QDir(folder).filePath(kOpenHandsFile));
    if (!QDir().mkpath(folder) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(*bytes) != bytes->size() || file.write("\n", 1) != 1) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot write a temporary file"), file.errorString());
        e.file = file.fileName();
        return e;
    }
    out.path = file.fileName();
    out.fileName = kOpenHandsFile;
    return std::optional<TrajectoryFile>(std::move(out));
}

} // namespace heddle
