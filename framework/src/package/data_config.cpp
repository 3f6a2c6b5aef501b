// The settings files of data/: 2025-09's test_group.yaml and per-case .yaml, legacy's testdata.yaml.
#include <cmath>
#include <cstdlib>

#include "base/errors.hpp"
#include "package/data_settings.hpp"

namespace gavel::package::detail {
namespace {

// input_validator_args: arguments for every input validator, or a map from a validator's name to its own.
ValidatorArguments read_validator_args(const YamlFile& file, const YAML::Node& node) {
    ValidatorArguments arguments;
    if (!node.IsMap()) {
        arguments.all = string_list(file, node, "input_validator_args");
        return arguments;
    }
    file.expect_unique_keys(node);
    for (const auto& entry : node)
        arguments.by_name[entry.first.Scalar()] = string_list(file, entry.second, "input_validator_args of " + entry.first.Scalar());
    return arguments;
}

// The keys a test_group.yaml and a case's .yaml share.
void read_shared_keys(const YamlFile& file, const YAML::Node& root, Inherited& settings) {
    if (const auto node = root["args"]; node.IsDefined()) settings.args = string_list(file, node, "args");
    if (const auto node = root["input_validator_args"]; node.IsDefined()) settings.input_validator_args = read_validator_args(file, node);
    if (const auto node = root["output_validator_args"]; node.IsDefined())
        settings.output_validator_args = string_list(file, node, "output_validator_args");
    // Visualizers and static validators gavel does not run; their arguments are still checked for shape.
    for (const char* key : {"input_visualizer_args", "output_visualizer_args", "static_validator_args"})
        if (const auto node = root[key]; node.IsDefined()) string_list(file, node, key);
    if (const auto node = root["full_feedback"]; node.IsDefined()) file.boolean(node, "full_feedback");
    if (const auto node = root["description"]; node.IsDefined()) settings.description = text(file, node, "description");
    if (const auto node = root["hint"]; node.IsDefined()) settings.hint = text(file, node, "hint");
}

// The keys that say how a group scores, where the spec allows them: secret and its test data groups of a scoring
// problem.
void read_scoring_keys(Package& package, const YamlFile& file, const YAML::Node& root, FolderRole role, DataNode& node) {
    for (const char* key : {"max_score", "score_aggregation", "require_pass"}) {
        const YAML::Node value = root[key];
        if (!value.IsDefined()) continue;
        if (role == FolderRole::sample) file.fail(value, std::string(key) + " is not permitted in sample");
        if (role != FolderRole::secret && role != FolderRole::group)
            file.fail(value, std::string(key) + " is only permitted in data/secret and its test data groups");
        if (!package.scoring)
            file.fail(value, std::string(key) + " in a pass-fail problem; expected it only with type: scoring");
    }
    if (const auto value = root["max_score"]; value.IsDefined()) {
        if (value.IsScalar() && value.Scalar() == "unbounded") node.max_score.reset();
        else node.max_score = static_cast<double>(file.integer(value, "max_score (or unbounded)", 0, 1000000000));
    }
    if (const auto value = root["score_aggregation"]; value.IsDefined()) {
        node.score_aggregation = file.string(value, "score_aggregation");
        if (node.score_aggregation != "pass-fail" && node.score_aggregation != "sum" && node.score_aggregation != "min")
            file.fail(value, "unknown score_aggregation '" + node.score_aggregation + "'; expected pass-fail, sum or min");
    }
    if (const auto value = root["require_pass"]; value.IsDefined()) node.require_pass = string_or_list(file, value, "require_pass");
    if (const auto value = root["static_validation_score"]; value.IsDefined())
        warn(package, file.display_name() + ":" + std::to_string(value.Mark().line + 1) +
                          ": static_validation_score: gavel runs no static validator; ignored");
}

double range_bound(const YamlFile& file, const YAML::Node& node, const std::string& word) {
    char* end = nullptr;
    const double value = std::strtod(word.c_str(), &end);
    if (word.empty() || *end != '\0' || std::isnan(value))
        file.fail(node, "expected range as two numbers, lowest and highest score (inf, -inf, +inf allowed), found '" +
                            node.Scalar() + "'");
    return value;
}

// legacy input_validator_flags / output_validator_flags: a string of flags, or { name: ..., flags: ... }.
struct NamedFlags {
    std::string name;  // empty: for every validator
    std::vector<std::string> flags;
};

NamedFlags read_flags(Package& package, const YamlFile& file, const YAML::Node& node, const std::string& key) {
    if (!node.IsMap()) return {{}, words(text(file, node, key))};
    warn_unknown_keys(package, file, node, key, {"name", "flags"});
    NamedFlags named;
    named.name = file.string(file.require(node, "name"), key + ".name");
    if (const auto flags = node["flags"]; flags.IsDefined()) named.flags = words(text(file, flags, key + ".flags"));
    return named;
}

// A key of legacy's testdata.yaml in a 2023-07-draft or 2025-09 test_group.yaml (or a testdata.yaml read as one), as
// BAPCtools and older packages write them: the validators' flags are taken as the spec's args; the rest is said
// and left, as the version has no such setting.
void read_legacy_keys(Package& package, const YamlFile& file, const YAML::Node& root, Inherited& settings) {
    const std::string version = name_of(package.version);
    const auto place = [&](const YAML::Node& node) {
        return file.display_name() + ":" + std::to_string(node.Mark().line + 1) + ":" + std::to_string(node.Mark().column + 1);
    };
    for (const char* key : {"on_reject", "grading", "grader_flags", "accept_score", "reject_score", "range"})
        if (const auto node = root[key]; node.IsDefined())
            warn(package, place(node) + ": " + key + " is a key of legacy's testdata.yaml; " + version +
                              " has no such setting (test_group.yaml's keys are in its section Test data configuration); ignored");
    for (const std::string which : {"input", "output"}) {
        const std::string legacy_key = which + "_validator_flags", modern_key = which + "_validator_args";
        const YAML::Node node = root[legacy_key];
        if (!node.IsDefined()) continue;
        if (root[modern_key].IsDefined()) {
            warn(package, place(node) + ": " + legacy_key + " is legacy's name for " + modern_key +
                              ", which this file gives as well; ignored");
            continue;
        }
        warn(package, place(node) + ": " + legacy_key + " is legacy's key; " + version + " names it " + modern_key +
                          (which == "input" ? " (a list of strings, or a map from a validator's name to one)"
                                            : " (a list of strings)") +
                          "; its words are read as " + modern_key);
        NamedFlags named = read_flags(package, file, node, legacy_key);
        if (which == "output") {
            settings.output_validator_args = std::move(named.flags);
            continue;
        }
        settings.input_validator_args = {};
        if (named.name.empty()) settings.input_validator_args.all = std::move(named.flags);
        else settings.input_validator_args.by_name[named.name] = std::move(named.flags);
    }
}

}  // namespace

void read_test_group_yaml(Package& package, const std::filesystem::path& path, FolderRole role, DataNode& node,
                          Inherited& settings) {
    return read_yaml(path, [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        // A testdata.yaml read as test_group.yaml is named as what it is.
        const std::string name = path.filename().string();
        expect_map_or_empty(file, root, name);
        warn_unknown_keys(package, file, root, name,
                          {"max_score", "score_aggregation", "static_validation_score", "require_pass", "args",
                           "input_validator_args", "static_validator_args", "output_validator_args", "input_visualizer_args",
                           "output_visualizer_args", "full_feedback", "description", "hint", "input_validator_flags",
                           "output_validator_flags", "on_reject", "grading", "grader_flags", "accept_score",
                           "reject_score", "range"});
        read_scoring_keys(package, file, root, role, node);
        read_legacy_keys(package, file, root, settings);
        read_shared_keys(file, root, settings);
    });
}

void read_case_yaml(Package& package, const std::filesystem::path& path, Inherited& settings) {
    return read_yaml(path, [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        expect_map_or_empty(file, root, "a test case's .yaml");
        warn_unknown_keys(package, file, root, "a test case's .yaml",
                          {"args", "input_validator_args", "output_validator_args", "input_visualizer_args",
                           "output_visualizer_args", "full_feedback", "hint", "description"});
        read_shared_keys(file, root, settings);
    });
}

void read_testdata_yaml(Package& package, const std::filesystem::path& path, Inherited& settings) {
    return read_yaml(path, [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        expect_map_or_empty(file, root, "testdata.yaml");
        warn_unknown_keys(package, file, root, "testdata.yaml",
                          {"on_reject", "grading", "grader_flags", "input_validator_flags", "output_validator_flags",
                           "accept_score", "reject_score", "range"});
        if (const auto node = root["on_reject"]; node.IsDefined()) {
            settings.on_reject = file.string(node, "on_reject");
            if (settings.on_reject != "break" && settings.on_reject != "continue")
                file.fail(node, "unknown on_reject '" + settings.on_reject + "'; expected break or continue");
        }
        if (const auto node = root["grading"]; node.IsDefined()) {
            const std::string grading = file.string(node, "grading");
            if (grading == "custom") file.fail(node, "grading: custom: custom graders are not supported by gavel; expected default");
            if (grading != "default") file.fail(node, "unknown grading '" + grading + "'; expected default");
        }
        if (const auto node = root["grader_flags"]; node.IsDefined()) settings.grader_flags = words(text(file, node, "grader_flags"));
        if (const auto node = root["input_validator_flags"]; node.IsDefined()) {
            NamedFlags named = read_flags(package, file, node, "input_validator_flags");
            settings.input_validator_args = {};
            if (named.name.empty()) settings.input_validator_args.all = std::move(named.flags);
            else settings.input_validator_args.by_name[named.name] = std::move(named.flags);
        }
        // One output validator at most: a named one's flags are its flags.
        if (const auto node = root["output_validator_flags"]; node.IsDefined())
            settings.output_validator_args = read_flags(package, file, node, "output_validator_flags").flags;
        const bool scoring_keys = root["accept_score"].IsDefined() || root["reject_score"].IsDefined() || root["range"].IsDefined();
        if (scoring_keys && !package.scoring) {
            warn(package, file.display_name() + ": accept_score, reject_score and range are for scoring problems; ignored");
            return;
        }
        if (const auto node = root["accept_score"]; node.IsDefined()) settings.accept_score = file.real(node, "accept_score", -1e18, 1e18);
        if (const auto node = root["reject_score"]; node.IsDefined()) settings.reject_score = file.real(node, "reject_score", -1e18, 1e18);
        if (const auto node = root["range"]; node.IsDefined()) {
            const std::vector<std::string> bounds = words(text(file, node, "range"));
            if (bounds.size() != 2) range_bound(file, node, "");
            settings.range_min = range_bound(file, node, bounds[0]);
            settings.range_max = range_bound(file, node, bounds[1]);
            if (settings.range_min > settings.range_max)
                file.fail(node, "range '" + node.Scalar() + "': expected the lowest score first, then the highest");
        }
    });
}

}  // namespace gavel::package::detail
