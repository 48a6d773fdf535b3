#pragma once

#include <QList>

namespace heddle {

struct Flag;

/// One claim, one decision. Every flag that waits for a verdict and makes the claim of a decided flag (the same kind,
/// attempt, tests and specs; a claim that names neither tests nor specs is too vague to be the same) is linked to it:
/// its sameAs names the decided flag and it takes that flag's verdict. A linked flag follows its decided flag's
/// verdict as it is now; one whose decided flag is gone keeps the verdict and loses the link. Every source of flags
/// (validation, integrity, mutation, behaviour searches, imported agents) and every verdict runs it before saving.
/// Returns how many flags changed.
int linkSameClaims(QList<Flag> &flags);

/// f takes from's verdict, note, author and time; returns whether that changed f.
bool takeVerdict(Flag &f, const Flag &from);

/// The decided flag flagId is linked to, or nullptr.
const Flag *decidedFlagOf(const QList<Flag> &flags, const Flag &linked);

} // namespace heddle
