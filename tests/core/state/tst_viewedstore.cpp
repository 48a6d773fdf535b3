// Viewed ticks remembered per dataset, task and patch, in real files.

#include <core/state/viewedstore.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestViewedStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString folder() const { return m_dir.filePath(u"viewed"_s); }
    QString dataset(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(dataset(u"one"_s)));
        QVERIFY(QDir().mkpath(dataset(u"two"_s)));
    }

    void init() { QDir(folder()).removeRecursively(); }

    void remembersAcrossInstances()
    {
        const QByteArray patch = "diff --git a/x b/x\n"_ba;
        {
            ViewedStore store(folder());
            QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), patch).isEmpty());
            QVERIFY(store.setTicks(dataset(u"one"_s), u"t1"_s, QString(), patch,
                                   {{u"a.py"_s, 0}, {u"a.py"_s, -1}, {u"b.py"_s, 2}}));
            QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, u"gpt-4o-1"_s, patch, u"c.py"_s, 1, true));
            QVERIFY(QFile::exists(store.fileFor(dataset(u"one"_s))));
        }
        ViewedStore store(folder());
        QList<ViewedTick> reference = store.ticks(dataset(u"one"_s), u"t1"_s, QString(), patch);
        std::sort(reference.begin(), reference.end());
        QCOMPARE(reference, (QList<ViewedTick>{{u"a.py"_s, -1}, {u"a.py"_s, 0}, {u"b.py"_s, 2}}));
        QCOMPARE(store.ticks(dataset(u"one"_s), u"t1"_s, u"gpt-4o-1"_s, patch), (QList<ViewedTick>{{u"c.py"_s, 1}}));
        // Other tasks, owners and datasets are separate.
        QVERIFY(store.ticks(dataset(u"one"_s), u"t2"_s, QString(), patch).isEmpty());
        QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, u"gpt-4o-0"_s, patch).isEmpty());
        QVERIFY(store.ticks(dataset(u"two"_s), u"t1"_s, QString(), patch).isEmpty());
        QVERIFY(store.fileFor(dataset(u"one"_s)) != store.fileFor(dataset(u"two"_s)));
        QVERIFY(store.takeErrors().isEmpty());
    }

    void forgetsTicksWhenThePatchChanges()
    {
        ViewedStore store(folder());
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "old patch"_ba, u"a.py"_s, 0, true));
        QCOMPARE(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), "old patch"_ba).size(), 1);
        QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), "new patch"_ba).isEmpty());
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "new patch"_ba, u"b.py"_s, -1, true));
        QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), "old patch"_ba).isEmpty());
    }

    void unticking()
    {
        ViewedStore store(folder());
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba, u"a.py"_s, 0, true));
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba, u"a.py"_s, 0, false));
        QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba).isEmpty());
        ViewedStore reread(folder());
        QVERIFY(reread.ticks(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba).isEmpty());
    }

    void corruptFileStartsEmpty()
    {
        ViewedStore writer(folder());
        QVERIFY(writer.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba, u"a.py"_s, 0, true));
        QFile file(writer.fileFor(dataset(u"one"_s)));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ not json");
        file.close();

        ViewedStore store(folder());
        QVERIFY(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba).isEmpty());
        const QList<Error> errors = store.takeErrors();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().file, store.fileFor(dataset(u"one"_s)));
        QVERIFY(store.takeErrors().isEmpty());
        // Writing again replaces the damaged file with a good one.
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba, u"b.py"_s, 0, true));
        ViewedStore reread(folder());
        QCOMPARE(reread.ticks(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba), (QList<ViewedTick>{{u"b.py"_s, 0}}));
        QVERIFY(reread.takeErrors().isEmpty());
    }

    // Marks written before this version of Heddle (sorted keys, four-space indent) are still read, and kept when
    // more are added.
    void readsMarksInTheFormAlreadyOnDisk()
    {
        const QByteArray patch = "diff --git a/x b/x\n"_ba;
        const QByteArray digest = QCryptographicHash::hash(patch, QCryptographicHash::Sha256).toHex();
        ViewedStore writer(folder());
        const QString root = QFileInfo(dataset(u"one"_s)).canonicalFilePath();
        QVERIFY(QDir().mkpath(folder()));
        {
            QFile file(writer.fileFor(root));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\n"
                       "    \"dataset\": \"" +
                       root.toUtf8() +
                       "\",\n"
                       "    \"tasks\": {\n"
                       "        \"t1\": {\n"
                       "            \"\": {\n"
                       "                \"patch\": \"" +
                       digest +
                       "\",\n"
                       "                \"ticks\": [\n"
                       "                    [\n"
                       "                        \"a.py\",\n"
                       "                        -1\n"
                       "                    ],\n"
                       "                    [\n"
                       "                        \"caf\u00e9.py\",\n"
                       "                        2\n"
                       "                    ]\n"
                       "                ]\n"
                       "            }\n"
                       "        }\n"
                       "    },\n"
                       "    \"version\": 1\n"
                       "}\n");
        }

        ViewedStore store(folder());
        QCOMPARE(store.ticks(dataset(u"one"_s), u"t1"_s, QString(), patch),
                 (QList<ViewedTick>{{u"a.py"_s, -1}, {u"café.py"_s, 2}}));
        QVERIFY(store.takeErrors().isEmpty());
        QVERIFY(store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), patch, u"b.py"_s, 0, true));
        ViewedStore reread(folder());
        QCOMPARE(reread.ticks(dataset(u"one"_s), u"t1"_s, QString(), patch),
                 (QList<ViewedTick>{{u"a.py"_s, -1}, {u"b.py"_s, 0}, {u"café.py"_s, 2}}));
    }

    void unwritableFolderIsAnError()
    {
        const QString blocker = m_dir.filePath(u"blocker"_s);
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        ViewedStore store(blocker + u"/viewed"_s);
        const Result<void> saved = store.setViewed(dataset(u"one"_s), u"t1"_s, QString(), "p"_ba, u"a.py"_s, 0, true);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, Error::Code::Io);
    }
};

QTEST_GUILESS_MAIN(TestViewedStore)
#include "tst_viewedstore.moc"
