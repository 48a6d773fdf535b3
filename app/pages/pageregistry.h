#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

class QWidget;

namespace heddle {

class ShownTask;
class TaskPage;
/// The shown task as the pages hold it: shared, so that it lives as long as the last page that reads it.
using SharedShownTask = std::shared_ptr<const ShownTask>;

/// The pages of a task, each docked by the window. Their order, titles, names and shortcuts are the registry's.
enum class PageId {
    Overview,
    Matrix,
    Trajectory,
    Patches,
    Tests,
    Flags,
    Runs,
    Curation,
    History
};

/// One page of a task: how the window docks it and lists it, and how it is made.
struct PageInfo {
    PageId id;
    const char *untranslatedTitle;
    QString name;          // "overview", "diff", …: the screenshot verb's --view and the dock's object name stem
    QKeySequence shortcut; // raises the page
    TaskPage *(*create)(SharedShownTask shown, QWidget *parent);

    /// The title in the user's language, as the dock's title bar and the View menu show it.
    QString title() const;
};

/// Every page of a task, in the order the window docks them and the View menu lists them.
const QList<PageInfo> &taskPages();
const PageInfo &pageInfo(PageId id);
/// The page a name stands for; nullopt when no page has that name.
std::optional<PageId> pageFromName(const QString &name);

} // namespace heddle
