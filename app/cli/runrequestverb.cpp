#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/exec/runrequestfile.h>

#include <QCommandLineParser>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr char kHelp[] =
    "Runs the test command a cluster job handed over in FOLDER (request.json, written by Heddle's slurm backend) in "
    "the\n"
    "same sandbox and with the same limits as a local validation, and writes result.json, stdout and stderr beside\n"
    "it. A cluster node runs this; it exits 0 once the result is written, whatever the tests did.\n";

} // namespace

int runRunRequest(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"FOLDER"_s, u"the run's folder on the shared file system"_s);
    if (const std::optional<int> done = parseArguments(parser, "run-request", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError("run-request", u"expected one FOLDER"_s);
    if (const Result<void> ran = runRequestFolder(positional.first()); !ran) {
        err() << "heddle run-request: " << ran.error().toString() << '\n';
        return Failure;
    }
    return Success;
}

} // namespace heddle::cli
