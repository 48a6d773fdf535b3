#pragma once

#include <core/task/teststatus.h>

#include <QByteArrayView>
#include <QString>

#include <optional>

// What the console parsers of runners other than Python's share: the marks the JavaScript runners print before a
// test's title, the durations they print after it, and how a status named twice is kept.
namespace heddle::testlog {

/// The status a JavaScript reporter's mark stands for, and the title after it: "✓ adds (3 ms)" gives Passed and
/// "adds (3 ms)". Pass: ✓ ✔ √; fail: ✕ × ✗ ✘ ✖; skipped: ○ ↓ − and "-" followed by a blank, ✎ (Jest's todo), □
/// (Vitest's todo). nullopt when text does not start with one.
struct MarkedTitle {
    TestStatus status = TestStatus::Passed;
    QByteArrayView title;
};
std::optional<MarkedTitle> matchMark(QByteArrayView text, bool dashIsSkip);

/// text without a trailing duration or retry note as reporters print them: " (12 ms)", " (12ms)", " (1.2 s)", " 12ms",
/// " 1.2s", " [12.00ms]", " (retry x2)".
QByteArrayView withoutDuration(QByteArrayView text);

/// Sets a status where several tests of one log may share an id (runners whose ids are bare titles, a test run
/// several times): a failure or an error is not hidden by a later pass of the same id, a pass not by a skip.
void setWorst(TestResults &results, const QString &id, TestStatus status);

/// Decodes UTF-8 (console titles keep their non-ASCII characters).
inline QString idText(QByteArrayView text)
{
    return QString::fromUtf8(text.trimmed());
}

} // namespace heddle::testlog
