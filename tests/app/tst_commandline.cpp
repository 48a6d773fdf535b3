// The heddle executable's manners with a command line it cannot run, as real processes: a mistyped verb, a path that
// is not there, an unknown option (usage errors, exit 2) and a window without a display (exit 1, before Qt could
// abort); and the two decisions behind them.

#include <app/cli/commandline.h>
#include <tests/support/processes.h>

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

// As a terminal without any display: no X, no Wayland, and Qt left to pick its default platform.
HeddleOptions withoutDisplay()
{
    return {.unsetEnvironment = {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s}};
}

void verifyNoDisplayMessage(const ProcessRun &r)
{
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.errText().contains(u"no display"_s), r.err.constData());
    QVERIFY2(r.errText().contains(u"xvfb-run -a heddle"_s), r.err.constData());
    QVERIFY2(r.errText().contains(u"DISPLAY"_s), r.err.constData());
    QVERIFY2(r.errText().contains(u"'heddle --help'"_s), r.err.constData());
    QVERIFY2(!r.errText().contains(u"platform plugin"_s), r.err.constData());
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void mistypedVerb_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("meant");
        QTest::newRow("one letter more") << u"mutatee"_s << u"mutate"_s;
        QTest::newRow("two letters swapped") << u"sreach"_s << u"search"_s;
        QTest::newRow("unique prefix") << u"val"_s << u"validate"_s;
        QTest::newRow("one letter wrong") << u"infp"_s << u"info"_s;
    }

    void mistypedVerb()
    {
        QFETCH(QString, word);
        QFETCH(QString, meant);
        // Even without a display: the word is answered before anything would need one.
        const ProcessRun r = runHeddle({word}, withoutDisplay());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"'"_s + word + u"' is neither a verb nor"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"Did you mean '"_s + meant + u"'?"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"Verbs: info, check, import"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"screenshot"_s), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void pathThatIsNotThere()
    {
        const QString missing = m_dir.filePath(u"no/such/folder"_s);
        for (const HeddleOptions &options : {HeddleOptions{}, withoutDisplay()}) {
            const ProcessRun r = runHeddle({missing}, options);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.errText().contains(u"'"_s + missing + u"' is neither a verb nor an existing file or folder"_s),
                     r.err.constData());
            QVERIFY2(r.errText().contains(u"Verbs: "_s), r.err.constData());
            QVERIFY2(!r.errText().contains(u"Did you mean"_s), r.err.constData());
        }
    }

    void wordAfterQtsOptions()
    {
        // Qt's own options are skipped over to find the word that would be opened.
        const ProcessRun r = runHeddle({u"-platform"_s, u"offscreen"_s, u"mutatee"_s}, withoutDisplay());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"Did you mean 'mutate'?"_s), r.err.constData());
    }

    void unknownOption()
    {
        const ProcessRun r = runHeddle({u"--verison"_s}, withoutDisplay());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"unknown option '--verison'"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"Did you mean '--version'?"_s), r.err.constData());
    }

    void helpAndVersionStillAnswer()
    {
        const ProcessRun help = runHeddle({u"--help"_s}, withoutDisplay());
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.outText().contains(u"heddle VERB [OPTIONS...]"_s));
        const ProcessRun version = runHeddle({u"--version"_s}, withoutDisplay());
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.outText().startsWith(u"heddle "_s));
    }

    void windowWithoutDisplay()
    {
        verifyNoDisplayMessage(runHeddle({u"--demo"_s}, withoutDisplay()));
        verifyNoDisplayMessage(runHeddle({}, withoutDisplay()));
        // The window's own options after the first word are still its own, not unknown ones.
        verifyNoDisplayMessage(runHeddle({u"--demo"_s, u"--version"_s}, withoutDisplay()));
        // Paths that exist keep going to the window, whatever they hold: it is the window that says it cannot open a
        // folder that is no dataset, so here it is the display that is missing.
        QTemporaryDir empty;
        verifyNoDisplayMessage(runHeddle({empty.path()}, withoutDisplay()));
        QFile file(m_dir.filePath(u"notes.txt"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a dataset\n");
        file.close();
        verifyNoDisplayMessage(runHeddle({file.fileName()}, withoutDisplay()));
        // Asking for X or Wayland by name does not make a display.
        HeddleOptions xcb = withoutDisplay();
        xcb.environment = {{u"QT_QPA_PLATFORM"_s, u"xcb"_s}};
        verifyNoDisplayMessage(runHeddle({u"--demo"_s}, xcb));
        verifyNoDisplayMessage(runHeddle({u"-platform"_s, u"wayland"_s, u"--demo"_s}, withoutDisplay()));
    }

    void platformWithoutDisplayIsLeftToQt()
    {
        // A platform that needs no display gets past the check; one that does not exist then shows it was Qt that
        // was asked (Qt aborts with its own message), not the check that stopped it. runHeddle keeps no output of a
        // crash, so the process is run here.
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"DISPLAY"_s);
        environment.remove(u"WAYLAND_DISPLAY"_s);
        environment.insert(u"QT_QPA_PLATFORM"_s, u"nosuchplatform"_s);
        environment.insert(u"XDG_CACHE_HOME"_s, m_dir.filePath(u"cache"_s));
        process.setProcessEnvironment(environment);
        process.start(heddleBinary(), {u"--demo"_s});
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY(process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0);
        QVERIFY2(!err.contains(u"xvfb-run"_s), qPrintable(err));
        QVERIFY2(err.contains(u"\"nosuchplatform\""_s), qPrintable(err));
    }

    void closeWords()
    {
        const QStringList verbs = {u"info"_s, u"check"_s, u"stats"_s, u"search"_s, u"screenshot"_s, u"mutate"_s};
        QCOMPARE(cli::closeWords(u"mutatee"_s, verbs), QStringList{u"mutate"_s});
        QCOMPARE(cli::closeWords(u"scr"_s, verbs), QStringList{u"screenshot"_s});
        QCOMPARE(cli::closeWords(u"stat"_s, verbs), QStringList{u"stats"_s});
        QCOMPARE(cli::closeWords(u"s"_s, verbs), (QStringList{u"stats"_s, u"search"_s, u"screenshot"_s}));
        QCOMPARE(cli::closeWords(u"chekc"_s, verbs), QStringList{u"check"_s});
        QVERIFY(cli::closeWords(u"/no/such/folder"_s, verbs).isEmpty());
        QVERIFY(cli::closeWords(u"validation"_s, verbs).isEmpty());
    }

    void windowHasDisplay()
    {
        QVERIFY(cli::windowHasDisplay({}, true, false));
        QVERIFY(cli::windowHasDisplay({}, false, true));
        QVERIFY(!cli::windowHasDisplay({}, false, false));
        QVERIFY(!cli::windowHasDisplay(u"xcb"_s, false, false));
        QVERIFY(!cli::windowHasDisplay(u"wayland;xcb"_s, false, false));
        QVERIFY(!cli::windowHasDisplay(u"wayland-egl"_s, false, false));
        QVERIFY(cli::windowHasDisplay(u"offscreen"_s, false, false));
        QVERIFY(cli::windowHasDisplay(u"minimal"_s, false, false));
        QVERIFY(cli::windowHasDisplay(u"vnc:size=800x600"_s, false, false));
        QVERIFY(cli::windowHasDisplay(u"xcb;offscreen"_s, false, false));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
