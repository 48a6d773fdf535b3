// Patches and tests that would make Heddle itself fail if it trusted their output: real validation runs on a small
// real git repository, each attempt adding a hostile script that the test command runs before reporting results.
#include <core/task/task.h>
#include <core/exec/boundedoutput.h>
#include <core/exec/confinement.h>
#include <core/exec/processidentity.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <core/exec/workspaceowner.h>
#include <tests/support/repositories.h>
#include <tests/support/validationruns.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

// The repository's own "test runner": it prints pytest's summary lines, test_one passing only once the fix is in.
constexpr char kResults[] = "if [ -f fixed ]; then echo 'PASSED tests/test_a.py::test_one'; else echo 'FAILED "
                            "tests/test_a.py::test_one'; fi\n"
                            "echo 'PASSED tests/test_a.py::test_two'\n";

// The test command: the patch's hostile script (when it adds one) first, the results last.
constexpr char16_t kCommand[] = u"[ ! -f hostile.sh ] || sh hostile.sh; sh results.sh";

// A patch that adds files.
QByteArray newFiles(const QList<std::pair<QByteArray, QByteArray>> &files)
{
    QByteArray patch;
    for (const auto &[path, content] : files) {
        const QList<QByteArray> lines = content.split('\n');
        const qsizetype count = content.endsWith('\n') ? lines.size() - 1 : lines.size();
        patch += "diff --git a/" + path + " b/" + path + "\nnew file mode 100644\n--- /dev/null\n+++ b/" + path +
                 "\n@@ -0,0 +1," + QByteArray::number(count) + " @@\n";
        for (qsizetype i = 0; i < count; ++i)
            patch += '+' + lines[i] + '\n';
    }
    return patch;
}

QByteArray fixWith(const QByteArray &hostile)
{
    QList<std::pair<QByteArray, QByteArray>> files{{"fixed", "yes\n"}};
    if (!hostile.isEmpty())
        files.append({"hostile.sh", hostile});
    return newFiles(files);
}

QString describe(const TargetRun *run)
{
    if (!run)
        return u"no run"_s;
    return u"%1 %2 (exit %3, limit %4): %5\n%6"_s.arg(run->label(), targetOutcomeName(run->outcome))
        .arg(run->exitCode)
        .arg(resourceLimitName(run->limit), run->message, QString::fromUtf8(run->log.right(1000)));
}

} // namespace

class TestHostileRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_repository = m_dir.filePath(u"repo"_s);
        initRepository(m_repository);
        m_base = commitFiles(m_repository, {{"results.sh", kResults}, {"README.md", "a small project\n"}});
        m_root = m_dir.filePath(u"dataset"_s);
        QVERIFY(QDir().mkpath(m_root));
        m_temporary = m_dir.filePath(u"tmp"_s);
        QVERIFY(QDir().mkpath(m_temporary));
    }

    void cleanup() { QCOMPARE(RunConfinement::groupsOfThisProcess(), QStringList()); }

    // Each attempt's script attacks Heddle's reading of the output; the reference beside them is unaffected, every
    // run gets an outcome, the record saves and loads, and what is kept stays within the bound.
    void hostileOutputGetsAClearOutcome()
    {
        Task task = makeTask();
        const QList<std::pair<QString, QByteArray>> hostile{
            // 200 MB on one stream, in lines.
            {u"flood"_s, "yes 'a line of a flood that goes on and on' | head -c 200000000; echo\n"},
            // 30 MB without a line break.
            {u"enormous-line"_s, "head -c 30000000 /dev/zero | tr '\\000' 'a'; echo\n"},
            // Bytes that are not UTF-8, in a test id and around it.
            {u"invalid-utf8"_s, "printf 'PASSED tests/test_a.py::test_\\377\\376bad\\n'\n"
                                "printf '\\377\\376\\375 \\300\\200 not text\\n' >&2\n"},
            // 50 MB of NUL bytes on both streams.
            {u"nul-flood"_s, "head -c 25000000 /dev/zero; head -c 25000000 /dev/zero >&2; echo\n"},
        };
        for (const auto &[id, script] : hostile)
            task.attempts.append(attempt(id, fixWith(script)));

        ValidationOptions options = optionsFor();
        options.limits.outputBytes = kMiB;
        const RunRecord record = validate(task, options);
        QCOMPARE(record.runs.size(), task.attempts.size() + 2);

        const TargetRun *reference = findRun(record, u"reference"_s);
        QVERIFY2(reference && reference->outcome == TargetRun::Outcome::Finished, qPrintable(describe(reference)));
        QCOMPARE(reference->results.value(u"tests/test_a.py::test_one"_s), TestStatus::Passed);
        QVERIFY(record.controlsHold());

        for (const auto &[id, script] : hostile) {
            const TargetRun *run = findRun(record, id);
            QVERIFY2(run && run->outcome == TargetRun::Outcome::Finished, qPrintable(describe(run)));
            // The results come last and are read from the kept tail.
            QVERIFY2(run->results.value(u"tests/test_a.py::test_one"_s) == TestStatus::Passed,
                     qPrintable(describe(run)));
            QCOMPARE(run->results.value(u"tests/test_a.py::test_two"_s), TestStatus::Passed);
            QVERIFY2(run->log.size() <= options.limits.logBytesBound(), qPrintable(QString::number(run->log.size())));
        }
        QVERIFY(findRun(record, u"flood"_s)->outputDropped > 190000000);
        QVERIFY(findRun(record, u"flood"_s)->log.contains(droppedMarker(findRun(record, u"flood"_s)->outputDropped)));
        QVERIFY(findRun(record, u"enormous-line"_s)->outputDropped > 28000000);
        QVERIFY(findRun(record, u"nul-flood"_s)->outputDropped > 47000000);
        const TargetRun *invalid = findRun(record, u"invalid-utf8"_s);
        QCOMPARE(invalid->outputDropped, 0);
        QCOMPARE(invalid->results.size(), 3); // the garbled id is a test of its own
        QVERIFY(invalid->log.contains("\xff\xfe\xfd"));

        // Saved and read back: the logs in the dataset are as bounded as in memory, and raw bytes stay raw.
        QVERIFY(saveRunRecord(m_root, task.id, record));
        const LoadedRunRecords loaded = loadRunRecords(m_root, task.id);
        QVERIFY(loaded.errors.isEmpty());
        QCOMPARE(loaded.records.size(), 1);
        const RunRecord &back = loaded.records.first();
        QCOMPARE(back.limits->outputBytes, kMiB);
        QCOMPARE(findRun(back, u"flood"_s)->outputDropped, findRun(record, u"flood"_s)->outputDropped);
        QCOMPARE(findRun(back, u"invalid-utf8"_s)->results.size(), 3);
        for (const auto &[id, script] : hostile) {
            const QByteArray log = loadRunLog(m_root, task.id, record.id, id + u"-1"_s);
            QCOMPARE(log, findRun(record, id)->log);
        }
    }

    // 100,000 tests, in a JUnit report and in the output: every one is read and kept, and the record stays usable.
    void aHundredThousandTests()
    {
        Task task = makeTask();
        const QByteArray script =
            "python3 - <<'EOF'\n"
            "import os\n"
            "n = 100000\n"
            "with open(os.environ['HEDDLE_JUNIT_XML'], 'w') as f:\n"
            "    f.write('<testsuite tests=\"%d\">' % (n + 2))\n"
            "    for i in range(n):\n"
            "        f.write('<testcase classname=\"tests.test_many\" name=\"test_%d\" file=\"tests/test_many.py\" "
            "time=\"0.001\"/>' % i)\n"
            "    f.write('<testcase classname=\"tests.test_a\" name=\"test_one\" file=\"tests/test_a.py\"/>')\n"
            "    f.write('<testcase classname=\"tests.test_a\" name=\"test_two\" file=\"tests/test_a.py\"/>')\n"
            "    f.write('</testsuite>')\n"
            "for i in range(n):\n"
            "    print('PASSED tests/test_many.py::test_%d' % i)\n"
            "EOF\n";
        task.attempts.append(attempt(u"many"_s, fixWith(script)));
        const RunRecord record = validate(task, optionsFor());
        const TargetRun *many = findRun(record, u"many"_s);
        QVERIFY2(many && many->outcome == TargetRun::Outcome::Finished, qPrintable(describe(many)));
        QCOMPARE(many->resultsFrom, u"junit"_s);
        QCOMPARE(many->results.size(), 100002);
        QCOMPARE(many->results.value(u"tests/test_many.py::test_99999"_s), TestStatus::Passed);
        QCOMPARE(many->results.value(u"tests/test_a.py::test_one"_s), TestStatus::Passed);
        QCOMPARE(findRun(record, u"reference"_s)->results.size(), 2);
        QVERIFY(saveRunRecord(m_root, task.id, record));
        const LoadedRunRecords loaded = loadRunRecords(m_root, task.id);
        QVERIFY(loaded.errors.isEmpty());
        QCOMPARE(findRun(loaded.records.first(), u"many"_s)->results.size(), 100002);
    }

    // A JUnit report past the bound is not read into memory: the kept output gives the results, and the run says so.
    void anOversizedReportIsNotRead()
    {
        Task task = makeTask();
        const QByteArray script = "python3 -c \"import os; open(os.environ['HEDDLE_JUNIT_XML'], 'w').write("
                                  "'<testsuite>' + ' ' * 3000000 + '</testsuite>')\"\n";
        task.attempts.append(attempt(u"big-report"_s, fixWith(script)));
        ValidationOptions options = optionsFor();
        options.limits.junitBytes = kMiB;
        const RunRecord record = validate(task, options);
        const TargetRun *run = findRun(record, u"big-report"_s);
        QVERIFY2(run && run->outcome == TargetRun::Outcome::Finished, qPrintable(describe(run)));
        QCOMPARE(run->resultsFrom, u"log"_s);
        QCOMPARE(run->results.value(u"tests/test_a.py::test_one"_s), TestStatus::Passed);
        QVERIFY2(run->message.contains(u"JUnit report"_s), qPrintable(run->message));
    }

    // Limits hit inside a validation are recorded with the limit, in the record on disk too; the other runs go on.
    void limitsAreRecorded()
    {
        Task task = makeTask();
        task.attempts.append(attempt(u"hog"_s, fixWith("python3 -c \"x = b'x' * (600 * 1024 * 1024)\"\n")));
        task.attempts.append(attempt(u"writer"_s, fixWith("head -c 5000000 /dev/zero > big.bin\n")));
        task.attempts.append(attempt(u"spinner"_s, fixWith("python3 -c 'while True: pass'\n")));
        ValidationOptions options = optionsFor();
        options.limits.memoryBytes = 64 * kMiB;
        options.limits.fileSizeBytes = kMiB;
        options.limits.cpuSeconds = 1;
        const RunRecord record = validate(task, options);
        const std::pair<const char16_t *, ResourceLimit> expected[] = {{u"hog", ResourceLimit::Memory},
                                                                       {u"writer", ResourceLimit::FileSize},
                                                                       {u"spinner", ResourceLimit::CpuTime}};
        for (const auto &[id, limit] : expected) {
            const TargetRun *run = findRun(record, QString::fromUtf16(id));
            QVERIFY2(run && run->outcome == TargetRun::Outcome::LimitExceeded && run->limit == limit,
                     qPrintable(describe(run)));
        }
        QVERIFY(record.controlsHold());
        QCOMPARE(record.limitsEnforcement, RunConfinement::machineEnforcement());
        QVERIFY(saveRunRecord(m_root, task.id, record));
        const RunRecord back = loadRunRecords(m_root, task.id).records.first();
        QCOMPARE(findRun(back, u"hog"_s)->limit, ResourceLimit::Memory);
        QCOMPARE(findRun(back, u"hog"_s)->outcome, TargetRun::Outcome::LimitExceeded);
        QCOMPARE(back.limits->memoryBytes, 64 * kMiB);
        QCOMPARE(back.limitsEnforcement, record.limitsEnforcement);
    }

    // Workspaces a killed Heddle left are swept when a validation starts; those of a live one, and fresh unmarked
    // ones (their owner may be about to mark them), are not.
    void abandonedWorkspacesAreSwept()
    {
        const QString parent = m_dir.filePath(u"sweep"_s);
        QVERIFY(QDir().mkpath(parent));
        QProcess gone;
        gone.start(u"/bin/true"_s, {});
        QVERIFY(gone.waitForFinished(10000));
        const qint64 deadPid = gone.processId();
        auto folder = [&](const QString &name, const QByteArray &owner) {
            const QString path = parent + u'/' + name;
            QDir().mkpath(path + u"/heddle-workspace-x/src"_s);
            QFile file(path + u"/heddle-workspace-x/src/a.py"_s);
            (void)file.open(QIODevice::WriteOnly);
            if (!owner.isEmpty()) {
                QFile mark(path + u"/.heddle-owner"_s);
                (void)mark.open(QIODevice::WriteOnly);
                mark.write(owner);
            }
            return path;
        };
        const QString dead = folder(u"heddle-validation-dead01"_s,
                                    "pid " + QByteArray::number(deadPid) + "\nstarted 12345\nboot " + bootId() + '\n');
        const QString otherBoot = folder(u"heddle-validation-boot01"_s,
                                         "pid " + QByteArray::number(::getpid()) + "\nstarted " +
                                             QByteArray::number(processStartTicks(::getpid())) + "\nboot other\n");
        const QString alive = folder(u"heddle-validation-live01"_s, {});
        QVERIFY(markOwner(alive));
        const QString fresh = folder(u"heddle-validation-fresh1"_s, {});
        const QString unrelated = folder(u"something-else"_s, "pid 1\n");

        ValidationOptions options = optionsFor();
        options.temporaryParent = parent;
        Task task = makeTask();
        const RunRecord record = validate(task, options);
        QCOMPARE(record.runs.size(), 2);
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(!QFileInfo::exists(otherBoot));
        QVERIFY(QFileInfo::exists(alive));
        QVERIFY(QFileInfo::exists(fresh));
        QVERIFY(QFileInfo::exists(unrelated));
        // The validation's own folder went when it ended.
        QCOMPARE(QDir(parent).entryList({u"heddle-validation-*"_s}, QDir::Dirs).size(), 2);
    }

private:
    Task makeTask() const
    {
        Task task;
        task.id = u"hostile"_s;
        task.repository.name = u"local"_s;
        task.repository.path = m_repository;
        task.repository.baseCommit = m_base;
        task.tests.command = QString::fromUtf16(kCommand);
        task.tests.logFormat = u"pytest"_s;
        task.tests.failToPass = {u"tests/test_a.py::test_one"_s};
        task.tests.passToPass = {u"tests/test_a.py::test_two"_s};
        task.referencePatch = fixWith({});
        return task;
    }

    static Attempt attempt(const QString &id, const QByteArray &patch)
    {
        Attempt a;
        a.id = id;
        a.patch = patch;
        return a;
    }

    ValidationOptions optionsFor() const
    {
        ValidationOptions options;
        options.parallelism = 2;
        options.timeoutMs = 60000;
        options.temporaryParent = m_temporary;
        options.allowUnsandboxed = true;
        // The hostile script is a file the test command runs: taken for tampering with the runner, it would be
        // stripped before the run.
        options.asSubmitted = true;
        return options;
    }

    RunRecord validate(const Task &task, const ValidationOptions &options) const
    {
        return validateTask(m_root, task, options);
    }

    QTemporaryDir m_dir;
    QString m_repository;
    QString m_base;
    QString m_root;
    QString m_temporary;
};

QTEST_GUILESS_MAIN(TestHostileRuns)
#include "tst_hostileruns.moc"
