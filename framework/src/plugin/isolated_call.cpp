#include "plugin/isolated_call.hpp"

#include "plugin/worker.hpp"

namespace gavel {

RunResult call_isolated(const IsolatedFunction& function, const CallLimits& limits) {
    const PluginCall call = PluginCall::callback(limits);
    std::unique_ptr<PluginWorker> worker;
    return std::move(run_on_fresh_worker(nullptr, &function, std::span(&call, 1), worker).front());
}

}  // namespace gavel
