// What each bundled submission of a package must get.
#pragma once

#include <cstddef>
#include <vector>

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
/// A submission that bounds the limit from both sides (a submissions.yaml rule asking AC on some tests and another
/// asking TLE on others) is upper: its slowest test is then one it must time out on. time_limit_tests tells which
/// tests each bound is over.
TimeLimitUse time_limit_use(const Package& package, const Submission& submission);

/// The tests (indices in Package::cases, which are the report's) over which `submission`'s slowest time bounds the
/// limit from below and from above: the spec takes "the slowest runtime over the set of test cases to which the
/// rule applies", so a rule scoped to some tests bounds by those alone. Sorted; both empty for TimeLimitUse::none.
struct TimeLimitTests {
    std::vector<std::size_t> lower;
    std::vector<std::size_t> upper;
};
TimeLimitTests time_limit_tests(const Package& package, const Submission& submission);

}  // namespace gavel::package
