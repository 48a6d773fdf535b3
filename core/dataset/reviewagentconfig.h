#pragma once

#include <core/json/jsondocument.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// A review agent Heddle can run as a command ("review_agents" in heddle-dataset.json, or the curator's own in the
/// preferences): once per task or per attempt, on a prepared bundle, its findings read as JSONL.
struct ReviewAgentConfig {
    enum class Per {
        Task,
        Attempt
    };

    QString name;
    QString command; // run by /bin/sh -c in the bundle folder
    Per per = Per::Task;
    bool sandbox = true;
    int timeoutSeconds = 600;
    /// "stdout", or the name of the file the agent writes in its output folder ($HEDDLE_OUTPUT).
    QString output = QStringLiteral("stdout");
    QString version;        // empty: version_command's first line, else none
    QString versionCommand; // empty: none
    /// Folders or files the agent needs (its script, its environment), shown read-only in the sandbox: absolute, or
    /// relative to the dataset root.
    QStringList paths;

    bool readsStdout() const { return output == u"stdout"; }
    bool operator==(const ReviewAgentConfig &other) const = default;
};

QString reviewAgentPerName(ReviewAgentConfig::Per per); // "task", "attempt"

/// One agent as heddle-dataset.json writes it: the keys that hold their default are left out.
Json reviewAgentToJson(const ReviewAgentConfig &agent);
/// Reads one agent of a value that passed dataset.schema.json's review_agent definition.
ReviewAgentConfig reviewAgentFromJson(const Json &json);

/// Reads a JSON array of agents in heddle-dataset.json's form (the preferences keep the curator's own so), checking
/// each as the schema does; an error names file and the JSON pointer of the value at fault. Empty text: no agents.
Result<QList<ReviewAgentConfig>> parseReviewAgents(QByteArrayView text, const QString &file);
/// The agents as a JSON array, indented as every file Heddle writes.
QByteArray reviewAgentsToText(const QList<ReviewAgentConfig> &agents);

/// The dataset's agents, then the curator's own whose name the dataset does not use (the dataset's win).
QList<ReviewAgentConfig> mergeReviewAgents(const QList<ReviewAgentConfig> &dataset,
                                           const QList<ReviewAgentConfig> &own);

} // namespace heddle
