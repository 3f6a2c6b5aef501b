// package: a problem in the Kattis / ICPC problem package format (../shared/docs/package-format), opened as
// gavel's problem model so that every judging command takes it as it takes a problem id.
//
// A package is a folder with problem.yaml; its version is problem.yaml's problem_format_version (none: legacy;
// `2023-07-draft`, which became 2025-09; `2025-09`). open_package() reads everything it names, checks it, and
// fills a Package: the Problem that judge/ judges (a TestGroup per folder of data that holds cases, in name
// order; the default or custom output validator as its checker; its limits; its submissions), and what only a
// package has: the tree of data folders with their test_group.yaml / testdata.yaml settings, each case's files
// and validator arguments, the input and answer validators, the validation and compilation limits, and how the
// time limit is to be found when problem.yaml does not give one.
//
//   package.hpp          Package, open_package, looks_like_package
//   problem_yaml.cpp     problem.yaml of each version: type, name, limits, validation, validator_flags
//   data_tree.cpp        data/: folders, cases and their files, test_group.yaml / testdata.yaml, per-case .yaml
//   package_programs.cpp input_validators/, answer_validators/, output_validator(s)/, submissions/
//   aggregation.hpp      make_aggregation: the version's result aggregation (legacy grader, 2025-09 groups)
//   expectations.hpp     attach_expectations: submissions.yaml, or the folders' default rules
//   time_limit.hpp       infer_time_limit: the spec's rule from the accepted and too-slow submissions' times
//   data_validation.hpp  validate_data: every input and answer through the package's validators
//   contest_folder.hpp   open_contest_folder: a folder of packages, in problems.yaml's order
#pragma once

#include <cstdint>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "config/suite.hpp"
#include "problem/problem.hpp"

namespace gavel::package {

enum class FormatVersion { legacy, draft_2023_07, v2025_09 };
/// "legacy", "2023-07-draft", "2025-09"
const char* name_of(FormatVersion version);

/// A program of the package: a single file, or a folder (sources with headers, a Python module, or build/run
/// scripts). Its name is the file's or folder's base name.
struct PackageProgram {
    std::string name;
    std::filesystem::path path;
};

/// A folder under data/: sample, secret, a test data group, or a plain folder of cases.
struct DataNode {
    std::string name;                   // relative to data/: "sample", "secret", "secret/group1"
    std::optional<std::size_t> parent;  // index in Package::nodes; none for sample and secret
    std::vector<std::size_t> children;  // its sub-folders, in name order (indices in Package::nodes)
    std::vector<std::string> cases;     // the cases directly in it ("secret/group1/01"), in name order
    std::string config_file;            // its own test_group.yaml / testdata.yaml; empty when it has none
    SourceLocation location;            // the config file, line 1; or the folder

    // 2025-09: a test data group is secret, or a folder of secret with test_group.yaml. Not inherited.
    bool test_group = false;
    std::optional<double> max_score;    // absent: unbounded (already defaulted: 100 for secret)
    std::string score_aggregation;      // "pass-fail", "sum", "min" (already defaulted)
    std::vector<std::string> require_pass;

    // legacy testdata.yaml, as inherited down the tree (the nearest folder that sets a key wins).
    std::string on_reject = "break";    // "break" or "continue"
    std::vector<std::string> grader_flags;
    double accept_score = 1;
    double reject_score = 0;
    double range_min = -std::numeric_limits<double>::infinity();
    double range_max = std::numeric_limits<double>::infinity();
};

/// One case's files and arguments, beyond what its Problem test holds (the input and answer text).
struct DataCase {
    std::string name;                 // relative to data/, without extension: "secret/group1/01"
    std::size_t node = 0;             // its folder, in Package::nodes (none for the validation-only folders: 0)
    std::filesystem::path input;      // the .in
    std::filesystem::path answer;     // the .ans; empty where there is none (invalid_input)
    std::filesystem::path output;     // the .out of invalid_output / valid_output; empty otherwise
    std::vector<std::string> input_validator_arguments;  // for every input validator not named below
    std::map<std::string, std::vector<std::string>> input_validator_arguments_by_name;  // by validator name
    CaseExtras extras;                // args, .files, output_validator_args (as in its Problem test)
    SourceLocation location;          // its .in file (line 0), or its .yaml where that set something wrong
};

/// problem.yaml's timing: the time limit it gives, or what the limit is inferred from.
struct Timing {
    std::optional<Duration> time_limit;  // given in problem.yaml (2025-09 limits.time_limit)
    double ac_to_time_limit = 2.0;       // 2025-09 time_multipliers (legacy: time_multiplier, default 5)
    double time_limit_to_tle = 1.5;      // 2025-09 time_multipliers (legacy: time_safety_margin, default 2)
    double time_resolution = 1.0;        // seconds; 2025-09 only (legacy: rounded up to whole seconds as well)
};

struct Package {
    FormatVersion version = FormatVersion::legacy;
    std::filesystem::path directory;
    std::string problem_file;  // <directory>/problem.yaml, as messages name it
    bool scoring = false;      // type scoring; otherwise pass-fail
    bool interactive = false;  // type interactive (legacy: validation custom interactive)
    bool multi_pass = false;   // type multi-pass: at most validation_passes passes
    std::string interaction_place;  // "problem.yaml:3:7", where it says either

    /// The judging view: id = the folder's name, title = name (English first), limits (the time limit is
    /// Timing's, or 1 s until inferred), suite (a TestGroup per data folder that holds cases, named as the
    /// folder, in data order: sample first, then secret depth-first in name order), the checker (the default
    /// output validator with the package's flags, or the custom one), no validators (the package's run through
    /// validate_data), no reference and no generator, the submissions (expectations attached separately).
    Problem problem;

    std::vector<DataNode> nodes;   // sample (when present) first, then secret; each folder before its children
    std::vector<DataCase> cases;   // sample and secret, one per Problem test, in the same order
    std::vector<DataCase> invalid_inputs;                 // data/invalid_input: each must be refused
    std::vector<DataCase> invalid_outputs, valid_outputs; // data/invalid_output, data/valid_output (2025-09)

    std::vector<PackageProgram> input_validators;
    std::vector<PackageProgram> answer_validators;        // 2025-09 answer_validators/
    std::optional<PackageProgram> output_validator;       // absent: the default output validator
    std::vector<std::string> output_validator_flags;      // legacy validator_flags: before each case's own

    Timing timing;
    Limits validation_limits;  // output validators: validation_time, validation_memory, validation_output
    Limits compilation_limits; // compilation_time, compilation_memory (output: the compile table's)
    std::size_t validation_passes = 2;

    std::vector<std::string> warnings;  // each also said once in the log: unknown keys, skipped files, ...
    /// Set by require_valid_data when a validator could not run here: the data was judged without all its checks.
    bool data_validation_incomplete = false;
};

struct OpenOptions {
    bool strict = false;  // warnings about programs gavel cannot run become errors
};

/// Whether `path` names a package rather than a problem id: a folder holding problem.yaml.
bool looks_like_package(const std::filesystem::path& path);

/// Opens the package in `folder`. Throws InputError for the first thing wrong, naming the file and line (and
/// the key) and what was expected; warnings (unknown keys, an empty data/secret, files that
/// are no submission) are logged and kept in Package::warnings. A submit-answer package is refused.
Package open_package(const std::filesystem::path& folder, const OpenOptions& options = {});

}  // namespace gavel::package
