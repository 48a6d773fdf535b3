// `heddle screenshot` renders each view of a demo task offscreen into a PNG, in a real process.

#include <core/dataset/datasetio.h>
#include <core/mutation/mutationflags.h>
#include <core/present/beats.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/mutationrecords.h>
#include <tests/support/processes.h>
#include <tests/support/gui/images.h>

#include <QImage>
#include <QStandardPaths>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

// The verb must pick the offscreen platform itself.
ProcessRun screenshot(const QStringList &args)
{
    return runHeddle(QStringList{u"screenshot"_s} + args,
                     {.timeoutMs = 120000, .unsetEnvironment = {u"QT_QPA_PLATFORM"_s}});
}

} // namespace

class TestScreenshotVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;
    QString m_mutationFlag; // a flag of the mutation analysis recorded on coin-hours-split

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_demo.install());
        Result<Task> task = loadTask(m_demo.root(), u"coin-hours-split"_s);
        QVERIFY(task);
        const MutationRecord record = mutationRecordOf(*task, 4, u"20260301-101500-ab12"_s);
        QVERIFY(recordMutationAnalysis(m_demo.root(), *task, record));
        m_mutationFlag = computeMutationFlags(*task, record).value(0).id;
        QVERIFY(!m_mutationFlag.isEmpty());
    }

    void rendersEachView_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QSize>("size");
        QTest::newRow("overview") << u"overview"_s << QStringList{} << QSize(900, 600);
        QTest::newRow("matrix") << u"matrix"_s << QStringList{} << QSize(900, 600);
        QTest::newRow("trajectory") << u"trajectory"_s << QStringList{u"--attempt"_s, u"claude-3-5-sonnet-1"_s}
                                    << QSize(900, 600);
        QTest::newRow("diff") << u"diff"_s << QStringList{u"--attempt"_s, u"gpt-4o-0"_s} << QSize(900, 600);
        QTest::newRow("tests") << u"tests"_s << QStringList{u"--file"_s, u"tests/test_hours_split.py"_s}
                               << QSize(900, 600);
        QTest::newRow("flags") << u"flags"_s << QStringList{u"--flag"_s, u"F1"_s} << QSize(900, 600);
        QTest::newRow("window") << u"window"_s << QStringList{} << QSize(1280, 760);
        QTest::newRow("mutants") << u"mutants"_s << QStringList{u"--flag"_s, m_mutationFlag} << QSize(800, 500);
    }

    void rendersEachView()
    {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QSize, size);
        const QString png = m_demo.folder() + u'/' + view + u".png"_s;
        const ProcessRun run =
            screenshot(QStringList{m_demo.root(), u"coin-hours-split"_s, u"--view"_s, view, u"--out"_s, png,
                                   u"--size"_s, u"%1x%2"_s.arg(size.width()).arg(size.height())} +
                       extra);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        QVERIFY(run.outText().contains(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), size);
        QVERIFY2(distinctColours(image) > 8, "the view rendered blank");
    }

    void highDpiAndDark()
    {
        const QString png = m_demo.folder() + u"/dark2x.png"_s;
        const ProcessRun run =
            screenshot({m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"overview"_s, u"--out"_s, png, u"--size"_s,
                        u"600x400"_s, u"--scale"_s, u"2"_s, u"--theme"_s, u"dark"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 800));
        QVERIFY2(meanLightness(image) < 0.4, "the dark theme rendered light");
        const QString light = m_demo.folder() + u"/light.png"_s;
        QCOMPARE(screenshot({m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"overview"_s, u"--out"_s, light,
                             u"--size"_s, u"600x400"_s})
                     .exitCode,
                 0);
        QVERIFY(meanLightness(QImage(light)) > 0.6);
    }

    // Each beat of the presentation renders at the size asked; a beat past the last one names the count.
    void rendersPresentationBeats()
    {
        const QString first = m_demo.folder() + u"/beat1.png"_s;
        ProcessRun run = screenshot({m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"present"_s, u"--beat"_s,
                                     u"1"_s, u"--width"_s, u"1024"_s, u"--height"_s, u"640"_s, u"--out"_s, first});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        QCOMPARE(QImage(first).size(), QSize(1024, 640));
        QVERIFY2(distinctColours(QImage(first)) > 3, "the query beat rendered blank");

        // coin-hours-split: the query, 5 categories, 6 graph beats (the others offered), the matrix, its flags and
        // the validation.
        Result<Task> task = loadTask(m_demo.root(), u"coin-hours-split"_s);
        QVERIFY(task);
        const QList<Beat> beats = generateBeats(*task);
        const int count = int(std::count_if(beats.cbegin(), beats.cend(), [](const Beat &b) { return !b.offered; }));
        QCOMPARE(count, 14 + int(task->flags.size()));
        const QString last = m_demo.folder() + u"/beat7.png"_s;
        run = screenshot({m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"present"_s, u"--beat"_s, u"7"_s,
                          u"--size"_s, u"800x500"_s, u"--out"_s, last});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QImage graph(last);
        QCOMPARE(graph.size(), QSize(800, 500));
        QVERIFY2(distinctColours(graph) > 8, "the graph beat rendered blank");

        const QString none = m_demo.folder() + u"/beyond.png"_s;
        const QString beyond = QString::number(count + 1);
        run = screenshot(
            {m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"present"_s, u"--beat"_s, beyond, u"--out"_s, none});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.errText().contains(u"no beat "_s + beyond) && run.errText().contains(u"has %1 beat"_s.arg(count)),
                 qPrintable(run.errText()));
        QVERIFY(!QFile::exists(none));
        run = screenshot(
            {m_demo.root(), u"coin-hours-split"_s, u"--view"_s, u"present"_s, u"--beat"_s, u"0"_s, u"--out"_s, none});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.errText().contains(u"has %1 beat"_s.arg(count)), qPrintable(run.errText()));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown view") << QStringList{u"DEMO"_s,   u"coin-hours-split"_s,
                                                     u"--view"_s, u"graph"_s,
                                                     u"--out"_s,  u"x.png"_s}
                                      << 2 << u"--view takes overview, matrix"_s;
        QTest::newRow("no out") << QStringList{u"DEMO"_s, u"coin-hours-split"_s} << 2 << u"--out"_s;
        QTest::newRow("unknown task") << QStringList{u"DEMO"_s, u"no-such-task"_s, u"--out"_s, u"x.png"_s} << 1
                                      << u"no-such-task"_s;
        QTest::newRow("unknown flag") << QStringList{u"DEMO"_s,   u"coin-hours-split"_s,
                                                     u"--view"_s, u"flags"_s,
                                                     u"--flag"_s, u"F99"_s,
                                                     u"--out"_s,  u"x.png"_s}
                                      << 1 << u"F99"_s;
        QTest::newRow("present without a beat")
            << QStringList{u"DEMO"_s, u"coin-hours-split"_s, u"--view"_s, u"present"_s, u"--out"_s, u"x.png"_s} << 2
            << u"--beat"_s;
        QTest::newRow("a beat of another view")
            << QStringList{u"DEMO"_s, u"coin-hours-split"_s, u"--view"_s, u"matrix"_s, u"--beat"_s, u"2"_s, u"--out"_s,
                           u"x.png"_s}
            << 2 << u"--beat"_s;
        QTest::newRow("mutants without a flag")
            << QStringList{u"DEMO"_s, u"coin-hours-split"_s, u"--view"_s, u"mutants"_s, u"--out"_s, u"x.png"_s} << 2
            << u"--flag"_s;
        QTest::newRow("mutants of a review flag") << QStringList{u"DEMO"_s,   u"coin-hours-split"_s,
                                                                 u"--view"_s, u"mutants"_s,
                                                                 u"--flag"_s, u"F1"_s,
                                                                 u"--out"_s,  u"x.png"_s}
                                                  << 1 << u"F1 is not a mutation flag"_s;
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        args.replaceInStrings(u"DEMO"_s, m_demo.root());
        args.replaceInStrings(u"x.png"_s, m_demo.folder() + u"/x.png"_s);
        const ProcessRun run = screenshot(args);
        QCOMPARE(run.exitCode, code);
        QVERIFY2(run.errText().contains(message), qPrintable(run.errText()));
        QVERIFY(!QFile::exists(m_demo.folder() + u"/x.png"_s));
    }
};

QTEST_GUILESS_MAIN(TestScreenshotVerb)
#include "tst_screenshotverb.moc"
