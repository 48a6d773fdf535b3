#include <core/agents/agentbundle.h>

#include <core/dataset/taskjson.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct AgentBundleText {
    Q_DECLARE_TR_FUNCTIONS(AgentBundleText)
};

Result<void> copyInto(const QString &source, const QString &target)
{
    if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target)) {
        Error e = makeError(Error::Code::Io, AgentBundleText::tr("cannot copy the file into the bundle"), target);
        e.file = source;
        return e;
    }
    return Ok{};
}

Result<void> writeAttempt(const QString &folder, const Task &task, const Attempt &attempt)
{
    const QString base = folder + u"/attempts/"_s + attempt.id + u'/';
    if (auto r = writeFileIfChanged(base + DatasetLayout::attemptPatchName(), attempt.patch); !r)
        return r;
    if (auto r = writeFileIfChanged(base + u"attempt.json"_s,
                                    serializeJson(taskjson::attemptToJson(attempt, DatasetLayout::attemptPatchName())));
        !r)
        return r;
    if (!attempt.trajectory.isValid() || !isSafeRelativePath(attempt.trajectory.file))
        return Ok{};
    // task.folder is <root>/tasks/<id>: the layout spells the rest from the root.
    const QString root = QDir::cleanPath(task.folder + u"/../.."_s);
    const QString source =
        DatasetLayout(root).at(DatasetLayout::inAttemptFolder(task.id, attempt.id, attempt.trajectory.file));
    if (!QFileInfo::exists(source))
        return Ok{}; // a task may name a trajectory it does not hold; the agent sees none, as the window shows none
    return copyInto(source, base + attempt.trajectory.file);
}

} // namespace

QString agentBundleOutputFolder(const QString &bundle)
{
    return bundle + u"/output"_s;
}

Result<void> writeAgentBundle(const QString &folder, const Task &task, const QString &attemptId)
{
    if (auto r = writeFileIfChanged(folder + u"/query.md"_s, task.query.toUtf8()); !r)
        return r;
    const Json taskJson = taskjson::taskToJson(task, DatasetLayout::referencePatchName());
    if (auto r = writeFileIfChanged(folder + u"/specs.json"_s, serializeJson(taskJson.at("specs"))); !r)
        return r;
    QStringList files;
    for (const TestFile &file : task.tests.files) {
        if (!isSafeRelativePath(file.path))
            continue; // the loader refused such a task already; never write outside the bundle
        files.append(file.path);
        if (file.isText())
            if (auto r = writeFileIfChanged(folder + u"/tests/"_s + file.path, file.content); !r)
                return r;
    }
    const Json tests{{"command", toStd(task.tests.command)},
                     {"language", toStd(task.tests.language)},
                     {"FAIL_TO_PASS", jsonStrings(task.tests.failToPass)},
                     {"PASS_TO_PASS", jsonStrings(task.tests.passToPass)},
                     {"files", jsonStrings(files)}};
    if (auto r = writeFileIfChanged(folder + u"/tests.json"_s, serializeJson(tests)); !r)
        return r;
    if (auto r = writeFileIfChanged(folder + u"/reference.diff"_s, task.referencePatch); !r)
        return r;
    for (const Attempt &attempt : task.attempts) {
        if ((!attemptId.isEmpty() && attempt.id != attemptId) || !isSafeId(attempt.id))
            continue;
        if (auto r = writeAttempt(folder, task, attempt); !r)
            return r;
    }
    if (!QDir().mkpath(agentBundleOutputFolder(folder)))
        return makeError(Error::Code::Io, AgentBundleText::tr("cannot make the output folder"),
                         agentBundleOutputFolder(folder));
    return Ok{};
}

} // namespace heddle
