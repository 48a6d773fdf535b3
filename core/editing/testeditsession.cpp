#include <core/editing/testeditsession.h>

#include <core/dataset/datasetio.h>

#include <QDateTime>
#include <QFile>
#include <QSignalBlocker>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {
constexpr int kDefaultAutosaveMs = 2000;
}

TestEditSession::TestEditSession(const QString &draftFolder, QObject *parent)
    : QObject(parent)
    , m_store(draftFolder)
    , m_autosave(new QTimer(this))
{
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(kDefaultAutosaveMs);
    connect(m_autosave, &QTimer::timeout, this, [this] { (void)flushDrafts(); });
}

TestEditSession::~TestEditSession()
{
    const QSignalBlocker blocker(this);
    (void)flushDrafts();
}

void TestEditSession::setTask(const QString &datasetRoot, const Task &task)
{
    (void)flushDrafts(); // first, so that the drafts read below include the ones it writes
    QList<Error> problems;
    QList<Draft> drafts = task.id.isEmpty() ? QList<Draft>() : m_store.draftsFor(datasetRoot, task.id, &problems);
    setTask(datasetRoot, task, std::move(drafts), std::move(problems));
}

void TestEditSession::setTask(const QString &datasetRoot, const Task &task, QList<Draft> drafts, QList<Error> problems)
{
    (void)flushDrafts();
    m_root = datasetRoot;
    m_task = task;
    m_current.clear();
    m_draftPending.clear();
    m_recoverable.clear();
    m_problems = std::move(problems);

    if (!m_task.id.isEmpty()) {
        for (Draft &draft : drafts) {
            const TestFile *file = savedFile(draft.path);
            if (!file) {
                Error e = makeError(Error::Code::NotFound,
                                    tr("A draft of %1 was found, but task %2 has no such test file any more")
                                        .arg(draft.path, m_task.id));
                e.file = draft.fileName;
                m_problems.append(e);
                continue;
            }
            // Nothing to recover: the saved file already holds this text.
            if (file->content == draft.content) {
                (void)m_store.remove(m_root, m_task.id, draft.path);
                continue;
            }
            draft.baseChanged = draft.baseSha256 != sha256Hex(file->content);
            m_recoverable.append(std::move(draft));
        }
    }
    Q_EMIT taskChanged();
    Q_EMIT recoverableDraftsChanged();
    for (const Error &problem : std::as_const(m_problems))
        Q_EMIT error(problem);
}

void TestEditSession::clear()
{
    setTask({}, Task{});
}

void TestEditSession::setFlags(const QList<Flag> &flags)
{
    m_task.flags = flags;
    Q_EMIT flagsChanged();
}

void TestEditSession::updateTask(const Task &task)
{
    if (task.id != m_task.id) {
        setTask(m_root, task);
        return;
    }
    const Task before = std::exchange(m_task, task);
    for (const TestFile &file : before.tests.files) {
        const TestFile *now = savedFile(file.path);
        if (now && now->content == file.content)
            continue;
        // Gone, or saved anew under the editor: what was typed over the old content no longer applies to it.
        m_current.remove(file.path);
        m_draftPending.remove(file.path);
        dropRecoverable(file.path);
        (void)m_store.remove(m_root, m_task.id, file.path);
    }
    Q_EMIT taskChanged();
}

QStringList TestEditSession::files() const
{
    QStringList paths;
    for (const TestFile &file : m_task.tests.files)
        if (file.isText()) // a deleted or binary test file has no text to edit
            paths.append(file.path);
    return paths;
}

bool TestEditSession::hasFile(const QString &path) const
{
    return savedFile(path) != nullptr;
}

TestFile *TestEditSession::savedFile(const QString &path)
{
    for (TestFile &file : m_task.tests.files)
        if (file.path == path)
            return &file;
    return nullptr;
}

const TestFile *TestEditSession::savedFile(const QString &path) const
{
    for (const TestFile &file : m_task.tests.files)
        if (file.path == path)
            return &file;
    return nullptr;
}

QByteArray TestEditSession::content(const QString &path) const
{
    const auto it = m_current.constFind(path);
    return it != m_current.cend() ? *it : savedContent(path);
}

QByteArray TestEditSession::savedContent(const QString &path) const
{
    const TestFile *file = savedFile(path);
    return file ? file->content : QByteArray();
}

void TestEditSession::setContent(const QString &path, const QByteArray &content)
{
    if (!hasFile(path) || content == this->content(path))
        return;
    setCurrent(path, content);
    m_draftPending.insert(path);
    m_autosave->start();
}

void TestEditSession::setCurrent(const QString &path, const QByteArray &content)
{
    const bool wasModified = isModified(path);
    if (content == savedContent(path))
        m_current.remove(path);
    else
        m_current.insert(path, content);
    Q_EMIT contentChanged(path);
    if (wasModified != isModified(path))
        Q_EMIT modifiedChanged(path, !wasModified);
}

bool TestEditSession::isModified(const QString &path) const
{
    return m_current.contains(path);
}

bool TestEditSession::hasUnsavedChanges() const
{
    return !m_current.isEmpty();
}

QStringList TestEditSession::modifiedFiles() const
{
    QStringList paths;
    for (const TestFile &file : m_task.tests.files)
        if (isModified(file.path))
            paths.append(file.path);
    return paths;
}

Result<void> TestEditSession::save(const QString &path)
{
    if (!isModified(path))
        return Ok{};
    const QByteArray bytes = m_current.value(path);
    Result<void> status = saveTestFile(m_root, m_task, path, bytes);
    if (!status) {
        Q_EMIT error(status.error());
        return status;
    }
    savedFile(path)->content = bytes;
    m_current.remove(path);
    // The draft goes unless it is one left by an earlier run that the curator has not decided on yet.
    m_draftPending.remove(path);
    const bool recoverable =
        std::any_of(m_recoverable.cbegin(), m_recoverable.cend(), [&path](const Draft &d) { return d.path == path; });
    if (!recoverable)
        (void)m_store.remove(m_root, m_task.id, path);
    Q_EMIT modifiedChanged(path, false);
    Q_EMIT saved(path);
    return status;
}

Result<void> TestEditSession::saveAll()
{
    for (const QString &path : modifiedFiles()) {
        Result<void> status = save(path);
        if (!status)
            return status;
    }
    return Ok{};
}

void TestEditSession::revert(const QString &path)
{
    if (!isModified(path))
        return;
    setCurrent(path, savedContent(path));
    m_draftPending.insert(path);
    (void)flushDrafts();
}

void TestEditSession::revertAll()
{
    for (const QString &path : modifiedFiles())
        revert(path);
}

Result<void> TestEditSession::restoreDraft(const QString &path)
{
    const auto it =
        std::find_if(m_recoverable.cbegin(), m_recoverable.cend(), [&path](const Draft &d) { return d.path == path; });
    if (it == m_recoverable.cend())
        return makeError(Error::Code::NotFound, tr("There is no draft of %1 to restore").arg(path));
    const QByteArray content = it->content;
    dropRecoverable(path);
    // The draft on disk now belongs to this session: it is rewritten with the current base at the next autosave.
    setContent(path, content);
    return Ok{};
}

void TestEditSession::discardDrafts()
{
    if (m_recoverable.isEmpty())
        return;
    for (const Draft &draft : std::as_const(m_recoverable)) {
        // An edit made since the task was opened owns the same draft file; it is rewritten below.
        if (isModified(draft.path))
            m_draftPending.insert(draft.path);
        Result<void> status = m_store.remove(m_root, m_task.id, draft.path);
        if (!status)
            Q_EMIT error(status.error());
    }
    m_recoverable.clear();
    Q_EMIT recoverableDraftsChanged();
    if (!m_draftPending.isEmpty())
        m_autosave->start();
}

void TestEditSession::dropRecoverable(const QString &path)
{
    const qsizetype removed = m_recoverable.removeIf([&path](const Draft &d) { return d.path == path; });
    if (removed > 0)
        Q_EMIT recoverableDraftsChanged();
}

Result<void> TestEditSession::flushDrafts()
{
    m_autosave->stop();
    Result<void> result = Ok{};
    const QSet<QString> pending = std::exchange(m_draftPending, {});
    for (const QString &path : pending) {
        const bool recoverable = std::any_of(m_recoverable.cbegin(), m_recoverable.cend(),
                                             [&path](const Draft &d) { return d.path == path; });
        if (!isModified(path)) {
            if (!recoverable)
                (void)m_store.remove(m_root, m_task.id, path);
            continue;
        }
        if (recoverable) {
            // The earlier run's draft shares this file name; keep it beside the new one rather than overwrite it.
            const QString fileName = m_store.fileNameFor(m_root, m_task.id, path);
            QFile::rename(fileName, fileName + u".replaced-"_s +
                                        QDateTime::currentDateTimeUtc().toString(u"yyyyMMddThhmmsszzz"_s));
            dropRecoverable(path);
        }
        Draft draft;
        draft.dataset = m_root;
        draft.task = m_task.id;
        draft.path = path;
        draft.baseSha256 = sha256Hex(savedContent(path));
        draft.savedAt = QDateTime::currentDateTimeUtc();
        draft.content = m_current.value(path);
        Result<void> status = m_store.write(draft);
        if (!status) {
            m_draftPending.insert(path);
            Q_EMIT error(status.error());
            if (result)
                result = status;
            continue;
        }
        Q_EMIT draftWritten(path);
    }
    return result;
}

int TestEditSession::autosaveInterval() const
{
    return m_autosave->interval();
}

void TestEditSession::setAutosaveInterval(int milliseconds)
{
    m_autosave->setInterval(milliseconds);
}

} // namespace heddle
