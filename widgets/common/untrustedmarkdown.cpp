#include <widgets/common/untrustedmarkdown.h>

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

namespace heddle {

namespace {

// Read off-screen: it is never laid out, so no image is asked for, and it would load none if it were.
class ScratchDocument : public QTextDocument
{
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int, const QUrl &) override { return {}; }
};

} // namespace

void setUntrustedMarkdown(QTextDocument *document, const QString &markdown)
{
    ScratchDocument scratch;
    scratch.setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
                                                                  QTextDocument::MarkdownNoHTML));
    // Every fragment, last first so that the positions of the earlier ones stay: an image goes, a link becomes its
    // words, and code takes the size of the text around it (the reader gives it the system's fixed font's size).
    struct Span {
        int position;
        int length;
        QTextCharFormat format;
    };
    QList<Span> spans;
    for (QTextBlock block = scratch.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            spans.append({it.fragment().position(), it.fragment().length(), it.fragment().charFormat()});
    for (auto span = spans.crbegin(); span != spans.crend(); ++span) {
        QTextCursor cursor(&scratch);
        cursor.setPosition(span->position);
        cursor.setPosition(span->position + span->length, QTextCursor::KeepAnchor);
        if (span->format.isImageFormat()) {
            cursor.removeSelectedText();
            continue;
        }
        QTextCharFormat plain = span->format;
        plain.setAnchor(false);
        plain.setAnchorHref({});
        plain.setAnchorNames({});
        if (span->format.isAnchor()) {
            plain.setFontUnderline(false);
            plain.clearForeground();
        }
        plain.clearProperty(QTextFormat::FontPointSize);
        plain.clearProperty(QTextFormat::FontPixelSize);
        cursor.setCharFormat(plain);
    }
    document->clear();
    QTextCursor(document).insertFragment(QTextDocumentFragment(&scratch));
}

} // namespace heddle
