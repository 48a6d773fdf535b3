#include <widgets/diff/patchdiffview.h>
#include <widgets/plaintooltip.h>
#include <widgets/testeditor/lexerforpath.h>

#include <Qsci/qscilexer.h>

#include <core/patch/applyfilepatch.h>
#include <core/patch/worddiff.h>

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

/// One line of an editor: a patch line, a hunk header, a filler that keeps the two sides aligned, or a note.
struct DiffRow {
    enum class Kind {
        Header,
        Context,
        Added,
        Removed,
        Filler,
        Note
    };
    Kind kind = Kind::Context;
    int hunk = -1;
    int line = -1; // index into PatchHunk::lines; -1 for headers, fillers and notes
    int oldLine = 0;
    int newLine = 0;
    QString text;
    QList<WordDiffRange> words;
};

namespace {

enum Marker {
    AddedMarker,
    RemovedMarker,
    HeaderMarker,
    FillerMarker,
    FocusMarker
};
// Indicators below 8 belong to lexers.
constexpr int kAddedWordIndicator = 8;
constexpr int kRemovedWordIndicator = 9;
constexpr int kNumberMargin = 0;
constexpr int kFocusMargin = 1;
constexpr int kFileColumn = 0;
constexpr int kCountColumn = 1;
constexpr int kFileRole = Qt::UserRole;
constexpr int kHunkRole = Qt::UserRole + 1;

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QString displayText(const QString &text)
{
    return text.endsWith(u'\r') ? text.chopped(1) : text;
}

QString hunkHeader(const PatchHunk &hunk)
{
    QString header =
        u"@@ -%1,%2 +%3,%4 @@"_s.arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
    if (!hunk.section.isEmpty())
        header += u' ' + hunk.section.trimmed();
    return header;
}

QString counts(int added, int removed)
{
    return u"+%1 -%2"_s.arg(added).arg(removed);
}

DiffRow lineRow(const PatchLine &line, int hunk, int index)
{
    DiffRow row;
    row.kind = line.kind == PatchLine::Kind::Added     ? DiffRow::Kind::Added
               : line.kind == PatchLine::Kind::Removed ? DiffRow::Kind::Removed
                                                       : DiffRow::Kind::Context;
    row.hunk = hunk;
    row.line = index;
    row.oldLine = line.oldLine;
    row.newLine = line.newLine;
    row.text = displayText(line.text);
    return row;
}

QStringList fileNotes(const PatchFile &file)
{
    QStringList notes;
    if (file.isRename)
        notes.append(PatchDiffView::tr("Renamed from %1").arg(file.oldPath));
    if (file.isCopy)
        notes.append(PatchDiffView::tr("Copied from %1").arg(file.oldPath));
    if (file.isNew)
        notes.append(PatchDiffView::tr("New file"));
    if (file.isDeleted)
        notes.append(PatchDiffView::tr("Deleted file"));
    if (!file.oldMode.isEmpty() && !file.newMode.isEmpty() && file.oldMode != file.newMode)
        notes.append(PatchDiffView::tr("Mode %1 → %2").arg(file.oldMode, file.newMode));
    if (file.isBinary)
        notes.append(PatchDiffView::tr("Binary file: no text to show"));
    else if (file.hunks.isEmpty())
        notes.append(PatchDiffView::tr("No content changes"));
    return notes;
}

// Removed lines [r0, r1) followed by added lines [a0, a1): the k-th removed line pairs with the k-th added one.
struct Block {
    qsizetype removedBegin, removedEnd, addedEnd;
};

template <typename OnContext, typename OnBlock>
void walkHunk(const PatchHunk &hunk, OnContext onContext, OnBlock onBlock)
{
    const qsizetype n = hunk.lines.size();
    qsizetype i = 0;
    while (i < n) {
        if (hunk.lines[i].kind == PatchLine::Kind::Context) {
            onContext(i++);
            continue;
        }
        Block block{i, i, i};
        while (block.removedEnd < n && hunk.lines[block.removedEnd].kind == PatchLine::Kind::Removed)
            ++block.removedEnd;
        block.addedEnd = block.removedEnd;
        while (block.addedEnd < n && hunk.lines[block.addedEnd].kind == PatchLine::Kind::Added)
            ++block.addedEnd;
        onBlock(block);
        i = block.addedEnd;
    }
}

QList<WordDiff> blockWords(const PatchHunk &hunk, const Block &b, bool ignoreWhitespace)
{
    QList<WordDiff> words;
    const qsizetype pairs = std::min(b.removedEnd - b.removedBegin, b.addedEnd - b.removedEnd);
    for (qsizetype k = 0; k < pairs; ++k) {
        const QString oldText = displayText(hunk.lines[b.removedBegin + k].text);
        const QString newText = displayText(hunk.lines[b.removedEnd + k].text);
        WordDiff diff = wordDiff(oldText, newText, {.ignoreWhitespace = ignoreWhitespace});
        // Lines that share little are a rewrite, not an edit: speckled word boxes would only add noise.
        qsizetype changed = 0;
        for (const WordDiffRange &range : std::as_const(diff.newRanges))
            changed += range.length;
        if (!newText.isEmpty() && newText.size() - changed < 0.4 * std::max(oldText.size(), newText.size()))
            diff = {};
        words.append(diff);
    }
    return words;
}

void appendUnifiedHunk(QList<DiffRow> &rows, const PatchFile &file, int h, bool ignoreWhitespace)
{
    const PatchHunk &hunk = file.hunks[h];
    rows.append({.kind = DiffRow::Kind::Header, .hunk = h, .text = hunkHeader(hunk)});
    walkHunk(
        hunk, [&](qsizetype i) { rows.append(lineRow(hunk.lines[i], h, int(i))); },
        [&](const Block &b) {
            const QList<WordDiff> words = blockWords(hunk, b, ignoreWhitespace);
            for (qsizetype i = b.removedBegin; i < b.addedEnd; ++i) {
                DiffRow row = lineRow(hunk.lines[i], h, int(i));
                const bool removed = i < b.removedEnd;
                const qsizetype k = removed ? i - b.removedBegin : i - b.removedEnd;
                if (k < words.size())
                    row.words = removed ? words[k].oldRanges : words[k].newRanges;
                rows.append(row);
            }
        });
}

QList<DiffRow> unifiedRows(const PatchFile &file, bool ignoreWhitespace)
{
    QList<DiffRow> rows;
    for (const QString &note : fileNotes(file))
        rows.append({.kind = DiffRow::Kind::Note, .text = note});
    for (int h = 0; h < file.hunks.size(); ++h)
        appendUnifiedHunk(rows, file, h, ignoreWhitespace);
    return rows;
}

void appendSideBySideHunk(QList<DiffRow> &left, QList<DiffRow> &right, const PatchFile &file, int h,
                          bool ignoreWhitespace)
{
    const PatchHunk &hunk = file.hunks[h];
    const DiffRow header{.kind = DiffRow::Kind::Header, .hunk = h, .text = hunkHeader(hunk)};
    left.append(header);
    right.append(header);
    walkHunk(
        hunk,
        [&](qsizetype i) {
            left.append(lineRow(hunk.lines[i], h, int(i)));
            right.append(lineRow(hunk.lines[i], h, int(i)));
        },
        [&](const Block &b) {
            const QList<WordDiff> words = blockWords(hunk, b, ignoreWhitespace);
            const qsizetype removed = b.removedEnd - b.removedBegin;
            const qsizetype added = b.addedEnd - b.removedEnd;
            const DiffRow filler{.kind = DiffRow::Kind::Filler, .hunk = h};
            for (qsizetype k = 0; k < std::max(removed, added); ++k) {
                if (k < removed) {
                    left.append(lineRow(hunk.lines[b.removedBegin + k], h, int(b.removedBegin + k)));
                    if (k < words.size())
                        left.last().words = words[k].oldRanges;
                } else {
                    left.append(filler);
                }
                if (k < added) {
                    right.append(lineRow(hunk.lines[b.removedEnd + k], h, int(b.removedEnd + k)));
                    if (k < words.size())
                        right.last().words = words[k].newRanges;
                } else {
                    right.append(filler);
                }
            }
        });
}

// Both sides get the same number of rows, so row r on the left faces row r on the right.
std::pair<QList<DiffRow>, QList<DiffRow>> sideBySideRows(const PatchFile &file, bool ignoreWhitespace)
{
    QList<DiffRow> left;
    QList<DiffRow> right;
    for (const QString &note : fileNotes(file)) {
        left.append({.kind = DiffRow::Kind::Note, .text = note});
        right.append({.kind = DiffRow::Kind::Note, .text = note});
    }
    for (int h = 0; h < file.hunks.size(); ++h)
        appendSideBySideHunk(left, right, file, h, ignoreWhitespace);
    return {left, right};
}

// The whole file: base lines between the hunks as context, each hunk where it landed, numbered as in the files.
// Unified mode fills only left; side by side fills both.
void fullFileRows(const PatchFile &file, const QStringList &base, const QList<int> &hunkStarts, bool sideBySide,
                  bool ignoreWhitespace, QList<DiffRow> &left, QList<DiffRow> &right)
{
    for (const QString &note : fileNotes(file)) {
        left.append({.kind = DiffRow::Kind::Note, .text = note});
        if (sideBySide)
            right.append({.kind = DiffRow::Kind::Note, .text = note});
    }
    int cursor = 0; // next base line (0-based) not yet shown
    int delta = 0;  // new line number minus old line number after the hunks so far
    auto context = [&](int until) {
        for (; cursor < until && cursor < base.size(); ++cursor) {
            const DiffRow row{.kind = DiffRow::Kind::Context,
                              .oldLine = cursor + 1,
                              .newLine = cursor + 1 + delta,
                              .text = displayText(base[cursor])};
            left.append(row);
            if (sideBySide)
                right.append(row);
        }
    };
    auto renumber = [](QList<DiffRow> &rows, qsizetype from, int oldShift, int newShift) {
        for (qsizetype r = from; r < rows.size(); ++r) {
            if (rows[r].oldLine > 0)
                rows[r].oldLine += oldShift;
            if (rows[r].newLine > 0)
                rows[r].newLine += newShift;
        }
    };
    for (int h = 0; h < file.hunks.size() && h < hunkStarts.size(); ++h) {
        const PatchHunk &hunk = file.hunks[h];
        const int start = hunkStarts[h];
        context(start);
        // Where the patch said the hunk was against where it landed.
        const int oldShift = start + 1 - std::max(hunk.oldStart, 1);
        const int newShift = start + 1 + delta - std::max(hunk.newStart, 1);
        const qsizetype leftFrom = left.size();
        const qsizetype rightFrom = right.size();
        if (sideBySide)
            appendSideBySideHunk(left, right, file, h, ignoreWhitespace);
        else
            appendUnifiedHunk(left, file, h, ignoreWhitespace);
        renumber(left, leftFrom, oldShift, newShift);
        renumber(right, rightFrom, oldShift, newShift);
        cursor = start + hunk.removed() + int(hunk.lines.size() - hunk.added() - hunk.removed());
        delta += hunk.added() - hunk.removed();
    }
    context(int(base.size()));
}

QStringList splitBase(const QByteArray &content)
{
    QStringList lines = QString::fromUtf8(content).split(u'\n');
    // A final newline ends the last line; it does not start another.
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QsciScintilla *makeEditor(const QString &objectName, QWidget *parent)
{
    auto *editor = new QsciScintilla(parent);
    editor->setObjectName(objectName);
    editor->setUtf8(true);
    editor->setReadOnly(true);
    // Lets showHunk put any hunk at the top, even the last one of a short file.
    editor->SendScintilla(QsciScintilla::SCI_SETENDATLASTLINE, false);
    editor->setMarginType(kNumberMargin, QsciScintilla::TextMarginRightJustified);
    editor->setMarginMarkerMask(kNumberMargin, 0);
    editor->setMarginType(kFocusMargin, QsciScintilla::SymbolMargin);
    editor->setMarginMarkerMask(kFocusMargin, 1 << FocusMarker);
    editor->setMarginWidth(kFocusMargin, 5);
    editor->setMarginWidth(2, 0);
    editor->markerDefine(QsciScintilla::Background, AddedMarker);
    editor->markerDefine(QsciScintilla::Background, RemovedMarker);
    editor->markerDefine(QsciScintilla::Background, HeaderMarker);
    editor->markerDefine(QsciScintilla::Background, FillerMarker);
    editor->markerDefine(QsciScintilla::FullRectangle, FocusMarker);
    for (int indicator : {kAddedWordIndicator, kRemovedWordIndicator}) {
        editor->indicatorDefine(QsciScintilla::FullBoxIndicator, indicator);
        editor->setIndicatorDrawUnder(true, indicator);
    }
    editor->setWrapMode(QsciScintilla::WrapNone);
    editor->setTabWidth(4);
    return editor;
}

} // namespace

PatchDiffView::PatchDiffView(QWidget *parent)
    : QWidget(parent)
{
    m_files = new QTreeWidget(this);
    m_files->setObjectName(u"fileList"_s);
    m_files->setColumnCount(2);
    m_files->setHeaderLabels({tr("File"), tr("Changes")});
    m_files->setRootIsDecorated(true);
    m_files->setUniformRowHeights(true);
    m_files->setTextElideMode(Qt::ElideMiddle); // keeps the file name when a deep path does not fit
    m_files->header()->setStretchLastSection(false);
    m_files->header()->setSectionResizeMode(kFileColumn, QHeaderView::Stretch);
    m_files->header()->setSectionResizeMode(kCountColumn, QHeaderView::ResizeToContents);

    auto *unifiedButton = new QToolButton(this);
    unifiedButton->setObjectName(u"unifiedButton"_s);
    unifiedButton->setText(tr("Unified"));
    unifiedButton->setCheckable(true);
    unifiedButton->setChecked(true);
    auto *sideBySideButton = new QToolButton(this);
    sideBySideButton->setObjectName(u"sideBySideButton"_s);
    sideBySideButton->setText(tr("Side by side"));
    sideBySideButton->setCheckable(true);
    m_modeButtons = new QButtonGroup(this);
    m_modeButtons->setExclusive(true);
    m_modeButtons->addButton(unifiedButton, int(Mode::Unified));
    m_modeButtons->addButton(sideBySideButton, int(Mode::SideBySide));
    m_whitespace = new QCheckBox(tr("Ignore whitespace"), this);
    m_whitespace->setObjectName(u"ignoreWhitespace"_s);
    m_fullFileAction = new QAction(tr("Full file"), this);
    m_fullFileAction->setObjectName(u"fullFileAction"_s);
    m_fullFileAction->setCheckable(true);
    m_fullFileAction->setEnabled(false);
    m_fullFileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    // Several diff views may live in one window: the shortcut belongs to the one that has the focus.
    m_fullFileAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_fullFileAction->setToolTip(tr("Show the whole file with the changes in place (Ctrl+Shift+F)"));
    addAction(m_fullFileAction);
    m_fullFileButton = new QToolButton(this);
    m_fullFileButton->setObjectName(u"fullFileToggle"_s);
    m_fullFileButton->setDefaultAction(m_fullFileAction);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(unifiedButton);
    bar->addWidget(sideBySideButton);
    bar->addSpacing(12);
    bar->addWidget(m_whitespace);
    bar->addSpacing(12);
    bar->addWidget(m_fullFileButton);
    bar->addStretch(1);

    m_unified = makeEditor(u"unifiedEditor"_s, this);
    auto *sides = new QSplitter(Qt::Horizontal, this);
    m_old = makeEditor(u"oldEditor"_s, sides);
    m_new = makeEditor(u"newEditor"_s, sides);
    sides->addWidget(m_old);
    sides->addWidget(m_new);
    sides->setChildrenCollapsible(false);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_unified);
    m_stack->addWidget(sides);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(m_stack, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_files);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 740});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_modeButtons, &QButtonGroup::idClicked, this, [this](int id) { setMode(Mode(id)); });
    connect(m_whitespace, &QCheckBox::toggled, this, &PatchDiffView::setIgnoreWhitespace);
    connect(m_fullFileAction, &QAction::toggled, this, &PatchDiffView::setFullFile);
    connect(m_files, &QTreeWidget::itemChanged, this, &PatchDiffView::onItemChanged);
    connect(m_files, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { onCurrentItemChanged(current); });
    connect(m_files, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { onCurrentItemChanged(item); });

    // Rows face each other one to one, so the two sides scroll by the same line count. Dragging a scroll bar
    // reports at once; wheel and keyboard scrolling are only reported by Scintilla's next UI update.
    auto follow = [this](QsciScintilla *from, QsciScintilla *to) {
        auto sync = [this, from, to] {
            if (m_syncingScroll)
                return;
            m_syncingScroll = true;
            if (to->firstVisibleLine() != from->firstVisibleLine())
                to->setFirstVisibleLine(from->firstVisibleLine());
            const long x = from->SendScintilla(QsciScintilla::SCI_GETXOFFSET);
            if (to->SendScintilla(QsciScintilla::SCI_GETXOFFSET) != x)
                to->SendScintilla(QsciScintilla::SCI_SETXOFFSET, x);
            m_syncingScroll = false;
        };
        connect(from, &QsciScintilla::SCN_UPDATEUI, this, sync);
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, this, sync);
        connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, this, sync);
    };
    follow(m_old, m_new);
    follow(m_new, m_old);

    render();
}

PatchDiffView::~PatchDiffView() = default;

void PatchDiffView::setPatch(const Patch &patch)
{
    m_patch = patch;
    m_viewed.clear();
    for (const PatchFile &file : m_patch.files)
        m_viewed.append({false, QList<bool>(file.hunks.size(), false)});
    m_current = m_patch.files.isEmpty() ? -1 : 0;
    m_fullFiles.clear();
    m_fullCache.clear();
    buildFileList();
    render();
    Q_EMIT currentFileChanged(currentFile());
}

void PatchDiffView::setBaseProvider(BaseProvider provider)
{
    m_baseProvider = std::move(provider);
    m_fullCache.clear();
    render();
}

bool PatchDiffView::isFullFile() const
{
    return m_fullFiles.contains(m_current);
}

void PatchDiffView::setFullFile(bool fullFile)
{
    if (m_current < 0 || !m_baseProvider || fullFile == isFullFile())
        return;
    // Keeps the reader in the hunk they were reading.
    const QsciScintilla *from = m_mode == Mode::Unified ? m_unified : m_new;
    const int fromRow = from->firstVisibleLine();
    const int hunk = fromRow >= 0 && fromRow < m_hunkOfRow.size() ? m_hunkOfRow[fromRow] : -1;
    if (fullFile)
        m_fullFiles.insert(m_current);
    else
        m_fullFiles.remove(m_current);
    render();
    if (hunk >= 0)
        showHunk(currentFile(), hunk, -1);
}

const PatchDiffView::FullFile &PatchDiffView::fullFile(int file)
{
    auto found = m_fullCache.constFind(file);
    if (found != m_fullCache.constEnd())
        return *found;
    FullFile full;
    const PatchFile &patchFile = m_patch.files[file];
    Result<QByteArray> base = QByteArray();
    if (!patchFile.isNew)
        base = m_baseProvider(patchFile.oldPath.isEmpty() ? patchFile.path() : patchFile.oldPath);
    if (!base) {
        full.error = base.error().message;
    } else if (Result<AppliedFile> applied = applyFilePatchDetailed(*base, patchFile); !applied) {
        full.error = applied.error().message;
    } else {
        full.base = splitBase(*base);
        full.hunkStarts = applied->hunkStarts;
    }
    return *m_fullCache.insert(file, full);
}

void PatchDiffView::setMode(Mode mode)
{
    if (m_modeButtons->checkedId() != int(mode))
        m_modeButtons->button(int(mode))->setChecked(true);
    if (m_mode == mode)
        return;
    const QsciScintilla *from = m_mode == Mode::Unified ? m_unified : m_new;
    const int fromRow = from->firstVisibleLine();
    const int hunk = fromRow >= 0 && fromRow < m_hunkOfRow.size() ? m_hunkOfRow[fromRow] : -1;
    m_mode = mode;
    render();
    // Keeps the reader in the hunk they were reading.
    if (hunk >= 0)
        showHunk(currentFile(), hunk, -1);
}

void PatchDiffView::setIgnoreWhitespace(bool ignore)
{
    if (m_whitespace->isChecked() != ignore)
        m_whitespace->setChecked(ignore);
    if (m_ignoreWhitespace == ignore)
        return;
    m_ignoreWhitespace = ignore;
    render();
}

QString PatchDiffView::currentFile() const
{
    return m_current >= 0 ? m_patch.files[m_current].path() : QString();
}

void PatchDiffView::setCurrentFile(const QString &path)
{
    const int index = fileIndex(path);
    if (index < 0 || index == m_current)
        return;
    m_current = index;
    render();
    Q_EMIT currentFileChanged(currentFile());
}

bool PatchDiffView::showHunk(const QString &file, int hunk, int line)
{
    const int index = fileIndex(file);
    if (index < 0 || hunk < 0 || hunk >= m_patch.files[index].hunks.size())
        return false;
    const PatchHunk &target = m_patch.files[index].hunks[hunk];
    if (line >= target.lines.size())
        line = -1;
    setCurrentFile(m_patch.files[index].path());

    const int headerRow = rowOf(hunk, -1);
    const int row = rowOf(hunk, line);
    QList<QsciScintilla *> editors{m_unified};
    if (m_mode == Mode::SideBySide)
        editors = {m_old, m_new};
    for (QsciScintilla *editor : editors) {
        const int onScreen = std::max(1, int(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN)));
        // The header goes to the top unless that would push the target line off screen.
        const int top = row - headerRow < onScreen - 1 ? headerRow : row - onScreen / 2;
        editor->setCursorPosition(row, 0);
        editor->setFirstVisibleLine(top);
    }
    highlightHunk(hunk);

    m_updating = true;
    if (QTreeWidgetItem *item = m_files->topLevelItem(index)->child(hunk))
        m_files->setCurrentItem(item);
    m_updating = false;
    return true;
}

bool PatchDiffView::isViewed(const QString &file, int hunk) const
{
    const int index = fileIndex(file);
    if (index < 0)
        return false;
    const Viewed &viewed = m_viewed[index];
    if (hunk < 0)
        return viewed.file;
    return hunk < viewed.hunks.size() && viewed.hunks[hunk];
}

void PatchDiffView::setViewed(const QString &file, int hunk, bool viewed)
{
    const int index = fileIndex(file);
    if (index < 0 || hunk >= m_viewed[index].hunks.size())
        return;
    Viewed &state = m_viewed[index];
    const QString path = m_patch.files[index].path();
    QList<int> changedHunks;
    if (hunk < 0) {
        for (int h = 0; h < state.hunks.size(); ++h) {
            if (state.hunks[h] != viewed) {
                state.hunks[h] = viewed;
                changedHunks.append(h);
            }
        }
    } else if (state.hunks[hunk] != viewed) {
        state.hunks[hunk] = viewed;
        changedHunks.append(hunk);
    }
    const bool fileWas = state.file;
    state.file = hunk < 0 ? viewed : !state.hunks.contains(false);
    syncTicks(index);
    for (int h : std::as_const(changedHunks))
        Q_EMIT viewedChanged(path, h, viewed);
    if (state.file != fileWas)
        Q_EMIT viewedChanged(path, -1, state.file);
}

void PatchDiffView::setViewedTicks(const QList<QPair<QString, int>> &ticks)
{
    for (Viewed &state : m_viewed) {
        state.file = false;
        state.hunks.fill(false);
    }
    QList<bool> wholeFile(m_viewed.size(), false);
    for (const auto &[path, hunk] : ticks) {
        const int index = fileIndex(path);
        if (index < 0)
            continue;
        if (hunk < 0)
            wholeFile[index] = true;
        else if (hunk < m_viewed[index].hunks.size())
            m_viewed[index].hunks[hunk] = true;
    }
    for (int f = 0; f < m_viewed.size(); ++f) {
        Viewed &state = m_viewed[f];
        if (wholeFile[f])
            state.hunks.fill(true);
        state.file = wholeFile[f] || (!state.hunks.isEmpty() && !state.hunks.contains(false));
        syncTicks(f);
    }
}

QList<QPair<QString, int>> PatchDiffView::viewedTicks() const
{
    QList<QPair<QString, int>> ticks;
    for (int f = 0; f < m_viewed.size(); ++f) {
        const QString path = m_patch.files[f].path();
        if (m_viewed[f].file)
            ticks.append({path, -1});
        for (int h = 0; h < m_viewed[f].hunks.size(); ++h) {
            if (m_viewed[f].hunks[h])
                ticks.append({path, h});
        }
    }
    return ticks;
}

void PatchDiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        render();
}

void PatchDiffView::buildFileList()
{
    m_updating = true;
    m_files->clear();
    for (int f = 0; f < m_patch.files.size(); ++f) {
        const PatchFile &file = m_patch.files[f];
        auto *item = new QTreeWidgetItem(m_files);
        item->setText(kFileColumn, file.path());
        item->setToolTip(kFileColumn, file.isRename ? tr("%1 (from %2)").arg(file.path(), file.oldPath) : file.path());
        item->setText(kCountColumn, file.isBinary ? tr("binary") : counts(file.added(), file.removed()));
        item->setData(kFileColumn, kFileRole, f);
        item->setData(kFileColumn, kHunkRole, -1);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(kFileColumn, Qt::Unchecked);
        for (int h = 0; h < file.hunks.size(); ++h) {
            const PatchHunk &hunk = file.hunks[h];
            auto *child = new QTreeWidgetItem(item);
            const QString label = hunk.section.trimmed().isEmpty()
                                      ? tr("Hunk %1 (line %2)").arg(h + 1).arg(hunk.newStart)
                                      : tr("Hunk %1: %2").arg(h + 1).arg(hunk.section.trimmed());
            child->setText(kFileColumn, label);
            child->setToolTip(kFileColumn, plainToolTip(hunkHeader(hunk))); // hunk headers quote the patch
            child->setText(kCountColumn, counts(hunk.added(), hunk.removed()));
            child->setData(kFileColumn, kFileRole, f);
            child->setData(kFileColumn, kHunkRole, h);
            child->setFlags(child->flags() | Qt::ItemIsUserCheckable);
            child->setCheckState(kFileColumn, Qt::Unchecked);
        }
    }
    if (m_current >= 0)
        m_files->setCurrentItem(m_files->topLevelItem(m_current));
    m_updating = false;
}

void PatchDiffView::syncTicks(int file)
{
    QTreeWidgetItem *item = m_files->topLevelItem(file);
    if (!item)
        return;
    m_updating = true;
    const Viewed &state = m_viewed[file];
    const int viewedHunks = int(state.hunks.count(true));
    item->setCheckState(kFileColumn, state.file ? Qt::Checked : viewedHunks > 0 ? Qt::PartiallyChecked : Qt::Unchecked);
    for (int h = 0; h < item->childCount() && h < state.hunks.size(); ++h)
        item->child(h)->setCheckState(kFileColumn, state.hunks[h] ? Qt::Checked : Qt::Unchecked);
    m_updating = false;
}

void PatchDiffView::onItemChanged(QTreeWidgetItem *item, int column)
{
    if (m_updating || column != kFileColumn)
        return;
    const int file = item->data(kFileColumn, kFileRole).toInt();
    const int hunk = item->data(kFileColumn, kHunkRole).toInt();
    setViewed(m_patch.files[file].path(), hunk, item->checkState(kFileColumn) != Qt::Unchecked);
}

void PatchDiffView::onCurrentItemChanged(QTreeWidgetItem *current)
{
    if (m_updating || !current)
        return;
    const int file = current->data(kFileColumn, kFileRole).toInt();
    const int hunk = current->data(kFileColumn, kHunkRole).toInt();
    const QString path = m_patch.files[file].path();
    if (hunk < 0) {
        setCurrentFile(path);
        return;
    }
    showHunk(path, hunk, -1);
    Q_EMIT hunkActivated(path, hunk);
}

int PatchDiffView::fileIndex(const QString &path) const
{
    for (int f = 0; f < m_patch.files.size(); ++f) {
        if (m_patch.files[f].path() == path)
            return f;
    }
    // A flag may name a renamed file by its old path.
    for (int f = 0; f < m_patch.files.size(); ++f) {
        if (!path.isEmpty() && m_patch.files[f].oldPath == path)
            return f;
    }
    return -1;
}

int PatchDiffView::rowOf(int hunk, int line) const
{
    return m_rowOf.value((qint64(hunk) << 32) | qint64(line + 1), 0);
}

void PatchDiffView::render()
{
    m_rowOf.clear();
    m_hunkOfRow.clear();
    m_highlighted = -1;
    m_stack->setCurrentIndex(m_mode == Mode::Unified ? 0 : 1);
    const PatchFile empty;
    const PatchFile &file = m_current >= 0 ? m_patch.files[m_current] : empty;

    auto index = [this](const QList<DiffRow> &rows, bool skipAdded, bool skipRemoved) {
        for (int r = 0; r < rows.size(); ++r) {
            const DiffRow &row = rows[r];
            if (row.hunk < 0 || row.kind == DiffRow::Kind::Filler)
                continue;
            if ((skipAdded && row.kind == DiffRow::Kind::Added) || (skipRemoved && row.kind == DiffRow::Kind::Removed))
                continue;
            m_rowOf.insert((qint64(row.hunk) << 32) | qint64(row.line + 1), r);
        }
        if (m_hunkOfRow.isEmpty()) {
            for (const DiffRow &row : rows)
                m_hunkOfRow.append(row.hunk);
        }
    };

    {
        const QSignalBlocker blocker(m_fullFileAction);
        m_fullFileAction->setEnabled(m_current >= 0 && bool(m_baseProvider));
        m_fullFileAction->setChecked(isFullFile());
    }
    if (m_current >= 0 && m_baseProvider && isFullFile()) {
        const FullFile &full = fullFile(m_current);
        QList<DiffRow> left;
        QList<DiffRow> right;
        const bool sideBySide = m_mode == Mode::SideBySide;
        if (full.error.isEmpty()) {
            fullFileRows(file, full.base, full.hunkStarts, sideBySide, m_ignoreWhitespace, left, right);
        } else {
            // The diff still reads without the base: say why the whole file is missing, above it.
            const DiffRow note{.kind = DiffRow::Kind::Note, .text = tr("Full file unavailable: %1").arg(full.error)};
            if (sideBySide) {
                std::tie(left, right) = sideBySideRows(file, m_ignoreWhitespace);
                right.prepend(note);
            } else {
                left = unifiedRows(file, m_ignoreWhitespace);
            }
            left.prepend(note);
        }
        if (sideBySide) {
            styleEditor(m_old, file.oldPath.isEmpty() ? file.path() : file.oldPath);
            styleEditor(m_new, file.path());
            fillEditor(m_old, left, false);
            fillEditor(m_new, right, false);
            index(left, true, false);
            index(right, false, true);
        } else {
            styleEditor(m_unified, file.path());
            fillEditor(m_unified, left, true);
            index(left, false, false);
        }
        return;
    }

    if (m_mode == Mode::Unified) {
        const QList<DiffRow> rows = unifiedRows(file, m_ignoreWhitespace);
        styleEditor(m_unified, file.path());
        fillEditor(m_unified, rows, true);
        index(rows, false, false);
    } else {
        const auto [left, right] = sideBySideRows(file, m_ignoreWhitespace);
        styleEditor(m_old, file.oldPath.isEmpty() ? file.path() : file.oldPath);
        styleEditor(m_new, file.path());
        fillEditor(m_old, left, false);
        fillEditor(m_new, right, false);
        index(left, true, false);
        index(right, false, true);
    }
}

void PatchDiffView::styleEditor(QsciScintilla *editor, const QString &path)
{
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    styleEditorForPath(editor, path, pal);
    editor->setCaretLineVisible(false);

    const QColor green(46, 160, 67);
    const QColor red(218, 54, 51);
    editor->setMarkerBackgroundColor(mix(base, green, dark ? 0.22 : 0.15), AddedMarker);
    editor->setMarkerBackgroundColor(mix(base, red, dark ? 0.22 : 0.15), RemovedMarker);
    editor->setMarkerBackgroundColor(mix(base, pal.color(QPalette::Highlight), dark ? 0.25 : 0.12), HeaderMarker);
    editor->setMarkerBackgroundColor(mix(base, text, 0.06), FillerMarker);
    editor->setMarkerBackgroundColor(pal.color(QPalette::Highlight), FocusMarker);
    editor->setMarkerForegroundColor(pal.color(QPalette::Highlight), FocusMarker);
    // Same hue as the line, stronger: the changed words read as the darker part of the line.
    QColor addedWord = green;
    QColor removedWord = red;
    addedWord.setAlpha(dark ? 110 : 80);
    removedWord.setAlpha(dark ? 110 : 80);
    editor->setIndicatorForegroundColor(addedWord, kAddedWordIndicator);
    editor->setIndicatorForegroundColor(removedWord, kRemovedWordIndicator);
}

void PatchDiffView::fillEditor(QsciScintilla *editor, const QList<DiffRow> &rows, bool unified)
{
    QStringList lines;
    lines.reserve(rows.size());
    int widest = 1;
    for (const DiffRow &row : rows) {
        lines.append(row.text);
        widest = std::max({widest, row.oldLine, row.newLine});
    }
    editor->setReadOnly(false);
    editor->setText(lines.join(u'\n'));
    editor->setReadOnly(true);
    editor->markerDeleteAll();
    editor->clearMarginText();

    const int digits = int(QString::number(widest).size());
    const QString sample = unified ? QString(digits * 2 + 2, u'0') : QString(digits + 1, u'0');
    editor->setMarginWidth(kNumberMargin, sample);
    const bool oldSide = editor == m_old;

    for (int r = 0; r < rows.size(); ++r) {
        const DiffRow &row = rows[r];
        switch (row.kind) {
        case DiffRow::Kind::Added: editor->markerAdd(r, AddedMarker); break;
        case DiffRow::Kind::Removed: editor->markerAdd(r, RemovedMarker); break;
        case DiffRow::Kind::Header:
        case DiffRow::Kind::Note: editor->markerAdd(r, HeaderMarker); break;
        case DiffRow::Kind::Filler: editor->markerAdd(r, FillerMarker); break;
        case DiffRow::Kind::Context: break;
        }
        auto number = [&](int n) { return n > 0 ? QString::number(n).rightJustified(digits) : QString(digits, u' '); };
        QString margin;
        if (row.kind != DiffRow::Kind::Header && row.kind != DiffRow::Kind::Note && row.kind != DiffRow::Kind::Filler)
            margin = unified ? number(row.oldLine) + u' ' + number(row.newLine)
                             : number(oldSide ? row.oldLine : row.newLine);
        if (!margin.isEmpty())
            editor->setMarginText(r, margin, QsciScintilla::STYLE_LINENUMBER);

        if (row.words.isEmpty())
            continue;
        // Scintilla positions count UTF-8 bytes; word ranges count UTF-16 units.
        const long lineStart = editor->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, r);
        editor->SendScintilla(QsciScintilla::SCI_SETINDICATORCURRENT,
                              row.kind == DiffRow::Kind::Removed ? kRemovedWordIndicator : kAddedWordIndicator);
        for (const WordDiffRange &range : row.words) {
            const long from = lineStart + long(row.text.left(range.start).toUtf8().size());
            const long length = long(row.text.mid(range.start, range.length).toUtf8().size());
            editor->SendScintilla(QsciScintilla::SCI_INDICATORFILLRANGE, from, length);
        }
    }
}

void PatchDiffView::highlightHunk(int hunk)
{
    QList<QsciScintilla *> editors{m_unified, m_old, m_new};
    for (QsciScintilla *editor : editors)
        editor->markerDeleteAll(FocusMarker);
    m_highlighted = hunk;
    QList<QsciScintilla *> shown{m_unified};
    if (m_mode == Mode::SideBySide)
        shown = {m_old, m_new};
    for (int r = 0; r < m_hunkOfRow.size(); ++r) {
        if (m_hunkOfRow[r] != hunk)
            continue;
        for (QsciScintilla *editor : shown)
            editor->markerAdd(r, FocusMarker);
    }
}

} // namespace heddle
