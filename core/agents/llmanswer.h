#pragma once

#include <core/agents/findings.h>

#include <QString>

namespace heddle {

/// A model's answer read as findings, or why it is not an answer of the form asked for.
struct LlmAnswer {
    FindingsRead read;
    QString problem; // empty when the answer is a findings object (whose findings may still be refused one by one)
};

/// Reads the content of a chat-completions answer: {"findings": [...]} (or a bare list of findings), also when the
/// model wrapped it in a Markdown code fence or wrote words around it. Each finding is read as a line of Heddle's
/// findings JSONL (keys whose value is null are dropped first), so every check of an imported finding applies, and an
/// error names label, the finding's place (line n is the n-th finding) and its JSON pointer.
LlmAnswer readLlmAnswer(const QString &content, const QString &label, const FindingsOptions &options);

} // namespace heddle
