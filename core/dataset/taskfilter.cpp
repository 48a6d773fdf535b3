#include <core/dataset/taskfilter.h>

#include <core/dataset/tasklistmodel.h>
#include <core/dataset/taskorder.h>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr std::array kVerdicts = {Verdict::Open, Verdict::Confirmed, Verdict::Dismissed, Verdict::NeedsRerun};
constexpr std::array kKinds = {FlagKind::FalsePositive, FlagKind::FalseNegative};
constexpr std::array kStatuses = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                  CurationStatus::Approved, CurationStatus::Rejected};

const auto kStatusesKey = u"statuses"_s;
const auto kFlagKindKey = u"flagKind"_s;
const auto kVerdictKey = u"verdict"_s;
const auto kLoadKey = u"load"_s;
const auto kCategoryKey = u"category"_s;
const auto kRepositoryKey = u"repository"_s;
const auto kModelKey = u"model"_s;
const auto kTextKey = u"text"_s;
const auto kMutationKey = u"mutation"_s;
const auto kMutationBelowKey = u"mutationBelow"_s;
const auto kTestedNothingKey = u"testedNothing"_s;

constexpr std::pair<TaskFilter::Mutation, const char16_t *> kMutationNames[] = {
    {TaskFilter::Mutation::NotAnalysed, u"none"},
    {TaskFilter::Mutation::Stale, u"stale"},
    {TaskFilter::Mutation::Current, u"current"},
};

bool containsWord(const TaskSummary &task, QStringView word)
{
    const auto has = [word](const QString &s) { return s.contains(word, Qt::CaseInsensitive); };
    if (has(task.id) || has(task.repository))
        return true;
    if (std::any_of(task.models.cbegin(), task.models.cend(), has))
        return true;
    return std::any_of(task.errors.cbegin(), task.errors.cend(),
                       [&has](const Error &e) { return has(e.message) || has(e.detail) || has(e.file); });
}

bool matchesMutation(const TaskSummary &task, TaskFilter::Mutation state, int below)
{
    const std::optional<MutationSummary> &m = task.mutation;
    if (below > 0 && !(m && m->percent() >= 0 && m->percent() < below))
        return false;
    switch (state) {
    case TaskFilter::Mutation::Any: return true;
    case TaskFilter::Mutation::NotAnalysed: return !m;
    case TaskFilter::Mutation::Stale: return m && m->isStale();
    case TaskFilter::Mutation::Current: return m && m->error.isEmpty() && !m->isStale();
    }
    return true;
}

bool hasOpenFlags(const TaskSummary &task)
{
    return task.flagCount(FlagKind::FalsePositive, Verdict::Open) +
               task.flagCount(FlagKind::FalseNegative, Verdict::Open) >
           0;
}

} // namespace

bool TaskFilter::matches(const TaskSummary &task) const
{
    if (!statuses.isEmpty() && !statuses.contains(task.status))
        return false;
    if (flagKind || verdict) {
        int count = 0;
        for (FlagKind k : kKinds)
            for (Verdict v : kVerdicts)
                if ((!flagKind || *flagKind == k) && (!verdict || *verdict == v))
                    count += task.flagCount(k, v);
        if (count == 0)
            return false;
    }
    if (load == Load::Broken && !task.isBroken())
        return false;
    if (load == Load::LoadsFine && task.isBroken())
        return false;
    if (!category.isEmpty() && task.specsPerCategory.value(category) == 0)
        return false;
    if (!repository.isEmpty() && task.repository != repository)
        return false;
    if (!model.isEmpty() && !task.models.contains(model))
        return false;
    if (!assignee.isEmpty() && task.assignedTo.compare(assignee, Qt::CaseInsensitive) != 0)
        return false;
    if (!matchesMutation(task, mutation, mutationBelow))
        return false;
    if (!testedNothing.isEmpty() &&
        (task.testedNothing.isEmpty() || (testedNothing != u"any" && task.testedNothing != testedNothing)))
        return false;
    const auto words = QStringView(text).split(u' ', Qt::SkipEmptyParts);
    return std::all_of(words.cbegin(), words.cend(), [&task](QStringView w) { return containsWord(task, w); });
}

bool TaskFilter::isEmpty() const
{
    return statuses.isEmpty() && !flagKind && !verdict && load == Load::Any && category.isEmpty() &&
           repository.isEmpty() && model.isEmpty() && text.trimmed().isEmpty() && assignee.isEmpty() &&
           mutation == Mutation::Any && mutationBelow <= 0 && testedNothing.isEmpty();
}

QVariantMap TaskFilter::toVariant() const
{
    QVariantMap map;
    QStringList names;
    for (CurationStatus s : kStatuses)
        if (statuses.contains(s))
            names << curationStatusName(s);
    if (!names.isEmpty())
        map.insert(kStatusesKey, names);
    if (flagKind)
        map.insert(kFlagKindKey, flagKindName(*flagKind));
    if (verdict)
        map.insert(kVerdictKey, verdictName(*verdict));
    if (load != Load::Any)
        map.insert(kLoadKey, load == Load::Broken ? u"broken"_s : u"fine"_s);
    const std::pair<const QString &, const QString &> strings[] = {
        {kCategoryKey, category}, {kRepositoryKey, repository}, {kModelKey, model}, {kTextKey, text}};
    for (const auto &[key, value] : strings)
        if (!value.isEmpty())
            map.insert(key, value);
    for (const auto &[state, name] : kMutationNames)
        if (mutation == state)
            map.insert(kMutationKey, QString::fromUtf16(name));
    if (mutationBelow > 0)
        map.insert(kMutationBelowKey, mutationBelow);
    if (!testedNothing.isEmpty())
        map.insert(kTestedNothingKey, testedNothing);
    return map;
}

TaskFilter TaskFilter::fromVariant(const QVariantMap &map)
{
    // Settings may come from another version: unknown names are dropped rather than guessed.
    TaskFilter f;
    for (const QString &name : map.value(kStatusesKey).toStringList())
        if (auto s = curationStatusFromName(name))
            f.statuses.insert(*s);
    const QString kind = map.value(kFlagKindKey).toString();
    for (FlagKind k : kKinds)
        if (kind == flagKindName(k))
            f.flagKind = k;
    const QString verdict = map.value(kVerdictKey).toString();
    for (Verdict v : kVerdicts)
        if (verdict == verdictName(v))
            f.verdict = v;
    const QString load = map.value(kLoadKey).toString();
    f.load = load == u"broken"_s ? Load::Broken : load == u"fine"_s ? Load::LoadsFine : Load::Any;
    f.category = map.value(kCategoryKey).toString();
    f.repository = map.value(kRepositoryKey).toString();
    f.model = map.value(kModelKey).toString();
    f.text = map.value(kTextKey).toString();
    const QString mutation = map.value(kMutationKey).toString();
    for (const auto &[state, name] : kMutationNames)
        if (mutation == QStringView(name))
            f.mutation = state;
    bool ok = false;
    const int below = map.value(kMutationBelowKey).toInt(&ok);
    f.mutationBelow = ok && below > 0 && below <= 100 ? below : 0;
    const QString testedNothing = map.value(kTestedNothingKey).toString();
    if (testedNothing == u"any" || testedNothing == u"did_not_run" || testedNothing == u"environment")
        f.testedNothing = testedNothing;
    return f;
}

FilterChoices filterChoices(const QList<TaskSummary> &tasks)
{
    // Neighbouring tasks mostly share their repository, models and categories: what equals the previous task's is
    // not looked up again (50,000 tasks of 16 models each would be 800,000 lookups).
    QSet<QString> categories, repositories, models;
    const TaskSummary *previous = nullptr;
    for (const TaskSummary &task : tasks) {
        if (!previous || task.repository != previous->repository)
            repositories.insert(task.repository);
        if (!previous || task.models != previous->models)
            for (const QString &model : task.models)
                models.insert(model);
        if (!previous || !std::equal(task.specsPerCategory.keyBegin(), task.specsPerCategory.keyEnd(),
                                     previous->specsPerCategory.keyBegin(), previous->specsPerCategory.keyEnd()))
            for (auto it = task.specsPerCategory.keyBegin(); it != task.specsPerCategory.keyEnd(); ++it)
                categories.insert(*it);
        previous = &task;
    }
    repositories.remove(QString());
    const auto sorted = [](const QSet<QString> &set) {
        QStringList list(set.cbegin(), set.cend());
        list.sort(Qt::CaseInsensitive);
        return list;
    };
    return {sorted(categories), sorted(repositories), sorted(models)};
}

TaskFilterProxy::TaskFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_collator(queueCollator())
{
    setSortRole(TaskListModel::SortRole);
}

void TaskFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    m_tasks = qobject_cast<const TaskListModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void TaskFilterProxy::setFilter(const TaskFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateFilter();
}

bool TaskFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || !m_tasks)
        return true;
    return m_filter.matches(m_tasks->task(sourceRow));
}

bool TaskFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // By id: the places the model worked out once (a dataset of 50,000 tasks sorts in milliseconds, not by 800,000
    // comparisons of text).
    if (m_tasks && left.column() == TaskListModel::Id)
        return m_tasks->idRank(left.row()) < m_tasks->idRank(right.row());
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    const bool lNumber = l.typeId() == QMetaType::Int || l.typeId() == QMetaType::LongLong;
    const bool rNumber = r.typeId() == QMetaType::Int || r.typeId() == QMetaType::LongLong;
    int order = 0;
    if (lNumber && rNumber)
        order = l.toLongLong() < r.toLongLong() ? -1 : l.toLongLong() > r.toLongLong() ? 1 : 0;
    else if (lNumber != rNumber)
        // Counts before the blanks of broken tasks; tasks never analysed stay after the scores in either order.
        return left.column() == TaskListModel::Mutation && sortOrder() == Qt::DescendingOrder ? rNumber : lNumber;
    else
        order = m_collator.compare(l.toString(), r.toString());
    if (order != 0)
        return order < 0;
    // Equal keys fall back to the task id so the order never depends on the file system's listing.
    if (m_tasks)
        return m_tasks->idRank(left.row()) < m_tasks->idRank(right.row());
    return false;
}

QModelIndex TaskFilterProxy::toProxy(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    return index.model() == this ? index : mapFromSource(index);
}

QModelIndex TaskFilterProxy::neighbour(const QModelIndex &current, int step) const
{
    const int rows = rowCount();
    if (rows == 0)
        return {};
    const QModelIndex from = toProxy(current);
    const int column = from.isValid() ? from.column() : 0;
    if (!from.isValid())
        return index(step >= 0 ? 0 : rows - 1, column);
    const int row = int(((qint64(from.row()) + step) % rows + rows) % rows);
    return index(row, column);
}

QModelIndex TaskFilterProxy::nextWithOpenFlags(const QModelIndex &current, int step) const
{
    const int rows = rowCount();
    if (rows == 0 || !m_tasks)
        return {};
    const QModelIndex from = toProxy(current);
    const int column = from.isValid() ? from.column() : 0;
    const int dir = step < 0 ? -1 : 1;
    // From nowhere, the search starts just before the first row (or after the last) and may land on any row.
    int row = from.isValid() ? from.row() : (dir > 0 ? rows - 1 : 0);
    const int candidates = from.isValid() ? rows - 1 : rows;
    for (int i = 0; i < candidates; ++i) {
        row = (row + dir + rows) % rows;
        const QModelIndex source = mapToSource(index(row, 0));
        if (hasOpenFlags(m_tasks->task(source.row())))
            return index(row, column);
    }
    return {};
}

} // namespace heddle
