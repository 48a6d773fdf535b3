#include <core/review/flagfilterproxy.h>

#include <core/review/flaglistmodel.h>
#include <core/task/task.h>

namespace heddle {

namespace {

// Natural order (F2 before F10) without QCollator, whose numeric mode depends on the locale backend.
int naturalCompare(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const qsizetype si = i;
            const qsizetype sj = j;
            while (i < a.size() && a[i].isDigit())
                ++i;
            while (j < b.size() && b[j].isDigit())
                ++j;
            QStringView na = a.sliced(si, i - si);
            QStringView nb = b.sliced(sj, j - sj);
            while (na.size() > 1 && na.front() == u'0')
                na = na.sliced(1);
            while (nb.size() > 1 && nb.front() == u'0')
                nb = nb.sliced(1);
            if (na.size() != nb.size())
                return na.size() < nb.size() ? -1 : 1;
            if (const int c = na.compare(nb); c != 0)
                return c;
            continue;
        }
        if (const int c = a.sliced(i, 1).compare(b.sliced(j, 1), Qt::CaseInsensitive); c != 0)
            return c;
        ++i;
        ++j;
    }
    return (a.size() - i) < (b.size() - j) ? -1 : (a.size() - i) > (b.size() - j) ? 1 : 0;
}

} // namespace

FlagFilterProxy::FlagFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FlagListModel::SortRole);
}

void FlagFilterProxy::setOpenOnly(bool openOnly)
{
    if (m_openOnly == openOnly)
        return;
    m_openOnly = openOnly;
    invalidateFilter();
}

bool FlagFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_openOnly)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(FlagListModel::AwaitsVerdictRole).toBool();
}

bool FlagFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (a.typeId() == QMetaType::QString && b.typeId() == QMetaType::QString) {
        return naturalCompare(a.toString(), b.toString()) < 0;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace heddle
