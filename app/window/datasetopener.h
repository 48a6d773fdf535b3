#pragma once

#include <core/dataset/dataset.h>
#include <core/history/datasethistory.h>
#include <core/util/result.h>

#include <QObject>
#include <QString>

class QEvent;
class QMenu;
class QMimeData;
class QWidget;

namespace heddle {

class JobTracker;
class Settings;

/// Reads datasets for the window off the GUI thread: a folder (its tasks, and where it lies in git) or the built-in
/// demo, unpacked on first use. The newest request wins; each dataset opened joins the recent ones. Takes the datasets
/// dropped on the window.
class DatasetOpener : public QObject
{
    Q_OBJECT

public:
    /// Dialogs open over window.
    DatasetOpener(Settings *settings, QWidget *window);

    /// Reads the dataset at root; opened or failed follows, unless a newer request came first.
    void open(const QString &root);
    /// Unpacks the demo dataset (first use only; another version there is moved aside when the curator agrees);
    /// demoReady follows with the folder to open.
    void openDemo();
    /// The Open Recent menu: it lists the datasets opened last and asks for one with recentChosen.
    void setRecentMenu(QMenu *menu);

    /// The dataset folder a drop brings (a folder holding a dataset, or its dataset file); empty for anything else.
    static QString droppedDataset(const QMimeData *mime);

protected:
    /// A dataset dropped on the window asks for it with dropped(); anything else is refused.
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void opened(const heddle::Dataset &dataset, const heddle::Result<heddle::DatasetRepository> &repository);
    /// The queue's rows as the dataset's index last saw them, while every task is checked against its files;
    /// opened() follows with the checked rows.
    void provisionallyOpened(const heddle::Dataset &dataset,
                             const heddle::Result<heddle::DatasetRepository> &repository);
    void failed(const QString &message, const QString &detail);
    void demoReady(const QString &root);
    void recentChosen(const QString &root);
    void dropped(const QString &root);
    /// What is being read, for the status bar; empty when done.
    void progress(const QString &message);

private:
    void rebuildRecentMenu();
    void check(const QString &root); // every task of the dataset against its files, through the index

    Settings *m_settings;
    QWidget *m_window;
    JobTracker *m_job;
    JobTracker *m_fromIndex;
    int m_request = 0;
    QMenu *m_recentMenu = nullptr;
};

} // namespace heddle
