#include <app/pages/taskpage.h>

#include <app/pages/showntask.h>
#include <core/editing/taskedit.h>

#include <QComboBox>
#include <QLabel>
#include <QVBoxLayout>

namespace heddle {

TaskPage::TaskPage(SharedShownTask shown, const QString &objectName, QWidget *parent)
    : QWidget(parent)
    , m_shown(std::move(shown))
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(objectName);
    m_layout->setContentsMargins(4, 4, 4, 4);
}

Result<void> TaskPage::edit(const TaskEdit &edit) const
{
    if (!m_editor)
        return makeError(Error::Code::Unsupported, tr("This task cannot be edited here."));
    return m_editor(edit);
}

QLabel *TaskPage::plainLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // messages quote task content: never rich text
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QComboBox *TaskPage::attemptCombo(QWidget *parent, const QString &objectName)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(16);
    return box;
}

} // namespace heddle
