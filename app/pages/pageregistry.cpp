#include <app/pages/pageregistry.h>

#include <app/pages/curationpage.h>
#include <app/pages/flagspage.h>
#include <app/pages/historypage.h>
#include <app/pages/matrixpage.h>
#include <app/pages/overviewpage.h>
#include <app/pages/patchespage.h>
#include <app/pages/runspage.h>
#include <app/pages/testspage.h>
#include <app/pages/trajectorypage.h>

#include <QCoreApplication>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

template <typename Page> TaskPage *make(SharedShownTask shown, QWidget *parent)
{
    return new Page(std::move(shown), parent);
}

constexpr char kContext[] = "heddle::PageRegistry";

} // namespace

QString PageInfo::title() const
{
    return QCoreApplication::translate(kContext, untranslatedTitle);
}

const QList<PageInfo> &taskPages()
{
    static const QList<PageInfo> pages{
        {PageId::Overview, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Overview"), u"overview"_s,
         QKeySequence(Qt::CTRL | Qt::Key_1), &make<OverviewPage>},
        {PageId::Matrix, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Matrix"), u"matrix"_s,
         QKeySequence(Qt::CTRL | Qt::Key_2), &make<MatrixPage>},
        {PageId::Trajectory, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Trajectory"), u"trajectory"_s,
         QKeySequence(Qt::CTRL | Qt::Key_3), &make<TrajectoryPage>},
        {PageId::Patches, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Patches"), u"diff"_s,
         QKeySequence(Qt::CTRL | Qt::Key_4), &make<PatchesPage>},
        {PageId::Tests, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Tests"), u"tests"_s,
         QKeySequence(Qt::CTRL | Qt::Key_5), &make<TestsPage>},
        {PageId::Flags, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Flags"), u"flags"_s,
         QKeySequence(Qt::CTRL | Qt::Key_6), &make<FlagsPage>},
        {PageId::Runs, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Runs"), u"runs"_s, QKeySequence(Qt::CTRL | Qt::Key_7),
         &make<RunsPage>},
        {PageId::Curation, QT_TRANSLATE_NOOP("heddle::PageRegistry", "Curation"), u"curation"_s,
         QKeySequence(Qt::CTRL | Qt::Key_8), &make<CurationPage>},
        {PageId::History, QT_TRANSLATE_NOOP("heddle::PageRegistry", "History"), u"history"_s,
         QKeySequence(Qt::CTRL | Qt::Key_9), &make<HistoryPage>},
    };
    return pages;
}

const PageInfo &pageInfo(PageId id)
{
    for (const PageInfo &p : taskPages())
        if (p.id == id)
            return p;
    Q_UNREACHABLE();
}

std::optional<PageId> pageFromName(const QString &name)
{
    for (const PageInfo &p : taskPages())
        if (p.name == name)
            return p.id;
    return std::nullopt;
}

} // namespace heddle
