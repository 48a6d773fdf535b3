#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QGridLayout;
class QLabel;
class QPlainTextEdit;
class QScrollArea;
class QTableWidget;

namespace heddle {

class ReviewAgentsTable;
struct AgentSpending;
struct DatasetStats;

/// A dataset's figures as charts and tables: tasks by curation status, the pass rate of each model, the flags per
/// spec category by kind and verdict, the review agent's precision (overall, per spec category, per model) and the
/// agreement between curators. The charts follow the palette (light or dark); every name from the dataset is shown
/// as plain text.
class StatsView : public QWidget
{
    Q_OBJECT

public:
    explicit StatsView(QWidget *parent = nullptr);
    ~StatsView() override;

    /// datasetName heads the summary line; empty takes the name the stats carry.
    void setStats(const DatasetStats &stats, const QString &datasetName);
    /// What the built-in reviewers asked of model servers, per agent (agentSpending); none hides the table.
    void setSpending(const QList<AgentSpending> &spending);

    QChart *statusChart() const;
    QChart *passRateChart() const;
    QChart *flagsChart() const;
    QChartView *statusChartView() const { return m_statusView; }
    QChartView *passRateChartView() const { return m_passRateView; }
    QChartView *flagsChartView() const { return m_flagsView; }
    /// Rows: all flags, each spec category, each model; columns: what, FP precision, FP undecided, FN precision,
    /// FN undecided.
    QTableWidget *calibrationTable() const { return m_calibration; }
    /// Rows: each source of flags (review agent, computed), opening onto its figures per spec category and model.
    ReviewAgentsTable *reviewAgentsTable() const { return m_reviewAgents; }
    /// Rows: each built-in reviewer with recorded runs; columns: agent, runs, runs from the cache, requests, prompt
    /// tokens, completion tokens, cost. Hidden, with its heading, while no such agent has run.
    QTableWidget *spendingTable() const { return m_spending; }
    /// Rows: each pair of curators; columns: curators, flags both judged, agreed, Cohen's kappa.
    QTableWidget *agreementTable() const { return m_agreement; }
    QString summaryText() const;
    /// The summary's tooltip: the tasks that failed to load and the warnings, as plain text.
    QString summaryDetails() const { return m_summaryDetails; }
    /// How many columns the charts are laid out in: 2 when the view is wide enough, else 1.
    int chartColumns() const { return m_columns; }
    bool isDark() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildStatusChart(const DatasetStats &stats);
    void buildPassRateChart(const DatasetStats &stats);
    void buildFlagsChart(const DatasetStats &stats);
    void fillCalibration(const DatasetStats &stats);
    void fillAgreement(const DatasetStats &stats);
    void applyTheme();
    void colourSeries();
    void reflow(bool force = false);

    QScrollArea *m_scroll = nullptr;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_problems = nullptr;
    QGridLayout *m_charts = nullptr;
    QChartView *m_statusView = nullptr;
    QChartView *m_passRateView = nullptr;
    QChartView *m_flagsView = nullptr;
    QTableWidget *m_calibration = nullptr;
    ReviewAgentsTable *m_reviewAgents = nullptr;
    QLabel *m_noReviewAgents = nullptr;
    QLabel *m_spendingHeading = nullptr;
    QTableWidget *m_spending = nullptr;
    QTableWidget *m_agreement = nullptr;
    QLabel *m_noAgreement = nullptr;
    QString m_summaryDetails;
    int m_columns = 0;
    int m_statusHeight = 0;
    int m_passRateHeight = 0;
};

} // namespace heddle
