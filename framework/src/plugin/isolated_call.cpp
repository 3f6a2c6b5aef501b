#include "plugin/isolated_call.hpp"

#include <cstring>

#include "plugin/worker.hpp"

namespace gavel {

std::string CallResult::describe() const {
    switch (ending) {
        case Ending::returned: return "returned status " + std::to_string(status);
        case Ending::crashed:
            if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
            if (exit_code == worker_protocol::exit_threw) return "threw an exception across the plugin boundary";
            return "exited with code " + std::to_string(exit_code);
        case Ending::cpu_limit: return "CPU time limit exceeded";
        case Ending::wall_limit: return "wall-clock time limit exceeded";
        case Ending::memory_limit: return "memory limit exceeded";
        case Ending::output_limit: return "output limit exceeded";
        case Ending::not_started: return "could not be started";
    }
    return "unknown ending";
}

CallResult call_isolated(const IsolatedFunction& function, const CallLimits& limits) {
    PluginWorker worker(nullptr, &function);
    const PluginCall call = PluginCall::callback(limits);
    if (auto results = worker.run(std::span(&call, 1))) return std::move(results->front());
    CallResult result;
    result.ending = CallResult::Ending::not_started;
    return result;
}

}  // namespace gavel
