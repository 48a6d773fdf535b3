#include <core/dataset/containertemplate.h>

#include <QCoreApplication>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct Container {
    Q_DECLARE_TR_FUNCTIONS(Container)
};

const QStringList &knownPlaceholders()
{
    static const QStringList names{u"runtime"_s, u"name"_s, u"image"_s, u"worktree"_s, u"command"_s};
    return names;
}

// A word of the template: literal text and placeholders, in order. Substitution joins them, so a value never
// becomes more than the word it sits in.
struct Piece {
    QString text;
    bool placeholder = false;
};
using Word = QList<Piece>;

void appendLiteral(Word &word, QChar c)
{
    if (word.isEmpty() || word.last().placeholder)
        word.append(Piece{});
    word.last().text.append(c);
}

Result<QList<Word>> splitTemplate(const QString &text)
{
    enum class Quote {
        None,
        Single,
        Double
    };
    QList<Word> words;
    Word word;
    bool inWord = false;
    Quote quote = Quote::None;
    QStringList unknown;

    auto fail = [](QString message, qsizetype at) {
        return makeError(Error::Code::Parse, std::move(message), Container::tr("at character %1").arg(at + 1));
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (c == u'{' || c == u'}') {
            if (next == c) { // {{ and }} are literal braces
                appendLiteral(word, c);
                inWord = true;
                ++i;
                continue;
            }
            if (c == u'}')
                return fail(Container::tr("a lone \"}\" in the container command template; write \"}}\" for a brace"),
                            i);
            const qsizetype close = text.indexOf(u'}', i + 1);
            if (close < 0)
                return fail(Container::tr("an unclosed \"{\" in the container command template"), i);
            const QString name = text.mid(i + 1, close - i - 1);
            if (!knownPlaceholders().contains(name) && !unknown.contains(u'{' + name + u'}'))
                unknown.append(u'{' + name + u'}');
            word.append(Piece{name, true});
            inWord = true;
            i = close;
            continue;
        }
        switch (quote) {
        case Quote::Single:
            if (c == u'\'')
                quote = Quote::None;
            else
                appendLiteral(word, c);
            break;
        case Quote::Double:
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && (next == u'"' || next == u'\\' || next == u'$' || next == u'`')) {
                appendLiteral(word, next);
                ++i;
            } else {
                appendLiteral(word, c);
            }
            break;
        case Quote::None:
            if (c.isSpace()) {
                if (inWord)
                    words.append(std::exchange(word, {}));
                inWord = false;
            } else if (c == u'\'') {
                quote = Quote::Single;
                inWord = true;
            } else if (c == u'"') {
                quote = Quote::Double;
                inWord = true;
            } else if (c == u'\\') {
                if (next.isNull())
                    return fail(Container::tr("the container command template ends with a backslash"), i);
                appendLiteral(word, next);
                inWord = true;
                ++i;
            } else {
                appendLiteral(word, c);
                inWord = true;
            }
            break;
        }
    }
    if (quote != Quote::None)
        return fail(Container::tr("an unclosed quote in the container command template"), text.size() - 1);
    if (inWord)
        words.append(std::move(word));
    if (!unknown.isEmpty()) {
        QStringList known;
        for (const QString &name : knownPlaceholders())
            known.append(u'{' + name + u'}');
        return makeError(Error::Code::Parse,
                         Container::tr("unknown placeholder %1 in the container command template; known: %2")
                             .arg(unknown.join(u", "_s), known.join(u", "_s)));
    }
    if (words.isEmpty())
        return makeError(Error::Code::Parse, Container::tr("the container command template is empty"));
    const bool hasCommand = std::any_of(words.cbegin(), words.cend(), [](const Word &w) {
        return std::any_of(w.cbegin(), w.cend(), [](const Piece &p) { return p.placeholder && p.text == u"command"; });
    });
    if (!hasCommand)
        return makeError(Error::Code::Parse,
                         Container::tr("the container command template has no {command}: the tests would never run"));
    return words;
}

} // namespace

Result<void> checkContainerTemplate(const QString &commandTemplate)
{
    auto words = splitTemplate(commandTemplate);
    if (!words)
        return words.error();
    return Ok{};
}

Result<QStringList> expandContainerTemplate(const QString &commandTemplate, const ContainerTemplateValues &values)
{
    auto words =
        splitTemplate(commandTemplate.isEmpty() ? QString::fromUtf16(kDefaultContainerTemplate) : commandTemplate);
    if (!words)
        return words.error();
    // In the order of knownPlaceholders().
    const QString *const byIndex[] = {&values.runtime, &values.name, &values.image, &values.worktree, &values.command};
    QStringList args;
    args.reserve(words->size());
    for (const Word &word : std::as_const(*words)) {
        QString arg;
        for (const Piece &piece : word)
            arg += piece.placeholder ? *byIndex[knownPlaceholders().indexOf(piece.text)] : piece.text;
        args.append(std::move(arg));
    }
    return args;
}

} // namespace heddle
