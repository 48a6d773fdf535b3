// Result<T> and Result<void>: a value or an error, and a result nobody set is an error, never a success.

#include <core/util/result.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultIsAnError();
    void valueAndError();
    void voidResult();
    void errorNamesThePlace();
};

void TestResult::defaultIsAnError()
{
    const Result<int> value;
    QVERIFY(!value);
    QVERIFY(!value.error().message.isEmpty());
    const Result<void> nothing;
    QVERIFY(!nothing);
    QVERIFY(!nothing.error().message.isEmpty());
}

void TestResult::valueAndError()
{
    Result<QString> ok = u"text"_s;
    QVERIFY(ok);
    QCOMPARE(*ok, u"text"_s);
    const Result<QString> failed = makeError(Error::Code::Parse, u"bad"_s, u"detail"_s);
    QVERIFY(!failed);
    QCOMPARE(failed.error().code, Error::Code::Parse);
}

void TestResult::voidResult()
{
    const Result<void> ok = Ok{};
    QVERIFY(ok);
    const Result<void> failed = makeError(Error::Code::Io, u"cannot write"_s);
    QVERIFY(!failed);
    QCOMPARE(failed.error().message, u"cannot write"_s);
}

void TestResult::errorNamesThePlace()
{
    Error e = makeError(Error::Code::Schema, u"expected a string"_s);
    e.file = u"tasks/a/task.json"_s;
    e.line = 3;
    e.column = 14;
    e.pointer = u"/specs/0/id"_s;
    QCOMPARE(e.toString(), u"tasks/a/task.json:3:14: expected a string (at /specs/0/id)"_s);
}

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
