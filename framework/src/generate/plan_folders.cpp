// A folder of generators.yaml: its settings, its test_group.yaml:, and its data: in BAPCtools' order (the root's
// folders in a fixed order, a map's entries by key, a list's in list order and numbered).
#include <algorithm>
#include <array>

#include "generate/generation_names.hpp"
#include "generate/plan_reader.hpp"
#include "generate/yaml_text.hpp"

namespace gavel::generate::detail {
namespace {

// The folders data: may hold at the root, in the order BAPCtools walks them (which numbers a numbered list's
// test cases across them): not the alphabetical order of the other maps.
constexpr std::array<std::string_view, 6> root_folders{"sample",         "secret",        "invalid_output",
                                                        "invalid_answer", "invalid_input", "valid_output"};

std::string joined(const std::string& folder, const std::string& name) { return folder.empty() ? name : folder + "/" + name; }

}  // namespace

Entry PlanReader::entry_of(const YAML::Node& key, const YAML::Node& value) const {
    if (!key.IsNull() && !key.IsScalar()) file_.fail(key, "expected a name as the key, found " + kind_of(key));
    return Entry{key.IsScalar() ? key.Scalar() : std::string(), key, value};
}

void PlanReader::read_folder(const Entry& entry, const std::string& path, const Inherited& parent, Place place) {
    spend(entry.key_node);
    const auto depth = path.empty() ? 0 : static_cast<std::size_t>(std::count(path.begin(), path.end(), '/')) + 1;
    check_depth(entry.key_node, depth);
    const YAML::Node& map = entry.value;  // a map, or nothing (an empty folder of the root's data:)
    if (map.IsMap() && place != Place::root) check_keys(map, place);  // the root's were checked first of all
    Inherited settings = parent;
    read_inherited(map, settings);

    PlannedDirectory directory;
    directory.path = path;
    directory.location = at(entry.key_node);
    read_folder_config(map, directory);
    plan_.directories.push_back(std::move(directory));

    const std::size_t folder = folders_.size();
    folders_.push_back(FolderRecord{path, {}, {}, false});
    claim_path(path, entry.key_node);
    register_key(entry.key, Member{true, folder}, entry.key_node);
    // BAPCtools resolves a folder's include: before its data:, so it can name only what comes before the folder.
    const auto includes = collect_includes(YamlFile::optional(map, "include"));
    read_folder_data(map, folder, settings, place);
    folders_[folder].finished = true;
    place_includes(includes, folder);
}

void PlanReader::read_folder_config(const YAML::Node& map, PlannedDirectory& directory) {
    const YAML::Node current = YamlFile::optional(map, "test_group.yaml");
    const YAML::Node older = YamlFile::optional(map, "testdata.yaml");
    if (current.IsDefined() && older.IsDefined())
        file_.fail(key_node_of(map, "testdata.yaml"),
                   "test_group.yaml: and testdata.yaml: are one setting (testdata.yaml is its older name); expected "
                   "one of them");
    const YAML::Node& config = current.IsDefined() ? current : older;
    if (!config.IsDefined()) return;
    directory.config_name = current.IsDefined() ? "test_group.yaml" : "testdata.yaml";
    if (config.IsNull()) return;  // BAPCtools: no file
    if (!config.IsMap())
        file_.fail(config, "expected " + directory.config_name + ": as a map of its settings, found " + kind_of(config));
    if (config.size() > 0) directory.config_text = text_of_yaml(config);
}

void PlanReader::read_folder_data(const YAML::Node& map, std::size_t folder, const Inherited& settings, Place place) {
    const YAML::Node data = YamlFile::optional(map, "data");
    if (!data.IsDefined() || data.IsNull()) return;
    if (place == Place::root) return read_root_data(data, folder, settings);
    if (data.IsSequence()) return read_numbered_data(data, folder, settings);
    if (!data.IsMap())
        file_.fail(data, "expected data: as a map of names to test cases and folders, or a list of one-name maps "
                         "(numbered), found " + kind_of(data));
    file_.expect_unique_keys(data);
    std::vector<Entry> entries;
    for (const auto& pair : data) entries.push_back(entry_of(pair.first, pair.second));
    // Sorted by index: sorting the entries would assign YAML::Nodes, which rewrites the document they refer to.
    std::vector<std::size_t> order(entries.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return entries[a].key < entries[b].key; });
    std::size_t no_groups = 0;
    for (const std::size_t index : order) {
        const Entry& entry = entries[index];
        if (entry.key.empty())
            file_.fail(entry.key_node, "an empty name in data:; expected the name of a test case or folder (only "
                                       "the entries of a numbered data: list may leave it empty)");
        read_child(entry, folder, settings, false, 0, no_groups);
    }
}

void PlanReader::read_root_data(const YAML::Node& data, std::size_t folder, const Inherited& settings) {
    if (!data.IsMap())
        file_.fail(data, "expected the root's data: as a map of sample:, secret:, ... (BAPCtools numbers no root "
                         "list), found " + kind_of(data));
    file_.expect_unique_keys(data);
    std::vector<Entry> entries;
    std::vector<std::pair<std::size_t, std::size_t>> order;  // (place in root_folders, index in entries)
    for (const auto& pair : data) {
        const Entry entry = entry_of(pair.first, pair.second);
        const auto known = std::find(root_folders.begin(), root_folders.end(), entry.key);
        if (known == root_folders.end()) {
            std::string expected;
            for (const auto name : root_folders) expected += (expected.empty() ? "" : ", ") + std::string(name);
            const bool plural = !entry.key.empty() && entry.key.back() == 's' &&
                                std::find(root_folders.begin(), root_folders.end(),
                                          entry.key.substr(0, entry.key.size() - 1)) != root_folders.end();
            file_.fail(entry.key_node, "unknown folder '" + entry.key + "' in the root's data:; expected " +
                                           (plural ? entry.key.substr(0, entry.key.size() - 1) + " (its current name)"
                                                   : "one of: " + expected));
        }
        if (!entry.value.IsNull() && !is_folder_entry(entry.value))
            file_.fail(entry.key_node, "expected data: " + entry.key + ": to be a folder (a map of data:, include:, "
                                           "test_group.yaml:, ...), found " +
                                           (entry.value.IsMap() ? "a test case" : kind_of(entry.value)));
        order.emplace_back(static_cast<std::size_t>(known - root_folders.begin()), entries.size());
        entries.push_back(entry);
    }
    std::sort(order.begin(), order.end());
    for (const auto& [place, index] : order) {
        folders_[folder].members.push_back(Member{true, folders_.size()});
        read_folder(entries[index], entries[index].key, settings, Place::folder);
    }
}

void PlanReader::read_numbered_data(const YAML::Node& data, std::size_t folder, const Inherited& settings) {
    std::size_t groups_total = 0;  // BAPCtools numbers the groups of each list apart, their width from this
    for (const auto& element : data)
        if (element.IsMap())
            for (const auto& pair : element) groups_total += is_folder_entry(pair.second) ? 1 : 0;
    std::size_t groups_seen = 0;
    for (const auto& element : data) {
        if (!element.IsMap() || element.size() != 1) {
            std::string message = "expected each entry of a numbered data: list to be a map of one name to its test "
                                  "case or folder, found " +
                                  (element.IsMap() ? std::to_string(element.size()) + " names" : kind_of(element));
            if (element.IsMap() && is_test_case_entry(element))
                message += " (to give a test case's generate:, count:, ..., indent them under its name)";
            file_.fail(element, message);
        }
        const auto pair = *element.begin();
        read_child(entry_of(pair.first, pair.second), folder, settings, true, groups_total, groups_seen);
    }
}

void PlanReader::read_child(const Entry& entry, std::size_t folder, const Inherited& settings, bool numbered,
                            std::size_t groups_total, std::size_t& groups_seen) {
    if (is_folder_entry(entry.value)) {
        const std::string name = numbered ? numbered_name(++groups_seen, groups_total, entry.key) : entry.key;
        if (!is_valid_data_name(name))
            file_.fail(entry.key_node, "folder name '" + name +
                                           "' is not allowed; expected letters, digits, '_', '.' and '-' (at most "
                                           "255, not starting with '.' or '-')");
        folders_[folder].members.push_back(Member{true, folders_.size()});
        read_folder(entry, joined(folders_[folder].path, name), settings, Place::folder);
    } else if (is_test_case_entry(entry.value)) {
        read_test_entry(entry, folder, settings, numbered);
    } else {
        file_.fail(entry.key_node, "expected '" + entry.key +
                                       "' to be a test case (a command, a map with generate:, copy:, in:, ..., or "
                                       "nothing) or a folder (a map with data:, ...), found " + kind_of(entry.value));
    }
}

}  // namespace gavel::generate::detail
