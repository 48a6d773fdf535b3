#include <core/validation/resultintegrity.h>

#include <core/validation/runrecord.h>

#include <QCoreApplication>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class ResultIntegrity
{
    Q_DECLARE_TR_FUNCTIONS(heddle::ResultIntegrity)
};

bool failing(TestStatus status)
{
    return status == TestStatus::Failed || status == TestStatus::Error;
}

/// At most a few names: the sentence goes on one line of a tooltip.
QString someOf(const QStringList &tests)
{
    constexpr qsizetype kShown = 3;
    QString text = tests.mid(0, kShown).join(u", "_s);
    if (tests.size() > kShown)
        text += ResultIntegrity::tr(" and %n more", nullptr, int(tests.size() - kShown));
    return text;
}

} // namespace

QString resultIntegrityProblem(const TargetRun &run, const QStringList &listedTests,
                               const std::optional<TestResults> &otherSource)
{
    if (run.outcome != TargetRun::Outcome::Finished || run.results.isEmpty())
        return {};
    const TestResults &results = run.results;
    QStringList problems;
    QStringList failed;
    for (const QString &id : results.ids)
        if (failing(results.status.value(id)))
            failed.append(id);
    if (run.exitCode == 0 && !failed.isEmpty()) {
        problems.append(ResultIntegrity::tr("the command exited with 0 although %1 failed").arg(someOf(failed)));
    } else if (run.exitCode != 0 && failed.isEmpty() && results.uncollected.isEmpty() &&
               std::all_of(listedTests.cbegin(), listedTests.cend(),
                           [&](const QString &t) { return results.value(t) != TestStatus::Missing; })) {
        problems.append(ResultIntegrity::tr("the command exited with %1 although every test passed").arg(run.exitCode));
    }
    if (otherSource) {
        QStringList disagree;
        for (const QString &id : results.ids) {
            const TestStatus mine = results.status.value(id);
            const auto other = otherSource->status.constFind(id);
            if (other == otherSource->status.cend())
                continue;
            if ((mine == TestStatus::Passed && failing(*other)) || (failing(mine) && *other == TestStatus::Passed))
                disagree.append(ResultIntegrity::tr("%1 (%2 in the %3, %4 in the %5)")
                                    .arg(id, testStatusName(mine),
                                         run.resultsFrom == u"junit" ? ResultIntegrity::tr("JUnit report")
                                                                     : ResultIntegrity::tr("log"),
                                         testStatusName(*other),
                                         run.resultsFrom == u"junit" ? ResultIntegrity::tr("log")
                                                                     : ResultIntegrity::tr("JUnit report")));
        }
        if (!disagree.isEmpty())
            problems.append(ResultIntegrity::tr("the JUnit report and the log disagree on %1").arg(someOf(disagree)));
    }
    return problems.join(u"; "_s);
}

} // namespace heddle
