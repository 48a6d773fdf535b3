#pragma once

class QFont;
class QObject;
class QPalette;
class QString;
class QsciLexer;
class QsciScintilla;

namespace heddle {

/// The QScintilla lexer for a file, chosen by its name; nullptr for plain text. Languages without a lexer of their
/// own borrow the closest one (Go, Rust, Kotlin, Swift: C++; TypeScript: JavaScript; TOML: properties).
QsciLexer *createLexerForPath(const QString &path, QObject *parent);

/// palette with the active colours as its current ones: a widget styled while it is disabled (loading behind a
/// progress) keeps the colours of an enabled one, not the disabled grey.
QPalette activeColours(const QPalette &palette);

/// Sets the lexer's font and paper from the palette; on dark paper the lexer's colours (chosen for white paper)
/// are lifted so that every style stays legible.
void styleLexerForPalette(QsciLexer *lexer, const QPalette &palette, const QFont &font);

/// Gives editor the lexer for path styled for the palette (or plain colours when there is none) and the palette's
/// margin, caret and selection colours, in the system's fixed font. Each view adds its own markers on top.
void styleEditorForPath(QsciScintilla *editor, const QString &path, const QPalette &palette);

} // namespace heddle
