#include <core/validation/container.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

#include <signal.h>
#include <unistd.h>

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

QString lookUp(const QString &name)
{
    if (name.contains(u'/')) {
        const QFileInfo info(name);
        return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
    }
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty()) // a desktop session's PATH may lack the usual folders
        found = QStandardPaths::findExecutable(name, {u"/usr/bin"_s, u"/usr/local/bin"_s, u"/bin"_s});
    return found;
}

// The last lines of a runtime's complaint, enough to say why without flooding a status line.
QString tail(const QByteArray &bytes)
{
    QStringList lines = QString::fromUtf8(bytes).trimmed().split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() > 4)
        lines = lines.mid(lines.size() - 4);
    for (QString &line : lines)
        line = line.trimmed();
    return lines.join(u' ');
}

} // namespace

Result<void> checkContainerTemplate(const QString &commandTemplate)
{
    auto words = splitTemplate(commandTemplate);
    if (!words)
        return words.error();
    return Ok{};
}

Result<QStringList> containerCommand(const ContainerSpec &spec, const QString &worktree, const QString &shellCommand)
{
    auto words = splitTemplate(spec.commandTemplate.isEmpty() ? QString::fromUtf16(kDefaultContainerTemplate)
                                                              : spec.commandTemplate);
    if (!words)
        return words.error();
    // Resolved, as for the sandbox: the runtime mounts the real folder, not a link to it.
    const QFileInfo worktreeInfo(worktree);
    const QString canonical = worktreeInfo.canonicalFilePath();
    const QString values[] = {spec.runtime, spec.name, spec.image,
                              canonical.isEmpty() ? worktreeInfo.absoluteFilePath() : canonical, shellCommand};
    QStringList args;
    args.reserve(words->size());
    for (const Word &word : std::as_const(*words)) {
        QString arg;
        for (const Piece &piece : word)
            arg += piece.placeholder ? values[knownPlaceholders().indexOf(piece.text)] : piece.text;
        args.append(std::move(arg));
    }
    return args;
}

QString findContainerRuntime(const QString &preferred)
{
    if (!preferred.isEmpty())
        return lookUp(preferred);
    for (const QString &name : {u"podman"_s, u"docker"_s})
        if (QString found = lookUp(name); !found.isEmpty())
            return found;
    return {};
}

bool containerRuntimeRuns(const QString &runtime, QString *why, int timeoutMs)
{
    auto fail = [why](QString reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    const QString program = lookUp(runtime.isEmpty() ? findContainerRuntime() : runtime);
    if (program.isEmpty())
        return fail(runtime.isEmpty() ? Container::tr("neither podman nor docker is installed")
                                      : Container::tr("%1 is not installed").arg(runtime));

    // The client runs as the user, with the user's environment: it finds its daemon, socket or rootless storage
    // through it (DOCKER_HOST, XDG_RUNTIME_DIR, HOME). Its own group, so that a hung client is killed whole.
    QProcess process;
    process.setProgram(program);
    process.setArguments({u"info"_s});
    process.setStandardInputFile(QProcess::nullDevice());
    process.setChildProcessModifier([] { ::setsid(); });
    process.start();
    if (!process.waitForStarted(timeoutMs))
        return fail(Container::tr("%1 could not be started: %2").arg(program, process.errorString()));
    if (!process.waitForFinished(timeoutMs)) {
        ::kill(-pid_t(process.processId()), SIGKILL);
        process.waitForFinished(1000);
        return fail(Container::tr("`%1 info` did not answer within %2 s: its service may be hung")
                        .arg(QFileInfo(program).fileName())
                        .arg(timeoutMs / 1000.0, 0, 'g', 3));
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    QString reason = tail(process.readAllStandardError());
    if (reason.isEmpty())
        reason = tail(process.readAllStandardOutput());
    return fail(Container::tr("`%1 info` failed (exit code %2): %3")
                    .arg(QFileInfo(program).fileName())
                    .arg(process.exitCode())
                    .arg(reason));
}

} // namespace heddle
