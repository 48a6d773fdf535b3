#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace heddle {

/// The reference patch with one added or changed line of code altered: a behaviour the tests should notice.
struct Mutant {
    QString id;          // stable: a digest of file, line, operator and replacement
    QString file;        // repository path
    int line = 0;        // 1-based line in the new file
    int hunk = -1;       // 0-based hunk of the file's diff
    QString op;          // comparison, arithmetic, boolean, negation, constant, return, statement, call
    QString description; // "`<` -> `<=`"
    QString original;    // the line as the reference has it
    QString replacement; // the line as the mutant has it; empty when the mutant drops it
    bool removesLine = false;
    QByteArray patch; // the whole mutant patch, ready for `git apply`
};

struct MutantSet {
    QList<Mutant> mutants; // the chosen ones, in patch order (file, hunk, line)
    int candidates = 0;    // how many the patch gave before the budget chose
};

/// Mutants per task when nothing else is said.
inline constexpr int kDefaultMutantBudget = 30;

/// Mutants of a reference patch, made only from its added lines of Python, JavaScript/TypeScript, Java, Go and Rust
/// files (test files are left alone). budget <= 0 keeps every candidate; otherwise the budget is spread over the
/// hunks (one from each in turn, a hunk's lines in turn) so that no hunk goes unexamined while another has many.
/// The same patch and budget always give the same mutants. A patch that cannot be parsed is an error.
Result<MutantSet> generateMutants(QByteArrayView referencePatch, int budget = kDefaultMutantBudget);

} // namespace heddle
