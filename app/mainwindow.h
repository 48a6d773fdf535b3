#pragma once

#include <core/dataset/dataset.h>

#include <QMainWindow>

class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QSplitter;
class QTimer;

namespace heddle {

class TaskListModel;
class TaskPanel;
class TaskTableView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a dataset folder off the GUI thread; a newer request supersedes an older one still running.
    void openDataset(const QString &root);
    /// Unpacks the built-in demo dataset (first use only) and opens it.
    void openDemo();

    QString datasetRoot() const { return m_dataset.root; }

Q_SIGNALS:
    /// Emitted when a dataset has been opened and shown (or failed to open: then root is empty).
    void datasetOpened(const QString &root);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void showDataset(Dataset dataset);
    void showError(const QString &message, const QString &detail);
    void updateStatus();
    void rememberRecent(const QString &root);
    void rebuildRecentMenu();
    void chooseDataset();
    void showSelectedTask();

    Dataset m_dataset;
    TaskListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    TaskTableView *m_view = nullptr;
    QLineEdit *m_filter = nullptr;
    QTimer *m_filterDebounce = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_statusLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    TaskPanel *m_panel = nullptr;
    QSplitter *m_splitter = nullptr;
    quint64 m_openTicket = 0;
    quint64 m_taskTicket = 0;
};

} // namespace heddle
