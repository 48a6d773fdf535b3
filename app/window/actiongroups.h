#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

#include <utility>

class QAction;
class QMenu;

namespace heddle {

/// The window's actions by menu, in menu order: the command palette offers them all and the shortcuts dialog lists
/// them under their menu's title. The window and its controllers add their actions here.
class ActionGroups
{
public:
    /// Starts the group of a top-level menu, titled after it.
    QMenu *addGroup(QMenu *menu);
    /// A new action in menu (or a sub-menu of it), listed in the group of its top-level menu.
    QAction *add(QMenu *menu, const QString &text, const QString &objectName, const QList<QKeySequence> &keys = {});
    /// Lists an action made elsewhere in the group of menu's top-level menu.
    void list(QMenu *menu, QAction *action);

    QList<QAction *> all() const;
    QList<std::pair<QString, QList<QAction *>>> groups() const;

private:
    struct Group {
        QMenu *menu = nullptr;
        QString title;
        QList<QAction *> actions;
    };
    Group *groupOf(QMenu *menu);

    QList<Group> m_groups;
};

} // namespace heddle
