#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>

namespace heddle {

/// One stream of a run's output, kept within a fixed size however much arrives: its first headBytes and its last
/// tailBytes. What lies between is counted, not kept; text() puts a marker line in its place. Memory never grows
/// past headBytes + tailBytes, so a command that prints gigabytes costs Heddle nothing but the time to read them.
class BoundedOutput
{
public:
    BoundedOutput(qint64 headBytes, qint64 tailBytes);

    void append(QByteArrayView chunk);

    /// Every byte that arrived.
    qint64 total() const { return m_total; }
    /// The bytes text() leaves out (0 while everything fits).
    qint64 dropped() const;
    /// What is kept: all of it while it fits; else the head up to its last line break, the marker line, and the tail
    /// from its first line break on (a cut through a line would read as a line of its own to a log parser). A cut
    /// that finds no line break near it stays where it is.
    QByteArray text() const;

private:
    QByteArray tail() const;
    /// How far text() moves the two cuts to the line breaks: the bytes it leaves out of the head and of the tail.
    qint64 headTrim() const;
    qint64 tailTrim(const QByteArray &tail) const;

    qint64 m_headBytes;
    qint64 m_tailBytes;
    QByteArray m_head;
    QByteArray m_ring; // the tail, circular once full
    qint64 m_ringStart = 0;
    qint64 m_total = 0;
};

/// bytes bounded as a BoundedOutput would keep them; dropped (when given) receives what was left out. A text that
/// fits is returned unchanged.
QByteArray boundedText(QByteArrayView bytes, qint64 headBytes, qint64 tailBytes, qint64 *dropped = nullptr);

/// The line that stands for what was left out: "[heddle: N bytes of output left out]".
QByteArray droppedMarker(qint64 dropped);

} // namespace heddle
