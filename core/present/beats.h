#pragma once

#include <core/task/task.h>

#include <QList>
#include <QString>

namespace heddle {

/// How many graph beats a presentation shows unless the presenter picks others: the most connected specs'.
inline constexpr int kGraphBeatLimit = 6;

/// One step of a presentation of a task: what is shown after one keypress.
struct Beat {
    enum class Kind {
        Query,
        Specs,      // the specs of one category
        Graph,      // the interaction graph with one spec's interactions lit
        Matrix,     // the attempt x test matrix
        Flag,       // one flag with its evidence
        Validation, // the newest validation run of each patch
    };
    Kind kind = Kind::Query;
    QString id;    // stable across sessions: "query", "specs:<category>", "graph:<spec>", "matrix", "flag:<flag>",
                   // "validation"; what a saved order names
    QString key;   // the category, spec id or flag id the beat is about; empty for the others
    QString title; // "Specs: behaviour", in the user's language
    bool offered = false; // skipped until the presenter picks it: a graph beat of a spec beyond the most connected

    friend bool operator==(const Beat &, const Beat &) = default;
};

/// "query", "specs", "graph", "matrix", "flag", "validation".
QString beatKindName(Beat::Kind kind);

/// The beats of a task in their natural order: the query; the specs, one beat per category (in the order the
/// categories first appear); the graph, one beat per spec in the task's order, of which those of the graphLimit most
/// connected specs with interactions are shown and the others offered; the matrix; each flag; the validation result.
QList<Beat> generateBeats(const Task &task, int graphLimit = kGraphBeatLimit);

} // namespace heddle
