#include <widgets/matrix/matrixtestheader.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/theme.h>

#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

using M = AttemptMatrixModel;

// The test names get at least this many average characters even when the rows then have to scroll.
constexpr int kMinNameChars = 18;

} // namespace

MatrixTestHeader::MatrixTestHeader(QWidget *parent)
    : MatrixHeader(Qt::Horizontal, u"matrixTestHeader"_s, parent)
{}

void MatrixTestHeader::updateMetrics()
{
    const QFontMetrics metrics(font());
    m_bandHeight = metrics.height() + 6;
    m_longest = 0;
    if (model()) {
        for (int c = 0; c < model()->columnCount(); ++c)
            m_longest =
                std::max(m_longest, metrics.horizontalAdvance(model()->headerData(c, Qt::Horizontal).toString()));
    }
    m_nameSpace = -1;
    fitSpecBand();
    setRoom(m_room);
}

void MatrixTestHeader::fitSpecBand()
{
    // An id that its columns cannot hold across stands upright, and the band grows to hold it.
    int height = m_bandHeight;
    if (const auto *matrix = qobject_cast<const M *>(model())) {
        const QFontMetrics metrics(font());
        for (const M::ColumnGroup &group : matrix->columnGroups()) {
            const int width = metrics.horizontalAdvance(group.spec);
            if (!group.spec.isEmpty() && width > group.count * defaultSectionSize() - 4)
                height = std::max(height, width + 8);
        }
    }
    if (height == m_specBandHeight)
        return;
    m_specBandHeight = height;
    updateGeometry();
    Q_EMIT geometriesChanged();
    viewport()->update();
}

void MatrixTestHeader::setRoom(int room)
{
    m_room = room;
    const QFontMetrics metrics(font());
    const int space = std::min(m_longest, std::max(room, kMinNameChars * metrics.averageCharWidth()));
    if (space == m_nameSpace)
        return;
    m_nameSpace = space;
    updateGeometry();
    Q_EMIT geometriesChanged();
    viewport()->update();
}

bool MatrixTestHeader::isElided(int column) const
{
    return QFontMetrics(font()).horizontalAdvance(model()->headerData(column, Qt::Horizontal).toString()) > m_nameSpace;
}

QSize MatrixTestHeader::sizeHint() const
{
    return {QHeaderView::sizeHint().width(), m_bandHeight + m_specBandHeight + std::max(0, m_nameSpace) + 10};
}

void MatrixTestHeader::paintEvent(QPaintEvent *)
{
    if (!model())
        return;
    QPainter painter(viewport());
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Window);
    const QColor text = pal.color(QPalette::WindowText);
    const QColor faint = theme::mix(base, text, 0.3);
    painter.fillRect(viewport()->rect(), base);
    const auto *matrix = qobject_cast<const M *>(model());
    const int current = selectionModel() ? selectionModel()->currentIndex().column() : -1;

    const auto span = [this](int first, int count) {
        const int left = sectionViewportPosition(first);
        const int right = sectionViewportPosition(first + count - 1) + sectionSize(first + count - 1);
        return QRect(left, 0, right - left, 0);
    };
    if (matrix)
        for (const M::ColumnGroup &band : matrix->groupBands()) {
            const QRect rect = span(band.first, band.count);
            painter.fillRect(QRect(rect.left(), 0, rect.width(), m_bandHeight).adjusted(1, 1, -1, -1),
                             theme::mix(base, text, band.group == M::kFailToPass ? 0.16 : 0.07));
        }
    for (const GroupLabel &label : groupLabels()) {
        QFont font = this->font();
        font.setBold(label.bold);
        font.setItalic(label.italic);
        const QFontMetrics metrics(font);
        if (!label.bold) { // a spec's column group starts with a line
            painter.setPen(faint);
            painter.drawLine(label.rect.left(), label.rect.top(), label.rect.left(), height());
        }
        painter.setFont(font);
        painter.setPen(text);
        if (label.upright) {
            painter.save();
            painter.translate(label.rect.center().x() + 1, label.rect.bottom() - 3);
            painter.rotate(-90);
            painter.drawText(QRectF(0, -label.rect.width() / 2.0, label.rect.height() - 6, label.rect.width()),
                             Qt::AlignLeft | Qt::AlignVCenter, label.text);
            painter.restore();
            continue;
        }
        const QRect room = label.rect.adjusted(2, 0, -2, 0);
        painter.drawText(room, Qt::AlignCenter, metrics.elidedText(label.text, Qt::ElideRight, room.width()));
    }

    const int nameTop = m_bandHeight + m_specBandHeight;
    QFont bold = font();
    bold.setBold(true);
    for (int c = 0; c < count(); ++c) {
        const int x = sectionViewportPosition(c);
        const int w = sectionSize(c);
        if (x + w < 0 || x > viewport()->width())
            continue;
        const int boundary = model()->headerData(c, Qt::Horizontal, M::BoundaryRole).toInt();
        if (boundary == M::GroupBoundary)
            painter.fillRect(QRect(x, 0, 2, height()), text);
        const QRect nameRect(x, nameTop, w, height() - nameTop);
        if (c == current)
            painter.fillRect(nameRect, theme::mix(base, pal.color(QPalette::Highlight), 0.35));
        const QString name = model()->headerData(c, Qt::Horizontal).toString();
        painter.save();
        painter.setFont(font());
        painter.setPen(text);
        painter.translate(x + w / 2.0, height() - 4);
        painter.rotate(-90);
        const QFontMetrics nameMetrics(painter.font());
        const int room = height() - nameTop - 8;
        painter.drawText(QRectF(0, -w / 2.0, room, w), Qt::AlignLeft | Qt::AlignVCenter,
                         nameMetrics.elidedText(name, Qt::ElideMiddle, room));
        painter.restore();
    }
    painter.setPen(faint);
    painter.drawLine(0, m_bandHeight, viewport()->width(), m_bandHeight);
    painter.drawLine(0, nameTop, viewport()->width(), nameTop);
    painter.drawLine(0, height() - 1, viewport()->width(), height() - 1);
}

QList<MatrixTestHeader::GroupLabel> MatrixTestHeader::groupLabels() const
{
    QList<GroupLabel> labels;
    const auto *matrix = qobject_cast<const M *>(model());
    if (!matrix)
        return labels;
    const auto span = [this](int first, int count, int top, int height) {
        const int left = sectionViewportPosition(first);
        const int right = sectionViewportPosition(first + count - 1) + sectionSize(first + count - 1);
        return QRect(left, top, right - left, height);
    };
    // A list's name with its count, or the longest shorter form that fits a narrow band: its name, its short name
    // with the count (F2P, P2P), the short name, the count. The band's tooltip names the list whole.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    for (const M::ColumnGroup &band : matrix->groupBands()) {
        const QRect rect = span(band.first, band.count, 0, m_bandHeight).adjusted(2, 0, -2, 0);
        const QString name = M::groupLabel(band.group);
        const QString shortName = band.group == M::kFailToPass   ? u"F2P"_s
                                  : band.group == M::kPassToPass ? u"P2P"_s
                                                                 : name.left(3);
        const QString count = QString::number(band.count);
        const QStringList forms{u"%1 (%2)"_s.arg(name, count), name, u"%1 (%2)"_s.arg(shortName, count), shortName,
                                count};
        const auto fits = std::find_if(forms.cbegin(), forms.cend(), [&](const QString &form) {
            return boldMetrics.horizontalAdvance(form) <= rect.width() - 4;
        });
        labels.append({rect, fits == forms.cend() ? forms.last() : *fits, true, false});
    }
    // A spec's id with its title as far as it fits, or its id alone; upright where its columns are narrower than
    // the id: never over its neighbours'.
    for (const M::ColumnGroup &group : matrix->columnGroups()) {
        const QRect rect = span(group.first, group.count, m_bandHeight, m_specBandHeight);
        QFont font = this->font();
        font.setItalic(group.spec.isEmpty());
        const QFontMetrics metrics(font);
        QString label = group.spec.isEmpty() ? AttemptMatrixView::tr("no spec") : group.spec + u' ' + group.specTitle;
        bool upright = false;
        if (!group.spec.isEmpty() && metrics.horizontalAdvance(label) > rect.width() - 4) {
            upright = metrics.horizontalAdvance(group.spec) > rect.width() - 4;
            label = !upright && metrics.horizontalAdvance(group.spec + u" …"_s) <= rect.width() - 4
                        ? metrics.elidedText(label, Qt::ElideRight, rect.width() - 4)
                        : group.spec;
            // Not one letter of the title: the id alone says as much.
            if (label == group.spec + u" …"_s)
                label = group.spec;
        }
        labels.append({rect, label, false, group.spec.isEmpty(), upright});
    }
    return labels;
}

QStringList MatrixTestHeader::elidedGroupLabels() const
{
    QStringList elided;
    for (const GroupLabel &label : groupLabels()) {
        QFont font = this->font();
        font.setBold(label.bold);
        font.setItalic(label.italic);
        const int room = label.upright ? label.rect.height() - 6 : label.rect.width() - 4;
        // A spec's title may give way; its id, and a list's name, may not.
        const QString must = label.bold ? label.text : label.text.section(u' ', 0, 0);
        if (QFontMetrics(font).horizontalAdvance(must) > room)
            elided.append(label.text);
    }
    return elided;
}

QString MatrixTestHeader::toolTipAt(int column, const QPoint &pos) const
{
    const QString group = model()->headerData(column, Qt::Horizontal, M::GroupRole).toString();
    if (pos.y() < m_bandHeight) {
        return group == M::kFailToPass   ? AttemptMatrixView::tr("FAIL_TO_PASS: tests a correct patch must turn from "
                                                                   "failing to passing.")
               : group == M::kPassToPass ? AttemptMatrixView::tr("PASS_TO_PASS: tests that pass before the change "
                                                                 "and must keep passing.")
                                         : AttemptMatrixView::tr("Other tests the runs reported, outside "
                                                                 "FAIL_TO_PASS and PASS_TO_PASS.");
    }
    if (pos.y() < m_bandHeight + m_specBandHeight) {
        const QString spec = model()->headerData(column, Qt::Horizontal, M::SpecRole).toString();
        return spec.isEmpty()
                   ? AttemptMatrixView::tr("These tests cover no spec.")
                   : spec + u": "_s + model()->headerData(column, Qt::Horizontal, M::SpecTitleRole).toString();
    }
    return model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
}

} // namespace heddle
