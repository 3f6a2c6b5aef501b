#include "base/units.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gavel {
namespace {

// Splits "1.5s" into 1.5 and "s". The number must be plain decimal: no sign, exponent, hex or spaces.
bool split_number(std::string_view text, double& number, std::string_view& unit) {
    std::size_t i = 0;
    bool digits = false, dot = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            digits = true;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            break;
        }
    }
    if (!digits) return false;
    number = std::strtod(std::string(text.substr(0, i)).c_str(), nullptr);
    unit = text.substr(i);
    return std::isfinite(number);
}

}  // namespace

std::optional<Duration> parse_duration(std::string_view text, std::string& error) {
    error = "expected a positive duration such as 1s, 1.5s or 500ms, found '" + std::string(text) + "'";
    double number = 0;
    std::string_view unit;
    if (!split_number(text, number, unit)) return std::nullopt;
    double micros = 0;
    if (unit == "s") {
        micros = number * 1e6;
    } else if (unit == "ms") {
        micros = number * 1e3;
    } else if (unit == "us") {
        micros = number;
    } else {
        return std::nullopt;
    }
    if (micros < 1 || micros > 86400e6) return std::nullopt;
    error.clear();
    return Duration(static_cast<std::int64_t>(std::llround(micros)));
}

std::optional<std::uint64_t> parse_size(std::string_view text, std::string& error) {
    error = "expected a positive size such as 256MiB, 64KiB, 1GiB or 4096B, found '" + std::string(text) + "'";
    double number = 0;
    std::string_view unit;
    if (!split_number(text, number, unit)) return std::nullopt;
    double scale = 0;
    if (unit == "B") scale = 1;
    else if (unit == "KiB") scale = 1024.0;
    else if (unit == "MiB") scale = 1024.0 * 1024;
    else if (unit == "GiB") scale = 1024.0 * 1024 * 1024;
    else if (unit == "kB") scale = 1e3;
    else if (unit == "MB") scale = 1e6;
    else if (unit == "GB") scale = 1e9;
    else return std::nullopt;
    const double bytes = number * scale;
    if (bytes < 1 || bytes > 1024.0 * 1024 * 1024 * 1024) return std::nullopt;  // up to 1 TiB
    error.clear();
    return static_cast<std::uint64_t>(std::llround(bytes));
}

std::string format_duration(Duration duration) {
    char text[32];
    const double ms = to_ms(duration);
    if (ms < 1000) std::snprintf(text, sizeof text, "%.0f ms", ms);
    else std::snprintf(text, sizeof text, "%.2f s", ms / 1000);
    return text;
}

std::string format_kib(std::uint64_t kib) {
    char text[32];
    if (kib < 1024) std::snprintf(text, sizeof text, "%llu KiB", static_cast<unsigned long long>(kib));
    else if (kib < 1024 * 1024) std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(kib) / 1024);
    else std::snprintf(text, sizeof text, "%.2f GiB", static_cast<double>(kib) / (1024 * 1024));
    return text;
}

}  // namespace gavel
