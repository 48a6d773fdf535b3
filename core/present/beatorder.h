#pragma once

#include <core/present/beats.h>
#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

/// The presenter's arrangement of a task's beats, kept in tasks/<id>/presentation.json: the beats in the order to
/// show them, each possibly skipped.
struct BeatOrder {
    struct Entry {
        QString id; // a Beat::id
        bool skipped = false;
        friend bool operator==(const Entry &, const Entry &) = default;
    };
    QList<Entry> entries;

    bool isEmpty() const { return entries.isEmpty(); }
    bool isSkipped(const QString &beatId) const;
    friend bool operator==(const BeatOrder &, const BeatOrder &) = default;
};

/// One beat in the presenter's order.
struct ArrangedBeat {
    Beat beat;
    bool skipped = false;
};

/// The generated beats in the saved order: the beats the order names first, in its order (ids it names that the
/// task no longer has are left out), then the beats it does not name yet in their generated order, skipped when
/// they are only offered.
QList<ArrangedBeat> arrangeBeats(const QList<Beat> &generated, const BeatOrder &saved);
/// The order that arranged gives, every beat named.
BeatOrder orderOf(const QList<ArrangedBeat> &arranged);
/// The beats to show: arranged without the skipped ones.
QList<Beat> shownBeats(const QList<ArrangedBeat> &arranged);

/// The task's saved order; an empty order when it has none. A file that cannot be read is an error naming it and the
/// JSON pointer of a wrong value.
Result<BeatOrder> loadBeatOrder(const QString &root, const QString &taskId);
/// Writes the order to tasks/<id>/presentation.json (unchanged bytes are not written).
Result<void> saveBeatOrder(const QString &root, const QString &taskId, const BeatOrder &order);

} // namespace heddle
