#include <widgets/history/historypanel.h>

#include <core/patch/patchparser.h>
#include <widgets/common/wrappingdelegate.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/plaintooltip.h>

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

enum Column {
    TimeColumn,
    AuthorColumn,
    SummaryColumn
};

constexpr int kIndexRole = Qt::UserRole + 1; // index into m_entries

// Enter on a commit asks for its diff again (e.g. after an error); the tree's own activation is left to the mouse.
class HistoryList : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;
    std::function<void()> onEnter;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentItem() && onEnter) {
            onEnter();
            event->accept();
            return;
        }
        QTreeWidget::keyPressEvent(event);
    }
};

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

HistoryPanel::HistoryPanel(QWidget *parent)
    : QWidget(parent)
{
    m_noteBar = new QWidget(this);
    m_noteBar->setObjectName(u"noteBar"_s);
    m_note = plainLabel(m_noteBar);
    m_note->setObjectName(u"historyNote"_s);
    m_note->setWordWrap(true);
    m_initRepository = new QPushButton(tr("Make It a Repository…"), m_noteBar);
    m_initRepository->setObjectName(u"initRepositoryButton"_s);
    auto *noteLayout = new QHBoxLayout(m_noteBar);
    noteLayout->setContentsMargins(0, 0, 0, 0);
    noteLayout->addWidget(m_note, 1);
    noteLayout->addWidget(m_initRepository);
    m_noteBar->hide();
    connect(m_initRepository, &QPushButton::clicked, this, &HistoryPanel::initRepositoryRequested);

    auto *list = new HistoryList(this);
    list->onEnter = [this] {
        if (const HistoryEntry *entry = currentEntry())
            Q_EMIT diffWanted(entry->id);
    };
    m_list = list;
    m_list->setObjectName(u"historyList"_s);
    m_list->setAccessibleName(tr("Changes"));
    m_list->setRootIsDecorated(false);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderLabels({tr("Time"), tr("Author"), tr("Summary")});
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(TimeColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(AuthorColumn, QHeaderView::ResizeToContents);
    // A commit's summary reads whole, on as many lines as it needs.
    m_list->setItemDelegateForColumn(SummaryColumn, new WrappingDelegate(m_list));
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { onCurrentItemChanged(current); });

    m_revert = new QPushButton(tr("Revert This Change…"), this);
    m_revert->setObjectName(u"revertButton"_s);
    m_revert->setEnabled(false);
    connect(m_revert, &QPushButton::clicked, this, &HistoryPanel::confirmRevert);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_revert);
    leftLayout->addLayout(buttons);

    m_diffTitle = plainLabel(this);
    m_diffTitle->setObjectName(u"diffTitle"_s);
    m_diffTitle->setWordWrap(true); // a long summary wraps instead of widening the page past the window
    m_diffTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_placeholder = plainLabel(this);
    m_placeholder->setObjectName(u"diffPlaceholder"_s);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);

    m_diffView = new PatchDiffView(this);
    m_diffView->setObjectName(u"historyDiffView"_s);
    m_diffView->setMode(PatchDiffView::Mode::Unified);

    m_diffText = new QPlainTextEdit(this);
    m_diffText->setObjectName(u"historyDiffText"_s);
    m_diffText->setAccessibleName(tr("Change"));
    m_diffText->setReadOnly(true);
    m_diffText->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diffText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    m_diffStack = new QStackedWidget(this);
    m_diffStack->addWidget(m_placeholder);
    m_diffStack->addWidget(m_diffView);
    m_diffStack->addWidget(m_diffText);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_diffTitle);
    rightLayout->addWidget(m_diffStack, 1);

    m_splitter = new QSplitter(Qt::Vertical, this); // beside each other once the panel is wide (resizeEvent)
    m_splitter->setObjectName(u"historySplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(left);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_noteBar);
    layout->addWidget(m_splitter, 1);

    showMessage(tr("No changes recorded for this task."));
}

HistoryPanel::~HistoryPanel() = default;

void HistoryPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Wide: the changes beside the diff. A page of a window on a laptop's screen is too narrow for the times, authors
    // and summaries beside the files and the diff: the changes go above it, across the page.
    const Qt::Orientation wanted = width() >= 1100 ? Qt::Horizontal : Qt::Vertical;
    if (m_splitterPlaced && m_splitter->orientation() == wanted)
        return;
    m_splitterPlaced = true;
    m_splitter->setOrientation(wanted);
    const int total = wanted == Qt::Horizontal ? m_splitter->width() : m_splitter->height();
    m_splitter->setSizes({total * 2 / 5, total - total * 2 / 5});
}

void HistoryPanel::setHistory(const QList<HistoryEntry> &entries, const QString &note, bool offerInitRepository)
{
    m_entries = entries;
    m_shownCommit.clear();

    m_note->setText(note);
    m_initRepository->setVisible(offerInitRepository);
    m_noteBar->setVisible(!note.isEmpty());

    const QSignalBlocker blocker(m_list);
    m_list->clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const HistoryEntry &entry = entries[i];
        auto *item = new QTreeWidgetItem;
        item->setText(TimeColumn, entry.time.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s));
        item->setText(AuthorColumn, entry.authorName);
        QString summary = entry.summary;
        if (entry.parentCount > 1)
            summary = tr("%1 (merge)").arg(summary);
        item->setText(SummaryColumn, summary);
        const QString tip = plainToolTip(entry.message.trimmed().isEmpty() ? entry.summary : entry.message.trimmed());
        for (int column : {TimeColumn, SummaryColumn})
            item->setToolTip(column, tip);
        item->setToolTip(AuthorColumn, plainToolTip(entry.authorEmail.isEmpty()
                                                        ? entry.authorName
                                                        : entry.authorName + u" <"_s + entry.authorEmail + u'>'));
        item->setData(TimeColumn, kIndexRole, int(i));
        items.append(item);
    }
    m_list->addTopLevelItems(items);
    m_list->setCurrentItem(nullptr);
    m_list->clearSelection();
    updateRevertButton();
    showMessage(entries.isEmpty() ? (note.isEmpty() ? tr("No changes recorded for this task.") : QString())
                                  : tr("Select a change to see what it did."));
}

void HistoryPanel::showDiff(const QString &commitId, const QString &diffText)
{
    const HistoryEntry *entry = currentEntry();
    if (!entry || entry->id != commitId)
        return;
    m_shownCommit = commitId;
    m_diffTitle->setText(tr("%1 · %2").arg(entry->shortId, entry->summary));

    Result<Patch> patch = parsePatch(diffText.toUtf8());
    if (patch && patch.value().isEmpty()) {
        m_placeholder->setText(tr("This change did not touch this task's files."));
        m_diffStack->setCurrentWidget(m_placeholder);
        return;
    }
    if (patch) {
        m_diffView->setPatch(std::move(patch).value());
        m_diffStack->setCurrentWidget(m_diffView);
        return;
    }
    // A diff the parser does not take is still worth reading as text.
    m_diffText->setPlainText(diffText);
    m_diffStack->setCurrentWidget(m_diffText);
}

QString HistoryPanel::currentCommitId() const
{
    const HistoryEntry *entry = currentEntry();
    return entry ? entry->id : QString();
}

void HistoryPanel::setCurrentCommit(const QString &commitId)
{
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        if (m_entries.value(item->data(TimeColumn, kIndexRole).toInt()).id == commitId) {
            m_list->setCurrentItem(item);
            return;
        }
    }
}

QString HistoryPanel::diffTitle() const
{
    return m_diffTitle->text();
}

void HistoryPanel::onCurrentItemChanged(QTreeWidgetItem *item)
{
    updateRevertButton();
    const HistoryEntry *entry = currentEntry();
    if (!item || !entry) {
        showMessage(m_entries.isEmpty() ? QString() : tr("Select a change to see what it did."));
        return;
    }
    m_shownCommit.clear();
    m_diffTitle->setText(tr("%1 · %2").arg(entry->shortId, entry->summary));
    m_placeholder->setText(tr("Loading the change…"));
    m_diffStack->setCurrentWidget(m_placeholder);
    Q_EMIT diffWanted(entry->id);
}

void HistoryPanel::confirmRevert()
{
    const HistoryEntry *entry = currentEntry();
    if (!entry || entry->parentCount > 1)
        return;
    const QString commitId = entry->id;
    // Built by hand rather than with QMessageBox::question, which would take a summary with tags for rich text.
    QMessageBox box(QMessageBox::Question, tr("Revert This Change"),
                    tr("Revert the change “%1” (%2)?\n\nA new commit will undo what it changed in its files; "
                       "the change itself stays in the history.")
                        .arg(entry->summary, entry->shortId),
                    QMessageBox::NoButton, this);
    box.setObjectName(u"revertConfirmation"_s);
    box.setTextFormat(Qt::PlainText);
    QPushButton *revert = box.addButton(tr("Revert"), QMessageBox::AcceptRole);
    revert->setObjectName(u"confirmRevertButton"_s);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == revert)
        Q_EMIT revertRequested(commitId);
}

void HistoryPanel::updateRevertButton()
{
    const HistoryEntry *entry = currentEntry();
    const bool merge = entry && entry->parentCount > 1;
    const bool first = entry && entry->parentCount == 0;
    m_revert->setEnabled(entry && !merge && !first);
    m_revert->setToolTip(merge   ? plainToolTip(tr("A merge joins two lines of work and cannot be reverted here."))
                         : first ? plainToolTip(tr("The first commit brought the dataset in; reverting it would "
                                                   "delete the task."))
                                 : QString());
}

void HistoryPanel::showMessage(const QString &text)
{
    m_shownCommit.clear();
    m_diffTitle->clear();
    m_placeholder->setText(text);
    m_diffStack->setCurrentWidget(m_placeholder);
}

const HistoryEntry *HistoryPanel::currentEntry() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return nullptr;
    const int index = item->data(TimeColumn, kIndexRole).toInt();
    return index >= 0 && index < m_entries.size() ? &m_entries[index] : nullptr;
}

} // namespace heddle
