#pragma once

#include <core/dataset/dataset.h>
#include <core/snapshot/tasksnapshot.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QString>

namespace heddle {

/// The task every page shows, shared by them: the dataset it belongs to, its snapshot as read from disk (kept up to
/// date as the curator saves), and what blind review lets the curator see of it. The pages read it; TaskViews
/// changes it and tells them.
class ShownTask
{
    Q_DECLARE_TR_FUNCTIONS(heddle::ShownTask)

public:
    QString root;
    DatasetInfo info;
    TaskSnapshot snapshot; // the task as it is on disk, with its runs, blind verdict, drafts and history
    Task task;             // what the pages show: snapshot.task, or its blinded form while blind review hides it
    bool blind = false;    // blind review is on
    bool revealed = true;  // blind review is off, or the curator recorded their own verdict on the task
    int generation = 0;    // counts the snapshots shown, so a page can tell a new one from the same one again

    bool isEmpty() const { return task.id.isEmpty(); }
    /// Whether blind review hides part of the task right now.
    bool isHidden() const { return blind && !revealed; }
    /// Takes task from snapshot.task again, blinded while hidden.
    void update();

    const Attempt *attempt(const QString &id) const;
    /// "model #sample — id" (without the id while hidden); "Reference patch" for the empty id.
    QString attemptLabel(const QString &id) const;
};

} // namespace heddle
