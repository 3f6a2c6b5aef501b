#include "checkers/testlib_credit.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string_view>

#include "base/printable_text.hpp"

namespace gavel {
namespace {

constexpr int points_exit = 7;       // testlib's POINTS_EXIT_CODE
constexpr int testsys_pc_base = 50;  // PC_BASE_EXIT_CODE under TESTSYS (0 otherwise)
constexpr std::string_view points_prefix = "points ";
constexpr std::string_view partial_prefix = "partially correct (";

std::string_view first_line(std::string_view text) { return text.substr(0, text.find('\n')); }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

// The checker's own words after the value, as the test's message.
std::string rest_of(std::string_view line) {
    line = trimmed(line);
    return std::string(line.size() > 300 ? line.substr(0, 300) : line);
}

CheckOutcome credit(double fraction, std::string message) {
    CheckOutcome outcome(Verdict::accepted, std::move(message));
    outcome.fraction = fraction;
    return outcome;
}

CheckOutcome failed(const std::string& why) { return {Verdict::internal_error, "the checker failed: " + why}; }

// quitp: "points <value> <message>".
CheckOutcome points_outcome(std::string_view line) {
    if (line.substr(0, points_prefix.size()) != points_prefix)
        return failed("it exited with 7 (testlib's quitp), but its report '" + printable_text(line, 60) +
                      "' does not start with 'points <value>'");
    std::string_view after = line.substr(points_prefix.size());
    const std::string token(after.substr(0, after.find_first_of(" \t\r")));
    errno = 0;
    char* end = nullptr;
    const double value = std::strtod(token.c_str(), &end);
    if (token.empty() || end != token.c_str() + token.size() || errno == ERANGE || !std::isfinite(value))
        return failed("quitp's points '" + printable_text(token, 60) + "' are not a number");
    if (value < 0 || value > 1)
        return failed("quitp's points " + token + " are outside 0..1 (gavel reads them as the fraction of the test's points)");
    return credit(value, rest_of(after.substr(token.size())));
}

}  // namespace

std::optional<CheckOutcome> testlib_partial_credit(int exit_code, const std::string& report) {
    const std::string_view line = first_line(report);
    if (exit_code == points_exit) return points_outcome(line);
    if (line.substr(0, partial_prefix.size()) != partial_prefix) return std::nullopt;
    const std::string_view after = line.substr(partial_prefix.size());
    const std::size_t close = after.find(')');
    const std::string digits(after.substr(0, close));
    if (close == std::string_view::npos || digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;  // not _pc's report: the exit code decides
    const int n = std::stoi(digits);
    // _pc(n) exits with n, or 50 + n under Testsys: a report that the exit code does not match is some other ending.
    if (exit_code != n && exit_code != testsys_pc_base + n) return std::nullopt;
    if (n > 100) return failed("_pc(" + digits + ") is over 100 (gavel reads _pc(n) as n/100 of the test's points)");
    return credit(n / 100.0, rest_of(after.substr(close + 1)));
}

}  // namespace gavel
