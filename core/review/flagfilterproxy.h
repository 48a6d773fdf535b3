#pragma once

#include <QSortFilterProxyModel>

namespace heddle {

/// Sorts a FlagListModel by its SortRole (ids in natural order: F2 before F10) and can hide decided flags.
class FlagFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FlagFilterProxy(QObject *parent = nullptr);

    void setOpenOnly(bool openOnly);
    bool openOnly() const { return m_openOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool m_openOnly = false;
};

} // namespace heddle
