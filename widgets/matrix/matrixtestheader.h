#pragma once

#include <widgets/matrix/matrixheader.h>

namespace heddle {

/// The test columns of the attempt matrix: a FAIL_TO_PASS / PASS_TO_PASS band, a spec band and the test names
/// turned upright, each with its own tooltip.
class MatrixTestHeader : public MatrixHeader
{
public:
    explicit MatrixTestHeader(QWidget *parent);

    /// Measures the bands and the longest test name in the current font.
    void updateMetrics() override;
    /// The names get what the rows leave of the height, at least a short name's worth: long names are elided then.
    void setRoom(int room);

    /// The height of the lists' band, and of the specs' band: taller where a spec's id stands upright because its
    /// columns are narrower than the id.
    int bandHeight() const { return m_bandHeight; }
    int specBandHeight() const { return m_specBandHeight; }
    /// Measures the specs' band again for the columns' width now.
    void fitSpecBand();
    int nameSpace() const { return m_nameSpace; }
    bool isElided(int column) const;
    /// The group and spec labels of the bands that are drawn elided.
    QStringList elidedGroupLabels() const;

    QSize sizeHint() const override;

    struct GroupLabel {
        QRect rect;
        QString text;
        bool bold = false;
        bool italic = false;
        bool upright = false; // drawn turned, reading upwards, in columns narrower than the text
    };
    /// The labels of the two bands (the lists, then the specs), where they are drawn, in the viewport.
    QList<GroupLabel> groupLabels() const;

protected:
    QString toolTipAt(int column, const QPoint &pos) const override;
    void paintEvent(QPaintEvent *) override;

private:
    int m_bandHeight = 20;
    int m_specBandHeight = 20;
    int m_nameSpace = -1;
    int m_longest = 0;
    int m_room = 0;
};

} // namespace heddle
