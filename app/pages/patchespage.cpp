#include <app/pages/patchespage.h>

#include <app/pages/showntask.h>
#include <app/dialogs/referencepatchdialog.h>
#include <core/git/gitrepository.h>
#include <core/patch/patchparser.h>
#include <core/review/evidence.h>
#include <core/state/viewedstore.h>
#include <core/storage/datasetlayout.h>
#include <widgets/diff/patchcompareview.h>
#include <widgets/diff/patchdiffview.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The row index within a hunk's lines of the given 1-based line of the new file; -1 (the header) when absent.
int hunkLineIndex(const PatchHunk &hunk, int newLine)
{
    for (qsizetype i = 0; i < hunk.lines.size(); ++i)
        if (hunk.lines[i].newLine == newLine && hunk.lines[i].kind != PatchLine::Kind::Removed)
            return int(i);
    return -1;
}

// The parser reads bytes and names only the line; the error names the file too, by the name a saved task gives it.
// Not by its path: that holds the attempt's id, which blind review keeps out of sight.
Error inPatchFile(const QString &owner, Error error)
{
    error.file = owner.isEmpty() ? DatasetLayout::referencePatchName() : DatasetLayout::attemptPatchName();
    return error;
}

} // namespace

PatchesPage::PatchesPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"diffPage"_s, parent)
    , m_choice(attemptCombo(this, u"patchChoice"_s))
    , m_compareChoice(attemptCombo(this, u"compareChoice"_s))
    , m_error(plainLabel(this, u"patchError"_s))
    , m_stack(new QStackedWidget(this))
    , m_diff(new PatchDiffView(m_stack))
    , m_compare(new PatchCompareView(m_stack))
{
    m_choice->setToolTip(tr("The patch to show"));
    m_compareChoice->setToolTip(tr("Compare the patch with another one: what does one do that the other does not?"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_choice, 1);
    row->addWidget(new QLabel(tr("compared with"), this));
    row->addWidget(m_compareChoice, 1);
    auto *editReference = new QPushButton(tr("Edit Reference…"), this);
    editReference->setObjectName(u"editReferenceButton"_s);
    editReference->setToolTip(tr("Edit the files the reference patch leaves, or its diff"));
    connect(editReference, &QPushButton::clicked, this, &PatchesPage::editReferencePatch);
    row->addWidget(editReference);
    pageLayout()->addLayout(row);

    m_error->hide();
    pageLayout()->addWidget(m_error);
    m_diff->setObjectName(u"patchDiff"_s);
    m_compare->setObjectName(u"patchCompare"_s);
    m_stack->addWidget(m_diff);
    m_stack->addWidget(m_compare);
    m_compare->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    pageLayout()->addWidget(m_stack, 1);

    connect(m_diff, &PatchDiffView::viewedChanged, this, [this] {
        if (!m_viewed || this->shown().isEmpty())
            return;
        const QString owner = m_choice->currentData().toString();
        const Result<void> s = m_viewed->setTicks(this->shown().root, this->shown().task.id, owner, patchBytes(owner),
                                                  m_diff->viewedTicks());
        if (!s)
            Q_EMIT notice(tr("Viewed ticks cannot be remembered: %1").arg(s.error().toString()));
    });
    connect(m_choice, &QComboBox::currentIndexChanged, this, &PatchesPage::onChoice);
    connect(m_compareChoice, &QComboBox::currentIndexChanged, this, &PatchesPage::onChoice);
    connect(m_diff, &PatchDiffView::hunkActivated, this, [this](const QString &file, int hunk) {
        const QStringList ids = flagsCitingHunk(this->shown().task, m_choice->currentData().toString(), file, hunk);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

PatchesPage::~PatchesPage() = default;

void PatchesPage::setViewedStore(std::unique_ptr<ViewedStore> store)
{
    m_viewed = std::move(store);
}

QByteArray PatchesPage::patchBytes(const QString &owner) const
{
    const Attempt *a = shown().attempt(owner);
    return a ? a->patch : shown().task.referencePatch;
}

ReferencePatchDialog *PatchesPage::editReferencePatch()
{
    if (shown().isEmpty())
        return nullptr;
    // The task as it is on disk: blind review hides who made an attempt, never the reference.
    auto *dialog = new ReferencePatchDialog(
        shown().root, shown().snapshot.task, [this](const TaskEdit &taskEdit) { return edit(taskEdit); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    dialog->load();
    return dialog;
}

void PatchesPage::showTask()
{
    const Task &task = shown().task;
    if (task.id.isEmpty()) {
        for (QComboBox *box : {m_choice, m_compareChoice}) {
            const QSignalBlocker block(box);
            box->clear();
        }
        m_diff->setPatch(Patch{});
        m_error->hide();
        return;
    }
    // Base files are read from the task's repository at its base commit, when the repository can be found.
    const Result<QString> &repository = shown().snapshot.repository;
    if (repository) {
        m_diff->setBaseProvider([path = *repository, commit = task.repository.baseCommit](const QString &file) {
            return readFileAtCommit(path, commit, file);
        });
    } else {
        m_diff->setBaseProvider({});
    }
    {
        const QSignalBlocker a(m_choice);
        const QSignalBlocker b(m_compareChoice);
        m_choice->clear();
        m_compareChoice->clear();
        m_compareChoice->addItem(tr("nothing")); // no data: the reference's id is the empty string
        m_choice->addItem(shown().attemptLabel({}), QString());
        m_compareChoice->addItem(shown().attemptLabel({}), QString());
        for (const Attempt &a : std::as_const(task.attempts)) {
            m_choice->addItem(shown().attemptLabel(a.id), a.id);
            m_compareChoice->addItem(shown().attemptLabel(a.id), a.id);
        }
    }
    onChoice();
}

void PatchesPage::showPatch(const QString &attemptId, const std::optional<QString> &compareWith)
{
    const int a = m_choice->findData(attemptId);
    const int b = compareWith ? m_compareChoice->findData(*compareWith) : 0;
    const QSignalBlocker blockA(m_choice);
    const QSignalBlocker blockB(m_compareChoice);
    if (a >= 0)
        m_choice->setCurrentIndex(a);
    if (b >= 0)
        m_compareChoice->setCurrentIndex(b);
    onChoice();
}

bool PatchesPage::showHunk(const Evidence &evidence, QString *error)
{
    if (!evidence.attempt.isEmpty() && !shown().attempt(evidence.attempt)) {
        *error = tr("The task has no attempt %1.").arg(evidence.attempt);
        return false;
    }
    showPatch(evidence.attempt);
    Q_EMIT pageWanted(PageId::Patches);
    int line = -1;
    for (const PatchFile &f : m_diff->patch().files)
        if (f.path() == evidence.file && evidence.hunk >= 0 && evidence.hunk < f.hunks.size())
            line = evidence.line > 0 ? hunkLineIndex(f.hunks[evidence.hunk], evidence.line) : -1;
    if (!m_diff->showHunk(evidence.file, evidence.hunk, line)) {
        *error = tr("%1 has no hunk %2 in %3.")
                     .arg(shown().attemptLabel(evidence.attempt))
                     .arg(evidence.hunk + 1)
                     .arg(evidence.file);
        return false;
    }
    return true;
}

void PatchesPage::onChoice()
{
    if (m_choice->currentIndex() < 0)
        return;
    const QString owner = m_choice->currentData().toString();
    const QByteArray bytes = patchBytes(owner);
    auto patch = parsePatch(bytes);
    m_error->setVisible(!patch);
    if (!patch) {
        m_error->setText(tr("This patch cannot be shown: %1").arg(inPatchFile(owner, patch.error()).toString()));
        m_diff->setPatch(Patch{});
        return;
    }
    const QString otherId = m_compareChoice->currentData().toString();
    if (m_compareChoice->currentIndex() > 0) {
        auto otherPatch = parsePatch(patchBytes(otherId));
        if (!otherPatch) {
            m_error->setText(
                tr("%1 cannot be compared: %2")
                    .arg(shown().attemptLabel(otherId), inPatchFile(otherId, otherPatch.error()).toString()));
            m_error->show();
        } else {
            m_compare->setPatches(shown().attemptLabel(owner), *patch, shown().attemptLabel(otherId), *otherPatch);
            m_stack->setCurrentWidget(m_compare);
            return;
        }
    }
    m_diff->setPatch(*patch);
    if (m_viewed) {
        m_diff->setViewedTicks(m_viewed->ticks(shown().root, shown().task.id, owner, bytes));
        for (const Error &e : m_viewed->takeErrors())
            Q_EMIT notice(tr("Viewed ticks were reset: %1").arg(e.toString()));
    }
    m_stack->setCurrentWidget(m_diff);
}

} // namespace heddle
