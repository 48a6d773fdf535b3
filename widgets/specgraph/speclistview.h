#pragma once

#include <core/task/task.h>

#include <QHash>
#include <QTreeWidget>

namespace heddle {

/// A task's specs grouped by category, each group with its colour chip (the spec graph's colours and letters);
/// specs that no test covers are marked as a false-positive risk.
class SpecListView : public QTreeWidget
{
    Q_OBJECT
public:
    explicit SpecListView(QWidget *parent = nullptr);

    /// categoryTitles: category id -> title from the dataset; an id without a title is shown as is.
    void setTask(const Task &task, const QHash<QString, QString> &categoryTitles = {});
    /// Selects the spec's row without emitting; an empty or unknown id clears the selection.
    void setActiveSpec(const QString &id);
    QString activeSpec() const;
    /// The number of specs marked as not covered.
    int uncoveredCount() const { return m_uncovered; }
    /// Whether specs can be dragged to another place and moved, added and removed with keys (Ctrl+Shift+Up and
    /// Down, Insert, Delete) and the context menu; off by default.
    void setEditable(bool editable);

Q_SIGNALS:
    void specActivated(const QString &id);
    /// The curator dropped the spec just before (or after) anchor; anchor may be of another category.
    void specDropped(const QString &id, const QString &anchor, bool after);
    void moveRequested(const QString &id, bool up);
    void removeRequested(const QString &id);
    void addRequested();

protected:
    void changeEvent(QEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void rebuild();

    Task m_task;
    QHash<QString, QString> m_titles;
    int m_uncovered = 0;
    bool m_updating = false;
    bool m_editable = false;
};

} // namespace heddle
