// Real processes the tests run and read: the heddle executable under test, and the git command line as the referee
// for what libgit2 made.
#pragma once

#include <QByteArray>
#include <QString>
#include <QList>
#include <QStringList>

#include <utility>

namespace heddle::test {

/// What a finished process left: its exit code and both outputs.
struct ProcessRun {
    int exitCode = -1; // -1: it did not start, crashed or did not finish in time
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
};

/// How runHeddle runs the executable.
struct HeddleOptions {
    QByteArray input;             // written to standard input, which is then closed
    int timeoutMs = 60000;        // a generous bound, so that a hung binary fails the test instead of blocking ctest
    QStringList unsetEnvironment; // variables the process must not inherit
    /// Variables set for the process. XDG_CACHE_HOME is a folder of the test program's own unless set here, so that
    /// what heddle keeps in its cache (the dataset indexes, clones) never lands in the cache of whoever runs the tests.
    QList<std::pair<QString, QString>> environment;
};

/// The heddle executable built with the tests.
QString heddleBinary();

/// Runs heddle with args and waits for it to finish.
ProcessRun runHeddle(const QStringList &args, const HeddleOptions &options = {});

/// Runs git with args in folder, feeding input on standard input, and waits for it.
ProcessRun runGit(const QString &folder, const QStringList &args, const QByteArray &input = {});

/// What git prints to standard output; stops the test program with git's message when git fails.
QByteArray gitOutput(const QString &folder, const QStringList &args, const QByteArray &input = {});

/// A Python that can import pytest (python3 on the PATH, else /usr/bin/python3); empty when none can.
QString pythonWithPytest();

/// Runs program with args in folder, without PYTEST_ADDOPTS, without pytest plugins loaded by themselves and without
/// writing bytecode, and waits for it.
ProcessRun runIn(const QString &folder, const QString &program, const QStringList &args, int timeoutMs = 120000);

} // namespace heddle::test
