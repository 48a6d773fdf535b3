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

} // namespace heddle::cli
