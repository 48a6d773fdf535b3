#include <core/trajectory/trajectory.h>

#include <array>
#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct FormatName {
    TrajectoryFormat format;
    QStringView name;
};

// The names are the ones docs/FORMAT.md gives for attempt.json's trajectory.format.
constexpr std::array<FormatName, 5> kFormatNames{{
    {TrajectoryFormat::SweAgentV0, u"swe-agent-v0"},
    {TrajectoryFormat::SweAgentV1, u"swe-agent-v1"},
    {TrajectoryFormat::SweAgentRetry, u"swe-agent-retry"},
    {TrajectoryFormat::MiniSweAgent, u"mini-swe-agent"},
    {TrajectoryFormat::OpenHands, u"openhands"},
}};

constexpr qsizetype SummaryLength = 160;

QStringView firstNonEmptyLine(const QString &text)
{
    for (const QStringView line : QStringView(text).tokenize(u'\n')) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return trimmed;
    }
    return {};
}

} // namespace

QString trajectoryStepSummary(const TrajectoryStep &step)
{
    QStringView text = firstNonEmptyLine(step.action);
    if (text.isEmpty())
        text = firstNonEmptyLine(step.thought);
    if (text.isEmpty())
        text = firstNonEmptyLine(step.observation);
    QString line = u'#' + QString::number(step.index + 1) + u' ' + trajectoryStepKindName(step.kind); // from 1
    if (!text.isEmpty()) {
        line += u": "_s;
        if (text.size() > SummaryLength)
            line += text.left(SummaryLength) + u'\u2026';
        else
            line += text;
    }
    return line;
}

QString trajectoryFormatName(TrajectoryFormat format)
{
    for (const FormatName &entry : kFormatNames)
        if (entry.format == format)
            return entry.name.toString();
    return u"unknown"_s;
}

TrajectoryFormat trajectoryFormatFromName(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    for (const FormatName &entry : kFormatNames)
        if (trimmed.compare(entry.name, Qt::CaseInsensitive) == 0)
            return entry.format;
    return TrajectoryFormat::Unknown;
}

QString trajectoryStepKindName(TrajectoryStep::Kind kind)
{
    switch (kind) {
    case TrajectoryStep::Kind::Action: return u"action"_s;
    case TrajectoryStep::Kind::Edit: return u"edit"_s;
    case TrajectoryStep::Kind::Observation: return u"observation"_s;
    case TrajectoryStep::Kind::Message: return u"message"_s;
    case TrajectoryStep::Kind::Submit: return u"submit"_s;
    case TrajectoryStep::Kind::Error: return u"error"_s;
    }
    return u"action"_s;
}

} // namespace heddle
