#include <app/cli/cli.h>

#include <cstdio>

namespace heddle::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int usageError(const char *verb, const QString &message)
{
    err() << "heddle " << verb << ": " << message << "\nTry 'heddle " << verb << " --help'.\n";
    err().flush();
    return Usage;
}

} // namespace heddle::cli
