#include <widgets/diff/patchdiffview.h>

#include <core/jobs/jobtracker.h>
#include <core/patch/patchfilelistmodel.h>
#include <widgets/diff/sidebysidediffview.h>
#include <widgets/diff/unifieddiffview.h>
#include <widgets/plaintooltip.h>

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

PatchDiffView::PatchDiffView(QWidget *parent)
    : QWidget(parent)
    , m_files(new PatchFileListModel(this))
    , m_baseRead(new JobTracker(this))
{
    m_fileList = new QTreeView(this);
    m_fileList->setObjectName(u"fileList"_s);
    m_fileList->setAccessibleName(tr("Changed files"));
    m_fileList->setModel(m_files);
    m_fileList->setRootIsDecorated(true);
    m_fileList->setUniformRowHeights(true);
    m_fileList->setTextElideMode(Qt::ElideMiddle); // keeps the file name when a deep path does not fit
    m_fileList->header()->setStretchLastSection(false);
    m_fileList->header()->setSectionResizeMode(PatchFileListModel::FileColumn, QHeaderView::Stretch);
    m_fileList->header()->setSectionResizeMode(PatchFileListModel::ChangesColumn, QHeaderView::ResizeToContents);
    usePlainToolTips(m_fileList); // paths and hunk headers quote the patch

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
    m_fullFileStatus = new QLabel(tr("Reading the file…"), this);
    m_fullFileStatus->setObjectName(u"fullFileStatus"_s);
    m_fullFileStatus->setTextFormat(Qt::PlainText);
    m_fullFileStatus->hide();

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(unifiedButton);
    bar->addWidget(sideBySideButton);
    bar->addSpacing(12);
    bar->addWidget(m_whitespace);
    bar->addSpacing(12);
    bar->addWidget(m_fullFileButton);
    bar->addWidget(m_fullFileStatus);
    bar->addStretch(1);

    m_unified = new UnifiedDiffView(this);
    m_sideBySide = new SideBySideDiffView(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_unified);
    m_stack->addWidget(m_sideBySide);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(m_stack, 1);

    // In a narrow page the file list shrinks with the diff, never to nothing: its paths stay readable.
    m_fileList->setMinimumWidth(m_fileList->fontMetrics().averageCharWidth() * 20);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_fileList);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({260, 740});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_modeButtons, &QButtonGroup::idClicked, this, [this](int id) { setMode(Mode(id)); });
    connect(m_whitespace, &QCheckBox::toggled, this, &PatchDiffView::setIgnoreWhitespace);
    connect(m_fullFileAction, &QAction::toggled, this, &PatchDiffView::setFullFile);
    connect(m_files, &PatchFileListModel::viewedChanged, this, &PatchDiffView::viewedChanged);
    connect(m_fileList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentIndexChanged(current); });
    connect(m_fileList, &QTreeView::activated, this, &PatchDiffView::onCurrentIndexChanged);

    render();
}

PatchDiffView::~PatchDiffView() = default;

const Patch &PatchDiffView::patch() const
{
    return m_files->patch();
}

void PatchDiffView::setPatch(const Patch &patch)
{
    m_baseRead->cancel();
    m_updating = true;
    m_files->setPatch(patch);
    m_current = patch.files.isEmpty() ? -1 : 0;
    m_shownHunk = -1;
    if (m_current >= 0)
        m_fileList->setCurrentIndex(m_files->indexOf(m_current));
    m_updating = false;
    m_fullFiles.clear();
    m_bases.clear();
    render();
    Q_EMIT currentFileChanged(currentFile());
}

void PatchDiffView::setBaseProvider(BaseProvider provider)
{
    // Bases read through the old provider belong to another commit: a read still under way is dropped.
    m_baseRead->cancel();
    m_baseProvider = std::move(provider);
    m_bases.clear();
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
    const int hunk = hunkAtTop();
    if (fullFile)
        m_fullFiles.insert(m_current);
    else
        m_fullFiles.remove(m_current);
    render();
    if (hunk >= 0)
        showHunk(currentFile(), hunk, -1);
}

void PatchDiffView::requestBase(int file)
{
    if (m_baseRead->isRunning() && m_readingFile == file)
        return;
    m_readingFile = file;
    m_baseRead->start(
        [provider = m_baseProvider, patchFile = m_files->patch().files[file]]() -> Result<FileBase> {
            // A new file has no base: its patch applies to nothing.
            Result<QByteArray> content = QByteArray();
            if (!patchFile.isNew)
                content = provider(patchFile.oldPath.isEmpty() ? patchFile.path() : patchFile.oldPath);
            if (!content)
                return content.error();
            return DiffRows::fileBase(*content, patchFile);
        },
        [this, file](const Result<FileBase> &base) { onBaseRead(file, base); });
}

void PatchDiffView::onBaseRead(int file, const Result<FileBase> &base)
{
    m_readingFile = -1;
    m_bases.insert(file, base);
    if (file != m_current || !isFullFile())
        return;
    // The diff was on screen meanwhile: the reader stays in the hunk they were reading, on the line a jump to
    // evidence put the cursor on.
    const int hunk = hunkAtTop();
    const int line = hunk == m_shownHunk ? m_shownLine : -1;
    render();
    if (hunk >= 0)
        showHunk(currentFile(), hunk, line);
}

void PatchDiffView::setMode(Mode mode)
{
    if (m_modeButtons->checkedId() != int(mode))
        m_modeButtons->button(int(mode))->setChecked(true);
    if (m_mode == mode)
        return;
    const int hunk = hunkAtTop();
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
    return m_current >= 0 ? m_files->patch().files[m_current].path() : QString();
}

void PatchDiffView::setCurrentFile(const QString &path)
{
    const int index = m_files->fileIndex(path);
    if (index < 0 || index == m_current)
        return;
    m_current = index;
    m_shownHunk = -1;
    render();
    Q_EMIT currentFileChanged(currentFile());
}

bool PatchDiffView::showHunk(const QString &file, int hunk, int line)
{
    const int index = m_files->fileIndex(file);
    const Patch &patch = m_files->patch();
    if (index < 0 || hunk < 0 || hunk >= patch.files[index].hunks.size())
        return false;
    if (line >= patch.files[index].hunks[hunk].lines.size())
        line = -1;
    setCurrentFile(patch.files[index].path());

    const int headerRow = std::max(0, m_rows.rowOf(hunk, -1));
    const int row = std::max(0, m_rows.rowOf(hunk, line));
    if (m_mode == Mode::Unified)
        m_unified->showRow(row, headerRow);
    else
        m_sideBySide->showRow(row, headerRow);
    highlightHunk(hunk);
    m_shownHunk = hunk;
    m_shownLine = line;

    m_updating = true;
    m_fileList->setCurrentIndex(m_files->indexOf(index, hunk));
    m_updating = false;
    return true;
}

bool PatchDiffView::isViewed(const QString &file, int hunk) const
{
    return m_files->isViewed(m_files->fileIndex(file), hunk);
}

void PatchDiffView::setViewed(const QString &file, int hunk, bool viewed)
{
    m_files->setViewed(m_files->fileIndex(file), hunk, viewed);
}

void PatchDiffView::setViewedTicks(const QList<QPair<QString, int>> &ticks)
{
    m_files->setViewedTicks(ticks);
}

QList<QPair<QString, int>> PatchDiffView::viewedTicks() const
{
    return m_files->viewedTicks();
}

void PatchDiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        render();
}

void PatchDiffView::onCurrentIndexChanged(const QModelIndex &current)
{
    if (m_updating || !current.isValid())
        return;
    const int file = current.data(PatchFileListModel::FileIndexRole).toInt();
    const int hunk = current.data(PatchFileListModel::HunkRole).toInt();
    const QString path = m_files->patch().files[file].path();
    if (hunk < 0) {
        setCurrentFile(path);
        return;
    }
    showHunk(path, hunk, -1);
    Q_EMIT hunkActivated(path, hunk);
}

int PatchDiffView::hunkAtTop() const
{
    return m_mode == Mode::Unified ? m_unified->hunkAtTop() : m_sideBySide->hunkAtTop();
}

void PatchDiffView::highlightHunk(int hunk)
{
    if (m_mode == Mode::Unified)
        m_unified->highlightHunk(hunk);
    else
        m_sideBySide->highlightHunk(hunk);
}

void PatchDiffView::render()
{
    m_stack->setCurrentIndex(m_mode == Mode::Unified ? 0 : 1);
    const PatchFile empty;
    const PatchFile &file = m_current >= 0 ? m_files->patch().files[m_current] : empty;
    {
        const QSignalBlocker blocker(m_fullFileAction);
        m_fullFileAction->setEnabled(m_current >= 0 && bool(m_baseProvider));
        m_fullFileAction->setChecked(isFullFile());
    }

    const DiffRowOptions options{.layout = m_mode == Mode::Unified ? DiffLayout::Unified : DiffLayout::SideBySide,
                                 .ignoreWhitespace = m_ignoreWhitespace};
    bool reading = false;
    if (m_current >= 0 && m_baseProvider && isFullFile()) {
        const auto base = m_bases.constFind(m_current);
        if (base == m_bases.constEnd()) {
            // The diff reads while the base is on its way; the whole file replaces it when it arrives.
            requestBase(m_current);
            reading = true;
            m_rows = DiffRows::build(file, options);
        } else if (*base) {
            m_rows = DiffRows::buildWholeFile(file, **base, options);
        } else {
            // The diff still reads without the base: say why the whole file is missing, above it.
            m_rows = DiffRows::build(file, options);
            m_rows.prependNote(tr("Full file unavailable: %1").arg(base->error().message));
        }
    } else {
        m_rows = DiffRows::build(file, options);
    }
    m_fullFileStatus->setVisible(reading);

    if (m_mode == Mode::Unified)
        m_unified->setRows(m_rows, file.path(), palette());
    else
        m_sideBySide->setRows(m_rows, file.oldPath.isEmpty() ? file.path() : file.oldPath, file.path(), palette());
}

} // namespace heddle
