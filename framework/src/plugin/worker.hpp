// The judge's side of one plugin worker: a process forked once from the judge (so the plugin's functions, the
// descriptor and anything else in the judge's memory are valid in it) that then serves calls one after another.
//
// A call costs a share of one round trip instead of a fork. Its limits are set per call and its CPU time and
// memory are measured per call, from the call's start (see worker_process.cpp and call_meter.hpp). A call that does not
// return normally — a crash, a limit, an exception across the boundary — takes the worker with it.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <gavel/plugin.h>

#include "plugin/isolated_call.hpp"
#include "plugin/worker_protocol.hpp"
#include "base/unique_fd.hpp"

namespace gavel {

/// Which function to call, with what, under which limits.
struct PluginCall {
    worker_protocol::Function function = worker_protocol::Function::solve;
    CallLimits limits;
    std::string_view input;   // solve, validate, check
    std::string_view output;  // check
    std::string_view answer;  // check
    std::uint64_t seed = 0;   // generate
    const gavel_param* params = nullptr;
    std::size_t param_count = 0;

    static PluginCall solve(std::string_view input, const CallLimits& limits) {
        return with_input(worker_protocol::Function::solve, input, limits);
    }
    static PluginCall validate(std::string_view input, const CallLimits& limits) {
        return with_input(worker_protocol::Function::validate, input, limits);
    }
    static PluginCall check(std::string_view input, std::string_view output, std::string_view answer,
                            const CallLimits& limits) {
        PluginCall call = with_input(worker_protocol::Function::check, input, limits);
        call.output = output;
        call.answer = answer;
        return call;
    }
    static PluginCall generate(std::uint64_t seed, const gavel_param* params, std::size_t count, const CallLimits& limits) {
        PluginCall call = with_input(worker_protocol::Function::generate, {}, limits);
        call.seed = seed;
        call.params = params;
        call.param_count = count;
        return call;
    }
    static PluginCall callback(const CallLimits& limits) {
        return with_input(worker_protocol::Function::callback, {}, limits);
    }

private:
    static PluginCall with_input(worker_protocol::Function function, std::string_view input, const CallLimits& limits) {
        PluginCall call;
        call.function = function;
        call.limits = limits;
        call.input = input;
        return call;
    }
};

class PluginWorker {
public:
    /// Forks a worker that serves `plugin`'s functions, or runs `callback` (either may be null). Throws
    /// InternalError when the judge cannot make a socket, a memfd, a mapping or a process.
    PluginWorker(const gavel_problem* plugin, const IsolatedFunction* callback);
    ~PluginWorker();  // kills the worker
    PluginWorker(const PluginWorker&) = delete;
    PluginWorker& operator=(const PluginWorker&) = delete;

    /// Runs `calls` (at most worker_protocol::max_chain) one after another in one round trip, and stops after
    /// the first that does not succeed; returns the results of those that ran. nullopt when the worker never
    /// took the chain up (it had died while idle, or hung starting until the first call's wall limit): nothing
    /// ran, and the chain should go to a fresh worker. Throws InternalError only for a failure of the judge's
    /// own system calls.
    std::optional<std::vector<RunResult>> run(std::span<const PluginCall> calls);
    /// False once a call did not return normally: the worker is gone.
    bool reusable() const { return pid_ > 0; }
    /// Ends the call every worker is waiting on, and every later one, as at its wall limit (the worker killed):
    /// the judge is stopping (Ctrl-C, SIGTERM) and no plugin call may hold it. Safe in a signal handler.
    static void abandon_all() noexcept;

    /// For the tests: the next `count` workers forked hang before they serve, as one forked beside another
    /// judge thread's lock would (under ASan, whose allocator's lock a fork does not take).
    static void stall_next_starts(int count) noexcept;

private:
    enum class Wait { replied, died, wall_limit };
    struct Mailbox {
        char* bytes = nullptr;
        ~Mailbox();
    };

    void place_chain(std::span<const PluginCall> calls, worker_protocol::Request& request);
    Wait wait_for_reply(std::span<const PluginCall> calls, std::chrono::steady_clock::time_point sent,
                        worker_protocol::Reply& reply);
    RunResult result_of(const worker_protocol::CallOutcome& outcome, const CallLimits& limits) const;
    RunResult result_of_death(int status, const rusage& usage, bool killed_for_wall, const CallLimits& limits) const;
    std::string collect(worker_protocol::Area area, int spill, std::uint64_t offset, std::uint64_t size,
                        std::uint64_t cap) const;
    const worker_protocol::CallState& state() const;
    /// Kills (if need be) and reaps the worker; its exit status and resource use go to the out-parameters.
    void end(int* status = nullptr, rusage* usage = nullptr);

    Mailbox mailbox_;
    UniqueFd socket_;
    UniqueFd input_spill_, output_spill_, message_spill_;
    pid_t pid_ = -1;
    std::uint64_t sequence_ = 0;
    std::string params_text_;  // generator parameters, serialised; kept to spare an allocation per chain
};

constexpr int fresh_worker_starts = 3;

/// Runs `calls` on a worker forked for them (of `plugin`, or running `callback`), left in `started` for the
/// caller to keep. A fresh worker that never takes the calls up is replaced, fresh_worker_starts workers at
/// most; then the one result is Ending::not_started.
std::vector<RunResult> run_on_fresh_worker(const gavel_problem* plugin, const IsolatedFunction* callback,
                                           std::span<const PluginCall> calls, std::unique_ptr<PluginWorker>& started);

}  // namespace gavel
