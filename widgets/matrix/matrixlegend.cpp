#include <widgets/matrix/matrixlegend.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/matrix/matrixdelegate.h>

#include <QPainter>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {
using M = AttemptMatrixModel;
} // namespace

MatrixLegend::MatrixLegend(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"matrixLegend"_s);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    rebuild();
}

void MatrixLegend::rebuild()
{
    m_entries.clear();
    const auto add = [this](int status, bool mismatch, int flags, const QString &text) {
        m_entries.append({status, mismatch, flags, text});
    };
    add(int(TestStatus::Passed), false, 0, AttemptMatrixView::tr("passed"));
    add(int(TestStatus::Failed), false, 0, AttemptMatrixView::tr("failed"));
    add(int(TestStatus::Error), false, 0, AttemptMatrixView::tr("error"));
    add(int(TestStatus::Skipped), false, 0, AttemptMatrixView::tr("skipped"));
    add(int(TestStatus::XFail), false, 0, AttemptMatrixView::tr("expected failure"));
    add(int(TestStatus::Missing), false, 0, AttemptMatrixView::tr("missing from the log"));
    add(M::NotRun, false, 0, AttemptMatrixView::tr("not run"));
    add(int(TestStatus::Failed), true, 0, AttemptMatrixView::tr("framed: not what a correct patch gets"));
    add(int(TestStatus::Passed), false, M::FalsePositiveMark, AttemptMatrixView::tr("FP flag"));
    add(int(TestStatus::Failed), false, M::FalseNegativeMark, AttemptMatrixView::tr("FN flag"));
    m_entries.append({int(TestStatus::Passed), false, 0,
                      AttemptMatrixView::tr("underlined: a flag on the whole attempt"),
                      M::FalsePositiveMark | M::FalseNegativeMark});
    m_entries.append(
        {int(TestStatus::Failed), false, 0, AttemptMatrixView::tr("dot: changed since the previous run"), 0, true});
    m_note = AttemptMatrixView::tr("n/m: declared tests the row gets as a correct patch should");
    QStringList words;
    for (const Entry &entry : std::as_const(m_entries))
        words.append(AttemptMatrixView::statusGlyph(entry.status) + u' ' + entry.text);
    setAccessibleName(AttemptMatrixView::tr("Legend"));
    setAccessibleDescription(words.join(u", "_s) + u". "_s + m_note);
    updateGeometry();
    update();
}

void MatrixLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    layoutItems(width(), &painter);
}

int MatrixLegend::layoutItems(int width, QPainter *painter) const
{
    const QFontMetrics metrics(font());
    const int side = metrics.height() + 4;
    const int lineHeight = side + 4;
    int x = 0;
    int y = 2;
    QPalette pal = palette();
    pal.setColor(QPalette::Base, pal.color(QPalette::Window));
    pal.setColor(QPalette::Text, pal.color(QPalette::WindowText));
    const auto place = [&](int itemWidth) {
        if (x > 0 && x + itemWidth > width) {
            x = 0;
            y += lineHeight;
        }
        const int left = x;
        x += itemWidth + 14;
        return left;
    };
    for (const Entry &entry : m_entries) {
        const int itemWidth = side + 4 + metrics.horizontalAdvance(entry.text);
        const int left = place(itemWidth);
        if (painter) {
            MatrixDelegate::paintCell(painter, QRectF(left, y, side, side), entry.status, entry.mismatch, entry.flags,
                                      entry.rowFlags, false, pal, font(), entry.changed);
            painter->setPen(pal.color(QPalette::WindowText));
            painter->setFont(font());
            painter->drawText(QRect(left + side + 4, y, width, side), Qt::AlignLeft | Qt::AlignVCenter, entry.text);
        }
    }
    const int noteLeft = place(metrics.horizontalAdvance(m_note));
    if (painter)
        painter->drawText(QRect(noteLeft, y, width, side), Qt::AlignLeft | Qt::AlignVCenter, m_note);
    return y + lineHeight;
}

} // namespace heddle
