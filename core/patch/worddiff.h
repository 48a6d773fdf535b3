#pragma once

#include <QList>
#include <QStringView>

namespace heddle {

/// A run of UTF-16 code units inside one line: [start, start + length).
struct WordDiffRange {
    int start = 0;
    int length = 0;

    friend bool operator==(const WordDiffRange &, const WordDiffRange &) = default;
};

/// The parts of an old and a new line that a word diff marks as changed; both empty when the lines match.
struct WordDiff {
    QList<WordDiffRange> oldRanges;
    QList<WordDiffRange> newRanges;
    bool truncated = false; // the lines were too long for a token LCS: the whole differing middle is marked

    bool isEmpty() const { return oldRanges.isEmpty() && newRanges.isEmpty(); }
};

struct WordDiffOptions {
    bool ignoreWhitespace = false; // whitespace never counts as a change and never splits a match
    qsizetype maxCells = 1 << 20;  // bound on the LCS table (tokens x tokens) after the common ends are cut
};

/// Splits both lines into words, whitespace runs and single punctuation characters, and marks the tokens outside
/// their longest common subsequence. Pure; cost is bounded by options.maxCells.
WordDiff wordDiff(QStringView oldLine, QStringView newLine, const WordDiffOptions &options = {});

} // namespace heddle
