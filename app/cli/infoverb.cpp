#include <app/cli/cli.h>
#include <app/cli/verbs.h>

namespace heddle::cli {

int runInfo(const QStringList &) { return Failure; }
int runCheck(const QStringList &) { return Failure; }

} // namespace heddle::cli
