#pragma once

#include <core/dataset/taskfilter.h>

#include <QWidget>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QTimer;
class QToolButton;

namespace heddle {

struct Dataset;

/// The queue's filters: a debounced search field, drop-down buttons for status, flags (kind, verdict, load
/// errors), mutation analysis (score below a threshold; not analysed, stale or up to date), spec category,
/// repository and model, a "Clear filters" button while any is set, and a task count.
class QueueFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit QueueFilterBar(QWidget *parent = nullptr);

    /// Fills the choices from the dataset's categories and its tasks' repositories and models. Keeps the filter.
    void setDataset(const Dataset &dataset);

    /// The filter shown, including text typed but not yet applied.
    TaskFilter filter() const;
    /// Shows filter and emits filterChanged when it differs from the one applied.
    void setFilter(const TaskFilter &filter);
    /// Blind review: the flag and model choices are hidden (and cleared), as they tell what blind review hides.
    void setBlind(bool blind);

    /// "12 of 3,000 tasks"; "3,000 tasks" when nothing is hidden.
    void setCounts(int shown, int total);

    QLineEdit *searchField() const { return m_search; }

Q_SIGNALS:
    /// Right away for the menus and the clear button; once typing pauses for the search field.
    void filterChanged(const heddle::TaskFilter &filter);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QToolButton *addButton(const QString &objectName);
    void rebuildChoices();
    void syncActions();
    void updateButtons();
    void apply(const TaskFilter &filter);
    void commitText();

    TaskFilter m_filter; // applied: the last one emitted
    QLineEdit *m_search;
    QTimer *m_debounce;
    QLabel *m_count;
    QToolButton *m_status;
    QToolButton *m_flags;
    QToolButton *m_mutation;
    QToolButton *m_category;
    QToolButton *m_repository;
    QToolButton *m_model;
    QToolButton *m_clear;

    QList<std::pair<QString, QString>> m_categories; // id, title
    QStringList m_repositories;
    QStringList m_models;
};

} // namespace heddle
