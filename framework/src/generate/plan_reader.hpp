// The reader behind read_generation_plan(): one walk over generators.yaml, split by what it reads.
//   generation_plan.cpp  the root, the generators: map, the numbering pre-count, the bookkeeping below
//   plan_folders.cpp     a folder: its data: (a map, a numbered list, the root's fixed folders), test_group.yaml:
//   plan_test_case.cpp   a test case: its forms (command, path.in, map, nothing), count:, copy:, inline files
//   plan_commands.cpp    generate: and solution: commands, random_salt:, retries:, the programs they name
//   plan_keys.cpp        which keys each place allows, and what a map is (a test case or a folder)
//   plan_include.cpp     include: what it names and where its tests land
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/yaml_file.hpp"
#include "generate/generation_plan.hpp"

namespace gavel::generate::detail {

/// What a folder hands down to the folders and test cases in it: BAPCtools' inheritable settings.
struct Inherited {
    std::optional<Command> solution;
    bool solution_given = false;  // a solution: key on the way down, even an empty one
    std::string random_salt;
    int retries = 1;
};

/// Where a map of generators.yaml sits; each place allows its own keys.
enum class Place { root, folder, test_case };

/// One entry of a folder's data: its key as written ("" for an empty or null key), the key's node, its value.
struct Entry {
    std::string key;
    YAML::Node key_node;
    YAML::Node value;
};

/// A map's value is a test case: nothing, a string, or a map with a key only test cases have (generate, copy,
/// count, in, ...). A map without one is a folder.
bool is_test_case_entry(const YAML::Node& value);
bool is_folder_entry(const YAML::Node& value);
/// The key node of `name` in `map` (undefined when absent): where to point at a key whose value is nothing, as
/// yaml-cpp places an empty value at the next line.
YAML::Node key_node_of(const YAML::Node& map, std::string_view name);
/// "a map", "a list", "'text'" or "nothing", for messages.
std::string kind_of(const YAML::Node& node);
/// `path` made relative and normal ("a//b/./c" is "a/b/c"); nullopt when a part of it is "..". Empty when it
/// names no file at all. A leading '/' is dropped: callers that refuse absolute paths look first.
std::optional<std::string> normalized_inside(std::string_view path);

class PlanReader {
public:
    PlanReader(const YamlFile& file, GenerationPlan& plan);
    /// Reads the whole file into the plan (InputError at the first thing wrong).
    void read();

private:
    // A folder's or test case's position in its folder, for include: of a folder (in order, depth first).
    struct Member {
        bool is_folder = false;
        std::size_t index = 0;  // into folders_ or plan_.tests
    };
    struct FolderRecord {
        std::string path;
        std::vector<Member> members;
        std::vector<std::size_t> included;  // the source tests (plan_.tests) its include: placed in it
        bool finished = false;              // its data: is read (unfinished: the folder being read, or above it)
    };
    // What a key names, for include:. A count: entry names one test per value: ambiguous.
    struct KeyUse {
        std::vector<Member> rules;
        std::vector<SourceLocation> locations;
        bool included = false;
    };
    // What made a path of data/ first: a folder, a test case, or (included_source) an include of a test.
    struct PathOwner {
        SourceLocation location;
        std::optional<std::size_t> included_source;
    };
    struct PendingInclude {
        std::size_t source = 0;  // the included test (never itself an included copy)
        YAML::Node where;        // the include: item
    };
    struct Notice {
        std::string message;
        std::size_t more = 0;
        bool counts_more = true;
    };

    // generation_plan.cpp
    SourceLocation at(const YAML::Node& node) const;
    std::string line_of(const SourceLocation& location) const;
    void spend(const YAML::Node& where, std::size_t units = 1);
    /// A warning for the plan, once for each `kind`: later ones of that kind only count ("and 3 more like it").
    void note(const std::string& kind, const YAML::Node& where, const std::string& message, bool counts_more = true);
    void claim_path(const std::string& path, const YAML::Node& where, std::optional<std::size_t> included_source = {});
    void register_key(const std::string& key, Member member, const YAML::Node& key_node);
    void read_programs(const YAML::Node& generators);
    std::size_t count_numbered_tests(const YAML::Node& folder, std::size_t depth);
    void check_depth(const YAML::Node& where, std::size_t depth) const;

    // plan_folders.cpp
    void read_folder(const Entry& entry, const std::string& path, const Inherited& parent, Place place);
    void read_folder_config(const YAML::Node& map, PlannedDirectory& directory);
    void read_folder_data(const YAML::Node& map, std::size_t folder, const Inherited& settings, Place place);
    void read_root_data(const YAML::Node& data, std::size_t folder, const Inherited& settings);
    void read_numbered_data(const YAML::Node& data, std::size_t folder, const Inherited& settings);
    void read_child(const Entry& entry, std::size_t folder, const Inherited& settings, bool numbered,
                    std::size_t groups_total, std::size_t& groups_seen);
    Entry entry_of(const YAML::Node& key, const YAML::Node& value) const;

    // plan_test_case.cpp
    void read_test_entry(const Entry& entry, std::size_t folder, const Inherited& parent, bool numbered);
    std::string read_copy(const std::string& text, const YAML::Node& where);
    std::map<std::string, std::string> read_inline_files(const YAML::Node& map);
    std::string text_of_yaml(const YAML::Node& node);
    void check_test_name(const std::string& name, const YAML::Node& key_node) const;

    // plan_commands.cpp
    void read_inherited(const YAML::Node& map, Inherited& settings);
    std::optional<Command> read_solution(const YAML::Node& node) const;
    void read_salt(const YAML::Node& node, Inherited& settings);
    Command read_generate(const YAML::Node& node, bool has_count, std::int64_t count_value);
    std::string resolve_generator(const std::string& word, const YAML::Node& node) const;

    // plan_keys.cpp
    void check_keys(const YAML::Node& map, Place place);

    // plan_include.cpp
    std::vector<PendingInclude> collect_includes(const YAML::Node& include);
    void gather_folder(std::size_t folder, const YAML::Node& where, std::vector<PendingInclude>& into);
    void place_includes(const std::vector<PendingInclude>& includes, std::size_t folder);

    const YamlFile& file_;
    GenerationPlan& plan_;
    std::vector<FolderRecord> folders_;
    std::map<std::string, KeyUse> keys_;
    std::map<std::string, PathOwner> owners_;
    std::vector<Notice> notices_;
    std::map<std::string, std::size_t> notice_of_kind_;
    std::size_t numbered_tests_total_ = 0;  // in every numbered list of the file: one counter, one width
    std::size_t numbered_tests_seen_ = 0;
    std::size_t work_done_ = 0;
};

}  // namespace gavel::generate::detail
