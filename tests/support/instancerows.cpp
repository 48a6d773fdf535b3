#include <tests/support/instancerows.h>

#include <core/importers/swebenchinstance.h>
#include <core/task/task.h>
#include <tests/support/fixtures.h>

#include <QJsonDocument>

#include <utility>

namespace heddle::test {

namespace {

QString valueOf(const QList<std::pair<QString, QString>> &pairs, const QString &key)
{
    for (const auto &[k, v] : pairs)
        if (k == key)
            return v;
    return {};
}

} // namespace

QList<QJsonObject> jsonlRows(const QString &path, Location at)
{
    QList<QJsonObject> rows;
    for (const QByteArray &line : readFixture(path, at).split('\n'))
        if (!line.trimmed().isEmpty())
            rows.append(QJsonDocument::fromJson(line).object());
    return rows;
}

const Task *findTask(const QList<Task> &tasks, const QString &id)
{
    for (const Task &t : tasks)
        if (t.id == id)
            return &t;
    return nullptr;
}

QString sourceValue(const Task &task, const QString &key)
{
    return valueOf(task.source, key);
}

QString extraValue(const SweBenchInstance &instance, const QString &key)
{
    return valueOf(instance.extra, key);
}

} // namespace heddle::test
