#include <tests/support/flawcorpus.h>

#include <tests/support/files.h>
#include <tests/support/repositories.h>

#include <QDir>
#include <QDirIterator>

using namespace Qt::StringLiterals;

namespace heddle::test {

QString flawCorpusFolder()
{
    return QStringLiteral(HEDDLE_TEST_DATA) + u"/flawcorpus"_s;
}

Json flawCorpusTruth(Location at)
{
    return flawCorpusTruthFrom(flawCorpusFolder(), at);
}

QString installFlawCorpus(const QString &target, Location at)
{
    return installFlawCorpusFrom(flawCorpusFolder(), target, at);
}

Json flawCorpusTruthFrom(const QString &folder, Location at)
{
    const QString path = folder + u"/truth.json"_s;
    const QByteArray bytes = readFile(path);
    Json truth = Json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (!truth.is_object() || !truth.contains("tasks")) {
        fail(u"%1 cannot be read"_s.arg(path), at);
        return Json::object();
    }
    return truth;
}

QString installFlawCorpusFrom(const QString &folder, const QString &target, Location at)
{
    const Json truth = flawCorpusTruthFrom(folder, at);
    if (!truth.contains("repository"))
        return {};
    if (!copyTree(folder + u"/dataset"_s, target)) {
        fail(u"cannot copy the corpus into %1"_s.arg(target), at);
        return {};
    }
    const QString repository =
        target + u"/repos/"_s + QString::fromStdString(truth.at("repository").get<std::string>());
    QList<CommitFile> files;
    QDirIterator it(repository, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        files.append({QDir(repository).relativeFilePath(file).toUtf8(), readFile(file), CommitFile::Mode::File});
    }
    initRepository(repository);
    const QByteArray base = commitFiles(repository, files).toUtf8();
    for (const auto &[id, entry] : truth.at("tasks").items())
        if (!replaceInFile(target + u"/tasks/"_s + QString::fromStdString(id) + u"/task.json"_s, "BASE_COMMIT", base,
                           at))
            return {};
    return target;
}

} // namespace heddle::test
