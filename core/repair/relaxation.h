#pragma once

#include <core/flags/assertionclass.h>

#include <QList>
#include <QString>

namespace heddle {

/// A proposal to relax one failing check of a Python test file: it keeps what the task asks for and drops the
/// detail the statement does not ask for.
struct Relaxation {
    int firstLine = 0; // 1-based lines of the statement that was rewritten, in the file before
    int lastLine = 0;
    QString before;  // those lines as they were
    QString after;   // what replaces them (may be more or fewer lines; same indentation)
    QString summary; // one line for the curator: "compares the items as a sorted list instead of in order"
};

/// What relaxCheck() reads: the test file, where its check failed and why.
struct RelaxInput {
    QString fileText; // the whole test file
    int line = 0;     // 1-based line of the failing check (any line of a multi-line statement)
    AssertionClass detail = AssertionClass::ExactMessage; // the class the classifier found
    QString failureMessage; // pytest's E lines for the failure ("assert ['b', 'a'] == ['a', 'b']" ...)
    QString statementText;  // the task's query and specs, for the words they use
};

/// Every rewrite worth proving for the check, best first; empty when the statement is not one it can rewrite.
QList<Relaxation> relaxCheck(const RelaxInput &input);

/// fileText with the relaxation applied (lines firstLine..lastLine replaced by after); fileText itself when the lines
/// are out of range.
QString applyRelaxation(const QString &fileText, const Relaxation &relaxation);

} // namespace heddle
