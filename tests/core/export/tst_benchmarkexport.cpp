// Exporting the demo's approved tasks as SWE-bench instances, and importing them back with the SWE-bench importer.
#include <core/export/benchmarkexport.h>

#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/importers/swebenchimport.h>
#include <core/importers/swebenchinstance.h>
#include <core/patch/applyfilepatch.h>
#include <core/patch/patchparser.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>
#include <tests/support/json.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kExistingTest = u"tests/test_hours.py"_s; // in the demo repository at the base commit

// Each file of a test_patch applied to its content at the base commit: path -> new content.
QHash<QString, QByteArray> applyAtBase(const QString &repository, const QString &commit, const QByteArray &diff)
{
    QHash<QString, QByteArray> out;
    const Result<Patch> patch = parsePatch(diff);
    if (!patch) {
        qWarning() << patch.error().toString();
        return out;
    }
    for (const PatchFile &file : patch->files) {
        QByteArray base;
        if (!file.isNew) {
            const Result<QByteArray> read = readFileAtCommit(repository, commit, file.path());
            if (!read)
                return {};
            base = *read;
        }
        const Result<QByteArray> applied = applyFilePatch(base, file);
        if (!applied) {
            qWarning() << applied.error().toString();
            return {};
        }
        out.insert(file.path(), *applied);
    }
    return out;
}

} // namespace

class TestBenchmarkExport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_root;
    QString m_repository;
    QString m_runId;

private Q_SLOTS:
    void initTestCase()
    {
        m_root = installDemo(m_dir.path() + u"/demo"_s);
        QVERIFY(!m_root.isEmpty());
        m_repository = m_root + u"/repos/skyledger"_s;

        // spend-policy also changes a test file the repository already has: a modification in test_patch.
        Result<Task> policy = loadTask(m_root, u"spend-policy"_s);
        QVERIFY(policy);
        const Result<QByteArray> base = readFileAtCommit(m_repository, policy->repository.baseCommit, kExistingTest);
        QVERIFY2(base, qPrintable(base ? QString() : base.error().toString()));
        policy->tests.files.append(TestFile{kExistingTest, *base + "\n\ndef test_added_by_curator():\n    assert 1\n"});
        QVERIFY(saveTask(m_root, *policy));

        // Approved by writing curation.json as a curator's tool does; coin-hours-split by overriding a gate.
        QVERIFY(writeFile(m_root + u"/tasks/coin-hours-split/curation.json"_s, R"({
  "status": "approved",
  "history": [
    { "from": "new", "to": "in_review", "by": "Ada Lovelace", "at": "2026-11-02T10:14:00Z", "reason": "" },
    { "from": "in_review", "to": "approved", "by": "Ada Lovelace", "at": "2026-11-05T09:00:00Z",
      "reason": "F1 is open but harmless", "override": true, "gates_overridden": ["flags-decided"] }
  ]
}
)"));
        QVERIFY(writeFile(m_root + u"/tasks/spend-policy/curation.json"_s, R"({
  "status": "approved",
  "history": [
    { "from": "in_repair", "to": "approved", "by": "Grace Hopper", "at": "2026-11-06T16:30:00Z", "reason": "tests fixed" }
  ]
}
)"));
        Result<Task> hours = loadTask(m_root, u"coin-hours-split"_s);
        QVERIFY2(hours, qPrintable(hours ? QString() : hours.error().toString()));
        QCOMPARE(hours->curation.status, CurationStatus::Approved);
        RunRecord record;
        record.id = u"20261130-120000-abcd"_s;
        record.started = record.finished = QDateTime::currentDateTimeUtc();
        record.baseCommit = hours->repository.baseCommit;
        QVERIFY(saveRunRecord(m_root, hours->id, record));
        m_runId = record.id;
    }

    void fileDiffs()
    {
        const Result<QByteArray> created = fileDiff(u"t/a.py"_s, std::nullopt, "x = 1\n");
        QVERIFY(created);
        QVERIFY(created->startsWith("diff --git a/t/a.py b/t/a.py\nnew file mode 100644\n"));
        QVERIFY(created->contains("--- /dev/null\n+++ b/t/a.py\n@@ -0,0 +1 @@\n+x = 1\n"));
        const Result<QByteArray> changed = fileDiff(u"t/a.py"_s, QByteArray("x = 1\ny = 2\n"), "x = 1\ny = 3");
        QVERIFY(changed);
        QVERIFY(!changed->contains("new file"));
        QVERIFY(changed->contains("--- a/t/a.py\n+++ b/t/a.py\n"));
        QVERIFY(changed->contains("-y = 2\n+y = 3\n\\ No newline at end of file\n"));
        const Result<QByteArray> same = fileDiff(u"t/a.py"_s, QByteArray("x\n"), "x\n");
        QVERIFY(same);
        QVERIFY(same->isEmpty());
    }

    void deletedTestFilesKeepTheirPartOfTheTestPatch()
    {
        // An imported task whose test_patch deletes a test file and changes another: the export gives the deletion
        // back as the test_patch had it, and the changed file as a diff git applies to the same result.
        Result<Task> task = loadTask(m_root, u"wallet-lock"_s);
        QVERIFY(task);
        QTemporaryDir scratch;
        const QString clone = scratch.filePath(u"clone"_s);
        gitOutput(scratch.path(), {u"clone"_s, u"--quiet"_s, m_repository, clone});
        gitOutput(clone, {u"checkout"_s, u"--quiet"_s, task->repository.baseCommit});
        gitOutput(clone, {u"rm"_s, u"--quiet"_s, u"tests/test_ledger.py"_s});
        const QByteArray changed = readFile(clone, kExistingTest) + "\n# changed\n";
        QVERIFY(writeFile(clone, kExistingTest, changed));
        gitOutput(clone, {u"add"_s, u"-A"_s});
        const QByteArray testPatch = gitOutput(clone, {u"diff"_s, u"--cached"_s});
        QVERIFY(testPatch.contains("deleted file mode"));
        task->source.append({u"test_patch"_s, QString::fromUtf8(testPatch)});
        task->tests.files = {TestFile{u"tests/test_ledger.py"_s, {}, TestFile::Kind::Deleted},
                             TestFile{kExistingTest, changed}};
        const Result<QByteArray> exported = testPatchFor(m_repository, *task);
        QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().toString()));
        gitOutput(clone, {u"reset"_s, u"--quiet"_s, u"--hard"_s});
        gitOutput(clone, {u"apply"_s, u"-"_s}, *exported);
        QVERIFY(!QFileInfo::exists(clone + u"/tests/test_ledger.py"_s));
        QCOMPARE(readFile(clone, kExistingTest), changed);
    }

    void exportsTheApprovedTasks()
    {
        QTemporaryDir out;
        const QString folder = out.path() + u"/bench"_s;
        const Result<ExportReport> report = exportBenchmark(m_root, folder);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QVERIFY(report->failures.isEmpty());
        QCOMPARE(report->tasks.size(), 2);
        QCOMPARE(report->tasks.at(0).id, u"coin-hours-split"_s);
        QCOMPARE(report->tasks.at(1).id, u"spend-policy"_s);

        const QList<QByteArray> lines = readFile(folder + u"/instances.jsonl"_s).split('\n');
        QCOMPARE(lines.size(), 3); // two lines and the final newline
        QVERIFY(lines.last().isEmpty());
        for (int i = 0; i < 2; ++i) {
            QJsonParseError parseError;
            const QJsonObject row = QJsonDocument::fromJson(lines.at(i), &parseError).object();
            QCOMPARE(parseError.error, QJsonParseError::NoError);
            const Result<Task> task = loadTask(m_root, report->tasks.at(i).id);
            QVERIFY(task);
            QCOMPARE(row[u"instance_id"_s].toString(), task->id);
            QCOMPARE(row[u"repo"_s].toString(), u"skyledger"_s);
            QCOMPARE(row[u"base_commit"_s].toString(), task->repository.baseCommit);
            QCOMPARE(row[u"patch"_s].toString().toUtf8(), task->referencePatch);
            QCOMPARE(row[u"problem_statement"_s].toString(), task->query);
            QVERIFY(row[u"FAIL_TO_PASS"_s].isArray());
            QCOMPARE(jsonStrings(row[u"FAIL_TO_PASS"_s]), task->tests.failToPass);
            QCOMPARE(jsonStrings(row[u"PASS_TO_PASS"_s]), task->tests.passToPass);
            QCOMPARE(row[u"specs"_s].toArray().size(), task->specs.size());
            QCOMPARE(row[u"specs"_s].toArray().first().toObject()[u"category"_s].toString(),
                     task->specs.first().category);

            // test_patch at the base commit gives back every test file byte for byte.
            const QByteArray testPatch = row[u"test_patch"_s].toString().toUtf8();
            const QHash<QString, QByteArray> applied =
                applyAtBase(m_repository, task->repository.baseCommit, testPatch);
            QCOMPARE(applied.size(), task->tests.files.size());
            for (const TestFile &file : task->tests.files)
                QCOMPARE(applied.value(file.path), file.content);
        }
        const QByteArray policyPatch =
            QJsonDocument::fromJson(lines.at(1)).object()[u"test_patch"_s].toString().toUtf8();
        QVERIFY(policyPatch.contains("diff --git a/tests/test_spend_policy.py b/tests/test_spend_policy.py\n"
                                     "new file mode 100644\n"));
        const qsizetype modified = policyPatch.indexOf("diff --git a/tests/test_hours.py b/tests/test_hours.py\n");
        QVERIFY(modified >= 0);
        QVERIFY(policyPatch.indexOf("--- a/tests/test_hours.py\n", modified) > modified);
        QVERIFY(!policyPatch.mid(modified).contains("new file mode"));

        const QJsonObject manifest = QJsonDocument::fromJson(readFile(folder + u"/manifest.json"_s)).object();
        QCOMPARE(manifest[u"dataset"_s].toString(), u"Heddle demo"_s);
        QVERIFY(QDateTime::fromString(manifest[u"exported_at"_s].toString(), Qt::ISODate).isValid());
        const QJsonArray tasks = manifest[u"tasks"_s].toArray();
        QCOMPARE(tasks.size(), 2);
        const QJsonObject hours = tasks.at(0).toObject();
        const Result<Task> hoursTask = loadTask(m_root, u"coin-hours-split"_s);
        QVERIFY(hoursTask);
        QCOMPARE(hours[u"patch_sha256"_s].toString().toLatin1(),
                 QCryptographicHash::hash(hoursTask->referencePatch, QCryptographicHash::Sha256).toHex());
        const QJsonObject testFile = hours[u"test_files"_s].toArray().first().toObject();
        QCOMPARE(testFile[u"path"_s].toString(), hoursTask->tests.files.first().path);
        QCOMPARE(testFile[u"sha256"_s].toString().toLatin1(),
                 QCryptographicHash::hash(hoursTask->tests.files.first().content, QCryptographicHash::Sha256).toHex());
        QCOMPARE(hours[u"validation_run"_s].toString(), m_runId);
        const QJsonObject decision = hours[u"decision"_s].toObject();
        QCOMPARE(decision[u"by"_s].toString(), u"Ada Lovelace"_s);
        QCOMPARE(decision[u"at"_s].toString(), u"2026-11-05T09:00:00Z"_s);
        QCOMPARE(decision[u"reason"_s].toString(), u"F1 is open but harmless"_s);
        QCOMPARE(decision[u"override"_s].toBool(), true);
        QCOMPARE(jsonStrings(decision[u"gates_overridden"_s]), QStringList{u"flags-decided"_s});
        const QJsonObject policy = tasks.at(1).toObject();
        QVERIFY(policy[u"validation_run"_s].isNull());
        QCOMPARE(policy[u"test_files"_s].toArray().size(), 2);
        QCOMPARE(policy[u"decision"_s].toObject()[u"by"_s].toString(), u"Grace Hopper"_s);
        QVERIFY(!policy[u"decision"_s].toObject().contains(u"override"_s));
    }

    void refusesANonEmptyFolder()
    {
        QTemporaryDir out;
        QVERIFY(writeFile(out.path() + u"/keep.txt"_s, "mine"));
        const Result<ExportReport> report = exportBenchmark(m_root, out.path());
        QVERIFY(!report);
        QCOMPARE(report.error().file, out.path());
        QCOMPARE(readFile(out.path() + u"/keep.txt"_s), "mine"_ba);
        QVERIFY(!QFile::exists(out.path() + u"/instances.jsonl"_s));
        // An existing empty folder is fine.
        QTemporaryDir empty;
        QVERIFY(exportBenchmark(m_root, empty.path()));
    }

    void importingTheExportGivesTheTasksBack()
    {
        QTemporaryDir out;
        const Result<ExportReport> report = exportBenchmark(m_root, out.path() + u"/bench"_s);
        QVERIFY(report);
        ImportRequest request;
        request.instanceFiles = {report->instancesFile};
        request.output = out.path() + u"/imported"_s;
        const Result<ImportReport> imported = importSweBench(request);
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
        QVERIFY(imported->instanceErrors.isEmpty());
        QVERIFY(imported->writeErrors.isEmpty());
        QCOMPARE(imported->tasks, (QStringList{u"coin-hours-split"_s, u"spend-policy"_s}));

        for (const QString &id : imported->tasks) {
            const Result<Task> original = loadTask(m_root, id);
            const Result<Task> back = loadTask(request.output, id);
            QVERIFY(original);
            QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
            QCOMPARE(back->id, original->id);
            QCOMPARE(back->repository.name, original->repository.name);
            QCOMPARE(back->repository.baseCommit, original->repository.baseCommit);
            QCOMPARE(back->referencePatch, original->referencePatch);
            QCOMPARE(back->tests.failToPass, original->tests.failToPass);
            QCOMPARE(back->tests.passToPass, original->tests.passToPass);
            QCOMPARE(back->query, original->query);
            QCOMPARE(back->specs.size(), original->specs.size());
            for (qsizetype i = 0; i < back->specs.size(); ++i) {
                const Spec &a = back->specs.at(i);
                const Spec &b = original->specs.at(i);
                QCOMPARE(a.id, b.id);
                QCOMPARE(a.category, b.category);
                QCOMPARE(a.title, b.title);
                QCOMPARE(a.text, b.text);
                QCOMPARE(a.interactsWith, b.interactsWith);
                QCOMPARE(a.coveredBy, b.coveredBy);
            }
            // New test files come back as files; a changed one stays in the source's test_patch, which gives the
            // same content at the base commit.
            QString testPatch;
            for (const auto &[key, value] : back->source)
                if (key == u"test_patch"_s)
                    testPatch = value;
            const QHash<QString, QByteArray> applied =
                applyAtBase(m_repository, original->repository.baseCommit, testPatch.toUtf8());
            for (const TestFile &file : original->tests.files) {
                QCOMPARE(applied.value(file.path), file.content);
                const auto it = std::find_if(back->tests.files.cbegin(), back->tests.files.cend(),
                                             [&](const TestFile &f) { return f.path == file.path; });
                if (file.path == kExistingTest) {
                    QVERIFY(it == back->tests.files.cend());
                } else {
                    QVERIFY2(it != back->tests.files.cend(), qPrintable(file.path));
                    QCOMPARE(it->content, file.content);
                }
            }
        }
    }

    void importerReadsListsAndEncodedLists()
    {
        QTemporaryDir out;
        const Result<ExportReport> report = exportBenchmark(m_root, out.path() + u"/bench"_s);
        QVERIFY(report);
        const QByteArray line = readFile(report->instancesFile).split('\n').first();
        QJsonObject row = QJsonDocument::fromJson(line).object();
        const QStringList failToPass = jsonStrings(row[u"FAIL_TO_PASS"_s]);
        // SWE-bench's own rows hold the lists as JSON-encoded strings.
        row[u"FAIL_TO_PASS"_s] =
            QString::fromUtf8(QJsonDocument(row[u"FAIL_TO_PASS"_s].toArray()).toJson(QJsonDocument::Compact));
        const Result<SweBenchInstanceFile> encoded =
            parseSweBenchInstances(QJsonDocument(row).toJson(QJsonDocument::Compact), u"rows.jsonl"_s);
        QVERIFY(encoded);
        QCOMPARE(encoded->instances.size(), 1);
        QCOMPARE(encoded->instances.first().failToPass, failToPass);
        QCOMPARE(encoded->instances.first().specs.size(), 11);

        // A spec without an id is named at its place, and the row is skipped.
        QJsonArray specs = row[u"specs"_s].toArray();
        QJsonObject spec = specs.at(2).toObject();
        spec.remove(u"id"_s);
        specs[2] = spec;
        row[u"specs"_s] = specs;
        const Result<SweBenchInstanceFile> bad =
            parseSweBenchInstances(QJsonDocument(row).toJson(QJsonDocument::Compact), u"rows.jsonl"_s);
        QVERIFY(bad);
        QVERIFY(bad->instances.isEmpty());
        QCOMPARE(bad->rowErrors.size(), 1);
        QCOMPARE(bad->rowErrors.first().pointer, u"/specs/2/id"_s);
    }

    void unreadableTaskIsNamedAndTheRestExported()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(writeFile(root + u"/tasks/spend-policy/curation.json"_s,
                          readFile(m_root + u"/tasks/spend-policy/curation.json"_s)));
        QVERIFY(writeFile(root + u"/tasks/wallet-lock/review.json"_s, "{ not json"));
        const Result<ExportReport> report = exportBenchmark(root, dir.path() + u"/bench"_s);
        QVERIFY(report);
        QCOMPARE(report->tasks.size(), 1);
        QCOMPARE(report->tasks.first().id, u"spend-policy"_s);
        QCOMPARE(report->failures.size(), 1);
        QCOMPARE(report->failures.first().taskId, u"wallet-lock"_s);
        QVERIFY(!report->complete());
        const QJsonObject manifest = QJsonDocument::fromJson(readFile(report->manifestFile)).object();
        QCOMPARE(manifest[u"not_exported"_s].toArray().first().toObject()[u"id"_s].toString(), u"wallet-lock"_s);
    }
};

QTEST_GUILESS_MAIN(TestBenchmarkExport)
#include "tst_benchmarkexport.moc"
