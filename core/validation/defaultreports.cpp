#include <core/validation/defaultreports.h>

#include <core/testlog/testlogparser.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxDepth = 4;

void reportsIn(const QString &folder, const QDateTime &since, QStringList &out)
{
    const QFileInfoList files = QDir(folder).entryInfoList({u"TEST-*.xml"_s}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files)
        if (file.lastModified() > since)
            out.append(file.filePath());
}

void visit(const QString &folder, int depth, const QDateTime &since, QStringList &out)
{
    reportsIn(folder + u"/target/surefire-reports"_s, since, out);
    const QString gradle = folder + u"/build/test-results"_s;
    for (const QString &task : QDir(gradle).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        reportsIn(gradle + u'/' + task, since, out);
    if (depth >= kMaxDepth)
        return;
    // Modules are plain folders: hidden ones, dependencies and build output hold none.
    for (const QString &child :
         QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name)) {
        if (child.startsWith(u'.') || child == u"node_modules" || child == u"target" || child == u"build")
            continue;
        visit(folder + u'/' + child, depth + 1, since, out);
    }
}

} // namespace

QStringList defaultJUnitReports(const QString &workspace, const QDateTime &since)
{
    QStringList out;
    // Without a time to compare with, no report can be told to be the run's.
    if (since.isValid() && QFileInfo(workspace).isDir())
        visit(QDir::cleanPath(workspace), 0, since, out);
    return out;
}

std::optional<TestResults> readDefaultJUnitReports(const QString &workspace, const QDateTime &since,
                                                   QHash<QString, double> *seconds)
{
    TestResults all;
    for (const QString &path : defaultJUnitReports(workspace, since)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        Result<TestResults> parsed = parseJUnitReport(file.readAll(), seconds);
        if (!parsed)
            continue; // a report cut short by a crash: the log still tells
        for (const QString &id : std::as_const(parsed->ids))
            all.set(id, parsed->status.value(id));
    }
    if (all.isEmpty())
        return std::nullopt;
    return all;
}

} // namespace heddle
