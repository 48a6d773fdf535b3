#include "fuzzdataset.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace heddle::fuzz {

namespace {

void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + source.mid(from.size());
        QDir().mkpath(QFileInfo(target).path());
        if (!QFile::copy(source, target))
            qFatal("cannot copy %s", qPrintable(source));
    }
}

} // namespace

FuzzDataset::FuzzDataset()
{
    if (!m_dir.isValid())
        qFatal("cannot make a temporary folder");
    const QString demo = QStringLiteral(HEDDLE_SOURCE_DIR "/resources/demo");
    const QString task = QStringLiteral("/tasks/") + taskId();
    QDir().mkpath(root() + task + QStringLiteral("/attempts"));
    if (!QFile::copy(demo + QStringLiteral("/heddle-dataset.json"), root() + QStringLiteral("/heddle-dataset.json")))
        qFatal("cannot copy the demo's heddle-dataset.json");
    for (const QString &name : {QStringLiteral("task.json"), QStringLiteral("review.json"),
                                QStringLiteral("curation.json"), QStringLiteral("reference.patch")})
        QFile::copy(demo + task + u'/' + name, root() + task + u'/' + name);
    copyTree(demo + task + QStringLiteral("/test-files"), root() + task + QStringLiteral("/test-files"));
    // Every attempt, so that the task's flags and evidence name attempts that exist.
    copyTree(demo + task + QStringLiteral("/attempts"), root() + task + QStringLiteral("/attempts"));
}

const FuzzDataset &fuzzDataset()
{
    static const FuzzDataset dataset;
    return dataset;
}

} // namespace heddle::fuzz
