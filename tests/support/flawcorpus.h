// The seeded-flaw corpus (tests/data/flawcorpus): a dataset of tasks with known, deliberately planted test flaws and
// clean controls, and truth.json, which says what each task's flaw is and what really happened when each attempt's
// tests ran. Shared by tst_flawcorpus and the bench_flaws benchmark.
#pragma once

#include <core/json/jsondocument.h>
#include <tests/support/failure.h>

#include <QString>

namespace heddle::test {

/// The corpus's source folder (holding dataset/ and truth.json).
QString flawCorpusFolder();

/// Copies the corpus dataset into target (an empty or missing folder), makes its repository a real git repository
/// with one commit of its files and points every task's base commit at it. Returns target; when something cannot be
/// done, the running test fails (or the program stops) naming it, and the result is empty.
QString installFlawCorpus(const QString &target, Location at = Location::here());

/// truth.json, parsed; an empty object (and a failure) when it cannot be read.
Json flawCorpusTruth(Location at = Location::here());

/// The same for another corpus of the same layout (tests/data/flawcorpus2: other flaw instances, on another library).
QString installFlawCorpusFrom(const QString &folder, const QString &target, Location at = Location::here());
Json flawCorpusTruthFrom(const QString &folder, Location at = Location::here());

} // namespace heddle::test
