// The small YAML shapes a package's files are made of, each read with its place named when it is wrong.
#include <string>

#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

std::string kind_of(const YAML::Node& node) {
    if (node.IsMap()) return "a map";
    if (node.IsSequence()) return "a list";
    if (node.IsScalar()) return "'" + node.Scalar() + "'";
    return "nothing";
}

std::string place(const YamlFile& file, const YAML::Node& node) {
    const YAML::Mark mark = node.Mark();
    if (mark.is_null()) return file.display_name();
    return file.display_name() + ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1);
}

}  // namespace

void warn_unknown_keys(Package& package, const YamlFile& file, const YAML::Node& map, std::string_view what,
                       std::initializer_list<std::string_view> known) {
    if (!map.IsMap()) return;
    file.expect_unique_keys(map);
    for (const auto& entry : map) {
        const std::string name = entry.first.IsScalar() ? entry.first.Scalar() : std::string();
        bool is_known = false;
        for (const auto candidate : known) is_known = is_known || candidate == name;
        if (is_known) continue;
        std::string list;
        for (const auto candidate : known) list += (list.empty() ? "" : ", ") + std::string(candidate);
        warn(package, place(file, entry.first) + ": unknown key '" + name + "' in " + std::string(what) +
                          " (ignored); gavel reads: " + list);
    }
}

void expect_map_or_empty(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    if (!node.IsDefined() || node.IsNull()) return;  // IsDefined first: an absent node throws when asked its type
    if (!node.IsMap()) file.fail(node, "expected " + std::string(what) + " (a map of keys), found " + kind_of(node));
}

std::vector<std::string> string_list(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    if (!node.IsSequence())
        file.fail(node, "expected " + std::string(what) + " as a list of strings, found " + kind_of(node));
    std::vector<std::string> list;
    for (const auto& item : node) {
        if (!item.IsScalar())
            file.fail(item, "expected each of " + std::string(what) + " to be a string, found " + kind_of(item));
        list.push_back(item.Scalar());
    }
    return list;
}

std::vector<std::string> string_or_list(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    if (node.IsScalar()) return {node.Scalar()};
    if (!node.IsSequence())
        file.fail(node, "expected " + std::string(what) + " as a string or a list of strings, found " + kind_of(node));
    return string_list(file, node, what);
}

std::string text(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    if (node.IsNull()) return {};
    if (!node.IsScalar()) file.fail(node, "expected " + std::string(what) + " as a string, found " + kind_of(node));
    return node.Scalar();
}

}  // namespace gavel::package::detail
