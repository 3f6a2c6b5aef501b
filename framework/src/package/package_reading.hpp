// What the parts of open_package share: the defaults the spec leaves to the system, warnings, the package's
// folders as gavel reads them (hidden and misnamed entries left out, links held inside the package), and small
// YAML readers for the shapes the package's files use (a list of words, a yes or no, a map with keys of its own).
#pragma once

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "base/units.hpp"
#include "config/yaml_file.hpp"
#include "package/package.hpp"

namespace gavel::package::detail {

// The spec's "typical system defaults", used where problem.yaml leaves a limit to the system.
inline constexpr std::uint64_t mebibyte = 1ull << 20;
inline constexpr std::uint64_t kibibyte = 1ull << 10;
inline constexpr std::uint64_t default_memory_mib = 2048;
inline constexpr std::uint64_t default_output_mib = 8;
inline constexpr std::uint64_t default_code_kib = 128;
inline constexpr std::int64_t default_compilation_seconds = 60;
inline constexpr std::uint64_t default_compilation_memory_mib = 2048;
inline constexpr std::int64_t default_validation_seconds = 60;
inline constexpr std::uint64_t default_validation_memory_mib = 2048;
inline constexpr std::uint64_t default_validation_output_mib = 8;
// Until the time limit is inferred from the submissions (the command line replaces it), judging needs one.
inline constexpr std::int64_t placeholder_time_limit_seconds = 1;

inline bool modern(const Package& package) { return package.version != FormatVersion::legacy; }

/// Says `message` in the log and keeps it in package.warnings.
void warn(Package& package, const std::string& message);

/// A folder a command was given, as an absolute path without a trailing separator: its last part is its name
/// (a package's id, a contest's).
std::filesystem::path folder_as_named(const std::filesystem::path& folder);

/// `path` as messages show it: relative to the current folder when it lies below it.
std::string shown(const std::filesystem::path& path);

/// Whether the spec lets `name` be part of a package: letters, digits, '_', '.', '-', not starting with '.' or '-',
/// at most 255 bytes. Everything else is to be treated as if it were not there.
bool valid_name(std::string_view name);

/// One entry of a package folder, seen through its symbolic link when it is one.
struct Entry {
    std::string name;
    std::filesystem::path path;  // folder / name
    bool directory = false;
    bool regular = false;        // a regular file; neither: a FIFO, a socket, a device
};

/// The entries of `folder` that the spec lets count, in name (byte) order. A symbolic link whose target leaves the
/// package, or leads nowhere, throws InputError naming the link; a misnamed file that looks like test data is
/// warned about. `folder` itself must exist.
std::vector<Entry> list_folder(Package& package, const std::filesystem::path& folder);

/// The entry named `name` in `entries` (list_folder's, sorted by name); null when there is none.
const Entry* find_entry(const std::vector<Entry>& entries, std::string_view name);

inline bool ends_with(std::string_view text, std::string_view suffix) {
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

/// The whole of a package file that must be a regular file inside the package; InputError naming it otherwise.
std::string read_package_file(const Package& package, const std::filesystem::path& path);

/// A file among programs that is there for people, not to be run: README*, *.md, *.txt, *.disabled.
bool not_a_program(std::string_view name);

/// Whitespace-separated words ("a  b\tc" is three).
std::vector<std::string> words(const std::string& text);

/// Unknown keys of a map are not errors (the format grows): each is a warning naming its place.
void warn_unknown_keys(Package& package, const YamlFile& file, const YAML::Node& map, std::string_view what,
                       std::initializer_list<std::string_view> known);
/// A YAML map, or a null node (an empty file) read as an empty map; InputError for anything else.
void expect_map_or_empty(const YamlFile& file, const YAML::Node& node, std::string_view what);

/// A list of scalars, each taken as a string (numbers too: `args: [1, 2]` are the words "1" and "2").
std::vector<std::string> string_list(const YamlFile& file, const YAML::Node& node, std::string_view what);
/// A string, or a list of strings.
std::vector<std::string> string_or_list(const YamlFile& file, const YAML::Node& node, std::string_view what);
/// A scalar string, possibly empty.
std::string text(const YamlFile& file, const YAML::Node& node, std::string_view what);

/// Arguments for the input validators: for each, or for some by name.
struct ValidatorArguments {
    std::vector<std::string> all;
    std::map<std::string, std::vector<std::string>> by_name;
};

/// What problem.yaml says that only opening the package needs (the Package keeps no field for it).
struct ProblemSettings {
    bool custom_validation = false;  // legacy `validation: custom ...`
    std::string validation_place;    // "problem.yaml:7:13", where `validation` stands; empty when absent
};

// The parts of open_package, in the order it calls them.
ProblemSettings read_problem_yaml(Package& package);    // problem_yaml.cpp (version, type, name, limits)
void read_timelimit_file(Package& package);             // timelimit_file.cpp (.timelimit at the root)
void read_data(Package& package);                       // data_tree.cpp
void read_programs(Package& package, const OpenOptions& options, const ProblemSettings& settings);  // package_programs.cpp
void read_submissions(Package& package);                // submissions_folder.cpp

}  // namespace gavel::package::detail
