#pragma once

#include <core/testcommand/shellwords.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// How a test runner takes its options, to tell them and their values from the words that select the tests. Short
/// options are listed with one dash ("-k"); with singleDash (Go's flag package) every option is a whole name after
/// one dash.
struct RunnerOptions {
    QStringList flags;    // take no value
    QStringList values;   // take a value: attached ("--tb=no", "-rA") or the next word
    QStringList optional; // take the next word only when it is a number or "auto" ("--parallel 4")
    QStringList unsafe;   // change what the arguments mean or what runs: the command is left alone
    bool singleDash = false;

    static const RunnerOptions &pytest();
    static const RunnerOptions &django(); // runtests.py, manage.py test, django-admin test
    static const RunnerOptions &unittest();
    static const RunnerOptions &go(); // go test
    static const RunnerOptions &jest();
    static const RunnerOptions &vitest();
};

/// The words that are not options or their values.
struct PositionalWords {
    QList<qsizetype> indexes;
    QString why; // set when an option makes them impossible to tell: one that changes what the arguments mean, one
                 // without its value, or an unknown one followed by a word that may be its value
};

/// The positional words of words[from, to), read with the runner's options; after "--" every word is positional.
PositionalWords positionalWords(const QList<ShellWord> &words, qsizetype from, qsizetype to,
                                const RunnerOptions &options);

} // namespace heddle
