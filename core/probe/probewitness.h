#pragma once

#include <QList>
#include <QString>

namespace heddle {

struct ProbeDifference;

/// A call on which a version (a mutant, an attempt) behaves differently from the reference, as a record keeps it:
/// the evidence a curator reads and the test that would tell the two apart.
struct ProbeWitness {
    QString call;        // "clamp(-1, 0, 3)"
    QString reference;   // "returns 0"
    QString other;       // "returns -1"
    QString text;        // the whole sentence: "returns -1 where the reference returns 0 for clamp(-1, 0, 3)"
    bool varied = false; // made by varying a call the tests make, not one they make
    QString test;        // the declared test whose call it is (or varies)
    // A test asserting the reference's result, when the call has a literal form: where it goes and what it says.
    QString testFile;
    int insertAfterLine = 0;
    QString testName;
    QString testSource;
};

/// What a version's comparison with the reference came to.
enum class ProbeVerdict {
    NotProbed,     // no search was made, or it gave nothing for this version
    Equivalent,    // every recorded and varied call gave the same result
    Distinguished, // some call told them apart (the witnesses)
};

/// The witnesses worth keeping of a version's differences: calls that have a test first, then recorded before varied
/// calls, at most limit.
QList<ProbeWitness> probeWitnesses(const QList<ProbeDifference> &differences, int limit = 3);

const char *probeVerdictName(ProbeVerdict verdict); // "equivalent", "distinguished"; "" when not probed
ProbeVerdict probeVerdictFromName(const QString &name);

} // namespace heddle
