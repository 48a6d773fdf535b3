#pragma once

#include <QTextEdit>

namespace heddle {

/// Shows untrusted Markdown rendered, safely: HTML in the text is shown as text, links are not followed, and no image
/// or other resource is loaded from anywhere (files, Qt resources, data: URLs); an image shows as its placeholder.
class MarkdownPreview : public QTextEdit
{
    Q_OBJECT

public:
    explicit MarkdownPreview(QWidget *parent = nullptr);

    void setMarkdownText(const QString &markdown);
};

} // namespace heddle
