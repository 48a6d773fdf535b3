// Verdicts are written into a copy of the demo dataset and read back the way the window reads a task.
#include <core/review/verdicts.h>

#include <core/dataset/datasetio.h>
#include <core/stats/datasetstats.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTaskId = u"coin-hours-split"_s;

const Flag *findFlag(const Task &task, const QString &id)
{
    for (const Flag &f : task.flags)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace

class TestVerdicts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    QString reviewPath() const { return m_root + u"/tasks/"_s + kTaskId + u"/review.json"_s; }
    Task load()
    {
        Result<Task> task = loadTask(m_root, kTaskId);
        if (!task)
            qFatal("%s", qPrintable(task.error().toString()));
        return std::move(task).value();
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path() + u"/demo-"_s + QString::fromLatin1(QTest::currentTestFunction());
        if (QTest::currentDataTag())
            m_root += u'-' + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
        QVERIFY(copyTree(demoSourcePath(), m_root));
    }

    void recordsEachVerdict_data()
    {
        QTest::addColumn<QString>("flagId");
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<QString>("note");
        QTest::newRow("confirm") << u"F1"_s << Verdict::Confirmed << QString();
        QTest::newRow("dismiss") << u"F2"_s << Verdict::Dismissed << u"S8 allows any wording"_s;
        QTest::newRow("needs re-run") << u"F1"_s << Verdict::NeedsRerun << u"wait for the new tests"_s;
        QTest::newRow("reopen") << u"F3"_s << Verdict::Open << QString();
    }

    void recordsEachVerdict()
    {
        QFETCH(QString, flagId);
        QFETCH(Verdict, verdict);
        QFETCH(QString, note);
        Task task = load();
        const QDateTime at(QDate(2026, 11, 30), QTime(9, 15, 0), Qt::UTC);

        const Result<void> status = recordVerdict(m_root, task, flagId, verdict, note, u"Grace Hopper"_s, at);
        QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
        QCOMPARE(findFlag(task, flagId)->verdict, verdict);

        const Task reloaded = load();
        const Flag *flag = findFlag(reloaded, flagId);
        QVERIFY(flag);
        QCOMPARE(flag->verdict, verdict);
        QCOMPARE(flag->verdictNote, note);
        if (verdict == Verdict::Open) {
            QVERIFY(flag->verdictBy.isEmpty());
            QVERIFY(!flag->verdictAt.isValid());
        } else {
            QCOMPARE(flag->verdictBy, u"Grace Hopper"_s);
            QCOMPARE(flag->verdictAt, at);
        }
        // The other flags keep what they had.
        const Task original = [] {
            Result<Task> t = loadTask(demoSourcePath(), kTaskId);
            return t ? std::move(t).value() : Task{};
        }();
        for (const Flag &f : original.flags) {
            if (f.id == flagId)
                continue;
            QCOMPARE(findFlag(reloaded, f.id)->verdict, f.verdict);
            QCOMPARE(findFlag(reloaded, f.id)->verdictNote, f.verdictNote);
        }
    }

    void dismissWithoutNoteIsRefused()
    {
        Task task = load();
        const QByteArray before = readFile(reviewPath());
        const Result<void> status = recordVerdict(m_root, task, u"F1"_s, Verdict::Dismissed, u"   "_s, u"Grace"_s);
        QVERIFY(!status);
        QVERIFY(status.error().message.contains(u"note"_s));
        QCOMPARE(findFlag(task, u"F1"_s)->verdict, Verdict::Open);
        QCOMPARE(readFile(reviewPath()), before);
    }

    void unknownFlagIsRefused()
    {
        Task task = load();
        const Result<void> status = recordVerdict(m_root, task, u"F99"_s, Verdict::Confirmed, {}, u"Grace"_s);
        QVERIFY(!status);
        QCOMPARE(status.error().code, Error::Code::NotFound);
    }

    // A verdict without a flag id is written nowhere: not in review.json, not in the curator's own file.
    void verdictWithoutAFlagIdIsRefused()
    {
        Task task = load();
        const QByteArray before = readFile(reviewPath());
        const Result<void> status = recordVerdict(m_root, task, QString(), Verdict::Confirmed, {}, u"Grace"_s);
        QVERIFY(!status);
        QVERIFY2(status.error().message.contains(u"id of the flag"_s), qPrintable(status.error().toString()));
        QCOMPARE(readFile(reviewPath()), before);
        const Result<QString> own = recordCuratorVerdict(m_root, kTaskId, u"Grace"_s, QString(), Verdict::Confirmed, {},
                                                         QDateTime::currentDateTimeUtc());
        QVERIFY(!own);
        QVERIFY(!QFileInfo::exists(m_root + u"/tasks/"_s + kTaskId + u"/reviews"_s));
    }

    void failedWriteLeavesTaskUnchanged_data()
    {
        QTest::addColumn<bool>("folderInTheWay");
        QTest::newRow("read-only file") << false;
        QTest::newRow("folder in the way") << true;
    }

    void failedWriteLeavesTaskUnchanged()
    {
        QFETCH(bool, folderInTheWay);
        if (folderInTheWay) {
            QVERIFY(QFile::remove(reviewPath()));
            QVERIFY(QDir().mkdir(reviewPath()));
        } else {
            if (::geteuid() == 0)
                QSKIP("root writes read-only files; the folder row covers a failed write");
            QVERIFY(QFile::setPermissions(reviewPath(), QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        }
        Task task = folderInTheWay ? [] {
            Result<Task> t = loadTask(demoSourcePath(), kTaskId);
            return t ? std::move(t).value() : Task{};
        }()
                                   : load();
        QVERIFY(!task.flags.isEmpty());
        const QList<Flag> before = task.flags;

        const Result<void> status = recordVerdict(m_root, task, u"F1"_s, Verdict::Confirmed, u"seen it"_s, u"Grace"_s);
        QVERIFY(!status);
        QCOMPARE(status.error().file, reviewPath());
        QVERIFY2(status.error().message.contains(reviewPath()), qPrintable(status.error().message));
        QCOMPARE(task.flags.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            QCOMPARE(task.flags[i].verdict, before[i].verdict);
            QCOMPARE(task.flags[i].verdictNote, before[i].verdictNote);
            QCOMPARE(task.flags[i].verdictBy, before[i].verdictBy);
            QCOMPARE(task.flags[i].verdictAt, before[i].verdictAt);
        }
    }

    void sameVerdictTwiceLeavesTheFilesAlone()
    {
        // Recording what the file already says changes nothing on disk: no new time stamp, nothing for git or a
        // file watcher to pick up.
        const QDateTime at(QDate(2026, 11, 30), QTime(9, 15, 0), Qt::UTC);
        Task task = load();
        QVERIFY(recordVerdict(m_root, task, u"F1"_s, Verdict::Confirmed, u"seen it"_s, u"Grace"_s, at));
        const Result<QString> mine =
            recordCuratorVerdict(m_root, kTaskId, u"Grace"_s, u"F1"_s, Verdict::Confirmed, u"seen it"_s, at);
        QVERIFY(mine);
        const QString mineFile = m_root + u'/' + *mine;
        const QByteArray review = readFile(reviewPath());
        const QByteArray own = readFile(mineFile);
        const QDateTime hourAgo = backdateFile(reviewPath());
        QVERIFY(hourAgo.isValid());
        QCOMPARE(backdateFile(mineFile).toSecsSinceEpoch(), hourAgo.toSecsSinceEpoch());

        Task again = load();
        QVERIFY(recordVerdict(m_root, again, u"F1"_s, Verdict::Confirmed, u"seen it"_s, u"Grace"_s, at));
        QVERIFY(recordCuratorVerdict(m_root, kTaskId, u"Grace"_s, u"F1"_s, Verdict::Confirmed, u"seen it"_s, at));
        QCOMPARE(QFileInfo(reviewPath()).lastModified().toSecsSinceEpoch(), hourAgo.toSecsSinceEpoch());
        QCOMPARE(QFileInfo(mineFile).lastModified().toSecsSinceEpoch(), hourAgo.toSecsSinceEpoch());
        QCOMPARE(readFile(reviewPath()), review);
        QCOMPARE(readFile(mineFile), own);

        // A different verdict is written.
        QVERIFY(recordVerdict(m_root, again, u"F1"_s, Verdict::Dismissed, u"not a bug"_s, u"Grace"_s, at));
        QVERIFY(QFileInfo(reviewPath()).lastModified() > hourAgo.addSecs(60));
        QVERIFY(readFile(reviewPath()) != review);
    }

    void curatorsOwnVerdictsFeedTheirAgreement()
    {
        const QDateTime at(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
        // Ada and Alan judge the same three flags; they agree on two.
        for (const auto &[flag, ada, alan] : {std::tuple{u"F1"_s, Verdict::Confirmed, Verdict::Confirmed},
                                              std::tuple{u"F2"_s, Verdict::Dismissed, Verdict::Dismissed},
                                              std::tuple{u"F3"_s, Verdict::Confirmed, Verdict::Dismissed}}) {
            const Result<QString> a = recordCuratorVerdict(m_root, kTaskId, u"Ada Lovelace"_s, flag, ada, u"a"_s, at);
            QVERIFY2(a, qPrintable(a ? QString() : a.error().toString()));
            QCOMPARE(*a, u"tasks/"_s + kTaskId + u"/reviews/ada-lovelace.json"_s);
            QVERIFY(recordCuratorVerdict(m_root, kTaskId, u"Alan Turing"_s, flag, alan, {}, at));
        }
        // A later verdict on the same flag replaces the curator's earlier one.
        QVERIFY(recordCuratorVerdict(m_root, kTaskId, u"Alan Turing"_s, u"F3"_s, Verdict::Confirmed, {}, at));
        QVERIFY(recordCuratorVerdict(m_root, kTaskId, u"Alan Turing"_s, u"F3"_s, Verdict::Dismissed, {}, at));
        // The task still loads and checks clean with the files beside it.
        QVERIFY(loadTask(m_root, kTaskId));
        QVERIFY(checkDataset(m_root).isEmpty());

        const Result<DatasetStats> stats = computeStats(m_root);
        QVERIFY(stats);
        QCOMPARE(stats->agreement.size(), 1);
        const CuratorAgreement &pair = stats->agreement.first();
        QCOMPARE(pair.n, 3);
        QCOMPARE(pair.agreed, 2);
        // po = 2/3; pe = (2/3 * 1/3) + (1/3 * 2/3) = 4/9; kappa = (2/3 - 4/9) / (1 - 4/9) = 0.4
        QVERIFY(pair.kappa);
        QVERIFY(qAbs(*pair.kappa - 0.4) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestVerdicts)
#include "tst_verdicts.moc"
