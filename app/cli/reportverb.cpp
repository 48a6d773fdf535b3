#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/jobs/jobcontrol.h>
#include <core/report/reportwriter.h>

#include <QCommandLineParser>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle report DATASET TASK... --out DIR [--json]\n"
    "\n"
    "Write a shareable report of each TASK: DIR/TASK.html, one self-contained static HTML page (its style inline, no\n"
    "script, nothing fetched from the network; it prints well) with the query, the specs by category and their\n"
    "interaction graph (SVG), the attempt x test matrix, the flags with their verdicts and evidence (the trajectory\n"
    "step, the patch hunk, the test lines), the reference and attempt diffs, the validation runs and the curation\n"
    "decisions. With several tasks DIR/index.html lists them with their status. Every text of a task is escaped:\n"
    "the pages show it, never interpret it. DIR is made when absent; the pages of the same tasks are replaced.\n"
    "\n"
    "Options:\n"
    "  --out DIR   the folder to write the pages into (required)\n"
    "  --json      print {\"folder\", \"index\", \"pages\": [{\"task\", \"file\", \"status\"}],\n"
    "              \"not_written\": [{\"task\", \"error\"}]}\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit status: 0 when every page was written, 1 when the dataset cannot be read, it has no such task, DIR cannot\n"
    "be made or a task could not be read (the others are written), 2 on a usage error.\n";

} // namespace

int runReport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption outOption(u"out"_s, u"the folder to write the pages into"_s, u"DIR"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    parser.addOption(outOption);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    parser.addPositionalArgument(u"TASK"_s, u"the tasks to report on"_s, u"TASK..."_s);
    if (const std::optional<int> done = parseArguments(parser, "report", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usageError("report", positional.isEmpty() ? u"missing DATASET and TASK"_s : u"missing TASK"_s);
    if (!parser.isSet(outOption) || parser.value(outOption).isEmpty())
        return usageError("report", u"missing --out DIR"_s);

    const Result<ReportOutput> written =
        writeReports(positional.first(), positional.mid(1), parser.value(outOption), JobControl::none());
    if (!written) {
        err() << "heddle report: " << written.error().toString() << '\n';
        return Failure;
    }
    if (parser.isSet(jsonOption)) {
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
