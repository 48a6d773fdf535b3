// A validation run that describes the shown task exactly as it is (its test files and reference patch hashed), joined
// to the workbench's views as a finished validation joins them: the run an edit is to make stale.
#pragma once

#include "workbench.h"

#include <app/window/taskviews.h>
#include <core/editing/draftstore.h>
#include <core/validation/runrecord.h>

namespace heddletest {

inline heddle::RunRecord joinFreshRun(Workbench &bench)
{
    const heddle::Task task = bench.views->task();
    heddle::RunRecord record;
    record.id = u"20260101-120000-fres"_s;
    record.baseCommit = task.repository.baseCommit;
    for (const heddle::TestFile &f : task.tests.files)
        record.testFileSha256.append({f.path, heddle::sha256Hex(f.content)});
    heddle::TargetRun reference;
    reference.target = u"reference"_s;
    reference.patchSha256 = heddle::sha256Hex(task.referencePatch);
    record.runs.append(reference);
    bench.views->reloadValidation(task, record);
    return record;
}

} // namespace heddletest
