// Saved searches, as the settings file keeps them, and their queries run on the search index of a small dataset.
#include "fuzzing.h"

#include "fuzzdataset.h"

#include <core/index/datasetindex.h>
#include <core/index/savedsearches.h>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

namespace {
// Kept for the life of the process and never destroyed: Qt SQL's own globals are gone before static objects are.
DatasetIndex *g_index = nullptr;
} // namespace

void setUp()
{
    const FuzzDataset &dataset = fuzzDataset();
    Result<DatasetIndex *> index = DatasetIndex::open(dataset.root(), dataset.scratch(u"index.sqlite"_s));
    if (!index)
        qFatal("cannot open the index: %s", qPrintable(index.error().message));
    g_index = *index;
    if (!g_index->update())
        qFatal("cannot build the index");
}

int variants()
{
    return 1;
}

void fuzzOne(int, QByteArrayView bytes)
{
    const QString text = QString::fromUtf8(bytes);
    const std::optional<SavedSearch> search = savedSearchFromText(text);
    (void)savedSearchKey(text);
    const QString query = search ? search->query : text;
    if (search)
        (void)savedSearchToText(*search);
    SearchFilter filter;
    if (search)
        filter.kinds = search->kinds;
    int hits = 0;
    (void)g_index->search(query, filter, [&hits](const SearchHit &) { return ++hits < 50; });
}

} // namespace heddle::fuzz
