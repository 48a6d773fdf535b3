#pragma once

#include <core/patch/patch.h>
#include <core/util/result.h>

#include <QByteArrayView>

namespace heddle {

/// Parses a unified diff (git or plain). Errors name the 1-based line of the patch text (Error::line) and what
/// was expected there. An empty input is an empty Patch, not an error.
Result<Patch> parsePatch(QByteArrayView text);

} // namespace heddle
