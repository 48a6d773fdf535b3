#include <core/repair/repairapply.h>

#include <core/repair/repairproof.h>
#include <core/review/verdicts.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class RepairApplyText
{
    Q_DECLARE_TR_FUNCTIONS(heddle::RepairApply)
};

} // namespace

TaskEdit repairEdit(const RepairSuggestion &s)
{
    TaskEdit edit;
    edit.summary = s.kind == RepairSuggestion::Kind::Relax
                       ? RepairApplyText::tr("Relaxed a check in %1 for flag %2").arg(s.file, s.flag)
                       : RepairApplyText::tr("Added %n test(s) to %1 for flag %2", nullptr, int(s.tests.size()))
                             .arg(s.file, s.flag);
    QStringList proved;
    for (const RepairCheck &c : s.checks)
        proved.append(u"- "_s + c.what + (c.passed ? QString() : u" (failed: "_s + c.detail + u')'));
    edit.details = s.summary + (proved.isEmpty() ? QString() : u"\n\n"_s + proved.join(u'\n'));
    edit.change = [s](Task &task) { task = repairedTask(task, s, s.emptyFails); };
    return edit;
}

QString repairNote(const RepairSuggestion &s)
{
    return RepairApplyText::tr("Repaired by a verified suggestion (%1 in %2): %3")
        .arg(repairKindName(s.kind), s.file, s.summary);
}

bool repairStillApplies(const Task &task, const RepairSuggestion &s)
{
    for (const TestFile &f : task.tests.files)
        if (f.path == s.file)
            return f.isText() && f.content == s.before;
    return false;
}

Result<QStringList> applyRepair(const QString &root, Task &task, const RepairSuggestion &s, const QString &by)
{
    if (!repairStillApplies(task, s))
        return makeError(
            Error::Code::Unsupported,
            RepairApplyText::tr("%1 changed since the suggestion for flag %2 was made").arg(s.file, s.flag));
    Result<SavedEdit> saved = saveTaskEdit(root, task, repairEdit(s));
    if (!saved)
        return saved.error();
    task = std::move(saved->task);
    QStringList paths = saved->paths;
    if (const Result<void> noted = recordVerdict(root, task, s.flag, Verdict::Confirmed, repairNote(s), by); !noted)
        return noted.error();
    paths.append(DatasetLayout::reviewFile(task.id));
    paths.removeDuplicates();
    return paths;
}

} // namespace heddle
