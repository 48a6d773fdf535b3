#include <core/patch/patchfilelistmodel.h>

#include <core/patch/diffrows.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

QString counts(int added, int removed)
{
    return u"+%1 -%2"_s.arg(added).arg(removed);
}

} // namespace

PatchFileListModel::PatchFileListModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void PatchFileListModel::setPatch(const Patch &patch)
{
    beginResetModel();
    m_patch = patch;
    m_viewed.clear();
    for (const PatchFile &file : std::as_const(m_patch.files))
        m_viewed.append({false, QList<bool>(file.hunks.size(), false)});
    endResetModel();
}

int PatchFileListModel::fileIndex(const QString &path) const
{
    for (int f = 0; f < m_patch.files.size(); ++f) {
        if (m_patch.files[f].path() == path)
            return f;
    }
    for (int f = 0; f < m_patch.files.size(); ++f) {
        if (!path.isEmpty() && m_patch.files[f].oldPath == path)
            return f;
    }
    return -1;
}

QModelIndex PatchFileListModel::indexOf(int file, int hunk, int column) const
{
    if (file < 0 || file >= m_patch.files.size())
        return {};
    if (hunk < 0)
        return index(file, column);
    return index(hunk, column, index(file, FileColumn));
}

bool PatchFileListModel::isViewed(int file, int hunk) const
{
    if (file < 0 || file >= m_viewed.size())
        return false;
    const Viewed &viewed = m_viewed[file];
    if (hunk < 0)
        return viewed.file;
    return hunk < viewed.hunks.size() && viewed.hunks[hunk];
}

void PatchFileListModel::setViewed(int file, int hunk, bool viewed)
{
    if (file < 0 || file >= m_viewed.size() || hunk >= m_viewed[file].hunks.size())
        return;
    Viewed &state = m_viewed[file];
    const QString path = m_patch.files[file].path();
    QList<int> changedHunks;
    if (hunk < 0) {
        for (int h = 0; h < state.hunks.size(); ++h) {
            if (state.hunks[h] != viewed) {
                state.hunks[h] = viewed;
                changedHunks.append(h);
            }
        }
    } else if (state.hunks[hunk] != viewed) {
        state.hunks[hunk] = viewed;
        changedHunks.append(hunk);
    }
    const bool fileWas = state.file;
    state.file = hunk < 0 ? viewed : !state.hunks.contains(false);
    ticksChanged(file);
    for (int h : std::as_const(changedHunks))
        Q_EMIT viewedChanged(path, h, viewed);
    if (state.file != fileWas)
        Q_EMIT viewedChanged(path, -1, state.file);
}

void PatchFileListModel::setViewedTicks(const QList<QPair<QString, int>> &ticks)
{
    for (Viewed &state : m_viewed) {
        state.file = false;
        state.hunks.fill(false);
    }
    QList<bool> wholeFile(m_viewed.size(), false);
    for (const auto &[path, hunk] : ticks) {
        const int file = fileIndex(path);
        if (file < 0)
            continue;
        if (hunk < 0)
            wholeFile[file] = true;
        else if (hunk < m_viewed[file].hunks.size())
            m_viewed[file].hunks[hunk] = true;
    }
    for (int f = 0; f < m_viewed.size(); ++f) {
        Viewed &state = m_viewed[f];
        if (wholeFile[f])
            state.hunks.fill(true);
        state.file = wholeFile[f] || (!state.hunks.isEmpty() && !state.hunks.contains(false));
        ticksChanged(f);
    }
}

QList<QPair<QString, int>> PatchFileListModel::viewedTicks() const
{
    QList<QPair<QString, int>> ticks;
    for (int f = 0; f < m_viewed.size(); ++f) {
        const QString path = m_patch.files[f].path();
        if (m_viewed[f].file)
            ticks.append({path, -1});
        for (int h = 0; h < m_viewed[f].hunks.size(); ++h) {
            if (m_viewed[f].hunks[h])
                ticks.append({path, h});
        }
    }
    return ticks;
}

void PatchFileListModel::ticksChanged(int file)
{
    const QModelIndex fileRow = indexOf(file);
    Q_EMIT dataChanged(fileRow, fileRow, {Qt::CheckStateRole});
    const int hunks = rowCount(fileRow);
    if (hunks > 0)
        Q_EMIT dataChanged(indexOf(file, 0), indexOf(file, hunks - 1), {Qt::CheckStateRole});
}

int PatchFileListModel::fileOf(const QModelIndex &index)
{
    return index.internalId() == 0 ? index.row() : int(index.internalId()) - 1;
}

QModelIndex PatchFileListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex PatchFileListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, FileColumn, quintptr(0));
}

int PatchFileListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_patch.files.size());
    if (parent.internalId() != 0 || parent.column() != FileColumn)
        return 0;
    return int(m_patch.files.value(parent.row()).hunks.size());
}

int PatchFileListModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant PatchFileListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int f = fileOf(index);
    const PatchFile &file = m_patch.files[f];
    const bool isFile = index.internalId() == 0;
    const int h = isFile ? -1 : index.row();
    switch (role) {
    case FileIndexRole: return f;
    case HunkRole: return h;
    default: break;
    }
    if (index.column() == ChangesColumn) {
        if (role != Qt::DisplayRole)
            return {};
        if (isFile)
            return file.isBinary ? tr("binary") : counts(file.added(), file.removed());
        return counts(file.hunks[h].added(), file.hunks[h].removed());
    }
    const Viewed &viewed = m_viewed[f];
    if (isFile) {
        switch (role) {
        case Qt::DisplayRole: return file.path();
        case Qt::ToolTipRole: return file.isRename ? tr("%1 (from %2)").arg(file.path(), file.oldPath) : file.path();
        case Qt::CheckStateRole:
            return viewed.file ? Qt::Checked : viewed.hunks.contains(true) ? Qt::PartiallyChecked : Qt::Unchecked;
        default: return {};
        }
    }
    const PatchHunk &hunk = file.hunks[h];
    switch (role) {
    case Qt::DisplayRole:
        return hunk.section.trimmed().isEmpty() ? tr("Hunk %1 (line %2)").arg(h + 1).arg(hunk.newStart)
                                                : tr("Hunk %1: %2").arg(h + 1).arg(hunk.section.trimmed());
    case Qt::ToolTipRole: return DiffRows::hunkHeader(hunk);
    case Qt::CheckStateRole: return viewed.hunks[h] ? Qt::Checked : Qt::Unchecked;
    default: return {};
    }
}

bool PatchFileListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::CheckStateRole ||
        index.column() != FileColumn)
        return false;
    // Clicking a partly checked file ticks it whole, as clicking any unticked box does.
    setViewed(fileOf(index), index.internalId() == 0 ? -1 : index.row(),
              Qt::CheckState(value.toInt()) != Qt::Unchecked);
    return true;
}

Qt::ItemFlags PatchFileListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == FileColumn)
        flags |= Qt::ItemIsUserCheckable;
    if (index.internalId() != 0)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant PatchFileListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FileColumn: return tr("File");
    case ChangesColumn: return tr("Changes");
    default: return {};
    }
}

} // namespace heddle
