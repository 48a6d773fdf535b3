#pragma once

#include <core/patch/patch.h>

#include <QAbstractItemModel>
#include <QList>
#include <QPair>
#include <QString>

namespace heddle {

/// The files of a patch with their hunks beneath them, for review: each file and each hunk carries a "viewed"
/// tick. A file counts as viewed once all its hunks are; ticking it ticks them all, and a file with some hunks
/// ticked shows as partly checked. Columns: the file (or hunk) and its "+added -removed" counts.
class PatchFileListModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        FileColumn,
        ChangesColumn,
        ColumnCount
    };
    enum Role {
        FileIndexRole = Qt::UserRole, // the file's index in the patch, on file and hunk rows
        HunkRole,                     // the hunk's index in its file; -1 on file rows
    };

    explicit PatchFileListModel(QObject *parent = nullptr);

    /// Shows the patch with every tick cleared.
    void setPatch(const Patch &patch);
    const Patch &patch() const { return m_patch; }

    /// The file with this path, or failing that this old path (a flag may name a renamed file by it); -1 if none.
    int fileIndex(const QString &path) const;
    /// The row of a file (hunk -1) or of one of its hunks; invalid when the patch has no such file or hunk.
    QModelIndex indexOf(int file, int hunk = -1, int column = FileColumn) const;

    /// hunk -1 asks about the whole file.
    bool isViewed(int file, int hunk = -1) const;
    /// Ticks or unticks a hunk, or a whole file with all its hunks; emits viewedChanged for each tick that changes
    /// (the file's own tick follows its hunks).
    void setViewed(int file, int hunk, bool viewed);
    /// Replaces every tick without emitting viewedChanged. (path, -1) ticks a whole file; ticks naming files or
    /// hunks the patch lacks are ignored.
    void setViewedTicks(const QList<QPair<QString, int>> &ticks);
    /// Every ticked hunk as (path, hunk), plus (path, -1) for each file viewed as a whole.
    QList<QPair<QString, int>> viewedTicks() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void viewedChanged(const QString &file, int hunk, bool viewed);

private:
    struct Viewed {
        bool file = false;
        QList<bool> hunks;
    };
    // File rows carry 0 as internal id, hunk rows their file's index + 1.
    static int fileOf(const QModelIndex &index);
    void ticksChanged(int file);

    Patch m_patch;
    QList<Viewed> m_viewed;
};

} // namespace heddle
