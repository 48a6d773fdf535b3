// `heddle screenshot` renders each view of a demo task offscreen into a PNG, in a real process.
#include <core/demo/demodataset.h>

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run runHeddle(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"QT_QPA_PLATFORM"_s); // the verb must pick the offscreen platform itself
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEDDLE_BINARY), QStringList{u"screenshot"_s} + args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// Distinct colours in a coarse sample: a blank or single-colour image has one or two.
int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

double meanLightness(const QImage &image)
{
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += 9)
        for (int x = 0; x < image.width(); x += 9, ++n)
            sum += QColor(image.pixel(x, y)).lightnessF();
    return n ? sum / n : 0;
}

} // namespace

class TestScreenshotVerb : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto root = installDemoDataset(m_dir.path() + u"/demo"_s);
        QVERIFY(root);
        m_demo = *root;
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
    }

    void rendersEachView()
    {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QSize, size);
        const QString png = m_dir.path() + u'/' + view + u".png"_s;
        const Run run = runHeddle(QStringList{m_demo, u"coin-hours-split"_s, u"--view"_s, view, u"--out"_s, png,
                                              u"--size"_s, u"%1x%2"_s.arg(size.width()).arg(size.height())} +
                                  extra);
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), size);
        QVERIFY2(distinctColours(image) > 8, "the view rendered blank");
    }

    void highDpiAndDark()
    {
        const QString png = m_dir.path() + u"/dark2x.png"_s;
        const Run run = runHeddle({m_demo, u"coin-hours-split"_s, u"--view"_s, u"overview"_s, u"--out"_s, png,
                                   u"--size"_s, u"600x400"_s, u"--scale"_s, u"2"_s, u"--theme"_s, u"dark"_s});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 800));
        QVERIFY2(meanLightness(image) < 0.4, "the dark theme rendered light");
        const QString light = m_dir.path() + u"/light.png"_s;
        QCOMPARE(runHeddle({m_demo, u"coin-hours-split"_s, u"--view"_s, u"overview"_s, u"--out"_s, light, u"--size"_s,
                            u"600x400"_s})
                     .code,
                 0);
        QVERIFY(meanLightness(QImage(light)) > 0.6);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown view") << QStringList{u"DEMO"_s,   u"coin-hours-split"_s,
                                                     u"--view"_s, u"graph"_s,
                                                     u"--out"_s,  u"x.png"_s}
                                      << 2 << u"overview|matrix"_s;
        QTest::newRow("no out") << QStringList{u"DEMO"_s, u"coin-hours-split"_s} << 2 << u"--out"_s;
        QTest::newRow("unknown task") << QStringList{u"DEMO"_s, u"no-such-task"_s, u"--out"_s, u"x.png"_s} << 1
                                      << u"no-such-task"_s;
        QTest::newRow("unknown flag") << QStringList{u"DEMO"_s,   u"coin-hours-split"_s,
                                                     u"--view"_s, u"flags"_s,
                                                     u"--flag"_s, u"F99"_s,
                                                     u"--out"_s,  u"x.png"_s}
                                      << 1 << u"F99"_s;
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        args.replaceInStrings(u"DEMO"_s, m_demo);
        args.replaceInStrings(u"x.png"_s, m_dir.path() + u"/x.png"_s);
        const Run run = runHeddle(args);
        QCOMPARE(run.code, code);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(m_dir.path() + u"/x.png"_s));
    }
};

QTEST_GUILESS_MAIN(TestScreenshotVerb)
#include "tst_screenshotverb.moc"
