#pragma once

// Internal to heddle_core (the _p suffix).

#include <QCoreApplication>

namespace heddle {

/// The translation context of every message the JSON layer writes.
class JsonMessages
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Json)
};

} // namespace heddle
