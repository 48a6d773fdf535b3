// How the support code reports what stops a test: inside a test function it fails that test at the caller's line;
// outside one (initialisation, a benchmark program) it stops the program with the message.
#pragma once

#include <QString>

namespace heddle::test {

/// Where a helper was called from: a helper takes `Location at = Location::here()` as its last parameter.
/// (std::source_location would do, but clang 14 cannot compile GCC 12's, and clang-tidy and clazy are clang.)
struct Location {
    const char *file;
    int line;

    static Location here(const char *file = __builtin_FILE(), int line = __builtin_LINE()) { return {file, line}; }
};

/// Records message as the running test's failure at the caller's line, or stops the program when no test runs.
/// Returns false, for the helpers that answer whether they did their work.
bool fail(const QString &message, const Location &at);

} // namespace heddle::test
