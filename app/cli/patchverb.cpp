#include <app/cli/cli.h>
#include <app/cli/verbs.h>

namespace heddle::cli {

int runPatch(const QStringList &)
{
    err() << "this verb is not available in this build\n";
    return Failure;
}

} // namespace heddle::cli
