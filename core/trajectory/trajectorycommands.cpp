#include <core/trajectory/trajectorycommands.h>

#include <QRegularExpression>

namespace heddle::trajectorycommands {

using namespace Qt::StringLiterals;

namespace {

QStringView firstWord(QStringView text, qsizetype *end = nullptr)
{
    qsizetype begin = 0;
    while (begin < text.size() && text[begin].isSpace())
        ++begin;
    qsizetype stop = begin;
    while (stop < text.size() && !text[stop].isSpace())
        ++stop;
    if (end)
        *end = stop;
    return text.mid(begin, stop - begin);
}

} // namespace

bool isEditorWriteCommand(QStringView command)
{
    return command == u"create" || command == u"str_replace" || command == u"insert" || command == u"undo_edit" ||
           command == u"write" || command == u"edit";
}

TrajectoryStep::Kind sweAgentActionKind(QStringView action)
{
    qsizetype end = 0;
    const QStringView command = firstWord(action, &end);
    if (command.isEmpty())
        return TrajectoryStep::Kind::Message;
    if (command == u"submit")
        return TrajectoryStep::Kind::Submit;
    // SWE-agent writes exit_cost, exit_context, exit_format, exit_error ... when it stopped the run itself.
    if (command.startsWith(u"exit_"))
        return TrajectoryStep::Kind::Error;
    // The windowed editor tools of SWE-agent 0.x and 1.x: edit (line range or search/replace), insert, create.
    if (command == u"edit" || command == u"insert" || command == u"create" || command == u"append")
        return TrajectoryStep::Kind::Edit;
    if (command == u"str_replace_editor" || command == u"str_replace_based_edit_tool") {
        // view only reads; every other sub-command writes.
        const QStringView sub = firstWord(action.mid(end));
        return sub == u"view" ? TrajectoryStep::Kind::Action : TrajectoryStep::Kind::Edit;
    }
    return TrajectoryStep::Kind::Action;
}

std::optional<FencedCommand> fencedShellCommand(QStringView content)
{
    // mini-swe-agent's own pattern is ```bash\s*\n(.*?)\n```; later configurations name the block
    // mswea_bash_command. A block in another language (```python) is part of the thought, not the action.
    // One expression per thread: trajectories are read on pool threads.
    thread_local const QRegularExpression block(
        u"```(bash|sh|shell|console|mswea_bash_command)[ \\t]*\\r?\\n(.*?)\\r?\\n```"_s,
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = block.match(content);
    if (!match.hasMatch())
        return std::nullopt;
    FencedCommand result;
    result.thought = content.first(match.capturedStart(0)).trimmed().toString();
    result.command = match.captured(2);
    return result;
}

bool isMiniSweAgentSubmit(QStringView command)
{
    return command.contains(u"COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT") ||
           command.contains(u"MINI_SWE_AGENT_FINAL_OUTPUT");
}

} // namespace heddle::trajectorycommands
