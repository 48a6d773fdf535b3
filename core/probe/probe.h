#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// The input search: which inputs tell two versions of the code apart. A script (resources/validation/probe.py) runs
/// inside the validation sandbox. Under the reference it runs the task's declared tests in-process and records the
/// calls they make into the functions that hold given lines, varies their arguments one at a time towards the
/// boundaries (0, 1, -1, the constants of those lines and their neighbours, empty collections), replays every call
/// twice in fresh interpreters and keeps the calls whose results agree. Under another version (a mutant, an attempt)
/// it replays those calls once. Heddle compares the results here; it never unpickles or runs what the script recorded.

/// Lines of one file whose functions are probed: repository path, 1-based lines of the file as the version has it.
struct ProbeTarget {
    QString file;
    QList<int> lines;
};

/// What a replayed call gave.
struct ProbeResult {
    enum class Kind {
        Returns,
        Raises,
        TimedOut,
        NotComparable, // the call could not be made (not found, arguments could not be read back)
    };
    Kind kind = Kind::NotComparable;
    QString value; // Returns: the canonical text compared; Raises: the exception's qualified type
    QString shown; // Returns: the value's repr, cut; Raises: its message; NotComparable: why
    QString state; // the arguments after the call, canonical; empty when the call was not made
    bool hasState = false;
    QStringList hit; // the reference's replay: the target lines the call ran, "file:line"
    // The reference's replay: the exception is no refusal the target lines wrote (a raise statement on one of them)
    // but an error an operation ran into, or one raised by code the task did not change.
    bool incidental = false;
};

/// One call the search made.
struct ProbeCall {
    QString id;
    QString function; // "pkg.mod:Class.name"
    bool varied = false;
    bool bound = false; // a method called on an object the reference's code built (its state pickled)
    QString test;       // the declared test that made the call (or the one it varies)
    QString varies;     // what the variation changed ("x=0"); empty for a recorded call
    QString text;       // the call as people read it: "clamp(5, low=0, high=3)", "s = Schedule(['Oak']); s.free(9)"
    // A test asserting the reference's result for this call, when its arguments and result have a literal form.
    QString testSource;
    QString testName;
    QString testFile;
    int insertAfterLine = 0;
};

/// What the script gave under the reference.
struct ProbeRecord {
    QList<ProbeCall> calls;
    QHash<QString, ProbeResult> results; // call id -> the reference's result
    QStringList functions;               // the functions it found, "pkg.mod:name"
    QStringList unstable;                // calls whose two replays disagreed
    QStringList notes;
    QByteArray json; // the script's output as read: the replay's input
};

/// The script's configuration for a record run and for a replay of recorded calls (callsFile: the record's json, as
/// a path relative to the repository root).
struct ProbeLimits {
    int maxRecorded = 20;      // distinct recorded calls per function
    int maxCalls = 300;        // recorded and varied calls in all
    double callTimeoutS = 2.0; // one replayed call
    int budgetS = 120;         // the whole search
};
QByteArray probeRecordConfig(const QString &nonce, const QList<ProbeTarget> &targets, const QStringList &tests,
                             const ProbeLimits &limits);
QByteArray probeReplayConfig(const QString &nonce, const QString &callsFile, const ProbeLimits &limits);

/// The script itself and the names under which it goes into a workspace (below .heddle/probe).
struct ProbeFile {
    QString path; // relative to the repository root
    QByteArray content;
};
QList<ProbeFile> probeScriptFiles();
/// The command that runs the script with the configuration at configPath (relative to the repository root).
QString probeCommand(const QString &configPath);
/// Where the script's files and its configuration go in a workspace.
QString probeFolder();

/// The record (or replay) document the script framed with nonce in a run's output; an error says what is wrong
/// (no frame: the run never got to print one, the output was cut, the JSON is broken).
Result<ProbeRecord> probeRecordFromOutput(QByteArrayView output, const QString &nonce);
Result<QHash<QString, ProbeResult>> probeReplayFromOutput(QByteArrayView output, const QString &nonce);

/// A call on which another version behaves differently from the reference.
struct ProbeDifference {
    ProbeCall call;
    ProbeResult reference;
    ProbeResult other;
    enum class What {
        Returns, // both returned, different values
        Raises,  // one raised where the other did not, or another type
        State,   // the same result, the arguments left in a different state
        Hangs,   // the other version did not return within the call's bound
    } what = What::Returns;
};

/// The calls on which other differs from the record's results, recorded calls first. A call either side could not
/// make is no difference; neither is another message on the same exception type, nor floats equal to ten digits.
/// lenient (for another implementation, not a mutant): on a varied call that both versions refuse, which exception
/// type each raises is no difference either, since an input wrong in two ways may fail either check first; nor is a
/// varied call on which the reference raises without a raise statement of the target lines (a KeyError of a lookup,
/// an error of code the task did not change) while the other version returns, since the task asks nothing of that
/// input; and a method called on an object the reference built is not compared, since
/// another implementation keeps its state in attributes of its own (its calls on objects built again are).
QList<ProbeDifference> probeDifferences(const ProbeRecord &record, const QHash<QString, ProbeResult> &other,
                                        bool lenient = false);

/// Whether some recorded or varied call ran the line under the reference (file: a repository path).
bool probeReaches(const ProbeRecord &record, const QString &file, int line);

/// "returns 2 where the reference returns 3 for clamp(5, 0, 3)"
QString differenceText(const ProbeDifference &difference);
/// What a result was, for people: "returns 3", "raises ValueError (x must be positive)", "does not return".
QString probeResultText(const ProbeResult &result);

} // namespace heddle
