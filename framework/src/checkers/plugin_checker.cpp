// plugin: the problem's own check(), run in the plugin's workers so that a crashing or looping checker is IE, not WA.
#include <cstdio>
#include <cstring>

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
            case GAVEL_PARTIAL_CREDIT: return partial_credit(call);
            case GAVEL_WRONG_ANSWER: return {Verdict::wrong_answer, call.message};
            case GAVEL_PRESENTATION_ERROR: return {Verdict::presentation_error, call.message};
            default:
                return {Verdict::internal_error, "the checker failed with status " + std::to_string(call.status) + tail(call.message)};
        }
    }
    std::string name() const override { return "plugin"; }

private:
    static std::string tail(const std::string& message) { return message.empty() ? "" : ": " + message; }

    // The worker hands check_scored's fraction back as the call's output, its bytes (worker_process.cpp).
    static CheckOutcome partial_credit(const RunResult& call) {
        double fraction = 0;
        if (call.output.size() != sizeof fraction)
            return {Verdict::internal_error, "the checker gave partial credit without a fraction" + tail(call.message)};
        std::memcpy(&fraction, call.output.data(), sizeof fraction);
        if (!(fraction >= 0 && fraction <= 1)) {  // NaN fails both
            char shown[32];
            std::snprintf(shown, sizeof shown, "%g", fraction);
            return {Verdict::internal_error, std::string("the checker gave partial credit of ") + shown +
                                                 ": expected a fraction of the test's points from 0 to 1" + tail(call.message)};
        }
        CheckOutcome outcome(Verdict::accepted, call.message);
        outcome.fraction = fraction;
        return outcome;
    }
    ProblemPlugin plugin_;  // loaded as long as its workers may be started
    std::shared_ptr<PluginWorkerPool> workers_;
};

}  // namespace

std::unique_ptr<Checker> make_plugin_checker(const ProblemPlugin& plugin) {
    return std::make_unique<PluginChecker>(plugin);
}

}  // namespace gavel
