#include "config/suite.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "config/data_file.hpp"
#include "config/limits_yaml.hpp"
#include "config/yaml_file.hpp"

namespace gavel {
namespace {

constexpr std::int64_t max_generated_cases = 100000;

SourceLocation location_of(const YamlFile& file, const YAML::Node& node) {
    const YAML::Mark mark = node.Mark();
    return {file.display_name(), static_cast<std::size_t>(mark.line) + 1, static_cast<std::size_t>(mark.column) + 1};
}

// `input:` / `answer:` is either the text itself or { file: path } relative to the suite's folder.
std::string read_data(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    if (node.IsScalar()) return node.Scalar();
    if (!node.IsMap())
        file.fail(node, "expected " + std::string(what) + " as text or as { file: path }");
    file.expect_map(node, std::string(what), {"file"});
    const YAML::Node path_node = file.require(node, "file");
    const std::filesystem::path relative = file.string(path_node, "a data file path");
    DataFile data = read_data_file(file.path().parent_path(), relative);
    if (!data.bytes) file.fail(path_node, "data file '" + relative.string() + "' " + data.refusal);
    return std::move(*data.bytes);
}

Generation read_generation(const YamlFile& file, const YAML::Node& node, bool one_case);

TestCase read_case(const YamlFile& file, const YAML::Node& node) {
    file.expect_map(node, "a case", {"name", "input", "generate", "answer", "limits", "interaction"});
    TestCase test;
    test.location = location_of(file, node);
    test.name = file.string(file.require(node, "name"), "the case name");
    const YAML::Node generate = node["generate"];
    if (generate.IsDefined() && node["input"].IsDefined())
        file.fail(generate, "case '" + test.name + "' has both 'input' and 'generate'; expected one of them");
    if (generate.IsDefined()) test.generated = read_generation(file, generate, true);
    else test.input = read_data(file, file.require(node, "input"), "input");
    if (const auto answer = node["answer"]; answer.IsDefined()) test.answer = read_data(file, answer, "answer");
    if (const auto limits = node["limits"]; limits.IsDefined()) test.limits = read_limit_overrides(file, limits);
    if (const auto interaction = node["interaction"]; interaction.IsDefined())
        test.sample_exchange = read_data(file, interaction, "interaction");
    return test;
}

std::uint64_t unsigned_seed(const YamlFile& file, const YAML::Node& node) {
    const std::string text = node.IsScalar() ? node.Scalar() : "";
    if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos)
        file.fail(node, "expected seed as an integer from 0 to 18446744073709551615");
    try {
        return std::stoull(text);
    } catch (const std::out_of_range&) {
        file.fail(node, "expected seed as an integer from 0 to 18446744073709551615, found " + text);
    }
}

// A group's `generate:` (count, seed, params), or a case's (seed, params: that one input).
Generation read_generation(const YamlFile& file, const YAML::Node& node, bool one_case) {
    if (one_case) file.expect_map(node, "a case's generate", {"seed", "params"});
    else file.expect_map(node, "generate", {"count", "seed", "params"});
    Generation generation;
    generation.location = location_of(file, node);
    generation.count = one_case ? 1 : file.integer(file.require(node, "count"), "count", 1, max_generated_cases);
    const YAML::Node seed = file.require(node, "seed");
    // A case's seed is the generator's own, any of 2^64 (gavel stress prints such); a group's derives its cases'.
    generation.seed = one_case ? unsigned_seed(file, seed)
                               : static_cast<std::uint64_t>(file.integer(seed, "seed", 0, std::numeric_limits<std::int64_t>::max()));
    if (const auto params = node["params"]; params.IsDefined()) {
        if (!params.IsMap()) file.fail(params, "expected params as a map of name: value");
        file.expect_unique_keys(params);
        for (const auto& entry : params) {
            if (!entry.second.IsScalar()) file.fail(entry.second, "expected parameter '" + entry.first.Scalar() + "' as a single value");
            generation.params[entry.first.Scalar()] = entry.second.Scalar();
        }
    }
    return generation;
}

TestGroup::Aggregate read_aggregate(const YamlFile& file, const YAML::Node& node) {
    const std::string value = file.string(node, "aggregate");
    if (value == "min") return TestGroup::Aggregate::min;
    if (value == "sum") return TestGroup::Aggregate::sum;
    file.fail(node, "unknown aggregate '" + value + "'; expected min or sum");
}

// `depends_on:` names earlier groups only (`earlier`: their indices by name), so no group waits on itself, on a
// later one or in a cycle; `all` holds every group name of the suite, to tell a later group from no group.
std::vector<std::size_t> read_depends_on(const YamlFile& file, const YAML::Node& node, const std::string& group,
                                         const std::map<std::string, std::size_t>& earlier, const std::set<std::string>& all) {
    file.expect_sequence(node, "depends_on as a list of earlier groups' names");
    std::vector<std::size_t> indices;
    for (const auto& item : node) {
        const std::string name = file.string(item, "a group name");
        if (name == group) file.fail(item, "group '" + group + "' depends on itself; expected the name of an earlier group");
        const auto found = earlier.find(name);
        if (found == earlier.end())
            file.fail(item, "group '" + group + "' depends on '" + name + "', " +
                                (all.count(name) ? "which comes after it" : "which is no group of this suite") +
                                "; expected the name of an earlier group");
        if (std::find(indices.begin(), indices.end(), found->second) == indices.end()) indices.push_back(found->second);
    }
    return indices;
}

TestGroup read_group(const YamlFile& file, const YAML::Node& node) {
    file.expect_map(node, "a group", {"name", "points", "aggregate", "depends_on", "limits", "cases", "generate"});
    TestGroup group;
    group.name = file.string(file.require(node, "name"), "the group name");
    group.points = file.integer(file.require(node, "points"), "points", 0, 1000000);
    if (const auto aggregate = node["aggregate"]; aggregate.IsDefined()) group.aggregate = read_aggregate(file, aggregate);
    if (const auto limits = node["limits"]; limits.IsDefined()) group.limits = read_limit_overrides(file, limits);
    const YAML::Node cases = node["cases"];
    const YAML::Node generate = node["generate"];
    if (!cases.IsDefined() && !generate.IsDefined()) file.fail(node, "group '" + group.name + "' needs 'cases', 'generate' or both");
    if (cases.IsDefined()) {
        file.expect_sequence(cases, "cases");
        if (cases.size() == 0) file.fail(cases, "expected at least one case in group '" + group.name + "'");
        std::set<std::string> names;
        for (const auto& case_node : cases) {
            TestCase test = read_case(file, case_node);
            if (!names.insert(test.name).second)
                file.fail(case_node["name"], "duplicate case name '" + test.name + "' in group '" + group.name + "'");
            group.cases.push_back(std::move(test));
        }
    }
    if (generate.IsDefined()) group.generate = read_generation(file, generate, false);
    return group;
}

}  // namespace

std::string SourceLocation::describe(const std::string& message) const {
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

std::size_t Suite::case_count() const {
    std::size_t count = 0;
    for (const auto& group : groups) count += group.case_count();
    return count;
}

std::int64_t Suite::max_score() const {
    std::int64_t total = 0;
    for (const auto& group : groups) total += group.points;
    return total;
}

Suite load_suite(const std::filesystem::path& suite_yaml, const std::string& expected_problem) {
    return read_yaml(suite_yaml, [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        file.expect_map(root, "a suite", {"problem", "limits", "groups"});

        Suite suite;
        suite.file = suite_yaml;
        const YAML::Node problem = file.require(root, "problem");
        suite.problem = file.string(problem, "the problem id");
        if (suite.problem != expected_problem)
            file.fail(problem, "unknown problem '" + suite.problem + "' for this suite; expected '" + expected_problem + "'");
        if (const auto limits = root["limits"]; limits.IsDefined()) suite.limits = read_limit_overrides(file, limits);

        const YAML::Node groups = file.require(root, "groups");
        file.expect_sequence(groups, "groups");
        if (groups.size() == 0) file.fail(groups, "expected at least one group");
        std::set<std::string> all_names;  // to tell a later group from an unknown one in depends_on
        for (const auto& group_node : groups) {
            if (!group_node.IsMap()) continue;
            // A missing key gives an invalid node, whose IsScalar() throws: ask IsDefined() first.
            if (const auto name = group_node["name"]; name.IsDefined() && name.IsScalar()) all_names.insert(name.Scalar());
        }
        std::map<std::string, std::size_t> names;
        for (const auto& group_node : groups) {
            TestGroup group = read_group(file, group_node);
            if (const auto depends_on = group_node["depends_on"]; depends_on.IsDefined())
                group.depends_on = read_depends_on(file, depends_on, group.name, names, all_names);
            if (!names.emplace(group.name, suite.groups.size()).second)
                file.fail(group_node["name"], "duplicate group name '" + group.name + "'");
            suite.groups.push_back(std::move(group));
        }
        return suite;
    });
}

}  // namespace gavel
