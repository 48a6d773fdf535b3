#include <widgets/editors/queryeditor.h>

#include <widgets/editors/editorbar.h>
#include <widgets/editors/markdownpreview.h>

#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

QueryEditor::QueryEditor(QWidget *parent)
    : QWidget(parent)
    , m_bar(new EditorBar(tr("Query"), u"query"_s, tr("Save Query"), this))
    , m_previewButton(new QToolButton(this))
    , m_stack(new QStackedWidget(this))
    , m_text(new QPlainTextEdit(this)) // plain text only: the query is untrusted
    , m_preview(new MarkdownPreview(this))
{
    setObjectName(u"queryEditor"_s);
    m_text->setObjectName(u"taskQuery"_s);
    m_text->setAccessibleName(tr("Query"));
    m_text->setTabChangesFocus(true);
    m_preview->setObjectName(u"queryPreview"_s);
    m_preview->setAccessibleName(tr("Query preview"));
    m_previewButton->setObjectName(u"queryPreviewButton"_s);
    m_previewButton->setText(tr("Preview"));
    m_previewButton->setCheckable(true);
    m_previewButton->setToolTip(tr("Show the query rendered from Markdown (HTML in it is shown as text, links and "
                                   "images are not opened)"));
    m_bar->addWidget(m_previewButton);
    m_bar->saveButton()->setToolTip(tr("Save the query into the dataset as one commit (Ctrl+S)"));
    m_bar->revertButton()->setToolTip(tr("Drop the typing and show the query as saved"));

    m_stack->addWidget(m_text);
    m_stack->addWidget(m_preview);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_stack, 1);

    connect(m_bar, &EditorBar::saveClicked, this, [this] {
        if (isModified())
            Q_EMIT saveRequested(text());
    });
    connect(m_bar, &EditorBar::revertClicked, this, &QueryEditor::revert);
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
    m_bar->showMessage(message);
}

QString QueryEditor::message() const
{
    return m_bar->message();
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
    m_bar->setModified(m_editable && modified);
    m_previewButton->setEnabled(m_editable);
    m_bar->setState(m_editable && modified ? tr("modified, not saved") : QString());
}

} // namespace heddle
