#pragma once

#include <QString>

namespace heddle {
struct Evidence;
}

/// How every source of flags makes a flag's id from what the flag is about, so that the same finding gets the same
/// id each time it is raised. review.schema.json allows ^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$.
namespace heddle::flagid {

inline constexpr qsizetype kMaxLength = 200;

/// text with each run of characters an id may not hold turned into one '-'.
QString fold(const QString &text);

/// fold(text), starting with a letter or digit as an id must ('x' is put in front otherwise).
QString foldToStart(const QString &text);

/// The first 8 hex digits of the SHA-256 of text (UTF-8): tells apart what folding or shortening made equal.
QString digest(const QString &text);

/// A test id's own name: "test_x[1]" of "tests/t.py::C::test_x[1]" (a "::" inside the parameters does not count).
QString testName(const QString &testId);

/// id as it is when nothing was lost (lossy false) and it is short enough; otherwise cut to leave room for
/// "+<digest(exact)>", so that two subjects that fold to the same text keep ids of their own.
QString withDigest(const QString &id, bool lossy, const QString &exact);

/// Where an evidence points (kind, attempt, step, file, hunk, line) as one text, to tell claims apart by it.
QString evidencePlace(const Evidence &evidence);

} // namespace heddle::flagid
