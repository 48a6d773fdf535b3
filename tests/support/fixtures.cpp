#include <tests/support/fixtures.h>

#include <tests/support/failure.h>

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

QByteArray readFixture(const QString &path, Location at)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(u"cannot read %1: %2"_s.arg(path, file.errorString()), at);
        return {};
    }
    return file.readAll();
}

QJsonObject instanceRow(const QString &path, const QString &instanceId, int *line, Location at)
{
    const QList<QByteArray> lines = readFixture(path, at).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QJsonObject row = QJsonDocument::fromJson(lines[i]).object();
        if (row.value(u"instance_id"_s).toString() == instanceId) {
            if (line)
                *line = int(i + 1);
            return row;
        }
    }
    fail(u"%1 has no instance %2"_s.arg(path, instanceId), at);
    return {};
}

} // namespace heddle::test
