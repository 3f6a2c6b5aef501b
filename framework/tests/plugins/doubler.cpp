// Interactive test plugins, one per DOUBLER_KIND: the interactor sends the case's number and expects the submission
// to say it doubled (solve() writes the double: the answer interact() is given).
//   0 doubler            as described: accepted, or a wrong answer saying what it expected
//   1 doubler_throws     interact() throws after the first exchange: the interactor's own failure
//   2 doubler_crashes    interact() dies of SIGSEGV after the first exchange
#include <gavel/sdk.hpp>

#include <csignal>
#include <stdexcept>
#include <string>

#ifndef DOUBLER_KIND
#define DOUBLER_KIND 0
#endif

namespace {

class Doubler final : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long x = 0;
        in >> x;
        out << 2 * x << '\n';
    }

    gavel::CheckResult interact(std::string_view input, std::string_view answer, gavel::Channel& submission) override {
        gavel::OutputReader given(input, gavel::OutputReader::Source::answer), expected(answer, gavel::OutputReader::Source::answer);
        const std::int64_t x = given.read_integer("x"), doubled = expected.read_integer("2x");
        submission << x << '\n';
        const std::int64_t said = submission.read_integer("the double");
        if (DOUBLER_KIND == 1) throw std::runtime_error("the interactor's own bug");
        if (DOUBLER_KIND == 2) std::raise(SIGSEGV);
        submission.expect_end();
        if (said != doubled) return gavel::wrong_answer("expected " + std::to_string(doubled) + ", found " + std::to_string(said));
        return gavel::accepted("doubled");
    }
};

}  // namespace

#if DOUBLER_KIND == 0
GAVEL_PROBLEM(Doubler, "doubler", "Doubler", "1")
#elif DOUBLER_KIND == 1
GAVEL_PROBLEM(Doubler, "doubler_throws", "Doubler (throws)", "1")
#else
GAVEL_PROBLEM(Doubler, "doubler_crashes", "Doubler (crashes)", "1")
#endif
