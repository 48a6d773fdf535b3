#include <tests/support/fixtures.h>

#include <tests/support/failure.h>

#include <core/dataset/datasetio.h>

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace heddle::test {

QString testDataPath(const QString &relative)
{
    const QString root = QStringLiteral(HEDDLE_TEST_DATA);
    return relative.isEmpty() ? root : root + u'/' + relative;
}

QString demoSourcePath(const QString &relative)
{
    const QString root = QStringLiteral(HEDDLE_SOURCE_DIR "/resources/demo");
    return relative.isEmpty() ? root : root + u'/' + relative;
}

QByteArray readFixture(const QString &path, std::source_location at)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(u"cannot read %1: %2"_s.arg(path, file.errorString()), at);
        return {};
    }
    return file.readAll();
}

QJsonObject instanceRow(const QString &path, const QString &instanceId, int *line, std::source_location at)
{
    const QList<QByteArray> lines = readFixture(path, at).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QJsonObject row = QJsonDocument::fromJson(lines[i]).object();
        if (row.value(u"instance_id"_s).toString() == instanceId) {
            if (line)
                *line = int(i + 1);
            return row;
        }
    }
    fail(u"%1 has no instance %2"_s.arg(path, instanceId), at);
    return {};
}

Task loadDemoTask(const QString &id, std::source_location at)
{
    Result<Task> task = loadTask(demoSourcePath(), id);
    if (!task) {
        fail(u"cannot load the demo task %1: %2"_s.arg(id, task.error().toString()), at);
        return {};
    }
    return std::move(task).value();
}

} // namespace heddle::test
