// The limits the worker tests run the misbehaving plugin under: small, so that a loop, a hog or a flood reaches
// its limit in a fraction of a second. The wall limit is far away, so that on a loaded machine (ctest -j beside
// a CPU hog) a 300 ms loop still ends at its CPU limit rather than at the wall clock; the tests of the wall limit
// itself take sleep_limits().
#pragma once

#include <chrono>
#include <cstdint>

#include "base/limits.hpp"

namespace gavel_test {

/// A plugin call's memory is its process's peak resident memory, which in a ThreadSanitizer build includes the
/// shadow memory TSan keeps beside what the call touches (40 MiB allocated read as 60 MiB): the upper bounds the
/// tests hold such a measure to grow by this factor there. Every other build measures the call alone.
#if defined(__SANITIZE_THREAD__)
constexpr std::uint64_t sanitizer_memory_factor = 2;
#else
constexpr std::uint64_t sanitizer_memory_factor = 1;
#endif

inline gavel::Limits small_limits() {
    using namespace std::chrono_literals;
    gavel::Limits limits;
    limits.time = 300ms;
    limits.memory = 64ull << 20;
    limits.output = 64ull << 10;
    limits.wall_time = 60s;
    return limits;
}

/// small_limits() with a wall limit of one second: for a sleeper, which uses no CPU and so meets only that one.
inline gavel::Limits sleep_limits() {
    using namespace std::chrono_literals;
    gavel::Limits limits = small_limits();
    limits.wall_time = 1s;
    return limits;
}

}  // namespace gavel_test
