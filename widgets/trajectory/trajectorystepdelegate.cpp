#include <widgets/trajectory/trajectorystepdelegate.h>

#include <widgets/theme.h>

#include <core/trajectory/trajectory.h>
#include <core/trajectory/trajectorystepmodel.h>

#include <QApplication>
#include <QFontDatabase>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr int Padding = 4;
constexpr int MarginWidth = 12; // the cited-step marker lives here
constexpr int CollapsedThoughtLines = 2;
constexpr int CollapsedActionLines = 4;
constexpr int CollapsedObservationLines = 3;
static_assert(std::max({CollapsedThoughtLines, CollapsedActionLines, CollapsedObservationLines}) <=
                  LeanTrajectory::PreviewLines,
              "a collapsed step shows no more lines than a lean trajectory's preview holds");
constexpr int ExpandedLines = 200; // even expanded, a step never grows into a wall of text
constexpr qsizetype MaxLineChars = 400;

using Kind = TrajectoryStep::Kind;

// Splits at most maxLines lines off text and tells how many more there are, without copying the whole text.
QStringList firstLines(const QString &text, int maxLines, int *hidden)
{
    QStringList lines;
    QStringView rest(text);
    while (rest.endsWith(u'\n'))
        rest.chop(1);
    *hidden = 0;
    if (rest.trimmed().isEmpty())
        return lines;
    qsizetype pos = 0;
    while (pos <= rest.size()) {
        qsizetype end = rest.indexOf(u'\n', pos);
        if (end < 0)
            end = rest.size();
        if (lines.size() == maxLines) {
            *hidden = int(rest.mid(pos).count(u'\n')) + 1;
            break;
        }
        QString line = rest.mid(pos, std::min(end - pos, MaxLineChars)).toString();
        line.replace(u'\t', u"    "_s);
        line.remove(u'\r');
        lines.append(line);
        pos = end + 1;
    }
    return lines;
}

QString cliArgument(const QString &action, QStringView flag)
{
    const qsizetype at = action.indexOf(flag);
    if (at < 0)
        return {};
    qsizetype pos = at + flag.size();
    while (pos < action.size() && action.at(pos) == u' ')
        ++pos;
    if (pos >= action.size())
        return {};
    const QChar quote = action.at(pos);
    if (quote == u'\'' || quote == u'"') {
        // The value runs to the quote that ends it: the one before the next flag, or the last one.
        qsizetype end = action.indexOf(u" --"_s, pos + 1);
        end = action.lastIndexOf(quote, end < 0 ? action.size() - 1 : end - 1);
        if (end > pos)
            return action.mid(pos + 1, end - pos - 1);
        return action.mid(pos + 1);
    }
    const qsizetype end = action.indexOf(u" --"_s, pos);
    return action.mid(pos, end < 0 ? -1 : end - pos);
}

// A JSON-style "key": "value" pair, with the common escapes undone; enough to show an edit, not a JSON parser.
QString jsonStringValue(const QString &action, QStringView key)
{
    static const QRegularExpression separator(u"^\\s*\"?\\s*[:=]\\s*\""_s);
    qsizetype at = action.indexOf(key);
    if (at < 0)
        return {};
    const QRegularExpressionMatch match = separator.match(action.mid(at + key.size()));
    if (!match.hasMatch())
        return {};
    QString value;
    for (qsizetype pos = at + key.size() + match.capturedLength(); pos < action.size(); ++pos) {
        const QChar c = action.at(pos);
        if (c == u'"')
            break;
        if (c == u'\\' && pos + 1 < action.size()) {
            const QChar next = action.at(++pos);
            value += next == u'n' ? u'\n' : next == u't' ? u'\t' : next;
            continue;
        }
        value += c;
    }
    return value;
}

void appendPrefixed(QStringList *out, const QString &text, QChar sign)
{
    for (const QStringView line : QStringView(text).tokenize(u'\n'))
        out->append(sign + line.toString());
}

} // namespace

QString TrajectoryStepDelegate::kindLabel(int kindValue)
{
    switch (Kind(kindValue)) {
    case Kind::Action: return tr("action");
    case Kind::Edit: return tr("edit");
    case Kind::Observation: return tr("observation");
    case Kind::Message: return tr("message");
    case Kind::Submit: return tr("submit");
    case Kind::Error: return tr("error");
    }
    return tr("observation");
}

QColor TrajectoryStepDelegate::kindColor(int kindValue)
{
    const auto kind = Kind(kindValue);
    // Mid-tone hues read on light and dark bases alike; the letter carries the meaning for colour-blind users.
    switch (kind) {
    case Kind::Action: return QColor(theme::stepAction);
    case Kind::Edit: return QColor(theme::stepEdit);
    case Kind::Observation: return QColor(theme::stepObservation);
    case Kind::Message: return QColor(theme::stepMessage);
    case Kind::Submit: return QColor(theme::stepSubmit);
    case Kind::Error: return QColor(theme::stepError);
    }
    return QColor(theme::stepObservation);
}

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace

TrajectoryStepDelegate::TrajectoryStepDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_monoFont(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{}

void TrajectoryStepDelegate::setExpanded(const QModelIndex &index, bool expanded)
{
    const int step = index.data(TrajectoryStepModel::IndexRole).toInt();
    if (expanded == m_expanded.contains(step))
        return;
    if (expanded)
        m_expanded.insert(step);
    else
        m_expanded.remove(step);
    m_heights.remove(step);
    Q_EMIT sizeHintChanged(index);
}

void TrajectoryStepDelegate::toggleExpanded(const QModelIndex &index)
{
    if (index.isValid())
        setExpanded(index, !isExpanded(index.data(TrajectoryStepModel::IndexRole).toInt()));
}

void TrajectoryStepDelegate::forgetHeight(int stepIndex)
{
    m_heights.remove(stepIndex);
}

void TrajectoryStepDelegate::reset()
{
    m_expanded.clear();
    m_heights.clear();
}

QStringList TrajectoryStepDelegate::editActionLines(const QString &action)
{
    QStringList out;
    static const QRegularExpression unifiedDiff(u"^(@@ |--- |\\+\\+\\+ |diff --git )"_s,
                                                QRegularExpression::MultilineOption);
    if (unifiedDiff.match(action).hasMatch())
        return action.split(u'\n');

    QString oldText = cliArgument(action, u"--old_str");
    QString newText = cliArgument(action, u"--new_str");
    qsizetype headerEnd = action.indexOf(u"--old_str");
    if (oldText.isEmpty() && newText.isEmpty()) {
        oldText = jsonStringValue(action, u"old_str");
        newText = jsonStringValue(action, u"new_str");
        headerEnd = action.indexOf(u"\"old_str");
        if (headerEnd < 0)
            headerEnd = action.indexOf(u"old_str");
    }
    if (!oldText.isEmpty() || !newText.isEmpty()) {
        QString header = action.left(std::max<qsizetype>(0, headerEnd)).simplified();
        while (header.endsWith(u',') || header.endsWith(u' '))
            header.chop(1);
        if (!header.isEmpty())
            out.append(u' ' + header);
        appendPrefixed(&out, oldText, u'-');
        appendPrefixed(&out, newText, u'+');
        return out;
    }

    // A created file is all added lines.
    qsizetype fileTextAt = action.indexOf(u"--file_text");
    QString fileText = cliArgument(action, u"--file_text");
    if (fileText.isEmpty()) {
        fileText = jsonStringValue(action, u"file_text");
        fileTextAt = action.indexOf(u"\"file_text");
    }
    if (!fileText.isEmpty() && fileTextAt >= 0) {
        QString header = action.left(fileTextAt).simplified();
        while (header.endsWith(u',') || header.endsWith(u' '))
            header.chop(1);
        if (!header.isEmpty())
            out.append(u' ' + header);
        appendPrefixed(&out, fileText, u'+');
        return out;
    }

    // SWE-agent 0.x: "edit 12:14\n<replacement>\nend_of_edit" replaces the lines with the body.
    static const QRegularExpression editCommand(u"^\\s*edit\\s+\\d+:\\d+\\s*\\n"_s);
    const QRegularExpressionMatch match = editCommand.match(action);
    if (match.hasMatch()) {
        QString body = action.mid(match.capturedEnd());
        if (body.endsWith(u"end_of_edit"_s))
            body.chop(11);
        while (body.endsWith(u'\n'))
            body.chop(1);
        out.append(u' ' + match.captured().trimmed());
        appendPrefixed(&out, body, u'+');
        return out;
    }
    for (const QStringView line : QStringView(action).tokenize(u'\n'))
        out.append(u' ' + line.toString());
    return out;
}

QChar TrajectoryStepDelegate::kindLetter(int kind)
{
    switch (Kind(kind)) {
    case Kind::Action: return u'A';
    case Kind::Edit: return u'E';
    case Kind::Observation: return u'O';
    case Kind::Message: return u'M';
    case Kind::Submit: return u'S';
    case Kind::Error: return u'X';
    }
    return u'?';
}

QList<TrajectoryStepDelegate::Section> TrajectoryStepDelegate::sections(const QModelIndex &index) const
{
    using Model = TrajectoryStepModel;
    const bool expanded = isExpanded(index.data(Model::IndexRole).toInt());
    const auto kind = Kind(index.data(Model::KindRole).toInt());
    QList<Section> result;
    // Collapsed, a step needs only the first lines of each text, which a lean trajectory keeps; the count of the
    // lines left out comes from the whole text.
    const auto text = [&](int wholeRole, int previewRole) {
        return index.data(expanded ? wholeRole : previewRole).toString();
    };
    const auto hideRest = [&](Section &section, int linesRole) {
        const QVariant lines = index.data(linesRole);
        if (!expanded && lines.isValid())
            section.hiddenLines = std::max(section.hiddenLines, lines.toInt() - int(section.lines.size()));
    };

    Section thought;
    thought.lines = firstLines(text(Model::ThoughtRole, Model::ThoughtPreviewRole),
                               expanded ? ExpandedLines : CollapsedThoughtLines, &thought.hiddenLines);
    hideRest(thought, Model::ThoughtLinesRole);
    if (!thought.lines.isEmpty())
        result.append(thought);

    Section action;
    action.monospace = true;
    const QString actionText = text(Model::ActionRole, Model::ActionPreviewRole);
    const int actionMax = expanded ? ExpandedLines : CollapsedActionLines;
    if (kind == Kind::Edit) {
        const QStringList lines = editActionLines(actionText);
        action.diff = true;
        action.lines = lines.mid(0, actionMax);
        action.hiddenLines = int(std::max<qsizetype>(0, lines.size() - actionMax));
        for (QString &line : action.lines) {
            line.truncate(MaxLineChars);
            line.replace(u'\t', u"    "_s);
        }
    } else {
        action.lines = firstLines(actionText, actionMax, &action.hiddenLines);
        hideRest(action, Model::ActionLinesRole);
    }
    if (!action.lines.isEmpty())
        result.append(action);

    Section observation;
    observation.monospace = true;
    observation.dim = true;
    observation.lines = firstLines(text(Model::ObservationRole, Model::ObservationPreviewRole),
                                   expanded ? ExpandedLines : CollapsedObservationLines, &observation.hiddenLines);
    hideRest(observation, Model::ObservationLinesRole);
    if (!observation.lines.isEmpty())
        result.append(observation);
    return result;
}

int TrajectoryStepDelegate::lineHeight(bool monospace) const
{
    const QFontMetrics metrics(monospace ? m_monoFont : QApplication::font());
    return metrics.lineSpacing();
}

QRect TrajectoryStepDelegate::toggleRect(const QRect &itemRect) const
{
    const int size = lineHeight(false) + 4;
    return QRect(itemRect.right() - size - Padding, itemRect.top() + Padding, size, size);
}

QSize TrajectoryStepDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int step = index.data(TrajectoryStepModel::IndexRole).toInt();
    const auto cached = m_heights.constFind(step);
    if (cached != m_heights.cend())
        return QSize(option.rect.width(), *cached);
    int height = Padding + lineHeight(false) + 4 + Padding;
    for (const Section &section : sections(index)) {
        const int lines = int(section.lines.size()) + (section.hiddenLines > 0 ? 1 : 0);
        height += lines * lineHeight(section.monospace) + Padding;
    }
    m_heights.insert(step, height);
    return QSize(option.rect.width(), height);
}

void TrajectoryStepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    painter->save();
    const QPalette &palette = option.palette;
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const QRect rect = option.rect;
    const QColor text = palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor base = selected ? palette.color(QPalette::Highlight) : palette.color(QPalette::Base);
    const QColor dim = theme::mix(text, base, 0.35);
    painter->fillRect(rect, base);
    if (option.state.testFlag(QStyle::State_HasFocus) && !selected) {
        painter->setPen(palette.color(QPalette::Highlight));
        painter->drawRect(rect.adjusted(0, 0, -1, -1));
    }
    painter->setPen(theme::mix(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.8));
    painter->drawLine(rect.bottomLeft(), rect.bottomRight());

    if (index.data(TrajectoryStepModel::CitedRole).toBool()) {
        // Amber reads on light and dark bases and is not one of the kind colours' meanings.
        painter->fillRect(QRect(rect.left() + 2, rect.top() + 2, 4, rect.height() - 4), QColor(theme::citedStep));
    }

    const QFont font = QApplication::font();
    const QFontMetrics metrics(font);
    const int left = rect.left() + MarginWidth;
    const int right = toggleRect(rect).left() - Padding;
    int y = rect.top() + Padding;
    const int headerHeight = metrics.lineSpacing() + 4;

    // Header: index, badge, kind name, figures.
    painter->setFont(font);
    painter->setPen(text);
    // Counted from 1, as evidence ("Step 4 of …"), search hits and flags name steps.
    const QString number = u'#' + QString::number(index.data(TrajectoryStepModel::IndexRole).toInt() + 1);
    const int numberWidth = std::max(metrics.horizontalAdvance(u"#0000"_s), metrics.horizontalAdvance(number));
    painter->drawText(QRect(left, y, numberWidth, headerHeight), Qt::AlignVCenter | Qt::AlignLeft, number);

    const int kind = index.data(TrajectoryStepModel::KindRole).toInt();
    const QColor badgeColor = kindColor(kind);
    QRect badge(left + numberWidth + Padding, y + 1, headerHeight - 2, headerHeight - 2);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(badgeColor);
    painter->drawRoundedRect(badge, 3, 3);
    QFont bold = font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(badgeColor.lightnessF() > 0.6 ? Qt::black : Qt::white);
    painter->drawText(badge, Qt::AlignCenter, QString(kindLetter(kind)));
    painter->setFont(font);
    painter->setPen(text);
    int x = badge.right() + Padding + 2;
    const QString kindName = kindLabel(kind);
    painter->drawText(QRect(x, y, right - x, headerHeight), Qt::AlignVCenter | Qt::AlignLeft, kindName);
    x += metrics.horizontalAdvance(kindName) + 3 * Padding;

    QStringList figures;
    const QVariant duration = index.data(TrajectoryStepModel::DurationRole);
    if (duration.isValid())
        figures.append(tr("%1 s").arg(duration.toDouble(), 0, 'f', 1));
    const QVariant tokens = index.data(TrajectoryStepModel::TokensRole);
    if (tokens.isValid())
        figures.append(tr("%L1 tokens").arg(tokens.toLongLong()));
    if (index.data(TrajectoryStepModel::CitedRole).toBool())
        figures.append(tr("cited by a flag"));
    if (!figures.isEmpty() && x < right) {
        painter->setPen(dim);
        painter->drawText(QRect(x, y, right - x, headerHeight), Qt::AlignVCenter | Qt::AlignLeft,
                          metrics.elidedText(figures.join(u" \u00b7 "_s), Qt::ElideRight, right - x));
    }

    const bool expanded = isExpanded(index.data(TrajectoryStepModel::IndexRole).toInt());
    painter->setPen(dim);
    painter->drawText(toggleRect(rect), Qt::AlignCenter, expanded ? u"\u25be"_s : u"\u25b8"_s);
    y += headerHeight + Padding;

    // Sections: every line is plain text, elided rather than wrapped so heights stay cheap to compute.
    const bool dark = isDark(palette);
    const QColor added =
        selected ? text : theme::mix(text, QColor(dark ? theme::addedTextOnDark : theme::addedText), 0.85);
    const QColor removed =
        selected ? text : theme::mix(text, QColor(dark ? theme::removedTextOnDark : theme::removedText), 0.85);
    const int textWidth = rect.right() - Padding - left;
    for (const Section &section : sections(index)) {
        const QFont sectionFont = section.monospace ? m_monoFont : font;
        const QFontMetrics sectionMetrics(sectionFont);
        const int height = sectionMetrics.lineSpacing();
        painter->setFont(sectionFont);
        if (section.monospace && !selected) {
            const int lines = int(section.lines.size()) + (section.hiddenLines > 0 ? 1 : 0);
            painter->fillRect(QRect(left - 2, y, textWidth + 4, lines * height),
                              theme::mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.05));
        }
        for (const QString &line : section.lines) {
            QColor color = section.dim ? dim : text;
            if (section.diff && line.startsWith(u'+'))
                color = added;
            else if (section.diff && line.startsWith(u'-'))
                color = removed;
            painter->setPen(color);
            painter->drawText(QRect(left, y, textWidth, height), Qt::AlignVCenter | Qt::AlignLeft,
                              sectionMetrics.elidedText(line, Qt::ElideRight, textWidth));
            y += height;
        }
        if (section.hiddenLines > 0) {
            painter->setPen(dim);
            painter->drawText(QRect(left, y, textWidth, height), Qt::AlignVCenter | Qt::AlignLeft,
                              section.hiddenLines == 1 ? tr("\u2026 1 more line")
                                                       : tr("\u2026 %L1 more lines").arg(section.hiddenLines));
            y += height;
        }
        y += Padding;
    }
    painter->restore();
}

bool TrajectoryStepDelegate::editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                                         const QModelIndex &index)
{
    if (event->type() == QEvent::MouseButtonRelease) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton && toggleRect(option.rect).contains(mouse->position().toPoint())) {
            toggleExpanded(index);
            return true;
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

} // namespace heddle
