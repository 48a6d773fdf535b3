#include <app/pages/flagspage.h>

#include <app/pages/showntask.h>
#include <core/jobs/jobtracker.h>
#include <core/mutation/mutantdiff.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/flags/mutantdiffdialog.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

FlagsPage::FlagsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"flagsPage"_s, parent)
    , m_flags(new FlagsPanel(this))
    , m_records(new JobTracker(this))
{
    pageLayout()->addWidget(m_flags);
    connect(m_flags, &FlagsPanel::mutantDiffRequested, this, &FlagsPage::showMutantDiff);
}

void FlagsPage::showMutantDiff(const QString &flagId, const Evidence &focus)
{
    const auto flag = std::find_if(shown().task.flags.cbegin(), shown().task.flags.cend(),
                                   [&](const Flag &f) { return f.id == flagId; });
    if (flag == shown().task.flags.cend() || !isMutationFlag(*flag))
        return;
    QList<MutationRecord> records;
    const auto &newest = shown().snapshot.mutation;
    if (newest && newest->has_value())
        records.append(**newest);
    // A flag kept from an older analysis (a curator decided it) names that analysis, where its mutants survived:
    // it is read off the GUI thread.
    QStringList older;
    for (const Evidence &e : flag->evidence) {
        const QString run = evidenceMutationRun(e);
        if (!run.isEmpty() && !older.contains(run) && (records.isEmpty() || records.first().run.id != run))
            older.append(run);
    }
    if (older.isEmpty()) {
        presentMutants(*flag, focus, records);
        return;
    }
    const QString root = shown().root;
    const QString taskId = shown().task.id;
    m_records->start(
        [root, taskId, older] {
            QList<Result<MutationRecord>> loaded;
            for (const QString &run : older)
                loaded.append(loadMutationRecord(root, taskId, run));
            return loaded;
        },
        [this, flag = *flag, focus, records](const QList<Result<MutationRecord>> &loaded) mutable {
            for (const Result<MutationRecord> &r : loaded) {
                if (r)
                    records.append(*r);
                else
                    Q_EMIT notice(r.error().toString());
            }
            presentMutants(flag, focus, records);
        });
}

void FlagsPage::presentMutants(const Flag &flag, const Evidence &focus, const QList<MutationRecord> &records)
{
    QList<Mutant> mutants;
    QStringList lines, runs;
    int focusHunk = -1;
    for (const Evidence &e : flag.evidence) {
        // The analysis the evidence names first, then the others, newest first.
        QList<const MutationRecord *> order;
        for (const MutationRecord &record : records)
            if (record.run.id == evidenceMutationRun(e))
                order.prepend(&record);
            else
                order.append(&record);
        const MutantOutcome *found = nullptr;
        for (const MutationRecord *record : std::as_const(order))
            if ((found = evidenceMutant(e, *record))) {
                if (!runs.contains(record->run.id))
                    runs.append(record->run.id);
                break;
            }
        if (!found ||
            std::any_of(mutants.cbegin(), mutants.cend(), [&](const Mutant &m) { return m.id == found->mutant.id; }))
            continue;
        if (!focus.file.isEmpty() && focus.file == e.file && focus.line == e.line && focus.note == e.note)
            focusHunk = int(mutants.size());
        mutants.append(found->mutant);
        if (!lines.contains(QString::number(found->mutant.line)))
            lines.append(QString::number(found->mutant.line));
    }
    if (mutants.isEmpty()) {
        Q_EMIT notice(tr("The mutants of flag %1 are in none of the task's mutation analyses: run Validate > Mutation "
                         "Analysis again.")
                          .arg(flag.id));
        return;
    }
    if (!m_mutantDiff) {
        m_mutantDiff = new MutantDiffDialog(this);
        m_mutantDiff->setWindowModality(Qt::NonModal);
    }
    // Each hunk's header names its mutant and change; the heading says where and how to read them.
    const QString heading = tr("%n mutant(s) of %1 survive the tests (analysis %2), on line(s) %3. In each, the "
                               "reference's line is removed (-) and the mutant's added (+).",
                               nullptr, int(mutants.size()))
                                .arg(mutants.first().file, runs.join(u", "_s), lines.join(u", "_s));
    m_mutantDiff->setDiff(heading, mutantDiff(mutants), focusHunk);
    m_mutantDiff->show();
    m_mutantDiff->raise();
    m_mutantDiff->activateWindow();
}

void FlagsPage::showTask()
{
    m_flags->setTask(shown().task, hiddenFlags());
}

void FlagsPage::showFlags()
{
    const QString current = m_flags->currentFlagId();
    m_flags->setTask(shown().task, hiddenFlags());
    if (!current.isEmpty())
        m_flags->selectFlag(current);
}

void FlagsPage::showVerdict(const QString &flagId)
{
    for (const Flag &f : std::as_const(shown().task.flags))
        if (f.id == flagId)
            m_flags->updateFlag(f);
}

bool FlagsPage::showFlag(const QString &flagId)
{
    if (!m_flags->selectFlag(flagId))
        return false;
    Q_EMIT pageWanted(PageId::Flags);
    return true;
}

int FlagsPage::hiddenFlags() const
{
    return shown().isHidden() ? int(shown().snapshot.task.flags.size()) : 0;
}

} // namespace heddle
