#include <widgets/editors/queryeditor.h>

#include <widgets/editors/markdownpreview.h>

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

QueryEditor::QueryEditor(QWidget *parent)
    : QWidget(parent)
    , m_previewButton(new QToolButton(this))
    , m_saveButton(new QPushButton(tr("Save"), this))
    , m_revertButton(new QPushButton(tr("Revert"), this))
    , m_state(new QLabel(this))
    , m_message(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_text(new QPlainTextEdit(this)) // plain text only: the query is untrusted
    , m_preview(new MarkdownPreview(this))
{
    setObjectName(u"queryEditor"_s);
    m_text->setObjectName(u"taskQuery"_s);
    m_text->setTabChangesFocus(true);
    m_preview->setObjectName(u"queryPreview"_s);
    m_previewButton->setObjectName(u"queryPreviewButton"_s);
    m_previewButton->setText(tr("Preview"));
    m_previewButton->setCheckable(true);
    m_previewButton->setToolTip(tr("Show the query rendered from Markdown (HTML in it is shown as text, links and "
                                   "images are not opened)"));
    m_saveButton->setObjectName(u"querySaveButton"_s);
    m_saveButton->setToolTip(tr("Save the query into the dataset as one commit (Ctrl+S)"));
    m_revertButton->setObjectName(u"queryRevertButton"_s);
    m_revertButton->setToolTip(tr("Drop the typing and show the query as saved"));
    m_state->setObjectName(u"queryState"_s);
    m_state->setTextFormat(Qt::PlainText);
    m_message->setObjectName(u"queryMessage"_s);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::BrightText);
    m_message->setBackgroundRole(QPalette::Highlight);
    m_message->hide();

    auto *title = new QLabel(tr("Query"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(title);
    bar->addWidget(m_state, 1);
    bar->addWidget(m_previewButton);
    bar->addWidget(m_revertButton);
    bar->addWidget(m_saveButton);

    m_stack->addWidget(m_text);
    m_stack->addWidget(m_preview);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_stack, 1);

    // Ctrl+S belongs to whichever editor has the focus: the test editor has its own.
    auto *save = new QAction(tr("Save Query"), this);
    save->setObjectName(u"saveQueryAction"_s);
    save->setShortcut(QKeySequence::Save);
    save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(save);
    connect(save, &QAction::triggered, m_saveButton, &QPushButton::click);
    connect(m_saveButton, &QPushButton::clicked, this, [this] {
        if (isModified())
            Q_EMIT saveRequested(text());
    });
    connect(m_revertButton, &QPushButton::clicked, this, &QueryEditor::revert);
    connect(m_previewButton, &QToolButton::toggled, this, &QueryEditor::setPreviewShown);
    connect(m_text, &QPlainTextEdit::modificationChanged, this, [this](bool modified) {
        updateState();
        Q_EMIT modifiedChanged(modified);
    });
    setQuery(QString(), false);
}

void QueryEditor::setQuery(const QString &query, bool editable)
{
    const bool wasModified = isModified();
    m_saved = query;
    m_editable = editable;
    m_text->setReadOnly(!editable);
    // A fresh undo history either way: typing that was saved or dropped is not undone with Ctrl+Z; the saved edit is
    // on the window's undo stack. The same text keeps the cursor where the curator left it.
    if (m_text->toPlainText() == query)
        m_text->document()->clearUndoRedoStacks();
    else
        m_text->setPlainText(query);
    m_text->document()->setModified(false);
    if (isPreviewShown())
        m_preview->setMarkdownText(query);
    showMessage({});
    updateState();
    if (wasModified)
        Q_EMIT modifiedChanged(false);
}

void QueryEditor::showPlaceholder(const QString &message)
{
    setQuery(message, false);
}

QString QueryEditor::text() const
{
    return m_text->toPlainText();
}

bool QueryEditor::isModified() const
{
    return m_text->document()->isModified();
}

void QueryEditor::markSaved()
{
    setQuery(text(), m_editable);
}

void QueryEditor::revert()
{
    setQuery(m_saved, m_editable);
}

void QueryEditor::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString QueryEditor::message() const
{
    return m_message->text();
}

bool QueryEditor::isPreviewShown() const
{
    return m_stack->currentWidget() == m_preview;
}

void QueryEditor::setPreviewShown(bool shown)
{
    if (shown)
        m_preview->setMarkdownText(text()); // what is typed, saved or not
    m_stack->setCurrentWidget(shown ? static_cast<QWidget *>(m_preview) : m_text);
    const QSignalBlocker block(m_previewButton);
    m_previewButton->setChecked(shown);
}

void QueryEditor::updateState()
{
    const bool modified = isModified();
    m_saveButton->setEnabled(m_editable && modified);
    m_revertButton->setEnabled(m_editable && modified);
    m_previewButton->setEnabled(m_editable);
    m_state->setText(!m_editable ? QString() : modified ? tr("modified, not saved") : QString());
}

} // namespace heddle
