// open_contest_folder: problems.yaml read into the contest's order, checked against the package folders present.
#include "package/contest_folder.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "base/errors.hpp"
#include "config/yaml_file.hpp"
#include "package/package.hpp"
#include "package/package_reading.hpp"

namespace gavel::package {
namespace {

// The package folders directly in `directory`, by name; hidden folders and ones no package may be named are none.
std::vector<std::string> package_folders_in(const std::filesystem::path& directory) {
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& item : std::filesystem::directory_iterator(directory, error)) {
        const std::string name = item.path().filename().string();
        if (detail::valid_name(name) && looks_like_package(item.path())) names.push_back(name);
    }
    if (error) throw InputError(detail::shown(directory) + ": cannot list the folder (" + error.message() + ")");
    std::sort(names.begin(), names.end());
    return names;
}

std::string place(const YamlFile& file, const YAML::Node& node) {
    return file.display_name() + ":" + std::to_string(node.Mark().line + 1) + ":" + std::to_string(node.Mark().column + 1);
}

void warn(ContestFolder& contest, const std::string& message) {
    spdlog::warn("{}", message);
    contest.warnings.push_back(message);
}

// problems.yaml's entries, in its order; each id and label once.
void read_problems_yaml(ContestFolder& contest, const std::filesystem::path& path) {
    read_yaml(path, [&](const YamlFile& file) {
        contest.problems_file = file.display_name();
        const YAML::Node& root = file.root();
        if (root.IsNull()) return 0;  // only comments, as BAPCtools' new contest starts: no problem listed yet
        file.expect_sequence(root, "the contest's problems, each a map with id and label");
        std::map<std::string, YAML::Mark> ids, labels;
        std::string previous_label;
        for (const YAML::Node& item : root) {
            if (!item.IsMap()) file.fail(item, "expected a problem (a map with id, the package folder's name, and label)");
            file.expect_unique_keys(item);
            for (const auto& key : item) {
                const std::string name = key.first.IsScalar() ? key.first.Scalar() : std::string();
                if (name != "id" && name != "label" && name != "name" && name != "rgb" && name != "color" && name != "time_limit")
                    warn(contest, place(file, key.first) + ": unknown key '" + name +
                                      "' (expected id, label, name, rgb, color, time_limit); ignored");
            }
            const YAML::Node id_node = file.require(item, "id");
            ContestEntry entry;
            entry.id = file.string(id_node, "id, the name of a package folder beside problems.yaml");
            if (!detail::valid_name(entry.id))
                file.fail(id_node, "id '" + entry.id + "': expected the name of a package folder beside problems.yaml (letters, "
                                   "digits, '_', '.', '-', starting with neither '.' nor '-')");
            if (const auto [first, added] = ids.emplace(entry.id, id_node.Mark()); !added)
                file.fail(id_node, "problem '" + entry.id + "' listed twice (first at line " + std::to_string(first->second.line + 1) +
                                       "); expected each package once");
            const YAML::Node label_node = YamlFile::optional(item, "label");
            entry.label = label_node.IsDefined() ? file.string(label_node, "label, as \"A\"") : next_label(previous_label);
            const YAML::Node& label_place = label_node.IsDefined() ? label_node : id_node;
            if (const auto [first, added] = labels.emplace(entry.label, label_place.Mark()); !added)
                file.fail(label_place, "label '" + entry.label + "' of problem '" + entry.id + "' already given at line " +
                                           std::to_string(first->second.line + 1) + "; expected each label once");
            previous_label = entry.label;
            entry.path = contest.directory / entry.id;
            std::error_code error;
            if (!std::filesystem::is_directory(entry.path, error))
                entry.missing = place(file, id_node) + ": problem '" + entry.id + "': no folder " + detail::shown(entry.path) +
                                "; expected its problem package there";
            contest.entries.push_back(std::move(entry));
        }
        return 0;
    });
}

}  // namespace

std::string next_label(const std::string& label) {
    if (label.empty()) return "A";
    std::string next = label;
    if (std::isdigit(static_cast<unsigned char>(next.back()))) {
        std::size_t start = next.size();
        while (start > 0 && std::isdigit(static_cast<unsigned char>(next[start - 1]))) --start;
        // Counted as text, so that any number of digits carries ("X09" -> "X10", "9" -> "10").
        std::size_t at = next.size();
        while (at > start && next[at - 1] == '9') next[--at] = '0';
        if (at > start) ++next[at - 1];
        else next.insert(start, "1");
        return next;
    }
    if (!std::isalpha(static_cast<unsigned char>(next.back()))) return next + "1";
    std::size_t at = next.size();
    while (at > 0 && (next[at - 1] == 'Z' || next[at - 1] == 'z')) {
        next[at - 1] = next[at - 1] == 'Z' ? 'A' : 'a';
        --at;
    }
    if (at > 0 && std::isalpha(static_cast<unsigned char>(next[at - 1]))) ++next[at - 1];
    else next.insert(at, 1, std::isupper(static_cast<unsigned char>(next[at])) ? 'A' : 'a');
    return next;
}

bool looks_like_contest(const std::filesystem::path& path) {
    std::error_code error;
    if (!std::filesystem::is_directory(path, error) || looks_like_package(path)) return false;
    if (std::filesystem::is_regular_file(path / "problems.yaml", error) || std::filesystem::is_regular_file(path / "contest.yaml", error))
        return true;
    for (const auto& item : std::filesystem::directory_iterator(path, error))
        if (looks_like_package(item.path())) return true;
    return false;
}

ContestFolder open_contest_folder(const std::filesystem::path& folder) {
    ContestFolder contest;
    contest.directory = detail::folder_as_named(folder);
    std::error_code error;
    if (!std::filesystem::is_directory(contest.directory, error))
        throw InputError(detail::shown(contest.directory) + ": not a folder; expected a contest folder of problem packages");
    const std::vector<std::string> present = package_folders_in(contest.directory);
    const std::filesystem::path problems_yaml = contest.directory / "problems.yaml";
    const bool listed = std::filesystem::is_regular_file(problems_yaml, error);
    if (listed) read_problems_yaml(contest, problems_yaml);

    std::set<std::string> named;
    for (const auto& entry : contest.entries) named.insert(entry.id);
    std::string label;
    for (const auto& id : present) {
        if (named.contains(id)) continue;
        ContestEntry entry{id, "", contest.directory / id, ""};
        if (listed) {
            warn(contest, detail::shown(entry.path) + ": a problem package " + contest.problems_file +
                              " does not list; verified after the listed ones, with no label");
        } else {
            label = next_label(label);
            entry.label = label;
        }
        contest.entries.push_back(std::move(entry));
    }
    if (contest.entries.empty())
        throw InputError(detail::shown(contest.directory) + ": no problem package in the contest folder (expected folders "
                         "with problem.yaml and data/" + (listed ? ", listed in " + contest.problems_file : std::string()) + ")");
    return contest;
}

}  // namespace gavel::package
