#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace heddle {

/// text as HTML (or SVG) character data: &, <, >, " and ' become references and control characters other than tab,
/// newline and carriage return become U+FFFD, so untrusted text is shown, never interpreted, in element content and
/// in quoted attribute values.
QString htmlEscaped(const QString &text);

/// bytes read as UTF-8 (invalid sequences replaced), then escaped as htmlEscaped().
QString htmlEscapedBytes(QByteArrayView bytes);

} // namespace heddle
