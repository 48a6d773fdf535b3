#include <core/validation/runfault.h>

#include <core/testlog/failuredetails.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct RunFaultText {
    Q_DECLARE_TR_FUNCTIONS(heddle::RunFault)
};

// The longest part of a log line a message quotes.
constexpr qsizetype kQuoted = 240;

/// What the log shows of a missing environment, the most telling first: each pattern with what it means.
struct EnvironmentSign {
    QRegularExpression pattern;
    const char *meaning;
};

const QList<EnvironmentSign> &environmentSigns()
{
    static const QList<EnvironmentSign> signs{
        {QRegularExpression(u": No module named "_s),
         QT_TRANSLATE_NOOP("heddle::RunFault", "a module the tests import is not installed")},
        {QRegularExpression(
             u"(: command not found|: not found$|exec: .*: not found|No such file or directory: '[^']*'$)"_s),
         QT_TRANSLATE_NOOP("heddle::RunFault", "a command the tests run is not installed")},
        // What a runner of another language fetches or finds beside the workspace: the Go module cache, node_modules,
        // the Maven or Gradle repository, the registry of cargo.
        {QRegularExpression(u"(cannot find module providing package|missing go\\.sum entry|"
                            "Cannot find module '[^']*'|Could not resolve dependencies for project|"
                            "Could not resolve all (files|dependencies) for configuration|"
                            "Cannot access \\S+ \\([^)]*\\) in offline mode|"
                            "failed to get `[^`]*` as a dependency|no matching package named)"_s),
         QT_TRANSLATE_NOOP("heddle::RunFault",
                           "a dependency the runner needs is not in the workspace or on the machine")},
        {QRegularExpression(u"(Network is unreachable|Temporary failure in name resolution|Name or service not known|"
                            "Could not resolve host|Connection refused|dial tcp: lookup )"_s),
         QT_TRANSLATE_NOOP("heddle::RunFault", "the network cannot be reached from the run")},
    };
    return signs;
}

/// Lines that say why a runner stopped before its first test, the most telling first.
const QList<QRegularExpression> &stopSigns()
{
    static const QList<QRegularExpression> signs{
        QRegularExpression(u"^ImportError while loading conftest"_s),
        QRegularExpression(u"^(E\\s+)?[A-Za-z_.]*(Error|Exception):"_s),
        QRegularExpression(u"^INTERNALERROR>"_s),
        QRegularExpression(u"^[^\\s:]+: error: "_s), // argparse's complaint, under pytest's "ERROR: usage:" line
        QRegularExpression(u"^(ERROR|error)[: ]"_s),
        QRegularExpression(u"^usage: "_s),
        QRegularExpression(u"no tests ran"_s),
    };
    return signs;
}

QString quoted(QString line)
{
    line = line.trimmed();
    if (line.size() > kQuoted)
        line = line.first(kQuoted) + u'…';
    return line;
}

// A failure that the network's absence explains: no name resolves, no route leaves the sandbox.
const QRegularExpression &networkError()
{
    static const QRegularExpression pattern(
        u"(Network is unreachable|Temporary failure in name resolution|Name or service not known|"
        "Could not resolve host|getaddrinfo failed|No address associated with hostname|\\[Errno -[235]\\]|"
        "\\[Errno 101\\])"_s);
    return pattern;
}

// The repository uses what this interpreter's standard library no longer has ("cannot import name 'MutableMapping'
// from 'collections' (/usr/lib/python3.11/collections/__init__.py)"): the runtime, not the task, is at fault.
const QRegularExpression &runtimeSign()
{
    static const QRegularExpression pattern(
        u"cannot import name '[^']+' from '[^']+' \\([^)]*/lib/python3\\.\\d+/(?!site-packages/|dist-packages/)[^)]*\\)"_s);
    return pattern;
}

/// Whether every result of the run is a file the runner could not collect: it ran no test.
bool collectedNothing(const TestResults &results)
{
    return std::all_of(results.ids.cbegin(), results.ids.cend(),
                       [&](const QString &id) { return results.uncollected.contains(id); });
}

} // namespace

QStringList networkFailures(const TargetRun &run)
{
    QStringList tests;
    if (run.outcome != TargetRun::Outcome::Finished || !networkError().match(QString::fromUtf8(run.log)).hasMatch())
        return tests;
    const QHash<QString, FailureDetail> details = parseFailureDetails(run.log);
    for (const QString &id : run.results.ids) {
        const TestStatus status = run.results.value(id);
        if (status != TestStatus::Failed && status != TestStatus::Error)
            continue;
        const auto detail = details.constFind(id);
        if (detail != details.cend() && networkError().match(detail->message).hasMatch())
            tests.append(id);
    }
    return tests;
}

bool testedNothing(const TargetRun &run)
{
    return run.outcome == TargetRun::Outcome::DidNotRun || run.outcome == TargetRun::Outcome::Environment;
}

std::optional<RunFault> runFault(const TargetRun &run)
{
    if (!run.applied || run.outcome != TargetRun::Outcome::Finished)
        return std::nullopt;
    const QStringList lines = QString::fromUtf8(run.log).split(u'\n');
    // Files that could not be collected are results (a test file that imports what the fix adds), unless what
    // stopped them is a standard library this interpreter no longer has; so is a runner that stopped on it at once.
    if (collectedNothing(run.results))
        for (const QString &line : lines)
            if (runtimeSign().match(line).hasMatch())
                return RunFault{TargetRun::Outcome::Environment,
                                RunFaultText::tr("the repository cannot run on this Python: %1").arg(quoted(line))};
    if (!run.results.ids.isEmpty() || !run.results.uncollected.isEmpty())
        return std::nullopt;
    for (const EnvironmentSign &sign : environmentSigns())
        for (const QString &line : lines)
            if (sign.pattern.match(line).hasMatch())
                return RunFault{TargetRun::Outcome::Environment,
                                RunFaultText::tr("%1: %2").arg(RunFaultText::tr(sign.meaning), quoted(line))};
    if (run.exitCode == 126 || run.exitCode == 127)
        return RunFault{TargetRun::Outcome::Environment,
                        RunFaultText::tr("the test command cannot be run (exit %1)").arg(run.exitCode)};
    for (const QRegularExpression &sign : stopSigns())
        for (const QString &line : lines)
            if (sign.match(line).hasMatch())
                return RunFault{TargetRun::Outcome::DidNotRun,
                                RunFaultText::tr("no test ran (exit %1): %2").arg(run.exitCode).arg(quoted(line))};
    QString last;
    for (auto it = lines.crbegin(); it != lines.crend() && last.isEmpty(); ++it)
        last = it->trimmed();
    return RunFault{TargetRun::Outcome::DidNotRun,
                    last.isEmpty()
                        ? RunFaultText::tr("no test ran (exit %1) and the run printed nothing").arg(run.exitCode)
                        : RunFaultText::tr("no test ran (exit %1): %2").arg(run.exitCode).arg(quoted(last))};
}

} // namespace heddle
