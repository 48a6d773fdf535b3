#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace heddle::testlog {

/// Walks a log one line at a time without copying it: a line is a slice of the input, except when it held ANSI
/// escape codes, which are removed into an internal buffer. The previous line stays valid until the next call, so a
/// parser can look one line back (Django's docstring form names the test on the line before its status).
class LineReader
{
public:
    explicit LineReader(QByteArrayView bytes)
        : m_rest(bytes)
    {}

    /// The next line without its "\n" or "\r\n" and without escape codes; false after the last line.
    bool next(QByteArrayView &line);

    /// The 1-based number of the line last returned.
    qsizetype lineNumber() const { return m_lineNumber; }

private:
    QByteArrayView m_rest;
    QByteArray m_buffers[2];
    int m_current = 0;
    qsizetype m_lineNumber = 0;
};

/// The offset of needle in haystack at or after from, or -1. glibc's memmem: a log is scanned for the same few
/// separators on every line, and this is several times faster than a byte-by-byte search.
qsizetype findBytes(QByteArrayView haystack, QByteArrayView needle, qsizetype from = 0);

/// The line with CSI ("\x1b[...m") and OSC ("\x1b]...\a") sequences removed, written into out.
void stripAnsi(QByteArrayView line, QByteArray &out);

} // namespace heddle::testlog
