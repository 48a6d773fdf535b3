#include <core/flags/implementationdetail.h>

#include <core/flags/computedflag.h>
#include <core/flags/flagid.h>
#include <core/flags/assertionclass.h>
#include <core/storage/datasetlayout.h>
#include <core/task/speccoverage.h>
#include <core/task/task.h>
#include <core/testlog/failuredetails.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class ImplementationDetail
{
    Q_DECLARE_TR_FUNCTIONS(heddle::ImplementationDetail)
};

constexpr int kFewFailures = 3;
constexpr qsizetype kMaxNote = 2000;
/// "detail.<attempt>.<test's own name>", with a digest of both when folding or shortening loses anything: as the
/// other computed flags, the digest keeps two files' tests of one name apart.
QString detailFlagId(const QString &attempt, const QString &test)
{
    const QString a = flagid::fold(attempt);
    const QString t = flagid::fold(flagid::testName(test));
    return flagid::withDigest(u"detail."_s + a + u'.' + t, a != attempt || t != test, attempt + u'\n' + test);
}

/// The attempts the record ran, in the order it ran them.
QStringList attemptTargets(const RunRecord &record)
{
    QStringList targets;
    for (const TargetRun &run : record.runs)
        if (run.target != kReferenceTarget && run.target != kEmptyTarget && !targets.contains(run.target))
            targets.append(run.target);
    return targets;
}

/// The run's log: kept in the record when it was just made, else read from beside the record's file.
QByteArray logOf(const Task &task, const RunRecord &record, const TargetRun &run)
{
    if (!run.log.isEmpty() || record.file.isEmpty())
        return run.log;
    const QString file = QDir::fromNativeSeparators(record.file);
    const QString relative = DatasetLayout::runRecordFile(task.id, record.id);
    if (!file.endsWith(u'/' + relative))
        return {};
    return loadRunLog(file.chopped(relative.size() + 1), task.id, record.id, run.label());
}

/// The detail of a listed test; the harness cuts ids at the first blank, so a cut id matches the whole one.
const FailureDetail *detailOf(const QHash<QString, FailureDetail> &details, const QString &test)
{
    if (const auto it = details.constFind(test); it != details.cend())
        return &*it;
    for (const FailureDetail &d : details) {
        const qsizetype blank = d.test.indexOf(u' ');
        if (blank > 0 && QStringView(d.test).first(blank) == test)
            return &d;
    }
    return nullptr;
}

/// The task's test file pytest named ("tests/t.py", or a path under another root that ends the same way).
const TestFile *testFileOf(const Task &task, const QString &file)
{
    if (file.isEmpty())
        return nullptr;
    for (const TestFile &f : task.tests.files)
        if (f.path == file)
            return &f;
    for (const TestFile &f : task.tests.files)
        if (file.endsWith(u'/' + f.path) || f.path.endsWith(u'/' + file))
            return &f;
    return nullptr;
}

/// The statement starting at the 1-based line, with its continuation lines while brackets stay open.
QString statementAt(const QByteArray &content, int line)
{
    const QList<QByteArray> lines = content.split('\n');
    if (line < 1 || line > lines.size())
        return {};
    QString statement;
    int depth = 0;
    for (qsizetype i = line - 1; i < lines.size() && i < line + 9; ++i) {
        const QString text = QString::fromUtf8(lines[i]).trimmed();
        statement += (statement.isEmpty() ? QString() : u" "_s) + text;
        for (QChar c : codeOnly(text)) {
            if (c == u'(' || c == u'[' || c == u'{')
                ++depth;
            else if (c == u')' || c == u']' || c == u'}')
                --depth;
        }
        if (depth <= 0 && !text.endsWith(u'\\'))
            break;
    }
    return statement;
}

/// The 1-based line of the test function's first statement of the class, or 0.
int lineOfCheck(const QByteArray &content, const QString &test, AssertionClass wanted)
{
    const qsizetype bracket = test.indexOf(u'[');
    const QString head = bracket < 0 ? test : test.left(bracket);
    const QString function = head.mid(head.lastIndexOf(u"::"_s) + 2);
    const QRegularExpression def(u"^(\\s*)(async\\s+)?def\\s+"_s + QRegularExpression::escape(function) + u"\\s*\\("_s);
    const QList<QByteArray> lines = content.split('\n');
    const QStringList caught = caughtNames(QString::fromUtf8(content));
    qsizetype indent = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString text = QString::fromUtf8(lines[i]);
        if (indent < 0) {
            if (const QRegularExpressionMatch m = def.match(text); m.hasMatch())
                indent = m.capturedLength(1);
            continue;
        }
        qsizetype leading = 0;
        while (leading < text.size() && text[leading].isSpace())
            ++leading;
        if (leading == text.size())
            continue;
        if (leading <= indent)
            break; // the function ended
        if (classifyFailedCheck(withCaughtNames(statementAt(content, int(i) + 1), caught), {}) == wanted)
            return int(i) + 1;
    }
    return 0;
}

struct LocatedCheck {
    int line = 0;
    std::optional<AssertionClass> found;
    QString statement; // the check's statement, when the output names its line
};

/// The failing check's line and class. Where the output names no line (pytest --tb=no), only a message that names
/// the class by itself counts, and the line is the test function's first statement of that class.
LocatedCheck locateCheck(const FailureDetail &detail, const TestFile *file)
{
    if (detail.line > 0) {
        QString statement = file ? statementAt(file->content, detail.line) : QString();
        if (statement.isEmpty())
            statement = detail.sourceLine;
        const QStringList caught = file ? caughtNames(QString::fromUtf8(file->content)) : QStringList();
        return {detail.line, classifyFailedCheck(withCaughtNames(statement, caught), detail.message), statement};
    }
    const std::optional<AssertionClass> found = classifyFailedCheck({}, detail.message);
    if (!found || !file)
        return {0, found};
    const int line = lineOfCheck(file->content, detail.test, *found);
    return {line, found, line > 0 ? statementAt(file->content, line) : QString()};
}

/// Whether a path names a test-side file: one of the task's test files, or by the usual names (a tests/ or test/
/// folder, test_*.py, *_test.py, conftest.py).
bool testSide(const Task &task, const QString &path)
{
    if (testFileOf(task, path))
        return true;
    const QStringList parts = QDir::fromNativeSeparators(path).split(u'/', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        if (parts[i] == u"tests" || parts[i] == u"test" || parts[i] == u"testing")
            return true;
    const QString name = parts.isEmpty() ? QString() : parts.last();
    return name.startsWith(u"test_"_s) || name.endsWith(u"_test.py"_s) || name == u"conftest.py";
}

/// What failed the test. Only a failed check can be a detail: an assertion (pytest's rewritten assert, approx, a
/// mock's assert_called_*, unittest's assert methods) or pytest.raises' expectation and match; and, for a check that
/// reads a private name, the AttributeError or ImportError the test's own line raised where a valid patch has no such
/// name. An exception the code under test raised is its behaviour, whatever the line that called it compares, and so
/// is an assertion raised inside the repository's own code.
enum class Cause {
    Check,
    TestSideError,
    Code
};

Cause causeOf(const Task &task, const FailureDetail &detail)
{
    const bool fromCode = !detail.raisedIn.isEmpty() && !QDir::isAbsolutePath(detail.raisedIn) &&
                          detail.raisedIn != detail.file && !testSide(task, detail.raisedIn);
    if (fromCode)
        return Cause::Code;
    const QString type = detail.exception.section(u'.', -1);
    if (type == u"AssertionError" || type == u"Failed")
        return Cause::Check;
    if (type == u"AttributeError" || type == u"ImportError" || type == u"ModuleNotFoundError")
        return Cause::TestSideError;
    return Cause::Code;
}

QString statementText(const Task &task)
{
    return taskStatementText(task);
}

/// Whether the task's statement itself dictates what the check compares: the words an exact-message check expects
/// (a string of the check, regular-expression anchors and escapes removed) or the private name it reads appear in
/// the query or the specs. Then the check is behaviour the statement asked for, not a detail.
bool statementDictates(const Task &task, AssertionClass found, QStringView check)
{
    const QString statement = statementText(task);
    if (found == AssertionClass::PrivateName) {
        static const QRegularExpression privateName(u"\\b_[A-Za-z0-9]\\w*"_s);
        for (const QRegularExpressionMatch &m : privateName.globalMatch(check))
            if (statement.contains(m.captured()))
                return true;
        return false;
    }
    if (found != AssertionClass::ExactMessage)
        return false;
    static const QRegularExpression literal(u"[rbuRBU]*(['\"])(.*?)(?<!\\\\)\\1"_s);
    for (const QRegularExpressionMatch &m : literal.globalMatch(check)) {
        QString words = m.captured(2);
        if (words.startsWith(u'^'))
            words.remove(0, 1);
        if (words.endsWith(u'$'))
            words.chop(1);
        words.remove(u'\\');
        words = words.trimmed();
        if (words.size() >= 6 && statement.contains(words, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QString shortName(const QString &test)
{
    const qsizetype bracket = test.indexOf(u'[');
    const qsizetype colons = test.lastIndexOf(u"::"_s, bracket < 0 ? -1 : bracket);
    return colons < 0 ? test : test.mid(colons + 2);
}

/// Whether the task's statement (its query and specs) puts its results in an order ("heaviest first", "in SKU
/// order", "sorted by"): then the order a test checks is behaviour, not a detail. "In any order" says the opposite.
bool statementAsksForOrder(const Task &task)
{
    const QString text = statementText(task);
    static const QRegularExpression anyOrder(
        u"\\b(any|no particular|arbitrary|unspecified) order\\b|\\border (does not|doesn't|do not|don't) matter|"
        "\\bregardless of (their |the )?order\\b|\\bunordered\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (anyOrder.match(text).hasMatch())
        return false;
    static const QRegularExpression ordered(
        u"\\b(order|ordered|sort|sorted|sorts|first|last|rank|ranked|ranks|ascending|descending|increasing|"
        "decreasing|oldest|newest|earliest|latest)\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    return ordered.match(text).hasMatch();
}

} // namespace

QString taskStatementText(const Task &task)
{
    QString text = task.query;
    for (const Spec &s : task.specs)
        text += u'\n' + s.title + u'\n' + s.text;
    return text;
}

QList<DetailFinding> implementationDetailFindings(const Task &task, const RunRecord &record)
{
    QList<DetailFinding> findings;
    const TargetRun *reference = firstFinishedRun(record, kReferenceTarget);
    if (!reference)
        return findings;
    const QStringList tests = listedTests(task);
    QHash<QString, QSet<QString>> flakyOn; // target -> tests
    for (const FlakyTest &f : record.flaky)
        flakyOn[f.target].insert(f.test);

    for (const QString &attempt : attemptTargets(record)) {
        const TargetRun *run = firstFinishedRun(record, attempt);
        if (!run)
            continue;
        QStringList failing; // tests the reference passes and the attempt does not
        for (const QString &test : tests)
            if (reference->results.value(test) == TestStatus::Passed && isFailing(run->results.value(test)) &&
                !flakyOn.value(kReferenceTarget).contains(test) && !flakyOn.value(attempt).contains(test))
                failing.append(test);
        // An attempt that fails many tests is wrong in more than a detail.
        if (failing.isEmpty() || (failing.size() > kFewFailures && failing.size() * 4 > tests.size()))
            continue;
        const QHash<QString, FailureDetail> details = parseFailureDetails(logOf(task, record, *run));
        QStringList names;
        for (const QString &test : std::as_const(failing))
            names.append(shortName(test));
        // Every failure must be a detail: one plain wrong value, error or missing exception says the attempt is wrong
        // in its behaviour, and a detail check it also fails is then no evidence against the test.
        QList<DetailFinding> found;
        for (const QString &test : std::as_const(failing)) {
            const FailureDetail *detail =
                run->results.value(test) == TestStatus::Failed ? detailOf(details, test) : nullptr;
            const Cause cause = detail ? causeOf(task, *detail) : Cause::Code;
            if (cause == Cause::Code)
                break;
            const auto [line, cls, statement] = locateCheck(*detail, testFileOf(task, detail->file));
            if (!cls || (cause == Cause::TestSideError && *cls != AssertionClass::PrivateName) ||
                (*cls == AssertionClass::UnorderedOrder && statementAsksForOrder(task)) ||
                statementDictates(task, *cls, statement))
                break;
            const TestFile *file = testFileOf(task, detail->file);
            DetailFinding f;
            f.flagId = detailFlagId(attempt, test);
            f.attempt = attempt;
            f.test = test;
            f.file = file ? file->path : detail->file;
            f.line = line;
            f.detail = *cls;
            f.message = detail->message;
            f.failing = int(failing.size());
            f.failingText = names.join(u", "_s);
            found.append(std::move(f));
        }
        if (found.size() == failing.size())
            findings += found;
    }
    return findings;
}

QList<Flag> implementationDetailFlags(const Task &task, const RunRecord &record)
{
    QList<Flag> flags;
    for (const DetailFinding &f : implementationDetailFindings(task, record)) {
        const AssertionClassInfo &info = assertionClassInfo(f.detail);
        Flag flag = computedFlag(FlagKind::FalseNegative, f.flagId);
        flag.attempt = f.attempt;
        flag.tests = {f.test};
        flag.specs = specsCovering(task, {f.test});
        const QString where = f.line > 0 ? ImplementationDetail::tr(" (line %1)").arg(f.line) : QString();
        flag.rationale =
            f.failing == 1
                ? ImplementationDetail::tr("Run %1: the attempt %2 fails only %3, which %4%5. %6")
                      .arg(record.id, f.attempt, shortName(f.test), info.check, where, info.explanation)
                : ImplementationDetail::tr("Run %1: the attempt %2 fails only %3 of the tests the "
                                           "reference passes; %4 %5%6. %7")
                      .arg(record.id, f.attempt, f.failingText, shortName(f.test), info.check, where, info.explanation);
        Evidence evidence;
        evidence.kind = Evidence::Kind::TestLine;
        evidence.file = f.file;
        evidence.line = f.line;
        evidence.note = f.message.left(kMaxNote);
        // A path outside the repository (a container's /testbed/...) that names no test file opens nothing.
        if (evidence.line > 0 && !evidence.file.isEmpty() && !QDir::isAbsolutePath(evidence.file))
            flag.evidence.append(evidence);
        flags.append(flag);
    }
    return flags;
}

} // namespace heddle
