// `gavel calibrate PATH --write`: a time limit written into the package, so that it is the package's own and
// nothing is inferred again: legacy packages keep it in `.timelimit` (as BAPCtools and DOMjudge do), 2023-07-draft
// and 2025-09 in problem.yaml's limits.time_limit.
#pragma once

#include <filesystem>
#include <string>

#include "base/units.hpp"
#include "package/package.hpp"

namespace gavel::package {

/// `limit` in seconds as the package files write it: "2", "1.5", "0.25" (no exponent, no trailing zeros).
std::string written_seconds(Duration limit);

/// problem.yaml's text with limits.time_limit set to `seconds`, everything else (comments, order, spacing) kept:
/// an existing `time_limit:` line of the `limits:` block has its value replaced, or `time_limit:` is added first
/// in the block at its indentation, or a `limits:` block is appended. `file_name` names the file in errors: a
/// `limits` written in flow style ({...}) is refused (InputError at its line), as is a result that does not read
/// back as the limit.
std::string with_time_limit(const std::string& problem_yaml, const std::string& seconds, const std::string& file_name);

/// Writes `limit` into the package, atomically: `.timelimit` ("2\n") for legacy, problem.yaml for the others.
/// Returns the file written. Throws InputError when it cannot be written.
std::filesystem::path write_time_limit(const Package& package, Duration limit);

}  // namespace gavel::package
