// A fuzz target in the normal build: ctest replays the regression inputs (fuzz inputs as libFuzzer saved them, the
// variant's byte first) and the seed files (read once in every variant) through it, without fuzzing. Fails when an
// input takes longer than its bound; a crash names the input it happened on.
//
//   replay_<target> [--floor SECONDS] [--inputs PATH]... [--seeds PATH]...
#include "fuzzing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {

char g_current[4096];

void sayWhereAndDie(int signal)
{
    const char prefix[] = "\nreplay: crashed on ";
    (void)!write(STDERR_FILENO, prefix, sizeof prefix - 1);
    (void)!write(STDERR_FILENO, g_current, strlen(g_current));
    (void)!write(STDERR_FILENO, "\n", 1);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

struct Tally {
    int inputs = 0;
    int slow = 0;
    qint64 slowestMs = 0;
    QByteArray slowest;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments().mid(1);
    for (int signal : {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL})
        std::signal(signal, sayWhereAndDie);
    heddle::fuzz::setUp();

    // The time an input may take: a second per megabyte, and never less than the floor (ctest runs tests in
    // parallel on a busy machine; a linear reader takes milliseconds).
    double floorSeconds = 5.0;
    Tally tally;
    const auto run = [&](const QByteArray &name, int variant, QByteArrayView bytes) {
        std::snprintf(g_current, sizeof g_current, "%s (variant %d)", name.constData(), variant);
        QElapsedTimer timer;
        timer.start();
        heddle::fuzz::fuzzOne(variant, bytes);
        const qint64 ms = timer.elapsed();
        const double bound = std::max(floorSeconds, double(bytes.size()) / (1 << 20));
        if (ms > bound * 1000) {
            std::fprintf(stderr, "replay: %s took %lld ms (bound %.0f ms)\n", g_current, static_cast<long long>(ms),
                         bound * 1000);
            ++tally.slow;
        }
        if (ms >= tally.slowestMs) {
            tally.slowestMs = ms;
            tally.slowest = g_current;
        }
        ++tally.inputs;
    };

    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &option = arguments.at(i);
        if (i + 1 >= arguments.size() || !option.startsWith(QLatin1String("--"))) {
            std::fprintf(stderr, "usage: replay [--floor SECONDS] [--inputs PATH]... [--seeds PATH]...\n");
            return 2;
        }
        const QString value = arguments.at(++i);
        if (option == QLatin1String("--floor")) {
            floorSeconds = value.toDouble();
            continue;
        }
        const QStringList files = heddle::fuzz::filesUnder(value);
        if (files.isEmpty()) {
            std::fprintf(stderr, "replay: no input in %s\n", qPrintable(value));
            return 2;
        }
        for (const QString &path : files) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "replay: cannot read %s\n", qPrintable(path));
                return 2;
            }
            const QByteArray bytes = file.readAll();
            const QByteArray name = path.toUtf8();
            if (option == QLatin1String("--inputs")) {
                const int variant =
                    bytes.isEmpty() ? 0 : static_cast<unsigned char>(bytes.front()) % heddle::fuzz::variants();
                run(name, variant, QByteArrayView(bytes).sliced(std::min<qsizetype>(1, bytes.size())));
            } else {
                for (int variant = 0; variant < heddle::fuzz::variants(); ++variant)
                    run(name, variant, bytes);
            }
        }
    }
    std::printf("replay: %d inputs read, slowest %lld ms (%s), %d over their bound\n", tally.inputs,
                static_cast<long long>(tally.slowestMs), tally.slowest.constData(), tally.slow);
    return tally.slow == 0 ? 0 : 1;
}
