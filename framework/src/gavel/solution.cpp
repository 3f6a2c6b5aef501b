#include "gavel/solution.hpp"

#include "gavel/plugin_worker_pool.hpp"

namespace gavel {

ReferenceSolution::ReferenceSolution(const ProblemPlugin& plugin) : workers_(plugin_workers(plugin)) {}

CallResult ReferenceSolution::run(std::string_view input, const Limits& limits) {
    return workers_->call(PluginCall::solve(input, CallLimits::from(limits)));
}

std::vector<CallResult> ReferenceSolution::validate_and_run(std::string_view input, const Limits& limits) {
    const PluginCall chain[] = {PluginCall::validate(input, CallLimits::for_tools()),
                                PluginCall::solve(input, CallLimits::from(limits))};
    return workers_->call_chain(chain);
}

}  // namespace gavel
