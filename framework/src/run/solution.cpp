#include "run/solution.hpp"

#include "plugin/worker_pool.hpp"

namespace gavel {

ReferenceSolution::ReferenceSolution(const ProblemPlugin& plugin) : plugin_(plugin), workers_(plugin_.workers()) {}

RunResult ReferenceSolution::run(std::string_view input, const Limits& limits) {
    return workers_->call(PluginCall::solve(input, CallLimits::from(limits)));
}

std::vector<RunResult> ReferenceSolution::run_batch(std::span<const std::string_view> inputs, std::span<const Limits> limits) {
    std::vector<PluginCall> calls;
    calls.reserve(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) calls.push_back(PluginCall::solve(inputs[i], CallLimits::from(limits[i])));
    return call_every(*workers_, calls);
}

}  // namespace gavel
