#include <widgets/palette/commandpalette.h>
#include <widgets/palette/shortcutsdialog.h>

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

ShortcutsDialog::ShortcutsDialog(const QList<std::pair<QString, QList<QAction *>>> &groups, QWidget *parent)
    : QDialog(parent)
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeWidget(this))
{
    setObjectName(u"shortcutsDialog"_s);
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter->setObjectName(u"shortcutFilter"_s);
    m_filter->setPlaceholderText(tr("Filter by command or key"));
    m_filter->setClearButtonEnabled(true);
    m_tree->setObjectName(u"shortcutTree"_s);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Command"), tr("Shortcut")});
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    for (const auto &[title, actions] : groups) {
        auto *group = new QTreeWidgetItem(m_tree, {title});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        for (const QAction *a : actions) {
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys << k.toString(QKeySequence::NativeText);
            if (!keys.isEmpty())
                new QTreeWidgetItem(group, {plainActionText(a), keys.join(u",  "_s)});
        }
        if (group->childCount() == 0)
            delete group;
    }
    m_tree->expandAll();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    resize(fontMetrics().averageCharWidth() * 70, fontMetrics().height() * 30);
}

void ShortcutsDialog::applyFilter(const QString &text)
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive) ||
                               item->text(1).contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        group->setHidden(shown == 0);
    }
}

} // namespace heddle
