// The limits the worker tests run the misbehaving plugin under: small, so that a loop, a sleep, a hog or a
// flood reaches its limit in a fraction of a second.
#pragma once

#include <chrono>

#include "base/limits.hpp"

namespace gavel_test {

inline gavel::Limits small_limits() {
    using namespace std::chrono_literals;
    gavel::Limits limits;
    limits.time = 300ms;
    limits.memory = 64ull << 20;
    limits.output = 64ull << 10;
    return limits;
}

}  // namespace gavel_test
