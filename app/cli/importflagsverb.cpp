#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <app/settings.h>

#include <core/agents/flagimport.h>
#include <core/history/datasethistory.h>
#include <core/storage/writelock.h>

#include <QCommandLineParser>
#include <QFileInfo>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle import-flags DATASET FILE... [--source NAME] [--kind FP|FN] [--partial] [--dry-run]\n"
    "                           [--no-commit] [--json]\n"
    "\n"
    "Import a review agent's findings as flags. Each FILE is one of:\n"
    "  - Heddle's findings JSONL: one finding per line (task, attempt, kind, tests, specs, evidence, confidence,\n"
    "    rationale, agent name and version; docs/FORMAT.md, resources/schemas/finding.schema.json);\n"
    "  - SWE-rebench V2 rows with their per-task annotations (overly restrictive tests, underspecified statement);\n"
    "  - Inspect Scout scan results exported as JSON lines (a scanner's result per transcript).\n"
    "The format is told from the content. A finding's task is a task id or the instance id the task was imported\n"
    "from. Each flag keeps its agent as its source, so several agents' flags live side by side.\n"
    "\n"
    "Importing the same agent again updates its open flags, never touches a flag a curator decided, and marks its\n"
    "open flags that no finding raises any more as withdrawn (they stay, and need no verdict). Every finding that\n"
    "names an unknown task, attempt, test or spec, or evidence pointing at a step, hunk or line that does not exist,\n"
    "is reported as FILE:LINE with its JSON pointer; the rest is imported. In a dataset kept in git, the changed\n"
    "review.json files are committed.\n"
    "\n"
    "Options:\n"
    "  --source NAME  the agent's name: fills in findings that name none, and replaces the name they give\n"
    "  --kind FP|FN   the kind of findings whose format does not say (a scanner's results); default FP\n"
    "  --partial      the files cover only the tasks they name: withdraw nothing elsewhere (default: the files\n"
    "                 are the agent's whole output on the dataset)\n"
    "  --dry-run      check and count, write nothing\n"
    "  --no-commit    write review.json files but do not commit them\n"
    "  --json         print {\"agents\", \"findings\", \"added\", \"updated\", \"unchanged\", \"restored\",\n"
    "                 \"kept_decided\", \"withdrawn\", \"skipped\", \"tasks_changed\", \"commit\", \"errors\": [...]}\n"
    "  -h, --help     show this help\n"
    "\n"
    "Exit status: 0 when every finding was imported, 1 when some were skipped (they are listed) or nothing could\n"
    "be imported (an unreadable dataset or file, a format Heddle does not read), 2 on a usage error.\n";

constexpr qsizetype kListedInText = 20;

} // namespace

int runImportFlags(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption sourceOption(u"source"_s, u"the agent's name"_s, u"NAME"_s);
    const QCommandLineOption kindOption(u"kind"_s, u"the kind of findings whose format does not say"_s, u"KIND"_s);
    const QCommandLineOption partialOption(u"partial"_s, u"the files cover only the tasks they name"_s);
    const QCommandLineOption dryRunOption(u"dry-run"_s, u"check and count, write nothing"_s);
    const QCommandLineOption noCommitOption(u"no-commit"_s, u"do not commit"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    parser.addOptions({sourceOption, kindOption, partialOption, dryRunOption, noCommitOption, jsonOption});
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    parser.addPositionalArgument(u"FILE"_s, u"findings files"_s, u"FILE..."_s);
    if (const std::optional<int> done = parseArguments(parser, "import-flags", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usageError("import-flags", positional.isEmpty() ? u"missing DATASET and FILE"_s : u"missing FILE"_s);
    FindingsOptions options;
    if (parser.isSet(sourceOption)) {
        options.agentName = parser.value(sourceOption).trimmed();
        options.replaceAgent = true;
        if (options.agentName.isEmpty())
            return usageError("import-flags", u"--source needs a name"_s);
    }
    if (parser.isSet(kindOption)) {
        const QString kind = parser.value(kindOption).toUpper();
        if (kind != u"FP"_s && kind != u"FN"_s)
            return usageError("import-flags", u"--kind is FP or FN, not %1"_s.arg(parser.value(kindOption)));
        options.kind = kind == u"FN"_s ? FlagKind::FalseNegative : FlagKind::FalsePositive;
    }
    const QString root = positional.first();

    const bool dryRun = parser.isSet(dryRunOption);
    // The import and its commit under one writer lock: no other writer's change lands between them.
    DatasetWriteLock lock;
    if (!dryRun && QFileInfo(root).isDir()) {
        Result<DatasetWriteLock> taken = lockDatasetForWriting(root);
        if (!taken) {
            err() << "heddle import-flags: " << taken.error().toString() << '\n';
            return Failure;
        }
        lock = std::move(*taken);
    }
    Result<FlagImportReport> report =
        importFindingsFiles(root, positional.mid(1), options, parser.isSet(partialOption), dryRun);
    if (!report) {
        err() << "heddle import-flags: " << report.error().toString() << '\n';
        return Failure;
    }

    QString commitId;
    if (!dryRun && !parser.isSet(noCommitOption) && !report->changedPaths.isEmpty()) {
        const Result<DatasetRepository> repository = datasetRepository(root);
        if (repository && repository->inRepository) {
            const Settings settings;
            QStringList names;
            for (const QString &file : positional.mid(1))
                names << QFileInfo(file).fileName();
            const Result<CommitResult> committed = commitPaths(root, report->changedPaths, settings.commitAuthor(),
                                                               flagImportCommitMessage(*report, names.join(u", "_s)));
            if (!committed)
                err() << "heddle import-flags: imported, but not committed: " << committed.error().toString() << '\n';
            else if (committed->outcome == CommitResult::Outcome::Committed)
                commitId = committed->commitId;
            if (committed && committed->retries > 0)
                err() << "heddle import-flags: committed after " << committed->retries
                      << " retries: " << committed->retryReason << '\n';
        }
    }
    lock.release();

    if (parser.isSet(jsonOption)) {
        printJson(Json{{"agents", jsonStrings(report->agents)},
                       {"formats", jsonStrings(report->formats)},
                       {"findings", report->findings},
                       {"added", report->added},
                       {"updated", report->updated},
                       {"unchanged", report->unchanged},
                       {"restored", report->restored},
                       {"kept_decided", report->keptDecided},
                       {"withdrawn", report->withdrawn},
                       {"skipped", report->skipped},
                       {"tasks_changed", jsonStrings(report->changedTasks)},
                       {"dry_run", dryRun},
                       {"commit", jsonTextOrNull(commitId)},
                       {"errors", errorsJson(report->errors)}});
    } else {
        out() << (report->agents.isEmpty() ? u"(no agent)"_s : report->agents.join(u", "_s)) << ": "
              << report->summary() << "; " << report->changedTasks.size() << " tasks changed"
              << (dryRun ? " (dry run: nothing written)" : "") << '\n';
        if (!commitId.isEmpty())
            out() << "committed " << commitId.left(7) << '\n';
        for (qsizetype i = 0; i < report->errors.size() && i < kListedInText; ++i)
            err() << report->errors[i].toString() << '\n';
        if (report->errors.size() > kListedInText)
            err() << "... and " << report->errors.size() - kListedInText << " more (--json lists them all)\n";
    }
    return report->errors.isEmpty() ? Success : Failure;
}

} // namespace heddle::cli
