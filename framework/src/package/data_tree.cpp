// data/: sample and secret walked folder by folder into DataNodes, the problem's test groups and the package's
// cases; then the folders that only check the validators (invalid_input, invalid_output, valid_output).
//
// Order: within a folder, cases and sub-folders are taken in name order, as the spec orders them. Each folder that
// holds cases is one test group of the problem, so a folder's own cases stay together: its group stands where its
// first case falls among its sub-folders (cases 01 and 03 beside a folder 02 are judged 01, 03, then 02's).
#include <algorithm>
#include <optional>
#include <set>

#include "base/errors.hpp"
#include "package/data_settings.hpp"

namespace gavel::package::detail {
namespace {

std::string without(std::string_view text, std::string_view suffix) {
    return std::string(text.substr(0, text.size() - suffix.size()));
}

// The base names of the folder's cases: every "<name>.in".
std::set<std::string> case_stems(const std::vector<Entry>& entries) {
    std::set<std::string> stems;
    for (const Entry& entry : entries)
        if (ends_with(entry.name, ".in")) stems.insert(without(entry.name, ".in"));
    return stems;
}

// A sub-folder that is a case's own files ("<case>.files") rather than a folder of data.
bool case_files_folder(const Entry& entry, const std::set<std::string>& stems) {
    return ends_with(entry.name, ".files") && stems.count(without(entry.name, ".files")) > 0;
}

// A 2023-07-draft or 2025-09 folder's test_group.yaml: that file, else its testdata.yaml (the name the draft's
// packages, and BAPCtools until the rename, gave it) unless that is the .yaml of a case named testdata.
std::optional<std::filesystem::path> group_config_of(const Entry& folder) {
    std::error_code error;
    if (std::filesystem::exists(folder.path / "test_group.yaml", error)) return folder.path / "test_group.yaml";
    if (std::filesystem::exists(folder.path / "testdata.yaml", error) && !std::filesystem::exists(folder.path / "testdata.in", error))
        return folder.path / "testdata.yaml";
    return std::nullopt;
}

// group_config_of among a folder's entries, saying which file is read where the name is not the spec's.
const Entry* modern_config(Package& package, const std::vector<Entry>& entries) {
    const Entry* config = find_entry(entries, "test_group.yaml");
    const Entry* legacy_named = find_entry(entries, "testdata.yaml");
    if (legacy_named == nullptr || find_entry(entries, "testdata.in") != nullptr) return config;
    if (config != nullptr) {
        warn(package, shown(legacy_named->path) + ": ignored: the test_group.yaml beside it is read (testdata.yaml is "
                                                  "legacy's name for that file)");
        return config;
    }
    if (package.version == FormatVersion::draft_2023_07)
        warn(package, shown(legacy_named->path) + ": read as test_group.yaml, the name the specification gives this file "
                                                  "(2023-07-draft packages, and BAPCtools until the rename, named it "
                                                  "testdata.yaml)");
    else
        warn(package, shown(legacy_named->path) + ": read as test_group.yaml; 2025-09 names this file test_group.yaml "
                                                  "(testdata.yaml is legacy's name)");
    return legacy_named;
}

struct Walk {
    Package& package;
    std::vector<std::pair<TestGroup, std::vector<DataCase>>> groups;  // judging order
    std::vector<std::filesystem::path> open;  // the real folders being walked: a link back to one would loop
    std::size_t case_count = 0;
};

// A file named like test data that belongs to no case: most likely a mistake, but one the judge can go on past.
void warn_orphans(Package& package, const std::vector<Entry>& entries, const std::set<std::string>& stems) {
    for (const Entry& entry : entries) {
        if (entry.directory) continue;
        for (const char* extension : {".ans", ".out", ".desc", ".hint", ".args", ".yaml"}) {
            if (!ends_with(entry.name, extension) || stems.count(without(entry.name, extension))) continue;
            if (entry.name == "test_group.yaml" || entry.name == "testdata.yaml") continue;
            warn(package, shown(entry.path) + ": no " + without(entry.name, extension) + ".in beside it; ignored");
        }
    }
}

// 2025-09's rules on where test data groups may be (Test data groups).
void check_groups(const std::vector<Entry>& entries, const std::set<std::string>& stems,
                  const std::filesystem::path& folder, FolderRole role) {
    for (const Entry& entry : entries)
        if (entry.directory && stems.count(entry.name))
            throw InputError(shown(entry.path) + ": a folder with the name of the test case " + entry.name +
                             ".in beside it; expected distinct names");
    if (role != FolderRole::secret) return;
    std::vector<const Entry*> groups, plain;
    for (const Entry& entry : entries) {
        if (!entry.directory || case_files_folder(entry, stems)) continue;
        (group_config_of(entry) ? groups : plain).push_back(&entry);
    }
    if (groups.empty()) return;
    const std::string group = shown(*group_config_of(*groups.front()));
    if (!stems.empty())
        throw InputError(group + ":1:1: a test data group beside test cases in " + shown(folder) + " (" + *stems.begin() +
                         ".in); expected data/secret to hold cases or test data groups, not both");
    if (!plain.empty())
        throw InputError(shown(plain.front()->path) + ": a folder without test_group.yaml beside test data groups; "
                                                      "expected every folder of data/secret to be a test data group");
}

FolderRole role_below(const Package& package, FolderRole role, const Entry& child) {
    if (!modern(package)) return FolderRole::plain;
    if (role == FolderRole::secret && group_config_of(child)) return FolderRole::group;
    return role == FolderRole::validation ? FolderRole::validation : FolderRole::plain;
}

void read_config(Walk& walk, const std::vector<Entry>& entries, std::size_t index, FolderRole role, Inherited& settings) {
    Package& package = walk.package;
    const Entry* config = nullptr;
    if (modern(package)) {
        config = modern_config(package, entries);
    } else {
        if (const Entry* stray = find_entry(entries, "test_group.yaml"))
            warn(package, shown(stray->path) + ": not read in a legacy package (it reads testdata.yaml)");
        config = find_entry(entries, "testdata.yaml");
    }
    if (config == nullptr) return;
    if (!config->regular) throw InputError(shown(config->path) + ": expected a regular file");
    const bool below_sample = role == FolderRole::plain && package.nodes[index].name.rfind("sample/", 0) == 0;
    if (modern(package) && role == FolderRole::plain)
        throw InputError(shown(config->path) + ":1:1: " +
                         (below_sample ? "data/sample must not hold test data groups"
                                       : "a test_group.yaml below a test data group (or below a folder of cases); "
                                         "expected test data groups only directly in data/secret"));
    DataNode& node = package.nodes[index];
    node.config_file = shown(config->path);
    node.location = {node.config_file, 1, 1};
    if (modern(package)) read_test_group_yaml(package, config->path, role, node, settings);
    else read_testdata_yaml(package, config->path, settings);
}

std::size_t add_node(Package& package, const std::filesystem::path& folder, const std::string& name,
                     std::optional<std::size_t> parent, FolderRole role) {
    DataNode node;
    node.name = name;
    node.parent = parent;
    node.location = {shown(folder), 0, 0};
    if (modern(package)) {
        // The spec's defaults: 100 and sum for secret, unbounded and pass-fail for its groups.
        node.test_group = role == FolderRole::secret || role == FolderRole::group;
        if (role == FolderRole::secret) node.max_score = 100;
        node.score_aggregation = role == FolderRole::secret ? "sum" : "pass-fail";
    }
    const std::size_t index = package.nodes.size();
    package.nodes.push_back(std::move(node));
    if (parent) package.nodes[*parent].children.push_back(index);
    return index;
}

// Marks `folder` as being walked; a folder reached again inside itself (through a link) would never end.
void enter(Walk& walk, const std::filesystem::path& folder) {
    std::error_code error;
    const std::filesystem::path real = std::filesystem::canonical(folder, error);
    if (std::find(walk.open.begin(), walk.open.end(), real) != walk.open.end())
        throw InputError(shown(folder) + ": a symbolic link to a folder that holds it (a loop); expected a tree of folders");
    walk.open.push_back(real);
}

void walk_folder(Walk& walk, const std::filesystem::path& folder, const std::string& name,
                 std::optional<std::size_t> parent, FolderRole role, Inherited settings) {
    Package& package = walk.package;
    enter(walk, folder);

    const std::size_t index = add_node(package, folder, name, parent, role);
    const std::vector<Entry> entries = list_folder(package, folder);
    read_config(walk, entries, index, role, settings);
    DataNode& node = package.nodes[index];
    if (!modern(package)) {  // legacy testdata.yaml: every key inherited, kept per folder
        node.on_reject = settings.on_reject;
        node.grader_flags = settings.grader_flags;
        node.accept_score = settings.accept_score;
        node.reject_score = settings.reject_score;
        node.range_min = settings.range_min;
        node.range_max = settings.range_max;
    }
    const std::set<std::string> stems = case_stems(entries);
    if (modern(package)) check_groups(entries, stems, folder, role);

    const std::size_t cases_before = walk.case_count;
    std::optional<std::size_t> group;  // this folder's test group, once its first case is met
    for (const Entry& entry : entries) {
        if (ends_with(entry.name, ".in")) {
            ReadCase read = read_case(package, entries, folder, name, without(entry.name, ".in"), CaseKind::judged, settings);
            read.data.node = index;
            if (!group) {
                group = walk.groups.size();
                walk.groups.emplace_back();
                walk.groups.back().first.name = name;
            }
            package.nodes[index].cases.push_back(read.data.name);
            walk.groups[*group].first.cases.push_back(std::move(read.test));
            walk.groups[*group].second.push_back(std::move(read.data));
            ++walk.case_count;
        } else if (entry.directory && !case_files_folder(entry, stems)) {
            const std::size_t groups_before = walk.groups.size();
            walk_folder(walk, entry.path, name + "/" + entry.name, index, role_below(package, role, entry), settings);
            // Cases and folders are judged in one name order (legacy allows both in a folder): this folder's cases
            // after the sub-folder go into a test group of their own, under the same name, after the sub-folder's.
            if (walk.groups.size() != groups_before) group.reset();
        }
    }
    warn_orphans(package, entries, stems);
    if (role == FolderRole::group && walk.case_count == cases_before)
        throw InputError(package.nodes[index].location.describe("test data group " + name +
                                                                " holds no test case; expected at least one"));
    walk.open.pop_back();
}

// data/invalid_input, invalid_output, valid_output: cases that check the validators, not the submissions.
void walk_validation(Walk& walk, const std::filesystem::path& folder, const std::string& name, CaseKind kind,
                     Inherited settings, std::vector<DataCase>& found) {
    Package& package = walk.package;
    enter(walk, folder);
    const std::vector<Entry> entries = list_folder(package, folder);
    if (const Entry* config = modern(package) ? modern_config(package, entries) : nullptr) {
        DataNode unused;
        read_test_group_yaml(package, config->path, FolderRole::validation, unused, settings);
    }
    const std::set<std::string> stems = case_stems(entries);
    for (const Entry& entry : entries) {
        if (ends_with(entry.name, ".in"))
            found.push_back(read_case(package, entries, folder, name, without(entry.name, ".in"), kind, settings).data);
        else if (entry.directory && !case_files_folder(entry, stems))
            walk_validation(walk, entry.path, name + "/" + entry.name, kind, settings, found);
    }
    walk.open.pop_back();
}

// The settings of data/ itself, which sample, secret and the validation folders inherit: legacy's data/testdata.yaml
// (legacy's root test data group); in the later versions, BAPCtools' data/test_group.yaml, which no spec has.
void read_root_config(Package& package, const std::vector<Entry>& entries, Inherited& root) {
    if (!modern(package)) {
        if (const Entry* stray = find_entry(entries, "test_group.yaml"))
            warn(package, shown(stray->path) + ": not read in a legacy package (it reads testdata.yaml)");
        if (const Entry* config = find_entry(entries, "testdata.yaml")) read_testdata_yaml(package, config->path, root);
        return;
    }
    const Entry* config = modern_config(package, entries);
    if (config == nullptr) return;
    if (!config->regular) throw InputError(shown(config->path) + ": expected a regular file");
    warn(package, shown(config->path) + ": the specification places test_group.yaml in data/sample, data/secret and its "
                                        "test data groups, not in data/ itself; read as settings for all of data/ "
                                        "(the folders below inherit them, a nearer file wins), as BAPCtools does");
    DataNode unused;
    read_test_group_yaml(package, config->path, FolderRole::root, unused, root);
}

}  // namespace

void read_data(Package& package) {
    const std::vector<Entry> top = list_folder(package, package.directory);
    const Entry* data = find_entry(top, "data");
    const std::filesystem::path secret_path = package.directory / "data" / "secret";
    if (data == nullptr || !data->directory) throw InputError(shown(secret_path) + ": missing; expected data/secret with the secret test data");
    const std::vector<Entry> entries = list_folder(package, data->path);
    const Entry* secret = find_entry(entries, "secret");
    if (secret == nullptr || !secret->directory) throw InputError(shown(secret_path) + ": missing; expected data/secret with the secret test data");

    Walk walk{package, {}, {}, 0};
    Inherited root;
    read_root_config(package, entries, root);
    if (const Entry* sample = find_entry(entries, "sample"); sample != nullptr && sample->directory)
        walk_folder(walk, sample->path, "sample", std::nullopt, FolderRole::sample, root);
    const std::size_t sample_cases = walk.case_count;
    walk_folder(walk, secret->path, "secret", std::nullopt, FolderRole::secret, root);
    if (walk.case_count == sample_cases) warn(package, shown(secret->path) + ": no test cases; only the samples are judged");

    for (auto& [group, cases] : walk.groups) {
        package.problem.suite.groups.push_back(std::move(group));
        for (DataCase& data_case : cases) package.cases.push_back(std::move(data_case));
    }
    for (const Entry& entry : entries) {
        if (entry.name == "sample" || entry.name == "secret" || entry.name == "testdata.yaml" || entry.name == "test_group.yaml")
            continue;
        if (entry.name == "invalid_input" && entry.directory)
            walk_validation(walk, entry.path, entry.name, CaseKind::invalid_input, root, package.invalid_inputs);
        else if (entry.name == "invalid_output" && entry.directory)
            walk_validation(walk, entry.path, entry.name, CaseKind::output_check, root, package.invalid_outputs);
        else if (entry.name == "valid_output" && entry.directory)
            walk_validation(walk, entry.path, entry.name, CaseKind::output_check, root, package.valid_outputs);
        else
            warn(package, shown(entry.path) + ": not a folder of the format (sample, secret, invalid_input, "
                                              "invalid_output, valid_output); ignored");
    }
}

}  // namespace gavel::package::detail
