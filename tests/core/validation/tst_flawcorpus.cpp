// The seeded-flaw corpus validated for real, task by task: every attempt's tests give what truth.json measured when
// the corpus was made, the controls hold, and the computed flags are the right ones: none on a clean task, an
// implementation-detail flag on the valid attempt an over-constrained test rejects, a tampering flag on the attempt
// that changes the tests, an untrustworthy flag on the run that contradicts itself. One task with a missing check
// is analysed by mutation too. bench_flaws measures the same on the whole corpus with the heddle program.
#include <core/dataset/datasetio.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/flawcorpus.h>
#include <tests/support/processes.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

QString qstr(const Json &json)
{
    return QString::fromStdString(json.get<std::string>());
}

QStringList strings(const Json &json)
{
    QStringList out;
    for (const Json &j : json)
        out.append(qstr(j));
    return out;
}

/// The attempts of the task that have role, by id.
QStringList attemptsWithRole(const Json &entry, const char *role)
{
    QStringList ids;
    for (const auto &[id, attempt] : entry.at("attempts").items())
        if (attempt.at("role") == role)
            ids.append(QString::fromStdString(id));
    return ids;
}

QStringList flagIds(const QList<Flag> &flags)
{
    QStringList ids;
    for (const Flag &f : flags)
        ids.append(f.id);
    return ids;
}

} // namespace

class TestFlawCorpus : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    Json m_truth;

private Q_SLOTS:
    void initTestCase()
    {
        if (pythonWithPytest().isEmpty())
            QSKIP("no python3 with pytest installed");
        QVERIFY(m_dir.isValid());
        m_root = installFlawCorpus(m_dir.filePath(u"corpus"_s));
        QVERIFY(!m_root.isEmpty());
        m_truth = flawCorpusTruth();
        QVERIFY(m_truth.at("tasks").size() >= 12);
    }

    void validatedTaskGetsTheRightFlags_data()
    {
        QTest::addColumn<QString>("id");
        const Json truth = flawCorpusTruth();
        for (const auto &[id, entry] : truth.at("tasks").items())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }

    void validatedTaskGetsTheRightFlags()
    {
        QFETCH(QString, id);
        const Json &entry = m_truth.at("tasks").at(id.toStdString());
        const QString flaw = qstr(entry.at("flaw"));
        Result<Task> task = loadTask(m_root, id);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));

        Validation validation(m_root, *task, {});
        QSignalSpy done(&validation, &Validation::finished);
        validation.start();
        QVERIFY(done.wait(300000));
        const RunRecord record = validation.record();
        QVERIFY2(record.reference.holds, qPrintable(record.reference.violations.join(u", "_s)));
        QVERIFY2(record.empty.holds, qPrintable(record.empty.violations.join(u", "_s) + record.empty.note));

        // The ground truth: what each attempt's tests gave when the corpus was made. The attempts that change the
        // tests or the results are run differently here (stripped, or read from the log too), so only the others.
        const QStringList declared = task->tests.failToPass + task->tests.passToPass;
        for (const auto &[aid, attempt] : entry.at("attempts").items()) {
            const QString role = qstr(attempt.at("role"));
            if (role == u"wrong" && (flaw == u"tampering" || flaw == u"untrustworthy"))
                continue;
            const TargetRun *run = firstFinishedRun(record, QString::fromStdString(aid));
            if (!attempt.at("applied").get<bool>()) {
                QVERIFY2(!run, qPrintable(QString::fromStdString(aid)));
                continue;
            }
            QVERIFY2(run, qPrintable(QString::fromStdString(aid)));
            QStringList failed;
            for (const QString &test : declared)
                if (run->results.value(test) != TestStatus::Passed)
                    failed.append(test);
            failed.sort();
            QCOMPARE(failed, strings(attempt.at("failed")));
        }

        const QList<Flag> flags = computeFlags(*task, record);
        const QStringList ids = flagIds(flags);
        if (flaw == u"clean" || flaw == u"missing-check") {
            QVERIFY2(flags.isEmpty(), qPrintable(ids.join(u", "_s)));
        } else if (flaw == u"over-constrained") {
            const QString alternative = attemptsWithRole(entry, "alternative").value(0);
            const QStringList tests = strings(entry.at("over_constrained"));
            QVERIFY2(std::any_of(flags.cbegin(), flags.cend(),
                                 [&](const Flag &f) {
                                     return f.kind == FlagKind::FalseNegative && f.attempt == alternative &&
                                            f.tests == tests && f.id.startsWith(u"detail."_s);
                                 }),
                     qPrintable(ids.join(u", "_s)));
            // Nothing is said of the attempts that are wrong in their behaviour.
            for (const Flag &f : flags)
                QVERIFY2(f.attempt == alternative || !f.id.startsWith(u"detail."_s), qPrintable(f.id));
        } else {
            const QString prefix = flaw == u"tampering" ? u"tamper."_s : u"untrustworthy."_s;
            const QStringList culprits = strings(entry.at(flaw.toStdString()));
            QVERIFY(!culprits.isEmpty());
            for (const QString &culprit : culprits)
                QVERIFY2(std::any_of(flags.cbegin(), flags.cend(),
                                     [&](const Flag &f) { return f.attempt == culprit && f.id.startsWith(prefix); }),
                         qPrintable(ids.join(u", "_s)));
        }
    }

    void emptyControlThatCannotCollectHolds()
    {
        // Without the fix, tests/test_bulk.py cannot import bulk_price and pytest runs nothing: the pass-to-pass
        // tests were never reached, which the control notes without failing.
        Result<Task> task = loadTask(m_root, u"clean-bulk-price"_s);
        QVERIFY(task);
        ValidationOptions options;
        options.attempts = {u"none"_s};
        Validation validation(m_root, *task, options);
        QSignalSpy done(&validation, &Validation::finished);
        validation.start();
        QVERIFY(done.wait(300000));
        const RunRecord record = validation.record();
        QVERIFY(record.empty.holds);
        QCOMPARE(record.empty.notRun, task->tests.passToPass);
        QVERIFY(!task->tests.passToPass.isEmpty());
    }

    void untestedRequirementIsFoundByMutation()
    {
        const QString id = u"missing-remove-all"_s;
        const Json &entry = m_truth.at("tasks").at(id.toStdString());
        Result<Task> task = loadTask(m_root, id);
        QVERIFY(task);
        MutationOptions options;
        options.useCache = false;
        MutationAnalysis analysis(m_root, *task, options);
        QSignalSpy finished(&analysis, &MutationAnalysis::finished);
        QVERIFY(analysis.start());
        QVERIFY(finished.wait(600000));
        const MutationRecord record = analysis.record();
        const QList<Flag> flags = computeMutationFlags(*task, record);
        QVERIFY(!flags.isEmpty());
        const Json &untested = entry.at("untested").at(0);
        const QString file = qstr(untested.at("file"));
        QList<int> lines;
        for (const Json &l : untested.at("lines"))
            lines.append(l.get<int>());
        bool onTheLine = false;
        for (const Flag &f : flags) {
            QCOMPARE(f.kind, FlagKind::FalsePositive);
            for (const Evidence &e : f.evidence)
                onTheLine = onTheLine || (e.kind == Evidence::Kind::PatchHunk && e.attempt.isEmpty() &&
                                          e.file == file && lines.contains(e.line));
        }
        QVERIFY2(onTheLine, qPrintable(flagIds(flags).join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestFlawCorpus)
#include "tst_flawcorpus.moc"
