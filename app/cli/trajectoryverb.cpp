#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <array>

using namespace Qt::StringLiterals;

namespace heddle::cli {

namespace {

constexpr std::array<TrajectoryStep::Kind, 6> kStepKinds{
    TrajectoryStep::Kind::Action,  TrajectoryStep::Kind::Edit,   TrajectoryStep::Kind::Observation,
    TrajectoryStep::Kind::Message, TrajectoryStep::Kind::Submit, TrajectoryStep::Kind::Error,
};

// Every step of a lean trajectory, where it lies and its previews, in order: a step given again (a late observation)
// replaces the one before it.
Result<TrajectoryInfo> readRecords(const LeanTrajectory &lean, QList<LeanStep> &records)
{
    return lean.readSteps([&records](const QList<LeanStep> &batch) {
        for (const LeanStep &step : batch) {
            if (step.preview.index < records.size())
                records[step.preview.index] = step;
            else
                records.append(step);
        }
    });
}

// A large file read lean: its steps' previews, which hold what the steps and --stats print, so a trajectory of any
// size costs about its previews. A step whose previews are blank where its whole texts are not (the first line
// printed lies further down) is read whole.
Result<Trajectory> readPreviews(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path, format, instanceId);
    if (!lean)
        return lean.error();
    QList<LeanStep> records;
    const Result<TrajectoryInfo> info = readRecords(**lean, records);
    if (!info)
        return info.error();
    Trajectory trajectory;
    trajectory.format = (*lean)->format();
    trajectory.info = *info;
    trajectory.steps.reserve(records.size());
    const auto blank = [](const QString &text) { return QStringView(text).trimmed().isEmpty(); };
    for (const LeanStep &record : std::as_const(records)) {
        const TrajectoryStep &preview = record.preview;
        const bool hidden = (blank(preview.action) && record.actionLines > 0) ||
                            (blank(preview.thought) && record.thoughtLines > 0) ||
                            (blank(preview.observation) && record.observationLines > 0);
        const Result<TrajectoryStep> whole = hidden ? (*lean)->step(record) : Result<TrajectoryStep>(preview);
        trajectory.steps.append(whole ? *whole : preview);
    }
    return trajectory;
}

// The process's peak resident memory (Linux's VmHWM), in kB: what reading the file cost, since the process began
// with it. Nothing where /proc does not say.
std::optional<qint64> peakMemoryKb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return std::nullopt;
}

// A trajectory's statistics: its format, its steps' kinds and the run's info.
struct FormatAndKinds {
    TrajectoryFormat format = TrajectoryFormat::Unknown;
    TrajectoryKinds kinds;
};

Result<FormatAndKinds> readKinds(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path, format, instanceId);
    if (!lean)
        return lean.error();
    Result<TrajectoryKinds> kinds = (*lean)->readKinds();
    if (!kinds)
        return kinds.error();
    return FormatAndKinds{(*lean)->format(), std::move(*kinds)};
}

Result<FormatAndKinds> kindsOf(const Result<Trajectory> &trajectory)
{
    if (!trajectory)
        return trajectory.error();
    FormatAndKinds read{trajectory->format, {{}, trajectory->info}};
    for (const TrajectoryStep &step : trajectory->steps)
        read.kinds.kinds.append(step.kind);
    return read;
}

class TrajectoryVerb
{
    Q_DECLARE_TR_FUNCTIONS(heddle::cli::TrajectoryVerb)

public:
    // Trajectories are untrusted text: control characters are escaped before they reach a terminal.
    static QString printable(QStringView text)
    {
        QString result;
        result.reserve(text.size());
        for (QChar c : text) {
            if (c == u'\t')
                result += u"\\t"_s;
            else if (c == u'\r')
                result += u"\\r"_s;
            else if (c.unicode() < 0x20 || c.unicode() == 0x7f || (c.unicode() >= 0x80 && c.unicode() < 0xa0))
                result += u"\\x"_s + QString::number(c.unicode(), 16).rightJustified(2, u'0');
            else
                result += c;
        }
        return result;
    }

    static QString firstLine(const QString &text)
    {
        const QStringView trimmed = QStringView(text).trimmed();
        const qsizetype end = trimmed.indexOf(u'\n');
        QStringView line = end < 0 ? trimmed : trimmed.first(end);
        constexpr qsizetype maxLength = 160;
        if (line.size() > maxLength)
            return printable(line.first(maxLength)) + u"..."_s;
        return printable(line);
    }

    // A step without an action still says something: the message it sent or the observation it records.
    static QString summary(const TrajectoryStep &step)
    {
        if (!step.action.trimmed().isEmpty())
            return firstLine(step.action);
        if (!step.thought.trimmed().isEmpty())
            return firstLine(step.thought);
        return firstLine(step.observation);
    }

    static void printSteps(const Trajectory &trajectory)
    {
        const bool attempts = trajectory.format == TrajectoryFormat::SweAgentRetry;
        // Steps counted from 1, as the window and evidence count them (--json keeps the index from 0).
        const qsizetype indexWidth = QString::number(trajectory.steps.size()).size();
        QTextStream &o = out();
        for (const TrajectoryStep &step : trajectory.steps) {
            QString line = QString::number(step.index + 1).rightJustified(indexWidth) + u"  "_s;
            if (attempts)
                line += tr("attempt %1").arg(step.attempt) + u"  "_s;
            line += trajectoryStepKindName(step.kind).leftJustified(11) + u"  "_s + summary(step);
            // Only the end is trimmed: the numbers stay right-aligned in their column.
            while (line.endsWith(u' '))
                line.chop(1);
            o << line << '\n';
        }
    }

    static Json stepsByKind(const QList<TrajectoryStep::Kind> &kinds)
    {
        Json counts = Json::object();
        for (TrajectoryStep::Kind kind : kStepKinds)
            counts[trajectoryStepKindName(kind).toStdString()] = kinds.count(kind);
        return counts;
    }

    static Json statsJson(const QString &path, qint64 bytes, double milliseconds, TrajectoryFormat format,
                          const TrajectoryKinds &read)
    {
        const TrajectoryInfo &info = read.info;
        return Json{{"file", path.toStdString()},
                    {"format", trajectoryFormatName(format).toStdString()},
                    {"instance_id", jsonTextOrNull(info.instanceId)},
                    {"model", jsonTextOrNull(info.model)},
                    {"bytes", bytes},
                    {"parse_ms", milliseconds},
                    {"peak_memory_kb", jsonOrNull(peakMemoryKb())},
                    {"steps", read.kinds.size()},
                    {"steps_by_kind", stepsByKind(read.kinds)},
                    {"attempts", info.attemptCount},
                    {"best_attempt", jsonOrNull(info.bestAttempt)},
                    {"exit_status", jsonTextOrNull(info.exitStatus)},
                    {"submission_bytes", info.submission.toUtf8().size()},
                    {"input_tokens", jsonOrNull(info.inputTokens)},
                    {"output_tokens", jsonOrNull(info.outputTokens)},
                    {"api_calls", jsonOrNull(info.apiCalls)},
                    {"cost", jsonOrNull(info.cost)}};
    }

    static Json stepJson(const TrajectoryStep &step)
    {
        return Json{{"index", step.index},
                    {"kind", trajectoryStepKindName(step.kind).toStdString()},
                    {"attempt", step.attempt},
                    {"thought", step.thought.toStdString()},
                    {"action", step.action.toStdString()},
                    {"observation", step.observation.toStdString()},
                    {"duration_seconds", jsonOrNull(step.durationSeconds)},
                    {"input_tokens", jsonOrNull(step.inputTokens)},
                    {"output_tokens", jsonOrNull(step.outputTokens)}};
    }

    // What --json prints before the steps.
    static Json runJson(TrajectoryFormat format, const TrajectoryInfo &info)
    {
        return Json{{"format", trajectoryFormatName(format).toStdString()},
                    {"instance_id", jsonTextOrNull(info.instanceId)},
                    {"model", jsonTextOrNull(info.model)},
                    {"exit_status", jsonTextOrNull(info.exitStatus)},
                    {"submission", jsonTextOrNull(info.submission)}};
    }

    static Json stepsJson(const Trajectory &trajectory)
    {
        Json steps = Json::array();
        for (const TrajectoryStep &step : trajectory.steps)
            steps.push_back(stepJson(step));
        Json json = runJson(trajectory.format, trajectory.info);
        json["steps"] = std::move(steps);
        return json;
    }

    // A large file's steps as JSON, written while they are read: the steps are found in one lean pass (where each
    // lies, and its first lines), then each is read whole again from the file, printed and let go, so the whole
    // document never stands in memory as text or as JSON. The bytes are those stepsJson() would print.
    static int printStepsJsonLean(const QString &path, TrajectoryFormat format, const QString &instanceId)
    {
        const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path, format, instanceId);
        QList<LeanStep> records;
        const Result<TrajectoryInfo> info = !lean ? Result<TrajectoryInfo>(lean.error()) : readRecords(**lean, records);
        if (!info) {
            err() << info.error().toString() << '\n';
            return Failure;
        }
        // The run's fields as the whole document prints them, without its closing brace.
        QByteArray head = serializeJson(runJson((*lean)->format(), *info));
        head.chop(3); // "\n}\n"
        QTextStream &o = out();
        o << QString::fromUtf8(head) << ",\n  \"steps\": [";
        qsizetype released = -1;
        for (qsizetype i = 0; i < records.size(); ++i) {
            released = (*lean)->releasePages(released, records.at(i).begin);
            const Result<TrajectoryStep> step = (*lean)->step(records.at(i));
            if (!step) {
                o.flush();
                err() << step.error().toString() << '\n';
                return Failure;
            }
            QByteArray text = serializeJson(stepJson(*step));
            text.chop(1);
            text.replace('\n', "\n    ");
            o << (i ? ",\n    " : "\n    ") << QString::fromUtf8(text);
        }
        o << (records.isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
        return Success;
    }

    static void printStats(const QString &path, qint64 bytes, double milliseconds, TrajectoryFormat format,
                           const TrajectoryKinds &read)
    {
        const TrajectoryInfo &info = read.info;
        const QString none = tr("(not recorded)");
        auto orNone = [&](const QString &text) { return text.isEmpty() ? none : printable(text); };
        QStringList kinds;
        for (TrajectoryStep::Kind kind : kStepKinds) {
            const qsizetype n = read.kinds.count(kind);
            if (n > 0)
                kinds << trajectoryStepKindName(kind) + u' ' + QString::number(n);
        }
        QTextStream &o = out();
        o << tr("file:        %1").arg(path) << '\n';
        o << tr("format:      %1").arg(trajectoryFormatName(format)) << '\n';
        o << tr("instance:    %1").arg(orNone(info.instanceId)) << '\n';
        o << tr("model:       %1").arg(orNone(info.model)) << '\n';
        o << tr("bytes:       %1").arg(bytes) << '\n';
        o << tr("parse time:  %1 ms").arg(milliseconds, 0, 'f', 1) << '\n';
        o << tr("steps:       %1").arg(read.kinds.size());
        if (!kinds.isEmpty())
            o << " (" << kinds.join(u", "_s) << ')';
        o << '\n';
        if (format == TrajectoryFormat::SweAgentRetry) {
            o << tr("attempts:    %1").arg(info.attemptCount);
            if (info.bestAttempt)
                o << ' ' << tr("(attempt %1 chosen)").arg(*info.bestAttempt);
            o << '\n';
        }
        o << tr("exit status: %1").arg(orNone(info.exitStatus)) << '\n';
        o << tr("submission:  %1")
                 .arg(info.submission.isEmpty()
                          ? none
                          : tr("%n line(s)", nullptr, int(info.submission.trimmed().count(u'\n') + 1)))
          << '\n';
        const QString input = info.inputTokens ? QString::number(*info.inputTokens) : none;
        const QString output = info.outputTokens ? QString::number(*info.outputTokens) : none;
        o << tr("tokens:      %1 in, %2 out").arg(input, output) << '\n';
        o << tr("api calls:   %1").arg(info.apiCalls ? QString::number(*info.apiCalls) : none) << '\n';
        o << tr("cost:        %1").arg(info.cost ? QString::number(*info.cost, 'f', 4) : none) << '\n';
    }
};

} // namespace

const VerbSpec &trajectoryVerb()
{
    static const VerbSpec spec{
        u"trajectory"_s,
        u"read a trajectory file and print its statistics"_s,
        {{u"FILE"_s, Completes::Files}},
        {{u"stats"_s,
          {},
          u"print the format, step counts by kind, size, parse time, exit status and tokens instead of the steps"_s},
         shared::json(u"the steps, or with --stats the statistics, as JSON"_s),
         {u"instance"_s, u"ID"_s, u"in an OpenHands output.jsonl, read the line of this instance_id"_s},
         {u"format"_s,
          u"NAME"_s,
          u"read the file as this format instead of telling it from the content: swe-agent-v0, swe-agent-v1, "
          "swe-agent-retry, mini-swe-agent or openhands"_s,
          Completes::Values,
          {u"swe-agent-v0"_s, u"swe-agent-v1"_s, u"swe-agent-retry"_s, u"mini-swe-agent"_s, u"openhands"_s}}},
        {u"Read a solver trajectory in its original format (SWE-agent 0.x, 1.x and retry .traj, mini-swe-agent "
         ".traj.json, a line of OpenHands output.jsonl) and print its steps, or its statistics with --stats. Control "
         "characters of its texts are escaped before they reach the terminal."_s},
        u"0 when the trajectory was read, 1 when it cannot be, 2 on a usage error."_s};
    return spec;
}

int runTrajectory(const Arguments &args)
{
    const TrajectoryFormat format =
        args.isSet(u"format") ? trajectoryFormatFromName(args.value(u"format")) : TrajectoryFormat::Unknown;
    const QStringList positional = args.positional();
    const QString &path = positional.first();
    QElapsedTimer timer;
    timer.start();
    const bool json = args.isSet(u"json");
    const bool large = QFileInfo(path).size() >= LeanTrajectory::WorthItFrom;
    if (args.isSet(u"stats")) {
        // A large file's statistics come from one pass that keeps no step's texts.
        const Result<FormatAndKinds> read = large ? readKinds(path, format, args.value(u"instance"))
                                                  : kindsOf(loadTrajectory(path, format, args.value(u"instance")));
        const double milliseconds = double(timer.nsecsElapsed()) / 1e6;
        if (!read) {
            err() << read.error().toString() << '\n';
            return Failure;
        }
        const qint64 bytes = QFileInfo(path).size();
        if (json)
            printJson(TrajectoryVerb::statsJson(path, bytes, milliseconds, read->format, read->kinds));
        else
            TrajectoryVerb::printStats(path, bytes, milliseconds, read->format, read->kinds);
        return Success;
    }
    // Steps as JSON carry their whole texts: a large file's are read again one at a time as they are printed.
    if (large && json)
        return TrajectoryVerb::printStepsJsonLean(path, format, args.value(u"instance"));
    const Result<Trajectory> trajectory = large ? readPreviews(path, format, args.value(u"instance"))
                                                : loadTrajectory(path, format, args.value(u"instance"));
    if (!trajectory) {
        err() << trajectory.error().toString() << '\n';
        return Failure;
    }
    if (json)
        printJson(TrajectoryVerb::stepsJson(*trajectory));
    else
        TrajectoryVerb::printSteps(*trajectory);
    return Success;
}

} // namespace heddle::cli
