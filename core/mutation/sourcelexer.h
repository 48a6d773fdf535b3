#pragma once

#include <QList>
#include <QString>

namespace heddle {

/// The languages mutants are made for: Python with its own operator set, and the brace languages (JavaScript,
/// TypeScript, Java, Go, Rust) with a generic line-level one.
enum class MutationLanguage {
    None, // not a source file Heddle mutates
    Python,
    JavaScript, // also TypeScript
    Java,
    Go,
    Rust
};

/// The language of a repository path, by its extension; None for anything else and for test files (the tests are
/// what mutants are judged by, not what is mutated).
MutationLanguage mutationLanguageForPath(const QString &path);

/// A string literal inside a line, as character offsets [begin, end) including its prefix and quotes.
struct StringSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
    bool formatted = false; // an f-string or template literal: it holds code
};

/// One line with everything that is not code blanked: the characters of strings become '_' (their quotes stay), a
/// comment becomes spaces. Offsets match the original line, so an edit found in code applies to the line itself.
struct MaskedLine {
    QString code;
    QList<StringSpan> strings; // literals that start and end on this line
    bool insideString = false; // the line starts or ends inside a multi-line string or comment
    int depthBefore = 0;       // open brackets before the line: a line inside (...) continues a statement
    int depthAfter = 0;
    bool continues = false; // ends with a backslash continuation
};

/// Masks a file's lines one after another, keeping multi-line strings, block comments and open brackets in view.
class SourceLexer
{
public:
    explicit SourceLexer(MutationLanguage language);

    MaskedLine next(const QString &line);
    /// True while a multi-line string or block comment is open.
    bool inString() const { return m_openQuote != 0 || m_inBlockComment; }
    /// Starts a hunk that begins inside a multi-line string opened by the given quote ('"' or '\'', Python).
    void resetInsideString(char16_t quote);

private:
    MutationLanguage m_language;
    char16_t m_openQuote = 0; // Python: the quote of an open triple-quoted string; JavaScript: '`'
    bool m_inBlockComment = false;
    int m_depth = 0;
};

} // namespace heddle
