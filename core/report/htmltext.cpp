#include <core/report/htmltext.h>

namespace heddle {

using namespace Qt::StringLiterals;

QString htmlEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&': out += u"&amp;"_s; break;
        case u'<': out += u"&lt;"_s; break;
        case u'>': out += u"&gt;"_s; break;
        case u'"': out += u"&quot;"_s; break;
        case u'\'': out += u"&#39;"_s; break;
        case u'\t':
        case u'\n':
        case u'\r': out += c; break;
        default:
            // NUL and the other C0 and C1 controls are parse errors in HTML and not allowed in XML (the SVG).
            if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0))
                out += QChar(QChar::ReplacementCharacter);
            else
                out += c;
        }
    }
    return out;
}

QString htmlEscapedBytes(QByteArrayView bytes)
{
    return htmlEscaped(QString::fromUtf8(bytes));
}

} // namespace heddle
