#pragma once

#include <widgets/matrix/matrixheader.h>

namespace heddle {

/// The rows of the attempt matrix: each row's label, its flag badges and how many declared tests it gets as a
/// correct patch should; the controls are shaded and set apart from the attempts.
class MatrixRowHeader : public MatrixHeader
{
public:
    explicit MatrixRowHeader(QWidget *parent);

    /// Measures the labels, badges and scores in the current font.
    void updateMetrics() override;

    QSize sizeHint() const override;

protected:
    QString toolTipAt(int row, const QPoint &pos) const override;
    void paintEvent(QPaintEvent *) override;

private:
    QFont badgeFont() const;
    // The numbers only: the words are in the row's tooltip and in the legend.
    QString score(int row) const;

    int m_labelWidth = 100;
    int m_scoreWidth = 30;
    int m_badgeWidth = 20;
};

} // namespace heddle
