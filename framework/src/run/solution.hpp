// Something that answers tests: a contestant's program in a box, or a problem's reference solver.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/limits.hpp"
#include "config/suite.hpp"
#include "plugin/isolated_call.hpp"
#include "plugin/loader.hpp"
#include "sandbox/box.hpp"

namespace gavel {

class PluginWorkerPool;

/// Abstract so that each kind of solution runs its own way and tests can substitute a fake.
class Solution {
public:
    virtual ~Solution() = default;
    /// How reports name it: "reference", "sol.cpp".
    virtual std::string name() const = 0;
    /// Runs once on `input` under `limits`; never throws for what the solution does.
    virtual RunResult run(std::string_view input, const Limits& limits) = 0;
    /// run() with what a package's case adds: arguments after the program, files in its working folder. Only a
    /// program takes them; a solution that cannot (a plugin's solve()) fails the run with a message, never
    /// ignores them.
    virtual RunResult run_case(std::string_view input, const Limits& limits, const CaseExtras& extras) {
        if (extras.arguments.empty() && extras.files.empty()) return run(input, limits);
        RunResult refused;
        refused.ending = RunResult::Ending::not_started;
        refused.message = name() + " cannot take a case's arguments or files: only a program can";
        return refused;
    }
    /// run_case() on an interaction's streams (run/interaction.hpp): its input is what it is told, its output is
    /// not kept, and it is stopped when `streams.stop` becomes readable. Only a program can; anything else fails
    /// the run with a message.
    virtual RunResult run_piped(const Limits& limits, const CaseExtras& extras, sandbox::PipedStreams streams) {
        (void)limits, (void)extras, (void)streams;
        RunResult refused;
        refused.ending = RunResult::Ending::not_started;
        refused.message = name() + " cannot be judged interactively: only a program can";
        return refused;
    }
    /// run() on each input under its limits, in order, one result each; a solution that can take several
    /// inputs per round trip overrides it.
    virtual std::vector<RunResult> run_batch(std::span<const std::string_view> inputs, std::span<const Limits> limits) {
        std::vector<RunResult> results;
        results.reserve(inputs.size());
        for (std::size_t i = 0; i < inputs.size(); ++i) results.push_back(run(inputs[i], limits[i]));
        return results;
    }
    /// The CPU its runs are pinned to, or -1. The thread that drives it is pinned there too: handing a test
    /// over and getting the answer back costs far less when both sides wake on the same CPU.
    virtual int cpu() const { return -1; }
};

/// A problem plugin's solve(), in one of the plugin's worker processes under the test's limits.
class ReferenceSolution final : public Solution {
public:
    explicit ReferenceSolution(const ProblemPlugin& plugin);
    std::string name() const override { return "reference"; }
    RunResult run(std::string_view input, const Limits& limits) override;
    /// Every input in chains of calls to one worker: a round trip and two changes of limits per chain, not per test.
    std::vector<RunResult> run_batch(std::span<const std::string_view> inputs, std::span<const Limits> limits) override;

private:
    ProblemPlugin plugin_;  // loaded as long as its workers may be started
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace gavel
