// read_generation_plan(): the root of generators.yaml, and the bookkeeping of the whole walk (places, paths made,
// keys for include:, warnings, a bound on the work).
#include "generate/generation_plan.hpp"

#include <system_error>

#include "generate/generation_names.hpp"
#include "generate/plan_reader.hpp"

namespace gavel::generate {

namespace fs = std::filesystem;

bool has_generators_yaml(const fs::path& package) {
    std::error_code error;
    return fs::is_regular_file(package / "generators" / "generators.yaml", error);
}

GenerationPlan read_generation_plan(const fs::path& package) {
    GenerationPlan plan;
    plan.package = package;
    plan.file = package / "generators" / "generators.yaml";
    read_yaml(plan.file, [&](const YamlFile& file) {
        plan.shown_file = file.display_name();
        detail::PlanReader(file, plan).read();
        return 0;
    });
    return plan;
}

namespace detail {
namespace {

// Entries, nodes written and include steps together: far above what any problem's test data needs. It stops
// aliases that repeat what repeats (each level doubling the tree) long before memory or time run out.
constexpr std::size_t work_limit = 100'000;
// Folders in folders; a YAML alias can name the folder it is inside, which would never end.
constexpr std::size_t deepest_folder = 100;

}  // namespace

PlanReader::PlanReader(const YamlFile& file, GenerationPlan& plan) : file_(file), plan_(plan) {}

void PlanReader::read() {
    // Never assigned once made: assigning a YAML::Node rewrites the node it refers to, inside the document.
    const YAML::Node root = file_.root().IsDefined() && !file_.root().IsNull()
                                ? file_.root()
                                : YAML::Node(YAML::NodeType::Map);  // an empty file makes nothing
    if (!root.IsMap())
        file_.fail(root, "expected generators.yaml to be a map (data:, generators:, solution:, ...), found " +
                             kind_of(root));
    check_keys(root, Place::root);
    read_programs(YamlFile::optional(root, "generators"));
    numbered_tests_total_ = count_numbered_tests(root, 0);
    read_folder(Entry{"", root, root}, "", Inherited{}, Place::root);
    for (const Notice& notice : notices_)
        plan_.warnings.push_back(notice.more == 0 ? notice.message
                                                  : notice.message + " (and " + std::to_string(notice.more) +
                                                        " more like it)");
}

SourceLocation PlanReader::at(const YAML::Node& node) const {
    SourceLocation location{file_.display_name(), 1, 1};
    if (node.IsDefined() && !node.Mark().is_null()) {
        location.line = static_cast<std::size_t>(node.Mark().line) + 1;
        location.column = static_cast<std::size_t>(node.Mark().column) + 1;
    }
    return location;
}

std::string PlanReader::line_of(const SourceLocation& location) const {
    return "line " + std::to_string(location.line) + ", column " + std::to_string(location.column);
}

void PlanReader::spend(const YAML::Node& where, std::size_t units) {
    work_done_ += units;
    if (work_done_ > work_limit)
        file_.fail(where, "generators.yaml asks for more than " + std::to_string(work_limit) +
                              " entries, nodes and include steps (does an alias repeat a large part of it?); "
                              "expected a smaller file");
}

void PlanReader::check_depth(const YAML::Node& where, std::size_t depth) const {
    if (depth > deepest_folder)
        file_.fail(where, "folders nest more than " + std::to_string(deepest_folder) +
                              " deep here (is a YAML alias inside itself?); expected fewer levels");
}

void PlanReader::note(const std::string& kind, const YAML::Node& where, const std::string& message, bool counts_more) {
    const auto [found, added] = notice_of_kind_.emplace(kind, notices_.size());
    if (!added) {
        if (notices_[found->second].counts_more) ++notices_[found->second].more;
        return;
    }
    const SourceLocation location = at(where);
    notices_.push_back({location.file + ":" + std::to_string(location.line) + ": " + message, 0, counts_more});
}

void PlanReader::claim_path(const std::string& path, const YAML::Node& where, std::optional<std::size_t> included_source) {
    const auto [found, added] = owners_.emplace(path, PathOwner{at(where), included_source});
    if (!added)
        file_.fail(where, "data/" + path + " is made twice: first at " + line_of(found->second.location) +
                              "; expected each test case and folder name once in its folder");
}

void PlanReader::register_key(const std::string& key, Member member, const YAML::Node& key_node) {
    KeyUse& use = keys_[key];
    use.rules.push_back(member);
    use.locations.push_back(at(key_node));
    if (use.included && use.rules.size() == 2)
        note("key-reused", key_node,
             "'" + key + "' is used again after an include: named it; that include: keeps the first");
}

void PlanReader::read_programs(const YAML::Node& generators) {
    if (!generators.IsDefined() || generators.IsNull()) return;
    if (!generators.IsMap())
        file_.fail(generators, "expected generators: as a map of program names to lists of their files in "
                               "generators/, found " + kind_of(generators));
    file_.expect_unique_keys(generators);
    for (const auto& program : generators) {
        spend(program.first);
        const std::string name = program.first.IsScalar() ? program.first.Scalar() : std::string();
        if (!is_valid_data_name(name))
            file_.fail(program.first, "generators: program name '" + name +
                                          "' is not allowed; expected letters, digits, '_', '.' and '-', not "
                                          "starting with '.' or '-'");
        const YAML::Node& files = program.second;
        if (!files.IsSequence() || files.size() == 0)
            file_.fail(program.first, "expected generators: " + name +
                                          ": as a non-empty list of its files in generators/ (the first is its "
                                          "entry point), found " + kind_of(files));
        std::vector<std::string> paths;
        for (const auto& item : files) {
            spend(item);
            const std::string text = item.IsScalar() ? item.Scalar() : std::string();
            const auto inside = text.empty() || text.front() == '/' ? std::nullopt : normalized_inside(text);
            if (!inside || inside->empty())
                file_.fail(item, "expected each file of generators: " + name +
                                     ": as a path relative to generators/ inside it, found " + kind_of(item));
            std::error_code error;
            if (!fs::exists(plan_.package / "generators" / *inside, error))
                file_.fail(item, "generators/" + *inside + " does not exist; expected each file of program '" +
                                     name + "' in generators/");
            paths.push_back(*inside);
        }
        plan_.programs[name] = std::move(paths);
    }
}

// BAPCtools numbers the test cases of every numbered list with one counter, its width from their total (each
// value of a count: one more), so the total is known before the first name is made. Groups are counted per list.
std::size_t PlanReader::count_numbered_tests(const YAML::Node& folder, std::size_t depth) {
    check_depth(folder, depth);
    const YAML::Node data = YamlFile::optional(folder, "data");
    const bool numbered = data.IsSequence();
    std::vector<YAML::Node> lists;
    if (data.IsMap()) lists.push_back(data);
    if (numbered)
        for (const auto& element : data) lists.push_back(element);
    std::size_t total = 0;
    for (const auto& list : lists) {
        if (!list.IsMap()) continue;  // the walk itself names what is wrong there
        for (const auto& entry : list) {
            spend(entry.first);
            const YAML::Node& value = entry.second;
            if (numbered && is_test_case_entry(value)) {
                const YAML::Node count = YamlFile::optional(value, "count");
                total += count.IsDefined() ? count_values(file_, count).size() : 1;
            } else if (is_folder_entry(value)) {
                total += count_numbered_tests(value, depth + 1);
            }
        }
    }
    return total;
}

}  // namespace detail
}  // namespace gavel::generate
