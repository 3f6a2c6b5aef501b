// floats: tokens compared as numbers where the answer's token is a number: accepted when within the absolute
// OR the relative tolerance (as testlib's doubleCompare); other tokens must match exactly.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "checkers/tokens.hpp"
#include "checkers/checker.hpp"

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
        return compare_tokens(output, answer, [this](std::string_view expected, std::string_view found) -> std::string {
            double want = 0, got = 0;
            if (!parse_number(expected, want))
                return expected == found ? "" : "expected " + quote_token(expected) + ", found " + quote_token(found);
            if (!parse_number(found, got)) return "expected a number near " + quote_token(expected) + ", found " + quote_token(found);
            const double error = std::fabs(want - got);
            if (error <= absolute_ || error <= relative_ * std::fabs(want)) return "";
            char text[160];
            std::snprintf(text, sizeof text, "expected %.10g, found %.10g (error %.3g)", want, got, error);
            return text;
        });
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
