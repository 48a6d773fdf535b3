// How the verb tests run the heddle executable: a real process, its exit code and both outputs.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace heddletest {

struct Run {
    int exitCode = -1; // -1: it did not finish in time or crashed
    QByteArray out;
    QByteArray err;
};

/// Runs heddle with args, feeding input on standard input (closed at once when empty).
inline Run runHeddle(const QStringList &args, int timeoutMs = 60000, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(HEDDLE_BINARY), args);
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace heddletest
