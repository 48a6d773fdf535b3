#pragma once

#include <QList>
#include <QString>

namespace heddle {

struct Flag;

/// A source of a task's flags: validation (with its integrity and implementation-detail checks), mutation analysis,
/// the flag-raising saved searches, imported review agents. Each owns the flags it raises: only it replaces, drops
/// or withdraws them, and every other source leaves them as they are.
struct FlagOrigin {
    QString name;         // "validation", "mutation", "behaviour", "agents"
    QString prefix;       // every id it raises starts with it ("mutation."); empty for the origin that takes the rest
    bool computed = true; // its flags are computed by Heddle; false: raised by a review agent
};

/// Every origin, in the order they are listed to a curator. A new source of flags adds itself here, once, and says
/// in its own file which claims it raises (mergeRaisedFlags, applyRaisedFlags).
const QList<FlagOrigin> &flagOrigins();

/// The origin named name; the validation origin for a name nobody registered.
const FlagOrigin &flagOrigin(const QString &name);

/// The origin that owns flag: a review agent's flag is the agents'; a computed flag is the origin's whose prefix its
/// id starts with, or validation's when none does.
const FlagOrigin &originOf(const Flag &flag);

/// Whether flag belongs to origin.
bool isFlagOf(const FlagOrigin &origin, const Flag &flag);

} // namespace heddle
