// Resource limits of one run, and the partial overrides a suite, group or case may write.
#pragma once

#include <cstdint>
#include <optional>

#include "base/units.hpp"

namespace gavel {

class YamlFile;

struct Limits {
    Duration time{std::chrono::seconds(1)};          // CPU time
    std::uint64_t memory = 256ull * 1024 * 1024;     // bytes
    std::uint64_t output = 64ull * 1024 * 1024;      // bytes
    std::optional<Duration> wall_time;               // set: the wall-clock limit; unset: derived from time
    /// Wall-clock limit: a run that sleeps or blocks is stopped here; 2 × CPU + 1 s unless set.
    Duration wall() const { return wall_time ? *wall_time : time * 2 + std::chrono::seconds(1); }
};

struct LimitOverrides {
    std::optional<Duration> time;
    std::optional<std::uint64_t> memory;
    std::optional<std::uint64_t> output;
    std::optional<Duration> wall;

    Limits apply_to(Limits limits) const {
        if (time) limits.time = *time;
        if (wall) limits.wall_time = *wall;
        if (memory) limits.memory = *memory;
        if (output) limits.output = *output;
        return limits;
    }
};

/// The limits of one test, in the one order of precedence: the problem's, then the suite's overrides, the
/// group's, the case's, and last the command line's (`--time-limit`).
inline Limits resolve_limits(const Limits& problem, const LimitOverrides& suite, const LimitOverrides& group,
                             const LimitOverrides& test, const LimitOverrides& command_line) {
    return command_line.apply_to(test.apply_to(group.apply_to(suite.apply_to(problem))));
}

/// `limits` with its time limits (CPU, and wall where set) multiplied by `factor`: a grading at 1.5 × the limit.
inline Limits scale_time(Limits limits, double factor) {
    const auto scale = [factor](Duration d) { return Duration(static_cast<std::int64_t>(static_cast<double>(d.count()) * factor)); };
    limits.time = scale(limits.time);
    if (limits.wall_time) limits.wall_time = scale(*limits.wall_time);
    return limits;
}

}  // namespace gavel
