// Implementation-detail flags from real validation runs of the demo task coin-hours-split: an attempt that words
// InsufficientHoursError's message its own way fails only the test that matches the exact text, and gets an FN-risk
// flag pointing at that test's line; an attempt that rounds the wrong way fails on values and gets none.
#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/flags/implementationdetail.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kTestFile = u"tests/test_hours_split.py"_s;
const QString kExactTest = u"tests/test_hours_split.py::test_minimum_exceeds_hours"_s;
const QString kWording = u"own-wording"_s;
const QString kRounding = u"wrong-rounding"_s;
const QString kBoth = u"own-wording-wrong-rounding"_s;

/// The reference patch with one change, as an attempt.
Attempt variant(const Task &task, const QString &id, const QByteArray &from, const QByteArray &to)
{
    Attempt attempt;
    attempt.id = id;
    attempt.model = u"test"_s;
    attempt.patch = task.referencePatch;
    attempt.patch.replace(from, to);
    return attempt;
}

int lineOf(const Task &task, const QByteArray &text)
{
    for (const TestFile &f : task.tests.files)
        if (f.path == kTestFile)
            return f.content.indexOf(text) < 0 ? -1 : int(f.content.left(f.content.indexOf(text)).count('\n')) + 1;
    return -1;
}

QList<Flag> detailFlags(const QList<Flag> &flags)
{
    QList<Flag> details;
    for (const Flag &f : flags)
        if (f.id.startsWith(u"detail."_s))
            details.append(f);
    return details;
}

} // namespace

class TestImplementationDetail : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    Task m_task;
    RunRecord m_record;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
        Result<Task> loaded = loadTask(m_root, kTask);
        QVERIFY(loaded);
        m_task = *loaded;
        const QByteArray message = "+        raise InsufficientHoursError(f\"need {needed} coin hours, have {hours}\")";
        QVERIFY(m_task.referencePatch.contains(message));
        m_task.attempts = {
            variant(m_task, kWording, message,
                    "+        raise InsufficientHoursError(f\"{hours} coin hours cannot cover {needed}\")"),
            variant(m_task, kRounding, "key=lambda index: remainders[index], reverse=True)",
                    "key=lambda index: remainders[index])"),
        };
        Attempt both = variant(m_task, kBoth, "key=lambda index: remainders[index], reverse=True)",
                               "key=lambda index: remainders[index])");
        both.patch.replace(message,
                           "+        raise InsufficientHoursError(f\"{hours} coin hours cannot cover {needed}\")");
        m_task.attempts.append(both);
        QVERIFY(m_task.attempts[1].patch != m_task.referencePatch);
        // On disk too, so that review.json may name them.
        QVERIFY(saveTask(m_root, m_task));

        Validation validation(m_root, m_task, {});
        QSignalSpy done(&validation, &Validation::finished);
        validation.start();
        QVERIFY(done.wait(300000));
        m_record = validation.record();
        QVERIFY2(m_record.reference.holds, qPrintable(m_record.reference.violations.join(u", "_s)));
    }

    void exactMessageFailureRaisesAFlag()
    {
        const TargetRun *run = firstFinishedRun(m_record, kWording);
        QVERIFY(run);
        QCOMPARE(run->results.value(kExactTest), TestStatus::Failed);

        const QList<Flag> flags = detailFlags(computeFlags(m_task, m_record));
        QCOMPARE(flags.size(), 1);
        const Flag &flag = flags.first();
        // Named like the other computed flags: the test's own name, and a digest of its whole id.
        QVERIFY2(flag.id.startsWith(u"detail.own-wording.test_minimum_exceeds_hours+"_s), qPrintable(flag.id));
        QCOMPARE(flag.kind, FlagKind::FalseNegative);
        QCOMPARE(flag.source, FlagSource::Computed);
        QCOMPARE(flag.attempt, kWording);
        QCOMPARE(flag.tests, QStringList{kExactTest});
        QVERIFY2(flag.rationale.contains(u"fails only test_minimum_exceeds_hours, which compares the exact text of an "
                                         "exception or message"_s),
                 qPrintable(flag.rationale));
        QCOMPARE(flag.evidence.size(), 1);
        const Evidence &evidence = flag.evidence.first();
        QCOMPARE(evidence.kind, Evidence::Kind::TestLine);
        QCOMPARE(evidence.file, kTestFile);
        QCOMPARE(evidence.line, lineOf(m_task, "with pytest.raises(InsufficientHoursError, match="));
        QVERIFY2(evidence.note.contains(u"Regex pattern did not match"_s), qPrintable(evidence.note));
        QVERIFY2(evidence.note.contains(u"5 coin hours cannot cover 6"_s), qPrintable(evidence.note));
    }

    void wrongValuesRaiseNoDetailFlag()
    {
        const TargetRun *run = firstFinishedRun(m_record, kRounding);
        QVERIFY(run);
        QStringList failed;
        for (const QString &test : m_task.tests.failToPass + m_task.tests.passToPass)
            if (run->results.value(test) == TestStatus::Failed)
                failed.append(test);
        QVERIFY2(!failed.isEmpty() && failed.size() <= 3, qPrintable(failed.join(u", "_s)));
        for (const Flag &flag : implementationDetailFlags(m_task, m_record))
            QVERIFY2(flag.attempt != kRounding, qPrintable(flag.rationale));
    }

    void aWrongValueBesideADetailIsNoDetail()
    {
        // Worded its own way and rounding the wrong way: it fails the exact-message test too, but the values it gets
        // wrong say the attempt is wrong, so the message check is no evidence against the test.
        const TargetRun *run = firstFinishedRun(m_record, kBoth);
        QVERIFY(run);
        QCOMPARE(run->results.value(kExactTest), TestStatus::Failed);
        const TargetRun *rounding = firstFinishedRun(m_record, kRounding);
        QVERIFY(rounding);
        QVERIFY(std::any_of(m_task.tests.failToPass.cbegin(), m_task.tests.failToPass.cend(), [&](const QString &t) {
            return t != kExactTest && run->results.value(t) == TestStatus::Failed;
        }));
        for (const Flag &flag : implementationDetailFlags(m_task, m_record))
            QVERIFY2(flag.attempt != kBoth, qPrintable(flag.rationale));
    }

    void textTheStatementDictatesIsNoDetail()
    {
        // When the statement itself says what the error reads, the exact-message check is what it asked for.
        Task task = m_task;
        QVERIFY(!implementationDetailFlags(task, m_record).isEmpty());
        task.query += u"\nWhen the hours cannot cover the minimum, the error reads \"need 6 coin hours, have 5\"."_s;
        for (const Flag &flag : implementationDetailFlags(task, m_record))
            QVERIFY2(flag.attempt != kWording, qPrintable(flag.rationale));
    }

    void savedRecordReadsItsLogs()
    {
        // A record read back holds no logs: the flag comes from the logs saved beside it, and lands in review.json.
        QVERIFY(saveRunRecord(m_root, kTask, m_record));
        const LoadedRunRecords loaded = loadRunRecords(m_root, kTask);
        QVERIFY(!loaded.records.isEmpty());
        const RunRecord &read = loaded.records.first();
        QCOMPARE(read.id, m_record.id);
        QVERIFY(read.runs.first().log.isEmpty());
        const QList<Flag> again = implementationDetailFlags(m_task, read);
        QCOMPARE(again.size(), 1);
        QCOMPARE(again.first().evidence.first().line, lineOf(m_task, "with pytest.raises(InsufficientHoursError"));

        Task task = m_task;
        QVERIFY(applyComputedFlags(m_root, task, read));
        Result<Task> reloaded = loadTask(m_root, kTask);
        QVERIFY2(reloaded, qPrintable(reloaded ? QString() : reloaded.error().toString()));
        const QList<Flag> kept = detailFlags(reloaded->flags);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().id, again.first().id);
        QCOMPARE(kept.first().attempt, kWording);
        QCOMPARE(kept.first().evidence.first().file, kTestFile);
    }

    void summaryOnlyOutputFindsTheLine()
    {
        // With --tb=no pytest names no line: the message names the class, and the test function's check of that
        // class is the line. The summary line is cut to the terminal's width, so the terminal is made wide enough.
        Task task = m_task;
        task.tests.command = u"COLUMNS=200 "_s + task.tests.command + u" --tb=no"_s;
        ValidationOptions options;
        options.attempts = {kWording};
        Validation validation(m_root, task, options);
        QSignalSpy done(&validation, &Validation::finished);
        validation.start();
        QVERIFY(done.wait(300000));
        const RunRecord record = validation.record();
        const TargetRun *run = firstFinishedRun(record, kWording);
        QVERIFY(run);
        QVERIFY(!run->log.contains("Regex: '^need 6 coin hours"));
        const QList<Flag> flags = implementationDetailFlags(task, record);
        QCOMPARE(flags.size(), 1);
        QCOMPARE(flags.first().evidence.size(), 1);
        QCOMPARE(flags.first().evidence.first().line,
                 lineOf(m_task, "with pytest.raises(InsufficientHoursError, match="));
        QVERIFY2(flags.first().evidence.first().note.contains(u"Regex pattern did not match"_s),
                 qPrintable(flags.first().evidence.first().note));
    }

    void manyFailuresAreNotADetail()
    {
        // The same run and log, but four more listed tests failing: the attempt is wrong in more than a detail.
        const TargetRun *wording = firstFinishedRun(m_record, kWording);
        QVERIFY(wording);
        TargetRun many = *wording;
        many.target = u"many"_s;
        int more = 0;
        for (const QString &test : m_task.tests.failToPass + m_task.tests.passToPass) {
            if (more < 4 && test != kExactTest && many.results.value(test) == TestStatus::Passed) {
                many.results.set(test, TestStatus::Failed);
                ++more;
            }
        }
        QCOMPARE(more, 4);
        QVERIFY(m_task.tests.failToPass.size() + m_task.tests.passToPass.size() < 4 * (1 + more));
        RunRecord record = m_record;
        record.runs.append(many);
        const QList<Flag> flags = implementationDetailFlags(m_task, record);
        QCOMPARE(flags.size(), 1);
        QCOMPARE(flags.first().attempt, kWording);
    }
};

QTEST_GUILESS_MAIN(TestImplementationDetail)
#include "tst_implementationdetail.moc"
