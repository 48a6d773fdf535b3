#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <app/appearance.h>
#include <app/mainwindow.h>
#include <app/settings.h>
#include <core/demo/demodataset.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cstring>

using namespace Qt::StringLiterals;

namespace {

struct Verb {
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
};

const Verb kVerbs[] = {
    {"info", heddle::cli::runInfo, "summarize a dataset: tasks, specs, attempts, flags, statuses, load errors"},
    {"check", heddle::cli::runCheck, "validate every file of a dataset and list each problem as file:line:column"},
    {"import", heddle::cli::runImport, "join SWE-bench instances and runs into a native dataset"},
    {"trajectory", heddle::cli::runTrajectory, "read a trajectory file and print its statistics"},
    {"parse-tests", heddle::cli::runParseTests, "print the per-test statuses read from a test log or JUnit report"},
    {"patch", heddle::cli::runPatch, "print the files, hunks and line counts of a patch"},
    {"validate", heddle::cli::runValidate, "run the tests with every patch in a sandbox and check the controls"},
    {"run-request", heddle::cli::runRunRequest, "run one test command a cluster job handed over (on a node)"},
    {"mutate", heddle::cli::runMutate, "mutation analysis of the reference: which of its lines no test checks"},
    {"stats", heddle::cli::runStats, "pass rates, flags per spec category, review-agent precision, curator kappa"},
    {"search", heddle::cli::runSearch, "search every trajectory, patch and test of a dataset (its SQLite index)"},
    {"export", heddle::cli::runExport, "write the approved tasks as SWE-bench instances with a manifest"},
    {"screenshot", nullptr, "render a view of a task offscreen into a PNG (overview, matrix, diff, ...)"},
};

const Verb *findVerb(const char *name)
{
    for (const Verb &v : kVerbs)
        if (std::strcmp(v.name, name) == 0)
            return &v;
    return nullptr;
}

void printUsage()
{
    QTextStream &o = heddle::cli::out();
    o << "Usage: heddle [DATASET]            open a dataset folder (the last one opened when none is given)\n"
         "       heddle --demo               open the built-in demo dataset\n"
         "       heddle VERB [OPTIONS...]    run a command-line verb; VERB --help for its options\n\nVerbs:\n";
    for (const Verb &v : kVerbs)
        o << "  " << QString::fromLatin1(v.name).leftJustified(13) << QString::fromLatin1(v.summary) << '\n';
    o.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(u"Heddle"_s);
    QCoreApplication::setApplicationName(u"Heddle"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(HEDDLE_VERSION));

    if (argc > 1 && std::strcmp(argv[1], "screenshot") == 0) {
        // Rendered offscreen, so it runs on machines without a display; --scale N renders at N device pixels per
        // logical pixel, as a high-DPI screen would.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        for (int i = 2; i + 1 < argc; ++i)
            if (std::strcmp(argv[i], "--scale") == 0)
                qputenv("QT_SCALE_FACTOR", argv[i + 1]);
        QApplication app(argc, argv);
        const int code = heddle::cli::runScreenshot(QCoreApplication::arguments().mid(2));
        heddle::cli::out().flush();
        heddle::cli::err().flush();
        return code;
    }
    if (argc > 1) {
        if (const Verb *verb = findVerb(argv[1])) {
            QCoreApplication app(argc, argv);
            QStringList args = QCoreApplication::arguments().mid(2);
            const int code = verb->run(args);
            heddle::cli::out().flush();
            heddle::cli::err().flush();
            return code;
        }
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

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(u"Heddle"_s);
    QApplication::setDesktopFileName(u"heddle"_s);

    // Before the window is made, so that it is made in the curator's appearance. System needs nothing: the
    // platform's palette is already in place and keeps following the desktop.
    const heddle::Settings settings;
    if (const auto appearance = settings.appearance(); appearance != heddle::Appearance::System)
        heddle::applyAppearance(appearance);

    heddle::MainWindow window;
    window.show();
    const QStringList recent = settings.recentDatasets();
    if (argc > 1 && std::strcmp(argv[1], "--demo") != 0)
        window.openDataset(QFileInfo(QString::fromLocal8Bit(argv[1])).absoluteFilePath());
    else if (argc == 1 && !recent.isEmpty() && QFileInfo::exists(recent.first()))
        window.openDataset(recent.first()); // back to where the curator left off
    else
        window.openDemo();
    return QApplication::exec();
}
