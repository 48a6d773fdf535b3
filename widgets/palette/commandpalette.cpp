#include <widgets/palette/commandpalette.h>

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QVBoxLayout>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {
constexpr int kActionRole = Qt::UserRole + 1;
}

QString plainActionText(const QAction *action)
{
    QString text = action->text();
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    else if (text.endsWith(u"..."_s))
        text.chop(3);
    return text;
}

CommandPalette::CommandPalette(QWidget *parent)
    : QFrame(parent, Qt::Popup)
    , m_field(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setObjectName(u"commandPalette"_s);
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_field->setObjectName(u"commandField"_s);
    m_field->setAccessibleName(tr("Command"));
    m_field->setPlaceholderText(tr("Type a command"));
    m_list->setObjectName(u"commandList"_s);
    m_list->setUniformItemSizes(true);
    m_list->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_field);
    layout->addWidget(m_list);
    m_field->installEventFilter(this);
    connect(m_field, &QLineEdit::textChanged, this, &CommandPalette::refill);
    connect(m_list, &QListWidget::itemClicked, this, &CommandPalette::triggerCurrent);
}

void CommandPalette::setActions(const QList<QAction *> &actions)
{
    m_actions.clear();
    for (QAction *a : actions)
        m_actions.append(a);
}

void CommandPalette::popup()
{
    QWidget *host = parentWidget() ? parentWidget()->window() : nullptr;
    const int w = host ? std::clamp(host->width() / 2, 360, 640) : 480;
    resize(w, fontMetrics().height() * 18);
    if (host)
        move(host->mapToGlobal(QPoint((host->width() - w) / 2, host->height() / 8)));
    m_field->clear();
    refill();
    show();
    raise();
    activateWindow();
    m_field->setFocus(Qt::PopupFocusReason);
}

int CommandPalette::matchScore(const QString &text, const QString &query)
{
    int score = 0;
    qsizetype at = 0;
    for (const QString &word : query.split(u' ', Qt::SkipEmptyParts)) {
        qsizetype previous = -2;
        for (const QChar c : word) {
            const qsizetype found = text.indexOf(c, at, Qt::CaseInsensitive);
            if (found < 0)
                return -1;
            const bool wordStart = found == 0 || !text.at(found - 1).isLetterOrNumber();
            score += (wordStart ? 8 : 1) + (found == previous + 1 ? 4 : 0);
            previous = found;
            at = found + 1;
        }
    }
    return score;
}

void CommandPalette::refill()
{
    m_list->clear();
    const QString query = m_field->text().trimmed();
    struct Candidate {
        QAction *action;
        QString text;
        int score;
    };
    QList<Candidate> candidates;
    for (const QPointer<QAction> &a : std::as_const(m_actions)) {
        if (!a || !a->isEnabled() || a->isSeparator() || a->menu())
            continue;
        const QString text = plainActionText(a);
        if (text.isEmpty())
            continue;
        const int score = query.isEmpty() ? 0 : matchScore(text, query);
        if (score >= 0)
            candidates.append({a, text, score});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &x, const Candidate &y) { return x.score > y.score; });
    for (const Candidate &c : std::as_const(candidates)) {
        const QString shortcut = c.action->shortcut().toString(QKeySequence::NativeText);
        auto *item = new QListWidgetItem(shortcut.isEmpty() ? c.text : c.text + u"    "_s + shortcut, m_list);
        item->setData(kActionRole, QVariant::fromValue(static_cast<QObject *>(c.action)));
        item->setToolTip(c.action->toolTip());
    }
    m_list->setCurrentRow(m_list->count() > 0 ? 0 : -1);
}

void CommandPalette::triggerCurrent()
{
    QListWidgetItem *item = m_list->currentItem();
    auto *action = item ? qobject_cast<QAction *>(item->data(kActionRole).value<QObject *>()) : nullptr;
    hide();
    if (action && action->isEnabled())
        action->trigger();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const int rows = m_list->count();
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
            if (rows > 0)
                m_list->setCurrentRow((m_list->currentRow() + (key->key() == Qt::Key_Down ? 1 : rows - 1)) % rows);
            return true;
        case Qt::Key_PageDown:
        case Qt::Key_PageUp: QApplication::sendEvent(m_list, event); return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: triggerCurrent(); return true;
        case Qt::Key_Escape: hide(); return true;
        default: break;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace heddle
