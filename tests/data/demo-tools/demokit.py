"""Machinery that regenerates Heddle's demo dataset (resources/demo/tasks) from the task scripts beside it.

Nothing here is made up after the fact: every solver step is executed for real in a checkout of the demo
repository at its base commit, the observations are the real output of those commands, the patches are what
`git diff` says about the edited checkout, and every per-test result comes from running the task's test command on
a fresh checkout with the patch applied and the task's test files written.

The checkout lives in a temporary folder; the trajectories show it as /testbed, the path the solvers were given.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "resources" / "demo"
REPO_NAME = "skyledger"
REPO_REL = f"repos/{REPO_NAME}"
REPO_SRC = DEMO / REPO_REL

# The base commit must be the one installDemoDataset() makes with libgit2 (core/demo/demodataset.cpp): the same
# tree, author, committer, time and message give the same commit id on every machine.
BASE_AUTHOR = "Heddle Demo"
BASE_EMAIL = "demo@heddle.invalid"
BASE_TIME = 1767268800  # 2026-01-01T12:00:00Z
BASE_MESSAGE = f"Import {REPO_NAME}\n"  # the installer writes "Import <folder name>"

TESTBED = "/testbed"
PATH_ENV = "/usr/bin:/bin"


def find_python() -> str:
    """A python3 that has pytest: the task commands say `python3 -m pytest`."""
    candidates = [shutil.which("python3", path=PATH_ENV), shutil.which("python3")]
    for candidate in candidates:
        if candidate and subprocess.run([candidate, "-c", "import pytest"], capture_output=True).returncode == 0:
            return candidate
    raise SystemExit("no python3 with pytest found")


PYTHON = find_python()


def quiet_env(home: Path) -> dict[str, str]:
    return {
        "PATH": f"{Path(PYTHON).parent}:{PATH_ENV}",
        "HOME": str(home),
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "PYTHONDONTWRITEBYTECODE": "1",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_AUTHOR_NAME": BASE_AUTHOR,
        "GIT_AUTHOR_EMAIL": BASE_EMAIL,
        "GIT_COMMITTER_NAME": BASE_AUTHOR,
        "GIT_COMMITTER_EMAIL": BASE_EMAIL,
    }


def git(cwd: Path, *args: str, env: dict[str, str]) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed in {cwd}: {done.stderr}")
    return done.stdout


# ---------------------------------------------------------------------------------------------------------------
# The base repository


@dataclass
class Base:
    path: Path
    commit: str
    env: dict[str, str]


def make_base(work: Path) -> Base:
    """Copies the shipped source into a git repository and commits it exactly as the installer does."""
    for path in REPO_SRC.rglob("*"):
        if path.name in ("__pycache__", ".pytest_cache") or path.suffix == ".pyc":
            raise SystemExit(f"{path} must not be in the shipped source")
        if path.is_file() and os.access(path, os.X_OK):
            raise SystemExit(f"{path} is executable; the installer writes every file as 100644")
    home = work / "home"
    home.mkdir()
    env = quiet_env(home)
    base = work / "base"
    shutil.copytree(REPO_SRC, base)
    git(base, "init", "-q", "-b", "main", env=env)
    git(base, "add", "-A", env=env)
    stamp = f"@{BASE_TIME} +0000"
    commit_env = {**env, "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp}
    git(base, "-c", "commit.gpgsign=false", "commit", "-q", "--cleanup=verbatim", "-m", BASE_MESSAGE.rstrip("\n") + "\n",
        env=commit_env)
    return Base(base, git(base, "rev-parse", "HEAD", env=env).strip(), env)


def checkout(base: Base, dest: Path) -> Path:
    git(dest.parent, "clone", "-q", str(base.path), dest.name, env=base.env)
    git(dest, "checkout", "-q", "--detach", base.commit, env=base.env)
    return dest


def apply_edits(repo: Path, edits: list[tuple[str, str, str]]) -> None:
    """Applies (path, old, new) replacements; old must occur exactly once ('' creates the file)."""
    for rel, old, new in edits:
        path = repo / rel
        if old == "":
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(new)
            continue
        text = path.read_text()
        if text.count(old) != 1:
            raise RuntimeError(f"{rel}: the text to replace occurs {text.count(old)} times:\n{old}")
        path.write_text(text.replace(old, new))


def staged_diff(repo: Path, env: dict[str, str]) -> str:
    git(repo, "add", "-A", env=env)
    return git(repo, "diff", "--cached", env=env)


# ---------------------------------------------------------------------------------------------------------------
# Running a task's tests

SUMMARY_LINE = re.compile(r"^(PASSED|FAILED|ERROR|XFAIL|XPASS) (\S+)")
STATUS = {"PASSED": "passed", "FAILED": "failed", "ERROR": "error", "XFAIL": "xfail", "XPASS": "passed"}


def parse_ra(log: str) -> dict[str, str]:
    """Per-test statuses from the short test summary that `pytest -rA` prints."""
    results: dict[str, str] = {}
    in_summary = False
    for line in log.splitlines():
        if "short test summary info" in line:
            in_summary = True
            continue
        if in_summary:
            match = SUMMARY_LINE.match(line)
            if match:
                results[match.group(2)] = STATUS[match.group(1)]
    return results


def command_argv(command: str) -> list[str]:
    argv = shlex.split(command)
    if argv[0] == "python3":
        argv[0] = PYTHON
    return argv


def run_task_tests(base: Base, task: "Task", patch: str) -> tuple[dict[str, str], str]:
    """Checks out the base commit, applies the patch, writes the task's test files and runs its command."""
    with tempfile.TemporaryDirectory(prefix="heddle-demo-run-") as tmp:
        repo = checkout(base, Path(tmp) / "repo")
        if patch:
            patch_file = Path(tmp) / "change.diff"
            patch_file.write_text(patch)
            git(repo, "apply", str(patch_file), env=base.env)
        for rel, content in task.test_files.items():
            (repo / rel).parent.mkdir(parents=True, exist_ok=True)
            (repo / rel).write_text(content)
        env = {**base.env, "HOME": tmp}
        run = subprocess.run(command_argv(task.test_command), cwd=repo, env=env, capture_output=True, text=True)
        log = run.stdout + run.stderr
        statuses = parse_ra(log)
        collect = subprocess.run(command_argv(task.test_command) + ["--collect-only", "-q"], cwd=repo, env=env,
                                 capture_output=True, text=True)
        order = [line.strip() for line in collect.stdout.splitlines() if "::" in line]
        if set(order) != set(statuses):
            raise RuntimeError(f"{task.id}: the run and the collection disagree:\n{log}")
        return {test: statuses[test] for test in order}, log


# ---------------------------------------------------------------------------------------------------------------
# Solver steps

SNIPPET_LINES = 4


@dataclass
class Bash:
    command: str


@dataclass
class View:
    path: str
    view_range: tuple[int, int] | None = None


@dataclass
class Create:
    path: str
    text: str


@dataclass
class StrReplace:
    path: str
    old: str
    new: str


@dataclass
class Insert:
    path: str
    line: int
    text: str


@dataclass
class Submit:
    pass


@dataclass
class Step:
    thought: str
    action: Bash | View | Create | StrReplace | Insert | Submit
    tag: str = ""  # names a step that a flag points at
    may_fail: bool = False  # the command is meant to exit non-zero (a failing run the solver then fixes)


@dataclass
class Outcome:
    action: str        # the action as the agent logs it
    tool: str          # the tool called
    arguments: dict    # the tool call's arguments
    output: str        # what the command printed, with the checkout shown as /testbed
    returncode: int
    seconds: float


def numbered(text: str, first: int) -> str:
    return "\n".join(f"{index + first:6}\t{line}" for index, line in enumerate(text.expandtabs().split("\n")))


def cat_n(text: str, descriptor: str, first: int = 1) -> str:
    return f"Here's the result of running `cat -n` on {descriptor}:\n" + numbered(text, first) + "\n"


class Sandbox:
    """A checkout the solver works in; paths under /testbed map to it."""

    def __init__(self, base: Base, work: Path):
        self.base = base
        work.mkdir(parents=True, exist_ok=True)
        self.repo = checkout(base, work / "testbed")
        self.env = {**base.env, "HOME": str(work)}

    def real(self, text: str) -> str:
        return text.replace(TESTBED, str(self.repo))

    def shown(self, text: str) -> str:
        return text.replace(str(self.repo), TESTBED)

    def bash(self, command: str) -> tuple[str, int]:
        done = subprocess.run(["bash", "-c", self.real(command)], cwd=self.repo, env=self.env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300)
        return self.shown(done.stdout), done.returncode

    def file(self, path: str) -> Path:
        if not path.startswith(TESTBED):
            raise RuntimeError(f"editor paths are absolute: {path}")
        return Path(self.real(path))

    def run(self, action, *, editor: bool) -> Outcome:
        started = time.monotonic()
        if isinstance(action, Bash):
            output, code = self.bash(action.command)
            outcome = Outcome(action.command, "bash", {"command": action.command}, output, code, 0)
        elif isinstance(action, Submit):
            output = staged_diff(self.repo, self.env)
            outcome = Outcome("submit", "submit", {}, output, 0, 0)
        elif editor:
            outcome = self.edit(action)
        else:
            raise RuntimeError("this agent only runs shell commands")
        outcome.seconds = time.monotonic() - started
        return outcome

    def edit(self, action) -> Outcome:
        """SWE-agent's str_replace_editor tool, with its messages."""
        path = self.file(action.path)
        if isinstance(action, View):
            args = {"command": "view", "path": action.path}
            shown = f"str_replace_editor view {action.path}"
            if path.is_dir():
                listing = subprocess.run(["find", str(path), "-maxdepth", "2", "-not", "-path", "*/.*"],
                                         capture_output=True, text=True).stdout
                entries = sorted(self.shown(line) for line in listing.splitlines())
                output = (f"Here's the files and directories up to 2 levels deep in {action.path}, excluding hidden "
                          "items:\n" + "\n".join(entries) + "\n\n\n")
            else:
                text = path.read_text()
                first = 1
                if action.view_range:
                    first, last = action.view_range
                    lines = text.split("\n")
                    text = "\n".join(lines[first - 1:] if last == -1 else lines[first - 1:last])
                    args["view_range"] = list(action.view_range)
                    shown += f"  --view_range {action.view_range[0]} {action.view_range[1]}"
                output = cat_n(text, action.path, first)
            return Outcome(shown, "str_replace_editor", args, output, 0, 0)
        if isinstance(action, Create):
            if path.exists():
                raise RuntimeError(f"{action.path} exists")
            path.write_text(action.text)
            return Outcome(f"str_replace_editor create {action.path} --file_text '{action.text}'", "str_replace_editor",
                           {"command": "create", "path": action.path, "file_text": action.text},
                           f"File created successfully at: {action.path}", 0, 0)
        if isinstance(action, StrReplace):
            args = {"command": "str_replace", "path": action.path, "old_str": action.old, "new_str": action.new}
            shown = f"str_replace_editor str_replace {action.path}   --old_str '{action.old}' --new_str '{action.new}'"
            text = path.read_text()
            count = text.count(action.old)
            if count == 0:
                output = f"No replacement was performed, old_str `{action.old}` did not appear verbatim in {action.path}."
                return Outcome(shown, "str_replace_editor", args, output, 1, 0)
            if count > 1:
                lines = [i + 1 for i, line in enumerate(text.split("\n")) if action.old in line]
                output = (f"No replacement was performed. Multiple occurrences of old_str `{action.old}` in lines "
                          f"{lines}. Please ensure it is unique")
                return Outcome(shown, "str_replace_editor", args, output, 1, 0)
            new_text = text.replace(action.old, action.new)
            path.write_text(new_text)
            replaced_at = text.split(action.old)[0].count("\n")
            start = max(0, replaced_at - SNIPPET_LINES)
            end = replaced_at + SNIPPET_LINES + action.new.count("\n")
            snippet = "\n".join(new_text.split("\n")[start:end + 1])
            output = (f"The file {action.path} has been edited. " + cat_n(snippet, f"a snippet of {action.path}", start + 1)
                      + "Review the changes and make sure they are as expected. Edit the file again if necessary.")
            return Outcome(shown, "str_replace_editor", args, output, 0, 0)
        if isinstance(action, Insert):
            args = {"command": "insert", "path": action.path, "insert_line": action.line, "new_str": action.text}
            shown = f"str_replace_editor insert {action.path} --insert_line {action.line} --new_str '{action.text}'"
            lines = path.read_text().split("\n")
            new_lines = action.text.split("\n")
            path.write_text("\n".join(lines[:action.line] + new_lines + lines[action.line:]))
            snippet = lines[max(0, action.line - SNIPPET_LINES):action.line] + new_lines + \
                lines[action.line:action.line + SNIPPET_LINES]
            output = (f"The file {action.path} has been edited. "
                      + cat_n("\n".join(snippet), "a snippet of the edited file", max(1, action.line - SNIPPET_LINES + 1))
                      + "Review the changes and make sure they are as expected (correct indentation, no duplicate "
                        "lines, etc). Edit the file again if necessary.")
            return Outcome(shown, "str_replace_editor", args, output, 0, 0)
        raise RuntimeError(f"unknown action {action!r}")


def py_replace(path: str, old: str, new: str) -> str:
    """The shell command a shell-only solver uses to replace one block of a file."""

    def literal(text: str) -> str:
        if "'''" in text or "\\" in text:
            return repr(text)
        return "'''" + text + "'''"

    return (f"python3 - <<'EOF'\nfrom pathlib import Path\n\npath = Path(\"{path}\")\ntext = path.read_text()\n"
            f"old = {literal(old)}\nnew = {literal(new)}\nassert text.count(old) == 1, text.count(old)\n"
            f"path.write_text(text.replace(old, new))\nprint(\"edited\", path)\nEOF")


# ---------------------------------------------------------------------------------------------------------------
# Models, tokens and costs

MODELS = {
    "claude-3-5-sonnet": {"api": "claude-3-5-sonnet-20241022", "in": 3.0, "out": 15.0, "call": "toolu_01"},
    "gpt-4o": {"api": "gpt-4o-2024-08-06", "in": 2.5, "out": 10.0, "call": "call_"},
}


def tokens(text: str) -> int:
    """A tokenizer-free estimate (about four bytes a token), stable across regenerations."""
    return max(1, (len(text.encode()) + 3) // 4)


def call_id(model: str, seed: str) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    digest = hashlib.sha256(seed.encode()).digest()
    body = "".join(alphabet[b % len(alphabet)] for b in digest)[:24]
    return MODELS[model]["call"] + body


@dataclass
class Usage:
    sent: int = 0
    received: int = 0
    calls: int = 0
    cost: float = 0.0

    def add(self, model: str, prompt: int, completion: int) -> float:
        price = MODELS[model]
        cost = (prompt * price["in"] + completion * price["out"]) / 1_000_000
        self.sent += prompt
        self.received += completion
        self.calls += 1
        self.cost += cost
        return cost


# ---------------------------------------------------------------------------------------------------------------
# Tasks and attempts


@dataclass
class Spec:
    id: str
    category: str
    title: str
    text: str
    interacts_with: list[str]
    covered_by: list[str]


@dataclass
class Attempt:
    id: str
    model: str
    agent: str  # "swe-agent" or "mini-swe-agent"
    sample: int
    steps: list[Step]
    role: str  # "correct", "false-positive", "false-negative", "broken": what the demo means it to show
    started: str  # ISO time the run started


@dataclass
class Evidence:
    kind: str  # "trajectory_step", "patch_hunk", "test_line"
    attempt: str = ""
    step_tag: str = ""
    file: str = ""
    find: str = ""  # text on the line the evidence points at
    note: str = ""


@dataclass
class Flag:
    id: str
    kind: str
    source: str
    attempt: str
    specs: list[str]
    tests: list[str]
    evidence: list[Evidence]
    confidence: float
    rationale: str
    verdict: dict = field(default_factory=lambda: {"state": "open", "note": "", "by": "", "at": ""})


@dataclass
class Task:
    id: str
    query: str
    specs: list[Spec]
    test_command: str
    test_files: dict[str, str]
    reference: list[tuple[str, str, str]]
    attempts: list[Attempt]
    flags: list[Flag]
    curation: dict
    source: dict = field(default_factory=dict)


def iso(timestamp: float) -> str:
    return dt.datetime.fromtimestamp(timestamp, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def epoch(text: str) -> float:
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc).timestamp()


def write_json(path: Path, value, indent: int = 2) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=indent, ensure_ascii=False) + "\n")
