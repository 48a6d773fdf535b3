#include <core/editing/taskedit.h>
#include <core/storage/writelock.h>

#include <core/dataset/schemavalidator.h>
#include <core/dataset/taskjson.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>
#include <core/testlog/testlogparser.h>
#include <core/flags/computedflags.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct TaskEditText {
    Q_DECLARE_TR_FUNCTIONS(heddle::TaskEdit)
};

Error definitionError(const Task &task, const QString &pointer, QString message)
{
    Error e = makeError(Error::Code::Schema, std::move(message), pointer);
    e.file = DatasetLayout::taskFile(task.id);
    e.pointer = pointer;
    return e;
}

// A test id declared twice in one list, or in both lists.
Result<void> checkTestLists(const Task &task)
{
    QSet<QString> failToPass;
    for (qsizetype i = 0; i < task.tests.failToPass.size(); ++i) {
        const QString &id = task.tests.failToPass.at(i);
        const QString pointer = u"/tests/fail_to_pass/%1"_s.arg(i);
        if (id.trimmed().isEmpty())
            return definitionError(task, pointer, TaskEditText::tr("A test id is empty."));
        if (failToPass.contains(id))
            return definitionError(task, pointer, TaskEditText::tr("%1 is declared FAIL_TO_PASS twice.").arg(id));
        failToPass.insert(id);
    }
    QSet<QString> passToPass;
    for (qsizetype i = 0; i < task.tests.passToPass.size(); ++i) {
        const QString &id = task.tests.passToPass.at(i);
        const QString pointer = u"/tests/pass_to_pass/%1"_s.arg(i);
        if (id.trimmed().isEmpty())
            return definitionError(task, pointer, TaskEditText::tr("A test id is empty."));
        if (failToPass.contains(id))
            return definitionError(
                task, pointer,
                TaskEditText::tr("%1 is declared both FAIL_TO_PASS and PASS_TO_PASS: a test is in one list.").arg(id));
        if (passToPass.contains(id))
            return definitionError(task, pointer, TaskEditText::tr("%1 is declared PASS_TO_PASS twice.").arg(id));
        passToPass.insert(id);
    }
    return Ok{};
}

// What the test command runs with: a log format Heddle reads, an image and a language that are one word each, and a
// command a shell can be given (an empty command is allowed: the task says its command is unknown).
Result<void> checkTestSuite(const Task &task)
{
    const TestSuite &suite = task.tests;
    if (suite.command.contains(QChar(0)))
        return definitionError(task, u"/tests/command"_s,
                               TaskEditText::tr("The test command holds a NUL character, which no shell can run."));
    if (!suite.logFormat.isEmpty() && (suite.logFormat == u"auto" || !testLogFormatFromName(suite.logFormat)))
        return definitionError(task, u"/tests/log_format"_s,
                               TaskEditText::tr("\"%1\" is not a log format Heddle reads (pytest, django, sympy, "
                                                "junit, or none to tell from the output).")
                                   .arg(suite.logFormat));
    const auto oneWord = [](const QString &text) {
        return std::none_of(text.cbegin(), text.cend(),
                            [](QChar c) { return c.isSpace() || c.category() == QChar::Other_Control; });
    };
    if (!oneWord(suite.image))
        return definitionError(task, u"/tests/image"_s,
                               TaskEditText::tr("The container image \"%1\" holds a space: an image is one name, such "
                                                "as python:3.11 or ghcr.io/owner/image:tag.")
                                   .arg(suite.image.trimmed()));
    if (!oneWord(suite.language))
        return definitionError(task, u"/tests/language"_s,
                               TaskEditText::tr("The language \"%1\" holds a space: a language is one word, such as "
                                                "python.")
                                   .arg(suite.language.trimmed()));
    return Ok{};
}

// What an edit may not change a part into, though a task read from elsewhere may already hold it.
Result<void> checkChange(const Task &before, const Task &after)
{
    if (after.query != before.query && after.query.trimmed().isEmpty())
        return definitionError(after, u"/query"_s,
                               TaskEditText::tr("The query cannot be empty: it is what the solver is asked to do."));
    return Ok{};
}

Result<void> checkSpecs(const Task &task, const QStringList &categories)
{
    QSet<QString> ids;
    for (qsizetype i = 0; i < task.specs.size(); ++i) {
        const Spec &spec = task.specs.at(i);
        const QString pointer = u"/specs/%1"_s.arg(i);
        if (!isSafeId(spec.id))
            return definitionError(
                task, pointer + u"/id"_s,
                spec.id.isEmpty() ? TaskEditText::tr("A spec needs an id.")
                                  : TaskEditText::tr("The spec id \"%1\" may hold only letters, digits and . _ + - "
                                                     "(starting with a letter or digit).")
                                        .arg(spec.id));
        if (ids.contains(spec.id))
            return definitionError(task, pointer + u"/id"_s,
                                   TaskEditText::tr("Two specs have the id %1: spec ids are unique.").arg(spec.id));
        ids.insert(spec.id);
        if (!categories.isEmpty() && !categories.contains(spec.category))
            return definitionError(task, pointer + u"/category"_s,
                                   TaskEditText::tr("Spec %1 has the category \"%2\", which the dataset does not have "
                                                    "(it has %3).")
                                       .arg(spec.id, spec.category, categories.join(u", "_s)));
    }
    for (qsizetype i = 0; i < task.specs.size(); ++i) {
        const Spec &spec = task.specs.at(i);
        for (qsizetype j = 0; j < spec.interactsWith.size(); ++j) {
            const QString &other = spec.interactsWith.at(j);
            const QString pointer = u"/specs/%1/interacts_with/%2"_s.arg(i).arg(j);
            if (other == spec.id)
                return definitionError(task, pointer,
                                       TaskEditText::tr("Spec %1 cannot interact with itself.").arg(spec.id));
            if (!ids.contains(other))
                return definitionError(task, pointer,
                                       TaskEditText::tr("Spec %1 interacts with %2, which is not a spec of the task.")
                                           .arg(spec.id, other));
            if (spec.interactsWith.indexOf(other) != j)
                return definitionError(task, pointer, TaskEditText::tr("Spec %1 names %2 twice.").arg(spec.id, other));
        }
        for (qsizetype j = 0; j < spec.coveredBy.size(); ++j) {
            const QString &test = spec.coveredBy.at(j);
            const QString pointer = u"/specs/%1/covered_by/%2"_s.arg(i).arg(j);
            if (test.trimmed().isEmpty())
                return definitionError(task, pointer, TaskEditText::tr("Spec %1 names an empty test.").arg(spec.id));
            if (spec.coveredBy.indexOf(test) != j)
                return definitionError(task, pointer,
                                       TaskEditText::tr("Spec %1 names the test %2 twice.").arg(spec.id, test));
        }
    }
    return Ok{};
}

Result<void> checkTestFiles(const Task &task)
{
    QSet<QString> paths;
    for (qsizetype i = 0; i < task.tests.files.size(); ++i) {
        const QString &path = task.tests.files.at(i).path;
        const QString pointer = u"/tests/files/%1"_s.arg(i);
        if (!isSafeRelativePath(path))
            return definitionError(task, pointer,
                                   TaskEditText::tr("The test file path \"%1\" is not a relative path inside the "
                                                    "repository (no '..', '.git', '\\' or leading '/').")
                                       .arg(path));
        if (paths.contains(path))
            return definitionError(task, pointer, TaskEditText::tr("The test file %1 is there twice.").arg(path));
        paths.insert(path);
    }
    return Ok{};
}

// Removes a test file of the task and the folders it leaves empty inside test-files/.
Result<void> removeTestFile(const DatasetLayout &layout, const QString &taskId, const QString &path)
{
    const QString file = layout.at(DatasetLayout::testFile(taskId, path));
    if (QFileInfo::exists(file) && !QFile::remove(file)) {
        Error e = makeError(Error::Code::Io, TaskEditText::tr("Cannot remove the test file."), file);
        e.file = file;
        return e;
    }
    const QString top = QDir::cleanPath(layout.at(DatasetLayout::testFilesFolder(taskId)));
    for (QString dir = QFileInfo(file).absolutePath(); dir.startsWith(top + u'/'); dir = QFileInfo(dir).absolutePath())
        if (!QDir().rmdir(dir))
            break;
    return Ok{};
}

bool sameSpecs(const QList<Spec> &a, const QList<Spec> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(), [](const Spec &x, const Spec &y) {
        return x.id == y.id && x.category == y.category && x.title == y.title && x.text == y.text &&
               x.interactsWith == y.interactsWith && x.coveredBy == y.coveredBy;
    });
}

bool sameFiles(const QList<TestFile> &a, const QList<TestFile> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const TestFile &x, const TestFile &y) { return x.path == y.path && x.content == y.content; });
}

bool sameRepository(const Repository &a, const Repository &b)
{
    return a.name == b.name && a.url == b.url && a.path == b.path && a.baseCommit == b.baseCommit;
}

} // namespace

Result<void> checkTaskDefinition(const Task &task, const QStringList &categories)
{
    if (Result<void> r = checkSpecs(task, categories); !r)
        return r;
    if (Result<void> r = checkTestLists(task); !r)
        return r;
    if (Result<void> r = checkTestSuite(task); !r)
        return r;
    return checkTestFiles(task);
}

Result<PreparedEdit> prepareTaskEdit(const Task &task, const TaskEdit &edit, const QStringList &categories)
{
    PreparedEdit prepared;
    Task &edited = prepared.task;
    edited = task;
    if (edit.change)
        edit.change(edited);
    if (Result<void> r = checkTaskDefinition(edited, categories); !r)
        return r.error();
    if (Result<void> r = checkChange(task, edited); !r)
        return r.error();
    edited.id = task.id; // an edit changes what a task is made of, never which task it is

    const Json json = taskjson::taskToJson(edited, DatasetLayout::referencePatchName());
    if (const QList<SchemaViolation> violations = SchemaValidator::embedded(u"task.schema.json"_s).validate(json);
        !violations.isEmpty())
        return definitionError(edited, violations.first().pointer, violations.first().message);
    // The uncovered-spec flags follow the specs and test lists at once: they need no run. Not while review.json
    // cannot be read: its flags are unknown, and the edit itself must still be saved.
    prepared.flagsChanged = task.flagsUnreadable.isEmpty() && updateUncoveredSpecFlags(task, edited);
    prepared.unchanged = !prepared.flagsChanged && sameFiles(task.tests.files, edited.tests.files) &&
                         task.referencePatch == edited.referencePatch &&
                         json == taskjson::taskToJson(task, DatasetLayout::referencePatchName());
    prepared.before = task;
    return prepared;
}

Result<SavedEdit> writeTaskEdit(const QString &root, const PreparedEdit &prepared)
{
    const Task &task = prepared.before;
    const Task &edited = prepared.task;
    const QString referencePatch = DatasetLayout::referencePatchName();
    const Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock.error();
    const DatasetLayout layout(root);
    SavedEdit saved;
    const auto write = [&](const QString &relative, const QByteArray &bytes) -> Result<void> {
        const QString path = layout.at(relative);
        const Result<QByteArray> old = readWholeFile(path);
        if (old && *old == bytes)
            return Ok{};
        if (Result<void> r = writeFileIfChanged(path, bytes); !r)
            return r;
        saved.paths.append(relative);
        return Ok{};
    };
    for (const TestFile &f : edited.tests.files) {
        const auto before = std::find_if(task.tests.files.cbegin(), task.tests.files.cend(),
                                         [&](const TestFile &t) { return t.path == f.path; });
        if (before == task.tests.files.cend() || before->content != f.content)
            if (Result<void> r = write(DatasetLayout::testFile(task.id, f.path), f.content); !r)
                return r.error();
    }
    if (edited.referencePatch != task.referencePatch)
        if (Result<void> r = write(DatasetLayout::inTaskFolder(task.id, referencePatch), edited.referencePatch); !r)
            return r.error();
    // task.json last: a crash in between leaves files that task.json does not name yet, never a task.json naming
    // files that are not there.
    if (Result<void> r =
            write(DatasetLayout::taskFile(task.id), serializeJson(taskjson::taskToJson(edited, referencePatch)));
        !r)
        return r.error();
    if (prepared.flagsChanged)
        if (Result<void> r =
                write(DatasetLayout::reviewFile(task.id), serializeJson(taskjson::flagsToJson(edited.flags)));
            !r)
            return r.error();
    for (const TestFile &f : task.tests.files) {
        const bool kept = std::any_of(edited.tests.files.cbegin(), edited.tests.files.cend(),
                                      [&](const TestFile &t) { return t.path == f.path; });
        if (kept)
            continue;
        if (Result<void> r = removeTestFile(layout, task.id, f.path); !r)
            return r.error();
        saved.paths.append(DatasetLayout::testFile(task.id, f.path));
    }
    saved.task = edited;
    return saved;
}

Result<SavedEdit> saveTaskEdit(const QString &root, const Task &task, const TaskEdit &edit,
                               const QStringList &categories)
{
    const Result<PreparedEdit> prepared = prepareTaskEdit(task, edit, categories);
    if (!prepared)
        return prepared.error();
    return writeTaskEdit(root, *prepared);
}

TaskEdit undoEdit(const Task &before, const Task &after, const QString &summary)
{
    return TaskEdit{summary, {}, [before, after](Task &task) {
                        if (before.query != after.query)
                            task.query = before.query;
                        if (!sameSpecs(before.specs, after.specs))
                            task.specs = before.specs;
                        if (before.tests.failToPass != after.tests.failToPass)
                            task.tests.failToPass = before.tests.failToPass;
                        if (before.tests.passToPass != after.tests.passToPass)
                            task.tests.passToPass = before.tests.passToPass;
                        if (before.tests.command != after.tests.command)
                            task.tests.command = before.tests.command;
                        if (before.tests.language != after.tests.language)
                            task.tests.language = before.tests.language;
                        if (before.tests.image != after.tests.image)
                            task.tests.image = before.tests.image;
                        if (before.tests.logFormat != after.tests.logFormat)
                            task.tests.logFormat = before.tests.logFormat;
                        if (!sameFiles(before.tests.files, after.tests.files))
                            task.tests.files = before.tests.files;
                        if (before.referencePatch != after.referencePatch)
                            task.referencePatch = before.referencePatch;
                        if (!sameRepository(before.repository, after.repository))
                            task.repository = before.repository;
                        if (before.source != after.source)
                            task.source = before.source;
                    }};
}

} // namespace heddle
