#include <core/dataset/testednothingsummary.h>

#include <core/storage/datasetlayout.h>
#include <core/storage/newestrecord.h>

#include <QFile>

using namespace Qt::StringLiterals;

namespace heddle {

QString testedNothingOf(QByteArrayView bytes)
{
    constexpr QByteArrayView key = "\"outcome\"";
    for (qsizetype at = bytes.indexOf(key); at >= 0; at = bytes.indexOf(key, at + key.size())) {
        qsizetype i = at + key.size();
        while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == ':' || bytes[i] == '\n' || bytes[i] == '\t'))
            ++i;
        if (i >= bytes.size() || bytes[i] != '"')
            continue;
        const qsizetype end = bytes.indexOf('"', i + 1);
        if (end < 0)
            break;
        const QByteArrayView outcome = bytes.sliced(i + 1, end - i - 1);
        if (outcome == "environment" || outcome == "did_not_run")
            return QString::fromLatin1(outcome);
    }
    return {};
}

QString readTestedNothing(const QString &datasetRoot, const QString &taskId)
{
    const QString folder = DatasetLayout(datasetRoot).at(DatasetLayout::validationFolder(taskId));
    const QString newest = newestRecordName(folder);
    if (newest.isEmpty())
        return {};
    QFile record(folder + u'/' + newest);
    if (!record.open(QIODevice::ReadOnly))
        return {};
    return testedNothingOf(record.readAll());
}

} // namespace heddle
