#!/usr/bin/env python3
"""A scripted review agent for Heddle's tests: it reads the bundle Heddle prepares and prints findings JSONL.

Modes (the first argument): find (a finding when the query speaks of locking, per task, or on the first hunk an
attempt's patch changes, per attempt), file (the same findings into $HEDDLE_OUTPUT/findings.jsonl), none (nothing),
garbage (a good line between bad ones), fail (exit 3), crash (SIGSEGV), sleep (a minute), wait MARKER (writes
MARKER, then sleeps a minute).
"""
import json
import os
import signal
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "find"
bundle = os.environ["HEDDLE_BUNDLE"]
attempt = os.environ.get("HEDDLE_ATTEMPT", "")


def read(name):
    with open(os.path.join(bundle, name), encoding="utf-8") as f:
        return f.read()


def findings():
    tests = json.loads(read("tests.json"))
    out = []
    if not attempt:
        if "lock" in read("query.md").lower():
            out.append({"kind": "FP", "tests": tests["FAIL_TO_PASS"][:1], "confidence": 0.7, "id": "query-lock",
                        "rationale": "the tests check the lock's message text",
                        "evidence": [{"type": "test_line", "file": tests["files"][0], "line": 1}]})
    else:
        patch = read(os.path.join("attempts", attempt, "patch.diff"))
        changed = [line[6:] for line in patch.splitlines() if line.startswith("+++ b/")]
        if changed:
            out.append({"kind": "FN", "tests": tests["FAIL_TO_PASS"][:1], "confidence": 0.5,
                        "rationale": "the attempt changes %s and the tests do not notice" % changed[0],
                        "evidence": [{"type": "patch_hunk", "file": changed[0], "hunk": 0}]})
    return out


# What the agent may touch, said on stderr for the tests to read: the task folder is read-only in the sandbox.
try:
    with open(os.path.join(os.environ["HEDDLE_TASK_DIR"], "agent-was-here"), "w") as f:
        f.write("x")
    os.remove(os.path.join(os.environ["HEDDLE_TASK_DIR"], "agent-was-here"))
    print("task folder: writable", file=sys.stderr)
except OSError:
    print("task folder: read-only", file=sys.stderr)

if mode == "find":
    for finding in findings():
        print(json.dumps(finding))
elif mode == "file":
    with open(os.path.join(os.environ["HEDDLE_OUTPUT"], "findings.jsonl"), "w", encoding="utf-8") as f:
        for finding in findings():
            f.write(json.dumps(finding) + "\n")
elif mode == "garbage":
    print("this is not json")
    for finding in findings():
        print(json.dumps(finding))
    print(json.dumps({"kind": "maybe", "tests": []}))
elif mode == "fail":
    print("cannot reach the model", file=sys.stderr)
    sys.exit(3)
elif mode == "crash":
    os.kill(os.getpid(), signal.SIGSEGV)
elif mode == "sleep":
    time.sleep(60)
elif mode == "wait":
    with open(sys.argv[2], "w") as f:
        f.write("started")
    time.sleep(60)
