// What an import reads from a benchmark's published files: SWE-bench and Multi-SWE-bench instance rows (JSON or
// JSONL), predictions, the harness's per-instance and per-run reports, and the test command of its eval.sh.
#include "fuzzing.h"

#include <core/importers/harnessreport.h>
#include <core/importers/predictions.h>
#include <core/importers/swebenchinstance.h>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp() {}

int variants()
{
    return 5;
}

void fuzzOne(int variant, QByteArrayView bytes)
{
    switch (variant) {
    case 0: (void)parseSweBenchInstances(bytes, u"instances.jsonl"_s); break;
    case 1: (void)parsePredictions(bytes, u"predictions.jsonl"_s); break;
    case 2: (void)parseHarnessReport(bytes, u"report.json"_s); break;
    case 3: (void)parseHarnessRunReport(bytes, u"run.json"_s); break;
    default: (void)harnessTestCommand(bytes); break;
    }
}

} // namespace heddle::fuzz
