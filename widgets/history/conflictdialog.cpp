#include <widgets/history/conflictdialog.h>

#include <widgets/plaintooltip.h>
#include <widgets/testeditor/lexerforpath.h>
#include <widgets/theme.h>

#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

enum Column {
    PathColumn,
    StateColumn
};

constexpr int kChangedMarker = 0;
constexpr int kNumberMargin = 0;
// Above this many cells the line comparison gives up on alignment and marks the whole differing middle.
constexpr qsizetype kMaxCompareCells = 4'000'000;

QStringList linesOf(const QByteArray &bytes)
{
    QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    for (QString &line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    return lines;
}

// The 0-based lines of side that are not part of a longest common subsequence with base: what that side changed.
QList<int> changedLines(const QStringList &side, const QStringList &base)
{
    qsizetype prefix = 0;
    while (prefix < side.size() && prefix < base.size() && side[prefix] == base[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < side.size() - prefix && suffix < base.size() - prefix &&
           side[side.size() - 1 - suffix] == base[base.size() - 1 - suffix])
        ++suffix;
    const qsizetype n = side.size() - prefix - suffix;
    const qsizetype m = base.size() - prefix - suffix;
    QList<int> changed;
    if (n == 0)
        return changed;
    if (m == 0 || (n + 1) * (m + 1) > kMaxCompareCells) {
        for (qsizetype i = 0; i < n; ++i)
            changed.append(int(prefix + i));
        return changed;
    }
    // lcs[i][j]: the common length of side[i..n) and base[j..m) of the middle part.
    std::vector<quint32> lcs(size_t((n + 1) * (m + 1)), 0);
    const auto at = [m](qsizetype i, qsizetype j) { return size_t(i * (m + 1) + j); };
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j) {
            lcs[at(i, j)] = side[prefix + i] == base[prefix + j] ? lcs[at(i + 1, j + 1)] + 1
                                                                 : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
        }
    }
    qsizetype i = 0, j = 0;
    while (i < n) {
        if (j < m && side[prefix + i] == base[prefix + j]) {
            ++i;
            ++j;
        } else if (j < m && lcs[at(i, j + 1)] >= lcs[at(i + 1, j)]) {
            ++j;
        } else {
            changed.append(int(prefix + i));
            ++i;
        }
    }
    return changed;
}

QsciScintilla *makeEditor(const QString &objectName, bool readOnly, QWidget *parent)
{
    auto *editor = new QsciScintilla(parent);
    editor->setObjectName(objectName);
    editor->setReadOnly(readOnly);
    editor->setUtf8(true);
    editor->setMarginType(kNumberMargin, QsciScintilla::NumberMargin);
    editor->setMarginLineNumbers(kNumberMargin, true);
    editor->setMarginWidth(1, 0);
    editor->setMarginWidth(2, 0);
    editor->markerDefine(QsciScintilla::Background, kChangedMarker);
    editor->setWrapMode(QsciScintilla::WrapNone);
    // The horizontal bar appears only when a line is wider than the pane.
    editor->SendScintilla(QsciScintilla::SCI_SETSCROLLWIDTH, 1);
    editor->SendScintilla(QsciScintilla::SCI_SETSCROLLWIDTHTRACKING, true);
    return editor;
}

void styleEditor(QsciScintilla *editor, const QString &path, const QPalette &pal)
{
    const QColor base = pal.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    styleEditorForPath(editor, path, pal);
    editor->setMarkerBackgroundColor(theme::mix(base, QColor(230, 160, 20), dark ? 0.25 : 0.22), kChangedMarker);
}

void fillEditor(QsciScintilla *editor, const QByteArray &bytes, const QList<int> &marked)
{
    const bool readOnly = editor->isReadOnly();
    editor->setReadOnly(false);
    editor->setEolMode(bytes.contains("\r\n") ? QsciScintilla::EolWindows : QsciScintilla::EolUnix);
    editor->setText(QString::fromUtf8(bytes));
    editor->setReadOnly(readOnly);
    editor->markerDeleteAll(kChangedMarker);
    for (int line : marked)
        editor->markerAdd(line, kChangedMarker);
    const int digits = int(QString::number(std::max(1, editor->lines())).size());
    editor->setMarginWidth(kNumberMargin, QString(digits + 2, u'0'));
    editor->setCursorPosition(0, 0);
}

QLabel *plainLabel(QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel *missingLabel(QWidget *parent, const QString &objectName)
{
    QLabel *label = plainLabel(parent, objectName);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setAutoFillBackground(true);
    label->setBackgroundRole(QPalette::Base);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setMargin(12);
    return label;
}

QWidget *pane(QLabel *title, QWidget *body, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return widget;
}

bool isBinary(const QByteArray &bytes)
{
    return bytes.contains('\0');
}

QString resolutionText(ConflictDialog::Resolution resolution)
{
    switch (resolution) {
    case ConflictDialog::Resolution::Unresolved: return ConflictDialog::tr("unresolved");
    case ConflictDialog::Resolution::Ours: return ConflictDialog::tr("ours");
    case ConflictDialog::Resolution::Theirs: return ConflictDialog::tr("theirs");
    case ConflictDialog::Resolution::Edited: return ConflictDialog::tr("edited");
    }
    return {};
}

QString changedCount(int lines)
{
    return ConflictDialog::tr("%n changed line(s)", nullptr, lines);
}

} // namespace

ConflictDialog::ConflictDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Resolve Sync Conflicts"));
    setObjectName(u"conflictDialog"_s);

    QLabel *intro = plainLabel(this, u"conflictIntro"_s);
    intro->setWordWrap(true);
    intro->setText(tr("This copy and the remote both changed these files in ways that do not merge. Choose the "
                      "version to keep for each file; nothing is changed until you press OK."));

    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"conflictList"_s);
    m_list->setAccessibleName(tr("Conflicting files"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderLabels({tr("File"), tr("State")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(StateColumn, QHeaderView::ResizeToContents);
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { showConflict(item ? m_list->indexOfTopLevelItem(item) : -1); });

    m_pathLabel = plainLabel(this, u"conflictPath"_s);
    QFont bold = m_pathLabel->font();
    bold.setBold(true);
    m_pathLabel->setFont(bold);
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note = plainLabel(this, u"conflictNote"_s);
    m_note->setWordWrap(true);

    m_ours = makeEditor(u"oursEditor"_s, true, this);
    m_theirs = makeEditor(u"theirsEditor"_s, true, this);
    m_ours->setAccessibleName(tr("Ours"));
    m_theirs->setAccessibleName(tr("Theirs"));
    m_base = makeEditor(u"baseEditor"_s, true, this);
    m_oursMissing = missingLabel(this, u"oursNote"_s);
    m_theirsMissing = missingLabel(this, u"theirsNote"_s);
    m_baseMissing = missingLabel(this, u"baseNote"_s);
    const auto stack = [this](QWidget *a, QWidget *b) {
        auto *s = new QStackedWidget(this);
        s->addWidget(a);
        s->addWidget(b);
        return s;
    };
    m_oursStack = stack(m_ours, m_oursMissing);
    m_theirsStack = stack(m_theirs, m_theirsMissing);
    m_baseStack = stack(m_base, m_baseMissing);
    m_oursTitle = plainLabel(this, u"oursTitle"_s);
    m_theirsTitle = plainLabel(this, u"theirsTitle"_s);
    QLabel *baseTitle = plainLabel(this);
    baseTitle->setText(tr("Base (the common ancestor)"));

    auto *compare = new QSplitter(Qt::Horizontal, this);
    compare->setObjectName(u"compareSplitter"_s);
    compare->setChildrenCollapsible(false);
    compare->addWidget(pane(m_oursTitle, m_oursStack, compare));
    compare->addWidget(pane(m_theirsTitle, m_theirsStack, compare));
    m_basePane = pane(baseTitle, m_baseStack, compare);
    compare->addWidget(m_basePane);
    m_basePane->hide();

    // Side-by-side panes scroll together so that the same region stays in view.
    for (const auto &pair : {std::pair{m_ours, m_theirs}, std::pair{m_theirs, m_ours}}) {
        auto *to = pair.second;
        connect(pair.first->verticalScrollBar(), &QScrollBar::valueChanged, to, [to](int value) {
            to->verticalScrollBar()->setValue(std::min(value, to->verticalScrollBar()->maximum()));
        });
    }

    m_baseToggle = new QCheckBox(tr("Show &Base"), this);
    m_baseToggle->setObjectName(u"baseToggle"_s);
    m_baseToggle->setToolTip(plainToolTip(tr("Show the version both sides started from.")));
    connect(m_baseToggle, &QCheckBox::toggled, m_basePane, &QWidget::setVisible);

    m_keepOurs = new QPushButton(tr("Keep &Ours"), this);
    m_keepOurs->setObjectName(u"keepOursButton"_s);
    m_keepOurs->setCheckable(true);
    m_keepOurs->setToolTip(plainToolTip(tr("Resolve with this copy's version.")));
    m_keepTheirs = new QPushButton(tr("Keep &Theirs"), this);
    m_keepTheirs->setObjectName(u"keepTheirsButton"_s);
    m_keepTheirs->setCheckable(true);
    m_keepTheirs->setToolTip(plainToolTip(tr("Resolve with the remote's version.")));
    m_editButton = new QPushButton(tr("&Edit"), this);
    m_editButton->setObjectName(u"editButton"_s);
    m_editButton->setCheckable(true);
    m_editButton->setToolTip(plainToolTip(tr("Write the resolution yourself, starting from one side.")));
    auto *editMenu = new QMenu(m_editButton);
    m_editFromOurs = editMenu->addAction(tr("Start from Ours"));
    m_editFromOurs->setObjectName(u"editFromOursAction"_s);
    m_editFromTheirs = editMenu->addAction(tr("Start from Theirs"));
    m_editFromTheirs->setObjectName(u"editFromTheirsAction"_s);
    m_editButton->setMenu(editMenu);
    connect(m_keepOurs, &QPushButton::clicked, this, [this] { choose(Resolution::Ours); });
    connect(m_keepTheirs, &QPushButton::clicked, this, [this] { choose(Resolution::Theirs); });
    connect(m_editFromOurs, &QAction::triggered, this, [this] { startEdit(Side::Ours); });
    connect(m_editFromTheirs, &QAction::triggered, this, [this] { startEdit(Side::Theirs); });
    // The menu button toggles itself when pressed; its state only ever shows the file's resolution.
    connect(editMenu, &QMenu::aboutToHide, this, &ConflictDialog::updateState, Qt::QueuedConnection);

    auto *choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_baseToggle);
    choiceRow->addStretch(1);
    choiceRow->addWidget(m_keepOurs);
    choiceRow->addWidget(m_keepTheirs);
    choiceRow->addWidget(m_editButton);

    m_edit = makeEditor(u"resolutionEditor"_s, false, this);
    connect(m_edit, &QsciScintilla::textChanged, this, &ConflictDialog::onEdited);
    m_editTitle = plainLabel(this, u"resolutionTitle"_s);
    m_editPane = pane(m_editTitle, m_edit, this);
    m_editPane->hide();

    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->setChildrenCollapsible(false);
    vertical->addWidget(compare);
    vertical->addWidget(m_editPane);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_pathLabel);
    rightLayout->addWidget(m_note);
    rightLayout->addWidget(vertical, 1);
    rightLayout->addLayout(choiceRow);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_list);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 840});

    m_progress = plainLabel(this, u"conflictProgress"_s);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(u"conflictButtons"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isComplete())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    resize(1100, 650);
    showConflict(-1);
}

ConflictDialog::~ConflictDialog() = default;

void ConflictDialog::setConflicts(const QList<SyncConflict> &conflicts)
{
    m_conflicts = conflicts;
    m_choices = QList<Choice>(conflicts.size());
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (qsizetype i = 0; i < conflicts.size(); ++i) {
            const SyncConflict &conflict = conflicts[i];
            auto *item = new QTreeWidgetItem(m_list);
            const QString key = keyOf(conflict);
            item->setText(PathColumn, conflict.path.isEmpty() ? tr("%1 (outside the dataset)").arg(key) : key);
            item->setToolTip(PathColumn, plainToolTip(conflict.repositoryPath));
            item->setData(PathColumn, Qt::UserRole, key);
            updateItem(int(i));
        }
    }
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    else
        showConflict(-1);
    updateState();
}

QString ConflictDialog::keyOf(const SyncConflict &conflict)
{
    return conflict.path.isEmpty() ? conflict.repositoryPath : conflict.path;
}

QHash<QString, QByteArray> ConflictDialog::resolutions() const
{
    QHash<QString, QByteArray> result;
    for (qsizetype i = 0; i < m_conflicts.size(); ++i) {
        const SyncConflict &conflict = m_conflicts[i];
        switch (m_choices[i].resolution) {
        case Resolution::Unresolved: break;
        case Resolution::Ours: result.insert(keyOf(conflict), conflict.ours); break;
        case Resolution::Theirs: result.insert(keyOf(conflict), conflict.theirs); break;
        case Resolution::Edited: result.insert(keyOf(conflict), m_choices[i].edited); break;
        }
    }
    return result;
}

ConflictDialog::Resolution ConflictDialog::resolution(const QString &key) const
{
    for (qsizetype i = 0; i < m_conflicts.size(); ++i) {
        if (keyOf(m_conflicts[i]) == key)
            return m_choices[i].resolution;
    }
    return Resolution::Unresolved;
}

bool ConflictDialog::isComplete() const
{
    return std::none_of(m_choices.begin(), m_choices.end(),
                        [](const Choice &c) { return c.resolution == Resolution::Unresolved; });
}

QString ConflictDialog::currentKey() const
{
    const int index = currentIndex();
    return index >= 0 ? keyOf(m_conflicts[index]) : QString();
}

void ConflictDialog::setCurrentKey(const QString &key)
{
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        if (m_list->topLevelItem(row)->data(PathColumn, Qt::UserRole).toString() == key) {
            m_list->setCurrentItem(m_list->topLevelItem(row));
            return;
        }
    }
}

QString ConflictDialog::sideNote(Side side) const
{
    QStackedWidget *stack = side == Side::Ours ? m_oursStack : m_theirsStack;
    QLabel *label = side == Side::Ours ? m_oursMissing : m_theirsMissing;
    return stack->currentWidget() == label ? label->text() : QString();
}

QString ConflictDialog::conflictNote() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

QPushButton *ConflictDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void ConflictDialog::showConflict(int index)
{
    const bool valid = index >= 0 && index < m_conflicts.size();
    m_filling = true;
    if (!valid) {
        m_pathLabel->setText(m_conflicts.isEmpty() ? tr("No conflicts.") : QString());
        m_note->hide();
        m_oursTitle->setText(tr("Ours (this copy)"));
        m_theirsTitle->setText(tr("Theirs (the remote)"));
        for (QsciScintilla *editor : {m_ours, m_theirs, m_base, m_edit})
            fillEditor(editor, {}, {});
        m_oursStack->setCurrentWidget(m_ours);
        m_theirsStack->setCurrentWidget(m_theirs);
        m_baseStack->setCurrentWidget(m_base);
        m_filling = false;
        updateState();
        return;
    }

    const SyncConflict &c = m_conflicts[index];
    const QString key = keyOf(c);
    m_pathLabel->setText(key);
    for (QsciScintilla *editor : {m_ours, m_theirs, m_base, m_edit})
        styleEditor(editor, key, palette());

    const QStringList oursLines = linesOf(c.ours);
    const QStringList theirsLines = linesOf(c.theirs);
    const QStringList baseLines = linesOf(c.base);
    // Without a common ancestor (added on both sides) each side is compared with the other.
    const QStringList &oursRef = c.inBase ? baseLines : theirsLines;
    const QStringList &theirsRef = c.inBase ? baseLines : oursLines;

    QStringList notes;
    const auto showSide = [&](Side side) {
        const bool present = side == Side::Ours ? c.inOurs : c.inTheirs;
        const QByteArray &bytes = side == Side::Ours ? c.ours : c.theirs;
        QsciScintilla *editor = side == Side::Ours ? m_ours : m_theirs;
        QLabel *missing = side == Side::Ours ? m_oursMissing : m_theirsMissing;
        QStackedWidget *stack = side == Side::Ours ? m_oursStack : m_theirsStack;
        QLabel *title = side == Side::Ours ? m_oursTitle : m_theirsTitle;
        const QString name = side == Side::Ours ? tr("Ours (this copy)") : tr("Theirs (the remote)");
        if (!present) {
            missing->setText(side == Side::Ours ? tr("This copy deleted the file.")
                                                : tr("The remote deleted the file."));
            stack->setCurrentWidget(missing);
            fillEditor(editor, {}, {});
            title->setText(tr("%1: deleted").arg(name));
            return;
        }
        if (isBinary(bytes)) {
            missing->setText(tr("A binary file of %n byte(s); it cannot be shown.", nullptr, int(bytes.size())));
            stack->setCurrentWidget(missing);
            fillEditor(editor, {}, {});
            title->setText(tr("%1: binary").arg(name));
            return;
        }
        const QList<int> changed =
            changedLines(side == Side::Ours ? oursLines : theirsLines, side == Side::Ours ? oursRef : theirsRef);
        fillEditor(editor, bytes, changed);
        stack->setCurrentWidget(editor);
        title->setText(tr("%1 · %2").arg(name, changedCount(int(changed.size()))));
    };
    showSide(Side::Ours);
    showSide(Side::Theirs);

    if (!c.inBase) {
        m_baseMissing->setText(tr("Both sides added the file: there is no common ancestor. Changed lines are marked "
                                  "against the other side."));
        m_baseStack->setCurrentWidget(m_baseMissing);
        fillEditor(m_base, {}, {});
    } else if (isBinary(c.base)) {
        m_baseMissing->setText(tr("A binary file of %n byte(s); it cannot be shown.", nullptr, int(c.base.size())));
        m_baseStack->setCurrentWidget(m_baseMissing);
        fillEditor(m_base, {}, {});
    } else {
        fillEditor(m_base, c.base, {});
        m_baseStack->setCurrentWidget(m_base);
    }

    if (!c.inOurs)
        notes << tr("This copy deleted the file and the remote changed it. A resolution can only keep the remote's "
                    "version; to delete the file, delete it after the sync.");
    if (!c.inTheirs)
        notes << tr("The remote deleted the file and this copy changed it. A resolution can only keep this copy's "
                    "version; to delete the file, delete it after the sync.");
    if (!c.inBase && c.inOurs && c.inTheirs)
        notes << tr("Both sides added this file.");
    if ((c.inOurs && isBinary(c.ours)) || (c.inTheirs && isBinary(c.theirs)))
        notes << tr("A binary file cannot be edited here: keep one side.");
    m_note->setText(notes.join(u' '));
    m_note->setVisible(!notes.isEmpty());

    const Choice &choice = m_choices[index];
    fillEditor(m_edit, choice.resolution == Resolution::Edited ? choice.edited : QByteArray(), {});
    m_filling = false;
    updateState();
}

void ConflictDialog::choose(Resolution resolution)
{
    const int index = currentIndex();
    if (index < 0) {
        updateState();
        return;
    }
    m_choices[index].resolution = resolution;
    updateItem(index);
    updateState();
    Q_EMIT resolutionChanged(keyOf(m_conflicts[index]), resolution);
}

void ConflictDialog::startEdit(Side side)
{
    const int index = currentIndex();
    if (index < 0)
        return;
    const SyncConflict &c = m_conflicts[index];
    const QByteArray &start = side == Side::Ours ? c.ours : c.theirs;
    Choice &choice = m_choices[index];
    if (choice.resolution == Resolution::Edited && choice.edited != start) {
        QMessageBox box(QMessageBox::Question, tr("Start Over"),
                        tr("Replace your edit of %1 with %2?")
                            .arg(keyOf(c), side == Side::Ours ? tr("this copy's version") : tr("the remote's version")),
                        QMessageBox::NoButton, this);
        box.setTextFormat(Qt::PlainText);
        QPushButton *replace = box.addButton(tr("Replace"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != replace)
            return;
    }
    choice.edited = start;
    m_filling = true;
    fillEditor(m_edit, start, {});
    m_filling = false;
    choose(Resolution::Edited);
    m_edit->setFocus();
}

void ConflictDialog::onEdited()
{
    const int index = currentIndex();
    if (m_filling || index < 0 || m_choices[index].resolution != Resolution::Edited)
        return;
    m_choices[index].edited = m_edit->text().toUtf8();
}

void ConflictDialog::updateState()
{
    const int index = currentIndex();
    const bool valid = index >= 0;
    const SyncConflict *c = valid ? &m_conflicts[index] : nullptr;
    const Resolution resolution = valid ? m_choices[index].resolution : Resolution::Unresolved;
    const bool binary = c && ((c->inOurs && isBinary(c->ours)) || (c->inTheirs && isBinary(c->theirs)));

    m_keepOurs->setEnabled(c && c->inOurs);
    m_keepTheirs->setEnabled(c && c->inTheirs);
    // A file deleted on one side can only take the other side's bytes as they are.
    m_editButton->setEnabled(c && c->inOurs && c->inTheirs && !binary);
    m_keepOurs->setChecked(resolution == Resolution::Ours);
    m_keepTheirs->setChecked(resolution == Resolution::Theirs);
    m_editButton->setChecked(resolution == Resolution::Edited);

    m_editPane->setVisible(resolution == Resolution::Edited);
    if (c)
        m_editTitle->setText(tr("Resolution of %1 (edited)").arg(keyOf(*c)));

    int resolved = 0;
    for (const Choice &choice : std::as_const(m_choices))
        resolved += choice.resolution != Resolution::Unresolved;
    m_progress->setText(m_conflicts.isEmpty()
                            ? QString()
                            : tr("%1 of %n file(s) resolved", nullptr, int(m_conflicts.size())).arg(resolved));
    okButton()->setEnabled(!m_conflicts.isEmpty() && isComplete());
}

void ConflictDialog::updateItem(int index)
{
    QTreeWidgetItem *item = m_list->topLevelItem(index);
    if (!item)
        return;
    const Resolution resolution = m_choices[index].resolution;
    item->setText(StateColumn, resolutionText(resolution));
    QFont font = m_list->font();
    font.setBold(resolution == Resolution::Unresolved);
    item->setFont(StateColumn, font);
}

int ConflictDialog::currentIndex() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    const int index = item ? m_list->indexOfTopLevelItem(item) : -1;
    return index >= 0 && index < m_conflicts.size() ? index : -1;
}

} // namespace heddle
