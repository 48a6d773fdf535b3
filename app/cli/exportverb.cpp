#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/export/benchmarkexport.h>

#include <QCommandLineParser>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle export DATASET OUT [--json]\n"
    "\n"
    "Write the dataset's approved tasks as a benchmark in SWE-bench's instance form. OUT/instances.jsonl holds\n"
    "one line per task: instance_id, repo, base_commit, patch (the reference patch), test_patch (the task's test\n"
    "files as a git diff against the base commit), problem_statement, hints_text, FAIL_TO_PASS and PASS_TO_PASS\n"
    "(JSON lists) and Heddle's specs. OUT/manifest.json gives the dataset's name, the export time and, per task,\n"
    "the sha256 of each test file, of the reference patch and of the test_patch, the newest validation run and\n"
    "the approval (by, at, reason, override). `heddle import --instances OUT/instances.jsonl` reads it back.\n"
    "The task repositories must be available locally: test_patch is made against the base commit.\n"
    "\n"
    "Options:\n"
    "  --json      print {\"output\", \"instances\", \"manifest\", \"exported\": [ID...],\n"
    "              \"not_exported\": [{\"id\", \"error\"}]}\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit status: 0 when every approved task was exported, 1 when the export could not run (OUT exists and is not\n"
    "empty, the dataset cannot be read) or a task could not be read or exported (the others are written),\n"
    "2 on a usage error.\n";

} // namespace

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    parser.addPositionalArgument(u"OUT"_s, u"the folder to write; absent or empty"_s);
    if (const std::optional<int> done = parseArguments(parser, "export", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError("export", positional.size() < 2 ? u"expected DATASET and OUT"_s : u"too many arguments"_s);

    Result<ExportReport> report = exportBenchmark(positional.at(0), positional.at(1));
    if (!report) {
        err() << "heddle export: " << report.error().toString() << '\n';
        return Failure;
    }
    if (parser.isSet(jsonOption)) {
        Json exported = Json::array();
        for (const ExportedTask &t : report->tasks)
            exported.push_back(t.id.toStdString());
        Json failed = Json::array();
        for (const TaskFailure &f : report->failures)
            failed.push_back(Json{{"id", f.taskId.toStdString()}, {"error", f.error.toString().toStdString()}});
        const Json json{{"output", report->output.toStdString()},
                        {"instances", report->instancesFile.toStdString()},
                        {"manifest", report->manifestFile.toStdString()},
                        {"exported", std::move(exported)},
                        {"not_exported", std::move(failed)}};
        printJson(json);
    } else {
        out() << "exported " << report->tasks.size()
              << (report->tasks.size() == 1 ? " approved task" : " approved tasks") << " of " << report->datasetName
              << " to " << report->output << '\n';
        for (const ExportedTask &t : report->tasks)
            out() << "  " << t.id << "  approved by " << (t.decision.by.isEmpty() ? u"(unknown)"_s : t.decision.by)
                  << ", validation run " << (t.validationRun.isEmpty() ? u"none"_s : t.validationRun) << '\n';
        for (const TaskFailure &f : report->failures)
            err() << "not exported: " << f.taskId << ": " << f.error.toString() << '\n';
        out() << "  " << report->instancesFile << "\n  " << report->manifestFile << '\n';
    }
    return report->complete() ? Success : Failure;
}

} // namespace heddle::cli
