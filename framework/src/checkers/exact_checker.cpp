// exact: the output must be the answer byte for byte. Where the two differ only in whitespace the verdict is
// PE, so a contestant learns that the content was right.
#include "checkers/tokens.hpp"
#include "checkers/checker.hpp"

namespace gavel {
namespace {

class ExactChecker final : public Checker {
public:
    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        if (output == answer) return {Verdict::accepted, ""};
        const CheckOutcome by_tokens = make_tokens_checker()->check(input, output, answer);
        if (by_tokens.verdict == Verdict::accepted)
            return {Verdict::presentation_error, "the tokens match but the whitespace differs, first at " + first_difference(output, answer)};
        return by_tokens;
    }
    std::string name() const override { return "exact"; }

private:
    static std::string first_difference(std::string_view output, std::string_view answer) {
        std::size_t line = 1, column = 1, i = 0;
        for (; i < output.size() && i < answer.size() && output[i] == answer[i]; ++i) {
            if (output[i] == '\n') ++line, column = 1;
            else ++column;
        }
        return "line " + std::to_string(line) + ", column " + std::to_string(column);
    }
};

}  // namespace

std::unique_ptr<Checker> make_exact_checker() { return std::make_unique<ExactChecker>(); }

}  // namespace gavel
