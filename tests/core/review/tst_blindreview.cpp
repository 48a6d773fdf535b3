// Blind review on the demo dataset: the task as a blind reviewer sees it, and a curator's blind verdict on disk.
#include <core/dataset/datasetio.h>
#include <core/review/blindreview.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestBlindReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
    }

    void blindTaskHidesModelsAndFlags()
    {
        Result<Task> loaded = loadTask(m_root, u"coin-hours-split"_s);
        QVERIFY(loaded);
        const Task &task = *loaded;
        const Task blind = blindedTask(task);
        QCOMPARE(blind.attempts.size(), task.attempts.size());
        QStringList models;
        for (int i = 0; i < blind.attempts.size(); ++i) {
            const Attempt &a = blind.attempts.at(i);
            QVERIFY(a.agent.isEmpty());
            QVERIFY2(a.model.startsWith(u"Model "_s), qPrintable(a.model));
            QVERIFY(!a.model.contains(task.attempts.at(i).model));
            // The same model keeps the same letter: attempts can still be grouped, not named.
            for (int j = 0; j < i; ++j)
                QCOMPARE(blind.attempts.at(j).model == a.model, task.attempts.at(j).model == task.attempts.at(i).model);
            models.append(a.model);
        }
        QCOMPARE(models.first(), u"Model A"_s);
        QVERIFY(!task.flags.isEmpty());
        QVERIFY(blind.flags.isEmpty());
        // What the curator works on is untouched.
        QCOMPARE(blind.tests.files.size(), task.tests.files.size());
        QCOMPARE(blind.referencePatch, task.referencePatch);
        QCOMPARE(blind.attempts.first().patch, task.attempts.first().patch);
    }

    void verdictRoundTripPerCurator()
    {
        const QString task = u"wallet-lock"_s;
        auto none = loadBlindVerdict(m_root, task, u"Ada Lovelace"_s);
        QVERIFY(none);
        QVERIFY(!none->has_value());

        BlindVerdict ada{true, false, u"the salt is never checked"_s, u"Ada Lovelace"_s,
                         QDateTime(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC)};
        QVERIFY(saveBlindVerdict(m_root, task, ada));
        BlindVerdict alan{false, true, u"pins a private name"_s, u"Alan Turing"_s, ada.at};
        QVERIFY(saveBlindVerdict(m_root, task, alan));
        QCOMPARE(blindVerdictPath(m_root, task, u"Ada Lovelace"_s),
                 m_root + u"/tasks/wallet-lock/blind/ada-lovelace.json"_s);

        auto back = loadBlindVerdict(m_root, task, u"Ada Lovelace"_s);
        QVERIFY(back && back->has_value());
        QCOMPARE((*back)->passesWrongPatch, true);
        QCOMPARE((*back)->rejectsValidPatch, false);
        QCOMPARE((*back)->note, ada.note);
        QCOMPARE((*back)->by, ada.by);
        QCOMPARE((*back)->at, ada.at);
        auto other = loadBlindVerdict(m_root, task, u"Alan Turing"_s);
        QVERIFY(other && other->has_value());
        QCOMPARE((*other)->rejectsValidPatch, true);

        // A blind verdict beside the task does not disturb loading or checking it.
        QVERIFY(loadTask(m_root, task));

        // A damaged file is an error naming it and the value that is wrong.
        const QString path = blindVerdictPath(m_root, task, u"Alan Turing"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"passes_wrong_patch\": \"yes\",\n  \"rejects_valid_patch\": false\n}\n");
        f.close();
        auto broken = loadBlindVerdict(m_root, task, u"Alan Turing"_s);
        QVERIFY(!broken);
        QCOMPARE(broken.error().file, path);
        QVERIFY2(broken.error().toString().contains(u"/passes_wrong_patch"_s), qPrintable(broken.error().toString()));
    }

    void sameBlindVerdictKeepsTheFile()
    {
        const QString task = u"spend-policy"_s;
        const BlindVerdict grace{true, true, u"both ways"_s, u"Grace Hopper"_s,
                                 QDateTime(QDate(2026, 12, 2), QTime(11, 0), Qt::UTC)};
        QVERIFY(saveBlindVerdict(m_root, task, grace));
        const QString path = blindVerdictPath(m_root, task, grace.by);
        const QDateTime hourAgo = backdateFile(path);
        QVERIFY(hourAgo.isValid());
        // Saving the verdict the file already holds leaves it as it is: git and the history see no change.
        QVERIFY(saveBlindVerdict(m_root, task, grace));
        QCOMPARE(QFileInfo(path).lastModified().toSecsSinceEpoch(), hourAgo.toSecsSinceEpoch());
        BlindVerdict changed = grace;
        changed.rejectsValidPatch = false;
        QVERIFY(saveBlindVerdict(m_root, task, changed));
        QVERIFY(QFileInfo(path).lastModified() > hourAgo.addSecs(60));
        auto back = loadBlindVerdict(m_root, task, grace.by);
        QVERIFY(back && back->has_value());
        QCOMPARE((*back)->rejectsValidPatch, false);
    }

private:
    QTemporaryDir m_dir;
    QString m_root;
};

QTEST_GUILESS_MAIN(TestBlindReview)
#include "tst_blindreview.moc"
