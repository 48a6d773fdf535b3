#include <core/testcommand/shellwords.h>

#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

std::optional<QList<ShellWord>> simpleShellWords(const QString &command)
{
    static constexpr QStringView kSpecial = u";&|<>()$`*?[]{}!\n\r";
    QList<ShellWord> words;
    ShellWord word;
    bool inWord = false;
    const qsizetype n = command.size();
    const auto finish = [&](qsizetype end) {
        word.end = end;
        words.append(word);
        word = ShellWord{};
        inWord = false;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = command.at(i);
        if (c == u' ' || c == u'\t') {
            if (inWord)
                finish(i);
            continue;
        }
        if (!inWord) {
            if (c == u'#' || c == u'~')
                return std::nullopt;
            inWord = true;
            word.begin = i;
        }
        if (c == u'\'') {
            const qsizetype close = command.indexOf(u'\'', i + 1);
            if (close < 0)
                return std::nullopt;
            word.text += QStringView(command).sliced(i + 1, close - i - 1);
            i = close;
        } else if (c == u'"') {
            qsizetype k = i + 1;
            for (;; ++k) {
                if (k >= n)
                    return std::nullopt;
                const QChar d = command.at(k);
                if (d == u'"')
                    break;
                if (d == u'$' || d == u'`')
                    return std::nullopt;
                if (d == u'\\' && k + 1 < n && QStringView(u"\"\\").contains(command.at(k + 1))) {
                    word.text += command.at(++k);
                    continue;
                }
                if (d == u'\\' && k + 1 < n && command.at(k + 1) == u'\n')
                    return std::nullopt;
                word.text += d;
            }
            i = k;
        } else if (c == u'\\') {
            if (i + 1 >= n || command.at(i + 1) == u'\n')
                return std::nullopt;
            word.text += command.at(++i);
        } else if (kSpecial.contains(c)) {
            return std::nullopt;
        } else {
            word.text += c;
        }
    }
    if (inWord)
        finish(n);
    return words;
}

QString rawShellWord(const QString &command, const ShellWord &word)
{
    return command.sliced(word.begin, word.end - word.begin);
}

QString shellQuoted(const QString &text)
{
    static const QRegularExpression plain(u"^[A-Za-z0-9_./:=@%+,-]+$"_s);
    if (plain.match(text).hasMatch())
        return text;
    return u'\'' + QString(text).replace(u"'"_s, u"'\\''"_s) + u'\'';
}

} // namespace heddle
