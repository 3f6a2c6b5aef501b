#include "config/yaml_file.hpp"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "base/errors.hpp"

namespace gavel {
namespace {

std::string display_path(const std::filesystem::path& path) {
    std::error_code error;
    const auto relative = std::filesystem::relative(path, std::filesystem::current_path(error), error);
    if (error || relative.empty() || relative.native().rfind("..", 0) == 0) return path.string();
    return relative.string();
}

std::string node_kind(const YAML::Node& node) {
    if (!node.IsDefined()) return "nothing";  // before Type(), which throws for a missing key's invalid node
    switch (node.Type()) {
        case YAML::NodeType::Map: return "a map";
        case YAML::NodeType::Sequence: return "a list";
        case YAML::NodeType::Null: return "nothing";
        case YAML::NodeType::Undefined: return "nothing";
        case YAML::NodeType::Scalar: return "'" + node.Scalar() + "'";
    }
    return "something else";
}

}  // namespace

YamlFile::YamlFile(std::filesystem::path path) : path_(std::move(path)), display_name_(display_path(path_)) {
    std::ifstream in(path_, std::ios::binary);
    if (!in) throw InputError(display_name_ + ": cannot open the file (expected a readable YAML file)");
    std::ostringstream text;
    text << in.rdbuf();
    try {
        root_ = YAML::Load(text.str());
    } catch (const YAML::Exception& error) {
        throw InputError(display_name_, error.mark.line + 1, error.mark.column + 1,
                         "YAML syntax error: " + error.msg);
    }
}

void YamlFile::fail(const YAML::Node& node, const std::string& message) const {
    fail_at(node.IsDefined() ? node.Mark() : YAML::Mark::null_mark(), message);
}

void YamlFile::fail_at(const YAML::Mark& mark, const std::string& message) const {
    if (mark.is_null()) throw InputError(display_name_ + ":1:1: " + message);
    throw InputError(display_name_, mark.line + 1, mark.column + 1, message);
}

void YamlFile::expect_unique_keys(const YAML::Node& node) const {
    std::map<std::string, YAML::Mark> seen;
    for (const auto& entry : node) {
        if (!entry.first.IsScalar()) continue;
        const auto [first, inserted] = seen.emplace(entry.first.Scalar(), entry.first.Mark());
        if (!inserted)
            fail(entry.first, "key '" + entry.first.Scalar() + "' given twice (first at line " +
                                  std::to_string(first->second.line + 1) + ", column " +
                                  std::to_string(first->second.column + 1) + "); expected each key once");
    }
}

void YamlFile::expect_map(const YAML::Node& node, std::string_view what,
                          std::initializer_list<std::string_view> allowed) const {
    if (!node.IsMap()) fail(node, "expected " + std::string(what) + " (a map), found " + node_kind(node));
    expect_unique_keys(node);
    for (const auto& entry : node) {
        const YAML::Node& key = entry.first;
        const std::string name = key.IsScalar() ? key.Scalar() : std::string();
        bool known = false;
        for (const auto candidate : allowed) known = known || candidate == name;
        if (!known) {
            std::string list;
            for (const auto candidate : allowed) list += (list.empty() ? "" : ", ") + std::string(candidate);
            fail(key, "unknown key '" + name + "' in " + std::string(what) + "; expected one of: " + list);
        }
    }
}

void YamlFile::expect_sequence(const YAML::Node& node, std::string_view what) const {
    if (!node.IsSequence()) fail(node, "expected " + std::string(what) + " (a list), found " + node_kind(node));
}

YAML::Node YamlFile::optional(const YAML::Node& map, const std::string& key) {
    if (!map.IsDefined() || !map.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
    YAML::Node value = map[key];
    return value.IsDefined() ? value : YAML::Node(YAML::NodeType::Undefined);
}

YAML::Node YamlFile::require(const YAML::Node& map, const std::string& key) const {
    if (!map.IsDefined() || !map.IsMap()) fail(map, "expected a map with the key '" + key + "', found " + node_kind(map));
    YAML::Node value = map[key];
    if (!value.IsDefined()) fail(map, "missing required key '" + key + "'");
    return value;
}

std::string YamlFile::string(const YAML::Node& node, std::string_view what) const {
    if (!node.IsScalar() || node.Scalar().empty())
        fail(node, "expected " + std::string(what) + " (a non-empty string), found " + node_kind(node));
    return node.Scalar();
}

bool YamlFile::boolean(const YAML::Node& node, std::string_view what) const {
    const std::string value = node.IsScalar() ? node.Scalar() : std::string();
    if (value == "true" || value == "True" || value == "TRUE" || value == "yes") return true;
    if (value == "false" || value == "False" || value == "FALSE" || value == "no") return false;
    fail(node, "expected " + std::string(what) + " as true or false, found " + node_kind(node));
}

std::int64_t YamlFile::integer(const YAML::Node& node, std::string_view what, std::int64_t lo, std::int64_t hi) const {
    const std::string expected = "expected " + std::string(what) + " (an integer in " + std::to_string(lo) + ".." +
                                 std::to_string(hi) + "), found " + node_kind(node);
    if (!node.IsScalar()) fail(node, expected);
    const std::string& text = node.Scalar();
    std::size_t used = 0;
    std::int64_t value = 0;
    try {
        value = std::stoll(text, &used, 10);
    } catch (const std::exception&) {
        fail(node, expected);
    }
    if (used != text.size() || value < lo || value > hi) fail(node, expected);
    return value;
}

double YamlFile::real(const YAML::Node& node, std::string_view what, double lo, double hi) const {
    const std::string expected = "expected " + std::string(what) + " (a number in [" + std::to_string(lo) + ", " +
                                 std::to_string(hi) + "]), found " + node_kind(node);
    if (!node.IsScalar()) fail(node, expected);
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(node.Scalar(), &used);
    } catch (const std::exception&) {
        fail(node, expected);
    }
    if (used != node.Scalar().size() || !std::isfinite(value) || value < lo || value > hi) fail(node, expected);
    return value;
}

// A scalar read with one of units.hpp's parsers, or a failure at the node naming what was expected.
template <class Parser>
auto YamlFile::parsed(const YAML::Node& node, std::string_view what, Parser parse, std::string_view example) const {
    std::string error;
    const auto value = node.IsScalar() ? parse(node.Scalar(), error) : std::nullopt;
    if (!value)
        fail(node, std::string(what) + ": " +
                       (node.IsScalar() ? error : "expected " + std::string(example) + ", found " + node_kind(node)));
    return *value;
}

Duration YamlFile::duration(const YAML::Node& node, std::string_view what) const {
    return parsed(node, what, parse_duration, "a duration such as 1s");
}

std::uint64_t YamlFile::size(const YAML::Node& node, std::string_view what) const {
    return parsed(node, what, parse_size, "a size such as 256MiB");
}

}  // namespace gavel
