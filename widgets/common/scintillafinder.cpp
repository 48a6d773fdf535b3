#include <widgets/common/scintillafinder.h>

#include <widgets/common/findbar.h>

#include <Qsci/qsciscintilla.h>

#include <QScopedValueRollback>

#include <algorithm>

namespace heddle {

ScintillaFinder::ScintillaFinder(QsciScintilla *editor, FindBar *bar, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_bar(bar)
{
    connect(bar, &FindBar::openRequested, this, &ScintillaFinder::open);
    connect(bar, &FindBar::queryChanged, this, &ScintillaFinder::findFromSelectionStart);
    connect(bar, &FindBar::findRequested, this, &ScintillaFinder::findNext);
    connect(bar, &FindBar::replaceRequested, this, &ScintillaFinder::replaceOne);
    connect(bar, &FindBar::replaceAllRequested, this, &ScintillaFinder::replaceAll);
    connect(bar, &FindBar::closed, editor, [editor] { editor->setFocus(); });
}

void ScintillaFinder::refresh()
{
    // Replacing counts once when it is done; searching meanwhile would move the target it replaces into.
    if (m_bar->isVisible() && !m_replacing)
        updateStatus();
}

void ScintillaFinder::open(bool replace)
{
    const QString selected = m_editor->hasSelectedText() ? m_editor->selectedText() : QString();
    m_bar->open(replace, selected.contains(u'\n') ? QString() : selected);
    updateStatus();
}

QList<std::pair<qsizetype, qsizetype>> ScintillaFinder::matches() const
{
    QList<std::pair<qsizetype, qsizetype>> found;
    const QByteArray needle = m_bar->findText().toUtf8();
    if (needle.isEmpty())
        return found;
    int flags = 0;
    if (m_bar->isCaseSensitive())
        flags |= QsciScintilla::SCFIND_MATCHCASE;
    if (m_bar->isWholeWords())
        flags |= QsciScintilla::SCFIND_WHOLEWORD;
    m_editor->SendScintilla(QsciScintilla::SCI_SETSEARCHFLAGS, flags);
    const long end = m_editor->SendScintilla(QsciScintilla::SCI_GETLENGTH);
    long pos = 0;
    while (pos <= end) {
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, pos, end);
        const long at = m_editor->SendScintilla(QsciScintilla::SCI_SEARCHINTARGET, needle.size(), needle.constData());
        if (at < 0)
            break;
        const long matchEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETTARGETEND);
        found.append({at, matchEnd});
        pos = matchEnd > at ? matchEnd : at + 1;
    }
    return found;
}

void ScintillaFinder::selectRange(qsizetype start, qsizetype end)
{
    const long line = m_editor->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, long(start));
    m_editor->ensureLineVisible(int(line));
    m_editor->SendScintilla(QsciScintilla::SCI_SETSEL, long(start), long(end));
}

void ScintillaFinder::findNext(bool forward)
{
    if (!m_bar->isVisible() && m_bar->findText().isEmpty()) {
        open(false);
        return;
    }
    const auto found = matches();
    if (!found.isEmpty()) {
        const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
        const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
        std::pair<qsizetype, qsizetype> target = forward ? found.first() : found.last();
        if (forward) {
            for (const auto &m : found) {
                if (m.first >= selEnd && !(m.first == selStart && m.second == selEnd)) {
                    target = m;
                    break;
                }
            }
        } else {
            for (qsizetype i = found.size() - 1; i >= 0; --i) {
                const auto &range = found[i];
                if (range.second <= selStart && !(range.first == selStart && range.second == selEnd)) {
                    target = range;
                    break;
                }
            }
        }
        selectRange(target.first, target.second);
    }
    updateStatus();
}

void ScintillaFinder::findFromSelectionStart()
{
    const auto found = matches();
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    if (!found.isEmpty()) {
        auto target = found.first();
        for (const auto &m : found) {
            if (m.first >= selStart) {
                target = m;
                break;
            }
        }
        selectRange(target.first, target.second);
    }
    updateStatus();
}

void ScintillaFinder::replaceOne()
{
    if (m_editor->isReadOnly())
        return;
    const auto found = matches();
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
    const bool onMatch = std::any_of(found.cbegin(), found.cend(),
                                     [&](const auto &m) { return m.first == selStart && m.second == selEnd; });
    if (onMatch) {
        const QScopedValueRollback replacing(m_replacing, true);
        const QByteArray replacement = m_bar->replaceText().toUtf8();
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, selStart, selEnd);
        m_editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, replacement.size(), replacement.constData());
        const long after = selStart + long(replacement.size());
        m_editor->SendScintilla(QsciScintilla::SCI_SETSEL, after, after);
    }
    findNext(true);
}

void ScintillaFinder::replaceAll()
{
    if (m_editor->isReadOnly())
        return;
    const auto found = matches();
    if (found.isEmpty())
        return;
    const QByteArray replacement = m_bar->replaceText().toUtf8();
    // One undo step; from the end backwards so that earlier positions stay valid.
    const QScopedValueRollback replacing(m_replacing, true);
    m_editor->beginUndoAction();
    for (qsizetype i = found.size() - 1; i >= 0; --i) {
        const auto &range = found[i];
        m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, long(range.first), long(range.second));
        m_editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, replacement.size(), replacement.constData());
    }
    m_editor->endUndoAction();
    updateStatus();
    m_bar->setStatus(tr("Replaced %n", "", int(found.size())));
}

void ScintillaFinder::updateStatus()
{
    if (m_bar->findText().isEmpty()) {
        m_bar->setStatus({});
        return;
    }
    const auto found = matches();
    if (found.isEmpty()) {
        m_bar->setStatus(tr("No matches"));
        return;
    }
    const long selStart = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONSTART);
    const long selEnd = m_editor->SendScintilla(QsciScintilla::SCI_GETSELECTIONEND);
    for (qsizetype i = 0; i < found.size(); ++i) {
        if (found[i].first == selStart && found[i].second == selEnd) {
            m_bar->setStatus(tr("%1 of %2").arg(i + 1).arg(found.size()));
            return;
        }
    }
    m_bar->setStatus(tr("%n matches", "", int(found.size())));
}

} // namespace heddle
