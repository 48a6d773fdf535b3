#include <core/exec/slurmjob.h>

#include <core/testcommand/shellwords.h>

#include <QObject>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString fieldOf(const QString &line, const QString &key)
{
    // scontrol's "Key=value" fields are separated by spaces; a reason or a path holding one is cut there.
    const qsizetype at = line.indexOf(u' ' + key + u'=');
    if (at < 0)
        return line.startsWith(key + u'=') ? line.mid(key.size() + 1).section(u' ', 0, 0) : QString();
    return line.mid(at + key.size() + 2).section(u' ', 0, 0);
}

QList<int> indicesOf(const QString &text)
{
    // "3", "3-9", "3-9%2", "1,4-6"
    QList<int> indices;
    const QString bare = text.section(u'%', 0, 0);
    for (const QString &part : bare.split(u',', Qt::SkipEmptyParts)) {
        bool okFirst = false, okLast = false;
        const int first = part.section(u'-', 0, 0).toInt(&okFirst);
        const int last = part.contains(u'-') ? part.section(u'-', 1, 1).toInt(&okLast) : first;
        if (!okFirst || (part.contains(u'-') && !okLast) || last < first || last - first > 100000)
            continue;
        for (int i = first; i <= last; ++i)
            indices.append(i);
    }
    return indices;
}

} // namespace

QString slurmRunFolder(const QString &jobFolder, int index)
{
    return jobFolder + u"/runs/"_s + QString::number(index);
}

QByteArray slurmArrayScript(const QString &heddle, const QString &jobFolder)
{
    QString script = u"#!/bin/sh\n"_s
                     u"# One Heddle run per array task, in the same sandbox and with the same limits as locally.\n"_s;
    script += u"exec "_s + shellQuoted(heddle) + u" run-request "_s + shellQuoted(jobFolder + u"/runs/"_s) +
              u"\"$SLURM_ARRAY_TASK_ID\"\n"_s;
    return script.toUtf8();
}

QStringList slurmSubmitArguments(const SlurmConfig &config, const QString &jobFolder, const QString &script, int count,
                                 int wallSeconds)
{
    QStringList arguments{u"--parsable"_s, u"--array=0-%1"_s.arg(std::max(0, count - 1)), u"--job-name=heddle"_s,
                          u"--chdir="_s + jobFolder, u"--output="_s + jobFolder + u"/runs/%a/slurm.out"_s};
    if (!config.partition.isEmpty())
        arguments << u"--partition="_s + config.partition;
    if (!config.account.isEmpty())
        arguments << u"--account="_s + config.account;
    // Heddle's own wall time stops a run first; Slurm's limit is the net under it.
    const int minutes = std::max(1, (wallSeconds + 59) / 60 + 1);
    arguments << u"--time="_s + (config.timeLimit.isEmpty() ? QString::number(minutes) : config.timeLimit);
    arguments << u"--cpus-per-task="_s + QString::number(std::max(1, config.cpusPerRun));
    if (config.memoryMbPerRun > 0)
        arguments << u"--mem="_s + QString::number(config.memoryMbPerRun);
    arguments << config.sbatchOptions << script;
    return arguments;
}

QString slurmJobIdFromParsable(const QByteArray &output)
{
    const QString id = QString::fromUtf8(output).trimmed().section(u';', 0, 0);
    for (const QChar c : id)
        if (!c.isDigit())
            return {};
    return id;
}

QHash<int, SlurmTaskState> parseSqueue(const QByteArray &output)
{
    QHash<int, SlurmTaskState> states;
    for (const QString &line : QString::fromUtf8(output).split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList fields = line.trimmed().split(u'|');
        if (fields.size() < 2)
            continue;
        for (const int index : indicesOf(fields[0]))
            states.insert(index, {fields[1], fields.value(2), {}});
    }
    return states;
}

QHash<int, SlurmTaskState> parseScontrolJobs(const QByteArray &output)
{
    QHash<int, SlurmTaskState> states;
    for (const QString &raw : QString::fromUtf8(output).split(u'\n', Qt::SkipEmptyParts)) {
        const QString line = raw.trimmed();
        const QString tasks = fieldOf(line, u"ArrayTaskId"_s);
        if (tasks.isEmpty())
            continue;
        const SlurmTaskState state{fieldOf(line, u"JobState"_s), fieldOf(line, u"Reason"_s),
                                   fieldOf(line, u"ExitCode"_s)};
        for (const int index : indicesOf(tasks))
            states.insert(index, state);
    }
    return states;
}

bool slurmStateIsFinal(const QString &state)
{
    static const QStringList active{u"PENDING"_s,      u"RUNNING"_s,  u"CONFIGURING"_s,  u"COMPLETING"_s,
                                    u"SUSPENDED"_s,    u"REQUEUED"_s, u"RESIZING"_s,     u"SIGNALING"_s,
                                    u"STAGE_OUT"_s,    u"STOPPED"_s,  u"REQUEUE_HOLD"_s, u"REQUEUE_FED"_s,
                                    u"RESV_DEL_HOLD"_s};
    return !state.isEmpty() && !active.contains(state.section(u' ', 0, 0));
}

RunResult slurmFailure(const QString &id, const SlurmTaskState &state, const QByteArray &slurmOutput)
{
    RunResult result;
    result.id = id;
    const QString words = state.reason.isEmpty() || state.reason == u"None"
                              ? state.state
                              : u"%1, reason %2"_s.arg(state.state, state.reason);
    const QString name = state.state.section(u' ', 0, 0);
    if (name == u"TIMEOUT" || name == u"DEADLINE") {
        result.outcome = RunResult::Outcome::TimedOut;
        result.limit = ResourceLimit::WallTime;
        result.message = QObject::tr("Slurm stopped the job at its time limit (%1)").arg(words);
    } else if (name == u"OUT_OF_MEMORY") {
        result.outcome = RunResult::Outcome::LimitExceeded;
        result.limit = ResourceLimit::Memory;
        result.message = QObject::tr("Slurm killed the job for its memory (%1)").arg(words);
    } else if (name == u"CANCELLED") {
        result.outcome = RunResult::Outcome::Cancelled;
        result.message = QObject::tr("the Slurm job was cancelled (%1)").arg(words);
    } else if (name == u"NODE_FAIL" || name == u"BOOT_FAIL") {
        result.outcome = RunResult::Outcome::FailedToStart;
        result.message = QObject::tr("the Slurm node failed (%1)").arg(words);
    } else {
        result.outcome = RunResult::Outcome::FailedToStart;
        result.message = QObject::tr("the Slurm job ended without a result from Heddle (%1, exit code %2)")
                             .arg(words, state.exitCode.isEmpty() ? u"unknown"_s : state.exitCode);
    }
    // What the node printed before Heddle could run (a missing executable, a folder it cannot see) says why.
    const QByteArray said = slurmOutput.trimmed().left(2000);
    if (!said.isEmpty())
        result.message += u": "_s + QString::fromUtf8(said);
    result.stderrBytes = slurmOutput.left(64 * 1024);
    return result;
}

} // namespace heddle
