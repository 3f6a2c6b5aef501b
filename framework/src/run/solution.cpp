#include "run/solution.hpp"

#include "plugin/worker_pool.hpp"

namespace gavel {

ReferenceSolution::ReferenceSolution(const ProblemPlugin& plugin) : workers_(plugin_workers(plugin)) {}

CallResult ReferenceSolution::run(std::string_view input, const Limits& limits) {
    return workers_->call(PluginCall::solve(input, CallLimits::from(limits)));
}

std::vector<CallResult> ReferenceSolution::validate_and_run(std::span<const std::string_view> inputs,
                                                            std::span<const Limits> limits, bool validate) {
    std::vector<PluginCall> chain;
    if (validate)
        for (const auto input : inputs) chain.push_back(PluginCall::validate(input, CallLimits::for_tools()));
    for (std::size_t i = 0; i < inputs.size(); ++i) chain.push_back(PluginCall::solve(inputs[i], CallLimits::from(limits[i])));
    return workers_->call_chain(chain);
}

}  // namespace gavel
