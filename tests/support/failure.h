// How the support code reports what stops a test: inside a test function it fails that test at the caller's line;
// outside one (initialisation, a benchmark program) it stops the program with the message.
#pragma once

#include <QString>

#include <source_location>

namespace heddle::test {

/// Records message as the running test's failure at the caller's line, or stops the program when no test runs.
/// Returns false, for the helpers that answer whether they did their work.
bool fail(const QString &message, const std::source_location &at);

} // namespace heddle::test
