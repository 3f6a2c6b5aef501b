// The plugin side of bench_interaction: an interact() that answers every token with the same token on a line of
// its own, and accepts once the submission has ended.
#include <gavel/sdk.hpp>

namespace {

class EchoInteractor final : public gavel::Problem {
public:
    void solve(std::istream&, std::ostream&) override {}
    gavel::CheckResult interact(std::string_view, std::string_view, gavel::Channel& submission) override {
        while (const std::optional<std::string> token = submission.next()) submission << *token << '\n';
        return gavel::accepted();
    }
};

}  // namespace

GAVEL_PROBLEM(EchoInteractor, "echo_interactor", "Echo interactor", "1")
