"""Runs an attempt's steps in a sandbox and writes the trajectory in the solver framework's own format:
SWE-agent 1.x (`.traj`) or mini-swe-agent (`mini-swe-agent-1.1`, `.traj.json`)."""

from __future__ import annotations

import json
import re

from demokit import (
    MODELS,
    TESTBED,
    Attempt,
    Bash,
    Sandbox,
    Submit,
    Task,
    Usage,
    call_id,
    epoch,
    tokens,
)

SWE_AGENT_SYSTEM = "You are a helpful assistant that can interact with a computer to solve tasks."
SWE_AGENT_INSTANCE = """<uploaded_files>
{working_dir}
</uploaded_files>
I've uploaded a python code repository in the directory {working_dir}. Consider the following PR description:

<pr_description>
{problem_statement}
</pr_description>

Can you help me implement the necessary changes to the repository so that the requirements specified in the <pr_description> are met?
I've already taken care of all changes to any of the test files described in the <pr_description>. This means you DON'T have to modify the testing logic or any of the tests in any way!
Your task is to make the minimal changes to non-tests files in the {working_dir} directory to ensure the <pr_description> is satisfied.
Follow these steps to resolve the issue:
1. As a first step, it might be a good idea to find and read code relevant to the <pr_description>
2. Create a script to reproduce the error and execute it with `python <filename.py>` using the bash tool, to confirm the error
3. Edit the source code of the repo to resolve the issue
4. Rerun your reproduce script and confirm that the error is fixed!
5. Think about edgecases and make sure your fix handles them as well
Your thinking should be thorough and so it's fine if it's very long."""

MINI_SYSTEM = """You are a helpful assistant that can interact with a computer.

Your response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).
Include a THOUGHT section before your command where you explain your reasoning process.
Format your response as shown in <format_example>.

<format_example>
Your reasoning and analysis here. Explain why you want to perform the action.

```mswea_bash_command
your_command_here
```
</format_example>

Failure to follow these rules will cause your response to be rejected.
To finish, issue the following command: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`
without any other command.
"""

MINI_INSTANCE = """Please solve this issue: {problem_statement}

You can execute bash commands and edit files to implement the necessary changes.
The repository is checked out in {working_dir}, the working directory of every command.
The tests that check this issue are already written; do not change files under tests/.

## Recommended Workflow
1. Analyze the codebase by finding and reading relevant files
2. Create a script to reproduce the issue
3. Edit the source code to resolve the issue
4. Verify your fix works by running your script again
5. Test edge cases to ensure your fix is robust

## Important Rules

1. Every response must contain exactly one action
2. The action must be enclosed in triple backticks
3. Directory or environment variable changes are not persistent. Every action is executed in a new subshell.
   However, you can prefix any action with `MY_ENV_VAR=MY_VALUE cd /path/to/working/dir && ...` or write/load environment variables from files
4. To finish, issue the following command: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`.
   Do not combine it with any other command.

## Formatting your response

Here is an example of a correct response:

<example_response>
THOUGHT: I need to understand the structure of the repository first. Let me check what files are in the current directory to get a better understanding of the codebase.

```mswea_bash_command
ls -la
```
</example_response>

## Useful command examples

### Create a new file:

```mswea_bash_command
cat <<'EOF' > newfile.py
import numpy as np
hello = "world"
print(hello)
EOF
```

### Edit files with sed:

```mswea_bash_command
# Replace only first occurrence
sed -i 's/old_string/new_string/' filename.py
```

### View file content:

```mswea_bash_command
# View specific lines with numbers
nl -ba filename.py | sed -n '10,20p'
```
"""

MINI_SUBMIT = "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached"


def check_outcome(attempt: Attempt, index: int, step, outcome) -> None:
    if (outcome.returncode != 0) != step.may_fail:
        raise RuntimeError(f"{attempt.id} step {index}: exit code {outcome.returncode} for {outcome.action[:80]!r}:\n"
                           f"{outcome.output[-2000:]}")


def instance_id(task: Task) -> str:
    return f"skyledger__{task.id}"


def message_text(message: dict) -> str:
    content = message.get("content", "")
    if isinstance(content, list):
        content = "".join(part.get("text", "") for part in content)
    extra = message.get("action", "") + json.dumps(message.get("tool_calls", []))
    return content + extra


def pty(text: str) -> str:
    """What a shell in the SWE-agent container hands back: CRLF line ends, no trailing newline."""
    return text.rstrip("\n").replace("\n", "\r\n")


# ---------------------------------------------------------------------------------------------------------------
# SWE-agent 1.x


def edited_files(patch: str, context: int, sandbox: Sandbox) -> str:
    """SWE-agent's edited_filesN summary: each changed file with `context` lines around the changes."""
    parts = []
    for match in re.finditer(r"^diff --git a/(\S+) b/(\S+)$", patch, re.M):
        path = match.group(2)
        section = patch[match.end():].split("\ndiff --git ", 1)[0]
        changed = []
        for hunk in re.finditer(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@.*$", section, re.M):
            line = int(hunk.group(1))
            body = section[hunk.end() + 1:].split("\n@@ ", 1)[0].split("\n")
            for row in body:
                if row.startswith("+"):
                    changed.append(line)
                    line += 1
                elif row.startswith("-"):
                    changed.append(line)
                elif row.startswith(" "):
                    line += 1
        lines = (sandbox.repo / path).read_text().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        keep = sorted({n for c in changed for n in range(c - context, c + context + 1) if 1 <= n <= len(lines)})
        out = [f"[File: {path}]"]
        previous = 0
        for n in keep:
            if n > previous + 1:
                gap = n - previous - 1
                out.append(f"[{gap} lines above omitted]" if previous == 0 else f"[{gap} lines omitted]")
            out.append(f"{n:6}: {lines[n - 1]}")
            previous = n
        if previous < len(lines):
            out.append(f"[{len(lines) - previous} lines below omitted]")
        parts.append("\n".join(out))
    return "\n".join(parts)


KEEP_OBSERVATIONS = 5


def last_n_observations(history: list[dict]) -> list[dict]:
    """SWE-agent's last_n_observations history processor: what the model is shown at a step."""
    observations = [i for i, m in enumerate(history) if m["message_type"] == "observation" and m["role"] == "tool"]
    elided = set(observations[:-KEEP_OBSERVATIONS])
    shown = []
    for index, message in enumerate(history):
        message = dict(message)
        if index in elided:
            text = message["content"][0]["text"]
            message["content"] = [{"type": "text",
                                   "text": f"Old environment output: ({len(text.splitlines())} lines omitted)"}]
        shown.append(message)
    return shown


def run_swe_agent(task: Task, attempt: Attempt, sandbox: Sandbox, base_commit: str) -> tuple[dict, str, Usage]:
    model = attempt.model
    instance = SWE_AGENT_INSTANCE.format(working_dir=TESTBED, problem_statement=task.query)
    history = [
        {"role": "system", "content": SWE_AGENT_SYSTEM, "agent": "main", "message_type": "system_prompt"},
        {"role": "user", "content": [{"type": "text", "text": instance}], "agent": "main",
         "message_type": "observation"},
    ]
    usage = Usage()
    trajectory = []
    submission = ""
    for index, step in enumerate(attempt.steps):
        prompt = sum(tokens(message_text(m)) for m in last_n_observations(history))
        outcome = sandbox.run(step.action, editor=True)
        check_outcome(attempt, index, step, outcome)
        cid = call_id(model, f"{task.id}/{attempt.id}/{index}")
        arguments = json.dumps(outcome.arguments)
        usage.add(model, prompt, tokens(step.thought + arguments))
        if isinstance(step.action, Submit):
            observation = outcome.output
            submission = outcome.output
        else:
            observation = pty(outcome.output)
        shown = f"OBSERVATION:\n{observation}" if observation else \
            "Your command ran successfully and did not produce any output."
        history.append({
            "role": "assistant", "content": step.thought, "thought": step.thought, "action": outcome.action,
            "agent": "main",
            "tool_calls": [{"index": 1, "function": {"arguments": arguments, "name": outcome.tool}, "id": cid,
                            "type": "function"}],
            "message_type": "action",
        })
        history.append({"role": "tool", "content": [{"type": "text", "text": shown}], "agent": "main",
                        "message_type": "observation", "tool_call_ids": [cid]})
        trajectory.append({
            "action": outcome.action,
            "observation": observation,
            "response": step.thought,
            "thought": step.thought,
            "execution_time": round(outcome.seconds, 6),
            "state": {"working_dir": TESTBED},
            "messages": last_n_observations(history),
            "extra_info": {},
        })
    if not submission:
        raise RuntimeError(f"{task.id}/{attempt.id}: the run never submitted")
    info = {
        "swe_agent_hash": "2418998d51ac08c22f23751f1a238d7ec19eb6e5",
        "swe_agent_version": "1.0.1",
        "swe_rex_version": "1.2.1",
        "swe_rex_hash": "unavailable",
        "submission": submission,
        "exit_status": "submitted",
        "edited_files30": edited_files(submission, 30, sandbox),
        "edited_files50": edited_files(submission, 50, sandbox),
        "edited_files70": edited_files(submission, 70, sandbox),
        "model_stats": {
            "instance_cost": round(usage.cost, 6),
            "tokens_sent": usage.sent,
            "tokens_received": usage.received,
            "api_calls": usage.calls,
        },
    }
    replay = {
        "env": {
            "deployment": {"image": "python:3.11-bookworm", "port": None, "docker_args": [], "startup_timeout": 180.0,
                           "pull": "missing", "remove_images": False, "python_standalone_dir": "/root",
                           "platform": None, "type": "docker"},
            "repo": {"path": "repos/skyledger", "base_commit": base_commit, "type": "local"},
            "post_startup_commands": [], "post_startup_command_timeout": 500, "name": "main",
        },
        "agent": {
            "name": instance_id(task),
            "templates": {"system_template": SWE_AGENT_SYSTEM,
                          "instance_template": SWE_AGENT_INSTANCE.replace("{working_dir}", "{{working_dir}}")
                          .replace("{problem_statement}", "{{problem_statement}}"),
                          "next_step_template": "OBSERVATION:\n{{observation}}",
                          "next_step_no_output_template": "Your command ran successfully and did not produce any "
                                                          "output.",
                          "max_observation_length": 100000},
            "history_processors": [{"type": "last_n_observations", "n": KEEP_OBSERVATIONS}],
            "tools": {"bundles": [{"path": "/root/tools/registry"}, {"path": "/root/tools/edit_anthropic"},
                                  {"path": "/root/tools/review_on_submit_m"}],
                      "enable_bash_tool": True, "parse_function": {"type": "function_calling"}},
            "model": {"name": MODELS[model]["api"], "per_instance_cost_limit": 3.0, "total_cost_limit": 0.0,
                      "per_instance_call_limit": 75, "temperature": 0.0, "top_p": 1.0, "api_key": "**********"},
            "type": "default",
        },
        "problem_statement": {"text": task.query, "extra_fields": {}, "type": "text", "id": instance_id(task)},
        "output_dir": f"trajectories/heddle/{MODELS[model]['api']}__skyledger",
        "actions": {"open_pr": False, "apply_patch_locally": False},
    }
    document = {
        "trajectory": trajectory,
        "history": history,
        "info": info,
        "replay_config": json.dumps(replay),
        "environment": "main",
    }
    return document, submission, usage


# ---------------------------------------------------------------------------------------------------------------
# mini-swe-agent


def run_mini_swe_agent(task: Task, attempt: Attempt, sandbox: Sandbox) -> tuple[dict, str, Usage]:
    model = attempt.model
    messages = [
        {"role": "system", "content": MINI_SYSTEM},
        {"role": "user", "content": MINI_INSTANCE.format(problem_statement=task.query, working_dir=TESTBED)},
    ]
    usage = Usage()
    clock = epoch(attempt.started)
    submission = ""
    for index, step in enumerate(attempt.steps):
        if isinstance(step.action, Submit):
            command = MINI_SUBMIT
        elif isinstance(step.action, Bash):
            command = step.action.command
        else:
            raise RuntimeError(f"{attempt.id}: mini-swe-agent only runs shell commands")
        content = f"THOUGHT: {step.thought}\n\n```mswea_bash_command\n{command}\n```"
        prompt = sum(tokens(m["content"]) for m in messages)
        completion = tokens(content)
        cost = usage.add(model, prompt, completion)
        clock += 1.5 + completion / 70.0
        created = int(clock)
        messages.append({
            "role": "assistant",
            "content": content,
            "extra": {
                "actions": [{"command": command}],
                "cost": round(cost, 6),
                "timestamp": round(clock, 3),
                "response": {
                    "id": "chatcmpl-" + call_id(model, f"{task.id}/{attempt.id}/{index}")[-24:],
                    "object": "chat.completion",
                    "created": created,
                    "model": MODELS[model]["api"],
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": prompt, "completion_tokens": completion,
                              "total_tokens": prompt + completion},
                },
            },
        })
        outcome = sandbox.run(Bash(command), editor=False)
        check_outcome(attempt, index, step, outcome)
        clock += outcome.seconds
        if isinstance(step.action, Submit):
            first, _, rest = outcome.output.partition("\n")
            if first != "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT":
                raise RuntimeError(f"{attempt.id}: the submit command printed {first!r}")
            submission = rest
            messages.append({"role": "exit", "content": submission,
                             "extra": {"exit_status": "Submitted", "submission": submission}})
            break
        messages.append({
            "role": "user",
            "content": f"<returncode>{outcome.returncode}</returncode>\n<output>\n{outcome.output}</output>",
            "extra": {"returncode": outcome.returncode, "timestamp": round(clock, 3)},
        })
    if not submission:
        raise RuntimeError(f"{task.id}/{attempt.id}: the run never submitted")
    info = {
        "model_stats": {"instance_cost": round(usage.cost, 6), "api_calls": usage.calls},
        "config": {
            "agent": {"system_template": MINI_SYSTEM,
                      "instance_template": MINI_INSTANCE.replace("{problem_statement}", "{{task}}")
                      .replace("{working_dir}", "{{cwd}}"),
                      "step_limit": 250, "cost_limit": 3.0},
            "agent_type": "minisweagent.agents.default.DefaultAgent",
            "model": {"model_name": MODELS[model]["api"], "model_kwargs": {"temperature": 0.0, "drop_params": True}},
            "model_type": "minisweagent.models.litellm_model.LitellmModel",
            "environment": {"image": "python:3.11-bookworm", "cwd": TESTBED, "timeout": 60,
                            "env": {"PAGER": "cat", "MANPAGER": "cat", "LESS": "-R", "PIP_PROGRESS_BAR": "off",
                                    "TQDM_DISABLE": "1"}},
            "environment_type": "minisweagent.environments.docker.DockerEnvironment",
        },
        "mini_version": "2.0.0",
        "exit_status": "Submitted",
        "submission": submission,
    }
    document = {
        "info": info,
        "messages": messages,
        "trajectory_format": "mini-swe-agent-1.1",
        "instance_id": instance_id(task),
    }
    return document, submission, usage
