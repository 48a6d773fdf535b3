#include <tests/support/failure.h>

#include <QTest>

namespace heddle::test {

bool fail(const QString &message, const std::source_location &at)
{
    if (!QTest::currentTestFunction())
        qFatal("%s:%u: %s", at.file_name(), unsigned(at.line()), qPrintable(message));
    QTest::qFail(qPrintable(message), at.file_name(), int(at.line()));
    return false;
}

} // namespace heddle::test
