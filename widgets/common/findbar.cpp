#include <widgets/common/findbar.h>

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"findBar"_s);
    m_findField = new QLineEdit;
    m_findField->setObjectName(u"findField"_s);
    m_findField->setAccessibleName(tr("Find"));
    m_findField->setPlaceholderText(tr("Find"));
    m_findField->setClearButtonEnabled(true);
    m_findField->installEventFilter(this);
    m_status = new QLabel;
    m_status->setObjectName(u"findMatchCount"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setMinimumWidth(m_status->fontMetrics().horizontalAdvance(tr("No matches")) + 8);
    auto *previous = new QToolButton;
    previous->setObjectName(u"findPreviousButton"_s);
    previous->setText(tr("Previous"));
    previous->setToolTip(tr("Previous match (Shift+F3)"));
    auto *next = new QToolButton;
    next->setObjectName(u"findNextButton"_s);
    next->setText(tr("Next"));
    next->setToolTip(tr("Next match (F3, Enter)"));
    m_caseSensitive = new QCheckBox(tr("Match case"));
    m_caseSensitive->setObjectName(u"findCaseSensitive"_s);
    m_wholeWords = new QCheckBox(tr("Whole words"));
    m_wholeWords->setObjectName(u"findWholeWord"_s);
    auto *close = new QToolButton;
    close->setObjectName(u"findCloseButton"_s);
    close->setText(tr("Close"));
    close->setToolTip(tr("Close the find bar (Escape)"));
    close->setAutoRaise(true);

    m_replaceField = new QLineEdit;
    m_replaceField->setObjectName(u"replaceField"_s);
    m_replaceField->setAccessibleName(tr("Replace with"));
    m_replaceField->setPlaceholderText(tr("Replace with"));
    m_replaceField->installEventFilter(this);
    auto *replace = new QPushButton(tr("Replace"));
    replace->setObjectName(u"replaceButton"_s);
    auto *replaceAll = new QPushButton(tr("Replace all"));
    replaceAll->setObjectName(u"replaceAllButton"_s);

    auto *findRow = new QHBoxLayout;
    findRow->setContentsMargins(0, 0, 0, 0);
    findRow->addWidget(m_findField, 1);
    findRow->addWidget(m_status);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_caseSensitive);
    findRow->addWidget(m_wholeWords);
    findRow->addWidget(close);
    m_replaceRow = new QWidget(this);
    m_replaceRow->setObjectName(u"replaceRow"_s);
    auto *replaceRow = new QHBoxLayout(m_replaceRow);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    replaceRow->addWidget(m_replaceField, 1);
    replaceRow->addWidget(replace);
    replaceRow->addWidget(replaceAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->addLayout(findRow);
    layout->addWidget(m_replaceRow);
    hide();

    connect(m_findField, &QLineEdit::textEdited, this, &FindBar::queryChanged);
    connect(m_caseSensitive, &QCheckBox::toggled, this, &FindBar::queryChanged);
    connect(m_wholeWords, &QCheckBox::toggled, this, &FindBar::queryChanged);
    connect(previous, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(false); });
    connect(next, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(true); });
    connect(close, &QToolButton::clicked, this, &FindBar::dismiss);
    connect(replace, &QPushButton::clicked, this, &FindBar::replaceRequested);
    connect(replaceAll, &QPushButton::clicked, this, &FindBar::replaceAllRequested);
}

void FindBar::addShortcuts(QWidget *scope)
{
    const auto shortcut = [this, scope](const QString &text, const QKeySequence &key, auto slot) {
        auto *action = new QAction(text, scope);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        scope->addAction(action);
        return action;
    };
    shortcut(tr("Find"), QKeySequence::Find, [this] { Q_EMIT openRequested(false); });
    shortcut(tr("Replace"), QKeySequence(Qt::CTRL | Qt::Key_H), [this] { Q_EMIT openRequested(true); });
    shortcut(tr("Find next"), QKeySequence(Qt::Key_F3), [this] { Q_EMIT findRequested(true); });
    shortcut(tr("Find previous"), QKeySequence(Qt::SHIFT | Qt::Key_F3), [this] { Q_EMIT findRequested(false); });
    // Only while the bar is open: otherwise Escape belongs to whoever else wants it.
    m_escape = shortcut(tr("Close find bar"), QKeySequence(Qt::Key_Escape), [this] { dismiss(); });
    m_escape->setEnabled(!isHidden());
}

void FindBar::open(bool replace, const QString &seed)
{
    show();
    m_replaceRow->setVisible(replace);
    if (m_escape)
        m_escape->setEnabled(true);
    if (!seed.isEmpty())
        m_findField->setText(seed);
    if (replace && !m_findField->text().isEmpty()) {
        m_replaceField->setFocus();
        m_replaceField->selectAll();
    } else {
        m_findField->setFocus();
        m_findField->selectAll();
    }
}

void FindBar::dismiss()
{
    hide();
    if (m_escape)
        m_escape->setEnabled(false);
    Q_EMIT closed();
}

QString FindBar::findText() const
{
    return m_findField->text();
}

QString FindBar::replaceText() const
{
    return m_replaceField->text();
}

bool FindBar::isCaseSensitive() const
{
    return m_caseSensitive->isChecked();
}

bool FindBar::isWholeWords() const
{
    return m_wholeWords->isChecked();
}

void FindBar::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString FindBar::status() const
{
    return m_status->text();
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && (watched == m_findField || watched == m_replaceField)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (watched == m_replaceField)
                Q_EMIT replaceRequested();
            else
                Q_EMIT findRequested(!(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
