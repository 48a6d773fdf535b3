// Review agents' findings: Heddle's findings JSONL, SWE-rebench V2 annotations and Inspect Scout results, read from a
// file as `heddle import-flags --dry-run` reads them and checked against the tasks of a small dataset (attempts,
// tests, specs, and evidence that points at a step, a hunk or a line).
#include "fuzzing.h"

#include "fuzzdataset.h"

#include <core/agents/findings.h>
#include <core/agents/flagimport.h>
#include <core/agents/rebenchannotations.h>
#include <core/agents/scoutresults.h>

#include <QFile>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp()
{
    fuzzDataset();
}

int variants()
{
    return 4;
}

void fuzzOne(int which, QByteArrayView bytes)
{
    const FuzzDataset &dataset = fuzzDataset();
    if (which == 3) {
        // Each reader on its own, whatever the content looks like.
        (void)parseFindings(bytes, u"findings.jsonl"_s);
        (void)readRebenchAnnotations(bytes, u"rows.json"_s);
        (void)readScoutResults(bytes, u"results.jsonl"_s);
        return;
    }
    const QString file = dataset.scratch(u"findings.jsonl"_s);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write the findings file");
        out.write(bytes.data(), bytes.size());
    }
    FindingsOptions options;
    options.agentName = which == 1 ? u"fuzz-agent"_s : QString();
    options.replaceAgent = which == 1;
    options.defaultTask = which == 2 ? dataset.taskId() : QString();
    (void)importFindingsFiles(dataset.root(), {file}, options, which == 2, /*dryRun=*/true);
}

} // namespace heddle::fuzz
