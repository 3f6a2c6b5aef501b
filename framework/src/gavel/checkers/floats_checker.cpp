// floats: tokens compared as numbers where the answer's token is a number: accepted when within the absolute
// OR the relative tolerance (as testlib's doubleCompare); other tokens must match exactly.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "gavel/checkers/tokens.hpp"
#include "gavel/checker.hpp"

namespace gavel {
namespace {

bool parse_number(std::string_view token, double& value) {
    if (token.empty() || token.size() > 400) return false;
    const std::string text(token);
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    // strtod also takes "nan", "inf" and hex; a contestant's "nan" must not match anything.
    return end == text.c_str() + text.size() && std::isfinite(value) && text.find_first_of("xXnN") == std::string::npos;
}

class FloatsChecker final : public Checker {
public:
    FloatsChecker(double absolute, double relative) : absolute_(absolute), relative_(relative) {}

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
                return {Verdict::wrong_answer, "line " + std::to_string(found_line) +
                                                   ": expected the end of the output, found " + quote_token(found)};
            const std::string where = "line " + std::to_string(found_line) + ", token " + std::to_string(index);
            double want = 0, got = 0;
            if (!parse_number(expected, want)) {
                if (expected != found)
                    return {Verdict::wrong_answer, where + ": expected " + quote_token(expected) + ", found " + quote_token(found)};
                continue;
            }
            if (!parse_number(found, got))
                return {Verdict::wrong_answer, where + ": expected a number near " + quote_token(expected) + ", found " + quote_token(found)};
            const double error = std::fabs(want - got);
            if (error > absolute_ && error > relative_ * std::fabs(want)) {
                char text[160];
                std::snprintf(text, sizeof text, ": expected %.10g, found %.10g (error %.3g)", want, got, error);
                return {Verdict::wrong_answer, where + text};
            }
        }
    }

    std::string name() const override {
        char text[96];
        std::snprintf(text, sizeof text, "floats(absolute=%g, relative=%g)", absolute_, relative_);
        return text;
    }

private:
    double absolute_, relative_;
};

}  // namespace

std::unique_ptr<Checker> make_floats_checker(double absolute, double relative) {
    return std::make_unique<FloatsChecker>(absolute, relative);
}

}  // namespace gavel
