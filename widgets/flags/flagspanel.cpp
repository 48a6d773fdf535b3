#include <widgets/flags/flagspanel.h>

#include <widgets/theme.h>

#include <core/review/evidence.h>
#include <core/review/flagfilterproxy.h>
#include <core/review/flaglistmodel.h>
#include <core/mutation/mutationflags.h>
#include <widgets/common/sortheader.h>
#include <widgets/flags/flagdelegate.h>
#include <widgets/plaintooltip.h>

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QStyle>
#include <QScrollBar>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText); // flag text comes from the dataset: never rich text
    label->setWordWrap(true);
    return label;
}

QString kindLong(FlagKind kind)
{
    return kind == FlagKind::FalsePositive ? FlagsPanel::tr("FP: the tests may pass a wrong patch")
                                           : FlagsPanel::tr("FN: the tests may reject a valid patch");
}

QString listOrNone(const QStringList &items)
{
    return items.isEmpty() ? FlagsPanel::tr("none") : items.join(u", "_s);
}

} // namespace

FlagsPanel::FlagsPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"flagsPanel"_s);
    setFocusPolicy(Qt::StrongFocus);

    m_model = new FlagListModel(this);
    m_proxy = new FlagFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_summary = plainLabel(this, u"flagsSummary"_s);
    m_summary->setWordWrap(false);
    m_openOnly = new QCheckBox(tr("Show open only"), this);
    m_openOnly->setObjectName(u"openOnlyToggle"_s);
    connect(m_openOnly, &QCheckBox::toggled, this, &FlagsPanel::setOpenOnly);

    m_table = new QTableView(this);
    m_table->setObjectName(u"flagsTable"_s);
    m_table->setHorizontalHeader(new SortHeader(m_table));
    m_table->setAccessibleName(tr("Flags"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new FlagDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    // Ids and attempt names that do not fit keep both ends (a computed id differs at its end); tooltips hold them.
    m_table->setTextElideMode(Qt::ElideMiddle);
    usePlainToolTips(m_table);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (const int column : {FlagListModel::KindColumn, FlagListModel::ConfidenceColumn, FlagListModel::VerdictColumn,
                             FlagListModel::SourceColumn})
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the review's own order until asked
    m_table->setSortingEnabled(true);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    connect(m_table, &QTableView::activated, this, [this] { followEvidence(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                showFlag(current.isValid() ? current.data(FlagListModel::FlagIdRole).toString() : QString());
            });
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, [this] {
        // The open-only filter hid the flag being shown: keep the walk going from there.
        if (!m_current.isEmpty() && !m_table->currentIndex().isValid())
            selectNextOpen(m_current);
    });

    m_detail = new QWidget(this);
    m_detail->setObjectName(u"flagDetail"_s);
    m_heading = plainLabel(m_detail, u"flagHeading"_s);
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_meta = plainLabel(m_detail, u"flagMeta"_s);
    m_meta->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_verdictInfo = plainLabel(m_detail, u"flagVerdict"_s);
    m_verdictInfo->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);

    m_rationale = new QPlainTextEdit(m_detail);
    m_rationale->setObjectName(u"flagRationale"_s);
    m_rationale->setAccessibleName(tr("Rationale"));
    m_rationale->setReadOnly(true);
    m_rationale->setTabChangesFocus(true);
    m_rationale->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_rationale->setPlaceholderText(tr("No rationale given."));

    auto *evidenceTitle = plainLabel(m_detail, u"evidenceTitle"_s);
    evidenceTitle->setText(tr("Evidence (F or Enter follows it in order):"));
    m_evidence = new QListWidget(m_detail);
    m_evidence->setObjectName(u"evidenceList"_s);
    m_evidence->setAccessibleName(tr("Evidence"));
    m_evidence->setWordWrap(true);
    m_evidence->setTextElideMode(Qt::ElideMiddle);
    m_evidence->setUniformItemSizes(false);
    connect(m_evidence, &QListWidget::activated, this,
            [this](const QModelIndex &index) { activateEvidence(index.row()); });
    for (QAbstractItemView *view :
         {static_cast<QAbstractItemView *>(m_table), static_cast<QAbstractItemView *>(m_evidence)}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint &pos) { showContextMenu(view, pos); });
    }

    m_follow = new QPushButton(tr("Follow (F)"), m_detail);
    m_follow->setObjectName(u"followButton"_s);
    m_follow->setToolTip(tr("Show the next piece of evidence (F)"));
    m_mutants = new QPushButton(tr("Mutant Diff (M)"), m_detail);
    m_mutants->setObjectName(u"mutantDiffButton"_s);
    m_mutants->setToolTip(tr("Show what the surviving mutants change in the reference, line by line (M)"));
    m_mutants->hide(); // a mutation flag's alone: it never widens the panel while no such flag is shown
    m_confirm = new QPushButton(tr("Confirm (C)"), m_detail);
    m_confirm->setObjectName(u"confirmButton"_s);
    m_confirm->setToolTip(tr("The flag is right: the tests need repair (C)"));
    m_dismiss = new QPushButton(tr("Dismiss… (D)"), m_detail);
    m_dismiss->setObjectName(u"dismissButton"_s);
    m_dismiss->setToolTip(tr("The flag is wrong; say why in a note (D)"));
    m_rerun = new QPushButton(tr("Needs re-run (R)"), m_detail);
    m_rerun->setObjectName(u"rerunButton"_s);
    m_rerun->setToolTip(tr("Decide after the next validation run (R)"));
    m_reopen = new QPushButton(tr("Reopen (O)"), m_detail);
    m_reopen->setObjectName(u"reopenButton"_s);
    m_reopen->setToolTip(tr("Take the verdict back (O)"));
    connect(m_follow, &QPushButton::clicked, this, &FlagsPanel::followEvidence);
    connect(m_mutants, &QPushButton::clicked, this, &FlagsPanel::showMutantDiff);
    connect(m_confirm, &QPushButton::clicked, this, &FlagsPanel::confirmCurrent);
    connect(m_dismiss, &QPushButton::clicked, this, &FlagsPanel::startDismiss);
    connect(m_rerun, &QPushButton::clicked, this, &FlagsPanel::rerunCurrent);
    connect(m_reopen, &QPushButton::clicked, this, &FlagsPanel::reopenCurrent);
    for (QPushButton *button : {m_follow, m_mutants, m_confirm, m_dismiss, m_rerun, m_reopen})
        button->setAutoDefault(false);

    m_noteRow = new QWidget(m_detail);
    m_noteRow->setObjectName(u"dismissNoteRow"_s);
    m_note = new QLineEdit(m_noteRow);
    m_note->setObjectName(u"dismissNote"_s);
    m_note->setAccessibleName(tr("Why the flag is dismissed"));
    m_note->setPlaceholderText(tr("Why is this flag wrong? (Enter records, Esc cancels)"));
    m_note->setClearButtonEnabled(true);
    m_note->installEventFilter(this);
    connect(m_note, &QLineEdit::returnPressed, this, &FlagsPanel::recordDismiss);
    connect(m_note, &QLineEdit::textEdited, this, [this] { m_noteMessage->hide(); });
    auto *recordButton = new QPushButton(tr("Record"), m_noteRow);
    recordButton->setObjectName(u"dismissRecordButton"_s);
    recordButton->setAutoDefault(false);
    connect(recordButton, &QPushButton::clicked, this, &FlagsPanel::recordDismiss);
    auto *cancelButton = new QPushButton(tr("Cancel"), m_noteRow);
    cancelButton->setObjectName(u"dismissCancelButton"_s);
    cancelButton->setAutoDefault(false);
    connect(cancelButton, &QPushButton::clicked, this, &FlagsPanel::cancelDismiss);
    m_noteMessage = plainLabel(m_noteRow, u"dismissNoteMessage"_s);
    m_noteMessage->hide();
    auto *noteLayout = new QGridLayout(m_noteRow);
    noteLayout->setContentsMargins(0, 0, 0, 0);
    noteLayout->addWidget(m_note, 0, 0);
    noteLayout->addWidget(recordButton, 0, 1);
    noteLayout->addWidget(cancelButton, 0, 2);
    noteLayout->addWidget(m_noteMessage, 1, 0, 1, 3);
    m_noteRow->hide();

    m_error = plainLabel(this, u"flagsError"_s);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_follow);
    buttons->addWidget(m_mutants);
    buttons->addStretch(1);
    for (QPushButton *button : {m_confirm, m_dismiss, m_rerun, m_reopen})
        buttons->addWidget(button);

    auto *detailLayout = new QVBoxLayout(m_detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->setSpacing(4);
    detailLayout->addWidget(m_heading);
    detailLayout->addWidget(m_meta);
    detailLayout->addWidget(m_verdictInfo);
    detailLayout->addWidget(m_rationale, 2);
    detailLayout->addWidget(evidenceTitle);
    detailLayout->addWidget(m_evidence, 2);
    detailLayout->addLayout(buttons);
    detailLayout->addWidget(m_noteRow);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(u"flagsSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 2);

    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->addWidget(m_summary, 1);
    header->addWidget(m_openOnly);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(m_error);
    layout->addWidget(m_splitter, 1);

    auto shortcut = [this](const QList<QKeySequence> &keys, void (FlagsPanel::*slot)(), const QString &name) {
        for (const QKeySequence &key : keys) {
            auto *s = new QShortcut(key, this);
            s->setObjectName(name);
            s->setContext(Qt::WidgetWithChildrenShortcut);
            connect(s, &QShortcut::activated, this, slot);
        }
    };
    shortcut({Qt::Key_C}, &FlagsPanel::confirmCurrent, u"confirmShortcut"_s);
    shortcut({Qt::Key_D}, &FlagsPanel::startDismiss, u"dismissShortcut"_s);
    shortcut({Qt::Key_R}, &FlagsPanel::rerunCurrent, u"rerunShortcut"_s);
    shortcut({Qt::Key_O}, &FlagsPanel::reopenCurrent, u"reopenShortcut"_s);
    shortcut({Qt::Key_F}, &FlagsPanel::followEvidence, u"followShortcut"_s);
    shortcut({Qt::Key_M}, &FlagsPanel::showMutantDiff, u"mutantDiffShortcut"_s);
    shortcut({Qt::Key_S}, &FlagsPanel::suggestRepair, u"repairShortcut"_s);
    shortcut({Qt::Key_G}, &FlagsPanel::goToDecidedFlag, u"decidedFlagShortcut"_s);
    shortcut({Qt::Key_N, Qt::Key_J}, &FlagsPanel::nextFlag, u"nextFlagShortcut"_s);
    shortcut({Qt::Key_P, Qt::Key_K}, &FlagsPanel::previousFlag, u"previousFlagShortcut"_s);

    setFocusProxy(m_table);
    applyPalette();
    setTask(Task{});
}

FlagsPanel::~FlagsPanel() = default;

void FlagsPanel::setTask(const Task &task, int hiddenFlags)
{
    m_task = task;
    m_hiddenFlags = hiddenFlags;
    m_pending.clear();
    m_error->setVisible(!task.flagsUnreadable.isEmpty());
    if (!task.flagsUnreadable.isEmpty())
        m_error->setText(tr("⚠ The flags cannot be shown: %1").arg(task.flagsUnreadable));
    cancelDismiss();
    {
        const QSignalBlocker block(m_table->selectionModel());
        m_model->setTask(m_task);
    }
    fitColumns();
    if (isVisible())
        placeSplitter();
    m_current.clear();
    showFlag({});
    updateSummary();
    if (!selectNextOpen({}) && m_proxy->rowCount() > 0)
        selectRow(0);
}

const Flag *FlagsPanel::findFlag(const QString &id) const
{
    for (const Flag &f : m_task.flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

bool FlagsPanel::selectFlag(const QString &id)
{
    const int sourceRow = m_model->rowOf(id);
    if (sourceRow < 0)
        return false;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) {
        setOpenOnly(false);
        index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    selectRow(index.row());
    return true;
}

QString FlagsPanel::currentFlagId() const
{
    return m_current;
}

void FlagsPanel::selectRow(int proxyRow)
{
    const QModelIndex index = m_proxy->index(proxyRow, FlagListModel::IdColumn);
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

bool FlagsPanel::selectNextOpen(const QString &after)
{
    int start = 0;
    if (!after.isEmpty()) {
        const QModelIndex at = m_proxy->mapFromSource(m_model->index(m_model->rowOf(after), 0));
        start = at.isValid() ? at.row() + 1 : 0;
    }
    return selectOpenFrom(start, after);
}

bool FlagsPanel::selectOpenFrom(int startRow, const QString &skip)
{
    const int rows = m_proxy->rowCount();
    for (int i = 0; i < rows; ++i) {
        const int row = (startRow + i) % rows;
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.data(FlagListModel::AwaitsVerdictRole).toBool() &&
            index.data(FlagListModel::FlagIdRole).toString() != skip) {
            selectRow(row);
            return true;
        }
    }
    return false;
}

void FlagsPanel::moveBy(int delta)
{
    const int rows = m_proxy->rowCount();
    if (rows == 0)
        return;
    const QModelIndex current = m_table->currentIndex();
    const int row = current.isValid() ? std::clamp(current.row() + delta, 0, rows - 1) : 0;
    selectRow(row);
}

void FlagsPanel::nextFlag()
{
    moveBy(1);
}

void FlagsPanel::previousFlag()
{
    moveBy(-1);
}

void FlagsPanel::showFlag(const QString &id)
{
    const Flag *flag = findFlag(id);
    const bool changed = m_current != (flag ? id : QString());
    m_current = flag ? id : QString();
    if (changed)
        cancelDismiss();
    m_chain = flag ? orderedChain(*flag) : QList<Evidence>();
    if (changed)
        m_chainPos = -1;
    m_evidence->clear();
    if (!flag) {
        m_heading->setText(
            m_hiddenFlags > 0 ? tr("%n flag(s) hidden until you give your own verdict on the task (Curation page).",
                                   nullptr, m_hiddenFlags)
            : !m_task.flagsUnreadable.isEmpty() ? tr("The flags of this task are unknown until review.json is mended.")
            : m_task.flags.isEmpty()            ? tr("No flags on this task.")
                                                : tr("Select a flag."));
        m_meta->clear();
        m_verdictInfo->clear();
        m_rationale->clear();
        updateButtons();
        if (changed)
            Q_EMIT currentFlagChanged(m_current);
        return;
    }

    m_heading->setText(tr("%1 · %2").arg(flag->id, kindLong(flag->kind)));
    const QString attempt = flag->attempt.isEmpty()
                                ? tr("none (the flag is about the tests alone)")
                                : tr("%1 (%2)").arg(attemptDisplayName(m_task, flag->attempt), flag->attempt);
    m_meta->setText(tr("Source: %1 · confidence %2%\nAttempt: %3\nSpecs: %4\nTests: %5")
                        .arg(FlagListModel::sourceText(*flag))
                        .arg(std::lround(flag->confidence * 100))
                        .arg(attempt, listOrNone(flag->specs), listOrNone(flag->tests)));

    QString verdict = FlagDelegate::verdictGlyph(flag->verdict) + u' ' + FlagListModel::verdictText(*flag);
    if (flag->verdict != Verdict::Open) {
        if (!flag->verdictBy.isEmpty())
            verdict = tr("%1 by %2").arg(verdict, flag->verdictBy);
        if (flag->verdictAt.isValid())
            verdict = tr("%1 on %2").arg(verdict, flag->verdictAt.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s));
        if (!flag->verdictNote.isEmpty())
            verdict = tr("%1: %2").arg(verdict, flag->verdictNote);
    }
    if (!flag->sameAs.isEmpty())
        verdict =
            tr("%1\nThe same claim as flag %2, whose verdict it takes (G goes to it).").arg(verdict, flag->sameAs);
    if (flag->isWithdrawn())
        verdict = tr("%1 (withdrawn by %2 on %3: its newer findings no longer raise it)")
                      .arg(verdict, flag->agent, flag->withdrawnAt.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s));
    m_verdictInfo->setText(tr("Verdict: %1").arg(verdict));
    m_rationale->setPlainText(flag->rationale);

    for (int i = 0; i < m_chain.size(); ++i) {
        const Evidence &e = m_chain[i];
        QString text = u"%1. %2"_s.arg(i + 1).arg(evidenceLabel(e, m_task));
        if (!e.note.isEmpty())
            text += u"\n    "_s + e.note;
        auto *item = new QListWidgetItem(text, m_evidence);
        item->setData(Qt::UserRole, i);
    }
    if (m_chainPos >= 0 && m_chainPos < m_evidence->count())
        m_evidence->setCurrentRow(m_chainPos);
    updateButtons();
    if (changed)
        Q_EMIT currentFlagChanged(m_current);
}

void FlagsPanel::updateSummary()
{
    const qsizetype total = m_task.flags.size();
    const qsizetype open =
        std::count_if(m_task.flags.cbegin(), m_task.flags.cend(), [](const Flag &f) { return f.awaitsVerdict(); });
    if (m_hiddenFlags > 0)
        m_summary->setText(tr("%n flag(s) hidden by blind review", nullptr, m_hiddenFlags));
    else if (!m_task.flagsUnreadable.isEmpty())
        m_summary->setText(tr("Flags unknown"));
    else if (total == 0)
        m_summary->setText(tr("No flags"));
    else if (total == 1)
        m_summary->setText(tr("1 flag: %1 open").arg(open));
    else
        m_summary->setText(tr("%1 flags: %2 open").arg(total).arg(open));
}

void FlagsPanel::updateButtons()
{
    const Flag *flag = findFlag(m_current);
    const bool busy = !m_pending.isEmpty();
    m_follow->setEnabled(flag && !m_chain.isEmpty());
    // Only a mutation flag has mutants to show; the button is not there to puzzle anyone on the others.
    m_mutants->setVisible(flag && isMutationFlag(*flag));
    m_confirm->setEnabled(flag && !busy && flag->verdict != Verdict::Confirmed);
    m_dismiss->setEnabled(flag && !busy && flag->verdict != Verdict::Dismissed);
    m_rerun->setEnabled(flag && !busy && flag->verdict != Verdict::NeedsRerun);
    m_reopen->setEnabled(flag && !busy && flag->verdict != Verdict::Open);
}

void FlagsPanel::request(Verdict verdict, const QString &note)
{
    const Flag *flag = findFlag(m_current);
    if (!flag || !m_pending.isEmpty() || flag->verdict == verdict)
        return;
    m_pending = m_current;
    m_error->hide();
    updateButtons();
    // A copy: a receiver that shows the verdict at once clears m_pending while it still holds the argument.
    const QString flagId = m_pending;
    Q_EMIT verdictRequested(flagId, verdict, note);
}

void FlagsPanel::confirmCurrent()
{
    request(Verdict::Confirmed, {});
}

void FlagsPanel::rerunCurrent()
{
    request(Verdict::NeedsRerun, {});
}

void FlagsPanel::reopenCurrent()
{
    request(Verdict::Open, {});
}

void FlagsPanel::startDismiss()
{
    if (!m_dismiss->isEnabled())
        return;
    m_noteMessage->hide();
    m_noteRow->show();
    m_note->setFocus(Qt::ShortcutFocusReason);
}

void FlagsPanel::recordDismiss()
{
    const QString note = m_note->text().trimmed();
    if (note.isEmpty()) {
        m_noteMessage->setText(tr("⚠ A dismissal needs a note: say why the flag is wrong."));
        m_noteMessage->show();
        m_note->setFocus();
        return;
    }
    const bool hadFocus = m_note->hasFocus();
    m_noteRow->hide();
    m_note->clear();
    if (hadFocus)
        m_table->setFocus();
    request(Verdict::Dismissed, note);
}

void FlagsPanel::cancelDismiss()
{
    if (!m_noteRow || m_noteRow->isHidden())
        return;
    const bool hadFocus = m_note->hasFocus();
    m_noteRow->hide();
    m_note->clear();
    m_noteMessage->hide();
    if (hadFocus)
        m_table->setFocus();
}

void FlagsPanel::updateFlag(const Flag &flag)
{
    const bool answered = flag.id == m_pending;
    if (answered)
        m_pending.clear();
    for (Flag &f : m_task.flags)
        if (f.id == flag.id)
            f = flag;
    const int sourceRow = m_model->rowOf(flag.id);
    const int viewRow = m_proxy->mapFromSource(m_model->index(sourceRow, 0)).row();
    m_model->updateFlag(flag); // under "Show open only" a decided flag leaves the table here
    fitColumns();              // "Confirmed" is wider than "Open"
    updateSummary();
    if (flag.id == m_current)
        showFlag(m_current);
    else
        updateButtons();
    if (!answered || flag.verdict == Verdict::Open)
        return;
    const QModelIndex still = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (still.isValid())
        selectNextOpen(flag.id);
    else if (viewRow >= 0 && m_proxy->rowCount() > 0)
        selectOpenFrom(viewRow % m_proxy->rowCount(), flag.id);
}

void FlagsPanel::showError(const QString &message)
{
    m_pending.clear();
    m_error->setText(tr("⚠ %1").arg(message));
    m_error->show();
    updateButtons();
}

void FlagsPanel::setOpenOnly(bool openOnly)
{
    if (m_openOnly->isChecked() != openOnly) {
        m_openOnly->setChecked(openOnly); // comes back here through toggled()
        return;
    }
    const QString current = m_current;
    m_proxy->setOpenOnly(openOnly);
    if (!current.isEmpty() && m_proxy->mapFromSource(m_model->index(m_model->rowOf(current), 0)).isValid())
        selectRow(m_proxy->mapFromSource(m_model->index(m_model->rowOf(current), 0)).row());
    else if (!selectNextOpen(current) && m_proxy->rowCount() == 0)
        showFlag({});
}

bool FlagsPanel::openOnly() const
{
    return m_proxy->openOnly();
}

void FlagsPanel::followEvidence()
{
    if (m_chain.isEmpty())
        return;
    activateEvidence((m_chainPos + 1) % int(m_chain.size()));
}

void FlagsPanel::showMutantDiff()
{
    const Flag *flag = findFlag(m_current);
    if (!flag || !isMutationFlag(*flag))
        return;
    const int row = m_evidence->currentRow();
    Q_EMIT mutantDiffRequested(m_current, row >= 0 && row < m_chain.size() ? m_chain.at(row) : Evidence{});
}

bool FlagsPanel::isRepairable(const Flag &flag)
{
    // What heddle repair proposes for: an open computed flag of an implementation detail or of mutation analysis.
    return flag.source == FlagSource::Computed && flag.verdict == Verdict::Open &&
           (flag.id.startsWith(u"detail."_s) || isMutationFlag(flag));
}

void FlagsPanel::suggestRepair()
{
    const Flag *flag = findFlag(m_current);
    if (flag && isRepairable(*flag))
        Q_EMIT repairRequested(m_current);
}

void FlagsPanel::goToDecidedFlag()
{
    const Flag *flag = findFlag(m_current);
    if (flag && !flag->sameAs.isEmpty())
        selectFlag(flag->sameAs);
}

void FlagsPanel::showContextMenu(QAbstractItemView *view, const QPoint &pos)
{
    if (view == m_table) {
        if (const QModelIndex index = m_table->indexAt(pos); index.isValid())
            selectRow(index.row());
    } else if (QListWidgetItem *item = m_evidence->itemAt(pos)) {
        m_evidence->setCurrentItem(item);
    }
    const Flag *flag = findFlag(m_current);
    if (!flag)
        return;
    QMenu menu(this);
    menu.setObjectName(u"flagsContextMenu"_s);
    // The keys are shown beside the actions: the menu teaches the shortcuts that make it unnecessary.
    auto add = [&](const QString &text, const QKeySequence &key, const QString &name, bool enabled, auto slot) {
        QAction *action = menu.addAction(text, this, slot);
        action->setShortcut(key);
        action->setShortcutVisibleInContextMenu(true);
        action->setObjectName(name);
        action->setEnabled(enabled);
    };
    if (view == m_evidence && m_evidence->currentRow() >= 0)
        add(tr("Show This Evidence"), QKeySequence(Qt::Key_Return), u"showEvidenceAction"_s, true,
            [this] { activateEvidence(m_evidence->currentRow()); });
    else
        add(tr("Follow Evidence"), QKeySequence(Qt::Key_F), u"followAction"_s, m_follow->isEnabled(),
            &FlagsPanel::followEvidence);
    if (isMutationFlag(*flag))
        add(tr("Show Mutant Diff"), QKeySequence(Qt::Key_M), u"mutantDiffAction"_s, true, &FlagsPanel::showMutantDiff);
    if (!flag->sameAs.isEmpty())
        add(tr("Go to Flag %1").arg(flag->sameAs), QKeySequence(Qt::Key_G), u"decidedFlagAction"_s, true,
            &FlagsPanel::goToDecidedFlag);
    if (isRepairable(*flag))
        add(tr("Suggest a Repair…"), QKeySequence(Qt::Key_S), u"repairAction"_s, true, &FlagsPanel::suggestRepair);
    menu.addSeparator();
    add(tr("Confirm"), QKeySequence(Qt::Key_C), u"confirmAction"_s, m_confirm->isEnabled(),
        &FlagsPanel::confirmCurrent);
    add(tr("Dismiss…"), QKeySequence(Qt::Key_D), u"dismissAction"_s, m_dismiss->isEnabled(), &FlagsPanel::startDismiss);
    menu.exec(view->viewport()->mapToGlobal(pos)); // a scroll area's menu position is the viewport's
}

void FlagsPanel::activateEvidence(int chainIndex)
{
    if (chainIndex < 0 || chainIndex >= m_chain.size())
        return;
    m_chainPos = chainIndex;
    {
        const QSignalBlocker block(m_evidence);
        m_evidence->setCurrentRow(chainIndex);
    }
    Q_EMIT evidenceActivated(m_current, m_chain[chainIndex]);
}

bool FlagsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport narrows when a vertical scroll bar comes.
    if ((watched == m_table || watched == m_table->viewport()) && event->type() == QEvent::Resize)
        fitColumns();
    if (watched == m_note && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        cancelDismiss();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FlagsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Wide and short (a strip under the diff): details beside the table, when each half still shows the table's
    // columns; otherwise below it.
    const Qt::Orientation wanted = width() > height() * 2 && width() >= 1000 ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != wanted || !m_splitterPlaced) {
        m_splitter->setOrientation(wanted);
        placeSplitter();
    }
}

void FlagsPanel::placeSplitter()
{
    m_splitterPlaced = true;
    if (m_splitter->orientation() == Qt::Horizontal) {
        const int total = m_splitter->width();
        m_splitter->setSizes({total / 2, total - total / 2});
        return;
    }
    // Tall: the table shows every flag (up to eight) and the details take the rest.
    const int total = m_splitter->height();
    const int rows = std::clamp(m_proxy->rowCount(), 3, 8);
    const int wanted = m_table->horizontalHeader()->sizeHint().height() +
                       rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 2;
    const int table = std::min(wanted, total / 2);
    m_splitter->setSizes({table, total - table});
}

namespace {

// The table's widths below which the rationale, then the source, give way to the details.
constexpr int kRationaleShownFrom = 620;
constexpr int kSourceShownFrom = 520;

} // namespace

int FlagsPanel::wantedWidth() const
{
    // With room for a scroll bar that more flags would bring.
    const int scrollBar = m_table->verticalScrollBar()->isVisible()
                              ? 0
                              : m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table);
    return kSourceShownFrom + width() - m_table->viewport()->width() + scrollBar;
}

void FlagsPanel::fitColumns()
{
    // The details show the source and the whole rationale, so a narrow table drops those columns first rather
    // than scroll sideways.
    const int width = m_table->viewport()->width();
    m_table->setColumnHidden(FlagListModel::RationaleColumn, width < kRationaleShownFrom);
    m_table->setColumnHidden(FlagListModel::SourceColumn, width < kSourceShownFrom);
    // The kind, confidence, verdict and source take what they need. The id and the attempt share the rest, each no
    // more than it needs, the id first: a long computed id must not push the verdict out of sight. The rationale, a
    // preview of what the details show whole, takes what is left.
    QHeaderView *header = m_table->horizontalHeader();
    const auto need = [&](int column) {
        return m_table->isColumnHidden(column)
                   ? 0
                   : std::max(static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(column),
                              header->sectionSizeHint(column));
    };
    int room = width;
    for (const int column : {FlagListModel::KindColumn, FlagListModel::ConfidenceColumn, FlagListModel::VerdictColumn,
                             FlagListModel::SourceColumn})
        room -= need(column);
    if (!m_table->isColumnHidden(FlagListModel::RationaleColumn))
        room -= fontMetrics().averageCharWidth() * 16;
    const int least = fontMetrics().averageCharWidth() * 8;
    const int idNeed = need(FlagListModel::IdColumn);
    const int attempt =
        std::max(least, std::min(need(FlagListModel::AttemptColumn), std::max(room - idNeed, room / 3)));
    header->resizeSection(FlagListModel::AttemptColumn, attempt);
    header->resizeSection(FlagListModel::IdColumn, std::max(least, std::min(idNeed, room - attempt)));
}

void FlagsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void FlagsPanel::applyPalette()
{
    // Messages carry a ⚠ sign as well, so the colour is never the only cue.
    QPalette warning = palette();
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    warning.setColor(QPalette::WindowText, QColor(dark ? theme::warningTextOnDark : theme::warningText));
    m_error->setPalette(warning);
    m_noteMessage->setPalette(warning);
}

} // namespace heddle
