#include <core/repair/repaircache.h>

#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>

#include <QCryptographicHash>

namespace heddle {

using namespace Qt::StringLiterals;

QString repairProofKey(const Task &task, const std::optional<MutationRecord> &mutation, const RepairSuggestion &s)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto add = [&](const QByteArray &bytes) {
        hash.addData(QByteArray(QByteArray::number(bytes.size()) + ':'));
        hash.addData(bytes);
    };
    add("heddle-repair-proof-1");
    add(task.repository.baseCommit.toUtf8());
    add(task.tests.command.toUtf8());
    add(task.tests.logFormat.toUtf8());
    add(task.tests.failToPass.join(u'\n').toUtf8());
    add(task.tests.passToPass.join(u'\n').toUtf8());
    add(task.referencePatch);
    for (const Attempt &a : task.attempts) {
        add(a.id.toUtf8());
        add(a.patch);
    }
    for (const TestFile &f : task.tests.files) {
        add(f.path.toUtf8());
        add(f.content);
    }
    add(repairKindName(s.kind).toUtf8());
    add(s.file.toUtf8());
    add(s.after);
    add(s.tests.join(u'\n').toUtf8());
    add(s.attempt.toUtf8());
    for (const QString &id : s.mutants) {
        add(id.toUtf8());
        if (mutation)
            for (const MutantOutcome &o : mutation->mutants)
                if (o.mutant.id == id)
                    add(o.mutant.patch);
    }
    return u"repair-"_s + QString::fromLatin1(hash.result().toHex());
}

bool readCachedProof(const QString &datasetRoot, const Task &task, const std::optional<MutationRecord> &mutation,
                     RepairSuggestion &s)
{
    const QString file =
        DatasetLayout(datasetRoot).at(DatasetLayout::mutationCacheFile(repairProofKey(task, mutation, s)));
    const Result<QByteArray> bytes = readWholeFile(file);
    if (!bytes)
        return false;
    const Result<Json> json = parseJson(*bytes, file);
    if (!json || !json->is_object() || !json->contains("checks") || !json->at("checks").is_array())
        return false;
    QList<RepairCheck> checks;
    try {
        for (const Json &c : json->at("checks")) {
            if (!c.is_object())
                return false;
            checks.append(RepairCheck{toQString(c.value("id", std::string())),
                                      toQString(c.value("what", std::string())), c.value("passed", false),
                                      toQString(c.value("detail", std::string()))});
        }
    } catch (const Json::exception &) {
        return false; // a cache file someone edited is no proof
    }
    if (checks.isEmpty())
        return false;
    s.checks = checks;
    s.verified = std::all_of(checks.cbegin(), checks.cend(), [](const RepairCheck &c) { return c.passed; });
    s.failure.clear();
    for (const RepairCheck &c : std::as_const(checks))
        if (!c.passed) {
            s.failure = c.what + u": "_s + c.detail;
            break;
        }
    s.emptyFails.clear();
    if (const auto it = json->find("empty_fails"); it != json->end() && it->is_array())
        for (const Json &t : *it)
            if (t.is_string())
                s.emptyFails.append(toQString(t.get<std::string>()));
    return true;
}

void storeProof(const QString &datasetRoot, const Task &task, const std::optional<MutationRecord> &mutation,
                const RepairSuggestion &s)
{
    if (s.checks.isEmpty())
        return;
    Json checks = Json::array();
    for (const RepairCheck &c : s.checks)
        checks.push_back(
            Json{{"id", toStd(c.id)}, {"what", toStd(c.what)}, {"passed", c.passed}, {"detail", toStd(c.detail)}});
    const Json json{{"checks", std::move(checks)}, {"empty_fails", jsonStrings(s.emptyFails)}};
    const DatasetLayout layout(datasetRoot);
    (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    (void)writeFileIfChanged(layout.at(DatasetLayout::mutationCacheFile(repairProofKey(task, mutation, s))),
                             serializeJson(json));
}

} // namespace heddle
