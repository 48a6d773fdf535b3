#include <core/dataset/taskorder.h>

#include <algorithm>
#include <numeric>

namespace heddle {

namespace {

// The rows in the collator's order of their ids, each with its place (equal ids share one). By sort keys, each made
// once, rather than by comparing the ids again and again: an ICU comparison walks both strings every time. Empty when
// the rows already are in that order, which costs one comparison per row to tell.
struct Order {
    std::vector<int> rows;   // by place
    std::vector<int> places; // by row
};

Order collatedOrder(const QList<TaskSummary> &tasks, const QCollator &collator)
{
    Order order;
    order.places.resize(size_t(tasks.size()));
    bool sorted = true;
    for (qsizetype row = 1; row < tasks.size() && sorted; ++row) {
        const int c = collator.compare(tasks[row - 1].id, tasks[row].id);
        sorted = c <= 0;
        order.places[size_t(row)] = c == 0 ? order.places[size_t(row - 1)] : int(row);
    }
    if (sorted)
        return order;
    std::vector<QCollatorSortKey> keys;
    keys.reserve(size_t(tasks.size()));
    for (const TaskSummary &task : tasks)
        keys.push_back(collator.sortKey(task.id));
    order.rows.resize(size_t(tasks.size()));
    std::iota(order.rows.begin(), order.rows.end(), 0);
    std::stable_sort(order.rows.begin(), order.rows.end(),
                     [&](int a, int b) { return keys[size_t(a)].compare(keys[size_t(b)]) < 0; });
    for (size_t place = 0; place < order.rows.size(); ++place) {
        const auto row = size_t(order.rows[place]);
        const auto previous = place > 0 ? size_t(order.rows[place - 1]) : row;
        order.places[row] = place > 0 && keys[previous].compare(keys[row]) == 0 ? order.places[previous] : int(place);
    }
    return order;
}

} // namespace

QCollator queueCollator()
{
    QCollator collator;
    if (QLocale().language() == QLocale::C)
        collator.setLocale(QLocale(QLocale::English));
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    return collator;
}

void sortTasksById(QList<TaskSummary> &tasks)
{
    const Order order = collatedOrder(tasks, queueCollator());
    if (order.rows.empty())
        return;
    QList<TaskSummary> sorted;
    sorted.reserve(tasks.size());
    for (const int row : order.rows)
        sorted.append(std::move(tasks[row]));
    tasks = std::move(sorted);
}

std::vector<int> idRanks(const QList<TaskSummary> &tasks)
{
    return collatedOrder(tasks, queueCollator()).places;
}

} // namespace heddle
