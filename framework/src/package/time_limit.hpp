// The time limit of a package that does not give one, inferred as its version says.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/units.hpp"
#include "package/package.hpp"

namespace gavel::package {

struct TimeLimitInference {
    Duration slowest_lower{0};                 // T_ac: the slowest test of a lower-bound submission
    std::string slowest_lower_by;              // "accepted/sol.cpp on secret/03"
    std::optional<Duration> fastest_upper;     // T_tle: the slowest test of the fastest upper-bound submission
    std::string fastest_upper_by;
    Duration time_limit{0};                    // the smallest multiple of the resolution that satisfies both
    std::string error;                         // set when no limit satisfies both (then time_limit is the lower one:
                                               // judging goes on with it)
};

/// The spec's rule on measured times: 2025-09, the smallest multiple of time_resolution at least
/// T_ac * ac_to_time_limit with time_limit * time_limit_to_tle <= T_tle; legacy, T_ac * time_multiplier rounded
/// up to whole seconds, with time_safety_margin in place of time_limit_to_tle.
TimeLimitInference infer_time_limit(const Timing& timing, FormatVersion version, Duration slowest_lower,
                                    std::optional<Duration> fastest_upper);

/// When no limit fits: the inference's error with the two submissions and tests that bound it from each side, and
/// the limit judged with (the lower bound's, as problemtools judges). Empty when a limit fits.
std::string describe_conflict(const TimeLimitInference& inference);

}  // namespace gavel::package
