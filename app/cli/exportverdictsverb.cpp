#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/agents/verdictexport.h>

#include <QFile>

#include <cstdio>

namespace heddle::cli {

using namespace Qt::StringLiterals;

const VerbSpec &exportVerdictsVerb()
{
    static const VerbSpec spec{
        u"export-verdicts"_s,
        u"write every flag with the curators' verdicts as JSON Lines"_s,
        {{u"DATASET"_s, Completes::Folders}, {u"OUT"_s, Completes::Files}},
        {
            {u"json"_s,
             {},
             u"print the summary as {\"output\", \"dataset\", \"tasks\", \"flags\", \"withdrawn\", \"by_verdict\": "
             u"{STATE: "
             "N}, \"warnings\": [TEXT]}"_s},
        },
        {
            u"Write every flag of the dataset with the curators' verdicts on it as JSON Lines, one flag a "
            "line, to calibrate or train a review agent on: the task, the flag's kind, source and agent "
            "(name, version), the attempt and its model, the tests, the specs with their categories, the "
            "evidence, the agent's claim (confidence, rationale), when the agent withdrew it, each curator's "
            "verdict in order (blind verdicts first, marked blind; then each curator's own; then "
            "review.json's final verdict), the agreement between curators and the final decision with the "
            "task's curation status (docs/FORMAT.md, \"Verdict labels\"). OUT is written atomically; \"-\" writes "
            "the lines to standard output and the summary to standard error. A task that cannot be read is a "
            "warning naming it; the others are written."_s,
        },
        u"0 when the labels were written, 1 when the dataset cannot be read or OUT cannot be written, 2 on "
        "a usage error."_s};
    return spec;
}

int runExportVerdicts(const Arguments &args)
{
    const QStringList positional = args.positional();
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
    if (args.isSet(u"json")) {
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
