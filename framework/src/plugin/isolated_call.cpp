#include "plugin/isolated_call.hpp"

#include "plugin/worker.hpp"

namespace gavel {

RunResult call_isolated(const IsolatedFunction& function, const CallLimits& limits) {
    PluginWorker worker(nullptr, &function);
    const PluginCall call = PluginCall::callback(limits);
    if (auto results = worker.run(std::span(&call, 1))) return std::move(results->front());
    RunResult result;
    result.ending = RunResult::Ending::not_started;
    return result;
}

}  // namespace gavel
