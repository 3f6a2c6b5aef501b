// The time limit of a package that gives none (2025-09 "Problem timing"; legacy "Limits"). Both versions take the
// slowest time of the submissions that must run in time (T_ac) and the fastest time-outs (T_tle):
//   2025-09  the smallest multiple L of time_resolution with T_ac * ac_to_time_limit <= L and
//            L * time_limit_to_tle <= T_tle.
//   legacy   L = T_ac * time_multiplier, rounded up to a whole second (the legacy spec gives no resolution; whole
//            seconds are what its judges used), and it is an error when L * time_safety_margin > T_tle.
// Either way the limit is at least one step: a zero limit would reject everything.
#include "package/time_limit.hpp"

#include <cmath>
#include <cstdio>

namespace gavel::package {
namespace {

std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::string seconds_text(double seconds) { return number_text(seconds) + " s"; }

}  // namespace

TimeLimitInference infer_time_limit(const Timing& timing, FormatVersion version, Duration slowest_lower,
                                    std::optional<Duration> fastest_upper) {
    TimeLimitInference inference;
    inference.slowest_lower = slowest_lower;
    inference.fastest_upper = fastest_upper;
    const bool legacy = version == FormatVersion::legacy;
    const double step = legacy ? 1.0 : timing.time_resolution;
    const double lower_seconds = std::chrono::duration<double>(slowest_lower).count();
    const double needed = lower_seconds * timing.ac_to_time_limit;
    // A product that lands on a multiple (0.25 s * 2 on a 0.5 s step) must not round up to the next through a
    // binary fraction: a billionth of a step is forgiven.
    double steps = std::ceil(needed / step - 1e-9);
    if (steps < 1) steps = 1;
    const double limit = steps * step;
    inference.time_limit = Duration(static_cast<Duration::rep>(std::llround(limit * 1e6)));
    if (!fastest_upper) return inference;

    const double upper_seconds = std::chrono::duration<double>(*fastest_upper).count();
    if (limit * timing.time_limit_to_tle <= upper_seconds * (1 + 1e-9)) return inference;
    const char* lower_name = legacy ? "time_multiplier" : "ac_to_time_limit";
    const char* upper_name = legacy ? "time_safety_margin" : "time_limit_to_tle";
    inference.error = "no time limit fits: the slowest run that must pass (" + format_duration(slowest_lower) +
                      ") times " + lower_name + " " + number_text(timing.ac_to_time_limit) +
                      " needs at least " + seconds_text(limit) + (legacy ? " (in whole seconds)" : "") +
                      ", but the fastest time-out (" + format_duration(*fastest_upper) + ") divided by " + upper_name +
                      " allows at most " + seconds_text(upper_seconds / timing.time_limit_to_tle);
    return inference;
}

std::string describe_conflict(const TimeLimitInference& inference) {
    if (inference.error.empty()) return {};
    return inference.error + " (must pass: " + inference.slowest_lower_by + "; must time out: " + inference.fastest_upper_by +
           "); judging with " + seconds_text(std::chrono::duration<double>(inference.time_limit).count()) +
           ", the lower bound's limit, as problemtools does";
}

}  // namespace gavel::package
