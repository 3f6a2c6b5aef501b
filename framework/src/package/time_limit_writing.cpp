// Writing a time limit into a package. problem.yaml is edited as text, not loaded and dumped: a dump would lose
// its comments, reorder its keys and requote its strings, and the file is its author's.
#include "package/time_limit_writing.hpp"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "base/errors.hpp"
#include "package/package_reading.hpp"
#include "report/report.hpp"

namespace gavel::package {
namespace {

std::string without_cr(const std::string& line) {
    return !line.empty() && line.back() == '\r' ? line.substr(0, line.size() - 1) : line;
}

std::size_t indentation(const std::string& line) {
    std::size_t spaces = 0;
    while (spaces < line.size() && line[spaces] == ' ') ++spaces;
    return spaces;
}

bool blank_or_comment(const std::string& line) {
    const std::string text = without_cr(line);
    const std::size_t first = text.find_first_not_of(" \t");
    return first == std::string::npos || text[first] == '#';
}

// Where a line's value ends: at a comment (a '#' after white space), else at its end.
std::size_t value_end(const std::string& text, std::size_t from) {
    for (std::size_t i = from; i < text.size(); ++i)
        if (text[i] == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t')) return i;
    return text.size();
}

// The column just after `key:` when `text` (from `at`) is that key, else npos.
std::size_t after_key(const std::string& text, std::size_t at, const std::string& key) {
    if (text.compare(at, key.size(), key) != 0) return std::string::npos;
    std::size_t i = at + key.size();
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size() || text[i] != ':') return std::string::npos;
    if (i + 1 < text.size() && text[i + 1] != ' ' && text[i + 1] != '\t') return std::string::npos;
    return i + 1;
}

// Whether `text` reads back with limits.time_limit equal to `seconds`.
bool reads_back(const std::string& text, const std::string& seconds) {
    try {
        const YAML::Node root = YAML::Load(text);
        const YAML::Node limit = root["limits"]["time_limit"];
        return limit.IsScalar() && std::fabs(limit.as<double>() - std::stod(seconds)) < 1e-9;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace

std::string written_seconds(Duration limit) {
    const auto micro = std::chrono::duration_cast<std::chrono::microseconds>(limit).count();
    std::string text = std::to_string(micro / 1000000);
    if (const auto fraction = micro % 1000000; fraction != 0) {
        char digits[8];
        std::snprintf(digits, sizeof digits, "%06lld", static_cast<long long>(fraction));
        std::string decimals = digits;
        decimals.erase(decimals.find_last_not_of('0') + 1);
        text += "." + decimals;
    }
    return text;
}

std::string with_time_limit(const std::string& problem_yaml, const std::string& seconds, const std::string& file_name) {
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < problem_yaml.size();) {
        const std::size_t end = problem_yaml.find('\n', start);
        lines.push_back(problem_yaml.substr(start, end == std::string::npos ? std::string::npos : end - start));
        start = end == std::string::npos ? problem_yaml.size() : end + 1;
    }
    const bool ends_with_newline = !problem_yaml.empty() && problem_yaml.back() == '\n';
    const std::string cr = !lines.empty() && !lines[0].empty() && lines[0].back() == '\r' ? "\r" : "";

    std::size_t limits = lines.size();
    for (std::size_t i = 0; i < lines.size() && limits == lines.size(); ++i)
        if (after_key(without_cr(lines[i]), 0, "limits") != std::string::npos) limits = i;

    if (limits == lines.size()) {
        std::string text = problem_yaml;
        if (!text.empty() && !ends_with_newline) text += cr + "\n";
        text += "limits:" + cr + "\n  time_limit: " + seconds + cr + "\n";
        if (!reads_back(text, seconds)) throw InputError(file_name + ": a limits block appended at its end does not read back; expected a YAML map at the top");
        return text;
    }

    const std::string limits_line = without_cr(lines[limits]);
    const std::size_t colon = after_key(limits_line, 0, "limits");
    const std::size_t value_start = limits_line.find_first_not_of(" \t", colon);
    if (value_start != std::string::npos && value_start < value_end(limits_line, colon))
        throw InputError(file_name + ":" + std::to_string(limits + 1) + ":" + std::to_string(value_start + 1) +
                         ": limits is written on its own line (flow style); --write edits a block map: expected its keys "
                         "on the lines below, or add time_limit: " + seconds + " yourself");

    // The block: the lines after `limits:` that are indented, or blank, or comments.
    std::size_t block_indent = 0;
    std::size_t line = limits + 1;
    for (; line < lines.size(); ++line) {
        if (blank_or_comment(lines[line])) continue;
        const std::size_t indent = indentation(lines[line]);
        if (indent == 0) break;
        if (block_indent == 0) block_indent = indent;
        if (indent != block_indent) continue;
        const std::string text = without_cr(lines[line]);
        const std::size_t after = after_key(text, indent, "time_limit");
        if (after == std::string::npos) continue;
        const std::size_t comment = value_end(text, after);
        std::string replaced = text.substr(0, after) + " " + seconds;
        if (comment < text.size()) replaced += " " + text.substr(comment);
        lines[line] = replaced + cr;
        block_indent = std::string::npos;  // done
        break;
    }
    if (block_indent != std::string::npos)
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(limits) + 1,
                     std::string(block_indent == 0 ? 2 : block_indent, ' ') + "time_limit: " + seconds + cr);

    std::string text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        text += lines[i];
        if (i + 1 < lines.size() || ends_with_newline) text += "\n";
    }
    if (!reads_back(text, seconds))
        throw InputError(file_name + ":" + std::to_string(limits + 1) + ": limits.time_limit set to " + seconds +
                         " does not read back as that; expected a plain block map under limits: (set it yourself)");
    return text;
}

std::filesystem::path write_time_limit(const Package& package, Duration limit) {
    const std::string seconds = written_seconds(limit);
    if (package.version == FormatVersion::legacy) {
        const std::filesystem::path file = package.directory / ".timelimit";
        write_file_atomically(file.string(), seconds + "\n");
        return file;
    }
    const std::filesystem::path file = package.directory / "problem.yaml";
    const std::string text = detail::read_package_file(package, file);
    write_file_atomically(file.string(), with_time_limit(text, seconds, package.problem_file));
    return file;
}

}  // namespace gavel::package
