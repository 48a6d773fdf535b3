// What a validation run leaves for Heddle to read, written by code that may be hostile: the Python environment's result
// and import record in the workspace, the kept environment it offers to the cache, and the run record's outcomes as
// the queue reads them; and a test command table as an import reads it.
#include "fuzzing.h"

#include <core/importers/testcommandtable.h>
#include <core/dataset/testednothingsummary.h>
#include <core/validation/environmentcache.h>
#include <core/validation/pythonenvironment.h>
#include <core/validation/runrecord.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

namespace {
QTemporaryDir *g_scratch = nullptr; // kept for the life of the process

QString workspace()
{
    return g_scratch->filePath(u"workspace"_s);
}

void write(const QString &path, QByteArrayView bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bytes.data(), bytes.size());
}
} // namespace

void setUp()
{
    g_scratch = new QTemporaryDir;
    if (!g_scratch->isValid() || !QDir().mkpath(workspace() + u"/.heddle/pyenv-cache-out/env"_s))
        qFatal("cannot make a scratch workspace");
    write(workspace() + u"/.heddle/pyenv-cache-out/manifest.json"_s, "{}");
    write(workspace() + u"/.heddle/pyenv-cache-out/env/file"_s, "text");
}

int variants()
{
    return 4;
}

void fuzzOne(int which, QByteArrayView bytes)
{
    const QString heddle = workspace() + u"/.heddle"_s;
    switch (which) {
    case 0: // the environment script's result, then offered to the cache
        QFile::remove(heddle + u"/imports.tsv"_s);
        write(heddle + u"/pyenv-result.json"_s, bytes);
        (void)readPythonEnvironment(workspace());
        markPythonEnvironmentForKeeping(workspace(), QByteArray(64, 'a'));
        if (keepPythonEnvironment(g_scratch->filePath(u"cache"_s), workspace()))
            QDir(g_scratch->filePath(u"cache"_s)).removeRecursively();
        break;
    case 1: // the import hook's record
        QFile::remove(heddle + u"/pyenv-result.json"_s);
        write(heddle + u"/imports.tsv"_s, bytes);
        (void)readPythonEnvironment(workspace());
        break;
    case 2: // a run record, as the queue reads its outcomes and as the window reads it whole
        (void)testedNothingOf(bytes);
        (void)runRecordFromJson(bytes.toByteArray(), u"record.json"_s);
        break;
    default: (void)TestCommandTable::parse(bytes, u"table.json"_s); break;
    }
}

} // namespace heddle::fuzz
