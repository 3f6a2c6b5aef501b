// The rows of `gavel verify` as JSON (--json): one object per submission, with its tests.
#pragma once

#include <nlohmann/json.hpp>

#include "tools/verify.hpp"

namespace gavel::cli {

/// The slowest test's CPU time in `report`.
Duration slowest(const Report& report);

/// One verify row: submission, language, expected, verdict, score, time, as_expected, why, groups and tests.
nlohmann::json verify_row_json(const VerifyRow& row);

}  // namespace gavel::cli
