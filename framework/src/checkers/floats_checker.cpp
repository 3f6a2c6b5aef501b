// floats: tokens compared as numbers where the answer's token is a number: accepted when within the absolute
// OR the relative tolerance (as testlib's doubleCompare); other tokens must match exactly.
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include "checkers/tokens.hpp"
#include "checkers/checker.hpp"

namespace gavel {
namespace {

class FloatsChecker final : public Checker {
public:
    FloatsChecker(double absolute, double relative) : absolute_(absolute), relative_(relative) {}

    CheckOutcome check(std::string_view, std::string_view output, std::string_view answer) const override {
        return compare_tokens(output, answer, [this](std::string_view expected, std::string_view found) -> std::string {
            const std::optional<double> want_number = parse_double(expected);
            if (!want_number)
                return expected == found ? "" : "expected " + quote_text(expected) + ", found " + quote_text(found);
            const std::optional<double> got_number = parse_double(found);
            if (!got_number) return "expected a number near " + quote_text(expected) + ", found " + quote_text(found);
            const double want = *want_number, got = *got_number;
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
