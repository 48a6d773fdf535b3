#pragma once

#include <QString>

namespace heddle {

/// A tooltip that shows untrusted text literally. Qt guesses rich text from a tooltip's first tag, so the text is
/// escaped and wrapped in a paragraph that keeps its line breaks and spaces.
inline QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return {};
    return QStringLiteral("<p style='white-space:pre-wrap'>") + text.toHtmlEscaped() + QStringLiteral("</p>");
}

} // namespace heddle

class QAbstractItemView;

namespace heddle {

/// Makes the view show its model's Qt::ToolTipRole as plain text: models hold untrusted text (errors quoting
/// files, test ids, rationales) that must never be taken for rich text.
void usePlainToolTips(QAbstractItemView *view);

} // namespace heddle
