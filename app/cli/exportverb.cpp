#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/export/benchmarkexport.h>

namespace heddle::cli {

using namespace Qt::StringLiterals;

const VerbSpec &exportVerb()
{
    static const VerbSpec spec{
        u"export"_s,
        u"write the approved tasks as SWE-bench instances with a manifest"_s,
        {{u"DATASET"_s, Completes::Folders}, {u"OUT"_s, Completes::Folders}},
        {
            {u"json"_s,
             {},
             u"print {\"output\", \"instances\", \"manifest\", \"exported\": [ID...], \"not_exported\": [{\"id\", "
             "\"error\"}]}"_s},
        },
        {
            u"Write the dataset's approved tasks as a benchmark in SWE-bench's instance form. "
            "OUT/instances.jsonl holds one line per task: instance_id, repo, base_commit, patch (the "
            "reference patch), test_patch (the task's test files as a git diff against the base commit), "
            "problem_statement, hints_text, FAIL_TO_PASS and PASS_TO_PASS (JSON lists) and Heddle's specs. "
            "OUT/manifest.json gives the dataset's name, the export time and, per task, the sha256 of each "
            "test file, of the reference patch and of the test_patch, the newest validation run and the "
            "approval (by, at, reason, override). `heddle import --instances OUT/instances.jsonl` reads it "
            "back. The task repositories must be available locally: test_patch is made against the base "
            "commit."_s,
        },
        u"0 when every approved task was exported, 1 when the export could not run (OUT exists and is not "
        "empty, the dataset cannot be read) or a task could not be read or exported (the others are "
        "written), 2 on a usage error."_s};
    return spec;
}

int runExport(const Arguments &args)
{
    const QStringList positional = args.positional();

    Result<ExportReport> report = exportBenchmark(positional.at(0), positional.at(1));
    if (!report) {
        err() << "heddle export: " << report.error().toString() << '\n';
        return Failure;
    }
    if (args.isSet(u"json")) {
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
