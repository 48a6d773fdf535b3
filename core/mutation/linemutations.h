#pragma once

#include <core/mutation/sourcelexer.h>

#include <QList>
#include <QString>

namespace heddle {

/// One way to change one line of code.
struct LineMutation {
    QString op;          // comparison, arithmetic, boolean, negation, constant, return, statement, call
    QString description; // "`<` -> `<=`", for people
    QString replacement; // the whole new line; ignored when removesLine
    bool removesLine = false;
};

/// The mutations of one line of code, in the order they appear on it. Nothing inside a string literal or a comment
/// is changed, a docstring or comment line gives none, and a line inside a multi-line string gives none.
QList<LineMutation> mutateLine(const QString &line, const MaskedLine &masked, MutationLanguage language);

} // namespace heddle
