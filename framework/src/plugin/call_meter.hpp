// The meter of a plugin worker's calls: where each call starts (CPU time, resident memory, address space), the
// limits it runs under, and what it used. A worker serves many calls in one process, so every figure is taken
// relative to the call's start, and the limits are moved per call (see worker_process.cpp).
#pragma once

#include <sys/resource.h>
#include <time.h>

#include <cstdint>
#include <optional>

namespace gavel {

/// CPU time (user and system) of `usage`, in microseconds.
std::int64_t cpu_us(const rusage& usage);
/// CLOCK_MONOTONIC now, in nanoseconds: the judge's steady_clock, which it compares a call's start against.
std::int64_t monotonic_ns();

class CallMeter {
public:
    CallMeter();
    CallMeter(const CallMeter&) = delete;
    CallMeter& operator=(const CallMeter&) = delete;

    /// Makes `usage` (the process's after the last call) the next call's starting point.
    void take_baseline(const rusage& usage);
    /// Sets the call's address-space limit, CPU backstop and CPU timer, relative to the starting point.
    void apply_limits(std::int64_t cpu_limit_us, std::uint64_t memory_limit);
    /// Lifts the address-space limit to the hard one: the judge's own work in the worker must not be refused.
    void lift_address_space_limit();

    struct Used {
        std::int64_t cpu_us;
        std::uint64_t memory_kib;  // peak resident memory above the starting point
    };
    /// What the call used, from `usage` (the process's after it).
    Used used(const rusage& usage) const;

    std::int64_t cpu_before_us() const { return cpu_before_us_; }
    std::uint64_t resident_before_kib() const { return resident_before_kib_; }

private:
    struct Statm {
        std::uint64_t size_pages;
        std::uint64_t resident_pages;
    };
    std::optional<Statm> read_statm() const;
    void arm_cpu_timer(std::int64_t limit_us);

    int clear_refs_;
    int statm_;
    std::uint64_t page_size_;
    rlimit address_space_{};
    rlimit cpu_seconds_{};
    timer_t cpu_timer_{};
    bool has_cpu_timer_ = false;
    std::int64_t timer_expiry_us_ = -1;
    std::int64_t cpu_before_us_ = 0;
    std::uint64_t resident_before_kib_ = 0;
    std::uint64_t address_space_before_ = 0;
    std::uint64_t faults_before_ = ~std::uint64_t(0);
    int calls_since_statm_ = 0;
};

}  // namespace gavel
