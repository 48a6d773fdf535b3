#include <app/cli/cli.h>
#include <app/cli/commandline.h>
#include <app/cli/verbs.h>
#include <app/cli/verbspec.h>
#include <app/appearance.h>
#include <app/keyring.h>
#include <app/language.h>
#include <app/window/mainwindow.h>
#include <app/settings.h>
#include <app/window/windowhost.h>
#include <core/demo/demodataset.h>
#include <core/history/datasethistory.h>
#include <core/storage/writelock.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <iterator>
#include <optional>

#include <execinfo.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

/// A crash says where on standard error before the process ends as it would have: a report quotes it, and a log
/// that only kept the exit status still names the signal and the frames.
void reportFatalSignal(int sig)
{
    static const char head[] = "heddle: fatal signal ";
    char number[4] = {char('0' + sig / 10 % 10), char('0' + sig % 10), '\n', 0};
    (void)!::write(STDERR_FILENO, head, sizeof head - 1);
    (void)!::write(STDERR_FILENO, number, 3);
    void *frames[48];
    ::backtrace_symbols_fd(frames, ::backtrace(frames, 48), STDERR_FILENO);
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void reportFatalSignals()
{
    // backtrace() loads libgcc on first use, which a signal handler must not: once here, beforehand.
    void *frame = nullptr;
    ::backtrace(&frame, 1);
    for (const int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
        ::signal(sig, reportFatalSignal);
}

void printUsage()
{
    QTextStream &o = heddle::cli::out();
    o << "Usage: heddle [DATASET]            open a dataset folder (the last one opened when none is given)\n"
         "       heddle --demo               open the built-in demo dataset\n"
         "       heddle VERB [OPTIONS...]    run a command-line verb; VERB --help for its options\n\nVerbs:\n";
    // The summaries line up two spaces after the longest verb.
    qsizetype width = 0;
    for (const QString &name : heddle::cli::verbNames())
        width = std::max(width, name.size() + 2);
    for (const heddle::cli::Verb &v : heddle::cli::verbs())
        o << "  " << v.spec().name.leftJustified(width) << v.spec().summary << '\n';
    o.flush();
}

// A verb's command line parsed against its declaration, then the verb, under the application object it needs.
int runVerb(const heddle::cli::Verb &verb, int argc, char *argv[])
{
    std::optional<QCoreApplication> core;
    std::optional<QApplication> widgets;
    if (verb.needsWidgets) {
        // Rendered offscreen, so it runs on machines without a display; --scale N renders at N device pixels per
        // logical pixel, as a high-DPI screen would.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        for (int i = 2; i + 1 < argc; ++i)
            if (std::strcmp(argv[i], "--scale") == 0)
                qputenv("QT_SCALE_FACTOR", argv[i + 1]);
        widgets.emplace(argc, argv);
        heddle::installLanguage(heddle::Settings().language()); // rendered as the window would show it
    } else {
        core.emplace(argc, argv);
    }
    // A verb that waits for another writer of the dataset says so instead of hanging in silence.
    heddle::setWriteLockNotifier([name = verb.spec().name](const QString &message) {
        heddle::cli::err() << "heddle " << name << ": " << message << '\n';
        heddle::cli::err().flush();
    });
    const heddle::cli::Arguments args(verb.spec(), QCoreApplication::arguments().mid(2));
    const int code = args.done() ? *args.done() : verb.run(args);
    heddle::cli::out().flush();
    heddle::cli::err().flush();
    return code;
}

// Qt's own options, which QApplication takes out of the command line: those that take a value (as the next argument
// or after '='), then those that do not. Either spelled with one dash or two.
const char *const kQtValueOptions[] = {"platform",
                                       "platformpluginpath",
                                       "platformtheme",
                                       "plugin",
                                       "qwindowgeometry",
                                       "geometry",
                                       "qwindowtitle",
                                       "title",
                                       "qwindowicon",
                                       "icon",
                                       "session",
                                       "style",
                                       "stylesheet",
                                       "display",
                                       "name",
                                       "visual",
                                       "qmljsdebugger"};
const char *const kQtFlagOptions[] = {"reverse", "testability", "widgetcount", "nograb", "dograb", "sync", "cmap"};
// The window's own options besides Qt's; --help and --version as the first word never reach the window.
const QStringList kWindowOptions = {u"--demo"_s, u"--help"_s, u"--version"_s};

bool isOneOf(const QString &name, const auto &names)
{
    return std::any_of(std::begin(names), std::end(names),
                       [&name](const char *n) { return name == QLatin1StringView(n); });
}

void listVerbs(QTextStream &o)
{
    o << "Verbs: " << heddle::cli::verbNames().join(u", "_s) << '\n';
}

int usageError(const QString &what, const QStringList &suggestions, bool withVerbs)
{
    QTextStream &e = heddle::cli::err();
    e << "heddle: " << what << '\n';
    if (!suggestions.isEmpty())
        e << "Did you mean " << u"'"_s + suggestions.join(u"' or '"_s) + u"'"_s << "?\n";
    if (withVerbs)
        listVerbs(e);
    e << "Try 'heddle --help'.\n";
    e.flush();
    return heddle::cli::Usage;
}

// The window's command line: [--demo] [Qt's options] [PATH]. A word that is no existing path was most likely meant as
// a verb, and an option neither the window nor Qt knows would be taken for a dataset: both are usage errors, and
// without a display Qt would abort, so that is said too; all before QApplication exists. An exit code when the window
// is not to be opened.
std::optional<int> checkWindowCommandLine(int argc, char *argv[])
{
    QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    bool positionalSeen = false;
    bool displayGiven = !qEnvironmentVariableIsEmpty("DISPLAY");
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg.startsWith(u'-') && arg.size() > 1) {
            // As before, --help and --version after another word are left to the window, which ignores them.
            if (kWindowOptions.contains(arg))
                continue;
            const QString name = arg.mid(arg.startsWith(u"--") ? 2 : 1).section(u'=', 0, 0);
            if (isOneOf(name, kQtValueOptions)) {
                QString value;
                if (arg.contains(u'='))
                    value = arg.section(u'=', 1);
                else if (i + 1 < argc)
                    value = QString::fromLocal8Bit(argv[++i]);
                if (name == u"platform")
                    platform = value;
                else if (name == u"display") // xcb's own: the X display to use instead of DISPLAY
                    displayGiven = displayGiven || !value.isEmpty();
                continue;
            }
            if (isOneOf(name, kQtFlagOptions))
                continue;
            return usageError(u"unknown option '"_s + arg + u"'"_s,
                              heddle::cli::closeWords(arg.section(u'=', 0, 0), kWindowOptions), false);
        }
        // Only the first word is opened; the others are left alone, as the window always has.
        if (positionalSeen)
            continue;
        positionalSeen = true;
        if (QFileInfo::exists(arg))
            continue;
        return usageError(u"'"_s + arg + u"' is neither a verb nor an existing file or folder"_s,
                          heddle::cli::closeWords(arg, heddle::cli::verbNames()), true);
    }
    if (!heddle::cli::windowHasDisplay(platform, displayGiven, !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))) {
        heddle::cli::err() << "heddle: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY "
                              "is set).\nSet DISPLAY to an X server, run the window on a virtual one with "
                              "'xvfb-run -a heddle ...', or use a verb, which needs no display ('heddle --help' lists "
                              "them).\n";
        heddle::cli::err().flush();
        return heddle::cli::Failure;
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    reportFatalSignals();
    QCoreApplication::setOrganizationName(u"Heddle"_s);
    QCoreApplication::setApplicationName(u"Heddle"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(HEDDLE_VERSION));
    // What a writer killed while holding a dataset's writer lock had written is committed by the next writer, under a
    // message that says whose it is, instead of going into that writer's own commit.
    heddle::setOrphanedWritesHandler([](const QString &root, const QStringList &paths, const QString &holder) {
        const heddle::Result<heddle::DatasetRepository> repository = heddle::datasetRepository(root);
        if (!repository || !repository->inRepository)
            return;
        const heddle::Result<heddle::CommitResult> done =
            heddle::commitPaths(root, paths, heddle::Settings().commitAuthor(),
                                u"Commit what %1 wrote before it ended without committing"_s.arg(holder));
        heddle::notifyWriters(
            done ? QCoreApplication::translate("heddle::Main", "Committed what %1 wrote before it ended: %n file(s)",
                                               nullptr, int(paths.size()))
                       .arg(holder)
                 : QCoreApplication::translate("heddle::Main", "What %1 wrote before it ended is not committed: %2")
                       .arg(holder, done.error().toString()));
    });

    // A built-in reviewer that names no environment variable for its key takes it from the desktop's keyring.
    heddle::keyring::installLookup();

    if (argc > 1 && std::strcmp(argv[1], "__complete") == 0) {
        // Hidden: the shell completion scripts ask it, so it is in no list of verbs.
        QCoreApplication app(argc, argv);
        return heddle::cli::runComplete(QCoreApplication::arguments().mid(2));
    }
    if (argc > 1) {
        if (const heddle::cli::Verb *verb = heddle::cli::findVerb(QString::fromLocal8Bit(argv[1])))
            return runVerb(*verb, argc, argv);
        if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
            QCoreApplication app(argc, argv);
            printUsage();
            return 0;
        }
        if (std::strcmp(argv[1], "--version") == 0) {
            QCoreApplication app(argc, argv);
            heddle::cli::out() << "heddle " << HEDDLE_VERSION << '\n';
            return 0;
        }
    }

    if (const auto code = checkWindowCommandLine(argc, argv))
        return *code;

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(u"Heddle"_s);
    QApplication::setDesktopFileName(u"heddle"_s);

    // Before the window is made, so that it is made in the curator's appearance. System needs nothing: the
    // platform's palette is already in place and keeps following the desktop.
    const heddle::Settings settings;
    if (const auto appearance = settings.appearance(); appearance != heddle::Appearance::System)
        heddle::applyAppearance(appearance);

    heddle::WindowHost host;
    heddle::MainWindow *window = host.open();
    const QStringList recent = settings.recentDatasets();
    if (argc > 1 && std::strcmp(argv[1], "--demo") != 0)
        window->openDataset(QFileInfo(QString::fromLocal8Bit(argv[1])).absoluteFilePath());
    else if (argc == 1 && !recent.isEmpty() && QFileInfo::exists(recent.first()))
        window->openDataset(recent.first()); // back to where the curator left off
    else
        window->openDemo();
    return QApplication::exec();
}
