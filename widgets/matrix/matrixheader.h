#pragma once

#include <QHeaderView>

namespace heddle {

/// What the attempt matrix's two headers share: fixed sections that highlight the current cell's, metrics measured
/// again whenever the font changes, and a plain-text tooltip for the section under the pointer.
class MatrixHeader : public QHeaderView
{
public:
    MatrixHeader(Qt::Orientation orientation, const QString &objectName, QWidget *parent);

    /// Measures what the header paints in the current font.
    virtual void updateMetrics() = 0;

protected:
    /// The tooltip of section at pos (in viewport coordinates); shown as plain text.
    virtual QString toolTipAt(int section, const QPoint &pos) const = 0;

    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
};

} // namespace heddle
