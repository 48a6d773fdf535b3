#include <core/probe/probecache.h>

#include <core/json/jsondocument.h>
#include <core/probe/probewitnessjson.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/newestrecord.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QCryptographicHash>
#include <QDir>

namespace heddle {

using namespace Qt::StringLiterals;

QString probeCacheKey(const Task &task, const QByteArray &versionPatch, const ProbeLimits &limits)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto add = [&](const QByteArray &bytes) {
        hash.addData(QByteArray(QByteArray::number(bytes.size()) + ':'));
        hash.addData(bytes);
    };
    add("heddle-probe-cache-1");
    for (const ProbeFile &script : probeScriptFiles())
        add(script.content);
    add(probeRecordConfig({}, {}, {}, limits));
    add(task.referencePatch);
    add(versionPatch);
    add(task.repository.baseCommit.toUtf8());
    add(task.tests.command.toUtf8());
    add((task.tests.failToPass + task.tests.passToPass).join(u'\n').toUtf8());
    for (const TestFile &f : task.tests.files) {
        add(f.path.toUtf8());
        add(QByteArray::number(int(f.kind)));
        add(f.content);
    }
    return u"probe-"_s + QString::fromLatin1(hash.result().toHex());
}

std::optional<CachedProbe> readCachedProbe(const QString &datasetRoot, const QString &key)
{
    const Result<QByteArray> bytes =
        readWholeFile(DatasetLayout(datasetRoot).at(DatasetLayout::mutationCacheFile(key)));
    if (!bytes)
        return std::nullopt;
    const Result<Json> json = parseJson(*bytes, {});
    if (!json || !json->is_object())
        return std::nullopt;
    const auto verdict = json->find("verdict");
    if (verdict == json->end() || !verdict->is_string())
        return std::nullopt;
    CachedProbe probe;
    probe.verdict = probeVerdictFromName(toQString(verdict->get<std::string>()));
    if (probe.verdict == ProbeVerdict::NotProbed)
        return std::nullopt;
    probe.witnesses = probeWitnessesFromJson(json->value("witnesses", Json::array()));
    const auto calls = json->find("calls");
    probe.calls = calls != json->end() && calls->is_number_integer() ? calls->get<int>() : 0;
    return probe;
}

void storeProbe(const QString &datasetRoot, const QString &key, const CachedProbe &probe)
{
    if (probe.verdict == ProbeVerdict::NotProbed)
        return;
    const DatasetLayout layout(datasetRoot);
    (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    const Json json{{"verdict", probeVerdictName(probe.verdict)},
                    {"calls", probe.calls},
                    {"witnesses", probeWitnessesToJson(probe.witnesses)}};
    (void)writeFileIfChanged(layout.at(DatasetLayout::mutationCacheFile(key)), serializeJson(json));
}

QStringList passingAttempts(const QString &datasetRoot, const Task &task)
{
    const QString folder = DatasetLayout(datasetRoot).at(DatasetLayout::validationFolder(task.id));
    const QString newest = newestRecordName(folder);
    if (newest.isEmpty())
        return {};
    const Result<QByteArray> bytes = readWholeFile(QDir(folder).filePath(newest));
    if (!bytes)
        return {};
    const Result<RunRecord> record = runRecordFromJson(*bytes, newest);
    if (!record || isStale(*record, task))
        return {};
    // The declared tests the reference passes in every run: what an attempt is to pass to be compared with it.
    QStringList baseline = task.tests.failToPass + task.tests.passToPass;
    for (const QString &test : testsNotPassed(runsOf(*record, u"reference"_s), baseline))
        baseline.removeAll(test);
    return baseline.isEmpty() ? QStringList() : attemptsPassing(*record, task, baseline);
}

} // namespace heddle
