#include <widgets/editors/markdownpreview.h>

#include <QTextDocument>
#include <QUrl>
#include <QVariant>

namespace heddle {

namespace {

/// A document that loads nothing: QTextDocument would otherwise read local files, Qt resources and data: URLs that
/// the Markdown names.
class ResourceFreeDocument : public QTextDocument
{
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int, const QUrl &) override { return {}; }
};

} // namespace

MarkdownPreview::MarkdownPreview(QWidget *parent)
    : QTextEdit(parent)
{
    auto *document = new ResourceFreeDocument(this);
    document->setResourceProvider([](const QUrl &) { return QVariant(); });
    setDocument(document);
    setReadOnly(true);
    // Selectable, but links are plain text to the mouse and the keyboard: nothing opens.
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setUndoRedoEnabled(false);
}

void MarkdownPreview::setMarkdownText(const QString &markdown)
{
    document()->setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
                                                                      QTextDocument::MarkdownNoHTML));
}

} // namespace heddle
