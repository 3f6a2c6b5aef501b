#include "generate/generation_names.hpp"

#include <algorithm>
#include <charconv>
#include <set>

namespace gavel::generate {
namespace {

constexpr std::size_t most_count_values = 100;
// Far beyond any count, yet small enough that value - 1 and the names never overflow.
constexpr std::int64_t largest_count_value = 1'000'000'000'000'000;

const char* count_forms = "expected count: as an integer 1..100, a list of distinct integers, or a range such as "
                          "\"-4..=5\"";

std::optional<std::int64_t> parse_integer(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);  // YAML reads +5 as 5
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (value < -largest_count_value || value > largest_count_value) return std::nullopt;
    return value;
}

// "lo..=hi" as BAPCtools matches it: ^(-?\d+)\.\.=(-?\d+)$.
std::optional<std::pair<std::int64_t, std::int64_t>> parse_range(std::string_view text) {
    const std::size_t dots = text.find("..=");
    if (dots == std::string_view::npos) return std::nullopt;
    const auto plain_integer = [](std::string_view part) -> std::optional<std::int64_t> {
        const std::string_view digits = !part.empty() && part.front() == '-' ? part.substr(1) : part;
        if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return parse_integer(part);
    };
    const auto lo = plain_integer(text.substr(0, dots));
    const auto hi = plain_integer(text.substr(dots + 3));
    if (!lo || !hi) return std::nullopt;
    return std::pair{*lo, *hi};
}

// Python's f"{value:0{width}}": the sign, then the digits zero-padded so that both fill `width`.
std::string zero_padded(std::int64_t value, std::size_t width) {
    const std::string digits = std::to_string(value < 0 ? -value : value);
    const std::string sign = value < 0 ? "-" : "";
    const std::size_t used = sign.size() + digits.size();
    return sign + std::string(width > used ? width - used : 0, '0') + digits;
}

}  // namespace

bool is_valid_data_name(std::string_view name) {
    const auto word_character = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    if (name.empty() || name.size() > 255 || !word_character(name.front())) return false;
    return std::all_of(name.begin() + 1, name.end(), [&](char c) { return word_character(c) || c == '.' || c == '-'; });
}

std::vector<std::int64_t> count_values(const YamlFile& file, const YAML::Node& count) {
    std::vector<std::int64_t> values;
    if (count.IsSequence()) {
        if (count.size() == 0 || count.size() > most_count_values)
            file.fail(count, "count: lists " + std::to_string(count.size()) + " values; expected 1 to 100");
        std::set<std::int64_t> seen;
        for (const auto& item : count) {
            const auto value = item.IsScalar() ? parse_integer(item.Scalar()) : std::nullopt;
            if (!value) file.fail(item, "expected each value of a count: list to be an integer");
            if (!seen.insert(*value).second)
                file.fail(item, "count: lists " + std::to_string(*value) + " twice; expected distinct values");
            values.push_back(*value);
        }
        return values;
    }
    if (!count.IsScalar()) file.fail(count, count_forms);
    if (const auto number = parse_integer(count.Scalar())) {
        if (*number < 1 || *number > static_cast<std::int64_t>(most_count_values))
            file.fail(count, "count: " + count.Scalar() + " is out of range; expected 1..100");
        for (std::int64_t value = 1; value <= *number; ++value) values.push_back(value);
        return values;
    }
    const auto range = parse_range(count.Scalar());
    if (!range) file.fail(count, std::string(count_forms) + ", found '" + count.Scalar() + "'");
    const auto [lo, hi] = *range;
    if (lo > hi) file.fail(count, "count: " + count.Scalar() + " starts after it ends; expected lo <= hi");
    if (hi - lo + 1 > static_cast<std::int64_t>(most_count_values))
        file.fail(count, "count: " + count.Scalar() + " gives " + std::to_string(hi - lo + 1) +
                             " values; expected at most 100");
    for (std::int64_t value = lo; value <= hi; ++value) values.push_back(value);
    return values;
}

std::vector<std::string> count_suffixes(const std::vector<std::int64_t>& values) {
    std::size_t width = 0;
    if (!values.empty()) {
        const auto [low, high] = std::minmax_element(values.begin(), values.end());
        if (*high - *low == static_cast<std::int64_t>(values.size()) - 1)
            for (const auto value : values) width = std::max(width, std::to_string(value).size());
    }
    std::vector<std::string> names;
    for (const auto value : values) names.push_back("-" + zero_padded(value, width));
    return names;
}

std::string numbered_name(std::size_t number, std::size_t total, const std::string& key) {
    const std::string digits = std::to_string(number);
    const std::size_t width = std::to_string(total).size();
    const std::string padded = std::string(width > digits.size() ? width - digits.size() : 0, '0') + digits;
    return key.empty() ? padded : padded + "-" + key;
}

}  // namespace gavel::generate
