#pragma once

#include <core/index/datasetindex.h>
#include <core/index/savedsearches.h>

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace heddle {

/// Search across a dataset: an FTS5 query, filters (kind of text, model, this task only, file), and the hits grouped
/// by task and attempt as they stream in, each matched term marked in plain text. Enter or a double click on a hit
/// asks to open it (hitActivated); the panel itself never touches the index.
class SearchPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SearchPanel(QWidget *parent = nullptr);

    void setModels(const QStringList &models);
    /// How the dataset's attempts ended, for the attempt filter.
    void setExitStatuses(const QStringList &statuses);
    /// The curator's own saved searches, listed after the ones Heddle ships.
    void setUserSearches(const QList<heddle::SavedSearch> &searches);
    /// The query and kind of text shown now, as a search to save under name; raisesFlag: it raises a flag on each
    /// attempt it matches, under a key made from the name.
    SavedSearch currentSearch(const QString &name, bool raisesFlag = false) const;
    /// The task "this task only" means.
    void setCurrentTask(const QString &taskId);
    /// What the index is doing, in a line under the results ("Indexing… 40%", "1,234 tasks indexed").
    void setIndexState(const QString &text);
    void focusQuery();
    QString query() const;
    /// Runs query now, as if typed and Enter pressed.
    void runQuery(const QString &query);
    /// Runs search's query with its kind of text, as choosing it among the saved searches does.
    void runSearch(const SavedSearch &search);

    /// A new search started: the results go.
    void beginResults(int search);
    void addHits(int search, const QList<heddle::SearchHit> &hits);
    void finishResults(int search, int hits, qint64 milliseconds, const QString &error);

    /// The hit the results' current row holds; false when it holds a group.
    bool currentHit(SearchHit *hit) const;
    int hitCount() const { return m_hitCount; }
    QTreeView *resultsView() const { return m_results; }

Q_SIGNALS:
    void searchRequested(const QString &query, const heddle::SearchFilter &filter);
    void hitActivated(const heddle::SearchHit &hit);
    /// Save was pressed (and a name given): the current query and kind under that name, and whether it raises a flag.
    void saveRequested(const heddle::SavedSearch &search);
    /// The curator removed one of their saved searches (the saved list's context menu).
    void removeRequested(const QString &name);

private:
    void requestSearch();
    void fillSaved();
    void askToSave();
    void activate(const QModelIndex &index);
    QStandardItem *groupFor(const SearchHit &hit);

    QLineEdit *m_query;
    QComboBox *m_saved;
    QComboBox *m_kind;
    QComboBox *m_model;
    QComboBox *m_ending;
    QComboBox *m_flagged;
    QCheckBox *m_thisTask;
    QLineEdit *m_file;
    QTreeView *m_results;
    QStandardItemModel *m_hits;
    QLabel *m_status;
    QLabel *m_indexState;
    QList<SavedSearch> m_userSearches;
    QString m_currentTask;
    int m_search = 0;
    int m_hitCount = 0;
    QHash<QString, QStandardItem *> m_groups; // "task" and "task\nattempt" -> their rows
};

} // namespace heddle
