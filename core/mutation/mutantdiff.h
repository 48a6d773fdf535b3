#pragma once

#include <QByteArray>
#include <QList>

namespace heddle {

struct Mutant;

/// What mutants change in the reference, as a unified diff (plain text, parsePatch reads it): for each mutant a hunk
/// of its file with the reference's line removed and the mutant's added (nothing added when the mutant drops the
/// line), between up to context lines of the reference around it as the mutant's own patch shows them; the hunk's
/// header names the mutant and its change. The line numbers are those of the file with the reference applied.
/// Mutants of one file share its "---"/"+++" header, in the order given.
QByteArray mutantDiff(const QList<Mutant> &mutants, int context = 3);

} // namespace heddle
