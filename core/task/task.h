#pragma once

#include <core/task/teststatus.h>
#include <core/trajectory/trajectory.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace heddle {

/// One fine-grained requirement of a task.
struct Spec {
    QString id;
    QString category; // one of the dataset's spec categories
    QString title;
    QString text;
    QStringList interactsWith; // ids of the specs this one interacts with
    QStringList coveredBy;     // test ids that check this spec
};

struct TestFile {
    /// What the task holds of the file. A test_patch may delete a test file or change a binary one: the task records
    /// that instead of a text, and validation removes the file or takes it from the test_patch.
    enum class Kind {
        Text,
        Deleted,
        Binary
    };
    QString path;       // relative to the repository root, '/'-separated
    QByteArray content; // bytes as stored; tests are data, never executed outside validation; empty unless Text
    Kind kind = Kind::Text;

    bool isText() const { return kind == Kind::Text; }
};

struct TestSuite {
    QString language;  // "python", ...: picks the lexer and the log parser
    QString command;   // run from the repository root
    QString image;     // the container image the tests run in (one per task, as SWE-bench's); empty: none
    QString logFormat; // a testLogFormatName() ("pytest", "go", "jest", ...) or empty for auto
    QString network;   // "none" or "host": the network the runs have; empty: the dataset's (validation.network)
    QList<TestFile> files;
    QStringList failToPass;
    QStringList passToPass;
};

struct Repository {
    QString name; // "owner/name" or a short name
    QString url;  // where to clone it from, when not local
    QString path; // a local folder, relative to the dataset root or absolute
    QString baseCommit;
};

/// Where a trajectory of an attempt lives; it is parsed only when opened.
struct TrajectoryRef {
    QString file; // relative to the attempt folder
    TrajectoryFormat format = TrajectoryFormat::Unknown;
    bool isValid() const { return !file.isEmpty(); }
};

struct Attempt {
    QString id;
    QString model;
    QString agent;    // agent framework: "swe-agent", "mini-swe-agent", "openhands", ...
    int sample = 0;   // which of the several runs of this model on this task
    QByteArray patch; // as stored in patch.diff
    TrajectoryRef trajectory;
    TestResults results;
    QString exitStatus;
    std::optional<qint64> inputTokens;
    std::optional<qint64> outputTokens;
    std::optional<int> turns;
    std::optional<double> cost;
};

/// A pointer into the material of a task that backs a flag.
struct Evidence {
    enum class Kind {
        TrajectoryStep,
        PatchHunk,
        TestLine
    };
    Kind kind = Kind::TrajectoryStep;
    QString attempt; // for steps and hunks: the attempt; empty means the reference patch
    int step = -1;   // trajectory step index
    QString file;    // patch file (repository path) or test file
    int hunk = -1;   // 0-based hunk index in the file's diff
    int line = 0;    // 1-based line in the new file (hunk) or the test file
    QString note;
};

enum class FlagKind {
    FalsePositive,
    FalseNegative
};
enum class FlagSource {
    ReviewAgent,
    Computed
};
enum class Verdict {
    Open,
    Confirmed,
    Dismissed,
    NeedsRerun // the curator cannot judge it until validation runs again
};

QString flagKindName(FlagKind kind);       // "FP", "FN"
QString flagSourceName(FlagSource source); // "review-agent", "computed"
QString verdictName(Verdict verdict);      // "open", "confirmed", "dismissed", "needs_rerun"

struct Flag {
    QString id;
    FlagKind kind = FlagKind::FalsePositive;
    FlagSource source = FlagSource::ReviewAgent;
    QString attempt;
    QStringList specs;
    QStringList tests;
    QList<Evidence> evidence;
    double confidence = 0.0; // 0..1
    QString rationale;
    Verdict verdict = Verdict::Open;
    QString verdictNote;
    QString verdictBy;
    QDateTime verdictAt;
    /// The review agent that raised it, by name and version (its findings were imported); empty for a flag written
    /// into review.json by hand, and for computed ones.
    QString agent;
    QString agentVersion;
    /// When the agent's newest findings no longer held it; invalid while they do. A withdrawn flag stays, with its
    /// verdict, but needs no decision.
    QDateTime withdrawnAt;
    /// The decided flag that already makes this flag's claim (the same kind, attempt, tests and specs): this flag's
    /// verdict is that flag's, and follows it, until a curator judges this one itself. Empty for a flag of its own.
    QString sameAs;

    bool isWithdrawn() const { return withdrawnAt.isValid(); }
    /// Open and not withdrawn: waits for a curator.
    bool awaitsVerdict() const { return verdict == Verdict::Open && !isWithdrawn(); }
};

enum class CurationStatus {
    New,
    InReview,
    InRepair,
    Approved,
    Rejected
};
QString curationStatusName(CurationStatus status); // "new", "in_review", "in_repair", "approved", "rejected"
std::optional<CurationStatus> curationStatusFromName(QStringView name);

/// One change of a task's curation: a status change, or an assignment (from == to).
struct CurationEvent {
    CurationStatus from = CurationStatus::New;
    CurationStatus to = CurationStatus::New;
    QString by;
    QDateTime at;
    QString reason;
    bool overridden = false;     // approved although the approval gates in gatesOverridden failed
    QStringList gatesOverridden; // ids of those gates ("fresh-run", ...)
};

struct Curation {
    CurationStatus status = CurationStatus::New;
    QList<CurationEvent> history;
    QString assignedTo; // the curator whose queue holds the task; empty: nobody's
};

/// One benchmark item, fully loaded (trajectories stay on disk until opened).
struct Task {
    QString id;
    Repository repository;
    QString query;
    QList<Spec> specs;
    TestSuite tests;
    QByteArray referencePatch;
    QList<Attempt> attempts;
    QList<Flag> flags;
    // Why review.json could not be read, when the task was loaded with its review apart (the window shows the rest
    // of the task): flags is then empty, and nothing writes it back over the file.
    QString flagsUnreadable;
    Curation curation;
    QList<std::pair<QString, QString>> source; // where the task was imported from (dataset, instance_id, ...)
    QString folder;                            // absolute path of tasks/<id>/, empty for a task not yet saved
};

} // namespace heddle
