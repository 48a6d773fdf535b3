// Shell completion as a shell does it: bash sources app/completion/heddle.bash, sets COMP_WORDS and COMP_CWORD and
// calls the completion function, which asks the built heddle (its `__complete`) on a real copy of the demo dataset.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kScripts = QStringLiteral(HEDDLE_SOURCE_DIR "/app/completion");

} // namespace

class TestCompletion : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;
    QStringList m_taskIds;

    // What bash offers for the word at cword of words (words[0] is the heddle executable), run in folder.
    QStringList complete(const QStringList &words, qsizetype cword, const QString &folder = {})
    {
        QProcess bash;
        bash.setWorkingDirectory(folder.isEmpty() ? m_demo.folder() : folder);
        const QString script = uR"(source "$1" || exit 3
shift
COMP_CWORD=$1
shift
COMP_WORDS=("$@")
_heddle || exit 4
printf '%s\n' "${COMPREPLY[@]}")"_s;
        bash.start(u"bash"_s, QStringList{u"--norc"_s, u"--noprofile"_s, u"-c"_s, script, u"bash"_s,
                                          kScripts + u"/heddle.bash"_s, QString::number(cword), heddleBinary()} +
                                  words);
        if (!bash.waitForFinished(60000) || bash.exitCode() != 0) {
            qWarning("bash failed: %s", bash.readAllStandardError().constData());
            return {u"<bash failed>"_s};
        }
        QStringList offered = QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        offered.sort();
        return offered;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"bash"_s).isEmpty())
            QSKIP("bash is not installed");
        QVERIFY(m_demo.install());
        QDir tasks(m_demo.root() + u"/tasks"_s);
        m_taskIds = tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QCOMPARE(m_taskIds.size(), 3); // heddle info says the demo has 3 tasks
    }

    void verbs()
    {
        QCOMPARE(complete({u"mu"_s}, 1), QStringList{u"mutate"_s});
        QCOMPARE(complete({u"pa"_s}, 1), (QStringList{u"parse-tests"_s, u"patch"_s}));
        const QStringList all = complete({QString()}, 1);
        for (const QString &verb : {u"info"_s, u"check"_s, u"validate"_s, u"search"_s, u"screenshot"_s, u"--demo"_s})
            QVERIFY2(all.contains(verb), qPrintable(all.join(u' ')));
        QVERIFY(!all.contains(u"__complete"_s));
        // heddle DATASET opens the window, so folders are offered with the verbs: the demo's among them.
        QVERIFY2(all.contains(u"demo"_s), qPrintable(all.join(u' ')));
        QCOMPARE(complete({u"--v"_s}, 1), QStringList{u"--version"_s});
    }

    void optionsOfAVerb()
    {
        QCOMPARE(complete({u"validate"_s, u"demo"_s, u"--t"_s}, 3), (QStringList{u"--tasks"_s, u"--timeout"_s}));
        QCOMPARE(complete({u"info"_s, u"--no"_s}, 2), QStringList{u"--no-index"_s});
        const QStringList mutate = complete({u"mutate"_s, u"demo"_s, u"--"_s}, 3);
        for (const QString &option : {u"--budget"_s, u"--jobs"_s, u"--no-cache"_s, u"--json"_s})
            QVERIFY2(mutate.contains(option), qPrintable(mutate.join(u' ')));
        QVERIFY(!mutate.contains(u"--as-submitted"_s)); // validate's, not mutate's
        // Literal values the help lists are offered for the option's value.
        QCOMPARE(complete({u"search"_s, u"demo"_s, u"q"_s, u"--flagged"_s, QString()}, 5),
                 (QStringList{u"FN"_s, u"FP"_s}));
    }

    void datasetFolders()
    {
        QCOMPARE(complete({u"info"_s, u"de"_s}, 2), QStringList{u"demo"_s});
        QCOMPARE(complete({u"validate"_s, u"--jobs"_s, u"2"_s, u"de"_s}, 4), QStringList{u"demo"_s});
    }

    void taskIds()
    {
        QCOMPARE(complete({u"validate"_s, u"demo"_s, u"--tasks"_s, QString()}, 4), m_taskIds);
        QCOMPARE(complete({u"screenshot"_s, u"demo"_s, QString()}, 3), m_taskIds);
        QCOMPARE(complete({u"search"_s, m_demo.root(), u"query"_s, u"--tasks"_s, QString()}, 5), m_taskIds);
        // bash splits --tasks=ID at '='.
        QCOMPARE(complete({u"mutate"_s, u"demo"_s, u"--tasks"_s, u"="_s, QString()}, 5), m_taskIds);
        // In a list, the ids already given stay in front and are not offered again.
        const QString first = m_taskIds.first();
        QStringList rest;
        for (const QString &id : m_taskIds.mid(1))
            rest << first + u',' + id;
        QCOMPARE(complete({u"validate"_s, u"demo"_s, u"--tasks"_s, first + u','}, 4), rest);
        // A prefix narrows them down.
        QCOMPARE(complete({u"screenshot"_s, u"demo"_s, first.left(first.size() - 1)}, 3).value(0), first);
        // Not a dataset: nothing to offer.
        QCOMPARE(complete({u"screenshot"_s, u"nowhere"_s, QString()}, 3), QStringList{});
    }

    void filesForFiles()
    {
        QDir(m_demo.folder()).mkpath(u"logs"_s);
        QFile log(m_demo.folder() + u"/logs/test_output.txt"_s);
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.close();
        QCOMPARE(complete({u"parse-tests"_s, u"logs/te"_s}, 2), QStringList{u"logs/test_output.txt"_s});
    }

    void completeNeedsTheWords()
    {
        const ProcessRun r = runHeddle({u"__complete"_s, u"3"_s, u"heddle"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"Usage: heddle __complete CWORD"_s), r.err.constData());
    }

    // What a verb says of itself, said once: every option its --help lists is offered after "--", the values its
    // help lists for an option are offered for it, and a usage error prints the help's usage line.
    void everyVerbsHelpAndCompletionAgree()
    {
        const ProcessRun usage = runHeddle({u"--help"_s});
        QCOMPARE(usage.exitCode, 0);
        const QString verbs = usage.outText().section(u"Verbs:\n"_s, 1);
        static const QRegularExpression verbLine(u"^  ([a-z][a-z-]*)  "_s, QRegularExpression::MultilineOption);
        static const QRegularExpression optionLine(u"^  (?:-\\w, )?(--[a-z][a-z-]*)"_s,
                                                   QRegularExpression::MultilineOption);
        int checked = 0;
        for (const QRegularExpressionMatch &verb : verbLine.globalMatch(verbs)) {
            const QString name = verb.captured(1);
            const ProcessRun help =
                runHeddle({name, u"--help"_s}, {.environment = {{u"QT_QPA_PLATFORM"_s, u"offscreen"_s}}});
            QCOMPARE(help.exitCode, 0);
            QStringList listed;
            for (const QRegularExpressionMatch &option :
                 optionLine.globalMatch(help.outText().section(u"Options:\n"_s, 1)))
                listed << option.captured(1);
            listed.sort();
            QVERIFY2(listed.size() >= 1, qPrintable(name));
            QCOMPARE(complete({name, u"--"_s}, 2), listed);

            const ProcessRun wrong = runHeddle({name, u"--no-such-option"_s});
            QCOMPARE(wrong.exitCode, 2);
            const QString usageLine = help.outText().section(u'\n', 0, 0);
            QVERIFY2(wrong.errText().contains(usageLine), qPrintable(name + u": "_s + wrong.errText()));
            QVERIFY2(wrong.errText().contains(u"unknown option --no-such-option"_s), qPrintable(wrong.errText()));
            ++checked;
        }
        QVERIFY(checked >= 17);
        // Listed values: the log formats parse-tests reads, as its help names them.
        const QStringList formats = complete({u"parse-tests"_s, u"--format"_s, QString()}, 3);
        QVERIFY(formats.contains(u"pytest"_s) && formats.contains(u"junit"_s) && formats.contains(u"auto"_s));
        const ProcessRun help = runHeddle({u"parse-tests"_s, u"--help"_s});
        for (const QString &format : formats)
            QVERIFY2(help.outText().contains(format), qPrintable(format));
    }

    void zshScriptParses()
    {
        const QString zsh = QStandardPaths::findExecutable(u"zsh"_s);
        if (zsh.isEmpty())
            QSKIP("zsh is not installed: its script is not checked here");
        QProcess process;
        process.start(zsh, {u"-n"_s, kScripts + u"/_heddle"_s});
        QVERIFY(process.waitForFinished(30000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    }
};

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
