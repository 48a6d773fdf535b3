"""The generator of the seeded-flaw corpora, shared by tests/data/flawcorpus/make_corpus.py and
tests/data/flawcorpus2/make_corpus.py: make() writes a corpus's Heddle dataset (dataset/) and truth.json.

The caller puts this folder on sys.path (after its own, which holds its base.py and tasks_*.py) so that edits
resolves to the edits.py beside this file."""

import json
import os
import random
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ET

import edits

PYTHON = "/usr/bin/python3"
ROLES = ["correct", "alternative", "wrong", "broken"]
MODELS = ["model-a", "model-b"]
CATEGORIES = [("interface", "Interface compatibility"), ("state", "State consistency"), ("errors", "Error recovery"),
              ("order", "Execution order"), ("functional", "Functional semantics")]
GIT_ENV = dict(os.environ, GIT_AUTHOR_NAME="Heddle Test", GIT_AUTHOR_EMAIL="test@heddle.invalid",
               GIT_COMMITTER_NAME="Heddle Test", GIT_COMMITTER_EMAIL="test@heddle.invalid",
               GIT_AUTHOR_DATE="2024-01-01T00:00:00Z", GIT_COMMITTER_DATE="2024-01-01T00:00:00Z")


def git(cwd, *args, check=True):
    return subprocess.run(["git", "-c", "core.autocrlf=false", *args], cwd=cwd, env=GIT_ENV, check=check,
                          capture_output=True, text=True)


def write_tree(root, files):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)


def make_patch(repo, files, base_files):
    """The git diff that turns the base commit (base_files) into files."""
    git(repo, "reset", "-q", "--hard")
    git(repo, "clean", "-q", "-fdx")
    write_tree(repo, files)
    for path in files:
        if path not in base_files:
            git(repo, "add", "-N", path)
    patch = git(repo, "diff", "--no-color", "--no-ext-diff").stdout
    git(repo, "reset", "-q", "--hard")
    git(repo, "clean", "-q", "-fdx")
    return patch


def spoil(patch):
    """The patch with one context line changed, so that it no longer applies."""
    lines = patch.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith(" ") and line.strip():
            lines[i] = " " + line[1:].rstrip("\n") + "  # edited\n"
            return "".join(lines)
    raise SystemExit("no context line to spoil")


def run_tests(repo, patch, test_file, command_files):
    """Runs pytest on a fresh copy of the base with patch applied and the task's test file written over it.
    Returns (applied, {test id: status}, exit code)."""
    with tempfile.TemporaryDirectory() as work:
        tree = os.path.join(work, "tree")
        git(work, "clone", "-q", repo, tree)
        applied = True
        if patch:
            with open(os.path.join(work, "p.diff"), "w") as f:
                f.write(patch)
            applied = git(tree, "apply", os.path.join(work, "p.diff"), check=False).returncode == 0
        if not applied:
            return False, {}, None
        if test_file[0]:
            write_tree(tree, {test_file[0]: test_file[1]})
        report = os.path.join(work, "junit.xml")
        env = {"PATH": "/usr/bin:/bin", "HOME": work, "PYTHONDONTWRITEBYTECODE": "1"}
        proc = subprocess.run([PYTHON, "-m", "pytest", "-rA", "-p", "no:cacheprovider", f"--junitxml={report}",
                               *command_files], cwd=tree, env=env, capture_output=True, text=True, timeout=120)
        statuses = {}
        if os.path.exists(report):
            for case in ET.parse(report).getroot().iter("testcase"):
                name = case.get("classname", "").replace(".", "/") + ".py::" + case.get("name")
                status = "passed"
                for child in case:
                    if child.tag in ("failure", "error"):
                        status = "failed"
                    elif child.tag == "skipped":
                        status = "skipped"
                statuses[name] = status
        return True, statuses, proc.returncode


def line_numbers(text, snippet, path):
    start = text.find(snippet)
    if start < 0 or text.count(snippet) != 1:
        raise SystemExit(f"{path}: the untested snippet must occur once: {snippet!r}")
    first = text.count("\n", 0, start) + 1
    return list(range(first, first + snippet.count("\n") + 1))


def make(folder, base_files, tasks, repository, commit_message, name, description, source, compact_truth=False):
    """Writes folder/dataset and folder/truth.json for tasks on repository, whose base commit (base_files, committed
    with commit_message) is the dataset's repos/<repository>. name and description go into heddle-dataset.json,
    source is the dataset id of each task's "source"; with compact_truth, truth.json is written by to_json()."""
    out = os.path.join(folder, "dataset")
    shutil.rmtree(out, ignore_errors=True)
    truth = {"repository": repository, "tasks": {}}
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, repository)
        os.makedirs(repo)
        write_tree(repo, base_files)
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", commit_message)
        write_tree(os.path.join(out, "repos", repository), base_files)
        with open(os.path.join(out, "heddle-dataset.json"), "w") as f:
            json.dump({"format": "heddle-dataset", "format_version": 1, "name": name, "description": description,
                       "spec_categories": [{"id": c, "title": t} for c, t in CATEGORIES]}, f, indent=2)
            f.write("\n")
        for task in tasks:
            tid = task["id"]
            task_folder = os.path.join(out, "tasks", tid)
            reference_files = edits.apply(base_files, task["reference"])
            reference = make_patch(repo, reference_files, base_files)
            test_path, test_text = task["test_file"]
            command_files = [test_path] + task["p2p_files"]
            _, at_base, _ = run_tests(repo, "", task["test_file"], command_files)
            _, with_reference, _ = run_tests(repo, reference, task["test_file"], command_files)
            f2p = [t for t in with_reference if t.startswith(test_path) and with_reference[t] == "passed"
                   and at_base.get(t) != "passed"]
            _, base_only, _ = run_tests(repo, "", ("", ""), task["p2p_files"])
            p2p = [t for t in with_reference if with_reference[t] == "passed"
                   and (at_base if t.startswith(test_path) else base_only).get(t) == "passed"]
            declared = f2p + p2p
            if len(declared) != len(with_reference):
                raise SystemExit(f"{tid}: the reference does not pass every test: {with_reference}")
            ids = [f"agent-{i}" for i in range(1, len(ROLES) + 1)]
            rng.shuffle(ids)
            attempts = {}
            for role, aid in zip(ROLES, ids):
                spec = task["attempts"][role]
                if spec == "does-not-apply":
                    patch = spoil(make_patch(repo, edits.apply(base_files, task["attempts"]["correct"]), base_files))
                else:
                    patch = make_patch(repo, edits.apply(base_files, spec), base_files)
                applied, results, code = run_tests(repo, patch, task["test_file"], command_files)
                failed = sorted(t for t in declared if results.get(t) != "passed")
                attempts[aid] = {"role": role, "applied": applied, "exit_code": code, "failed": failed}
                adir = os.path.join(task_folder, "attempts", aid)
                os.makedirs(adir)
                with open(os.path.join(adir, "patch.diff"), "w") as f:
                    f.write(patch)
                with open(os.path.join(adir, "attempt.json"), "w") as f:
                    json.dump({"id": aid, "model": MODELS[ids.index(aid) % 2], "agent": "corpus", "sample": 0,
                               "patch": "patch.diff", "trajectory": None, "exit_status": "submitted", "stats": {},
                               "results": {t: results.get(t, "missing") for t in declared}}, f, indent=2)
                    f.write("\n")
            check_roles(task, attempts)
            write_task(task_folder, task, reference, f2p, p2p, command_files, repository, source)
            entry = {"flaw": task["flaw"], "attempts": attempts}
            if "untested" in task:
                entry["untested"] = [{"file": path, "lines": line_numbers(reference_files[path], snippet, path)}
                                     for path, snippet in task["untested"]]
            if "over_constrained" in task:
                entry["over_constrained"] = task["over_constrained"]
            for key in ("tampering", "untrustworthy"):
                if key in task:
                    entry[key] = [aid for aid, a in attempts.items() if a["role"] in task[key]]
            truth["tasks"][tid] = entry
            print(f"{tid:24} {task['flaw']:17} " + "  ".join(
                f"{a['role']}:{'n/a' if not a['applied'] else len(a['failed'])}" for a in attempts.values()))
    with open(os.path.join(folder, "truth.json"), "w") as f:
        if compact_truth:
            f.write(to_json(truth) + "\n")
        else:
            json.dump(truth, f, indent=2)
            f.write("\n")


def to_json(value, indent=0, key_width=0):
    """value as JSON laid out as json.dump(indent=2) lays it out, except that an object or list that fits on a line of
    118 characters is written on one line: the same data in fewer lines."""
    flat = json.dumps(value)
    if not isinstance(value, (dict, list)) or indent + key_width + len(flat) <= 118:
        return flat
    pad = " " * indent
    if isinstance(value, dict):
        items = [f"{pad}  {json.dumps(k)}: {to_json(v, indent + 2, len(json.dumps(k)) + 2)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    return "[\n" + ",\n".join(pad + "  " + to_json(v, indent + 2) for v in value) + "\n" + pad + "]"


def check_roles(task, attempts):
    flaw = task["flaw"]
    for aid, a in attempts.items():
        role, failed = a["role"], a["failed"]
        ok = True
        if role == "correct":
            ok = a["applied"] and not failed
        elif role == "alternative":
            ok = a["applied"] and failed == sorted(task.get("over_constrained", []))
        elif role == "wrong":
            passes = a["applied"] and not failed
            if flaw == "untrustworthy":
                ok = a["applied"] and (a["exit_code"] == 0) == bool(failed)  # the exit code contradicts the results
            else:
                ok = passes if flaw in ("missing-check", "tampering") else bool(failed)
        elif role == "broken":
            ok = not a["applied"] or bool(failed)
        if not ok:
            raise SystemExit(f"{task['id']}: the {role} attempt does not behave as its role says: {a}")


def write_task(folder, task, reference, f2p, p2p, command_files, repository, source):
    test_path, test_text = task["test_file"]
    write_tree(os.path.join(folder, "test-files"), {test_path: test_text})
    with open(os.path.join(folder, "reference.patch"), "w") as f:
        f.write(reference)
    specs = [{"id": sid, "category": cat, "title": title, "text": text, "interacts_with": [],
              "covered_by": [f"{test_path}::{t}" for t in covered]}
             for sid, cat, title, text, covered in task["specs"]]
    doc = {
        "id": task["id"],
        "repository": {"name": repository, "path": "repos/" + repository, "base_commit": "BASE_COMMIT"},
        "query": task["query"],
        "specs": specs,
        "tests": {"language": "python", "command": "python3 -m pytest -rA " + " ".join(command_files),
                  "log_format": "pytest", "files": [test_path], "fail_to_pass": f2p, "pass_to_pass": p2p},
        "reference_patch": "reference.patch",
        "source": {"dataset": source, "instance_id": repository + "__" + task["id"]},
    }
    with open(os.path.join(folder, "task.json"), "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
