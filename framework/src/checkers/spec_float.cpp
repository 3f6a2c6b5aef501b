#include "checkers/spec_float.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace gavel {
namespace {

// A double rounds right from its first 767 significant digits and whether any digit after them is non-zero.
constexpr std::size_t kept_digits = 800;
// An exponent past this is infinity or zero whatever the digits; capping it keeps the arithmetic in range.
constexpr std::int64_t exponent_cap = 1'000'000'000;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string_view take_digits(std::string_view text, std::size_t& at) {
    const std::size_t start = at;
    while (at < text.size() && is_digit(text[at])) ++at;
    return text.substr(start, at - start);
}

}  // namespace

std::optional<double> parse_spec_float(std::string_view text) {
    std::size_t at = 0;
    const bool negative = at < text.size() && text[at] == '-';
    if (at < text.size() && (text[at] == '+' || text[at] == '-')) ++at;
    const std::string_view whole = take_digits(text, at);
    std::string_view fraction;
    const bool has_point = at < text.size() && text[at] == '.';
    if (has_point) {
        ++at;
        fraction = take_digits(text, at);
    }
    // "1", "1.", ".5" and "1.5" are significands; "." and "" are not.
    if (whole.empty() && fraction.empty()) return std::nullopt;
    std::int64_t exponent = 0;
    if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
        ++at;
        const bool negative_exponent = at < text.size() && text[at] == '-';
        if (at < text.size() && (text[at] == '+' || text[at] == '-')) ++at;
        const std::string_view digits = take_digits(text, at);
        if (digits.empty()) return std::nullopt;
        for (const char digit : digits) exponent = std::min(exponent * 10 + (digit - '0'), exponent_cap);
        if (negative_exponent) exponent = -exponent;
    }
    if (at != text.size()) return std::nullopt;

    // The value is <all digits> × 10^(exponent - fraction digits): handed to strtod as plain digits and an
    // exponent, so that neither the locale's decimal point nor the length of the token matters to it.
    std::string digits;
    digits.reserve(std::min(whole.size() + fraction.size(), kept_digits + 1));
    std::int64_t scale = exponent - static_cast<std::int64_t>(fraction.size());
    bool rest_nonzero = false;
    for (const std::string_view part : {whole, fraction})
        for (const char digit : part) {
            if (digits.empty() && digit == '0') continue;  // leading zeros are not significant
            if (digits.size() < kept_digits) digits += digit;
            else {
                ++scale;  // a digit dropped from the end: the kept ones stand one place higher
                rest_nonzero = rest_nonzero || digit != '0';
            }
        }
    if (digits.empty()) return negative ? -0.0 : 0.0;
    if (rest_nonzero) {
        // A non-zero digit past the kept ones only breaks a tie in rounding: one more digit 1 does the same.
        digits += '1';
        --scale;
    }
    scale = std::clamp(scale, -2 * exponent_cap, 2 * exponent_cap);
    const std::string normal = (negative ? "-" : "") + digits + "e" + std::to_string(scale);
    return std::strtod(normal.c_str(), nullptr);
}

}  // namespace gavel
