// tokens: the default checker. The output must hold the answer's tokens in order; whitespace is free.
#include "gavel/checkers/tokens.hpp"
#include "gavel/checker.hpp"

namespace gavel {
namespace {

class TokensChecker final : public Checker {
public:
    CheckOutcome check(std::string_view, std::string_view output, std::string_view answer) const override {
        TokenStream expected_tokens(answer), found_tokens(output);
        std::string_view expected, found;
        std::size_t expected_line = 0, found_line = 0;
        for (std::size_t index = 1;; ++index) {
            const bool has_expected = expected_tokens.next(expected, expected_line);
            const bool has_found = found_tokens.next(found, found_line);
            if (!has_expected && !has_found) return {Verdict::accepted, std::to_string(index - 1) + " tokens"};
            if (!has_found)
                return {Verdict::wrong_answer, "token " + std::to_string(index) + ": expected " + quote_token(expected) +
                                                   ", found the end of the output"};
            if (!has_expected)
                return {Verdict::wrong_answer, "line " + std::to_string(found_line) + ": expected the end of the output, found " +
                                                   quote_token(found)};
            if (expected != found)
                return {Verdict::wrong_answer, "line " + std::to_string(found_line) + ", token " + std::to_string(index) +
                                                   ": expected " + quote_token(expected) + ", found " + quote_token(found)};
        }
    }
    std::string name() const override { return "tokens"; }
};

}  // namespace

std::unique_ptr<Checker> make_tokens_checker() { return std::make_unique<TokensChecker>(); }

}  // namespace gavel
