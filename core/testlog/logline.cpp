#include <core/testlog/logline.h>

#include <cstring>

namespace heddle::testlog {

void stripAnsi(QByteArrayView line, QByteArray &out)
{
    out.resize(line.size());
    char *dst = out.data();
    const char *p = line.data();
    const char *end = p + line.size();
    while (p < end) {
        if (*p != '\x1b') {
            *dst++ = *p++;
            continue;
        }
        ++p;
        if (p == end)
            break;
        if (*p == '[') {
            // CSI: parameter and intermediate bytes, then one final byte in 0x40..0x7e.
            ++p;
            while (p < end && !(*p >= 0x40 && *p <= 0x7e))
                ++p;
            if (p < end)
                ++p;
        } else if (*p == ']') {
            // OSC (terminal titles, hyperlinks): ends with BEL or ESC backslash.
            ++p;
            while (p < end && *p != '\a' && !(*p == '\x1b' && p + 1 < end && p[1] == '\\'))
                ++p;
            if (p < end)
                p += (*p == '\a') ? 1 : 2;
        } else {
            ++p; // a two-byte escape such as ESC ( B
        }
    }
    out.resize(dst - out.data());
}

qsizetype findBytes(QByteArrayView haystack, QByteArrayView needle, qsizetype from)
{
    if (from < 0 || from > haystack.size() || needle.isEmpty())
        return needle.isEmpty() && from >= 0 && from <= haystack.size() ? from : -1;
    if (haystack.isEmpty())
        return -1; // memmem must not see a null pointer
    const void *hit =
        memmem(haystack.data() + from, size_t(haystack.size() - from), needle.data(), size_t(needle.size()));
    return hit ? static_cast<const char *>(hit) - haystack.data() : -1;
}

bool LineReader::next(QByteArrayView &line)
{
    if (m_rest.isEmpty())
        return false;
    const void *nl = std::memchr(m_rest.data(), '\n', size_t(m_rest.size()));
    qsizetype length = nl ? static_cast<const char *>(nl) - m_rest.data() : m_rest.size();
    QByteArrayView raw = m_rest.first(length);
    m_rest = nl ? m_rest.sliced(length + 1) : QByteArrayView();
    if (raw.endsWith('\r'))
        raw.chop(1);
    ++m_lineNumber;
    if (std::memchr(raw.data(), '\x1b', size_t(raw.size()))) {
        m_current ^= 1;
        stripAnsi(raw, m_buffers[m_current]);
        line = QByteArrayView(m_buffers[m_current]);
    } else {
        line = raw;
    }
    return true;
}

} // namespace heddle::testlog
