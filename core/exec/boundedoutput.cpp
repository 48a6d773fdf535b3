#include <core/exec/boundedoutput.h>

#include <QStringBuilder>

#include <algorithm>
#include <cstring>

namespace heddle {

namespace {

// How far from a cut a line break is looked for. Beyond it the cut stays: an enormous line is cut through.
constexpr qint64 kLineSearch = qint64(64) * 1024;

} // namespace

BoundedOutput::BoundedOutput(qint64 headBytes, qint64 tailBytes)
    : m_headBytes(std::max<qint64>(0, headBytes))
    , m_tailBytes(std::max<qint64>(0, tailBytes))
{}

void BoundedOutput::append(QByteArrayView chunk)
{
    m_total += chunk.size();
    if (m_head.size() < m_headBytes) {
        const qint64 take = std::min<qint64>(m_headBytes - m_head.size(), chunk.size());
        m_head.append(chunk.first(take));
        chunk = chunk.sliced(take);
    }
    if (chunk.isEmpty() || m_tailBytes == 0)
        return;
    if (chunk.size() >= m_tailBytes) {
        // Whatever the ring held is older than all of this.
        m_ring = chunk.last(m_tailBytes).toByteArray();
        m_ringStart = 0;
        return;
    }
    if (m_ring.size() < m_tailBytes) {
        const qint64 room = m_tailBytes - m_ring.size();
        const qint64 take = std::min<qint64>(room, chunk.size());
        m_ring.append(chunk.first(take));
        chunk = chunk.sliced(take);
        if (chunk.isEmpty())
            return;
    }
    // Full: overwrite the oldest bytes, wrapping once at most (chunk is shorter than the ring).
    char *ring = m_ring.data();
    const qint64 first = std::min<qint64>(chunk.size(), m_tailBytes - m_ringStart);
    std::memcpy(ring + m_ringStart, chunk.data(), size_t(first));
    std::memcpy(ring, chunk.data() + first, size_t(chunk.size() - first));
    m_ringStart = (m_ringStart + chunk.size()) % m_tailBytes;
}

QByteArray BoundedOutput::tail() const
{
    if (m_ringStart == 0)
        return m_ring;
    return m_ring.sliced(m_ringStart) + m_ring.first(m_ringStart);
}

qint64 BoundedOutput::headTrim() const
{
    const qint64 from = std::max<qint64>(0, m_head.size() - kLineSearch);
    const qsizetype at = m_head.lastIndexOf('\n');
    return at >= from ? m_head.size() - (at + 1) : 0;
}

qint64 BoundedOutput::tailTrim(const QByteArray &tail) const
{
    const qsizetype at = tail.indexOf('\n');
    return at >= 0 && at < kLineSearch && at + 1 < tail.size() ? at + 1 : 0;
}

qint64 BoundedOutput::dropped() const
{
    const qint64 between = m_total - m_head.size() - m_ring.size();
    if (between <= 0)
        return 0;
    return between + headTrim() + tailTrim(tail());
}

QByteArray BoundedOutput::text() const
{
    const QByteArray kept = tail();
    if (m_total == m_head.size() + kept.size())
        return m_head + kept;
    const qint64 headCut = headTrim(), tailCut = tailTrim(kept);
    const qint64 dropped = m_total - m_head.size() - kept.size() + headCut + tailCut;
    QByteArray text = m_head.first(m_head.size() - headCut);
    if (!text.isEmpty() && !text.endsWith('\n'))
        text += '\n';
    text += droppedMarker(dropped);
    text += QByteArrayView(kept).sliced(tailCut);
    return text;
}

QByteArray boundedText(QByteArrayView bytes, qint64 headBytes, qint64 tailBytes, qint64 *dropped)
{
    if (bytes.size() <= headBytes + tailBytes) {
        if (dropped)
            *dropped = 0;
        return bytes.toByteArray();
    }
    BoundedOutput output(headBytes, tailBytes);
    output.append(bytes);
    if (dropped)
        *dropped = output.dropped();
    return output.text();
}

QByteArray droppedMarker(qint64 dropped)
{
    return "[heddle: " + QByteArray::number(dropped) + " bytes of output left out]\n";
}

} // namespace heddle
