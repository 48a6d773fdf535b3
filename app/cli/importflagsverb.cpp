#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <app/settings.h>

#include <core/agents/flagimport.h>
#include <core/history/datasethistory.h>
#include <core/storage/writelock.h>

#include <QFileInfo>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kFindingsListedInText = 20;

// The review.json files the import changed, committed in a dataset kept in git; the commit's id, or nothing.
QString commitImport(const QString &root, const FlagImportReport &report, const QStringList &files)
{
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (report.changedPaths.isEmpty() || !repository || !repository->inRepository)
        return {};
    QStringList names;
    for (const QString &file : files)
        names << QFileInfo(file).fileName();
    const Result<CommitResult> committed = commitPaths(root, report.changedPaths, Settings().commitAuthor(),
                                                       flagImportCommitMessage(report, names.join(u", "_s)));
    if (!committed) {
        err() << "heddle import-flags: imported, but not committed: " << committed.error().toString() << '\n';
        return {};
    }
    if (committed->retries > 0)
        err() << "heddle import-flags: committed after " << committed->retries << " retries: " << committed->retryReason
              << '\n';
    return committed->outcome == CommitResult::Outcome::Committed ? committed->commitId : QString();
}

} // namespace

const VerbSpec &importFlagsVerb()
{
    static const VerbSpec spec{
        u"import-flags"_s,
        u"import a review agent's findings (JSONL) as flags on the tasks"_s,
        {{u"DATASET"_s, Completes::Folders}, {u"FILE"_s, Completes::Files, false, true}},
        {
            {u"source"_s, u"NAME"_s,
             u"the agent's name: fills in findings that name none, and replaces the name they give"_s},
            {u"kind"_s,
             u"KIND"_s,
             u"FP or FN: the kind of findings whose format does not say (a scanner's results); default FP"_s,
             Completes::Values,
             {u"FP"_s, u"FN"_s}},
            {u"partial"_s,
             {},
             u"the files cover only the tasks they name: withdraw nothing elsewhere (default: the files are the "
             "agent's whole output on the dataset)"_s},
            {u"dry-run"_s, {}, u"check and count, write nothing"_s},
            {u"no-commit"_s, {}, u"write review.json files but do not commit them"_s},
            {u"json"_s,
             {},
             u"print {\"agents\", \"findings\", \"added\", \"updated\", \"unchanged\", \"restored\", \"kept_decided\", "
             "\"withdrawn\", \"skipped\", \"tasks_changed\", \"commit\", \"errors\": [...]}"_s},
        },
        {
            u"Import a review agent's findings as flags. Each FILE is one of:\n"
            "  - Heddle's findings JSONL: one finding per line (task, attempt, kind, tests, specs, evidence, "
            "confidence,\n"
            "    rationale, agent name and version; docs/FORMAT.md, resources/schemas/finding.schema.json);\n"
            "  - SWE-rebench V2 rows with their per-task annotations (overly restrictive tests, underspecified "
            "statement);\n"
            "  - Inspect Scout scan results exported as JSON lines (a scanner's result per transcript).\n"
            "The format is told from the content. A finding's task is a task id or the instance id the task was "
            "imported\n"
            "from. Each flag keeps its agent as its source, so several agents' flags live side by side."_s,
            u"Importing the same agent again updates its open flags, never touches a flag a curator decided, "
            "and marks its open flags that no finding raises any more as withdrawn (they stay, and need no "
            "verdict). Every finding that names an unknown task, attempt, test or spec, or evidence pointing "
            "at a step, hunk or line that does not exist, is reported as FILE:LINE with its JSON pointer; the "
            "rest is imported. In a dataset kept in git, the changed review.json files are committed."_s,
        },
        u"0 when every finding was imported, 1 when some were skipped (they are listed) or nothing could "
        "be imported (an unreadable dataset or file, a format Heddle does not read), 2 on a usage error."_s};
    return spec;
}

int runImportFlags(const Arguments &args)
{
    const QStringList positional = args.positional();
    FindingsOptions options;
    if (args.isSet(u"source")) {
        options.agentName = args.value(u"source").trimmed();
        options.replaceAgent = true;
        if (options.agentName.isEmpty())
            return usageError("import-flags", u"--source needs a name"_s);
    }
    if (args.isSet(u"kind")) {
        const QString kind = args.value(u"kind").toUpper();
        options.kind = kind == u"FN"_s ? FlagKind::FalseNegative : FlagKind::FalsePositive;
    }
    const QString root = positional.first();

    const bool dryRun = args.isSet(u"dry-run");
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
        importFindingsFiles(root, positional.mid(1), options, args.isSet(u"partial"), dryRun);
    if (!report) {
        err() << "heddle import-flags: " << report.error().toString() << '\n';
        return Failure;
    }

    const QString commitId =
        dryRun || args.isSet(u"no-commit") ? QString() : commitImport(root, *report, positional.mid(1));
    lock.release();

    if (args.isSet(u"json")) {
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
        for (qsizetype i = 0; i < report->errors.size() && i < kFindingsListedInText; ++i)
            err() << report->errors[i].toString() << '\n';
        if (report->errors.size() > kFindingsListedInText)
            err() << "... and " << report->errors.size() - kFindingsListedInText << " more (--json lists them all)\n";
    }
    return report->errors.isEmpty() ? Success : Failure;
}

} // namespace heddle::cli
