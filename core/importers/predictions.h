#pragma once

#include <core/importers/swebenchinstance.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>

namespace heddle {

/// One solver output to be evaluated: a row of a SWE-bench predictions file.
struct Prediction {
    QString instanceId;
    QString model;                            // model_name_or_path; for OpenHands rows, metadata.llm_config.model
    QByteArray patch;                         // model_patch; for OpenHands rows, test_result.git_patch
    bool hasTrajectory = false;               // the row is an OpenHands output.jsonl line: it holds the run's history
    std::optional<SweBenchInstance> instance; // the instance an OpenHands line carries under "instance"
    QString file;
    int line = 0;
};

struct PredictionFile {
    QList<Prediction> predictions;
    QList<Error> rowErrors;      // skipped rows, each with file, line:column and JSON pointer
    QList<Error> instanceErrors; // embedded instances that cannot be read; their predictions are kept
};

/// Reads predictions from JSONL, a JSON array or {instance_id: {...}} (the key is the instance id when the row
/// has none). OpenHands output.jsonl rows are read too, with the instance each carries (SWE-bench or Multi-SWE-bench
/// fields; named by the line's instance_id when it has none). Fails only when the file cannot be read.
Result<PredictionFile> readPredictions(const QString &path);
Result<PredictionFile> parsePredictions(QByteArrayView bytes, const QString &fileName);

} // namespace heddle
