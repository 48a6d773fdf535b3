#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/agents/verdictexport.h>

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle export-verdicts DATASET OUT [--json]\n"
    "\n"
    "Write every flag of the dataset with the curators' verdicts on it as JSON Lines, one flag a line, to calibrate\n"
    "or train a review agent on: the task, the flag's kind, source and agent (name, version), the attempt and its\n"
    "model, the tests, the specs with their categories, the evidence, the agent's claim (confidence, rationale),\n"
    "when the agent withdrew it, each curator's verdict in order (blind verdicts first, marked blind; then each\n"
    "curator's own; then review.json's final verdict), the agreement between curators and the final decision with\n"
    "the task's curation status (docs/FORMAT.md, \"Verdict labels\"). OUT is written atomically; \"-\" writes the\n"
    "lines to standard output and the summary to standard error. A task that cannot be read is a warning naming it;\n"
    "the others are written.\n"
    "\n"
    "Options:\n"
    "  --json      print the summary as {\"output\", \"dataset\", \"tasks\", \"flags\", \"withdrawn\",\n"
    "              \"by_verdict\": {STATE: N}, \"warnings\": [TEXT]}\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit status: 0 when the labels were written, 1 when the dataset cannot be read or OUT cannot be written,\n"
    "2 on a usage error.\n";

} // namespace

int runExportVerdicts(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable summary"_s);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    parser.addPositionalArgument(u"OUT"_s, u"the JSON Lines file to write, or - for standard output"_s);
    if (const std::optional<int> done = parseArguments(parser, "export-verdicts", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError("export-verdicts",
                          positional.size() < 2 ? u"expected DATASET and OUT"_s : u"too many arguments"_s);
    const QString &dataset = positional.at(0);
    const QString &output = positional.at(1);
    const bool toStdout = output == u"-"_s;

    VerdictExportReport report;
    if (toStdout) {
        Result<VerdictLabels> labels = collectVerdictLabels(dataset);
        if (!labels) {
            err() << "heddle export-verdicts: " << labels.error().toString() << '\n';
            return Failure;
        }
        out().flush();
        QFile stream;
        if (!stream.open(stdout, QIODevice::WriteOnly) || stream.write(labels->jsonl) != labels->jsonl.size()) {
            err() << "heddle export-verdicts: cannot write to standard output\n";
            return Failure;
        }
        stream.flush();
        report = std::move(labels)->report;
    } else {
        Result<VerdictExportReport> written = exportVerdicts(dataset, output);
        if (!written) {
            err() << "heddle export-verdicts: " << written.error().toString() << '\n';
            return Failure;
        }
        report = std::move(written).value();
    }

    // With OUT "-" the lines own standard output: the summary goes to standard error.
    QTextStream &summary = toStdout ? err() : out();
    if (parser.isSet(jsonOption)) {
        Json byVerdict = Json::object();
        for (auto it = report.byVerdict.cbegin(); it != report.byVerdict.cend(); ++it)
            byVerdict[toStd(it.key())] = it.value();
        Json warnings = Json::array();
        for (const Error &w : std::as_const(report.warnings))
            warnings.push_back(toStd(w.toString()));
        const Json json{{"output", toStd(output)},        {"dataset", toStd(report.dataset)},
                        {"tasks", report.tasks},          {"flags", report.flags},
                        {"withdrawn", report.withdrawn},  {"by_verdict", std::move(byVerdict)},
                        {"warnings", std::move(warnings)}};
        if (toStdout)
            summary << QString::fromUtf8(serializeJson(json));
        else
            printJson(json);
    } else {
        summary << "wrote " << report.flags << (report.flags == 1 ? " flag" : " flags") << " of " << report.tasks
                << (report.tasks == 1 ? " task" : " tasks") << " of " << report.dataset << " to "
                << (toStdout ? u"standard output"_s : output) << '\n';
        QStringList counts;
        for (auto it = report.byVerdict.cbegin(); it != report.byVerdict.cend(); ++it)
            counts.append(QString::number(it.value()) + u' ' + it.key());
        if (!counts.isEmpty())
            summary << "  " << counts.join(u", "_s) << ", " << report.withdrawn << " withdrawn\n";
        for (const Error &w : std::as_const(report.warnings))
            err() << "warning: " << w.toString() << '\n';
    }
    summary.flush();
    return Success;
}

} // namespace heddle::cli
