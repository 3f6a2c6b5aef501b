// Reading gavel's YAML files with every error located: file:line:column and what was expected.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "base/units.hpp"

namespace gavel {

/// One parsed YAML file; every accessor throws InputError naming this file and the node's position.
class YamlFile {
public:
    /// Parses `path`; a missing file or a syntax error throws InputError.
    explicit YamlFile(std::filesystem::path path);

    const YAML::Node& root() const { return root_; }
    const std::filesystem::path& path() const { return path_; }
    /// The path as shown in messages (relative to the current directory where that is shorter).
    const std::string& display_name() const { return display_name_; }

    [[noreturn]] void fail(const YAML::Node& node, const std::string& message) const;
    [[noreturn]] void fail_at(const YAML::Mark& mark, const std::string& message) const;

    /// `node` (a map) must give each key once: YAML parsers keep the first of two and drop the other unseen.
    void expect_unique_keys(const YAML::Node& node) const;
    /// `node` must be a map whose keys are all in `allowed`, each once; `what` names it ("a group").
    void expect_map(const YAML::Node& node, std::string_view what, std::initializer_list<std::string_view> allowed) const;
    void expect_sequence(const YAML::Node& node, std::string_view what) const;

    /// map[key], which must be present.
    YAML::Node require(const YAML::Node& map, const std::string& key) const;
    /// map[key], or an undefined node when `map` is no map or has no such key. Not map[key] itself: that gives a
    /// missing key as an invalid node, whose IsScalar() throws rather than answering false.
    static YAML::Node optional(const YAML::Node& map, const std::string& key);

    std::string string(const YAML::Node& node, std::string_view what) const;
    std::int64_t integer(const YAML::Node& node, std::string_view what, std::int64_t lo, std::int64_t hi) const;
    double real(const YAML::Node& node, std::string_view what, double lo, double hi) const;
    Duration duration(const YAML::Node& node, std::string_view what) const;
    std::uint64_t size(const YAML::Node& node, std::string_view what) const;
    bool boolean(const YAML::Node& node, std::string_view what) const;

private:
    template <class Parser>
    auto parsed(const YAML::Node& node, std::string_view what, Parser parse, std::string_view example) const;

    std::filesystem::path path_;
    std::string display_name_;
    YAML::Node root_;
};

/// `read(file)` of the YAML file at `path`. A yaml-cpp exception escaping the reader (a node asked for what it is
/// not, where the reader should have looked first) becomes an InputError at its place in this file: bad input
/// the reader did not foresee is still bad input, never an internal error.
template <class Reader>
auto read_yaml(const std::filesystem::path& path, Reader&& read) {
    const YamlFile file(path);
    try {
        return read(file);
    } catch (const YAML::Exception& error) {
        file.fail_at(error.mark, "unexpected YAML here (" + error.msg + ")");
    }
}

}  // namespace gavel
