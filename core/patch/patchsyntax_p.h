// The lexical pieces of unified and git diffs that the patch parser reads lines with; private to core/patch.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <utility>

namespace heddle::patchsyntax {

bool isOctal(char c);
bool isHex(char c);
bool isDigit(char c);

/// s without its trailing spaces and tabs.
QByteArrayView trimmedRight(QByteArrayView s);

/// The offending line for Error::detail: quoted, control bytes escaped so that a hostile patch cannot drive the
/// terminal the error is printed on, and cut short.
QString quoteLine(QByteArrayView line);

/// Reads a C-style quoted name as git writes it ("a/with space\t.py", octal escapes for non-ASCII bytes). s starts at
/// the opening quote; consumed, when given, receives the length up to and including the closing quote.
std::optional<QByteArray> unquoteC(QByteArrayView s, qsizetype *consumed);

/// Whether ts is the Unix epoch in some zone: GNU diff -N names an absent file so, in the local zone of the machine
/// ("1970-01-01 00:00:00.000000000 +0000", "1969-12-31 16:00:00.000000000 -0800").
bool isEpochTimestamp(QByteArrayView ts);

/// path without its "a/" or "b/" (prefix) component.
QByteArrayView stripPrefix(QByteArrayView path, char prefix);

/// The prefix letters of a file's two names.
struct Prefixes {
    char oldSide = 'a';
    char newSide = 'b';
};

/// The prefixes that a pair of names carries: git's "a/" and "b/", or one of the pairs git writes with
/// diff.mnemonicPrefix (two different letters of "i/" index, "w/" work tree, "c/" commit, "o/" object, either way
/// round as -R swaps them, or "1/" and "2/" of --no-index); "a" and "b" when the names show no mnemonic pair.
Prefixes namePrefixes(QByteArrayView oldName, QByteArrayView newName);

/// The two names of a "Binary files X and Y differ" line (GNU diff and git), split where the names after their first
/// component agree when " and " occurs more than once; nullopt when the line is not one.
std::optional<std::pair<QByteArrayView, QByteArrayView>> binaryFilesNames(QByteArrayView line);

/// The part of a "diff --git" name after its first component, used to find where "a/x y b/x y" splits.
QByteArrayView afterFirstComponent(QByteArrayView name);

} // namespace heddle::patchsyntax
