#pragma once

#include <QList>
#include <QTreeWidget>

namespace heddle {

struct SourceCalibration;

/// The statistics page's "Review agents" table: one row per source (each review agent, "review-agent" for flags that
/// name none, "computed") with precision and recall of its FP and FN flags and of both, how many it withdrew and how
/// many wait for a verdict; each row opens onto the same figures per spec category and per model. As tall as its
/// rows, so the page scrolls rather than the table.
class ReviewAgentsTable : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column {
        SourceColumn,
        FpPrecisionColumn,
        FpRecallColumn,
        FnPrecisionColumn,
        FnRecallColumn,
        PrecisionColumn,
        RecallColumn,
        WithdrawnColumn,
        UndecidedColumn,
        ColumnCount
    };

    explicit ReviewAgentsTable(QWidget *parent = nullptr);

    void setSources(const QList<SourceCalibration> &sources);

private:
    void fitHeight();
};

} // namespace heddle
