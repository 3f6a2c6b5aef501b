#include "problem/plugin_parts.hpp"

#include <vector>

#include "plugin/worker_pool.hpp"

namespace gavel {
namespace {

std::string with_detail(const std::string& what, const std::string& message) {
    return message.empty() ? what : what + ": " + message;
}

Validation validation_of(const RunResult& call) {
    if (call.ok()) return {};
    if (call.finished_with(GAVEL_INVALID_INPUT))
        return {Validation::Outcome::invalid, with_detail("the validator rejected the input", call.message)};
    return {Validation::Outcome::failed, with_detail("the validator failed: " + call.describe(), call.message)};
}

class PluginValidator final : public Validator {
public:
    explicit PluginValidator(const ProblemPlugin& plugin) : plugin_(plugin), workers_(plugin_.workers()) {}

    Validation validate(std::string_view input) const override {
        return validation_of(workers_->call(PluginCall::validate(input, CallLimits::for_tools())));
    }

    // In chains: one round trip to the worker for many inputs.
    std::vector<Validation> validate_all(std::span<const std::string_view> inputs) const override {
        std::vector<PluginCall> calls;
        calls.reserve(inputs.size());
        for (const auto input : inputs) calls.push_back(PluginCall::validate(input, CallLimits::for_tools()));
        std::vector<Validation> results;
        results.reserve(inputs.size());
        for (const RunResult& call : call_every(*workers_, calls)) results.push_back(validation_of(call));
        return results;
    }

    std::string name() const override { return "plugin"; }

private:
    ProblemPlugin plugin_;
    std::shared_ptr<PluginWorkerPool> workers_;
};

class PluginGenerator final : public Generator {
public:
    explicit PluginGenerator(const ProblemPlugin& plugin) : plugin_(plugin), workers_(plugin_.workers()) {}

    std::vector<RunResult> generate(std::span<const std::uint64_t> seeds,
                                     const std::map<std::string, std::string>& params) const override {
        std::vector<gavel_param> list;
        for (const auto& [key, value] : params) list.push_back({key.c_str(), value.c_str()});
        std::vector<PluginCall> calls;
        calls.reserve(seeds.size());
        for (const std::uint64_t seed : seeds)
            calls.push_back(PluginCall::generate(seed, list.data(), list.size(), CallLimits::for_tools()));
        return workers_->call_chain(calls);
    }

private:
    ProblemPlugin plugin_;
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace

std::shared_ptr<const Validator> make_plugin_validator(const ProblemPlugin& plugin) {
    return std::make_shared<PluginValidator>(plugin);
}

std::shared_ptr<const Generator> make_plugin_generator(const ProblemPlugin& plugin) {
    return std::make_shared<PluginGenerator>(plugin);
}

std::shared_ptr<const InteractiveJudge> make_plugin_interactor(const ProblemPlugin& plugin, const std::string& problem_file) {
    InteractiveSpec spec;
    spec.validator.kind = CheckerSpec::Kind::external;
    spec.validator.protocol = CheckerSpec::Protocol::kattis;
    spec.validator.program = plugin.file();
    spec.interactive = true;
    return make_kattis_interactive_judge(spec, problem_file);
}

}  // namespace gavel
