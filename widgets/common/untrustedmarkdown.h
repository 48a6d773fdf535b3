#pragma once

#include <QString>

class QTextDocument;

namespace heddle {

/// Shows untrusted Markdown (a task's query) as formatted text: emphasis, code, headings and lists, never markup.
/// HTML in it stays text; a link keeps its words and loses its target; an image is left out. Nothing is loaded,
/// neither while the text is read nor when it is drawn. Replaces document's content.
void setUntrustedMarkdown(QTextDocument *document, const QString &markdown);

} // namespace heddle
