#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/exec/runrequestfile.h>

namespace heddle::cli {

using namespace Qt::StringLiterals;

const VerbSpec &runRequestVerb()
{
    static const VerbSpec spec{
        u"run-request"_s,
        u"run one test command a cluster job handed over (on a node)"_s,
        {{u"FOLDER"_s, Completes::Folders}},
        {},
        {
            u"Runs the test command a cluster job handed over in FOLDER (request.json, written by Heddle's "
            "slurm backend) in the same sandbox and with the same limits as a local validation, and writes "
            "result.json, stdout and stderr beside it. A cluster node runs this; it exits 0 once the result "
            "is written, whatever the tests did."_s,
        },
        u"0 once the result is written, 1 when it cannot be, 2 on a usage error."_s};
    return spec;
}

int runRunRequest(const Arguments &args)
{
    const QStringList positional = args.positional();
    if (const Result<void> ran = runRequestFolder(positional.first()); !ran) {
        err() << "heddle run-request: " << ran.error().toString() << '\n';
        return Failure;
    }
    return Success;
}

} // namespace heddle::cli
