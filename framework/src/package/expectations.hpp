// What each bundled submission of a package must get.
#pragma once

#include "package/package.hpp"

namespace gavel::package {

/// Sets every submission's expectation: 2025-09 submissions/submissions.yaml (also read as expectations.yaml, its
/// draft name) with its glob patterns over submissions and test cases, permitted / required verdicts, score,
/// message, on top of the default folder rules; legacy: the folder rules of the legacy spec (accepted,
/// partially_accepted, wrong_answer, time_limit_exceeded, run_time_error). A submission in a folder with no
/// rule and matched by no pattern is dropped with a warning. Throws InputError naming the file and line.
void attach_expectations(Package& package);

/// How a submission bears on the time limit (2025-09 "Timelimit inference"; legacy: accepted is lower,
/// time_limit_exceeded upper).
enum class TimeLimitUse { none, lower, upper };
TimeLimitUse time_limit_use(const Package& package, const Submission& submission);

}  // namespace gavel::package
