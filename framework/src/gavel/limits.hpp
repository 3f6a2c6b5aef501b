// Resource limits of one run, and the partial overrides a suite, group or case may write.
#pragma once

#include <cstdint>
#include <optional>

#include "gavel/units.hpp"

namespace gavel {

class YamlFile;

struct Limits {
    Duration time{std::chrono::seconds(1)};          // CPU time
    std::uint64_t memory = 256ull * 1024 * 1024;     // bytes
    std::uint64_t output = 64ull * 1024 * 1024;      // bytes
    /// Wall-clock limit: a run that sleeps or blocks is stopped here; 2 × CPU + 1 s, as most judges do.
    Duration wall() const { return time * 2 + std::chrono::seconds(1); }
};

struct LimitOverrides {
    std::optional<Duration> time;
    std::optional<std::uint64_t> memory;
    std::optional<std::uint64_t> output;

    Limits apply_to(Limits limits) const {
        if (time) limits.time = *time;
        if (memory) limits.memory = *memory;
        if (output) limits.output = *output;
        return limits;
    }
};

}  // namespace gavel
