#include <widgets/editors/testlistseditor.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/plaintooltip.h>

#include <QAction>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStyle>
#include <QScrollBar>
#include <QSet>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kTestRole = Qt::UserRole + 1;
constexpr int kListRole = Qt::UserRole + 2; // the TestListKind of the row

} // namespace

QString testListName(TestListKind kind)
{
    switch (kind) {
    case TestListKind::FailToPass: return u"FAIL_TO_PASS"_s;
    case TestListKind::PassToPass: return u"PASS_TO_PASS"_s;
    case TestListKind::NotDeclared: return TestListsEditor::tr("not declared");
    }
    return {};
}

// The short form of a list's name, for a page too narrow for the long one beside the tests' names.
QString shortTestListName(TestListKind kind)
{
    switch (kind) {
    case TestListKind::FailToPass: return u"F2P"_s;
    case TestListKind::PassToPass: return u"P2P"_s;
    case TestListKind::NotDeclared: return TestListsEditor::tr("none", "in no test list");
    }
    return {};
}

TestListsEditor::TestListsEditor(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_message(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_filterDelay(new QTimer(this))
    , m_view(new QTreeWidget(this))
{
    setObjectName(u"testListsEditor"_s);
    m_summary->setObjectName(u"testListsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_message->setObjectName(u"testListsMessage"_s);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::BrightText);
    m_message->setBackgroundRole(QPalette::Highlight);
    m_message->hide();
    m_filter->setObjectName(u"testListsFilter"_s);
    m_filter->setAccessibleName(tr("Filter the tests"));
    m_filter->setPlaceholderText(tr("Filter tests"));
    m_filter->setClearButtonEnabled(true);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(200);
    m_view->setObjectName(u"testLists"_s);
    m_view->setAccessibleName(tr("Test lists"));
    m_view->setColumnCount(5);
    m_view->setHeaderLabels({tr("Test"), tr("List"), tr("Reference"), tr("No patch"), tr("Id")});
    m_view->headerItem()->setToolTip(ReferenceColumn, tr("What the newest run gave with the reference patch"));
    m_view->headerItem()->setToolTip(EmptyColumn, tr("What the newest run gave with no patch"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    // A row reads as the test's name; the whole id (path and all) follows in the last column, and both keep the ends
    // of a text that does not fit, which their tooltips hold whole. The two share the room the other columns leave,
    // until the curator widens one to read more.
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(TestColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(IdColumn, QHeaderView::Interactive);
    m_view->viewport()->installEventFilter(this);
    connect(m_view->header(), &QHeaderView::sectionResized, this, [this](int logical) {
        if (logical != TestColumn && logical != IdColumn)
            fitTestColumns(); // another column grew or shrank to its content
        else if (!m_fittingTestColumns && QGuiApplication::mouseButtons() != Qt::NoButton)
            m_testColumnsWidened = true; // dragged, or double-clicked to fit its content
    });

    auto *title = new QLabel(tr("Test lists"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(title);
    top->addWidget(m_filter, 1);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(new QLabel(tr("Move to:"), this));

    const struct {
        TestListKind kind;
        QString text;
        QList<QKeySequence> keys;
        QString name;
    } moves[] = {
        {TestListKind::FailToPass, u"FAIL_TO_PASS"_s, {Qt::Key_F}, u"FailToPass"_s},
        {TestListKind::PassToPass, u"PASS_TO_PASS"_s, {Qt::Key_P}, u"PassToPass"_s},
        {TestListKind::NotDeclared, tr("Not declared"), {Qt::Key_N, QKeySequence::Delete}, u"NotDeclared"_s},
    };
    for (const auto &move : moves) {
        auto *action = new QAction(tr("Move to %1").arg(move.text), this);
        action->setObjectName(u"moveTo%1Action"_s.arg(move.name));
        action->setShortcuts(move.keys);
        action->setShortcutContext(Qt::WidgetShortcut); // letters are the list's only while it has the focus
        m_view->addAction(action);
        connect(action, &QAction::triggered, this, [this, kind = move.kind] { requestMove(kind); });
        m_moves.append(action);
        auto *button = new QPushButton(move.text, this);
        button->setObjectName(u"moveTo%1Button"_s.arg(move.name));
        button->setToolTip(tr("Move the selected tests to %1 (%2 in the list)")
                               .arg(testListName(move.kind), move.keys.first().toString(QKeySequence::NativeText)));
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        buttons->addWidget(button);
        m_buttons.append(button);
    }
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, &TestListsEditor::applyFilter);
    connect(m_view, &QTreeWidget::itemSelectionChanged, this, &TestListsEditor::updateActions);
    setEntries({}, false);
}

void TestListsEditor::setEntries(const QList<TestListEntry> &entries, bool editable, const QString &note)
{
    const QStringList selected = selectedTests();
    m_entries = entries;
    m_editable = editable;
    int counts[3] = {0, 0, 0};
    for (const TestListEntry &e : entries)
        ++counts[int(e.list)];
    QString summary =
        editable
            ? tr("%1 FAIL_TO_PASS · %2 PASS_TO_PASS · %3 not declared").arg(counts[0]).arg(counts[1]).arg(counts[2])
            : QString();
    if (!note.isEmpty())
        summary += u"\n"_s + note;
    m_summary->setText(summary);
    rebuild();
    selectTests(selected);
    showMessage({});
}

void TestListsEditor::rebuild()
{
    const int scroll = m_view->verticalScrollBar() ? m_view->verticalScrollBar()->value() : 0;
    m_view->clear();
    for (const TestListKind kind : {TestListKind::FailToPass, TestListKind::PassToPass, TestListKind::NotDeclared})
        for (const TestListEntry &e : std::as_const(m_entries)) {
            if (e.list != kind)
                continue;
            auto *item =
                new QTreeWidgetItem(m_view, {AttemptMatrixModel::shortTestName(e.test),
                                             m_shortListNames ? shortTestListName(e.list) : testListName(e.list),
                                             e.reference, e.empty, e.test});
            item->setData(TestColumn, kTestRole, e.test);
            item->setData(ListColumn, kListRole, int(e.list));
            item->setToolTip(ListColumn, testListName(e.list));
            item->setToolTip(TestColumn, plainToolTip(e.test));
            item->setToolTip(IdColumn, plainToolTip(e.test));
            if (e.list == TestListKind::NotDeclared) {
                QFont italic = item->font(ListColumn);
                italic.setItalic(true);
                item->setFont(ListColumn, italic);
            }
        }
    const bool ran = std::any_of(m_entries.cbegin(), m_entries.cend(),
                                 [](const TestListEntry &e) { return !e.reference.isEmpty() || !e.empty.isEmpty(); });
    m_view->setColumnHidden(ReferenceColumn, !ran);
    m_view->setColumnHidden(EmptyColumn, !ran);
    applyFilter();
    m_view->verticalScrollBar()->setValue(scroll);
    updateActions();
    fitTestColumns();
}

bool TestListsEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitTestColumns();
    return QWidget::eventFilter(watched, event);
}

void TestListsEditor::fitTestColumns()
{
    // The name gets what it needs as far as the room allows, the id the rest. Where the room is short, the lists take
    // their short names (F2P, P2P) first, and then the id gives its column up (its tooltip and the name's hold it)
    // rather than show a few letters of it; widening the page brings it back. Without a run there is nothing to say
    // with and without the fix: those columns give their room up.
    if (m_testColumnsWidened || m_fittingTestColumns)
        return;
    const QScopedValueRollback fitting(m_fittingTestColumns, true);
    QHeaderView *header = m_view->header();
    const auto *view = static_cast<const QAbstractItemView *>(m_view);
    int room = m_view->viewport()->width();
    for (const int column : {ReferenceColumn, EmptyColumn})
        room -= header->isSectionHidden(column) ? 0 : header->sectionSize(column);
    const int nameNeed = view->sizeHintForColumn(TestColumn);
    // The list column's width with each form of the names, measured as the view draws them.
    const QFontMetrics metrics(m_view->font());
    const int padding = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) + 8;
    int longList = metrics.horizontalAdvance(header->model()->headerData(ListColumn, Qt::Horizontal).toString());
    int shortList = longList;
    for (const TestListEntry &e : std::as_const(m_entries)) {
        QFont font = m_view->font();
        font.setItalic(e.list == TestListKind::NotDeclared);
        const QFontMetrics entryMetrics(font);
        longList = std::max(longList, entryMetrics.horizontalAdvance(testListName(e.list)));
        shortList = std::max(shortList, entryMetrics.horizontalAdvance(shortTestListName(e.list)));
    }
    const bool shortNames = room - (longList + padding) < nameNeed && shortList < longList;
    if (shortNames != m_shortListNames) {
        m_shortListNames = shortNames;
        for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = m_view->topLevelItem(i);
            const auto kind = TestListKind(item->data(ListColumn, kListRole).toInt());
            item->setText(ListColumn, shortNames ? shortTestListName(kind) : testListName(kind));
        }
    }
    // The column fits its content and its title by itself.
    room -= std::max(view->sizeHintForColumn(ListColumn), header->sectionSizeHint(ListColumn));
    const int idLeast = fontMetrics().averageCharWidth() * 16;
    const bool idShown = room - nameNeed >= idLeast;
    m_view->setColumnHidden(IdColumn, !idShown);
    const int name = std::max(fontMetrics().averageCharWidth() * 10, idShown ? nameNeed : room);
    header->resizeSection(TestColumn, name);
    if (idShown)
        header->resizeSection(IdColumn, room - name);
}

void TestListsEditor::applyFilter()
{
    const QString needle = m_filter->text().trimmed();
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_view->topLevelItem(i);
        item->setHidden(!needle.isEmpty() && !item->text(IdColumn).contains(needle, Qt::CaseInsensitive));
    }
}

void TestListsEditor::selectTests(const QStringList &tests)
{
    const QSet<QString> wanted(tests.cbegin(), tests.cend());
    QTreeWidgetItem *first = nullptr;
    const QSignalBlocker block(m_view);
    m_view->clearSelection();
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_view->topLevelItem(i);
        if (!wanted.contains(item->data(TestColumn, kTestRole).toString()))
            continue;
        item->setSelected(true);
        if (!first)
            first = item;
    }
    if (first) {
        m_view->setCurrentItem(first, TestColumn, QItemSelectionModel::NoUpdate);
        m_view->scrollToItem(first);
    }
    updateActions();
}

QStringList TestListsEditor::selectedTests() const
{
    QStringList tests;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) // in the order shown
        if (QTreeWidgetItem *item = m_view->topLevelItem(i); item->isSelected() && !item->isHidden())
            tests.append(item->data(TestColumn, kTestRole).toString());
    return tests;
}

void TestListsEditor::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString TestListsEditor::message() const
{
    return m_message->text();
}

void TestListsEditor::requestMove(TestListKind to)
{
    if (!m_editable)
        return;
    QStringList tests;
    const QStringList selected = selectedTests();
    for (const TestListEntry &e : std::as_const(m_entries))
        if (e.list != to && selected.contains(e.test))
            tests.append(e.test);
    if (!tests.isEmpty())
        Q_EMIT moveRequested(tests, to);
}

void TestListsEditor::updateActions()
{
    const QStringList selected = selectedTests();
    for (int i = 0; i < m_moves.size(); ++i) {
        const auto to = TestListKind(i);
        const bool any = m_editable && std::any_of(m_entries.cbegin(), m_entries.cend(), [&](const TestListEntry &e) {
                             return e.list != to && selected.contains(e.test);
                         });
        m_moves.at(i)->setEnabled(any);
        m_buttons.at(i)->setEnabled(any);
    }
}

} // namespace heddle
