#include <core/trajectory/trajectoryparser.h>

#include <core/util/diskwatch.h>
#include <core/util/workpool.h>

#include <core/json/jsondom_p.h>
#include <core/json/jsonlocation.h>
#include <core/trajectory/trajectoryformats_p.h>

#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

namespace heddle {

using namespace Qt::StringLiterals;
using trajectoryformats::TrajectoryParser;

namespace {

// In a large trajectory, touching fresh memory pages costs more than parsing: a 50 MB file needs tens of thousands
// of them for its text and simdjson's tape. Each thread keeps both for the next trajectory it reads. Threads of the
// global pool end after 30 s without work and free them.
struct ThreadBuffers {
    struct Free {
        void operator()(char *p) const { std::free(p); }
    };

    simdjson::dom::parser parser;
    std::unique_ptr<char, Free> text;
    qsizetype capacity = 0;

    // Room for size bytes and simdjson's padding; nullptr when the memory cannot be had.
    char *textBuffer(qsizetype size)
    {
        const qsizetype needed = size + qsizetype(simdjson::SIMDJSON_PADDING);
        if (needed > capacity) {
            constexpr qsizetype hugePage = qsizetype(2) * 1024 * 1024;
            const qsizetype rounded = (needed + hugePage - 1) / hugePage * hugePage;
            text.reset();
            capacity = 0;
            text.reset(static_cast<char *>(std::aligned_alloc(size_t(hugePage), size_t(rounded))));
            if (!text)
                return nullptr;
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
            // Whole 2 MB pages where the system offers them: reading 50 MB then faults 25 pages in, not 12,000.
            if (rounded >= 4 * hugePage)
                madvise(text.get(), size_t(rounded), MADV_HUGEPAGE);
#endif
            capacity = rounded;
        }
        std::memset(text.get() + size, 0, simdjson::SIMDJSON_PADDING);
        return text.get();
    }
};

ThreadBuffers &threadBuffers()
{
    thread_local ThreadBuffers buffers;
    return buffers;
}

Error parseError(QString message, QString detail = {})
{
    return makeError(Error::Code::Parse, std::move(message), std::move(detail));
}

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

QList<JsonRange> nonEmptyLines(QByteArrayView text)
{
    QList<JsonRange> lines;
    qsizetype begin = 0;
    while (begin < text.size()) {
        qsizetype end = text.indexOf('\n', begin);
        if (end < 0)
            end = text.size();
        qsizetype first = begin;
        while (first < end && isSpace(text[first]))
            ++first;
        if (first < end)
            lines.append({begin, end});
        begin = end + 1;
    }
    return lines;
}

Result<Trajectory> readDocument(simdjson::dom::parser &parser, const PaddedJson &text, JsonRange range,
                                TrajectoryFormat format)
{
    const Result<jsondom::Element> parsed = jsondom::parseDocument(parser, text, range);
    if (!parsed)
        return parsed.error();
    const jsondom::Element root = *parsed;
    if (format == TrajectoryFormat::Unknown)
        format = trajectoryformats::decideFormat(trajectoryformats::cluesOf(root));
    try {
        switch (format) {
        case TrajectoryFormat::SweAgentV0:
        case TrajectoryFormat::SweAgentV1:
        case TrajectoryFormat::SweAgentRetry: return trajectoryformats::readSweAgent(root, format);
        case TrajectoryFormat::MiniSweAgent: return trajectoryformats::readMiniSweAgent(root);
        case TrajectoryFormat::OpenHands: return trajectoryformats::readOpenHands(root);
        case TrajectoryFormat::Unknown: break;
        }
    } catch (const jsondom::JsonFailure &failure) {
        return jsondom::jsonFailureError(failure, text, range);
    } catch (const std::exception &e) {
        return parseError(TrajectoryParser::tr("could not read the trajectory"), QString::fromUtf8(e.what()));
    }
    qsizetype first = range.begin;
    while (first < range.end && isSpace(text.data[first]))
        ++first;
    return jsonErrorAt(text.bytes(), first, text.file, {},
                       TrajectoryParser::tr("not a trajectory format Heddle reads: expected a SWE-agent .traj "
                                            "(\"trajectory\" or \"attempts\"), a mini-swe-agent file (\"messages\") "
                                            "or a line of OpenHands output.jsonl (\"history\")"),
                       Error::Code::Unsupported);
}

// An OpenHands output.jsonl holds one instance per line. A lone document that spans lines (a pretty-printed .traj)
// is one document even when its first line happens to be valid JSON, so lines are used only when the first line is
// a document by itself and more follows.
std::optional<QList<JsonRange>> jsonLines(simdjson::dom::parser &parser, const PaddedJson &text)
{
    const QByteArrayView view = text.bytes();
    qsizetype begin = 0;
    while (begin < view.size() && isSpace(view[begin]))
        ++begin;
    qsizetype end = view.indexOf('\n', begin);
    if (end < 0)
        return std::nullopt;
    qsizetype next = end;
    while (next < view.size() && isSpace(view[next]))
        ++next;
    if (next == view.size())
        return std::nullopt;
    simdjson::dom::element ignored;
    if (parser.parse(text.data + begin, size_t(end - begin), false).get(ignored) != simdjson::SUCCESS)
        return std::nullopt;
    return nonEmptyLines(view);
}

Result<Trajectory> parsePadded(const PaddedJson &text, TrajectoryFormat format, const QString &instanceId)
{
    simdjson::dom::parser &parser = threadBuffers().parser;
    JsonRange whole{0, text.size};
    if (text.size == 0 || text.bytes().trimmed().isEmpty())
        return parseError(TrajectoryParser::tr("the file is empty: expected a JSON document"));

    const std::optional<QList<JsonRange>> lines = jsonLines(parser, text);
    if (!lines) {
        Result<Trajectory> result = readDocument(parser, text, whole, format);
        if (result && !instanceId.isEmpty() && result->format == TrajectoryFormat::OpenHands &&
            result->info.instanceId != instanceId) {
            return makeError(Error::Code::NotFound,
                             TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
        }
        return result;
    }

    if (instanceId.isEmpty())
        return readDocument(parser, text, lines->front(), format);
    const QByteArray quoted = '"' + instanceId.toUtf8() + '"';
    for (const JsonRange &line : *lines) {
        const QByteArrayView lineText = text.bytes().sliced(line.begin, line.end - line.begin);
        if (!lineText.contains(quoted))
            continue;
        const Result<jsondom::Element> root = jsondom::parseDocument(parser, text, line);
        if (!root)
            return root.error();
        if (jsondom::lookupString(*root, {"instance_id"}) == instanceId)
            return readDocument(parser, text, line, format);
    }
    return makeError(Error::Code::NotFound, TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
}

} // namespace

// SWE-agent and mini-swe-agent name the file after the instance (<instance_id>.traj, <instance_id>.traj.json).
QString trajectoryformats::instanceIdFromFileName(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    for (const QStringView suffix : {u".traj.json", u".traj"}) {
        if (name.endsWith(suffix) && name.size() > suffix.size())
            return name.chopped(suffix.size());
    }
    return {};
}

std::unique_ptr<trajectoryformats::StepReader> trajectoryformats::makeStepReader(TrajectoryFormat format)
{
    switch (format) {
    case TrajectoryFormat::SweAgentV0:
    case TrajectoryFormat::SweAgentV1:
    case TrajectoryFormat::SweAgentRetry: return makeSweAgentStepReader();
    case TrajectoryFormat::MiniSweAgent: return makeMiniSweAgentStepReader();
    case TrajectoryFormat::OpenHands: return makeOpenHandsStepReader();
    case TrajectoryFormat::Unknown: break;
    }
    return nullptr;
}

TrajectoryFormat detectTrajectoryFormat(QByteArrayView bytes)
{
    return trajectoryformats::decideFormat(trajectoryformats::scanClues(bytes));
}

Result<Trajectory> parseTrajectory(QByteArrayView bytes, TrajectoryFormat format, const QString &instanceId)
{
    char *buffer = threadBuffers().textBuffer(bytes.size());
    if (!buffer)
        return makeError(Error::Code::Io, TrajectoryParser::tr("not enough memory to read the trajectory"));
    if (!bytes.isEmpty())
        std::memcpy(buffer, bytes.data(), size_t(bytes.size()));
    const PaddedJson text{buffer, bytes.size(), bytes.size() + qsizetype(simdjson::SIMDJSON_PADDING), {}};
    return parsePadded(text, format, instanceId);
}

Result<Trajectory> loadTrajectory(const QString &path, TrajectoryFormat format, const QString &instanceId,
                                  const JobControl &job)
{
    noteDiskAccess(path, DiskAccess::Read);
    QFile file(path);
    auto ioError = [&](const QString &reason) {
        Error error = makeError(Error::Code::Io, TrajectoryParser::tr("cannot read the trajectory: %1").arg(reason));
        error.file = path;
        return error;
    };
    if (!file.open(QIODevice::ReadOnly))
        return ioError(file.errorString());
    const qint64 size = file.size();
    // Read straight into the padded buffer simdjson needs: a copy of a large trajectory would cost as much as parsing.
    char *buffer = threadBuffers().textBuffer(qsizetype(size));
    if (!buffer)
        return ioError(TrajectoryParser::tr("not enough memory"));
    // In slices, so that a load nobody wants any more (another attempt was chosen) stops early.
    constexpr qint64 kSlice = 8 << 20;
    auto stopped = [&] {
        Error error = makeError(Error::Code::Cancelled, TrajectoryParser::tr("the trajectory is no longer wanted"));
        error.file = path;
        return error;
    };
    qint64 read = 0;
    while (read < size) {
        if (job.isStopRequested())
            return stopped();
        const qint64 n = file.read(buffer + read, std::min(kSlice, size - read));
        if (n <= 0)
            return ioError(file.errorString());
        read += n;
    }
    if (job.isStopRequested())
        return stopped();
    const PaddedJson text{buffer, qsizetype(size), qsizetype(size) + qsizetype(simdjson::SIMDJSON_PADDING), path};
    Result<Trajectory> result = parsePadded(text, format, instanceId);
    if (!result) {
        Error error = result.error();
        error.file = path;
        return error;
    }
    Trajectory &trajectory = result.value();
    if (trajectory.info.instanceId.isEmpty() && trajectory.format != TrajectoryFormat::OpenHands)
        trajectory.info.instanceId = trajectoryformats::instanceIdFromFileName(path);
    return result;
}

QFuture<Result<Trajectory>> loadTrajectoryAsync(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    return QtConcurrent::run(workPool(),
                             [path, format, instanceId] { return loadTrajectory(path, format, instanceId); });
}

} // namespace heddle
