#include <core/validation/verboserun.h>

#include <core/testcommand/testselection.h>
#include <core/testcommand/shellwords.h>
#include <core/testlog/failuredetails.h>

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

bool cutShort(const QString &message)
{
    if (message.contains(u"Use -v to get more diff"_s) || message.contains(u"Full output truncated"_s) ||
        message.contains(u"use '-vv' to show"_s))
        return true;
    // saferepr's shortening: a quoted string with "..." in its middle, on the comparison's first line.
    static const QRegularExpression shortened(u"'[^'\\n]+\\.\\.\\.[^'\\n]+'|\"[^\"\\n]+\\.\\.\\.[^\"\\n]+\""_s);
    return shortened.match(message.section(u'\n', 0, 0)).hasMatch();
}

} // namespace

QStringList truncatedComparisons(QByteArrayView log, int limit)
{
    const QHash<QString, FailureDetail> details = parseFailureDetails(log);
    QList<std::pair<qsizetype, QString>> found; // where the log first names the test, the test
    for (const FailureDetail &d : details) {
        if (d.test.isEmpty() || d.exception.section(u'.', -1) != u"AssertionError" || !cutShort(d.message))
            continue;
        found.append({log.indexOf(d.test.toUtf8()), d.test});
    }
    std::sort(found.begin(), found.end());
    QStringList tests;
    for (const auto &[at, test] : std::as_const(found))
        if (tests.size() < limit)
            tests.append(test);
    return tests;
}

QString verboseRerunCommand(const QString &testCommand, const QStringList &tests, const QString &workspace)
{
    if (tests.isEmpty())
        return {};
    const NarrowedCommand selected = selectTestsCommand(testCommand, tests);
    if (!selected.narrowed || selected.runner != u"pytest")
        return {};
    const QString activate = workspace + u"/.heddle/pyenv.sh"_s;
    if (QFileInfo::exists(activate))
        return u". %1; "_s.arg(shellQuoted(activate)) + selected.command;
    return selected.command;
}

QString verboseRerunVariable()
{
    return u"PYTEST_ADDOPTS=-vv"_s;
}

QByteArray verboseRerunHeading(const QStringList &tests)
{
    return "\n===== Heddle ran " + QByteArray::number(tests.size()) + (tests.size() == 1 ? " test" : " tests") +
           " again with -vv: pytest cut its comparison short =====\n";
}

} // namespace heddle
