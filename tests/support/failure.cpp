#include <tests/support/failure.h>

#include <QTest>

namespace heddle::test {

bool fail(const QString &message, const Location &at)
{
    if (!QTest::currentTestFunction())
        qFatal("%s:%d: %s", at.file, at.line, qPrintable(message));
    QTest::qFail(qPrintable(message), at.file, at.line);
    return false;
}

} // namespace heddle::test
