// Limits and results of a call into plugin code, which runs in a worker process forked from the judge.
//
// The worker is a fork of the judge, so the plugin (already loaded, trusted but possibly buggy) is ready to
// call in it. Whatever the function does — crash, loop, sleep, allocate without end, write without end — only
// the worker pays: the judge measures it and kills it at the limits. Plugin calls go to long-lived workers
// (plugin_worker_pool.hpp); call_isolated below forks a worker for one call of any function.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <gavel/plugin.h>

#include "base/limits.hpp"
#include "base/run_result.hpp"

namespace gavel {

struct CallLimits {
    Duration cpu{std::chrono::seconds(1)};
    Duration wall{std::chrono::seconds(3)};
    std::uint64_t memory = 256ull << 20;  // bytes the worker may allocate beyond what it had at the call's start
    std::uint64_t output = 64ull << 20;   // bytes written to `output`
    std::uint64_t message = 64ull << 10;  // bytes of `message` kept; the rest is dropped, not an error

    static CallLimits from(const Limits& limits) { return {limits.time, limits.wall(), limits.memory, limits.output}; }
    /// For the author's own checkers, validators and generators: trusted, but bounded so that a bug cannot hang
    /// a run. Ten seconds and 1 GiB are far past any honest need.
    static CallLimits for_tools() {
        return {std::chrono::seconds(10), std::chrono::seconds(20), 1ull << 30, 256ull << 20, 64ull << 10};
    }
};

/// The function to run: it gets the output and message writers and returns a gavel_status.
using IsolatedFunction = std::function<int(const gavel_writer* output, const gavel_writer* message)>;

/// Runs `function` in a worker process forked for this call alone, and waits for it. Throws InternalError only
/// when the judge itself cannot fork, make a socket or wait.
RunResult call_isolated(const IsolatedFunction& function, const CallLimits& limits);

}  // namespace gavel
