#pragma once

#include <QHeaderView>

namespace heddle {

/// A horizontal header that keeps room for the sort arrow only in the column sorted by. QHeaderView reserves it in
/// every column of a sortable view, which makes a narrow dock scroll sideways for arrows that are not drawn; the
/// columns the arrow leaves and joins fit their content again.
class SortHeader : public QHeaderView
{
    Q_OBJECT

public:
    explicit SortHeader(QWidget *parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace heddle
