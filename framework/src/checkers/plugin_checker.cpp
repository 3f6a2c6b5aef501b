// plugin: the problem's own check(), run in the plugin's workers so that a crashing or looping checker is IE, not WA.
#include "checkers/checker.hpp"
#include "base/errors.hpp"
#include "plugin/loader.hpp"
#include "plugin/worker_pool.hpp"
#include "config/problem_config.hpp"

namespace gavel {
namespace {

class PluginChecker final : public Checker {
public:
    explicit PluginChecker(const ProblemPlugin& plugin) : workers_(plugin_workers(plugin)) {}

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        const CallResult call = workers_->call(PluginCall::check(input, output, answer, CallLimits::for_tools()));
        if (call.ending != CallResult::Ending::returned)
            return {Verdict::internal_error, "the checker failed: " + call.describe() + tail(call.message)};
        switch (call.status) {
            case GAVEL_OK: return {Verdict::accepted, call.message};
            case GAVEL_WRONG_ANSWER: return {Verdict::wrong_answer, call.message};
            case GAVEL_PRESENTATION_ERROR: return {Verdict::presentation_error, call.message};
            default:
                return {Verdict::internal_error, "the checker failed with status " + std::to_string(call.status) + tail(call.message)};
        }
    }
    std::string name() const override { return "plugin"; }

private:
    static std::string tail(const std::string& message) { return message.empty() ? "" : ": " + message; }
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace

std::unique_ptr<Checker> make_plugin_checker(const ProblemPlugin& plugin) {
    return std::make_unique<PluginChecker>(plugin);
}

std::unique_ptr<Checker> make_checker(const ProblemConfig& config, const ProblemPlugin& plugin) {
    switch (config.checker.kind) {
        case CheckerSpec::Kind::automatic:
            return plugin.has_check() ? make_plugin_checker(plugin) : make_tokens_checker();
        case CheckerSpec::Kind::exact: return make_exact_checker();
        case CheckerSpec::Kind::tokens: return make_tokens_checker();
        case CheckerSpec::Kind::floats: return make_floats_checker(config.checker.absolute, config.checker.relative);
        case CheckerSpec::Kind::plugin:
            if (!plugin.has_check())
                throw InputError(config.file_name, config.checker_line, config.checker_column,
                                 "checker 'plugin' names the plugin's own check, but " + plugin.file().string() +
                                     " has none; expected exact, tokens or floats");
            return make_plugin_checker(plugin);
        case CheckerSpec::Kind::external: return make_external_checker(config.checker, config.file_name);
    }
    throw InternalError("unknown checker kind");
}

}  // namespace gavel
