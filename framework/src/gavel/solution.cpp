#include "gavel/solution.hpp"

#include "gavel/plugin_loader.hpp"

namespace gavel {

ReferenceSolution::ReferenceSolution(const ProblemPlugin& plugin) : solve_(plugin.descriptor().solve) {}

CallResult ReferenceSolution::run(std::string_view input, const Limits& limits) {
    return call_isolated(
        [&](const gavel_writer* output, const gavel_writer* message) {
            return solve_(input.data(), input.size(), output, message);
        },
        CallLimits::from(limits));
}

}  // namespace gavel
