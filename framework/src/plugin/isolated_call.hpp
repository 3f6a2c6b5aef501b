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

struct CallResult {
    enum class Ending {
        returned,      // the function returned; `status` holds its gavel_status
        crashed,       // killed by a signal (`signal`) or exited without returning
        cpu_limit,     // CPU time ran past the limit
        wall_limit,    // wall-clock time ran past the limit
        memory_limit,  // an allocation failed at the memory limit
        output_limit,  // wrote more than the output limit
        not_started,   // the judge could not start it (a sandbox failure): never the solution's fault
    };
    Ending ending = Ending::crashed;
    int status = GAVEL_FAILED;
    int signal = 0;
    int exit_code = 0;
    std::string output;
    std::string message;
    Duration cpu{0};
    Duration wall{0};
    std::uint64_t memory_kib = 0;  // peak resident memory during the call above the worker's at its start

    bool ok() const { return ending == Ending::returned && status == GAVEL_OK; }
    /// "killed by signal 11 (Segmentation fault)", "CPU time limit", ...
    std::string describe() const;
};

/// The function to run: it gets the output and message writers and returns a gavel_status.
using IsolatedFunction = std::function<int(const gavel_writer* output, const gavel_writer* message)>;

/// Runs `function` in a worker process forked for this call alone, and waits for it. Throws InternalError only
/// when the judge itself cannot fork, make a socket or wait.
CallResult call_isolated(const IsolatedFunction& function, const CallLimits& limits);

}  // namespace gavel
