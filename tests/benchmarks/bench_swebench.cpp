// Validates real SWE-bench instances with their real repositories and a published agent run, and compares Heddle's
// verdicts with the official harness's.
//
//   bench_swebench --instances FILE --predictions FILE --report FILE --repo NAME=PATH... [--jobs N] [--keep DIR]
//                  [--harness-logs DIR] [--only ID,...] [--heddle PATH]
//
// Only the instances whose repository is given with --repo are taken (a local clone or a bare mirror). The real
// `heddle` program imports them with the run's predictions (`heddle import`), validates every task in one queue of
// --jobs slots (`heddle validate --json`), and each task's run record is read back. Printed, per instance and in
// total:
//   agrees        Heddle's verdict on the agent's patch (every FAIL_TO_PASS and PASS_TO_PASS test passes, graded as
//                 the harness grades ids) equals the harness's (the run report's resolved_ids), with no hand edit;
//   gold          the reference patch passes every declared test (the reference control holds);
//   tested nothing the runs classified did_not_run or environment, with their messages, and the computed flags of
//                 the tasks whose reference tested nothing (there should be none); a reference whose failing declared
//                 tests all failed on a network error needs a network the runs did not have, and is listed with them;
//   per test      where --harness-logs holds the harness's report.json of an instance, the declared tests whose
//                 success differs between the harness and Heddle;
//   time          validation's wall time against the sum of the runs' own times divided by the jobs.
// An instance whose runs tested nothing is not runnable here (its Python or packages are not Debian 12's): it is
// listed apart and left out of the agreement figure, which counts runnable instances only.
#include <core/json/jsondocument.h>
#include <core/task/teststatus.h>
#include <core/validation/runfault.h>
#include <core/validation/runrecord.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

#include <cstdio>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_swebench: %s\n", qPrintable(message));
    std::exit(1);
}

QString str(const Json &json, const char *key)
{
    return json.contains(key) && json.at(key).is_string() ? QString::fromStdString(json.at(key).get<std::string>())
                                                          : QString();
}

QStringList strings(const Json &json, const char *key)
{
    QStringList list;
    if (!json.contains(key))
        return list;
    Json value = json.at(key);
    if (value.is_string()) { // SWE-bench's rows hold the lists as JSON text
        const Result<Json> parsed = parseJson(QByteArray::fromStdString(value.get<std::string>()), u"list"_s);
        if (!parsed)
            return list;
        value = *parsed;
    }
    for (const Json &item : value)
        if (item.is_string())
            list.append(QString::fromStdString(item.get<std::string>()));
    return list;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(u"cannot read %1"_s.arg(path));
    return file.readAll();
}

struct Run {
    int exitCode = -1;
    qint64 ms = 0;
    QByteArray out;
    QByteArray err;
};

Run runHeddle(const QString &heddle, const QStringList &args)
{
    QProcess process;
    QElapsedTimer clock;
    clock.start();
    process.start(heddle, args);
    if (!process.waitForStarted())
        fail(u"cannot start %1"_s.arg(heddle));
    process.waitForFinished(-1);
    return {process.exitCode(), clock.elapsed(), process.readAllStandardOutput(), process.readAllStandardError()};
}

bool passes(const TestResults &results, const QString &test)
{
    const TestStatus status = results.value(test);
    return status == TestStatus::Passed || status == TestStatus::XFail;
}

/// The harness's per-test report of each instance below a log folder: instance -> test -> success.
QHash<QString, QHash<QString, bool>> harnessReports(const QString &folder)
{
    QHash<QString, QHash<QString, bool>> reports;
    if (folder.isEmpty())
        return reports;
    QDirIterator it(folder, {u"report.json"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const Result<Json> json = parseJson(readAll(path), path);
        if (!json || !json->is_object())
            continue;
        for (const auto &[instance, report] : json->items()) {
            if (!report.contains("tests_status"))
                continue;
            QHash<QString, bool> &tests = reports[QString::fromStdString(instance)];
            for (const auto &[list, outcome] : report.at("tests_status").items())
                for (const char *key : {"success", "failure"})
                    for (const QString &test : strings(outcome, key))
                        tests.insert(test, QByteArrayView(key) == "success");
        }
    }
    return reports;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({u"heddle"_s, u"the heddle program"_s, u"PATH"_s, QStringLiteral(HEDDLE_PROGRAM)});
    parser.addOption({u"instances"_s, u"SWE-bench instances (JSONL)"_s, u"FILE"_s});
    parser.addOption({u"predictions"_s, u"the run's predictions (JSONL)"_s, u"FILE"_s});
    parser.addOption({u"report"_s, u"the harness's run report (resolved_ids, unresolved_ids)"_s, u"FILE"_s});
    parser.addOption({u"repo"_s, u"a repository, repeatable"_s, u"NAME=PATH"_s});
    parser.addOption({u"harness-logs"_s, u"the harness's logs/run_evaluation folder"_s, u"DIR"_s});
    parser.addOption({u"only"_s, u"these instances only"_s, u"ID,..."_s});
    parser.addOption({u"jobs"_s, u"test commands at once"_s, u"N"_s, u"2"_s});
    parser.addOption({u"timeout"_s, u"seconds per test command"_s, u"S"_s, u"900"_s});
    parser.addOption({u"keep"_s, u"work in DIR and keep it"_s, u"DIR"_s});
    parser.process(app);
    for (const char *required : {"instances", "predictions", "report", "repo"})
        if (!parser.isSet(QString::fromLatin1(required)))
            fail(u"--%1 is required"_s.arg(QString::fromLatin1(required)));

    QHash<QString, QString> repositories;
    for (const QString &repo : parser.values(u"repo"_s))
        repositories.insert(repo.section(u'=', 0, 0), QFileInfo(repo.section(u'=', 1)).absoluteFilePath());
    const QStringList only = parser.value(u"only"_s).split(u',', Qt::SkipEmptyParts);

    // The instances of the given repositories.
    QByteArray chosen;
    QStringList ids;
    QHash<QString, QStringList> declared;
    for (const QByteArray &line : readAll(parser.value(u"instances"_s)).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const Result<Json> row = parseJson(line, parser.value(u"instances"_s));
        if (!row)
            fail(row.error().toString());
        const QString id = str(*row, "instance_id");
        if (!repositories.contains(str(*row, "repo")) || (!only.isEmpty() && !only.contains(id)))
            continue;
        ids.append(id);
        declared.insert(id, strings(*row, "FAIL_TO_PASS") + strings(*row, "PASS_TO_PASS"));
        chosen += line + '\n';
    }
    if (ids.isEmpty())
        fail(u"no instance of the given repositories"_s);
    const Result<Json> report = parseJson(readAll(parser.value(u"report"_s)), parser.value(u"report"_s));
    if (!report)
        fail(report.error().toString());
    const QStringList resolvedIds = strings(*report, "resolved_ids");
    const QSet<QString> resolved(resolvedIds.cbegin(), resolvedIds.cend());

    QTemporaryDir temporary;
    const QString work = parser.isSet(u"keep"_s) ? parser.value(u"keep"_s) : temporary.path();
    QDir().mkpath(work);
    const QString instances = work + u"/instances.jsonl"_s;
    if (QFile file(instances); !file.open(QIODevice::WriteOnly) || file.write(chosen) != chosen.size())
        fail(u"cannot write %1"_s.arg(instances));
    const QString root = work + u"/dataset"_s;
    const QString heddle = parser.value(u"heddle"_s);
    QStringList importArgs{
        u"import"_s,   u"--instances"_s,          instances,  u"--run"_s, parser.value(u"predictions"_s),
        u"--report"_s, parser.value(u"report"_s), u"--out"_s, root};
    for (auto it = repositories.cbegin(); it != repositories.cend(); ++it)
        importArgs << u"--repo"_s << it.key() + u'=' + it.value();
    const Run imported = runHeddle(heddle, importArgs);
    if (imported.exitCode != 0)
        fail(u"heddle import failed:\n"_s + QString::fromUtf8(imported.out + imported.err));
    std::printf("instances: %lld (%s), imported in %.1f s\n", qlonglong(ids.size()),
                qPrintable(QStringList(repositories.keys()).join(u", "_s)), imported.ms / 1000.0);

    const int jobs = parser.value(u"jobs"_s).toInt();
    const Run validated = runHeddle(heddle, {u"validate"_s, root, u"--jobs"_s, QString::number(jobs), u"--timeout"_s,
                                             parser.value(u"timeout"_s), u"--json"_s, u"--no-commit"_s});
    const Result<Json> out = parseJson(validated.out, u"heddle validate --json"_s);
    if (!out || !out->contains("tasks"))
        fail(u"heddle validate gave no report:\n"_s + QString::fromUtf8(validated.err.right(4000)));

    const QHash<QString, QHash<QString, bool>> perTest = harnessReports(parser.value(u"harness-logs"_s));
    int runnable = 0, agree = 0, gold = 0, faultyRuns = 0, flagsFromFaults = 0, testsCompared = 0, testsDiffer = 0;
    qint64 runMs = 0;
    QStringList notRunnable;
    std::printf("\n%-28s %-9s %-9s %-5s %s\n", "instance", "harness", "heddle", "gold", "runs that tested nothing");
    for (const Json &task : out->at("tasks")) {
        const QString id = str(task, "id");
        const QString file = str(task, "file");
        if (file.isEmpty()) {
            std::printf("%-28s not validated: %s\n", qPrintable(id), qPrintable(str(task, "error")));
            continue;
        }
        const Result<RunRecord> record = runRecordFromJson(readAll(file), file);
        if (!record)
            fail(record.error().toString());
        QStringList faults;
        bool referenceTestedNothing = false;
        const TargetRun *attempt = nullptr;
        for (const TargetRun &run : record->runs) {
            runMs += run.durationMs;
            if (testedNothing(run)) {
                ++faultyRuns;
                faults << run.label() + u": "_s + targetOutcomeName(run.outcome) + u": "_s + run.message.left(160);
                referenceTestedNothing = referenceTestedNothing || run.target == u"reference";
            }
            if (run.target != u"reference" && run.target != u"empty" && !attempt)
                attempt = &run;
        }
        if (referenceTestedNothing)
            flagsFromFaults += int(task.at("open_computed_flags").size());
        const bool harness = resolved.contains(id);
        const bool attemptTestedNothing = attempt && testedNothing(*attempt);
        // A reference that fails declared tests only on network errors needs a network this run did not have.
        const TargetRun *reference = nullptr;
        for (const TargetRun &run : record->runs)
            if (run.target == u"reference" && !reference)
                reference = &run;
        bool needsNetwork = reference && !reference->networkFailures.isEmpty();
        if (needsNetwork)
            for (const QString &test : declared.value(id))
                if (!passes(reference->results, test) && !reference->networkFailures.contains(test))
                    needsNetwork = false;
        if (needsNetwork)
            faults << u"reference: %1 declared tests failed on a network error"_s.arg(
                reference->networkFailures.size());
        if (referenceTestedNothing || attemptTestedNothing || needsNetwork) {
            notRunnable << id;
            std::printf("%-28s %-9s %-9s %-5s %s\n", qPrintable(id), harness ? "resolved" : "no", "-", "-",
                        qPrintable(faults.join(u"; "_s)));
            continue;
        }
        ++runnable;
        bool mine = attempt && attempt->applied && attempt->outcome == TargetRun::Outcome::Finished;
        for (const QString &test : declared.value(id))
            mine = mine && passes(attempt->results, test);
        agree += mine == harness ? 1 : 0;
        gold += record->reference.holds ? 1 : 0;
        if (const auto tests = perTest.constFind(id); tests != perTest.cend() && attempt)
            for (auto t = tests->cbegin(); t != tests->cend(); ++t) {
                ++testsCompared;
                if (passes(attempt->results, t.key()) != t.value()) {
                    ++testsDiffer;
                    std::printf("  %s: the harness says %s, Heddle %s\n", qPrintable(t.key()),
                                t.value() ? "success" : "failure",
                                qPrintable(testStatusName(attempt->results.value(t.key()))));
                }
            }
        std::printf("%-28s %-9s %-9s %-5s %s%s\n", qPrintable(id), harness ? "resolved" : "no",
                    mine ? "resolved" : "no", record->reference.holds ? "holds" : "FAILS",
                    mine == harness ? "" : "DISAGREES ", qPrintable(faults.join(u"; "_s)));
        if (!record->reference.holds)
            std::printf("  reference fails: %s\n", qPrintable(record->reference.violations.mid(0, 5).join(u", "_s)));
    }
    std::printf("\nrunnable instances: %d of %lld (%lld tested nothing here: %s)\n", runnable, qlonglong(ids.size()),
                qlonglong(notRunnable.size()), qPrintable(notRunnable.join(u", "_s)));
    std::printf("verdict equal to the harness's: %d of %d runnable\n", agree, runnable);
    std::printf("gold patch passes every declared test: %d of %d runnable\n", gold, runnable);
    std::printf("runs that tested nothing: %d; open computed flags on tasks whose reference tested nothing: %d\n",
                faultyRuns, flagsFromFaults);
    if (testsCompared > 0)
        std::printf("per-test reports: %d of %d declared tests differ from the harness's\n", testsDiffer,
                    testsCompared);
    const double ideal = runMs / 1000.0 / std::max(1, jobs);
    std::printf("validation wall time: %.1f s; sum of run times %.1f s / %d jobs = %.1f s; ratio %.2f\n",
                validated.ms / 1000.0, runMs / 1000.0, jobs, ideal, ideal > 0 ? validated.ms / 1000.0 / ideal : 0.0);
    return 0;
}
