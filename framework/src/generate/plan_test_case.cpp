// A test case entry of generators.yaml: `name: command`, `name: path.in`, `name:` (hand-made), or a map; a
// count: makes one test per value, each with its own name, number and seed.
#include <string_view>

#include "generate/generation_names.hpp"
#include "generate/plan_reader.hpp"
#include "generate/yaml_text.hpp"

namespace gavel::generate::detail {
namespace {

// The keys whose value is the text of one of the test's files, named by the file's extension.
constexpr std::string_view inline_file_keys[] = {"in",          "ans",          "out",           "hint",
                                                 "desc",        "interaction",  "yaml",          "in.statement",
                                                 "ans.statement", "in.download", "ans.download"};

// The keys of a test case that must have a value (solution:, random_salt: and retries: may be empty).
constexpr std::string_view valued_keys[] = {"generate",    "copy",          "count",         "in",
                                            "ans",         "out",           "hint",          "desc",
                                            "interaction", "yaml",          "in.statement",  "ans.statement",
                                            "in.download", "ans.download"};

std::string value_of(std::string_view key) {
    if (key == "generate") return "a command";
    if (key == "copy") return "a path relative to generators/";
    if (key == "count") return "a count";
    return "the text of the test's ." + std::string(key) + " file";
}

bool ends_with(std::string_view text, std::string_view end) {
    return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

// BAPCtools warns about copy: x.in and still appends .in: it compares the last suffix only.
bool ends_in_data_extension(std::string_view path) {
    const std::string_view file = path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1);
    const std::size_t dot = file.rfind('.');
    if (dot == std::string_view::npos) return false;
    const std::string_view suffix = file.substr(dot);
    return suffix == ".in" || suffix == ".ans" || suffix == ".out" || suffix == ".interaction" || suffix == ".yaml";
}

}  // namespace

void PlanReader::read_test_entry(const Entry& entry, std::size_t folder, const Inherited& parent, bool numbered) {
    const YAML::Node& value = entry.value;
    const std::string& folder_path = folders_[folder].path;
    Inherited settings = parent;
    const bool manual = !value.IsDefined() || value.IsNull();
    // One initialization: assigning a YAML::Node would rewrite the node it refers to.
    const YAML::Node generate = manual ? YAML::Node(YAML::NodeType::Undefined)
                                : value.IsScalar()
                                    ? (ends_with(value.Scalar(), ".in") ? YAML::Node(YAML::NodeType::Undefined) : value)
                                    : YamlFile::optional(value, "generate");
    std::string copy;
    std::map<std::string, std::string> inline_files;
    std::vector<std::int64_t> values{1};
    bool has_count = false;
    if (manual) {
        note("manual", entry.key_node,
             "'" + entry.key + "' has no value: a hand-made test case, kept in data/" + folder_path +
                 " as it is (older BAPCtools' meaning; newer BAPCtools refuse an entry without a value)");
    } else if (value.IsScalar()) {
        if (!generate.IsDefined()) {
            copy = read_copy(value.Scalar().substr(0, value.Scalar().size() - 3), value);
            note("in-string", value,
                 "'" + entry.key + ": " + value.Scalar() + "' copies generators/" + copy +
                     ".*; BAPCtools now writes it as copy: " + copy);
        }
    } else {
        check_keys(value, Place::test_case);
        for (const std::string_view key : valued_keys)
            if (const YAML::Node node = YamlFile::optional(value, std::string(key)); node.IsDefined() && node.IsNull())
                file_.fail(key_node_of(value, key), std::string(key) + ": has no value; expected " + value_of(key));
        read_inherited(value, settings);
        if (const YAML::Node node = YamlFile::optional(value, "copy"); node.IsDefined()) {
            if (!node.IsScalar() || node.Scalar().empty())
                file_.fail(node, "expected copy: as a path relative to generators/ without extension (such as "
                                 "manual/3), found " + kind_of(node));
            copy = read_copy(node.Scalar(), node);
        }
        inline_files = read_inline_files(value);
        if (const YAML::Node count = YamlFile::optional(value, "count"); count.IsDefined()) {
            values = count_values(file_, count);
            has_count = true;
        }
    }
    if (!generate.IsDefined() && copy.empty() && inline_files.count("in") == 0 && !manual)
        file_.fail(entry.key_node, "test case '" + entry.key +
                                       "' has no input: expected generate:, copy: or in: (or no value at all, for a "
                                       "hand-made case already in data/)");

    const std::vector<std::string> suffixes = has_count ? count_suffixes(values) : std::vector<std::string>{""};
    for (std::size_t i = 0; i < values.size(); ++i) {
        spend(entry.key_node);
        const std::string base =
            numbered ? numbered_name(++numbered_tests_seen_, numbered_tests_total_, entry.key) : entry.key;
        PlannedTest test;
        test.directory = folder_path;
        test.name = base + suffixes[i];
        check_test_name(test.name, entry.key_node);
        test.location = at(entry.key_node);
        test.retries = settings.retries;
        test.copy = copy;
        test.inline_files = inline_files;
        test.solution = settings.solution;
        test.default_solution = !settings.solution_given;
        test.manual = manual;
        if (generate.IsDefined()) {
            test.generate = read_generate(generate, has_count, values[i]);
            test.seed = bapctools_seed(settings.random_salt, values[i], test.generate->text);
        }
        claim_path(test.path(), entry.key_node);
        register_key(entry.key, Member{false, plan_.tests.size()}, entry.key_node);
        folders_[folder].members.push_back(Member{false, plan_.tests.size()});
        plan_.tests.push_back(std::move(test));
    }
}

void PlanReader::check_test_name(const std::string& name, const YAML::Node& key_node) const {
    if (!is_valid_data_name(name))
        file_.fail(key_node, "test case name '" + name +
                                 "' is not allowed; expected letters, digits, '_', '.' and '-' (at most 255, not "
                                 "starting with '.' or '-')");
    if (ends_with(name, ".in"))
        file_.fail(key_node, "test case name '" + name + "' ends in .in; expected the name without its extension");
    if (name == "test_group")
        file_.fail(key_node, "a test case named 'test_group' would clash with the folder's test_group.yaml; expected "
                             "another name");
}

std::string PlanReader::read_copy(const std::string& text, const YAML::Node& where) {
    if (!text.empty() && text.front() == '/')
        file_.fail(where, "copy: " + text + " is an absolute path; expected a path relative to generators/");
    const auto inside = normalized_inside(text);
    if (!inside || inside->empty())
        file_.fail(where, "copy: '" + text + "' is no path inside generators/; expected one such as manual/3");
    if (ends_in_data_extension(*inside))
        note("copy-extension", where,
             "copy: " + text + " ends in an extension, to which BAPCtools (and gavel) still add .in and the others; "
             "expected the path without extension");
    return *inside;
}

std::map<std::string, std::string> PlanReader::read_inline_files(const YAML::Node& map) {
    std::map<std::string, std::string> files;
    for (const std::string_view key : inline_file_keys) {
        const YAML::Node node = YamlFile::optional(map, std::string(key));
        if (!node.IsDefined()) continue;
        std::string text;
        if (key == "yaml" && node.IsMap()) {
            text = text_of_yaml(node);
        } else if (node.IsScalar()) {
            text = node.Scalar();
            if (!text.empty() && text.back() != '\n') text += '\n';
        } else {
            file_.fail(node, "expected " + std::string(key) + ": as the text of the test's ." + std::string(key) +
                                 " file (a string" + (key == "yaml" ? " or a map" : "") + "), found " + kind_of(node));
        }
        files.emplace(key, std::move(text));
    }
    return files;
}

std::string PlanReader::text_of_yaml(const YAML::Node& node) {
    std::string error;
    const auto text = yaml_text(node, [&](const YAML::Node& written) { spend(written); }, error);
    if (!text) file_.fail(node, "cannot write this back as YAML (" + error + "); expected plain YAML");
    return *text;
}

}  // namespace gavel::generate::detail
