// The rows of `gavel verify` as JSON (--json): one object per submission, with its tests.
#pragma once

#include <nlohmann/json.hpp>

#include "tools/verify.hpp"

namespace gavel::cli {

/// The slowest test's CPU time in `report`.
Duration slowest(const Report& report);

/// verify's exit code: passed when every row was as expected, the ones not run (their toolchain missing) aside
/// unless `strict`; they are then failures, as a validator that cannot run is.
int verify_exit_code(std::size_t total, std::size_t good, std::size_t not_run, bool strict);

/// One verify row: submission, language, expected, verdict, score, time, as_expected, why, groups and tests.
nlohmann::json verify_row_json(const VerifyRow& row);

}  // namespace gavel::cli
