#include <core/flags/flagid.h>

#include <core/task/task.h>

#include <QCryptographicHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace heddle::flagid {

QString fold(const QString &text)
{
    static const QRegularExpression refused(u"[^A-Za-z0-9._+-]+"_s);
    QString out = text;
    out.replace(refused, u"-"_s);
    return out;
}

QString foldToStart(const QString &text)
{
    QString out = fold(text);
    if (out.isEmpty() || !out.front().isLetterOrNumber())
        out.prepend(u'x');
    return out;
}

QString digest(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

QString testName(const QString &testId)
{
    const qsizetype bracket = testId.indexOf(u'[');
    const qsizetype colons = testId.lastIndexOf(u"::"_s, bracket < 0 ? -1 : bracket);
    return colons < 0 ? testId : testId.mid(colons + 2);
}

QString withDigest(const QString &id, bool lossy, const QString &exact)
{
    if (!lossy && id.size() <= kMaxLength)
        return id;
    const QString tail = u'+' + digest(exact);
    return id.left(kMaxLength - tail.size()) + tail;
}

QString evidencePlace(const Evidence &e)
{
    return u"%1:%2:%3:%4:%5:%6"_s.arg(int(e.kind)).arg(e.attempt).arg(e.step).arg(e.file).arg(e.hunk).arg(e.line);
}

} // namespace heddle::flagid
