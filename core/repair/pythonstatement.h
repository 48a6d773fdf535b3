#pragma once

#include <core/mutation/sourcelexer.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// Characters [begin, end) of a statement's joined text.
struct TextSpan {
    qsizetype begin = 0;
    qsizetype end = 0;

    qsizetype size() const { return end - begin; }
    bool isEmpty() const { return end <= begin; }
};

/// One logical statement of a Python file: its lines (continued inside brackets or after a backslash) joined into
/// one line of code, with the string contents masked in a copy at the same offsets, so that what is found in the
/// code can be cut from the text and nothing inside a string is ever taken for code.
struct PythonStatement {
    int firstLine = 0; // 0-based lines of the file
    int lastLine = 0;
    QString indent;
    QString text;      // the code without indentation and comments; lines joined by one blank or none
    QString code;      // text with string contents as '_' (quotes and prefixes kept)
    QString comment;   // what follows the code: its blanks and "# ..." (the comments of every line, joined)
    QList<int> lineOf; // for each character of text, its 0-based line, or -1 where joining put it
    QList<int> columnOf;

    bool spansLines() const { return lastLine > firstLine; }
    /// A compound statement's header ("with ...:", "if ...:").
    bool isHeader() const;
    QStringView codeOf(TextSpan s) const { return QStringView(code).mid(s.begin, s.size()); }
    QString textOf(TextSpan s) const { return text.mid(s.begin, s.size()); }
    TextSpan whole() const { return {0, text.size()}; }
};

/// A Python file's lines, masked line by line with SourceLexer.
class PythonFile
{
public:
    explicit PythonFile(const QString &fileText);

    int lineCount() const { return int(m_lines.size()); }
    /// A line without its '\r' (a file may end lines with "\r\n").
    const QString &line(int index) const { return m_lines[index]; }
    /// The statement that holds the 0-based line; nullopt for a line out of range and for a statement that holds a
    /// multi-line string (it cannot be joined into one line).
    std::optional<PythonStatement> statementAt(int index) const;
    /// Whether the statement is the only one of its block: dropping it needs a `pass`.
    bool onlyStatementOfBlock(const PythonStatement &statement) const;
    /// The `with` statement around the statement (a smaller indentation, before it, inside the same function) whose
    /// text contains the pattern, or nullopt.
    std::optional<PythonStatement> enclosingWith(const PythonStatement &statement, const QString &pattern) const;
    /// Whether a line of code matches the pattern, string contents and comments masked.
    bool hasLine(const QString &pattern) const;

private:
    bool blankOrComment(int index) const;

    QStringList m_lines; // without '\r'
    QList<MaskedLine> m_masked;
    QList<bool> m_startsInString;
};

/// The index of the bracket that closes the one at open, or -1.
qsizetype closingBracket(QStringView code, qsizetype open);
/// The index of the bracket that opens the one at close, or -1.
qsizetype openingBracket(QStringView code, qsizetype close);
/// The span without the blanks at either end.
TextSpan trimmedSpan(QStringView code, TextSpan s);
/// The parts of the span between separators outside brackets, each trimmed.
QList<TextSpan> splitTopLevel(QStringView code, TextSpan within, QChar separator = u',');

/// A comparison with one operator: "left op right".
struct PythonComparison {
    TextSpan left;
    TextSpan op;
    TextSpan right;
    QString opText; // "==", "is not", "in", ...
};
/// The span as one comparison; nullopt when it has none, chains several, or is a lambda, ternary or generator.
std::optional<PythonComparison> splitComparison(QStringView code, TextSpan s);

/// A call "callee(arguments)" that is the whole span; the callee is a dotted name.
struct PythonCall {
    TextSpan callee;
    qsizetype open = 0;  // the '('
    qsizetype close = 0; // the ')'
    QList<TextSpan> arguments;
};
std::optional<PythonCall> asCall(QStringView code, TextSpan s);
/// The keyword of an argument ("match=r'x'" -> "match") and its value; an empty keyword for a positional argument.
std::pair<QString, TextSpan> keywordArgument(QStringView code, TextSpan argument);
/// The last dotted part of a call's callee ("self.assertEqual" -> "assertEqual").
QString calleeName(const PythonStatement &statement, const PythonCall &call);

/// An `assert test[, message]` statement.
struct PythonAssert {
    TextSpan test;
    TextSpan message; // empty when there is none
};
std::optional<PythonAssert> asAssert(const PythonStatement &statement);

/// The value of an expression made only of plain string literals (adjacent ones joined, no f-strings).
std::optional<QString> stringLiteralValue(const PythonStatement &statement, TextSpan s);
bool isNumberLiteral(QStringView code);
bool isNameOrAttribute(QStringView code);
/// A name, attribute, call or subscript chain: it needs no parentheses before ".attribute".
bool isPrimary(QStringView code);

/// A Python string literal for the value: raw when it holds backslashes and can be raw, else escaped.
QString pythonStringLiteral(const QString &value);
/// Python's re.escape (3.7+): a backslash before each of ()[]{}?*+-|^$\.&~# and white space.
QString regexEscape(const QString &text);

} // namespace heddle
