#pragma once

// Documents for tst_leantrajectory, apart from its test class (moc cannot read raw strings that hold \").

#include <QByteArray>

namespace {

const QByteArray retryDocument = R"json({
  "attempts": [
    {"trajectory": [
       {"action": "ls", "observation": "a.py\nb.py\nc.py\nd.py\ne.py\nf.py\ng.py\nh.py\ni.py\nj.py", "thought": "look", "state": {"working_dir": "/testbed"}, "execution_time": 0.1},
       {"action": "submit", "observation": "diff A", "thought": "done", "state": {}}],
     "history": [{"role": "system", "content": "x"}],
     "info": {"exit_status": "submitted", "submission": "diff A", "model_stats": {"tokens_sent": 10, "tokens_received": 1, "api_calls": 2, "instance_cost": 0.1}}},
    {"trajectory": [
       {"action": "str_replace_editor str_replace /testbed/a.py --old_str x --new_str y", "observation": "ok", "thought": "fix", "state": {}},
       {"action": "exit_cost", "observation": "Exited (autosubmitted)", "thought": "", "state": {}}],
     "info": {"exit_status": "submitted (exit_cost)", "submission": "diff B"}}
  ],
  "trajectory": [{"action": "ls", "observation": "a.py", "thought": "look", "state": {}}],
  "info": {"exit_status": "submitted", "submission": "diff A", "best_attempt_idx": 0,
           "model_stats": {"tokens_sent": 30, "tokens_received": 3, "api_calls": 4, "instance_cost": 0.3}},
  "replay_config": "{\"agent\": {\"type\": \"retry\", \"agent_configs\": [{\"model\": {\"name\": \"claude-3-7-sonnet\"}}]}, \"problem_statement\": {\"id\": \"a__b-1\"}}"
})json";

// mini-swe-agent 1.1 with tool calls, usage and the exit message, its observations long enough to be cut.
const QByteArray miniDocument = R"json({
  "info": {"model_stats": {"instance_cost": 0.05, "api_calls": 3},
           "config": {"model": {"model_name": "anthropic/claude-sonnet-4-5-20250929"}}, "mini_version": "2.0.0"},
  "messages": [
    {"role": "system", "content": "You are a helpful assistant..."},
    {"role": "user", "content": "Please solve this issue: ..."},
    {"role": "assistant", "content": "Let me check the files...\n\n```mswea_bash_command\nls -la\n```",
     "extra": {"actions": [{"command": "ls -la"}], "response": {"usage": {"prompt_tokens": 1200, "completion_tokens": 40}}}},
    {"role": "user", "content": "<returncode>0</returncode>\n<output>\n1\n2\n3\n4\n5\n6\n7\n8\n9\n</output>"},
    {"role": "user", "content": "a second observation of the same step"},
    {"role": "assistant", "content": null,
     "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"sed -i 's/a/b/' file.py\"}"}}],
     "extra": {"response": {"usage": {"prompt_tokens": 1300, "completion_tokens": 25}}}},
    {"role": "tool", "tool_call_id": "call_1", "content": [{"type": "text", "text": "<returncode>0</returncode>"}]},
    {"role": "assistant", "content": "Done.\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff\n```"},
    {"role": "exit", "content": "", "extra": {"exit_status": "Submitted", "submission": "diff --git a/file.py b/file.py\n"}}
  ],
  "trajectory_format": "mini-swe-agent-1.1",
  "instance_id": "owner__repo-123"
})json";

// OpenHands events whose observations name their action by "cause", one of them late (after the next action).
const QByteArray openHandsEvents = R"json({"instance_id": "o__r-1", "history": [
 {"id": 0, "source": "user", "action": "message", "args": {"content": "Fix the bug"}, "timestamp": "2025-01-01T00:00:00"},
 {"id": 1, "source": "agent", "action": "run", "args": {"command": "ls", "thought": "look"}, "timestamp": "2025-01-01T00:00:01",
  "llm_metrics": {"accumulated_token_usage": {"prompt_tokens": 100, "completion_tokens": 10}}},
 {"id": 2, "source": "agent", "action": "run", "args": {"command": "cat a.py"}, "timestamp": "2025-01-01T00:00:02",
  "llm_metrics": {"accumulated_token_usage": {"prompt_tokens": 250, "completion_tokens": 30}}},
 {"id": 3, "cause": 2, "observation": "run", "content": "x = 1", "timestamp": "2025-01-01T00:00:03"},
 {"id": 4, "cause": 1, "observation": "run", "content": "a.py\nb.py\nc.py\nd.py\ne.py\nf.py\ng.py\nh.py\ni.py", "timestamp": "2025-01-01T00:00:04"},
 {"id": 5, "source": "user", "action": "message", "args": {"content": "Please continue"}},
 {"id": 6, "observation": "error", "content": "bad tool arguments"},
 {"id": 7, "source": "agent", "action": "finish", "args": {"final_thought": "done"}},
 {"id": 8, "observation": "agent_state_changed", "extras": {"agent_state": "finished"}}
], "metrics": {"accumulated_cost": 0.5}, "metadata": {"llm_config": {"model": "gpt-4o"}}}
)json";

} // namespace
