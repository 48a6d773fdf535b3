#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

struct SpecCategory {
    QString id;    // "interface", "state", ...
    QString title; // "Interface compatibility"
};

/// The contents of heddle-dataset.json.
struct DatasetInfo {
    QString name;
    QString description;
    int formatVersion = 1;
    QList<SpecCategory> specCategories;
};

/// What the queue shows of a task; filled without reading attempts or trajectories.
struct TaskSummary {
    QString id;
    QString repository;
    int specs = 0;
    int attempts = 0;
    int openFalsePositives = 0;
    int openFalseNegatives = 0;
    int falsePositives = 0;
    int falseNegatives = 0;
    CurationStatus status = CurationStatus::New;
    QStringList specCategories; // distinct, in spec order
    QStringList models;         // distinct models of the attempts, when known without reading attempts
    QList<Error> errors;        // non-empty: the task failed to load; the rest of the dataset is unaffected

    bool isBroken() const { return !errors.isEmpty(); }
};

/// An opened dataset: its description and one summary per task folder, broken ones included.
struct Dataset {
    QString root; // absolute path of the dataset folder
    DatasetInfo info;
    QList<TaskSummary> tasks;
};

} // namespace heddle
