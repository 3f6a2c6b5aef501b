// Durations ("1s", "500ms", "1.5s") and sizes ("256MiB", "64KiB", "1GiB", "100B") as written in YAML files.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gavel {

using Duration = std::chrono::microseconds;

/// A positive duration, or nullopt with `error` saying what was expected.
std::optional<Duration> parse_duration(std::string_view text, std::string& error);
/// A positive size in bytes, or nullopt with `error` saying what was expected.
std::optional<std::uint64_t> parse_size(std::string_view text, std::string& error);

/// "3 ms", "1.25 s": how a log line shows a duration.
std::string format_duration(Duration duration);
/// "1.2 MiB", "512 KiB".
std::string format_kib(std::uint64_t kib);

inline double to_ms(Duration duration) { return static_cast<double>(duration.count()) / 1000.0; }

}  // namespace gavel
