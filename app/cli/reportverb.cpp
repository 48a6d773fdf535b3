#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/jobs/jobcontrol.h>
#include <core/report/reportwriter.h>

namespace heddle::cli {

using namespace Qt::StringLiterals;

const VerbSpec &reportVerb()
{
    static const VerbSpec spec{
        u"report"_s,
        u"write a task (or several) as a self-contained HTML page to share"_s,
        {{u"DATASET"_s, Completes::Folders}, {u"TASK"_s, Completes::Tasks, false, true}},
        {{u"out"_s, u"DIR"_s, u"the folder to write the pages into"_s, Completes::Folders, {}, {}, true},
         shared::json(
             uR"({"folder", "index", "pages": [{"task", "file", "status"}], "not_written": [{"task", "error"}]})"_s)},
        {u"Write a shareable report of each TASK: DIR/TASK.html, one self-contained static HTML page (its style "
         u"inline, "
         "no script, nothing fetched from the network; it prints well) with the query, the specs by category and their "
         "interaction graph (SVG), the attempt x test matrix, the flags with their verdicts and evidence (the "
         "trajectory step, the patch hunk, the test lines), the reference and attempt diffs, the validation runs and "
         "the curation decisions. With several tasks DIR/index.html lists them with their status. Every text of a "
         "task is escaped: the pages show it, never interpret it. DIR is made when absent; the pages of the same tasks "
         "are replaced."_s},
        u"0 when every page was written, 1 when the dataset cannot be read, it has no such task, DIR cannot be made or "
        "a task could not be read (the others are written), 2 on a usage error."_s};
    return spec;
}

int runReport(const Arguments &args)
{
    const QStringList positional = args.positional();
    const Result<ReportOutput> written =
        writeReports(positional.first(), positional.mid(1), args.value(u"out"), JobControl::none());
    if (!written) {
        err() << "heddle report: " << written.error().toString() << '\n';
        return Failure;
    }
    if (args.isSet(u"json")) {
        Json pages = Json::array();
        for (const WrittenReport &p : written->pages)
            pages.push_back(Json{
                {"task", toStd(p.taskId)}, {"file", toStd(p.file)}, {"status", toStd(curationStatusName(p.status))}});
        Json failed = Json::array();
        for (const ReportFailure &f : written->failures)
            failed.push_back(Json{{"task", toStd(f.taskId)}, {"error", toStd(f.error.toString())}});
        printJson(Json{{"folder", toStd(written->folder)},
                       {"index", jsonTextOrNull(written->index)},
                       {"pages", std::move(pages)},
                       {"not_written", std::move(failed)}});
    } else {
        for (const WrittenReport &p : written->pages)
            out() << p.file << '\n';
        if (!written->index.isEmpty())
            out() << written->index << '\n';
        for (const ReportFailure &f : written->failures)
            err() << "heddle report: not written: " << f.taskId << ": " << f.error.toString() << '\n';
    }
    return written->failures.isEmpty() ? Success : Failure;
}

} // namespace heddle::cli
