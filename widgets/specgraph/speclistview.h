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

Q_SIGNALS:
    void specActivated(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    Task m_task;
    QHash<QString, QString> m_titles;
    int m_uncovered = 0;
    bool m_updating = false;
};

} // namespace heddle
