#pragma once

// The name of Heddle's JSON document without its definition: a header that only declares functions taking or
// returning documents includes this, and the files that build or read them include core/json/jsondocument.h.
// nlohmann's whole header costs every unit that includes it most of a second, even one that never touches a document.

#include <nlohmann/json_fwd.hpp>

namespace heddle {

/// A JSON document that keeps its keys in the order they were read or inserted, so rewritten files diff cleanly.
using Json = nlohmann::ordered_json;

} // namespace heddle
