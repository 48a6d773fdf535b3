#include <core/testcommand/runneroptions.h>

#include <QCoreApplication>
#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class RunnerOptionsText
{
    Q_DECLARE_TR_FUNCTIONS(heddle::TestSelection)
};

bool isOptionalValue(const QString &word)
{
    static const QRegularExpression value(u"^(\\d+|auto)$"_s);
    return value.match(word).hasMatch();
}

} // namespace

const RunnerOptions &RunnerOptions::pytest()
{
    static const RunnerOptions table{
        {u"-v"_s,
         u"-q"_s,
         u"-x"_s,
         u"-s"_s,
         u"-l"_s,
         u"-h"_s,
         u"-V"_s,
         u"--verbose"_s,
         u"--quiet"_s,
         u"--exitfirst"_s,
         u"--showlocals"_s,
         u"--no-header"_s,
         u"--no-summary"_s,
         u"--strict"_s,
         u"--strict-markers"_s,
         u"--strict-config"_s,
         u"--disable-warnings"_s,
         u"--disable-pytest-warnings"_s,
         u"--runxfail"_s,
         u"--lf"_s,
         u"--last-failed"_s,
         u"--ff"_s,
         u"--failed-first"_s,
         u"--nf"_s,
         u"--new-first"_s,
         u"--sw"_s,
         u"--stepwise"_s,
         u"--sw-skip"_s,
         u"--stepwise-skip"_s,
         u"--co"_s,
         u"--collect-only"_s,
         u"--collectonly"_s,
         u"--pdb"_s,
         u"--trace"_s,
         u"--full-trace"_s,
         u"--setup-only"_s,
         u"--setup-show"_s,
         u"--setup-plan"_s,
         u"--cache-clear"_s,
         u"--doctest-modules"_s,
         u"--doctest-continue-on-failure"_s,
         u"--continue-on-collection-errors"_s,
         u"--noconftest"_s,
         u"--keep-duplicates"_s,
         u"--no-cov"_s,
         u"--forked"_s,
         u"--instafail"_s,
         u"--help"_s,
         u"--version"_s,
         u"--fixtures"_s,
         u"--markers"_s,
         u"--benchmark-skip"_s,
         u"--benchmark-disable"_s,
         u"--reuse-db"_s,
         u"--create-db"_s,
         u"--nomigrations"_s,
         u"--no-migrations"_s,
         u"--migrations"_s,
         u"--runslow"_s},
        {u"-k"_s,
         u"-m"_s,
         u"-p"_s,
         u"-o"_s,
         u"-W"_s,
         u"-n"_s,
         u"-r"_s,
         u"--maxfail"_s,
         u"--durations"_s,
         u"--durations-min"_s,
         u"--tb"_s,
         u"--capture"_s,
         u"--color"_s,
         u"--code-highlight"_s,
         u"--basetemp"_s,
         u"--junitxml"_s,
         u"--junit-xml"_s,
         u"--junit-prefix"_s,
         u"--ignore"_s,
         u"--ignore-glob"_s,
         u"--deselect"_s,
         u"--import-mode"_s,
         u"--log-level"_s,
         u"--log-format"_s,
         u"--log-date-format"_s,
         u"--log-cli-level"_s,
         u"--log-cli-format"_s,
         u"--log-file"_s,
         u"--log-file-level"_s,
         u"--show-capture"_s,
         u"--override-ini"_s,
         u"--cov"_s,
         u"--cov-report"_s,
         u"--cov-config"_s,
         u"--cov-fail-under"_s,
         u"--timeout"_s,
         u"--timeout-method"_s,
         u"--reruns"_s,
         u"--reruns-delay"_s,
         u"--dist"_s,
         u"--maxprocesses"_s,
         u"--numprocesses"_s,
         u"--doctest-glob"_s,
         u"--doctest-report"_s,
         u"--report-log"_s,
         u"--html"_s,
         u"--randomly-seed"_s,
         u"--ds"_s,
         u"--dc"_s,
         u"--tx"_s,
         u"--rsyncdir"_s,
         u"--assert"_s,
         u"--confcutdir"_s,
         u"--max-worker-restart"_s,
         u"--count"_s},
        {},
        // The node ids are relative to the rootdir, which these move; --pyargs reads the arguments as packages.
        {u"-c"_s, u"--rootdir"_s, u"--config-file"_s, u"--pyargs"_s},
    };
    return table;
}

const RunnerOptions &RunnerOptions::django()
{
    static const RunnerOptions table{
        {u"--noinput"_s, u"--no-input"_s, u"--failfast"_s, u"--keepdb"_s, u"--reverse"_s, u"--debug-sql"_s, u"-d"_s,
         u"--timing"_s, u"-b"_s, u"--buffer"_s, u"--pdb"_s, u"--headless"_s, u"--screenshots"_s, u"--no-faulthandler"_s,
         u"--debug-mode"_s, u"--traceback"_s, u"--no-color"_s, u"--force-color"_s},
        {u"--settings"_s, u"-v"_s, u"--verbosity"_s, u"--tag"_s, u"--exclude-tag"_s, u"-k"_s, u"--start-at"_s,
         u"--start-after"_s, u"--selenium"_s, u"--selenium-hub"_s, u"--external-host"_s, u"--testrunner"_s,
         u"--pythonpath"_s, u"--durations"_s, u"-p"_s, u"--pattern"_s},
        {u"--parallel"_s, u"--shuffle"_s},
        // --bisect and --pair run other tests against the label; -t moves the top of the dotted names.
        {u"--bisect"_s, u"--pair"_s, u"-t"_s, u"--top-level-directory"_s},
    };
    return table;
}

const RunnerOptions &RunnerOptions::unittest()
{
    static const RunnerOptions table{
        {u"-v"_s, u"-q"_s, u"--verbose"_s, u"--quiet"_s, u"--locals"_s, u"-f"_s, u"--failfast"_s, u"-c"_s, u"--catch"_s,
         u"-b"_s, u"--buffer"_s},
        {u"-k"_s, u"--durations"_s},
        {},
        {},
    };
    return table;
}

const RunnerOptions &RunnerOptions::go()
{
    static const RunnerOptions table{
        {u"-v"_s, u"-race"_s, u"-short"_s, u"-cover"_s, u"-failfast"_s, u"-json"_s, u"-benchmem"_s, u"-a"_s, u"-n"_s,
         u"-x"_s, u"-work"_s, u"-trimpath"_s, u"-msan"_s, u"-asan"_s, u"-i"_s},
        {u"-bench"_s,
         u"-benchtime"_s,
         u"-count"_s,
         u"-cpu"_s,
         u"-parallel"_s,
         u"-timeout"_s,
         u"-skip"_s,
         u"-shuffle"_s,
         u"-coverprofile"_s,
         u"-covermode"_s,
         u"-coverpkg"_s,
         u"-cpuprofile"_s,
         u"-memprofile"_s,
         u"-memprofilerate"_s,
         u"-blockprofile"_s,
         u"-blockprofilerate"_s,
         u"-mutexprofile"_s,
         u"-mutexprofilefraction"_s,
         u"-outputdir"_s,
         u"-trace"_s,
         u"-tags"_s,
         u"-ldflags"_s,
         u"-gcflags"_s,
         u"-asmflags"_s,
         u"-o"_s,
         u"-exec"_s,
         u"-p"_s,
         u"-mod"_s,
         u"-modfile"_s,
         u"-C"_s,
         u"-vet"_s,
         u"-fuzztime"_s,
         u"-fuzzminimizetime"_s,
         u"-overlay"_s,
         u"-pkgdir"_s,
         u"-toolexec"_s,
         u"-compiler"_s,
         u"-installsuffix"_s,
         u"-pgo"_s},
        {},
        // -run already chooses the tests; -list and -fuzz run something else; -c only builds.
        {u"-run"_s, u"-list"_s, u"-fuzz"_s, u"-c"_s},
        true,
    };
    return table;
}

const RunnerOptions &RunnerOptions::jest()
{
    static const RunnerOptions table{
        {u"--ci"_s,
         u"-i"_s,
         u"--runInBand"_s,
         u"--silent"_s,
         u"--verbose"_s,
         u"--coverage"_s,
         u"--json"_s,
         u"--passWithNoTests"_s,
         u"--detectOpenHandles"_s,
         u"--forceExit"_s,
         u"--no-cache"_s,
         u"--colors"_s,
         u"--runTestsByPath"_s,
         u"--watchAll"_s,
         u"--useStderr"_s,
         u"--noStackTrace"_s,
         u"--logHeapUsage"_s,
         u"--expand"_s,
         u"-e"_s,
         u"--errorOnDeprecated"_s,
         u"--no-watchman"_s,
         u"--clearMocks"_s,
         u"--resetMocks"_s,
         u"--restoreMocks"_s},
        {u"-c"_s, u"--config"_s, u"-t"_s, u"--testNamePattern"_s, u"-w"_s, u"--maxWorkers"_s, u"--reporters"_s,
         u"--outputFile"_s, u"--testTimeout"_s, u"--shard"_s, u"--seed"_s, u"--coverageDirectory"_s,
         u"--coverageReporters"_s, u"--testEnvironment"_s, u"--env"_s, u"--selectProjects"_s, u"--maxConcurrency"_s},
        {u"--bail"_s},
        {u"--testPathPattern"_s, u"--testPathPatterns"_s, u"--testPathIgnorePatterns"_s, u"--findRelatedTests"_s,
         u"--onlyChanged"_s, u"-o"_s, u"--changedSince"_s, u"--lastCommit"_s, u"--listTests"_s, u"--rootDir"_s,
         u"--roots"_s, u"--projects"_s, u"--watch"_s, u"--testMatch"_s, u"--testRegex"_s},
    };
    return table;
}

const RunnerOptions &RunnerOptions::vitest()
{
    static const RunnerOptions table{
        {u"--run"_s, u"--silent"_s, u"--coverage"_s, u"--passWithNoTests"_s, u"--globals"_s, u"--allowOnly"_s,
         u"--dom"_s, u"--isolate"_s, u"--no-isolate"_s, u"--no-color"_s, u"--hideSkippedTests"_s,
         u"--no-file-parallelism"_s, u"--logHeapUsage"_s},
        {u"--reporter"_s, u"--outputFile"_s, u"-c"_s, u"--config"_s, u"-t"_s, u"--testNamePattern"_s, u"--pool"_s,
         u"--project"_s, u"--environment"_s, u"--maxWorkers"_s, u"--minWorkers"_s, u"--testTimeout"_s,
         u"--hookTimeout"_s, u"--shard"_s, u"--bail"_s, u"--retry"_s, u"--mode"_s, u"--exclude"_s,
         u"--maxConcurrency"_s},
        {},
        {u"--root"_s, u"-r"_s, u"--dir"_s, u"--changed"_s, u"--watch"_s, u"-w"_s},
    };
    return table;
}

PositionalWords positionalWords(const QList<ShellWord> &words, qsizetype from, qsizetype to, const RunnerOptions &table)
{
    QList<qsizetype> positional;
    bool rest = false;
    for (qsizetype i = from; i < to; ++i) {
        const QString &t = words.at(i).text;
        const bool nextIsWord = i + 1 < to && !words.at(i + 1).text.startsWith(u'-');
        if (rest || !t.startsWith(u'-') || t.size() == 1) {
            positional.append(i);
            continue;
        }
        if (t == u"--") {
            rest = true;
            continue;
        }
        const auto ambiguous = [&](const QString &option) {
            return PositionalWords{
                {},
                RunnerOptionsText::tr("the option %1 is not one Heddle knows, so the word after it may be its value")
                    .arg(option)};
        };
        if (t.startsWith(u"--"_s) || table.singleDash) {
            QString name = t.section(u'=', 0, 0);
            if (table.singleDash && name.startsWith(u"--"_s)) // Go's flags take one dash or two
                name.remove(0, 1);
            if (table.unsafe.contains(name))
                return PositionalWords{
                    {}, RunnerOptionsText::tr("the option %1 changes what the command selects").arg(name)};
            if (t.contains(u'=') || table.flags.contains(name))
                continue;
            if (table.values.contains(name)) {
                if (i + 1 >= to)
                    return PositionalWords{{}, RunnerOptionsText::tr("the option %1 has no value").arg(name)};
                ++i;
            } else if (table.optional.contains(name)) {
                if (i + 1 < to && isOptionalValue(words.at(i + 1).text))
                    ++i;
            } else if (nextIsWord) {
                return ambiguous(name);
            }
            continue;
        }
        // A cluster of short options: "-vx", "-rA" (a value attached), "-n 4" (the value is the next word).
        for (qsizetype j = 1; j < t.size(); ++j) {
            const QString option = u'-' + t.at(j);
            const bool last = j + 1 == t.size();
            if (table.unsafe.contains(option))
                return PositionalWords{
                    {}, RunnerOptionsText::tr("the option %1 changes what the command selects").arg(option)};
            if (table.flags.contains(option))
                continue;
            if (table.values.contains(option)) {
                if (last) {
                    if (i + 1 >= to)
                        return PositionalWords{{}, RunnerOptionsText::tr("the option %1 has no value").arg(option)};
                    ++i;
                }
            } else if (table.optional.contains(option)) {
                if (last && i + 1 < to && isOptionalValue(words.at(i + 1).text))
                    ++i;
            } else if (last && nextIsWord) {
                return ambiguous(option);
            }
            break; // the rest of the word is the option's value (or unknown options that take nothing after it)
        }
    }
    return {positional, {}};
}

} // namespace heddle
