// libFuzzer's entry points for every target. With HEDDLE_FUZZ_SEEDS (folders or files, ':'-separated) and
// HEDDLE_FUZZ_CORPUS (a folder) set, the target writes its seed corpus there and exits instead of fuzzing.
#include "fuzzing.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <memory>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static std::unique_ptr<QCoreApplication> app(new QCoreApplication(*argc, *argv));
    const QString seeds = qEnvironmentVariable("HEDDLE_FUZZ_SEEDS");
    const QString corpus = qEnvironmentVariable("HEDDLE_FUZZ_CORPUS");
    if (!seeds.isEmpty() && !corpus.isEmpty()) {
        const int written = heddle::fuzz::writeSeedCorpus(seeds.split(u':', Qt::SkipEmptyParts), corpus);
        std::printf("%d seed inputs written to %s\n", written, qPrintable(corpus));
        std::exit(written > 0 ? 0 : 1);
    }
    heddle::fuzz::setUp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    heddle::fuzz::runInput(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
