// plugin: the problem's own check(), run in the plugin's workers so that a crashing or looping checker is IE, not WA.
#include "checkers/checker.hpp"
#include "base/errors.hpp"
#include "plugin/loader.hpp"
#include "plugin/worker_pool.hpp"

namespace gavel {
namespace {

class PluginChecker final : public Checker {
public:
    explicit PluginChecker(const ProblemPlugin& plugin) : plugin_(plugin), workers_(plugin_.workers()) {}

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        const RunResult call = workers_->call(PluginCall::check(input, output, answer, CallLimits::for_tools()));
        if (call.ending != RunResult::Ending::finished)
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
    ProblemPlugin plugin_;  // loaded as long as its workers may be started
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace

std::unique_ptr<Checker> make_plugin_checker(const ProblemPlugin& plugin) {
    return std::make_unique<PluginChecker>(plugin);
}

}  // namespace gavel
