#include <app/pages/flagspage.h>

#include <app/pages/showntask.h>
#include <widgets/flags/flagspanel.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

FlagsPage::FlagsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"flagsPage"_s, parent)
    , m_flags(new FlagsPanel(this))
{
    pageLayout()->addWidget(m_flags);
}

void FlagsPage::showTask()
{
    m_flags->setTask(shown().task);
}

void FlagsPage::showFlags()
{
    const QString current = m_flags->currentFlagId();
    m_flags->setTask(shown().task);
    if (!current.isEmpty())
        m_flags->selectFlag(current);
}

void FlagsPage::showVerdict(const QString &flagId)
{
    for (const Flag &f : std::as_const(shown().task.flags))
        if (f.id == flagId)
            m_flags->updateFlag(f);
}

bool FlagsPage::showFlag(const QString &flagId)
{
    if (!m_flags->selectFlag(flagId))
        return false;
    Q_EMIT pageWanted(PageId::Flags);
    return true;
}

} // namespace heddle
