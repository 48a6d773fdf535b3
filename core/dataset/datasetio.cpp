#include <core/dataset/datasetio.h>
#include <core/dataset/datasetio_p.h>

#include <core/dataset/containertemplate.h>
#include <core/dataset/curatorverdicts.h>
#include <core/dataset/digestcache.h>
#include <core/dataset/schemavalidator.h>
#include <core/dataset/taskjson.h>
#include <core/dataset/testednothingsummary.h>
#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/patch/patchparser.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>
#include <core/storage/subfolders.h>
#include <core/util/diskwatch.h>
#include <core/util/workpool.h>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#endif

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QtConcurrent>

namespace heddle {

using namespace Qt::StringLiterals;
using datasetio::unsafeName;
using datasetio::unsafePath;

namespace {

struct DatasetIo {
    Q_DECLARE_TR_FUNCTIONS(DatasetIo)
};

struct JsonFile {
    Json json;
    QByteArray bytes;
    QString path; // relative to the dataset root, for messages
};

// Reads files of one dataset, collecting every problem instead of stopping at the first.
class Reader
{
public:
    explicit Reader(const QString &root)
        : m_layout(root)
    {
        m_canonicalRoot = QFileInfo(root).canonicalFilePath();
    }

    QList<Error> errors;

    QString absolute(const QString &rel) const { return m_layout.at(rel); }

    void add(Error e) { errors.append(std::move(e)); }
    void add(const QString &rel, Error::Code code, QString message, QString detail = {})
    {
        Error e = makeError(code, std::move(message), std::move(detail));
        e.file = rel;
        errors.append(std::move(e));
    }

    bool leavesDataset(const QString &abs) const
    {
        const QString c = QFileInfo(abs).canonicalFilePath();
        return c.isEmpty() || !(c == m_canonicalRoot || c.startsWith(m_canonicalRoot + u'/'));
    }

    // Reads a file under the dataset. Returns nullopt (and records why) when it is missing, unreadable or a link
    // that leaves the dataset; a missing optional file is not a problem.
    std::optional<QByteArray> read(const QString &rel, bool optional = false)
    {
        const QString abs = absolute(rel);
        const QFileInfo info(abs);
        if (!info.exists() && !info.isSymLink()) {
            if (!optional)
                add(rel, Error::Code::NotFound, DatasetIo::tr("missing file"));
            return std::nullopt;
        }
        if (leavesDataset(abs)) {
            add(rel, Error::Code::Io,
                DatasetIo::tr("a symbolic link that leaves the dataset (or points nowhere); refusing to read it"),
                info.symLinkTarget());
            return std::nullopt;
        }
        if (!info.isFile()) {
            add(rel, Error::Code::Io, DatasetIo::tr("expected a file, found a folder"));
            return std::nullopt;
        }
        noteDiskAccess(abs, DiskAccess::Read);
        QFile file(abs);
        if (!file.open(QIODevice::ReadOnly)) {
            add(rel, Error::Code::Io, DatasetIo::tr("cannot read the file"), file.errorString());
            return std::nullopt;
        }
        return file.readAll();
    }

    std::optional<JsonFile> readJson(const QString &rel, const QString &schema, bool optional = false)
    {
        auto bytes = read(rel, optional);
        if (!bytes)
            return std::nullopt;
        auto parsed = parseJson(*bytes, rel);
        if (!parsed) {
            add(parsed.error());
            return std::nullopt;
        }
        const auto violations = SchemaValidator::embedded(schema).validate(*parsed);
        // Each place is found by walking the text: past a hundred, the rest are counted, not walked to.
        constexpr qsizetype kPlacedPerFile = 100;
        for (qsizetype i = 0; i < std::min(violations.size(), kPlacedPerFile); ++i)
            add(jsonValueError(*bytes, rel, violations[i].pointer, violations[i].message));
        if (violations.size() > kPlacedPerFile)
            add(rel, Error::Code::Schema,
                DatasetIo::tr("and %n more problem(s) in this file", nullptr, int(violations.size() - kPlacedPerFile)));
        if (!violations.isEmpty())
            return std::nullopt;
        return JsonFile{std::move(parsed).value(), std::move(*bytes), rel};
    }

    void valueError(const JsonFile &file, const QString &pointer, QString message)
    {
        add(jsonValueError(file.bytes, file.path, pointer, std::move(message)));
    }

private:
    DatasetLayout m_layout;
    QString m_canonicalRoot;
};

Result<DatasetInfo> readDatasetInfo(Reader &reader)
{
    auto file = reader.readJson(DatasetLayout::datasetFile(), u"dataset.schema.json"_s);
    if (!file) {
        Error e =
            reader.errors.value(0, makeError(Error::Code::Io, DatasetIo::tr("cannot read the dataset description")));
        if (e.code == Error::Code::NotFound)
            e.message = DatasetIo::tr("not a Heddle dataset: %1 is missing").arg(DatasetLayout::datasetFile());
        return e;
    }
    DatasetInfo info = taskjson::datasetFromJson(file->json);
    // A broken template would otherwise surface only when the first test run fails to start.
    if (!info.validation.commandTemplate.isEmpty()) {
        if (Result<void> s = checkContainerTemplate(info.validation.commandTemplate); !s) {
            const Error &e = s.error();
            reader.valueError(*file, u"/validation/container/command"_s,
                              e.detail.isEmpty() ? e.message : e.message + u" ("_s + e.detail + u')');
            return reader.errors.last();
        }
    }
    return info;
}

// Reads task.json and checks what the schema cannot: the id, the categories, the spec references.
std::optional<JsonFile> readTaskJson(Reader &reader, const DatasetInfo &info, const QString &taskId, Task &task,
                                     QString &referencePatchFile)
{
    const QString rel = DatasetLayout::taskFile(taskId);
    auto file = reader.readJson(rel, u"task.schema.json"_s);
    if (!file)
        return std::nullopt;
    taskjson::taskFromJson(file->json, task, referencePatchFile);
    const qsizetype before = reader.errors.size();
    if (task.id != taskId)
        reader.valueError(*file, u"/id"_s,
                          DatasetIo::tr("the id \"%1\" differs from the folder name \"%2\"").arg(task.id, taskId));
    QSet<QString> categories;
    for (const SpecCategory &c : info.specCategories)
        categories.insert(c.id);
    QSet<QString> specIds;
    for (qsizetype i = 0; i < task.specs.size(); ++i) {
        const Spec &s = task.specs[i];
        const QString at = u"/specs/"_s + QString::number(i);
        if (specIds.contains(s.id))
            reader.valueError(*file, at + u"/id"_s, DatasetIo::tr("the spec id \"%1\" is used twice").arg(s.id));
        specIds.insert(s.id);
        if (!categories.isEmpty() && !categories.contains(s.category))
            reader.valueError(*file, at + u"/category"_s,
                              DatasetIo::tr("unknown spec category \"%1\"; the dataset defines: %2")
                                  .arg(s.category, QStringList(categories.begin(), categories.end()).join(u", "_s)));
    }
    for (qsizetype i = 0; i < task.specs.size(); ++i) {
        const Spec &s = task.specs[i];
        for (qsizetype j = 0; j < s.interactsWith.size(); ++j)
            if (!specIds.contains(s.interactsWith[j]))
                reader.valueError(*file, u"/specs/%1/interacts_with/%2"_s.arg(i).arg(j),
                                  DatasetIo::tr("no spec has the id \"%1\"").arg(s.interactsWith[j]));
    }
    if (reader.errors.size() != before)
        return std::nullopt;
    return file;
}

QStringList subfolders(const QString &path)
{
    return subfolderNames(path);
}

// Finds the top-level "model" string of an attempt.json without building the document: the SAX pass stops as soon
// as the value is read, which is near the start of every file Heddle writes.
class ModelScan : public nlohmann::json_sax<Json>
{
public:
    std::optional<std::string> model;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t &) override { return value(); }
    bool binary(binary_t &) override { return value(); }
    bool string(string_t &val) override
    {
        if (m_depth == 1 && m_atModel) {
            model = std::move(val);
            return false;
        }
        return value();
    }
    bool start_object(std::size_t) override
    {
        value();
        ++m_depth;
        return true;
    }
    bool end_object() override
    {
        --m_depth;
        return true;
    }
    bool start_array(std::size_t) override
    {
        value();
        ++m_depth;
        return true;
    }
    bool end_array() override
    {
        --m_depth;
        return true;
    }
    bool key(string_t &val) override
    {
        if (m_depth == 1)
            m_atModel = val == "model";
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override { return false; }

private:
    bool value()
    {
        if (m_depth == 1)
            m_atModel = false;
        return true;
    }

    int m_depth = 0;
    bool m_atModel = false;
};

std::optional<QString> scanModel(const QByteArray &bytes)
{
    ModelScan scan;
    try {
        Json::sax_parse(bytes.cbegin(), bytes.cend(), &scan, nlohmann::json::input_format_t::json, false);
    } catch (const std::exception &) {
        return std::nullopt;
    }
    if (!scan.model)
        return std::nullopt;
    return toQString(*scan.model);
}

// The model named by an attempt.json, read for the queue's model filter. Only the head of the file is read when
// it holds the key. A missing or malformed file yields nothing: loadTask is where attempts are validated.
// Tens of thousands of these are read when a dataset opens, so the common case costs open, read and close only:
// a plain file under a plain folder stays inside the task folder, which was checked; a link gets the full check.
std::optional<QString> readAttemptModel(Reader &reader, const QString &path, bool dirIsLink)
{
    constexpr qint64 kHead = 4096;
    noteDiskAccess(path, DiskAccess::Read);
    QByteArray bytes;
    bool whole = false;
#ifdef Q_OS_UNIX
    if (!dirIsLink) {
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0 && errno != ELOOP)
            return std::nullopt;
        if (fd >= 0) {
            bytes.resize(kHead);
            const ssize_t n = ::read(fd, bytes.data(), size_t(kHead));
            ::close(fd);
            if (n < 0)
                return std::nullopt;
            bytes.truncate(n);
            if (auto model = scanModel(bytes))
                return model;
            if (n < kHead)
                return std::nullopt;
            bytes.clear();
        }
    }
#endif
    if (dirIsLink || QFileInfo(path).isSymLink()) {
        if (reader.leavesDataset(path))
            return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bytes = file.read(kHead);
    whole = file.atEnd();
    if (auto model = scanModel(bytes))
        return model;
    if (whole)
        return std::nullopt;
    bytes += file.readAll();
    return scanModel(bytes);
}

TaskSummary summarize(const QString &root, const DatasetInfo &info, const QString &taskId, const DigestCache &digests)
{
    Reader reader(root);
    TaskSummary summary;
    summary.id = taskId;
    const QString taskDir = reader.absolute(DatasetLayout::taskFolder(taskId));
    if (reader.leavesDataset(taskDir)) {
        reader.add(DatasetLayout::taskFolder(taskId), Error::Code::Io,
                   DatasetIo::tr("a symbolic link that leaves the dataset"));
        summary.errors = reader.errors;
        return summary;
    }
    Task task;
    QString referencePatch;
    const bool taskRead = readTaskJson(reader, info, taskId, task, referencePatch).has_value();
    if (taskRead) {
        summary.repository = task.repository.name;
        summary.specs = int(task.specs.size());
        for (const Spec &s : std::as_const(task.specs))
            ++summary.specsPerCategory[s.category];
    }
    summary.mutation = readMutationSummary(root, taskId);
    summary.testedNothing = readTestedNothing(root, taskId);
    // Only an analysed task has its files hashed, and the digest cache spares the files unchanged since last time.
    if (summary.mutation && summary.mutation->error.isEmpty() && taskRead)
        summary.mutation->stale = mutationSummaryStaleReasons(
            *summary.mutation, task,
            [&] { return digests.digest(DatasetLayout::inTaskFolder(taskId, referencePatch)); },
            [&](const TestFile &f) { return digests.digest(DatasetLayout::testFile(taskId, f.path)); });
    const QString attemptsDir = reader.absolute(DatasetLayout::attemptsFolder(taskId));
    const QStringList attempts = subfolders(attemptsDir);
    summary.attempts = int(attempts.size());
    if (!attempts.isEmpty() && !(QFileInfo(attemptsDir).isSymLink() && reader.leavesDataset(attemptsDir))) {
        const bool attemptsIsLink = QFileInfo(attemptsDir).isSymLink();
        QSet<QString> models;
        QDirIterator it(attemptsDir, QDir::Dirs | QDir::NoDotAndDotDot);
        while (it.hasNext()) {
            it.next();
            // The listing already knows whether an entry is a link: no extra stat per attempt.
            const bool link = attemptsIsLink || it.fileInfo().isSymLink();
            const QString attemptFile = reader.absolute(DatasetLayout::attemptFile(taskId, it.fileName()));
            if (auto model = readAttemptModel(reader, attemptFile, link); model && !model->isEmpty())
                models.insert(*model);
        }
        summary.models = QStringList(models.cbegin(), models.cend());
        summary.models.sort();
    }
    if (auto review = reader.readJson(DatasetLayout::reviewFile(taskId), u"review.schema.json"_s, true)) {
        const QList<Flag> flags = taskjson::flagsFromJson(review->json);
        for (qsizetype i = 0; i < flags.size(); ++i) {
            // A flag its agent withdrew waits for nobody: it is not counted as open.
            if (!(flags[i].verdict == Verdict::Open && flags[i].isWithdrawn()))
                ++summary.flags[size_t(flags[i].kind)][size_t(flags[i].verdict)];
            // Attempt folders are listed anyway; a flag on a missing attempt would dangle in every view.
            if (!flags[i].attempt.isEmpty() && !attempts.contains(flags[i].attempt))
                reader.valueError(*review, u"/flags/%1/attempt"_s.arg(i),
                                  DatasetIo::tr("no attempt has the id \"%1\"").arg(flags[i].attempt));
        }
    }
    if (auto curation = reader.readJson(DatasetLayout::curationFile(taskId), u"curation.schema.json"_s, true)) {
        const Curation read = taskjson::curationFromJson(curation->json);
        summary.status = read.status;
        summary.assignedTo = read.assignedTo;
    }
    summary.errors = reader.errors;
    return summary;
}

void checkPatch(Reader &reader, const QString &rel, const QByteArray &bytes)
{
    auto patch = parsePatch(bytes);
    if (patch)
        return;
    Error e = patch.error();
    e.file = rel;
    reader.add(std::move(e));
}

// review.json: its flags, which must name the task's attempts and each have an id of its own.
void readReview(Reader &reader, const QString &taskId, const QSet<QString> &attemptIds, Task &task)
{
    if (auto review = reader.readJson(DatasetLayout::reviewFile(taskId), u"review.schema.json"_s, true)) {
        task.flags = taskjson::flagsFromJson(review->json);
        QSet<QString> flagIds;
        for (qsizetype i = 0; i < task.flags.size(); ++i) {
            const Flag &f = task.flags[i];
            const QString at = u"/flags/"_s + QString::number(i);
            if (flagIds.contains(f.id))
                reader.valueError(*review, at + u"/id"_s, DatasetIo::tr("the flag id \"%1\" is used twice").arg(f.id));
            flagIds.insert(f.id);
            if (!f.attempt.isEmpty() && !attemptIds.contains(f.attempt))
                reader.valueError(*review, at + u"/attempt"_s,
                                  DatasetIo::tr("no attempt has the id \"%1\"").arg(f.attempt));
            for (qsizetype j = 0; j < f.evidence.size(); ++j) {
                const Evidence &e = f.evidence[j];
                if (e.kind != Evidence::Kind::TestLine && !e.attempt.isEmpty() && !attemptIds.contains(e.attempt))
                    reader.valueError(*review, at + u"/evidence/%1/attempt"_s.arg(j),
                                      DatasetIo::tr("no attempt has the id \"%1\"").arg(e.attempt));
            }
        }
    }
}

// The first of errors, saying how many more there are.
QString summarizedErrors(const QList<Error> &errors)
{
    QString text = errors.first().toString();
    if (errors.size() > 1)
        text += u"\n"_s +
                DatasetIo::tr("and %n more problem(s); `heddle check` lists them all", nullptr, int(errors.size() - 1));
    return text;
}

// What curators and flag sources change while a task is open: review.json's flags (on attemptIds) and curation.json.
void readDecisions(Reader &reader, const QString &taskId, const QSet<QString> &attemptIds, Task &task,
                   BrokenReview review)
{
    const qsizetype reviewErrorsFrom = reader.errors.size();
    readReview(reader, taskId, attemptIds, task);
    if (review == BrokenReview::LeavesFlagsOut && reader.errors.size() > reviewErrorsFrom) {
        task.flags.clear();
        task.flagsUnreadable = summarizedErrors(reader.errors.mid(reviewErrorsFrom));
        reader.errors.resize(reviewErrorsFrom);
    }
    if (auto curation = reader.readJson(DatasetLayout::curationFile(taskId), u"curation.schema.json"_s, true))
        task.curation = taskjson::curationFromJson(curation->json);
}

// A malformed patch does not stop a task from loading (a solver's output is what it is), but `heddle check`
// says where it breaks.
enum class CheckPatches {
    No,
    Yes
};

void readTask(Reader &reader, const DatasetInfo &info, const QString &taskId, Task &task,
              CheckPatches checkPatches = CheckPatches::No, BrokenReview review = BrokenReview::RefusesTask)
{
    const QString taskRel = DatasetLayout::taskFolder(taskId);
    const QString taskDir = reader.absolute(taskRel);
    task.folder = taskDir;
    if (!QFileInfo(taskDir).isDir()) {
        reader.add(taskRel, Error::Code::NotFound, DatasetIo::tr("no such task folder"));
        return;
    }
    if (reader.leavesDataset(taskDir)) {
        reader.add(taskRel, Error::Code::Io, DatasetIo::tr("a symbolic link that leaves the dataset"));
        return;
    }
    QString referencePatchFile;
    if (readTaskJson(reader, info, taskId, task, referencePatchFile)) {
        for (TestFile &f : task.tests.files)
            if (f.isText())
                if (auto bytes = reader.read(DatasetLayout::testFile(taskId, f.path)))
                    f.content = std::move(*bytes);
        const QString referencePatch = DatasetLayout::inTaskFolder(taskId, referencePatchFile);
        if (auto bytes = reader.read(referencePatch)) {
            task.referencePatch = std::move(*bytes);
            if (checkPatches == CheckPatches::Yes)
                checkPatch(reader, referencePatch, task.referencePatch);
        }
    }

    for (const QString &attemptId : subfolders(reader.absolute(DatasetLayout::attemptsFolder(taskId)))) {
        auto file = reader.readJson(DatasetLayout::attemptFile(taskId, attemptId), u"attempt.schema.json"_s);
        if (!file)
            continue;
        Attempt attempt;
        QString patchFile;
        taskjson::attemptFromJson(file->json, attempt, patchFile);
        if (attempt.id != attemptId)
            reader.valueError(
                *file, u"/id"_s,
                DatasetIo::tr("the id \"%1\" differs from the folder name \"%2\"").arg(attempt.id, attemptId));
        const QString patch = DatasetLayout::inAttemptFolder(taskId, attemptId, patchFile);
        if (auto bytes = reader.read(patch)) {
            attempt.patch = std::move(*bytes);
            if (checkPatches == CheckPatches::Yes)
                checkPatch(reader, patch, attempt.patch);
        }
        if (attempt.trajectory.isValid()) {
            const QString trajectoryRel = DatasetLayout::inAttemptFolder(taskId, attemptId, attempt.trajectory.file);
            const QString trajectory = reader.absolute(trajectoryRel);
            if (!QFileInfo::exists(trajectory))
                reader.add(trajectoryRel, Error::Code::NotFound, DatasetIo::tr("missing trajectory file"));
            else if (reader.leavesDataset(trajectory))
                reader.add(trajectoryRel, Error::Code::Io, DatasetIo::tr("a symbolic link that leaves the dataset"));
        }
        task.attempts.append(std::move(attempt));
    }

    QSet<QString> attemptIds;
    for (const Attempt &a : std::as_const(task.attempts))
        attemptIds.insert(a.id);
    readDecisions(reader, taskId, attemptIds, task, review);
}

template <typename F> Result<Dataset> guarded(F &&f)
{
    try {
        return f();
    } catch (const std::exception &e) {
        return makeError(Error::Code::Parse, DatasetIo::tr("unexpected content"), QString::fromUtf8(e.what()));
    }
}

} // namespace

Result<Dataset> openDatasetDescription(const QString &rootPath)
{
    return guarded([&]() -> Result<Dataset> {
        Dataset dataset;
        dataset.root = QFileInfo(rootPath).absoluteFilePath();
        if (!QFileInfo(dataset.root).isDir()) {
            Error e = makeError(Error::Code::NotFound, DatasetIo::tr("no such folder"));
            e.file = dataset.root;
            return e;
        }
        Reader reader(dataset.root);
        auto info = readDatasetInfo(reader);
        if (!info) {
            Error e = info.error();
            e.file = QDir(dataset.root).filePath(e.file);
            return e;
        }
        dataset.info = std::move(info).value();
        return dataset;
    });
}

QStringList taskFolderIds(const QString &root)
{
    return subfolders(DatasetLayout(QFileInfo(root).absoluteFilePath()).at(DatasetLayout::tasksFolder()));
}

namespace {

QList<TaskSummary> summarizeWith(const Dataset &dataset, const QStringList &ids, const DigestCache &digests)
{
    return QtConcurrent::blockingMapped<QList<TaskSummary>>(workPool(), ids, [&](const QString &id) {
        try {
            return summarize(dataset.root, dataset.info, id, digests);
        } catch (const std::exception &ex) {
            TaskSummary s;
            s.id = id;
            Error e = makeError(Error::Code::Parse, DatasetIo::tr("unexpected content"), QString::fromUtf8(ex.what()));
            e.file = DatasetLayout::taskFolder(id);
            s.errors.append(e);
            return s;
        }
    });
}

} // namespace

QList<TaskSummary> summarizeTasks(const Dataset &dataset, const QStringList &taskIds)
{
    return summarizeWith(dataset, taskIds, DigestCache(dataset.root));
}

Result<Dataset> openDataset(const QString &rootPath)
{
    return guarded([&]() -> Result<Dataset> {
        Result<Dataset> described = openDatasetDescription(rootPath);
        if (!described)
            return described.error();
        Dataset dataset = std::move(described).value();
        const DigestCache digests(dataset.root);
        dataset.tasks = summarizeWith(dataset, taskFolderIds(dataset.root), digests);
        digests.save();
        return dataset;
    });
}

QFuture<Result<Dataset>> openDatasetAsync(const QString &root)
{
    return QtConcurrent::run(workPool(), [root] { return openDataset(root); });
}

Result<Task> loadTask(const QString &rootPath, const QString &taskId, BrokenReview review)
{
    try {
        const QString root = QFileInfo(rootPath).absoluteFilePath();
        if (!isSafeId(taskId))
            return unsafeName(DatasetIo::tr("The task id"), taskId);
        Reader reader(root);
        auto info = readDatasetInfo(reader);
        if (!info)
            return info.error();
        Task task;
        readTask(reader, *info, taskId, task, CheckPatches::No, review);
        if (!reader.errors.isEmpty()) {
            Error first = reader.errors.first();
            if (reader.errors.size() > 1)
                first.detail = DatasetIo::tr("this task has %1 more problems; `heddle check` lists them all")
                                   .arg(reader.errors.size() - 1);
            return first;
        }
        return task;
    } catch (const std::exception &e) {
        return makeError(Error::Code::Parse, DatasetIo::tr("unexpected content"), QString::fromUtf8(e.what()));
    }
}

QFuture<Result<Task>> loadTaskAsync(const QString &root, const QString &taskId)
{
    return QtConcurrent::run(workPool(), [root, taskId] { return loadTask(root, taskId); });
}

Result<datasetio::TaskDecisions> datasetio::readTaskDecisions(const QString &rootPath, const QString &taskId)
{
    try {
        const QString root = QFileInfo(rootPath).absoluteFilePath();
        if (!isSafeId(taskId))
            return unsafeName(DatasetIo::tr("The task id"), taskId);
        Reader reader(root);
        const QString taskDir = reader.absolute(DatasetLayout::taskFolder(taskId));
        if (!QFileInfo(taskDir).isDir() || reader.leavesDataset(taskDir)) {
            Error e = makeError(Error::Code::NotFound, DatasetIo::tr("no such task folder"));
            e.file = DatasetLayout::taskFolder(taskId);
            return e;
        }
        // An attempt's id is its folder's name (loadTask refuses one that differs), so flags are checked against the
        // folders without reading every attempt and its patch.
        const QStringList folders = subfolders(reader.absolute(DatasetLayout::attemptsFolder(taskId)));
        const QSet<QString> attemptIds(folders.cbegin(), folders.cend());
        Task task;
        readDecisions(reader, taskId, attemptIds, task, BrokenReview::LeavesFlagsOut);
        if (!reader.errors.isEmpty())
            return reader.errors.first();
        return datasetio::TaskDecisions{std::move(task.flags), std::move(task.flagsUnreadable),
                                        std::move(task.curation)};
    } catch (const std::exception &e) {
        return makeError(Error::Code::Parse, DatasetIo::tr("unexpected content"), QString::fromUtf8(e.what()));
    }
}

QList<Error> checkDataset(const QString &rootPath)
{
    const QString root = QFileInfo(rootPath).absoluteFilePath();
    // A path that is no dataset is named as it was given: the problems of a dataset are named inside it.
    if (!QFileInfo(root).isDir()) {
        Error e = makeError(Error::Code::NotFound, DatasetIo::tr("no such folder"));
        e.file = rootPath;
        return {e};
    }
    Reader reader(root);
    try {
        auto info = readDatasetInfo(reader);
        if (!info && info.error().code == Error::Code::NotFound) {
            Error e = info.error();
            e.file = QDir(rootPath).filePath(DatasetLayout::datasetFile());
            return {e};
        }
        if (!info)
            return reader.errors;
        for (const QString &id : subfolders(reader.absolute(DatasetLayout::tasksFolder()))) {
            if (!isSafeId(id)) {
                reader.add(DatasetLayout::taskFolder(id), Error::Code::Schema,
                           DatasetIo::tr("the folder name is not a valid task id"));
                continue;
            }
            Task task;
            const qsizetype before = reader.errors.size();
            readTask(reader, *info, id, task, CheckPatches::Yes);
            // The curators' own verdicts are judged against the flags: only when those could be read.
            if (reader.errors.size() == before)
                reader.errors += checkCuratorVerdicts(root, task);
        }
    } catch (const std::exception &e) {
        reader.add(makeError(Error::Code::Parse, DatasetIo::tr("unexpected content"), QString::fromUtf8(e.what())));
    }
    return reader.errors;
}

Result<void> createDataset(const QString &root, const DatasetInfo &info)
{
    return writeFileIfChanged(DatasetLayout(root).at(DatasetLayout::datasetFile()),
                              serializeJson(taskjson::datasetToJson(info)));
}

Result<void> saveDatasetInfo(const QString &root, const DatasetInfo &info)
{
    return createDataset(root, info);
}

QMap<QString, QString> datasetRepositories(const QString &root)
{
    Reader reader(root);
    Result<DatasetInfo> info = readDatasetInfo(reader);
    return info ? info->repositories : QMap<QString, QString>();
}

namespace datasetio {

Error unsafeName(const QString &what, const QString &name)
{
    return makeError(Error::Code::Schema,
                     DatasetIo::tr("%1 \"%2\" cannot be used as a file name inside the dataset").arg(what, name));
}

// A path from a task or an attempt that would leave its folder or land where git cannot keep it; file is where it
// would have been written.
Error unsafePath(const QString &what, const QString &path, const QString &file)
{
    Error e = unsafeName(what, path);
    e.detail = DatasetIo::tr("a relative path with '/' between its parts, none of them empty, '.', '..' or '.git'");
    e.file = file;
    return e;
}

} // namespace datasetio

} // namespace heddle
