#include <widgets/testeditor/testeditor.h>
#include <widgets/plaintooltip.h>

#include <core/editing/testeditsession.h>
#include <widgets/testeditor/lexerforpath.h>

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int kNumberMargin = 0;
constexpr int kFlagMargin = 1;
constexpr int kFoldMargin = 2;
constexpr int kPathRole = Qt::UserRole;
constexpr int kAnnotationWidth = 100;   // columns; Scintilla does not wrap annotations
const QColor kOrange(0xE6, 0x9F, 0x00); // Okabe-Ito: false positives
const QColor kBlue(0x00, 0x72, 0xB2);   // Okabe-Ito: false negatives
const QColor kYellow(0xF0, 0xE4, 0x42); // Okabe-Ito: the recovery banner

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

long bgr(const QColor &c)
{
    return long(c.red()) | long(c.green()) << 8 | long(c.blue()) << 16;
}

QString wrapped(const QString &text, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        line += (line.isEmpty() ? QString() : u" "_s) + word;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(u'\n');
}

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
    m_editor->setUtf8(true);
    m_editor->setMarginType(kNumberMargin, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(kNumberMargin, true);
    m_editor->setMarginType(kFlagMargin, QsciScintilla::SymbolMargin);
    m_editor->setMarginMarkerMask(kFlagMargin, 1 << FalsePositiveMarker | 1 << FalseNegativeMarker);
    m_editor->setMarginSensitivity(kFlagMargin, true);
    m_editor->setMarginWidth(kFlagMargin, 16);
    m_editor->setFolding(QsciScintilla::BoxedTreeFoldStyle, kFoldMargin);
    m_editor->markerDefine(QsciScintilla::Circle, FalsePositiveMarker);
    m_editor->markerDefine(QsciScintilla::Rectangle, FalseNegativeMarker);
    m_editor->markerDefine(QsciScintilla::Background, ShownLineMarker);
    m_editor->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    m_editor->setAutoIndent(true);
    m_editor->setIndentationGuides(true);
    m_editor->setBraceMatching(QsciScintilla::SloppyBraceMatch);
    m_editor->setCaretLineVisible(true);
    // Both redo bindings curators bring from other editors: Ctrl+Y (QScintilla's own) and Ctrl+Shift+Z.
    if (QsciCommand *redo = m_editor->standardCommands()->find(QsciCommand::Redo))
        redo->setAlternateKey((Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toCombined());
    // Annotation styles live above the lexer's so that a lexer change cannot repaint them.
    const int styleBase = int(m_editor->SendScintilla(QsciScintilla::SCI_ALLOCATEEXTENDEDSTYLES, 2));
    m_editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETSTYLEOFFSET, styleBase);
    m_fpAnnotationStyle = styleBase;
    m_fnAnnotationStyle = styleBase + 1;

    m_findField = new QLineEdit;
    m_findField->setObjectName(u"findField"_s);
    m_findField->setPlaceholderText(tr("Find"));
    m_findField->setClearButtonEnabled(true);
    m_findField->installEventFilter(this);
    m_matchCount = new QLabel;
    m_matchCount->setObjectName(u"findMatchCount"_s);
    m_matchCount->setTextFormat(Qt::PlainText);
    m_matchCount->setMinimumWidth(m_matchCount->fontMetrics().horizontalAdvance(tr("No matches")) + 8);
    auto *previous = new QToolButton;
    previous->setObjectName(u"findPreviousButton"_s);
    previous->setText(tr("Previous"));
    previous->setToolTip(tr("Previous match (Shift+F3)"));
    auto *next = new QToolButton;
    next->setObjectName(u"findNextButton"_s);
    next->setText(tr("Next"));
    next->setToolTip(tr("Next match (F3, Enter)"));
    m_caseSensitive = new QCheckBox(tr("Match case"));
    m_caseSensitive->setObjectName(u"findCaseSensitive"_s);
    m_wholeWord = new QCheckBox(tr("Whole words"));
    m_wholeWord->setObjectName(u"findWholeWord"_s);
    auto *close = new QToolButton;
    close->setObjectName(u"findCloseButton"_s);
    close->setText(tr("Close"));
    close->setToolTip(tr("Close the find bar (Escape)"));
    close->setAutoRaise(true);

    m_replaceField = new QLineEdit;
    m_replaceField->setObjectName(u"replaceField"_s);
    m_replaceField->setPlaceholderText(tr("Replace with"));
    m_replaceField->installEventFilter(this);
    auto *replace = new QPushButton(tr("Replace"));
    replace->setObjectName(u"replaceButton"_s);
    auto *replaceAllButton = new QPushButton(tr("Replace all"));
    replaceAllButton->setObjectName(u"replaceAllButton"_s);

    m_findBar = new QWidget(this);
    m_findBar->setObjectName(u"findBar"_s);
    auto *findRow = new QHBoxLayout;
    findRow->setContentsMargins(0, 0, 0, 0);
    findRow->addWidget(m_findField, 1);
    findRow->addWidget(m_matchCount);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_caseSensitive);
    findRow->addWidget(m_wholeWord);
    findRow->addWidget(close);
    m_replaceRow = new QWidget(m_findBar);
    m_replaceRow->setObjectName(u"replaceRow"_s);
    auto *replaceRow = new QHBoxLayout(m_replaceRow);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    replaceRow->addWidget(m_replaceField, 1);
    replaceRow->addWidget(replace);
    replaceRow->addWidget(replaceAllButton);
    auto *findLayout = new QVBoxLayout(m_findBar);
    findLayout->setContentsMargins(0, 2, 0, 2);
    findLayout->addLayout(findRow);
    findLayout->addWidget(m_replaceRow);
    m_findBar->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_banner);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_findBar);

    const auto shortcut = [this](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        QWidget::addAction(action);
        return action;
    };
    shortcut(tr("Save test file"), {QKeySequence::Save}, [this] { save(); });
    shortcut(tr("Find"), {QKeySequence::Find}, [this] { openFind(false); });
    shortcut(tr("Replace"), {QKeySequence(Qt::CTRL | Qt::Key_H)}, [this] { openFind(true); });
    shortcut(tr("Find next"), {QKeySequence(Qt::Key_F3)}, [this] { findNext(true); });
    shortcut(tr("Find previous"), {QKeySequence(Qt::SHIFT | Qt::Key_F3)}, [this] { findNext(false); });
    shortcut(tr("Next flagged line"), {QKeySequence(Qt::Key_F8)}, [this] { jumpToFlag(true); });
    shortcut(tr("Previous flagged line"), {QKeySequence(Qt::SHIFT | Qt::Key_F8)}, [this] { jumpToFlag(false); });
    shortcut(tr("Open the flag of this line"), {QKeySequence(Qt::ALT | Qt::Key_Return)},
             [this] { activateFlagAtCursor(); });
    m_escape = shortcut(tr("Close find bar"), {QKeySequence(Qt::Key_Escape)}, [this] { closeFind(); });
    m_escape->setEnabled(false);

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
    connect(m_editor, &QsciScintilla::marginClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        if (margin == kFlagMargin && m_flagAnnotations.contains(line))
            Q_EMIT lineActivated(m_path, line + 1);
    });
    connect(m_findField, &QLineEdit::textEdited, this, &TestEditor::findFromSelectionStart);
    connect(m_caseSensitive, &QCheckBox::toggled, this, &TestEditor::findFromSelectionStart);
    connect(m_wholeWord, &QCheckBox::toggled, this, &TestEditor::findFromSelectionStart);
    connect(previous, &QToolButton::clicked, this, [this] { findNext(false); });
    connect(next, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(close, &QToolButton::clicked, this, &TestEditor::closeFind);
    connect(replace, &QPushButton::clicked, this, &TestEditor::replaceOne);
    connect(replaceAllButton, &QPushButton::clicked, this, &TestEditor::replaceAll);

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
    if (m_findBar->isVisible())
        updateMatchCount();
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
    // Replacing counts once when it is done; searching here would move the target it replaces into.
    if (m_findBar->isVisible() && !m_replacing)
        updateMatchCount();
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
        if (m_findBar->isVisible())
            updateMatchCount();
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
    m_annotationsVisible = visible;
    {
        const QSignalBlocker blocker(m_annotationsButton);
        m_annotationsButton->setChecked(visible);
    }
    updateFlagMarks();
}

void TestEditor::updateFlagMarks()
{
    m_editor->markerDeleteAll(FalsePositiveMarker);
    m_editor->markerDeleteAll(FalseNegativeMarker);
    m_editor->clearAnnotations();
    m_flagAnnotations.clear();
    m_flagLineIsFp.clear();
    if (!m_session || m_path.isEmpty())
        return;
    QHash<int, QStringList> notes;
    for (const Flag &flag : m_session->task().flags) {
        for (const Evidence &evidence : flag.evidence) {
            if (evidence.kind != Evidence::Kind::TestLine || evidence.file != m_path || evidence.line < 1)
                continue;
            const int line = std::min(evidence.line, m_editor->lines()) - 1;
            const bool fp = flag.kind == FlagKind::FalsePositive;
            m_editor->markerAdd(line, fp ? FalsePositiveMarker : FalseNegativeMarker);
            if (!m_flagLineIsFp.contains(line))
                m_flagLineIsFp.insert(line, fp);
            QString note = tr("%1 (%2, %3): %4")
                               .arg(flag.id, flagKindName(flag.kind), verdictName(flag.verdict).replace(u'_', u' '),
                                    flag.rationale.simplified());
            if (!evidence.note.isEmpty())
                note += u"\n"_s + tr("At this line: %1").arg(evidence.note.simplified());
            QStringList paragraphs = note.split(u'\n');
            for (QString &paragraph : paragraphs)
                paragraph = wrapped(paragraph, kAnnotationWidth);
            notes[line].append(paragraphs.join(u'\n'));
        }
    }
    for (auto it = notes.cbegin(); it != notes.cend(); ++it) {
        const QString text = it.value().join(u"\n\n"_s);
        m_flagAnnotations.insert(it.key(), text);
        if (!m_annotationsVisible)
            continue;
        const QByteArray bytes = text.toUtf8();
        // Plain text straight to Scintilla: the rationale is untrusted and is never interpreted.
        m_editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETTEXT, it.key(), bytes.constData());
        m_editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETSTYLE, it.key(),
                                long(m_flagLineIsFp.value(it.key()) ? 0 : 1));
    }
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
    if (m_flagAnnotations.contains(line))
        Q_EMIT lineActivated(m_path, line + 1);
}

void TestEditor::jumpToFlag(bool forward)
{
    if (m_flagAnnotations.isEmpty())
        return;
    QList<int> lines = m_flagAnnotations.keys();
    std::sort(lines.begin(), lines.end());
    int line = 0;
    int index = 0;
    m_editor->getCursorPosition(&line, &index);
    int target = forward ? lines.first() : lines.last();
    if (forward) {
        const auto it = std::upper_bound(lines.cbegin(), lines.cend(), line);
        if (it != lines.cend())
            target = *it;
    } else {
        const auto it = std::lower_bound(lines.cbegin(), lines.cend(), line);
        if (it != lines.cbegin())
            target = *(it - 1);
    }
    m_editor->ensureLineVisible(target);
    m_editor->setCursorPosition(target, 0);
}

void TestEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyPalette();
}

void TestEditor::applyPalette()
{
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    styleEditorForPath(m_editor, m_path, pal);
    m_editor->setMarginsForegroundColor(mix(pal.color(QPalette::Window), pal.color(QPalette::WindowText), 0.6));
    m_editor->setFoldMarginColors(pal.color(QPalette::Window), pal.color(QPalette::Window));
    m_editor->setCaretLineBackgroundColor(mix(base, text, dark ? 0.08 : 0.05));
    m_editor->setMatchedBraceBackgroundColor(mix(base, kBlue, 0.3));
    m_editor->setMatchedBraceForegroundColor(text);
    m_editor->setIndentationGuidesForegroundColor(mix(base, text, 0.25));
    m_editor->setIndentationGuidesBackgroundColor(base);

    m_editor->setMarkerBackgroundColor(kOrange, FalsePositiveMarker);
    m_editor->setMarkerForegroundColor(dark ? kOrange.lighter(130) : kOrange.darker(140), FalsePositiveMarker);
    m_editor->setMarkerBackgroundColor(kBlue, FalseNegativeMarker);
    m_editor->setMarkerForegroundColor(dark ? kBlue.lighter(160) : kBlue.darker(140), FalseNegativeMarker);
    m_editor->setMarkerBackgroundColor(mix(base, pal.color(QPalette::Highlight), dark ? 0.35 : 0.2), ShownLineMarker);

    // Annotation styles: tinted by kind, text in the palette's colour; the "FP"/"FN" in the text carries the kind.
    const QByteArray family = font.family().toUtf8();
    const std::pair<int, QColor> annotationStyles[] = {{m_fpAnnotationStyle, kOrange}, {m_fnAnnotationStyle, kBlue}};
    for (const auto &[style, tint] : annotationStyles) {
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETFONT, style, family.constData());
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETSIZE, style, long(std::max(6, font.pointSize() - 1)));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETITALIC, style, long(false));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETFORE, style, bgr(text));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETBACK, style, bgr(mix(base, tint, dark ? 0.22 : 0.14)));
    }

    QPalette bannerPalette = m_banner->palette();
    bannerPalette.setColor(QPalette::Window, mix(pal.color(QPalette::Window), kYellow, dark ? 0.18 : 0.35));
    bannerPalette.setColor(QPalette::WindowText, pal.color(QPalette::WindowText));
    m_banner->setPalette(bannerPalette);
    updateLineNumberWidth();
    // Setting a lexer restyles the document and drops annotation styles, so the annotations are laid again.
    updateFlagMarks();
    if (m_shownLine >= 0)
        m_editor->markerAdd(m_shownLine, ShownLineMarker);
}

// ---- find and replace ----

void TestEditor::openFind(bool replace)
{
    m_findBar->show();
    m_replaceRow->setVisible(replace);
    m_escape->setEnabled(true);
    if (m_editor->hasSelectedText() && !m_editor->selectedText().contains(u'\n'))
        m_findField->setText(m_editor->selectedText());
    if (replace && !m_findField->text().isEmpty()) {
        m_replaceField->setFocus();
        m_replaceField->selectAll();
    } else {
        m_findField->setFocus();
        m_findField->selectAll();
    }
    updateMatchCount();
}

void TestEditor::closeFind()
{
    m_findBar->hide();
    m_escape->setEnabled(false);
    m_editor->setFocus();
}

QList<std::pair<qsizetype, qsizetype>> TestEditor::matches() const
{
    QList<std::pair<qsizetype, qsizetype>> found;
    const QByteArray needle = m_findField->text().toUtf8();
    if (needle.isEmpty())
        return found;
    int flags = 0;
    if (m_caseSensitive->isChecked())
        flags |= QsciScintilla::SCFIND_MATCHCASE;
    if (m_wholeWord->isChecked())
        flags |= QsciScintilla::SCFIND_WHOLEWORD;
    m_editor->SendScintilla(QsciScintilla::SCI_SETSEARCHFLAGS, flags);
    const long end = m_editor->SendScintilla(QsciScintilla::SCI_GETLENGTH);
    long pos = 0;
    while (pos <= end) {
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, pos, end);
        const long at = m_editor->SendScintilla(QsciScintilla::SCI_SEARCHINTARGET, needle.size(), needle.constData());
        if (at < 0)
            break;
        const long matchEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETTARGETEND);
        found.append({at, matchEnd});
        pos = matchEnd > at ? matchEnd : at + 1;
    }
    return found;
}

void TestEditor::selectRange(qsizetype start, qsizetype end)
{
    const long line = m_editor->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, long(start));
    m_editor->ensureLineVisible(int(line));
    m_editor->SendScintilla(QsciScintilla::SCI_SETSEL, long(start), long(end));
}

void TestEditor::findNext(bool forward)
{
    if (!m_findBar->isVisible() && m_findField->text().isEmpty()) {
        openFind(false);
        return;
    }
    const auto found = matches();
    if (!found.isEmpty()) {
        const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
        const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
        std::pair<qsizetype, qsizetype> target = forward ? found.first() : found.last();
        if (forward) {
            for (const auto &m : found) {
                if (m.first >= selEnd && !(m.first == selStart && m.second == selEnd)) {
                    target = m;
                    break;
                }
            }
        } else {
            for (auto it = found.crbegin(); it != found.crend(); ++it) {
                if (it->second <= selStart && !(it->first == selStart && it->second == selEnd)) {
                    target = *it;
                    break;
                }
            }
        }
        selectRange(target.first, target.second);
    }
    updateMatchCount();
}

void TestEditor::findFromSelectionStart()
{
    const auto found = matches();
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    if (!found.isEmpty()) {
        auto target = found.first();
        for (const auto &m : found) {
            if (m.first >= selStart) {
                target = m;
                break;
            }
        }
        selectRange(target.first, target.second);
    }
    updateMatchCount();
}

void TestEditor::replaceOne()
{
    if (m_editor->isReadOnly())
        return;
    const auto found = matches();
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
    const bool onMatch = std::any_of(found.cbegin(), found.cend(),
                                     [&](const auto &m) { return m.first == selStart && m.second == selEnd; });
    if (onMatch) {
        const QScopedValueRollback replacing(m_replacing, true);
        const QByteArray replacement = m_replaceField->text().toUtf8();
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, selStart, selEnd);
        m_editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, replacement.size(), replacement.constData());
        const long after = selStart + long(replacement.size());
        m_editor->SendScintilla(QsciScintilla::SCI_SETSEL, after, after);
    }
    findNext(true);
}

void TestEditor::replaceAll()
{
    if (m_editor->isReadOnly())
        return;
    const auto found = matches();
    if (found.isEmpty())
        return;
    const QByteArray replacement = m_replaceField->text().toUtf8();
    // One undo step; from the end backwards so that earlier positions stay valid.
    const QScopedValueRollback replacing(m_replacing, true);
    m_editor->beginUndoAction();
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, long(it->first), long(it->second));
        m_editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, replacement.size(), replacement.constData());
    }
    m_editor->endUndoAction();
    updateMatchCount();
    m_matchCount->setText(tr("Replaced %n", "", int(found.size())));
}

void TestEditor::updateMatchCount()
{
    if (m_findField->text().isEmpty()) {
        m_matchCount->clear();
        return;
    }
    const auto found = matches();
    if (found.isEmpty()) {
        m_matchCount->setText(tr("No matches"));
        return;
    }
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
    for (qsizetype i = 0; i < found.size(); ++i) {
        if (found[i].first == selStart && found[i].second == selEnd) {
            m_matchCount->setText(tr("%1 of %2").arg(i + 1).arg(found.size()));
            return;
        }
    }
    m_matchCount->setText(tr("%n matches", "", int(found.size())));
}

QString TestEditor::matchCountText() const
{
    return m_matchCount->text();
}

bool TestEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && (watched == m_findField || watched == m_replaceField)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (watched == m_replaceField)
                replaceOne();
            else
                findNext(!(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
