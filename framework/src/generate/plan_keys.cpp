// Which keys generators.yaml allows where: a test case's, a folder's, the root's, and the few gavel reads but
// leaves alone (each named once in the plan's warnings).
#include "generate/plan_reader.hpp"

namespace gavel::generate::detail {
namespace {

constexpr unsigned in_root = 1, in_folder = 2, in_test_case = 4;
constexpr unsigned anywhere = in_root | in_folder | in_test_case;

struct KeyRule {
    std::string_view name;
    unsigned places;
    bool marks_test_case;     // its presence makes a map a test case (BAPCtools' "unique" test case keys)
    std::string_view unused;  // why gavel ignores it; empty: gavel acts on it
};

constexpr KeyRule key_rules[] = {
    {"generate", in_test_case, true, ""},
    {"copy", in_test_case, true, ""},
    {"count", in_test_case, true, ""},
    {"in", in_test_case, true, ""},
    {"ans", in_test_case, true, ""},
    {"out", in_test_case, true, ""},
    {"hint", in_test_case, true, ""},
    {"desc", in_test_case, true, ""},
    {"interaction", in_test_case, true, ""},
    {"yaml", in_test_case, true, ""},
    {"in.statement", in_test_case, true, ""},
    {"ans.statement", in_test_case, true, ""},
    {"in.download", in_test_case, true, ""},
    {"ans.download", in_test_case, true, ""},
    {"match", in_test_case, true, "gavel does not match generated files against patterns"},
    {"solution", anywhere, false, ""},
    {"random_salt", anywhere, false, ""},
    {"retries", anywhere, false, ""},
    {"visualizer", anywhere, false, "gavel makes no visualizations"},
    {"data", in_root | in_folder, false, ""},
    {"test_group.yaml", in_root | in_folder, false, ""},
    {"testdata.yaml", in_root | in_folder, false, ""},
    {"include", in_root | in_folder, false, ""},
    {"generators", in_root, false, ""},
    {"version", in_root, false, "gavel reads every version of generators.yaml alike"},
    {"parallel", in_root, false, "gavel decides itself how many generators run at once"},
    {"gitignore_generated", in_root, false, "gavel writes no .gitignore"},
};

const KeyRule* rule_of(std::string_view name) {
    for (const KeyRule& rule : key_rules)
        if (rule.name == name) return &rule;
    return nullptr;
}

unsigned place_bit(Place place) {
    switch (place) {
        case Place::root: return in_root;
        case Place::folder: return in_folder;
        case Place::test_case: return in_test_case;
    }
    return 0;
}

std::string place_name(unsigned bit) {
    if (bit == in_root) return "the root of generators.yaml";
    if (bit == in_folder) return "a folder";
    return "a test case";
}

std::string keys_allowed_in(unsigned bit) {
    std::string list;
    for (const KeyRule& rule : key_rules)
        if (rule.places & bit) list += (list.empty() ? "" : ", ") + std::string(rule.name);
    return list;
}

}  // namespace

bool is_test_case_entry(const YAML::Node& value) {
    if (!value.IsDefined() || value.IsNull() || value.IsScalar()) return true;
    if (!value.IsMap()) return false;
    for (const auto& entry : value) {
        if (!entry.first.IsScalar()) continue;
        const KeyRule* rule = rule_of(entry.first.Scalar());
        if (rule != nullptr && rule->marks_test_case) return true;
    }
    return false;
}

bool is_folder_entry(const YAML::Node& value) { return value.IsDefined() && value.IsMap() && !is_test_case_entry(value); }

YAML::Node key_node_of(const YAML::Node& map, std::string_view name) {
    if (map.IsMap())
        for (const auto& entry : map)
            if (entry.first.IsScalar() && entry.first.Scalar() == name) return entry.first;
    return YAML::Node(YAML::NodeType::Undefined);
}

std::string kind_of(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "nothing";
    if (node.IsMap()) return "a map";
    if (node.IsSequence()) return "a list";
    return "'" + node.Scalar() + "'";
}

void PlanReader::check_keys(const YAML::Node& map, Place place) {
    file_.expect_unique_keys(map);
    const unsigned here = place_bit(place);
    for (const auto& entry : map) {
        const YAML::Node& key = entry.first;
        if (!key.IsScalar()) file_.fail(key, "expected a key (a name), found " + kind_of(key));
        const std::string& name = key.Scalar();
        const KeyRule* rule = rule_of(name);
        if (rule == nullptr)
            file_.fail(key, "unknown key '" + name + "' in " + place_name(here) +
                                "; expected one of: " + keys_allowed_in(here));
        if ((rule->places & here) == 0) {
            const unsigned belongs = (rule->places & in_test_case) ? in_test_case
                                     : (rule->places & in_folder) ? in_folder
                                                                  : in_root;
            std::string message = "key '" + name + "' belongs in " + place_name(belongs) + ", not in " + place_name(here);
            if (place == Place::test_case)
                message += " (a map with any of generate, copy, count, in, ans, ... is a test case)";
            file_.fail(key, message);
        }
        if (!rule->unused.empty()) note("unused " + name, key, name + ": " + std::string(rule->unused) + "; ignored", false);
    }
}

}  // namespace gavel::generate::detail
