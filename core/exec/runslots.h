#pragma once

#include <QObject>

namespace heddle {

/// The slots that runs share across several validations (and mutation analyses): each run holds one from the moment
/// its workspace is made until it ends, so that N slots keep N runs busy whichever task they belong to. A released
/// slot is announced; the validations waiting for one take it in the order they connected.
class RunSlots : public QObject
{
    Q_OBJECT

public:
    explicit RunSlots(int count, QObject *parent = nullptr);

    int count() const { return m_count; }
    int inUse() const { return m_inUse; }
    int free() const { return m_count - m_inUse; }
    /// Takes a slot when one is free.
    bool tryAcquire();
    void release();

Q_SIGNALS:
    /// A slot came free (emitted from the event loop, never inside release()).
    void released();

private:
    int m_count;
    int m_inUse = 0;
};

} // namespace heddle
