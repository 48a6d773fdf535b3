#include <app/pages/curationpage.h>

#include <app/pages/showntask.h>
#include <core/curation/approvalgates.h>
#include <widgets/curation/curationpanel.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

CurationPage::CurationPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"curationPage"_s, parent)
    , m_curation(new CurationPanel(this))
{
    pageLayout()->setContentsMargins(0, 0, 0, 0);
    pageLayout()->addWidget(m_curation);
    // A failing gate leads to the page where it is fixed.
    connect(m_curation, &CurationPanel::gateActivated, this, [this](const QString &gate) {
        if (gate == QStringView(kGateFlagsDecided))
            Q_EMIT pageWanted(PageId::Flags);
        else if (gate == QStringView(kGateSpecsCovered))
            Q_EMIT pageWanted(PageId::Overview);
        else
            Q_EMIT pageWanted(PageId::Runs);
    });
}

void CurationPage::showTask()
{
    if (shown().isEmpty()) {
        m_curation->clear();
        return;
    }
    const TaskSnapshot &snapshot = shown().snapshot;
    m_curation->setTask(shown().task, approvalGates(snapshot.task, snapshot.latestRun()));
    m_curation->setBlind(shown().blind, shown().revealed);
}

} // namespace heddle
