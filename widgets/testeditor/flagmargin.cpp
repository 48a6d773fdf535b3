#include <widgets/testeditor/flagmargin.h>

#include <widgets/theme.h>

#include <Qsci/qsciscintilla.h>

#include <QFontDatabase>
#include <QPalette>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int kAnnotationWidth = 100; // columns; Scintilla does not wrap annotations

long bgr(const QColor &c)
{
    return long(c.red()) | long(c.green()) << 8 | long(c.blue()) << 16;
}

QString wrapped(const QString &text, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        line += (line.isEmpty() ? QString() : u" "_s) + word;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(u'\n');
}

} // namespace

FlagMargin::FlagMargin(QsciScintilla *editor, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
{
    editor->setMarginType(Margin, QsciScintilla::SymbolMargin);
    editor->setMarginMarkerMask(Margin, 1 << FalsePositiveMarker | 1 << FalseNegativeMarker);
    editor->setMarginSensitivity(Margin, true);
    editor->setMarginWidth(Margin, 16);
    editor->markerDefine(QsciScintilla::Circle, FalsePositiveMarker);
    editor->markerDefine(QsciScintilla::Rectangle, FalseNegativeMarker);
    editor->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    // Annotation styles live above the lexer's so that a lexer change cannot repaint them.
    const int styleBase = int(editor->SendScintilla(QsciScintilla::SCI_ALLOCATEEXTENDEDSTYLES, 2));
    editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETSTYLEOFFSET, styleBase);
    m_fpStyle = styleBase;
    m_fnStyle = styleBase + 1;
    connect(editor, &QsciScintilla::marginClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        if (margin == Margin && isFlagged(line))
            Q_EMIT lineActivated(line);
    });
}

void FlagMargin::clear()
{
    m_editor->markerDeleteAll(FalsePositiveMarker);
    m_editor->markerDeleteAll(FalseNegativeMarker);
    m_editor->clearAnnotations();
    m_annotations.clear();
    m_lineIsFp.clear();
}

void FlagMargin::setFlags(const QList<Flag> &flags, const QString &path)
{
    clear();
    if (path.isEmpty())
        return;
    QHash<int, QStringList> notes;
    for (const Flag &flag : flags) {
        for (const Evidence &evidence : flag.evidence) {
            if (evidence.kind != Evidence::Kind::TestLine || evidence.file != path || evidence.line < 1)
                continue;
            const int line = std::min(evidence.line, m_editor->lines()) - 1;
            const bool fp = flag.kind == FlagKind::FalsePositive;
            m_editor->markerAdd(line, fp ? FalsePositiveMarker : FalseNegativeMarker);
            if (!m_lineIsFp.contains(line))
                m_lineIsFp.insert(line, fp);
            QString note = tr("%1 (%2, %3): %4")
                               .arg(flag.id, flagKindName(flag.kind), verdictName(flag.verdict).replace(u'_', u' '),
                                    flag.rationale.simplified());
            if (!evidence.note.isEmpty())
                note += u"\n"_s + tr("At this line: %1").arg(evidence.note.simplified());
            QStringList paragraphs = note.split(u'\n');
            for (QString &paragraph : paragraphs)
                paragraph = wrapped(paragraph, kAnnotationWidth);
            notes[line].append(paragraphs.join(u'\n'));
        }
    }
    for (auto it = notes.cbegin(); it != notes.cend(); ++it)
        m_annotations.insert(it.key(), it.value().join(u"\n\n"_s));
    show();
}

void FlagMargin::setAnnotationsVisible(bool visible)
{
    m_annotationsVisible = visible;
    m_editor->clearAnnotations();
    show();
}

void FlagMargin::show()
{
    if (!m_annotationsVisible)
        return;
    for (auto it = m_annotations.cbegin(); it != m_annotations.cend(); ++it) {
        const QByteArray bytes = it.value().toUtf8();
        // Plain text straight to Scintilla: the rationale is untrusted and is never interpreted.
        m_editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETTEXT, it.key(), bytes.constData());
        m_editor->SendScintilla(QsciScintilla::SCI_ANNOTATIONSETSTYLE, it.key(),
                                long(m_lineIsFp.value(it.key()) ? 0 : 1));
    }
}

int FlagMargin::nextFlaggedLine(int line, bool forward) const
{
    if (m_annotations.isEmpty())
        return -1;
    QList<int> lines = m_annotations.keys();
    std::sort(lines.begin(), lines.end());
    if (forward) {
        const auto it = std::upper_bound(lines.cbegin(), lines.cend(), line);
        return it != lines.cend() ? *it : lines.first();
    }
    const auto it = std::lower_bound(lines.cbegin(), lines.cend(), line);
    return it != lines.cbegin() ? *(it - 1) : lines.last();
}

void FlagMargin::applyPalette(const QPalette &pal)
{
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    const QColor orange(theme::falsePositive);
    const QColor blue(theme::falseNegative);
    m_editor->setMarkerBackgroundColor(orange, FalsePositiveMarker);
    m_editor->setMarkerForegroundColor(dark ? orange.lighter(130) : orange.darker(140), FalsePositiveMarker);
    m_editor->setMarkerBackgroundColor(blue, FalseNegativeMarker);
    m_editor->setMarkerForegroundColor(dark ? blue.lighter(160) : blue.darker(140), FalseNegativeMarker);

    // Tinted by kind, text in the palette's colour; the "FP"/"FN" in the text carries the kind.
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QByteArray family = font.family().toUtf8();
    const std::pair<int, QColor> styles[] = {{m_fpStyle, orange}, {m_fnStyle, blue}};
    for (const auto &[style, tint] : styles) {
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETFONT, style, family.constData());
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETSIZE, style, long(std::max(6, font.pointSize() - 1)));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETITALIC, style, long(false));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETFORE, style, bgr(text));
        m_editor->SendScintilla(QsciScintilla::SCI_STYLESETBACK, style,
                                bgr(theme::mix(base, tint, dark ? 0.22 : 0.14)));
    }
}

} // namespace heddle
