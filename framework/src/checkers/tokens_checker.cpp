// tokens: the default checker. The output must hold the answer's tokens in order; whitespace is free.
#include "checkers/checker.hpp"
#include "checkers/tokens.hpp"

namespace gavel {
namespace {

class TokensChecker final : public Checker {
public:
    CheckOutcome check(std::string_view, std::string_view output, std::string_view answer) const override {
        return compare_tokens(output, answer, [](std::string_view expected, std::string_view found) {
            return expected == found ? std::string() : "expected " + quote_text(expected) + ", found " + quote_text(found);
        });
    }
    std::string name() const override { return "tokens"; }
};

}  // namespace

std::unique_ptr<Checker> make_tokens_checker() { return std::make_unique<TokensChecker>(); }

}  // namespace gavel
