#include <widgets/testeditor/lexerforpath.h>

#include <Qsci/qsciscintilla.h>

#include <QFontDatabase>

#include <Qsci/qscilexerbash.h>
#include <Qsci/qscilexerbatch.h>
#include <Qsci/qscilexercmake.h>
#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexercsharp.h>
#include <Qsci/qscilexercss.h>
#include <Qsci/qscilexerdiff.h>
#include <Qsci/qscilexerhtml.h>
#include <Qsci/qscilexerjava.h>
#include <Qsci/qscilexerjavascript.h>
#include <Qsci/qscilexerjson.h>
#include <Qsci/qscilexerlua.h>
#include <Qsci/qscilexermakefile.h>
#include <Qsci/qscilexermarkdown.h>
#include <Qsci/qscilexerperl.h>
#include <Qsci/qscilexerproperties.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscilexerruby.h>
#include <Qsci/qscilexersql.h>
#include <Qsci/qscilexerxml.h>
#include <Qsci/qscilexeryaml.h>

#include <QFileInfo>
#include <QFont>
#include <QPalette>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace heddle {

QsciLexer *createLexerForPath(const QString &path, QObject *parent)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    const QString name = info.fileName();
    const auto is = [&suffix](std::initializer_list<QStringView> suffixes) {
        return std::any_of(suffixes.begin(), suffixes.end(), [&suffix](QStringView s) { return suffix == s; });
    };
    if (is({u"py", u"pyi", u"pyx"}))
        return new QsciLexerPython(parent);
    if (is({u"c", u"cc", u"cpp", u"cxx", u"h", u"hh", u"hpp", u"hxx", u"go", u"rs", u"m", u"mm", u"swift", u"kt",
            u"kts", u"scala", u"dart"}))
        return new QsciLexerCPP(parent);
    if (is({u"cs"}))
        return new QsciLexerCSharp(parent);
    if (is({u"js", u"jsx", u"mjs", u"cjs", u"ts", u"tsx", u"mts", u"cts"}))
        return new QsciLexerJavaScript(parent);
    if (is({u"java"}))
        return new QsciLexerJava(parent);
    if (is({u"sh", u"bash", u"zsh", u"bats"}))
        return new QsciLexerBash(parent);
    if (is({u"bat", u"cmd"}))
        return new QsciLexerBatch(parent);
    if (is({u"json", u"jsonl", u"ipynb"}))
        return new QsciLexerJSON(parent);
    if (is({u"yml", u"yaml"}))
        return new QsciLexerYAML(parent);
    if (is({u"md", u"markdown"}))
        return new QsciLexerMarkdown(parent);
    if (is({u"cmake"}) || name == u"CMakeLists.txt")
        return new QsciLexerCMake(parent);
    if (name == u"Makefile" || name == u"GNUmakefile" || is({u"mk"}))
        return new QsciLexerMakefile(parent);
    if (is({u"html", u"htm"}))
        return new QsciLexerHTML(parent);
    if (is({u"xml", u"svg", u"ui", u"xsd"}))
        return new QsciLexerXML(parent);
    if (is({u"css"}))
        return new QsciLexerCSS(parent);
    if (is({u"rb", u"rake"}) || name == u"Gemfile" || name == u"Rakefile")
        return new QsciLexerRuby(parent);
    if (is({u"pl", u"pm", u"t"}))
        return new QsciLexerPerl(parent);
    if (is({u"lua"}))
        return new QsciLexerLua(parent);
    if (is({u"sql"}))
        return new QsciLexerSQL(parent);
    if (is({u"diff", u"patch"}))
        return new QsciLexerDiff(parent);
    if (is({u"ini", u"cfg", u"toml", u"properties"}))
        return new QsciLexerProperties(parent);
    return nullptr;
}

QPalette activeColours(const QPalette &palette)
{
    QPalette active = palette;
    active.setCurrentColorGroup(QPalette::Active);
    return active;
}

void styleLexerForPalette(QsciLexer *lexer, const QPalette &given, const QFont &font)
{
    if (!lexer)
        return;
    const QPalette palette = activeColours(given);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    lexer->setDefaultFont(font);
    lexer->setFont(font, -1);
    lexer->setDefaultPaper(base);
    lexer->setPaper(base, -1);
    lexer->setDefaultColor(text);
    // Recreating the styles from the lexer's defaults makes a switch back from dark paper undo the lifting below.
    for (int style = 0; style < 128; ++style) {
        if (lexer->description(style).isEmpty())
            continue;
        if (style == lexer->defaultStyle()) {
            lexer->setColor(text, style);
            continue;
        }
        QColor c = lexer->defaultColor(style);
        // Near-black styles ("default", identifiers, operators) follow the palette's text colour.
        if (c.lightness() < 40 && c.hslSaturation() < 60)
            c = text;
        else if (dark && c.lightness() < 150)
            c = QColor::fromHsl(c.hslHue(), std::min(c.hslSaturation(), 200), 175);
        lexer->setColor(c, style);
    }
}

void styleEditorForPath(QsciScintilla *editor, const QString &path, const QPalette &given)
{
    const QPalette pal = activeColours(given);
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QsciLexer *old = editor->lexer();
    QsciLexer *lexer = createLexerForPath(path, editor);
    styleLexerForPalette(lexer, pal, font);
    editor->setLexer(lexer);
    delete old;
    if (!lexer) {
        editor->setFont(font);
        editor->setPaper(base);
        editor->setColor(text);
    }
    editor->setMarginsFont(font);
    editor->setMarginsBackgroundColor(pal.color(QPalette::Window));
    editor->setMarginsForegroundColor(pal.color(QPalette::PlaceholderText));
    editor->setCaretForegroundColor(text);
    editor->setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    editor->setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
}

} // namespace heddle
