#!/usr/bin/env python3
"""Regenerates Heddle's demo dataset: resources/demo/heddle-dataset.json and resources/demo/tasks/.

    python3 tests/data/demo-tools/generate.py

Reads the demo repository from resources/demo/repos/skyledger and the task scripts task_*.py beside this file.
Every attempt is run for real (see demokit.py); the run fails loudly when an attempt does not show what its task
script says it shows (a false positive that fails a test, a false negative that passes everything, ...).
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent))

import task_coin_hours_split  # noqa: E402
import task_spend_policy  # noqa: E402
import task_wallet_lock  # noqa: E402
from agents import instance_id, run_mini_swe_agent, run_swe_agent  # noqa: E402
from demokit import (  # noqa: E402
    DEMO,
    REPO_NAME,
    REPO_REL,
    Attempt,
    Base,
    Sandbox,
    Task,
    apply_edits,
    make_base,
    run_task_tests,
    staged_diff,
    write_json,
)

TASK_MODULES = [task_coin_hours_split, task_spend_policy, task_wallet_lock]

CATEGORIES = [
    {"id": "interface", "title": "Interface compatibility"},
    {"id": "state", "title": "State consistency"},
    {"id": "errors", "title": "Error recovery"},
    {"id": "order", "title": "Execution order"},
    {"id": "functional", "title": "Functional semantics"},
]

TRAJECTORY = {
    "swe-agent": ("{iid}.traj", "swe-agent-v1"),
    "mini-swe-agent": ("{iid}.traj.json", "mini-swe-agent"),
}


def patch_hunk(patch: str, file: str, find: str) -> tuple[int, int]:
    """(0-based hunk index in the file, 1-based new-file line) of the added or kept line that contains find."""
    section = None
    for match in re.finditer(r"^diff --git a/\S+ b/(\S+)$", patch, re.M):
        if match.group(1) == file:
            section = patch[match.end():].split("\ndiff --git ", 1)[0]
    if section is None:
        raise RuntimeError(f"the patch does not touch {file}")
    hits = []
    for index, hunk in enumerate(re.finditer(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@.*$", section, re.M)):
        line = int(hunk.group(1))
        for row in section[hunk.end() + 1:].split("\n@@ ", 1)[0].split("\n"):
            if row.startswith("+") or row.startswith(" "):
                if find in row:
                    hits.append((index, line))
                line += 1
    if len(hits) != 1:
        raise RuntimeError(f"{file}: {find!r} is on {len(hits)} lines of the patch")
    return hits[0]


def test_line(task: Task, file: str, find: str) -> int:
    lines = [n for n, text in enumerate(task.test_files[file].split("\n"), 1) if find in text]
    if len(lines) != 1:
        raise RuntimeError(f"{file}: {find!r} is on {len(lines)} lines")
    return lines[0]


def symmetric(task: Task) -> None:
    ids = [spec.id for spec in task.specs]
    for spec in task.specs:
        for other in spec.interacts_with:
            if other not in ids or other == spec.id:
                raise RuntimeError(f"{task.id}: {spec.id} interacts with unknown {other}")
            target = next(s for s in task.specs if s.id == other)
            if spec.id not in target.interacts_with:
                target.interacts_with.append(spec.id)
    for spec in task.specs:
        spec.interacts_with.sort(key=ids.index)


def check_role(task: Task, attempt: Attempt, results: dict[str, str], tests: list[str]) -> None:
    failed = [test for test in tests if results.get(test) != "passed"]
    if attempt.role in ("correct", "false-positive") and failed:
        raise RuntimeError(f"{task.id}/{attempt.id} is meant to pass every test but fails {failed}")
    if attempt.role in ("false-negative", "broken") and not failed:
        raise RuntimeError(f"{task.id}/{attempt.id} is meant to fail a test but passes them all")
    print(f"  {attempt.id:22} {attempt.agent:15} {attempt.role:15} failed: {failed}")


def build_task(base: Base, task: Task, out: Path, work: Path) -> None:
    print(f"{task.id}:")
    symmetric(task)

    sandbox = Sandbox(base, work / f"{task.id}-reference")
    apply_edits(sandbox.repo, task.reference)
    reference = staged_diff(sandbox.repo, sandbox.env)

    empty_results, _ = run_task_tests(base, task, "")
    reference_results, log = run_task_tests(base, task, reference)
    if any(status != "passed" for status in reference_results.values()):
        raise RuntimeError(f"{task.id}: the reference patch fails tests:\n{log}")
    fail_to_pass = [t for t, s in empty_results.items() if s != "passed"]
    pass_to_pass = [t for t, s in empty_results.items() if s == "passed"]
    tests = list(reference_results)
    for spec in task.specs:
        for test in spec.covered_by:
            if test not in tests:
                raise RuntimeError(f"{task.id}: {spec.id} names an unknown test {test}")
    if not any(not spec.covered_by for spec in task.specs):
        raise RuntimeError(f"{task.id}: every spec is covered; the demo needs an uncovered one")

    if out.exists():
        shutil.rmtree(out)
    for rel, content in task.test_files.items():
        (out / "test-files" / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / "test-files" / rel).write_text(content)
    (out / "reference.patch").write_text(reference)

    patches: dict[str, str] = {"": reference}
    steps: dict[str, list] = {}
    attempt_dirs = []
    for attempt in task.attempts:
        sandbox = Sandbox(base, work / f"{task.id}-{attempt.id}")
        if attempt.agent == "swe-agent":
            document, submission, usage = run_swe_agent(task, attempt, sandbox, base.commit)
        else:
            document, submission, usage = run_mini_swe_agent(task, attempt, sandbox)
        results, _ = run_task_tests(base, task, submission)
        check_role(task, attempt, results, tests)
        patches[attempt.id] = submission
        steps[attempt.id] = attempt.steps
        folder = out / "attempts" / attempt.id
        name, fmt = TRAJECTORY[attempt.agent]
        name = name.format(iid=instance_id(task))
        write_json(folder / name, document)
        (folder / "patch.diff").write_text(submission)
        write_json(folder / "attempt.json", {
            "id": attempt.id,
            "model": attempt.model,
            "agent": attempt.agent,
            "sample": attempt.sample,
            "patch": "patch.diff",
            "trajectory": {"file": name, "format": fmt},
            "exit_status": "submitted" if attempt.agent == "swe-agent" else "Submitted",
            "stats": {
                "input_tokens": usage.sent,
                "output_tokens": usage.received,
                "turns": usage.calls,
                "cost": round(usage.cost, 4),
            },
            "results": results,
        })
        attempt_dirs.append(folder)

    write_json(out / "task.json", {
        "id": task.id,
        "repository": {"name": REPO_NAME, "path": REPO_REL, "base_commit": base.commit},
        "query": task.query,
        "specs": [
            {"id": s.id, "category": s.category, "title": s.title, "text": s.text,
             "interacts_with": s.interacts_with, "covered_by": s.covered_by}
            for s in task.specs
        ],
        "tests": {
            "language": "python",
            "command": task.test_command,
            "log_format": "pytest",
            "files": list(task.test_files),
            "fail_to_pass": fail_to_pass,
            "pass_to_pass": pass_to_pass,
        },
        "reference_patch": "reference.patch",
        "source": task.source,
    })

    flags = []
    for flag in task.flags:
        evidence = []
        for item in flag.evidence:
            if item.kind == "trajectory_step":
                attempt = next(a for a in task.attempts if a.id == item.attempt)
                if attempt.agent != "swe-agent":
                    raise RuntimeError("step evidence points into SWE-agent trajectories, where a step is unambiguous")
                index = next(i for i, step in enumerate(steps[item.attempt]) if step.tag == item.step_tag)
                entry = {"type": "trajectory_step", "attempt": item.attempt, "step": index}
            elif item.kind == "patch_hunk":
                hunk, line = patch_hunk(patches[item.attempt], item.file, item.find)
                entry = {"type": "patch_hunk", "attempt": item.attempt, "file": item.file, "hunk": hunk, "line": line}
            else:
                entry = {"type": "test_line", "file": item.file, "line": test_line(task, item.file, item.find)}
            if item.note:
                entry["note"] = item.note
            evidence.append(entry)
        flags.append({
            "id": flag.id,
            "kind": flag.kind,
            "source": flag.source,
            "attempt": flag.attempt,
            "specs": flag.specs,
            "tests": flag.tests,
            "evidence": evidence,
            "confidence": flag.confidence,
            "rationale": flag.rationale,
            "verdict": flag.verdict,
        })
    write_json(out / "review.json", {"flags": flags})
    write_json(out / "curation.json", task.curation)


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="heddle-demo-") as tmp:
        work = Path(tmp)
        base = make_base(work)
        print(f"base commit {base.commit}")
        tasks = [module.task() for module in TASK_MODULES]
        only = sys.argv[1:]
        tasks_dir = DEMO / "tasks"
        for stale in tasks_dir.iterdir() if tasks_dir.exists() else []:
            if not only and stale.name not in {task.id for task in tasks}:
                shutil.rmtree(stale)
        for task in tasks:
            if only and task.id not in only:
                continue
            build_task(base, task, tasks_dir / task.id, work)
        write_json(DEMO / "heddle-dataset.json", {
            "format": "heddle-dataset",
            "format_version": 1,
            "name": "Heddle demo",
            "description": "Three tasks on skyledger, a small coin and coin-hour ledger: a spread of correct, "
                           "falsely passing, falsely failing and broken attempts from two solver models.",
            "spec_categories": CATEGORIES,
        })
    return 0


if __name__ == "__main__":
    sys.exit(main())
