#pragma once

#include <core/task/task.h>

#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// The categories of the specs a flag names, each once in the specs' order; one empty category when none of its
/// specs has one.
QStringList categoriesOf(const Flag &flag, const QHash<QString, QString> &specCategory);

/// The name a flag's source goes by in the statistics and the verdict labels: the agent that raised it, else
/// "review-agent" (a review-agent flag written by hand) or "computed".
QString flagSourceLabel(const Flag &flag);

/// One source's flags of one kind against the curators' verdicts (docs/FORMAT.md "Precision and recall per source").
struct SourceScore {
    // Precision: the source's flags that it still raises, by their final verdict; withdrawn ones are counted aside.
    int confirmed = 0;
    int dismissed = 0;
    int undecided = 0; // open or needs_rerun
    int withdrawn = 0;
    // Recall: the problems curators confirmed (a confirmed flag of any source), and how many of them the source
    // raised too.
    int problems = 0;
    int recalled = 0;

    /// confirmed / (confirmed + dismissed); nullopt when none was judged.
    std::optional<double> precision() const;
    /// recalled / problems; nullopt when there is no confirmed problem.
    std::optional<double> recall() const;
    SourceScore &operator+=(const SourceScore &other);
};

struct SourceKindScores {
    SourceScore fp;
    SourceScore fn;

    SourceScore &of(FlagKind kind) { return kind == FlagKind::FalsePositive ? fp : fn; }
    /// Both kinds together.
    SourceScore both() const;
};

/// How one source's flags hold up, overall and broken down.
struct SourceCalibration {
    QString source; // flagSourceLabel
    SourceKindScores overall;
    QMap<QString, SourceKindScores> byCategory; // a flag counts in each category of its specs; "" when it names none
    QMap<QString, SourceKindScores> byModel;    // the model of the flag's attempt; "" for flags about no attempt
};

/// Gathers per-source precision and recall task by task; sources() when every task is in.
class SourceCalibrationBuilder
{
public:
    /// Counts the task's flags. A confirmed flag is recalled by a source S when S has a flag, not withdrawn, on the
    /// same task with the same kind and attempt that shares a test or a spec with it, or when neither names a test
    /// or a spec. Recall counts over every task added.
    void addTask(const Task &task);
    /// One entry per source that has a flag on any task, sorted by source.
    QList<SourceCalibration> sources() const;

private:
    struct Problem {
        FlagKind kind = FlagKind::FalsePositive;
        QStringList categories;
        QString model;
        QSet<QString> recalledBy;
    };
    QList<Problem> m_problems;
    QMap<QString, SourceCalibration> m_sources;
};

} // namespace heddle
