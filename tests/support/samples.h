// Where the samples that several tests read are, relative to tests/data (pass them to testDataPath()). Each is kept
// at its original path below its origin's folder; tests/data/README.md says where each comes from.
#pragma once

#include <QString>

namespace heddle::test::samples {

/// vexp-ai/vexp-swe-bench: 100 SWE-bench Verified rows (instance files with patch and test_patch).
inline const QString vexpVerifiedRows = QStringLiteral("swe-bench/vexp-swe-bench/data/swe-bench-100.jsonl");
/// vexp-ai/vexp-swe-bench: one model's harness run, a folder per instance (report.json, test_output.txt,
/// patch.diff, eval.sh).
inline const QString vexpRun = QStringLiteral(
    "swe-bench/vexp-swe-bench/logs/run_evaluation/vexp-swebench-1774184993333/vexp-swebench-1774184993333");

/// vexp-ai/vexp-swe-bench: the harness's report of that run, and the predictions it evaluated.
inline const QString vexpRunReport =
    QStringLiteral("swe-bench/vexp-swe-bench/vexp-swebench-1774184993333.vexp-swebench-1774184993333.json");
inline const QString vexpPredictions = QStringLiteral("swe-bench/vexp-swe-bench/results/eval-logs/predictions.jsonl");

/// SWE-bench/SWE-smith: harness logs (run_evaluation, run_validation) and an instance.
inline const QString sweSmithLogs = QStringLiteral("swe-bench/swe-smith/tests/test_logs");
/// SWE-bench/SWE-smith: a SWE-agent 1.0.1 trajectory.
inline const QString sweSmithTrajectory =
    QStringLiteral("swe-bench/swe-smith/tests/test_logs/trajectories/pandas-dev__pandas.95280573.pr_53652/"
                   "pandas-dev__pandas.95280573.pr_53652.traj");

/// SWE-agent/SWE-agent: instance files, SWE-bench Lite's test split and the dev split's first easy instance.
inline const QString sweAgentLiteInstances =
    QStringLiteral("swe-bench/swe-agent/tests/test_data/data_sources/swe-bench-lite-test.json");
inline const QString sweAgentEasyInstances =
    QStringLiteral("swe-bench/swe-agent/tests/test_data/data_sources/swe-bench-dev-easy_first_only.json");
/// SWE-agent/SWE-agent: a run with predictions (all_preds.jsonl), a 0.x trajectory and its patch (patches/).
inline const QString sweAgentRun =
    QStringLiteral("swe-bench/swe-agent/tests/test_data/trajectories/"
                   "gpt4__swe-bench-dev-easy_first_only__default__t-0.00__p-0.95__c-3.00__install-1");
/// SWE-agent/SWE-agent: the 0.x trajectory of that run.
inline const QString sweAgentPydicomTrajectory = sweAgentRun + QStringLiteral("/pydicom__pydicom-1458.traj");
/// SWE-agent/SWE-agent: the patch that run submitted.
inline const QString sweAgentPydicomPatch = sweAgentRun + QStringLiteral("/patches/pydicom__pydicom-1458.patch");
/// SWE-agent/SWE-agent: a 0.x trajectory of a run on SWE-agent's own test repository.
inline const QString sweAgentTestRepoTrajectory = QStringLiteral(
    "swe-bench/swe-agent/tests/test_data/trajectories/"
    "gpt4__swe-agent__test-repo__default_from_url__t-0.00__p-0.95__c-3.00__install-1/swe-agent__test-repo-i1.traj");
/// SWE-agent/SWE-agent: a 1.0 trajectory (a replayed demonstration).
inline const QString sweAgentMarshmallowTrajectory =
    QStringLiteral("swe-bench/swe-agent/trajectories/demonstrations/"
                   "replay__marshmallow-code__marshmallow-1867__function_calling_replace__install-1/"
                   "marshmallow-code__marshmallow-1867.traj");

/// SWE-agent/mini-swe-agent: a trajectory that is a bare list of messages.
inline const QString miniSweAgentTrajectory =
    QStringLiteral("swe-bench/mini-swe-agent/tests/test_data/github_issue.traj.json");

/// All-Hands-AI/OpenHands: the output.jsonl of a run, three instances.
inline const QString openHandsOutput =
    QStringLiteral("swe-bench/openhands/evaluation/benchmarks/multi_swe_bench/examples/output.jsonl");

/// Made here in Multi-SWE-bench's row layout (multi_swe_bench/harness/dataset.py): two rows of the ponyc instances
/// the OpenHands output.jsonl above carries, one Java row; in a folder named after the language, as Multi-SWE-bench's
/// dataset keeps them.
inline const QString multiSweBenchRows = QStringLiteral("multi-swe-bench/c/multi-swe-bench-sample.jsonl");

} // namespace heddle::test::samples
