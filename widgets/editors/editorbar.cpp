#include <widgets/editors/editorbar.h>

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

EditorBar::EditorBar(const QString &title, const QString &name, const QString &saveText, QWidget *editor)
    : QWidget(editor)
    , m_row(new QHBoxLayout)
    , m_state(new QLabel(this))
    , m_revertButton(new QPushButton(tr("Revert"), this))
    , m_saveButton(new QPushButton(tr("Save"), this))
    , m_message(new QLabel(this))
{
    setObjectName(name + u"Bar"_s);
    m_saveButton->setObjectName(name + u"SaveButton"_s);
    m_revertButton->setObjectName(name + u"RevertButton"_s);
    m_state->setObjectName(name + u"State"_s);
    m_state->setTextFormat(Qt::PlainText);
    m_state->setWordWrap(true);
    // Plain text: a refusal may quote the task's own content.
    m_message->setObjectName(name + u"Message"_s);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::BrightText);
    m_message->setBackgroundRole(QPalette::Highlight);
    m_message->hide();

    auto *titleLabel = new QLabel(title, this);
    QFont bold = titleLabel->font();
    bold.setBold(true);
    titleLabel->setFont(bold);
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->addWidget(titleLabel);
    m_row->addWidget(m_state, 1);
    m_row->addWidget(m_revertButton);
    m_row->addWidget(m_saveButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_row);
    layout->addWidget(m_message);

    // Ctrl+S belongs to whichever editor has the focus: the test editor has its own.
    auto *save = new QAction(saveText, editor);
    save->setObjectName(u"save"_s + name.first(1).toUpper() + name.mid(1) + u"Action"_s);
    save->setShortcut(QKeySequence::Save);
    save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    editor->addAction(save);
    connect(save, &QAction::triggered, m_saveButton, &QPushButton::click);
    connect(m_saveButton, &QPushButton::clicked, this, &EditorBar::saveClicked);
    connect(m_revertButton, &QPushButton::clicked, this, &EditorBar::revertClicked);
    setModified(false);
}

void EditorBar::addWidget(QWidget *widget)
{
    m_row->insertWidget(m_row->indexOf(m_revertButton), widget);
}

void EditorBar::setModified(bool modified)
{
    m_saveButton->setEnabled(modified);
    m_revertButton->setEnabled(modified);
}

void EditorBar::setState(const QString &state)
{
    m_state->setText(state);
}

QString EditorBar::state() const
{
    return m_state->text();
}

void EditorBar::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString EditorBar::message() const
{
    return m_message->text();
}

} // namespace heddle
