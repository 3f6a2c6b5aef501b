// The worker processes of one loaded plugin, shared by every thread that calls it; the plugin owns its pool
// (ProblemPlugin::workers()), so there is one per loaded plugin and no registry of them.
//
// A call takes an idle worker, or forks a new one when none is idle (several threads calling at once each get
// their own), and gives it back after a normal return. So a suite costs a fork or two, not one per call.
#pragma once

#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include <gavel/plugin.h>

#include "plugin/isolated_call.hpp"
#include "plugin/worker.hpp"

namespace gavel {

class PluginWorkerPool {
public:
    explicit PluginWorkerPool(const gavel_problem& plugin) : plugin_(&plugin) {}
    /// Kills the idle workers.
    ~PluginWorkerPool() = default;

    /// Runs `call` in a worker; never throws for what the plugin does (InternalError when the judge cannot start
    /// a worker).
    RunResult call(const PluginCall& call);
    /// Runs `calls` one after another, in as few round trips as chains allow, and stops after the first that
    /// does not succeed (return GAVEL_OK within its limits): the results of those that ran, the failed one last.
    /// For a validation and the solve of its input, or a run of generator calls.
    std::vector<RunResult> call_chain(std::span<const PluginCall> calls);
    /// Workers waiting for a call.
    std::size_t idle_count();

private:
    std::unique_ptr<PluginWorker> take_idle();
    std::vector<RunResult> run_chain(std::span<const PluginCall> chain);

    const gavel_problem* plugin_;
    std::mutex mutex_;
    std::vector<std::unique_ptr<PluginWorker>> idle_;
};

/// Runs every one of `calls`, in order, in as few round trips as chains allow: after a call that fails, the
/// next chain starts behind it. One result per call. For judging many inputs, where one failure ends nothing.
std::vector<RunResult> call_every(PluginWorkerPool& workers, std::span<const PluginCall> calls);

}  // namespace gavel
