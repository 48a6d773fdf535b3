#include <core/task/teststatus.h>

#include <core/task/testcollection.h>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

QString testStatusName(TestStatus status)
{
    switch (status) {
    case TestStatus::Passed: return u"passed"_s;
    case TestStatus::Failed: return u"failed"_s;
    case TestStatus::Error: return u"error"_s;
    case TestStatus::Skipped: return u"skipped"_s;
    case TestStatus::XFail: return u"xfail"_s;
    case TestStatus::Missing: return u"missing"_s;
    }
    return u"missing"_s;
}

std::optional<TestStatus> testStatusFromName(QStringView name)
{
    static const TestStatus all[] = {TestStatus::Passed,  TestStatus::Failed, TestStatus::Error,
                                     TestStatus::Skipped, TestStatus::XFail,  TestStatus::Missing};
    for (TestStatus s : all)
        if (name == testStatusName(s))
            return s;
    return std::nullopt;
}

void TestResults::set(const QString &id, TestStatus s)
{
    auto it = status.find(id);
    if (it == status.end()) {
        ids.append(id);
        status.insert(id, s);
    } else {
        *it = s;
    }
    if (s != TestStatus::Error && uncollected.isEmpty())
        return;
    if (const QString unit = uncollectedUnit(id); !unit.isEmpty()) {
        if (s == TestStatus::Error && !uncollected.contains(unit))
            uncollected.append(unit);
        else if (s != TestStatus::Error)
            uncollected.removeOne(unit);
    }
}

TestStatus TestResults::value(const QString &id) const
{
    TestStatus s = status.value(id, TestStatus::Missing);
    if (s == TestStatus::Missing)
        if (const auto graded = gradedAs.constFind(id); graded != gradedAs.cend())
            s = status.value(*graded, TestStatus::Missing);
    if (s == TestStatus::Missing && inUncollectedFile(id))
        return TestStatus::Error;
    return s;
}

bool TestResults::inUncollectedFile(const QString &id) const
{
    return std::any_of(uncollected.cbegin(), uncollected.cend(),
                       [&](const QString &unit) { return isCollectedFrom(id, unit); });
}

} // namespace heddle
