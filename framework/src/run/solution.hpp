// Something that answers tests: the problem's reference solver now, contestant programs and Solver plugins later.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "plugin/isolated_call.hpp"
#include "base/limits.hpp"

namespace gavel {

class ProblemPlugin;
class PluginWorkerPool;

/// Abstract so that each kind of solution runs its own way and tests can substitute a fake.
class Solution {
public:
    virtual ~Solution() = default;
    /// How reports name it: "reference", "sol.cpp".
    virtual std::string name() const = 0;
    /// Runs once on `input` under `limits`; never throws for what the solution does.
    virtual CallResult run(std::string_view input, const Limits& limits) = 0;
    /// True for the problem's own reference solver, whose output defines the answer where none is stored.
    virtual bool is_reference() const { return false; }
    /// The CPU its runs are pinned to, or -1. The thread that drives it is pinned there too: handing a test
    /// over and getting the answer back costs far less when both sides wake on the same CPU.
    virtual int cpu() const { return -1; }
};

/// The plugin's solve(), in one of the plugin's worker processes under the test's limits.
class ReferenceSolution final : public Solution {
public:
    explicit ReferenceSolution(const ProblemPlugin& plugin);
    std::string name() const override { return "reference"; }
    CallResult run(std::string_view input, const Limits& limits) override;
    bool is_reference() const override { return true; }
    /// Validates each of `inputs` (when `validate`; under the tools' limits), then solves each under its
    /// `limits`, all in one chain: one round trip to the plugin's worker, and limits changed twice, for them all.
    /// The chain stops after its first failure: the results of the calls that ran, validations first. At most
    /// worker_protocol::max_chain calls in all.
    std::vector<CallResult> validate_and_run(std::span<const std::string_view> inputs, std::span<const Limits> limits,
                                             bool validate);

private:
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace gavel
