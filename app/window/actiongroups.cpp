#include <app/window/actiongroups.h>

#include <QAction>
#include <QMenu>

namespace heddle {

QMenu *ActionGroups::addGroup(QMenu *menu)
{
    m_groups.append({menu, menu->title().remove(u'&'), {}});
    return menu;
}

QAction *ActionGroups::add(QMenu *menu, const QString &text, const QString &objectName, const QList<QKeySequence> &keys)
{
    QAction *a = menu->addAction(text);
    a->setObjectName(objectName);
    a->setShortcuts(keys);
    list(menu, a);
    return a;
}

void ActionGroups::list(QMenu *menu, QAction *action)
{
    if (Group *group = groupOf(menu))
        group->actions.append(action);
}

ActionGroups::Group *ActionGroups::groupOf(QMenu *menu)
{
    // A sub-menu's actions belong to the group of the top-level menu it hangs from.
    for (QObject *m = menu; m; m = m->parent())
        for (Group &g : m_groups)
            if (g.menu == m)
                return &g;
    return nullptr;
}

QList<QAction *> ActionGroups::all() const
{
    QList<QAction *> actions;
    for (const Group &g : m_groups)
        actions += g.actions;
    return actions;
}

QList<std::pair<QString, QList<QAction *>>> ActionGroups::groups() const
{
    QList<std::pair<QString, QList<QAction *>>> groups;
    for (const Group &g : m_groups)
        groups.append({g.title, g.actions});
    return groups;
}

} // namespace heddle
