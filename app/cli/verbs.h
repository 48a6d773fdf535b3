// The verbs of the heddle executable, each declared once (VerbSpec) with the function that runs it.
#pragma once

#include <QList>
#include <QStringList>

namespace heddle::cli {

class Arguments;
struct VerbSpec;

struct Verb {
    const VerbSpec &(*spec)();
    /// Receives the command line parsed against spec and returns the process exit code.
    int (*run)(const Arguments &);
    /// Needs a QApplication (made on the offscreen platform) instead of a QCoreApplication.
    bool needsWidgets = false;
};

/// Every verb, in the order `heddle --help` lists them.
const QList<Verb> &verbs();
const Verb *findVerb(QStringView name);
QStringList verbNames();

/// heddle __complete CWORD WORD0 WORD1 ...: the completion scripts' candidates for the word at CWORD, after a first
/// line that says whether the shell adds files or folders. Read from the verbs' declarations.
int runComplete(const QStringList &args);

} // namespace heddle::cli
