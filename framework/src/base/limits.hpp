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

}  // namespace gavel
