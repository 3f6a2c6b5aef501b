// `.timelimit` at the package root: where BAPCtools and DOMjudge keep a legacy package's time limit (the legacy
// problem.yaml has no key for it), as one number of seconds ("2", "1.5\n"). Without it such a package would have
// its limit inferred from its submissions' timings, which drift from machine to machine and run to run.
// 2023-07-draft and 2025-09 keep the limit in problem.yaml (limits.time_limit), which wins when both are there;
// a .timelimit alone there is still taken, as BAPCtools takes it.
#include <cctype>
#include <cmath>
#include <string>

#include <fmt/format.h>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "config/data_file.hpp"
#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

constexpr double most_seconds = 86400;  // as problem.yaml's limits.time_limit

// Where a byte of the file is, as "LINE:COLUMN" (both from 1).
std::string place_in(const std::string& text, std::size_t offset) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return std::to_string(line) + ":" + std::to_string(column);
}

// Digits with an optional fraction ("2", "1.5", "0.25", ".5"): what the tools that write the file write; no sign,
// exponent, inf or nan, which a number parser would also take.
bool plain_decimal(const std::string& word) {
    std::size_t digits = 0, dots = 0;
    for (const char c : word) {
        if (std::isdigit(static_cast<unsigned char>(c))) ++digits;
        else if (c == '.' && ++dots == 1) continue;
        else return false;
    }
    return digits > 0;
}

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// The number the file holds, in seconds; InputError naming the file, the line and column, and what was expected.
double seconds_in(const std::string& shown_name, const std::string& text) {
    const std::string expected = "expected a positive number of seconds (such as 2 or 1.5)";
    std::size_t start = 0;
    while (start < text.size() && is_space(text[start])) ++start;
    if (start == text.size())
        throw InputError(shown_name + ":1: " + expected + ", found " + (text.empty() ? "an empty file" : "only white space"));
    std::size_t end = start;
    while (end < text.size() && !is_space(text[end])) ++end;
    const std::string word = text.substr(start, end - start);
    const std::string where = shown_name + ":" + place_in(text, start) + ": ";
    if (!plain_decimal(word)) throw InputError(where + expected + ", found '" + printable_text(word, 40) + "'");
    std::size_t rest = end;
    while (rest < text.size() && is_space(text[rest])) ++rest;
    if (rest < text.size()) {
        std::size_t rest_end = rest;
        while (rest_end < text.size() && !is_space(text[rest_end])) ++rest_end;
        throw InputError(shown_name + ":" + place_in(text, rest) + ": expected only the number of seconds, found '" +
                         printable_text(text.substr(rest, rest_end - rest), 40) + "' after it");
    }
    const double value = std::stod(word[0] == '.' ? "0" + word : word);
    if (value <= 0) throw InputError(where + expected + ", found " + word);
    if (value > most_seconds) throw InputError(where + fmt::format("expected at most {} seconds, found {}", most_seconds, word));
    return value;
}

}  // namespace

void read_timelimit_file(Package& package) {
    const std::filesystem::path path = package.directory / ".timelimit";
    std::error_code error;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path, error))) return;
    const std::string name = shown(path);
    const DataFile file = read_data_file(package.directory, ".timelimit");
    if (!file.bytes) throw InputError(name + ": " + file.refusal);
    const double value = seconds_in(name, *file.bytes);
    const Duration limit(static_cast<Duration::rep>(std::llround(value * 1e6)));
    if (package.timing.time_limit) {
        warn(package, name + ": " + format_duration(limit) + " ignored: " + package.problem_file + " gives limits.time_limit " +
                          format_duration(*package.timing.time_limit) + ", which wins in a " + name_of(package.version) +
                          " package");
        return;
    }
    if (modern(package))
        warn(package, name + ": the time limit, " + format_duration(limit) + ", is taken from this file; a " +
                          name_of(package.version) + " package keeps it in problem.yaml as limits.time_limit");
    package.timing.time_limit = limit;
    package.problem.limits.time = limit;
    // Limits::wall() then follows this limit (2 x CPU + 1 s), as it follows problem.yaml's.
    package.problem.limits.wall_time.reset();
}

}  // namespace gavel::package::detail
