// problem.yaml of each version: the version itself, the type, the name, the limits, and legacy's validation and
// validator_flags. Keys gavel does not read are warned about, not refused: the format grows, and a package made
// for a newer tool should still be judged on what gavel understands.
#include <algorithm>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "base/errors.hpp"
#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

std::string place_of(const YamlFile& file, const YAML::Node& node) {
    return file.display_name() + ":" + std::to_string(node.Mark().line + 1) + ":" + std::to_string(node.Mark().column + 1);
}

FormatVersion read_version(const YamlFile& file, const YAML::Node& root) {
    const YAML::Node node = root["problem_format_version"];
    if (!node.IsDefined()) return FormatVersion::legacy;
    const std::string value = node.IsScalar() ? node.Scalar() : std::string();
    if (value == "legacy" || value == "legacy-icpc") return FormatVersion::legacy;
    if (value == "2023-07-draft") return FormatVersion::draft_2023_07;  // completed as 2025-09: read by its rules
    if (value == "2025-09") return FormatVersion::v2025_09;
    file.fail(node, "unknown problem_format_version '" + value + "'; gavel knows legacy, legacy-icpc, 2023-07-draft and 2025-09");
}

// Where problem.yaml says the problem is interactive or multi-pass: such a problem needs its own output validator.
void note_interaction(Package& package, const YamlFile& file, const YAML::Node& node, bool interactive, bool multi_pass) {
    package.interactive = package.interactive || interactive;
    package.multi_pass = package.multi_pass || multi_pass;
    if (package.interaction_place.empty()) package.interaction_place = place_of(file, node);
}

// 2025-09: one type or a list of them, no repeats, none incompatible with another.
void read_modern_type(Package& package, const YamlFile& file, const YAML::Node& node) {
    std::vector<YAML::Node> items;
    if (node.IsSequence()) {
        for (const auto& item : node) items.push_back(item);
        if (items.empty()) file.fail(node, "expected type as a non-empty list, found an empty one");
    } else {
        items.push_back(node);
    }
    static const std::set<std::string> known{"pass-fail", "scoring", "multi-pass", "interactive", "submit-answer"};
    std::set<std::string> seen;
    for (const auto& item : items) {
        const std::string value = item.IsScalar() ? item.Scalar() : std::string();
        if (!known.count(value))
            file.fail(item, "unknown type '" + value + "'; expected pass-fail, scoring, multi-pass, interactive or submit-answer");
        if (!seen.insert(value).second) file.fail(item, "type '" + value + "' given twice; expected each once");
    }
    if (seen.count("pass-fail") && seen.count("scoring"))
        file.fail(node, "type lists both pass-fail and scoring; expected one of them");
    if (seen.count("submit-answer"))
        file.fail(node, "submit-answer problem: gavel judges programs, not submitted answers; expected another type");
    if (seen.count("interactive") || seen.count("multi-pass"))
        note_interaction(package, file, node, seen.count("interactive") > 0, seen.count("multi-pass") > 0);
    package.scoring = seen.count("scoring") > 0;
}

void read_type(Package& package, const YamlFile& file, const YAML::Node& root) {
    const YAML::Node node = root["type"];
    if (!node.IsDefined()) return;  // pass-fail
    if (modern(package)) return read_modern_type(package, file, node);
    const std::string value = file.string(node, "type");
    if (value != "pass-fail" && value != "scoring") file.fail(node, "unknown type '" + value + "'; expected pass-fail or scoring");
    package.scoring = value == "scoring";
}

// A string, or a map from language code to string: the English one, else the first.
void read_name(Package& package, const YamlFile& file, const YAML::Node& root) {
    const YAML::Node node = root["name"];
    if (!node.IsDefined()) {
        if (modern(package)) warn(package, file.display_name() + ": no name (the spec requires one); the folder's name stands in");
        return;
    }
    if (node.IsScalar()) {
        package.problem.title = file.string(node, "name");
        return;
    }
    if (!node.IsMap() || node.size() == 0)
        file.fail(node, "expected name as a string or a map from language code to name");
    file.expect_unique_keys(node);
    for (const auto& entry : node) {
        const std::string title = file.string(entry.second, "the name in " + entry.first.Scalar());
        if (package.problem.title.empty() || entry.first.Scalar() == "en") package.problem.title = title;
        if (entry.first.Scalar() == "en") break;
    }
}

// A number > 0 and at most `most`.
double positive(const YamlFile& file, const YAML::Node& node, const std::string& what, double most) {
    const double value = file.real(node, what, 0, most);
    if (value <= 0) file.fail(node, "expected " + what + " to be more than 0, found " + node.Scalar());
    return value;
}

Duration seconds(double value) { return Duration(static_cast<std::int64_t>(std::llround(value * 1e6))); }

std::uint64_t mebibytes(const YamlFile& file, const YAML::Node& node, const std::string& what) {
    return static_cast<std::uint64_t>(file.integer(node, what + " in MiB", 1, 1 << 20)) * mebibyte;
}

// The limits both versions share: sizes in MiB (code in KiB), compilation and validation times in seconds.
void read_shared_limits(Package& package, const YamlFile& file, const YAML::Node& limits) {
    Limits& judged = package.problem.limits;
    if (const auto node = limits["memory"]; node.IsDefined()) judged.memory = mebibytes(file, node, "limits.memory");
    if (const auto node = limits["output"]; node.IsDefined()) judged.output = mebibytes(file, node, "limits.output");
    if (const auto node = limits["code"]; node.IsDefined())
        package.problem.code_limit = static_cast<std::uint64_t>(file.integer(node, "limits.code in KiB", 1, 1 << 30)) * kibibyte;
    if (const auto node = limits["compilation_time"]; node.IsDefined())
        package.compilation_limits.time = seconds(positive(file, node, "limits.compilation_time in seconds", 86400));
    if (const auto node = limits["compilation_memory"]; node.IsDefined())
        package.compilation_limits.memory = mebibytes(file, node, "limits.compilation_memory");
    if (const auto node = limits["validation_time"]; node.IsDefined())
        package.validation_limits.time = seconds(positive(file, node, "limits.validation_time in seconds", 86400));
    if (const auto node = limits["validation_memory"]; node.IsDefined())
        package.validation_limits.memory = mebibytes(file, node, "limits.validation_memory");
    if (const auto node = limits["validation_output"]; node.IsDefined())
        package.validation_limits.output = mebibytes(file, node, "limits.validation_output");
}

void read_modern_timing(Package& package, const YamlFile& file, const YAML::Node& limits) {
    Timing& timing = package.timing;
    if (const auto multipliers = limits["time_multipliers"]; multipliers.IsDefined()) {
        expect_map_or_empty(file, multipliers, "limits.time_multipliers");
        warn_unknown_keys(package, file, multipliers, "limits.time_multipliers", {"ac_to_time_limit", "time_limit_to_tle"});
        if (const auto node = multipliers["ac_to_time_limit"]; node.IsDefined())
            timing.ac_to_time_limit = file.real(node, "limits.time_multipliers.ac_to_time_limit", 1, 1000);
        if (const auto node = multipliers["time_limit_to_tle"]; node.IsDefined())
            timing.time_limit_to_tle = file.real(node, "limits.time_multipliers.time_limit_to_tle", 1, 1000);
    }
    if (const auto node = limits["time_resolution"]; node.IsDefined())
        timing.time_resolution = positive(file, node, "limits.time_resolution in seconds", 3600);
    if (const auto node = limits["time_limit"]; node.IsDefined()) {
        const double value = positive(file, node, "limits.time_limit in seconds", 86400);
        timing.time_limit = seconds(value);
        // The spec calls this an error; it is harmless to judging, so it is said and the limit kept as given.
        const double steps = value / timing.time_resolution;
        if (std::fabs(steps - std::round(steps)) > 1e-9 * std::max(1.0, steps))
            warn(package, place_of(file, node) + ": time_limit " + node.Scalar() + " is no multiple of time_resolution (" +
                              fmt::format("{}", timing.time_resolution) + " s), as the spec requires; judging with it as given");
    }
    if (const auto node = limits["validation_passes"]; node.IsDefined())
        package.validation_passes = static_cast<std::size_t>(file.integer(node, "limits.validation_passes", 2, 1000));
}

void read_limit_keys(Package& package, const YamlFile& file, const YAML::Node& limits);

// What the spec leaves to "the system": its typical defaults (package_reading.hpp).
void set_default_limits(Package& package) {
    package.problem.limits.memory = default_memory_mib * mebibyte;
    package.problem.limits.output = default_output_mib * mebibyte;
    package.problem.code_limit = default_code_kib * kibibyte;
    package.compilation_limits.time = std::chrono::seconds(default_compilation_seconds);
    package.compilation_limits.memory = default_compilation_memory_mib * mebibyte;
    package.validation_limits.time = std::chrono::seconds(default_validation_seconds);
    package.validation_limits.memory = default_validation_memory_mib * mebibyte;
    package.validation_limits.output = default_validation_output_mib * mebibyte;
}

void read_limits(Package& package, const YamlFile& file, const YAML::Node& root) {
    set_default_limits(package);
    const YAML::Node limits = root["limits"];
    expect_map_or_empty(file, limits, "limits");
    // An absent node cannot be asked for keys (yaml-cpp throws): without limits, only the defaults hold.
    if (limits.IsDefined()) read_limit_keys(package, file, limits);
    package.problem.limits.time = package.timing.time_limit.value_or(std::chrono::seconds(placeholder_time_limit_seconds));
    // wall_time stays unset: Limits::wall() then follows whatever time limit is finally chosen (2 × CPU + 1 s).
    package.problem.limits.wall_time.reset();
}

void read_limit_keys(Package& package, const YamlFile& file, const YAML::Node& limits) {
    if (modern(package)) {
        warn_unknown_keys(package, file, limits, "limits",
                          {"time_multipliers", "time_limit", "time_resolution", "memory", "output", "code",
                           "compilation_time", "compilation_memory", "validation_time", "validation_memory",
                           "validation_output", "validation_passes"});
        read_modern_timing(package, file, limits);
    } else {
        warn_unknown_keys(package, file, limits, "limits",
                          {"time_multiplier", "time_safety_margin", "memory", "output", "code", "compilation_time",
                           "compilation_memory", "validation_time", "validation_memory", "validation_output"});
        if (const auto node = limits["time_multiplier"]; node.IsDefined())
            package.timing.ac_to_time_limit = positive(file, node, "limits.time_multiplier", 1000);
        if (const auto node = limits["time_safety_margin"]; node.IsDefined())
            package.timing.time_limit_to_tle = positive(file, node, "limits.time_safety_margin", 1000);
    }
    read_shared_limits(package, file, limits);
}

// legacy: `validation` ("default", or "custom" with `score` and/or `interactive`) and `validator_flags`.
void read_legacy_validation(Package& package, const YamlFile& file, const YAML::Node& root, ProblemSettings& settings) {
    if (const auto node = root["validation"]; node.IsDefined()) {
        const std::vector<std::string> parts = words(file.string(node, "validation"));
        if (parts.empty() || (parts[0] != "default" && parts[0] != "custom"))
            file.fail(node, "expected validation to begin with default or custom");
        settings.custom_validation = parts[0] == "custom";
        settings.validation_place = place_of(file, node);
        for (std::size_t i = 1; i < parts.size(); ++i) {
            if (parts[i] != "score" && parts[i] != "interactive")
                file.fail(node, "unknown validation word '" + parts[i] + "'; expected score or interactive after custom");
            if (!settings.custom_validation) file.fail(node, "'" + parts[i] + "' needs custom validation, not default");
            if (parts[i] == "interactive") {
                note_interaction(package, file, node, true, false);
                continue;
            }
            if (!package.scoring) file.fail(node, "validation 'score' is only for a scoring problem (type: scoring)");
        }
    }
    if (const auto node = root["validator_flags"]; node.IsDefined())
        package.output_validator_flags = words(text(file, node, "validator_flags"));
    if (const auto grading = root["grading"]; grading.IsDefined()) {
        expect_map_or_empty(file, grading, "grading");
        warn_unknown_keys(package, file, grading, "grading", {"objective", "show_test_data_groups"});
        if (!package.scoring) warn(package, place_of(file, grading) + ": grading is for scoring problems; ignored");
        if (const auto objective = grading["objective"]; objective.IsDefined()) {
            const std::string value = file.string(objective, "grading.objective");
            if (value != "min" && value != "max") file.fail(objective, "expected grading.objective to be min or max");
            if (value == "min")
                warn(package, place_of(file, objective) + ": objective min: gavel reports scores as they are, higher is not "
                                                          "taken as worse");
        }
        if (const auto show = grading["show_test_data_groups"]; show.IsDefined()) file.boolean(show, "show_test_data_groups");
    }
}

// 2023-07-draft / 2025-09: legacy's validator_flags, which BAPCtools read in the draft's packages too (and its
// upgrade moves to data/test_group.yaml). Taken as legacy takes it, before each case's own arguments.
void read_modern_validator_flags(Package& package, const YamlFile& file, const YAML::Node& root) {
    const YAML::Node node = root["validator_flags"];
    if (!node.IsDefined()) return;
    package.output_validator_flags =
        node.IsSequence() ? string_list(file, node, "validator_flags") : words(text(file, node, "validator_flags"));
    warn(package, place_of(file, node) + ": validator_flags is legacy's key; " + name_of(package.version) +
                      " gives the output validator's arguments as output_validator_args in test_group.yaml; passed "
                      "to the output validator before each case's arguments, as legacy does");
}

}  // namespace

ProblemSettings read_problem_yaml(Package& package) {
    return read_yaml(package.directory / "problem.yaml", [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        expect_map_or_empty(file, root, "problem.yaml");
        package.version = read_version(file, root);
        ProblemSettings settings;
        if (modern(package)) {
            warn_unknown_keys(package, file, root, "problem.yaml",
                              {"problem_format_version", "type", "name", "uuid", "version", "credits", "source", "license",
                               "rights_owner", "embargo_until", "limits", "keywords", "languages", "allow_file_writing",
                               "constants", "validator_flags"});
        } else {
            warn_unknown_keys(package, file, root, "problem.yaml",
                              {"problem_format_version", "type", "name", "uuid", "author", "source", "source_url", "license",
                               "rights_owner", "limits", "validation", "validator_flags", "grading", "keywords"});
        }
        read_type(package, file, root);
        read_name(package, file, root);
        if (!modern(package)) {
            package.timing.ac_to_time_limit = 5;   // legacy time_multiplier
            package.timing.time_limit_to_tle = 2;  // legacy time_safety_margin
            read_legacy_validation(package, file, root, settings);
        } else {
            if (const auto constants = root["constants"]; constants.IsDefined())
                warn(package, place_of(file, constants) + ": constants are not substituted by gavel; {{name}} stays as written");
            read_modern_validator_flags(package, file, root);
        }
        read_limits(package, file, root);
        return settings;
    });
}

}  // namespace gavel::package::detail
