#include <core/storage/datasetlayout.h>

namespace heddle {

using namespace Qt::StringLiterals;

DatasetLayout::DatasetLayout(QString root)
    : m_root(std::move(root))
{
    while (m_root.size() > 1 && m_root.endsWith(u'/'))
        m_root.chop(1);
}

QString DatasetLayout::at(const QString &relative) const
{
    return relative.isEmpty() ? m_root : m_root + u'/' + relative;
}

QString DatasetLayout::relative(const QString &absolute) const
{
    if (absolute.size() > m_root.size() && absolute.startsWith(m_root) && absolute[m_root.size()] == u'/')
        return absolute.mid(m_root.size() + 1);
    return absolute;
}

QString DatasetLayout::datasetFile()
{
    return QString::fromUtf16(kDatasetFileName);
}

QString DatasetLayout::tasksFolder()
{
    return u"tasks"_s;
}

QString DatasetLayout::taskFolder(const QString &taskId)
{
    return u"tasks/"_s + taskId;
}

QString DatasetLayout::taskFile(const QString &taskId)
{
    return taskFolder(taskId) + u"/task.json"_s;
}

QString DatasetLayout::inTaskFolder(const QString &taskId, const QString &name)
{
    return taskFolder(taskId) + u'/' + name;
}

QString DatasetLayout::referencePatchName()
{
    return u"reference.patch"_s;
}

QString DatasetLayout::reviewFile(const QString &taskId)
{
    return taskFolder(taskId) + u"/review.json"_s;
}

QString DatasetLayout::curationFile(const QString &taskId)
{
    return taskFolder(taskId) + u"/curation.json"_s;
}

QString DatasetLayout::presentationFile(const QString &taskId)
{
    return taskFolder(taskId) + u"/presentation.json"_s;
}

QString DatasetLayout::testFilesFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/test-files"_s;
}

QString DatasetLayout::testFile(const QString &taskId, const QString &path)
{
    return testFilesFolder(taskId) + u'/' + path;
}

QString DatasetLayout::attemptsFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/attempts"_s;
}

QString DatasetLayout::attemptFolder(const QString &taskId, const QString &attemptId)
{
    return attemptsFolder(taskId) + u'/' + attemptId;
}

QString DatasetLayout::attemptFile(const QString &taskId, const QString &attemptId)
{
    return attemptFolder(taskId, attemptId) + u"/attempt.json"_s;
}

QString DatasetLayout::inAttemptFolder(const QString &taskId, const QString &attemptId, const QString &name)
{
    return attemptFolder(taskId, attemptId) + u'/' + name;
}

QString DatasetLayout::attemptPatchName()
{
    return u"patch.diff"_s;
}

QString DatasetLayout::validationFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/validation"_s;
}

QString DatasetLayout::runRecordFile(const QString &taskId, const QString &runId)
{
    return validationFolder(taskId) + u'/' + runId + u".json"_s;
}

QString DatasetLayout::runLogFolder(const QString &taskId, const QString &runId)
{
    return validationFolder(taskId) + u'/' + runId;
}

QString DatasetLayout::runLogFile(const QString &taskId, const QString &runId, const QString &label)
{
    return runLogFolder(taskId, runId) + u'/' + label + u".log"_s;
}

QString DatasetLayout::agentRunsFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/agent-runs"_s;
}

QString DatasetLayout::agentRunFile(const QString &taskId, const QString &runId)
{
    return agentRunsFolder(taskId) + u'/' + runId + u".json"_s;
}

QString DatasetLayout::mutationFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/mutation"_s;
}

QString DatasetLayout::mutationRecordFile(const QString &taskId, const QString &runId)
{
    return mutationFolder(taskId) + u'/' + runId + u".json"_s;
}

QString DatasetLayout::cacheFolder()
{
    return u".heddle-cache"_s;
}

QString DatasetLayout::writeLockFile()
{
    return cacheFolder() + u"/write.lock"_s;
}

QString DatasetLayout::mutationCacheFile(const QString &key)
{
    return cacheFolder() + u"/mutation/"_s + key + u".json"_s;
}

QString DatasetLayout::digestCacheFile()
{
    return cacheFolder() + u"/digests"_s;
}

QString DatasetLayout::curatorReviewsFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/reviews"_s;
}

QString DatasetLayout::curatorReviewFile(const QString &taskId, const QString &curator)
{
    return curatorReviewsFolder(taskId) + u'/' + curatorFileName(curator) + u".json"_s;
}

QString DatasetLayout::blindFolder(const QString &taskId)
{
    return taskFolder(taskId) + u"/blind"_s;
}

QString DatasetLayout::blindVerdictFile(const QString &taskId, const QString &curator)
{
    return blindFolder(taskId) + u'/' + curatorFileName(curator) + u".json"_s;
}

QString DatasetLayout::curatorFileName(const QString &curator)
{
    QString name;
    const QString lower = curator.trimmed().toLower();
    for (const QChar c : lower)
        name += c.isLetterOrNumber() || c == u'.' || c == u'_' || c == u'-' ? c : u'-';
    while (name.startsWith(u'.') || name.startsWith(u'-'))
        name.remove(0, 1);
    return name.isEmpty() ? u"curator"_s : name;
}

} // namespace heddle
