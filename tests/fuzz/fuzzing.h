#pragma once

// What every fuzz target shares. A target reads an input in one of variants() ways (a format, a file of a dataset);
// the first byte of a fuzz input chooses the variant and the rest is what the reader gets. The same target source is
// linked with libFuzzer in the fuzz build (entry.cpp) and with replay.cpp in the normal one.

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace heddle::fuzz {

/// Called once before the first input, with a Qt application running; a target that needs files or an index makes
/// them here.
void setUp();
/// How many ways the target reads an input.
int variants();
/// One input read one way. Must return for every input: a crash, a hang or a sanitizer report is a finding.
void fuzzOne(int variant, QByteArrayView bytes);

/// A fuzz input: its first byte chooses the variant, the rest is read.
void runInput(QByteArrayView input);

/// The files under path (path itself when it is a file), sorted.
QStringList filesUnder(const QString &path);

/// Writes each seed file once per variant, as a fuzz input (the variant's byte, then the seed), into folder.
/// Returns how many inputs were written.
int writeSeedCorpus(const QStringList &seedPaths, const QString &folder);

} // namespace heddle::fuzz
