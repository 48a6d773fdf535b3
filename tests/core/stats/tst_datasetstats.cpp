// Dataset figures on the demo dataset, changed the way curators and validation runs change it.
#include <core/stats/datasetstats.h>

#include <core/dataset/datasetio.h>
#include <core/review/verdicts.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QList<std::pair<bool, bool>> table(int yesYes, int yesNo, int noYes, int noNo)
{
    QList<std::pair<bool, bool>> pairs;
    pairs.append(QList<std::pair<bool, bool>>(yesYes, {true, true}));
    pairs.append(QList<std::pair<bool, bool>>(yesNo, {true, false}));
    pairs.append(QList<std::pair<bool, bool>>(noYes, {false, true}));
    pairs.append(QList<std::pair<bool, bool>>(noNo, {false, false}));
    return pairs;
}

const ModelPassRate *modelRate(const DatasetStats &s, const QString &model)
{
    for (const ModelPassRate &m : s.models)
        if (m.model == model)
            return &m;
    return nullptr;
}

const CategoryFlags *categoryFlags(const DatasetStats &s, const QString &category)
{
    for (const CategoryFlags &c : s.flagsByCategory)
        if (c.category == category)
            return &c;
    return nullptr;
}

const CuratorAgreement *pair(const DatasetStats &s, const QString &a, const QString &b)
{
    for (const CuratorAgreement &c : s.agreement)
        if (c.curatorA == a && c.curatorB == b)
            return &c;
    return nullptr;
}

int statusCount(const DatasetStats &s, CurationStatus status)
{
    for (const auto &[st, n] : s.byStatus)
        if (st == status)
            return n;
    return -1;
}

} // namespace

class TestDatasetStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kappa_data()
    {
        QTest::addColumn<int>("yesYes");
        QTest::addColumn<int>("yesNo");
        QTest::addColumn<int>("noYes");
        QTest::addColumn<int>("noNo");
        QTest::addColumn<double>("kappa"); // NaN: undefined
        // po = 35/50 = 0.7, pe = 0.5 * 0.6 + 0.5 * 0.4 = 0.5.
        QTest::newRow("textbook") << 20 << 5 << 10 << 15 << 0.4;
        // po = 0.6, pe = 0.6 * 0.7 + 0.4 * 0.3 = 0.54: 0.06 / 0.46.
        QTest::newRow("weak") << 45 << 15 << 25 << 15 << 0.06 / 0.46;
        QTest::newRow("perfect") << 7 << 0 << 0 << 3 << 1.0;
        // po = 0, pe = 0.5: as far from agreement as two raters get.
        QTest::newRow("opposite") << 0 << 5 << 5 << 0 << -1.0;
        // Agreement no better than chance: po = pe = 0.5.
        QTest::newRow("chance") << 5 << 5 << 5 << 5 << 0.0;
        QTest::newRow("both always yes") << 9 << 0 << 0 << 0 << qQNaN();
        QTest::newRow("no pair") << 0 << 0 << 0 << 0 << qQNaN();
    }

    void kappa()
    {
        QFETCH(int, yesYes);
        QFETCH(int, yesNo);
        QFETCH(int, noYes);
        QFETCH(int, noNo);
        QFETCH(double, kappa);
        const double k = cohensKappa(table(yesYes, yesNo, noYes, noNo));
        if (std::isnan(kappa))
            QVERIFY2(std::isnan(k), qPrintable(QString::number(k)));
        else
            QVERIFY2(std::abs(k - kappa) < 1e-12, qPrintable(QString::number(k)));
        // Swapping the raters changes nothing.
        const double swapped = cohensKappa(table(yesYes, noYes, yesNo, noNo));
        QVERIFY(std::isnan(k) ? std::isnan(swapped) : std::abs(k - swapped) < 1e-12);
    }

    void demoAsShipped()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const Result<DatasetStats> s = computeStats(root);
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        QCOMPARE(s->name, u"Heddle demo"_s);
        QCOMPARE(s->tasks, 3);
        QVERIFY(s->failures.isEmpty());
        QCOMPARE(statusCount(*s, CurationStatus::New), 1);
        QCOMPARE(statusCount(*s, CurationStatus::InReview), 1);
        QCOMPARE(statusCount(*s, CurationStatus::InRepair), 1);
        QCOMPARE(statusCount(*s, CurationStatus::Approved), 0);

        // No run has been made: every attempt is judged by the results attempt.json stores.
        const ModelPassRate *claude = modelRate(*s, u"claude-3-5-sonnet"_s);
        const ModelPassRate *gpt = modelRate(*s, u"gpt-4o"_s);
        QVERIFY(claude && gpt);
        QCOMPARE(claude->attempts, 6);
        QCOMPARE(claude->passed, 5);
        QCOMPARE(claude->fromStoredResults, 6);
        QCOMPARE(gpt->attempts, 7);
        QCOMPARE(gpt->passed, 2);
        QCOMPARE(gpt->fromValidation, 0);

        // Review-agent FP flags: one dismissed, three open; FN: one confirmed, two open. The computed flag is not
        // the review agent's.
        const KindPrecision &overall = s->calibration.overall;
        QCOMPARE(overall.fp.confirmed, 0);
        QCOMPARE(overall.fp.dismissed, 1);
        QCOMPARE(overall.fp.undecided, 3);
        QCOMPARE(overall.fp.value(), std::optional<double>(0.0));
        QCOMPARE(overall.fn.value(), std::optional<double>(1.0));
        QVERIFY(!s->calibration.byModel.value(u"gpt-4o"_s).fp.value().has_value());
        QVERIFY(s->agreement.isEmpty());
        QVERIFY(s->warnings.isEmpty());
    }

    void curatedAndValidated()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());

        // A curator confirms F1 of coin-hours-split: the review agent's FP about S5 (state) and S2 (functional).
        Result<Task> hours = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(hours);
        QVERIFY(recordVerdict(root, *hours, u"F1"_s, Verdict::Confirmed, u"the total exceeds the hours"_s,
                              u"Ada Lovelace"_s));

        // The newest run passes gpt-4o-0 on every listed test, though attempt.json says it failed, and could not
        // apply claude-3-5-sonnet-0's patch, though attempt.json says it passed.
        RunRecord older;
        older.id = u"20261101-000000-aaaa"_s;
        older.started = older.finished = QDateTime::currentDateTimeUtc();
        older.baseCommit = hours->repository.baseCommit;
        TargetRun olderRun;
        olderRun.target = u"gpt-4o-1"_s;
        olderRun.outcome = TargetRun::Outcome::Finished;
        for (const QString &t : hours->tests.failToPass + hours->tests.passToPass)
            olderRun.results.set(t, TestStatus::Passed);
        older.runs.append(olderRun);
        QVERIFY(saveRunRecord(root, hours->id, older));

        RunRecord record;
        record.id = u"20261130-000000-bbbb"_s;
        record.started = record.finished = QDateTime::currentDateTimeUtc();
        record.machine = u"test"_s;
        record.sandbox = u"none"_s;
        record.baseCommit = hours->repository.baseCommit;
        TargetRun passing;
        passing.target = u"gpt-4o-0"_s;
        passing.outcome = TargetRun::Outcome::Finished;
        passing.exitCode = 0;
        for (const QString &t : hours->tests.failToPass + hours->tests.passToPass)
            passing.results.set(t, TestStatus::Passed);
        TargetRun notApplied;
        notApplied.target = u"claude-3-5-sonnet-0"_s;
        notApplied.applied = false;
        notApplied.applyMessage = u"hunk 0 does not apply"_s;
        notApplied.outcome = TargetRun::Outcome::NotRun;
        record.runs = {passing, notApplied};
        QVERIFY(saveRunRecord(root, hours->id, record));

        // Three curators' own reviews of two tasks.
        const QString reviews = root + u"/tasks/coin-hours-split/reviews/"_s;
        QVERIFY(writeFile(reviews + u"ada.json"_s, R"({"verdicts": {
            "F1": {"state": "confirmed", "note": "", "at": "2026-11-02T10:00:00Z"},
            "F2": {"state": "dismissed", "note": "no", "at": ""},
            "F3": {"state": "dismissed", "note": "", "at": ""}}})"));
        QVERIFY(writeFile(reviews + u"bob.json"_s, R"({"verdicts": {
            "F1": {"state": "confirmed", "note": "", "at": ""},
            "F2": {"state": "confirmed", "note": "", "at": ""},
            "F3": {"state": "open", "note": "", "at": ""}}})"));
        QVERIFY(writeFile(reviews + u"carol.json"_s, R"({"verdicts": {
            "F1": {"state": "confirmed", "note": "", "at": ""},
            "F9": {"state": "confirmed", "note": "", "at": ""}}})"));
        const QString policy = root + u"/tasks/spend-policy/reviews/"_s;
        QVERIFY(writeFile(policy + u"ada.json"_s, R"({"verdicts": {
            "F1": {"state": "confirmed", "note": "", "at": ""},
            "F2": {"state": "confirmed", "note": "", "at": ""}}})"));
        QVERIFY(writeFile(policy + u"bob.json"_s, R"({"verdicts": {
            "F1": {"state": "confirmed", "note": "", "at": ""},
            "F2": {"state": "dismissed", "note": "", "at": ""}}})"));

        const Result<DatasetStats> s = computeStats(root);
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        QVERIFY(s->failures.isEmpty());

        const ModelPassRate *claude = modelRate(*s, u"claude-3-5-sonnet"_s);
        const ModelPassRate *gpt = modelRate(*s, u"gpt-4o"_s);
        QVERIFY(claude && gpt);
        QCOMPARE(claude->passed, 4);
        QCOMPARE(claude->fromValidation, 1);
        QCOMPARE(claude->fromStoredResults, 5);
        // gpt-4o-1 passes only in the older run, which no longer counts.
        QCOMPARE(gpt->passed, 3);
        QCOMPARE(gpt->fromValidation, 1);
        QCOMPARE(gpt->fromStoredResults, 6);
        QCOMPARE(gpt->rate(), std::optional<double>(3.0 / 7.0));

        // F1 now confirmed, F3 dismissed: FP precision 1/2; per category and per model.
        const Calibration &c = s->calibration;
        QCOMPARE(c.overall.fp.confirmed, 1);
        QCOMPARE(c.overall.fp.dismissed, 1);
        QCOMPARE(c.overall.fp.value(), std::optional<double>(0.5));
        QCOMPARE(c.byCategory.value(u"state"_s).fp.value(), std::optional<double>(1.0));
        QCOMPARE(c.byCategory.value(u"functional"_s).fp.value(), std::optional<double>(1.0));
        QCOMPARE(c.byCategory.value(u"order"_s).fp.value(), std::optional<double>(0.0));
        QCOMPARE(c.byCategory.value(u"interface"_s).fn.value(), std::optional<double>(1.0));
        QVERIFY(!c.byCategory.value(u"errors"_s).fn.value().has_value());
        QCOMPARE(c.byModel.value(u"claude-3-5-sonnet"_s).fp.value(), std::optional<double>(0.5));
        QCOMPARE(c.byModel.value(u"claude-3-5-sonnet"_s).fn.value(), std::optional<double>(1.0));
        QVERIFY(!c.byModel.value(u"gpt-4o"_s).fn.value().has_value());
        QCOMPARE(c.byModel.value(u"gpt-4o"_s).fn.undecided, 2);

        // Every flag, computed ones too, counted in each category its specs have.
        const CategoryFlags *functional = categoryFlags(*s, u"functional"_s);
        QVERIFY(functional);
        QCOMPARE(functional->fp.confirmed, 2); // coin-hours-split F1 and wallet-lock's uncovered.S7
        QCOMPARE(functional->fp.open, 2);
        QCOMPARE(functional->fn.total(), 0);
        const CategoryFlags *state = categoryFlags(*s, u"state"_s);
        QVERIFY(state);
        QCOMPARE(state->fp.confirmed, 1);
        QCOMPARE(state->fn.open, 1);
        QCOMPARE(categoryFlags(*s, u"order"_s)->fp.dismissed, 1);

        // ada/bob: (yes, yes) (no, yes) in coin-hours-split, (yes, yes) (yes, no) in spend-policy; F3 is open for
        // bob, so it is not a pair. po = 0.5, pe = 0.75 * 0.75 + 0.25 * 0.25 = 0.625.
        const CuratorAgreement *adaBob = pair(*s, u"ada"_s, u"bob"_s);
        QVERIFY(adaBob);
        QCOMPARE(adaBob->n, 4);
        QCOMPARE(adaBob->agreed, 2);
        QVERIFY(adaBob->kappa);
        QVERIFY(std::abs(*adaBob->kappa - (0.5 - 0.625) / 0.375) < 1e-12);
        // One flag, both confirmed: the expected agreement is 1, so kappa is undefined.
        const CuratorAgreement *adaCarol = pair(*s, u"ada"_s, u"carol"_s);
        QVERIFY(adaCarol);
        QCOMPARE(adaCarol->n, 1);
        QVERIFY(!adaCarol->kappa.has_value());
        QCOMPARE(s->agreement.size(), 3);
        // carol's verdict on a flag review.json does not have is named, not counted.
        QCOMPARE(s->warnings.size(), 1);
        QCOMPARE(s->warnings.first().file, u"tasks/coin-hours-split/reviews/carol.json"_s);
        QVERIFY(s->warnings.first().message.contains(u"F9"_s));
    }

    // A run that tested nothing (its runner never ran a test, a module was missing) says nothing of the attempt: it
    // is left out of the model's pass rate, neither a pass nor a failure, and the task is counted by why.
    void runsThatTestedNothingLowerNoPassRate()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const Result<DatasetStats> before = computeStats(root);
        QVERIFY(before);
        const ModelPassRate *was = modelRate(*before, u"claude-3-5-sonnet"_s);
        QVERIFY(was);
        QCOMPARE(was->untested, 0);
        QVERIFY(before->testedNothing.isEmpty());

        Result<Task> hours = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(hours);
        RunRecord record;
        record.id = u"20261130-000000-cccc"_s;
        record.started = record.finished = QDateTime::currentDateTimeUtc();
        record.baseCommit = hours->repository.baseCommit;
        TargetRun reference;
        reference.target = u"reference"_s;
        reference.outcome = TargetRun::Outcome::Environment;
        reference.message = u"a module the tests import is not installed: No module named 'skyledger'"_s;
        TargetRun attempt;
        attempt.target = u"claude-3-5-sonnet-0"_s;
        attempt.outcome = TargetRun::Outcome::DidNotRun;
        attempt.message = u"no test ran (exit 4): ImportError while loading conftest"_s;
        record.runs = {reference, attempt};
        QVERIFY(saveRunRecord(root, hours->id, record));

        const Result<DatasetStats> after = computeStats(root);
        QVERIFY(after);
        const ModelPassRate *is = modelRate(*after, u"claude-3-5-sonnet"_s);
        QVERIFY(is);
        QCOMPARE(is->attempts, was->attempts);
        QCOMPARE(is->untested, 1);
        QCOMPARE(is->fromStoredResults, was->fromStoredResults - 1);
        QCOMPARE(is->fromValidation, 0);
        QCOMPARE(is->rate(), std::optional<double>(double(is->passed) / (is->attempts - 1)));
        QCOMPARE(after->testedNothing, (QMap<QString, int>{{u"did_not_run"_s, 1}, {u"environment"_s, 1}}));
    }

    void brokenTaskIsNamedAndTheRestCount()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QFile review(root + u"/tasks/wallet-lock/review.json"_s);
        QVERIFY(review.open(QIODevice::ReadOnly));
        QByteArray bytes = review.readAll();
        review.close();
        bytes.replace("\"kind\": \"FN\"", "\"kind\": \"FX\"");
        QVERIFY(writeFile(review.fileName(), bytes));
        QVERIFY(writeFile(root + u"/tasks/spend-policy/reviews/ada.json"_s, "{\"verdicts\": [1, 2]}"));

        const Result<DatasetStats> s = computeStats(root);
        QVERIFY(s);
        QCOMPARE(s->tasks, 3);
        QCOMPARE(s->failures.size(), 1);
        QCOMPARE(s->failures.first().taskId, u"wallet-lock"_s);
        QCOMPARE(s->failures.first().error.file, u"tasks/wallet-lock/review.json"_s);
        QCOMPARE(statusCount(*s, CurationStatus::New), 0); // wallet-lock was the new one
        QCOMPARE(modelRate(*s, u"claude-3-5-sonnet"_s)->attempts, 4);
        QCOMPARE(modelRate(*s, u"gpt-4o"_s)->attempts, 5);
        QCOMPARE(s->warnings.size(), 1);
        QCOMPARE(s->warnings.first().file, u"tasks/spend-policy/reviews/ada.json"_s);
        QVERIFY(s->warnings.first().line > 0);
    }

    void unreadableDataset()
    {
        QTemporaryDir dir;
        const Result<DatasetStats> s = computeStats(dir.path());
        QVERIFY(!s);
        QVERIFY(s.error().toString().contains(u"heddle-dataset.json"_s));
    }
};

QTEST_GUILESS_MAIN(TestDatasetStats)
#include "tst_datasetstats.moc"
