#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// One word of a simple shell command: what the shell passes on, and where it stands in the command.
struct ShellWord {
    QString text;
    qsizetype begin = 0;
    qsizetype end = 0;
};

/// The command split as /bin/sh splits a simple command (blanks, quotes, backslashes); nothing for anything else
/// (operators, redirections, expansions, globs, comments, several lines), of which only a shell can say what runs.
std::optional<QList<ShellWord>> simpleShellWords(const QString &command);

/// The word as the command spells it, quotes and all.
QString rawShellWord(const QString &command, const ShellWord &word);

/// A word as the shell reads it back: bare when it holds nothing the shell treats specially, else single-quoted.
QString shellQuoted(const QString &text);

} // namespace heddle
