#include <widgets/testeditor/testeditor.h>

#include <core/editing/testeditsession.h>
#include <widgets/common/findbar.h>
#include <widgets/common/scintillafinder.h>
#include <widgets/plaintooltip.h>
#include <widgets/testeditor/lexerforpath.h>
#include <widgets/theme.h>

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int kNumberMargin = 0;
constexpr int kFoldMargin = 2;
constexpr int kPathRole = Qt::UserRole;

// Python's indentation is 4 spaces by convention; elsewhere the file's own first indentation decides.
std::pair<bool, int> indentationOf(const QString &path, const QByteArray &content)
{
    if (QFileInfo(path).suffix().toLower().startsWith(u"py"))
        return {false, 4};
    if (QFileInfo(path).fileName() == u"Makefile" || QFileInfo(path).suffix() == u"go")
        return {true, 4};
    for (const QByteArray &line : content.split('\n')) {
        if (line.startsWith('\t'))
            return {true, 4};
        qsizetype spaces = 0;
        while (spaces < line.size() && line[spaces] == ' ')
            ++spaces;
        if (spaces > 0 && spaces < line.size() && (spaces == 2 || spaces == 4 || spaces == 8))
            return {false, int(spaces)};
    }
    return {false, 4};
}

} // namespace

TestEditor::TestEditor(QWidget *parent)
    : QWidget(parent)
{
    m_files = new QComboBox(this);
    m_files->setObjectName(u"testFileChoice"_s);
    m_files->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_files->setToolTip(tr("Test file (• marks unsaved changes)"));

    m_annotationsButton = new QToolButton(this);
    m_annotationsButton->setObjectName(u"toggleAnnotations"_s);
    m_annotationsButton->setText(tr("Flag notes"));
    m_annotationsButton->setToolTip(tr("Show the rationale of each flag under the lines it cites"));
    m_annotationsButton->setCheckable(true);
    m_annotationsButton->setChecked(true);
    m_annotationsButton->setAutoRaise(true);

    m_saveButton = new QPushButton(tr("Save"), this);
    m_saveButton->setObjectName(u"saveTestButton"_s);
    m_saveButton->setToolTip(tr("Save this test file into the dataset (Ctrl+S)"));
    m_saveButton->setEnabled(false);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_files);
    top->addStretch(1);
    top->addWidget(m_annotationsButton);
    top->addWidget(m_saveButton);

    m_banner = new QFrame(this);
    m_banner->setObjectName(u"draftBanner"_s);
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    m_bannerText = new QLabel(m_banner);
    m_bannerText->setObjectName(u"draftBannerText"_s);
    m_bannerText->setTextFormat(Qt::PlainText);
    m_bannerText->setWordWrap(true);
    auto *restore = new QPushButton(tr("Restore"), m_banner);
    restore->setObjectName(u"restoreDraftButton"_s);
    auto *discard = new QPushButton(tr("Discard"), m_banner);
    discard->setObjectName(u"discardDraftButton"_s);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 4, 4, 4);
    bannerLayout->addWidget(m_bannerText, 1);
    bannerLayout->addWidget(restore);
    bannerLayout->addWidget(discard);
    m_banner->hide();

    m_editor = new QsciScintilla(this);
    m_editor->setObjectName(u"testEditorText"_s);
    m_editor->setAccessibleName(tr("Test file"));
    m_editor->setUtf8(true);
    m_editor->setMarginType(kNumberMargin, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(kNumberMargin, true);
    m_flagMargin = new FlagMargin(m_editor, this);
    m_editor->setFolding(QsciScintilla::BoxedTreeFoldStyle, kFoldMargin);
    m_editor->markerDefine(QsciScintilla::Background, ShownLineMarker);
    m_editor->setAutoIndent(true);
    m_editor->setIndentationGuides(true);
    m_editor->setBraceMatching(QsciScintilla::SloppyBraceMatch);
    m_editor->setCaretLineVisible(true);
    // Both redo bindings curators bring from other editors: Ctrl+Y (QScintilla's own) and Ctrl+Shift+Z.
    if (QsciCommand *redo = m_editor->standardCommands()->find(QsciCommand::Redo))
        redo->setAlternateKey((Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toCombined());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_banner);
    layout->addWidget(m_editor, 1);
    m_findBar = new FindBar(this);
    layout->addWidget(m_findBar);
    m_finder = new ScintillaFinder(m_editor, m_findBar, this);

    const auto shortcut = [this](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        QWidget::addAction(action);
        return action;
    };
    shortcut(tr("Save test file"), {QKeySequence::Save}, [this] { save(); });
    m_findBar->addShortcuts(this);
    shortcut(tr("Next flagged line"), {QKeySequence(Qt::Key_F8)}, [this] { jumpToFlag(true); });
    shortcut(tr("Previous flagged line"), {QKeySequence(Qt::SHIFT | Qt::Key_F8)}, [this] { jumpToFlag(false); });
    shortcut(tr("Open the flag of this line"), {QKeySequence(Qt::ALT | Qt::Key_Return)},
             [this] { activateFlagAtCursor(); });
    shortcut(tr("Suggest a repair for the flag of this line"), {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return)},
             [this] {
                 int line = 0;
                 int index = 0;
                 m_editor->getCursorPosition(&line, &index);
                 if (m_flagMargin->isFlagged(line))
                     Q_EMIT repairRequested(m_path, line + 1);
             });

    connect(m_files, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_updating && index >= 0)
            setCurrentPath(m_files->itemData(index, kPathRole).toString());
    });
    connect(m_annotationsButton, &QToolButton::toggled, this, &TestEditor::setAnnotationsVisible);
    connect(m_saveButton, &QPushButton::clicked, this, &TestEditor::save);
    connect(restore, &QPushButton::clicked, this, &TestEditor::restoreDrafts);
    connect(discard, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->discardDrafts();
    });
    connect(m_editor, &QsciScintilla::textChanged, this, &TestEditor::onEditorTextChanged);
    connect(m_editor, &QsciScintilla::linesChanged, this, &TestEditor::updateLineNumberWidth);
    connect(m_flagMargin, &FlagMargin::lineActivated, this,
            [this](int line) { Q_EMIT lineActivated(m_path, line + 1); });

    applyPalette();
    setFocusProxy(m_editor);
}

TestEditor::~TestEditor() = default;

void TestEditor::setSession(TestEditSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session, &TestEditSession::taskChanged, this, &TestEditor::rebuild);
        connect(m_session, &TestEditSession::flagsChanged, this, &TestEditor::updateFlagMarks);
        connect(m_session, &TestEditSession::contentChanged, this, &TestEditor::onSessionContentChanged);
        connect(m_session, &TestEditSession::modifiedChanged, this,
                [this](const QString &path, bool) { updateFileItem(path); });
        connect(m_session, &TestEditSession::recoverableDraftsChanged, this, &TestEditor::updateBanner);
    }
    rebuild();
}

void TestEditor::rebuild()
{
    const QString previous = m_path;
    {
        const QSignalBlocker blocker(m_files);
        m_updating = true;
        m_files->clear();
        m_updating = false;
    }
    m_path.clear();
    m_documents.clear();
    m_shownLine = -1;
    const QStringList files = m_session ? m_session->files() : QStringList();
    {
        const QSignalBlocker blocker(m_files);
        for (const QString &path : files) {
            m_files->addItem(path, path);
            updateFileItem(path);
        }
    }
    for (const QString &path : files)
        loadDocument(path);
    m_editor->setReadOnly(files.isEmpty());
    if (files.isEmpty()) {
        m_editor->setDocument(QsciDocument());
        m_saveButton->setEnabled(false);
    } else {
        setCurrentPath(files.contains(previous) ? previous : files.first());
    }
    updateBanner();
}

void TestEditor::loadDocument(const QString &path)
{
    const QSignalBlocker blocker(m_editor);
    m_updating = true;
    m_editor->setDocument(QsciDocument());
    const QByteArray content = m_session->content(path);
    m_editor->setEolMode(content.contains("\r\n") ? QsciScintilla::EolWindows : QsciScintilla::EolUnix);
    m_editor->setText(QString::fromUtf8(content));
    m_editor->SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);
    m_editor->setModified(false);
    m_documents.insert(path, m_editor->document());
    m_updating = false;
}

void TestEditor::setCurrentPath(const QString &path)
{
    if (!m_documents.contains(path) || path == m_path)
        return;
    m_path = path;
    {
        const QSignalBlocker blocker(m_files);
        m_files->setCurrentIndex(m_files->findData(path, kPathRole));
    }
    showDocument(path);
    Q_EMIT currentFileChanged(path);
}

void TestEditor::showDocument(const QString &path)
{
    m_updating = true;
    {
        const QSignalBlocker blocker(m_editor);
        m_editor->setDocument(m_documents.value(path));
    }
    m_shownLine = -1;
    applyFileSettings();
    applyPalette();
    updateFlagMarks();
    updateLineNumberWidth();
    m_saveButton->setEnabled(m_session && m_session->isModified(path));
    m_updating = false;
    m_finder->refresh();
}

void TestEditor::applyFileSettings()
{
    const auto [tabs, width] = indentationOf(m_path, m_session ? m_session->content(m_path) : QByteArray());
    m_editor->setIndentationsUseTabs(tabs);
    m_editor->setTabWidth(width);
    m_editor->setIndentationWidth(tabs ? 0 : width);
    const QByteArray content = m_session ? m_session->content(m_path) : QByteArray();
    m_editor->setEolMode(content.contains("\r\n") ? QsciScintilla::EolWindows : QsciScintilla::EolUnix);
}

void TestEditor::onEditorTextChanged()
{
    if (m_updating || !m_session || m_path.isEmpty())
        return;
    m_updating = true;
    m_session->setContent(m_path, m_editor->text().toUtf8());
    m_updating = false;
    m_finder->refresh();
}

void TestEditor::onSessionContentChanged(const QString &path)
{
    if (m_updating || !m_documents.contains(path))
        return;
    // Revert or a restored draft: replace the text as one undoable step, keeping the view where it was.
    const QsciDocument current = m_editor->document();
    const bool other = path != m_path;
    m_updating = true;
    if (other)
        m_editor->setDocument(m_documents.value(path));
    const int first = m_editor->firstVisibleLine();
    int line = 0;
    int index = 0;
    m_editor->getCursorPosition(&line, &index);
    m_editor->beginUndoAction();
    m_editor->selectAll();
    m_editor->replaceSelectedText(QString::fromUtf8(m_session->content(path)));
    m_editor->endUndoAction();
    m_editor->setCursorPosition(std::min(line, std::max(0, m_editor->lines() - 1)), index);
    m_editor->setFirstVisibleLine(first);
    if (other)
        m_editor->setDocument(current);
    m_updating = false;
    if (!other) {
        updateFlagMarks();
        m_finder->refresh();
    }
}

void TestEditor::updateFileItem(const QString &path)
{
    const int index = m_files->findData(path, kPathRole);
    if (index < 0)
        return;
    const bool modified = m_session && m_session->isModified(path);
    // The bullet, not only a colour, says the file has unsaved changes.
    m_files->setItemText(index, modified ? u"• "_s + path : path);
    // The path comes from the dataset: escaped and wrapped so that the tooltip never renders it as markup.
    const QString tip = modified ? tr("%1 has unsaved changes").arg(path) : path;
    m_files->setItemData(index, plainToolTip(tip), Qt::ToolTipRole);
    if (path == m_path)
        m_saveButton->setEnabled(modified);
}

void TestEditor::updateBanner()
{
    const QList<Draft> drafts = m_session ? m_session->recoverableDrafts() : QList<Draft>();
    if (drafts.isEmpty()) {
        m_banner->hide();
        return;
    }
    QDateTime latest;
    bool changedSince = false;
    for (const Draft &draft : drafts) {
        if (!latest.isValid() || draft.savedAt > latest)
            latest = draft.savedAt;
        changedSince = changedSince || draft.baseChanged;
    }
    const QDateTime local = latest.toLocalTime();
    const QLocale locale;
    const QString when = local.date() == QDate::currentDate() ? locale.toString(local.time(), QLocale::ShortFormat)
                                                              : locale.toString(local, QLocale::ShortFormat);
    QString text = drafts.size() == 1 ? tr("Unsaved edits to %1 from %2 were recovered.").arg(drafts.first().path, when)
                                      : tr("Unsaved edits to %n test files (the latest from %1) were recovered.", "",
                                           int(drafts.size()))
                                            .arg(when);
    if (changedSince)
        text += u' ' + tr("The saved file has changed since; restoring replaces it with the draft.");
    m_bannerText->setText(text);
    m_banner->show();
}

void TestEditor::restoreDrafts()
{
    if (!m_session)
        return;
    QString first;
    for (const Draft &draft : m_session->recoverableDrafts()) {
        if (first.isEmpty())
            first = draft.path;
        (void)m_session->restoreDraft(draft.path);
    }
    if (!first.isEmpty())
        setCurrentPath(first);
}

void TestEditor::save()
{
    if (m_session && !m_path.isEmpty())
        (void)m_session->save(m_path); // failures reach the window through TestEditSession::error
}

void TestEditor::setAnnotationsVisible(bool visible)
{
    {
        const QSignalBlocker blocker(m_annotationsButton);
        m_annotationsButton->setChecked(visible);
    }
    m_flagMargin->setAnnotationsVisible(visible);
}

void TestEditor::updateFlagMarks()
{
    m_flagMargin->setFlags(m_session ? m_session->task().flags : QList<Flag>(), m_path);
}

void TestEditor::updateLineNumberWidth()
{
    m_editor->setMarginWidth(kNumberMargin,
                             u"0"_s.repeated(std::max(3, int(QString::number(m_editor->lines()).size())) + 1));
}

void TestEditor::showLine(const QString &path, int line)
{
    setCurrentPath(path);
    if (path != m_path || line < 1)
        return;
    const int target = std::min(line, m_editor->lines()) - 1;
    m_editor->markerDeleteAll(ShownLineMarker);
    m_editor->markerAdd(target, ShownLineMarker);
    m_shownLine = target;
    m_editor->ensureLineVisible(target);
    m_editor->setCursorPosition(target, 0);
    // Put the line a third of the way down rather than at the very edge.
    m_editor->setFirstVisibleLine(
        std::max(0, target - int(m_editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN)) / 3));
}

void TestEditor::activateFlagAtCursor()
{
    int line = 0;
    int index = 0;
    m_editor->getCursorPosition(&line, &index);
    if (m_flagMargin->isFlagged(line))
        Q_EMIT lineActivated(m_path, line + 1);
}

void TestEditor::jumpToFlag(bool forward)
{
    int line = 0;
    int index = 0;
    m_editor->getCursorPosition(&line, &index);
    const int target = m_flagMargin->nextFlaggedLine(line, forward);
    if (target < 0)
        return;
    m_editor->ensureLineVisible(target);
    m_editor->setCursorPosition(target, 0);
}

QString TestEditor::matchCountText() const
{
    return m_findBar->status();
}

void TestEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyPalette();
}

void TestEditor::applyPalette()
{
    const QPalette pal = activeColours(palette());
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    styleEditorForPath(m_editor, m_path, pal);
    m_editor->setMarginsForegroundColor(theme::mix(pal.color(QPalette::Window), pal.color(QPalette::WindowText), 0.6));
    m_editor->setFoldMarginColors(pal.color(QPalette::Window), pal.color(QPalette::Window));
    m_editor->setCaretLineBackgroundColor(theme::mix(base, text, dark ? 0.08 : 0.05));
    m_editor->setMatchedBraceBackgroundColor(theme::mix(base, QColor(theme::okabeIto::blue), 0.3));
    m_editor->setMatchedBraceForegroundColor(text);
    m_editor->setIndentationGuidesForegroundColor(theme::mix(base, text, 0.25));
    m_editor->setIndentationGuidesBackgroundColor(base);
    m_flagMargin->applyPalette(pal);
    m_editor->setMarkerBackgroundColor(theme::mix(base, pal.color(QPalette::Highlight), dark ? 0.35 : 0.2),
                                       ShownLineMarker);

    QPalette bannerPalette = m_banner->palette();
    bannerPalette.setColor(QPalette::Window,
                           theme::mix(pal.color(QPalette::Window), QColor(theme::notice), dark ? 0.18 : 0.35));
    bannerPalette.setColor(QPalette::WindowText, pal.color(QPalette::WindowText));
    m_banner->setPalette(bannerPalette);
    updateLineNumberWidth();
    // Setting a lexer restyles the document and drops annotation styles, so the annotations are laid again.
    updateFlagMarks();
    if (m_shownLine >= 0)
        m_editor->markerAdd(m_shownLine, ShownLineMarker);
}

} // namespace heddle
