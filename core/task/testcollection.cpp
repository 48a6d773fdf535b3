#include <core/task/testcollection.h>

#include <QList>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr QStringView kFailedTest = u" (unittest.loader._FailedTest";

/// The dotted path in the parentheses of a Django or unittest id, "test_a (app.tests.C)" -> "app.tests.C".
QStringView unittestPath(QStringView testId)
{
    const qsizetype open = testId.lastIndexOf(u" (");
    if (open <= 0 || !testId.endsWith(u')'))
        return {};
    return testId.sliced(open + 2, testId.size() - open - 3);
}

/// Whether a module of the dotted path is the file: "app.tests.T" is in ".../app/tests.py" and in
/// ".../app/tests/__init__.py".
bool inFile(QStringView dotted, QStringView file)
{
    QString module;
    const QList<QStringView> parts = dotted.split(u'.');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        if (i > 0)
            module += u'/';
        module += parts.at(i);
        for (const QString &candidate : {QString(module + u".py"_s), QString(module + u"/__init__.py"_s)})
            if (file == candidate || (file.endsWith(candidate) && file.at(file.size() - candidate.size() - 1) == u'/'))
                return true;
    }
    return false;
}

} // namespace

QString uncollectedUnit(QStringView resultId)
{
    if (const qsizetype failed = resultId.indexOf(kFailedTest); failed > 0)
        return resultId.first(failed).toString();
    // A pytest id of a test always holds "::"; a file or folder never holds a blank (ids with parameters do).
    if (resultId.isEmpty() || resultId.contains(u"::") || resultId.contains(u' '))
        return {};
    return resultId.toString();
}

bool isCollectedFrom(QStringView testId, QStringView unit)
{
    if (unit.isEmpty())
        return false;
    if (const qsizetype colons = testId.indexOf(u"::"); colons > 0) {
        const QStringView file = testId.first(colons);
        return file == unit || (file.startsWith(unit) && file.at(unit.size()) == u'/');
    }
    const QStringView path = unittestPath(testId);
    if (path.isEmpty())
        return false;
    if (unit.endsWith(u".py"))
        return inFile(path, unit);
    if (path.startsWith(unit) && path.size() > unit.size() && path.at(unit.size()) == u'.')
        return true;
    if (unit.contains(u'.'))
        return false;
    // Every part but the last, which is the class (or, in Python 3.11's form, the method).
    const QList<QStringView> parts = path.split(u'.');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        if (parts.at(i) == unit)
            return true;
    return false;
}

bool isTestPath(QStringView path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    const QStringView name = slash < 0 ? path : path.mid(slash + 1);
    for (const QStringView folder : {u"tests", u"test", u"__tests__"})
        if (path.startsWith(folder) && path.size() > folder.size() && path[folder.size()] == u'/')
            return true;
    for (const QStringView folder : {u"/tests/", u"/test/", u"/__tests__/"})
        if (path.contains(folder))
            return true;
    if (name.endsWith(u".py") && (name.startsWith(u"test_") || name.endsWith(u"_test.py") || name == u"conftest.py"))
        return true;
    return name.contains(u".test.") || name.contains(u".spec.") || name.endsWith(u"Test.java") ||
           name.endsWith(u"_test.go");
}

} // namespace heddle
