// The settings a data folder passes down to the folders and cases below it, and the readers of the files that set
// them: 2025-09's test_group.yaml and per-case .yaml, legacy's testdata.yaml. Internal to data_tree.cpp.
#pragma once

#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "package/package_reading.hpp"

namespace gavel::package::detail {

/// What a data folder is, for the rules on which keys and groups it may hold (2025-09).
enum class FolderRole {
    root,        // data/ itself: BAPCtools' data/test_group.yaml, settings for all of data/ (no spec has it)
    sample,      // data/sample
    secret,      // data/secret
    group,       // a test data group: a folder of data/secret with test_group.yaml
    plain,       // any other folder below sample or secret
    validation,  // data/invalid_input, invalid_output, valid_output and the folders below them
};

/// Inherited down the tree: the nearest folder (or the case's own .yaml) that sets a key wins.
struct Inherited {
    std::vector<std::string> args;                   // the submission's arguments
    ValidatorArguments input_validator_args;         // 2025-09 input_validator_args, legacy input_validator_flags
    std::vector<std::string> output_validator_args;  // 2025-09 output_validator_args, legacy output_validator_flags
    std::string description, hint;                   // for the validation folders' cases (2025-09)

    // legacy testdata.yaml, kept for the folder's DataNode.
    std::string on_reject = "break";
    std::vector<std::string> grader_flags;
    double accept_score = 1;
    double reject_score = 0;
    double range_min = -std::numeric_limits<double>::infinity();
    double range_max = std::numeric_limits<double>::infinity();
};

/// 2025-09 test_group.yaml of a folder with `role`: its own settings into `node` (max_score, score_aggregation,
/// require_pass; defaults already set by the caller), the inherited ones into `settings`. `path` may be a
/// testdata.yaml read in its place; legacy's keys for the validators' flags are read as their args, with a warning.
void read_test_group_yaml(Package& package, const std::filesystem::path& path, FolderRole role, DataNode& node,
                          Inherited& settings);

/// legacy testdata.yaml: every key into `settings` (all inherited).
void read_testdata_yaml(Package& package, const std::filesystem::path& path, Inherited& settings);

/// 2025-09 per-case .yaml: its keys override `settings`; description and hint land there too.
void read_case_yaml(Package& package, const std::filesystem::path& path, Inherited& settings);

/// Which files a case needs beside its .in.
enum class CaseKind {
    judged,         // sample and secret: .ans
    invalid_input,  // data/invalid_input: none
    output_check,   // data/invalid_output and data/valid_output: .ans and .out
};

struct ReadCase {
    TestCase test;  // name, input, answer, location, extras, description, hint
    DataCase data;  // everything but `node`
};

/// Reads the case `stem` of `folder` ("secret/group1" under data/) from the folder's `entries` (list_folder's):
/// its .in, the files its kind needs, its annotations (.desc, .hint), .args, .files and (2025-09) its .yaml on
/// top of `settings`. Throws InputError naming the file that is missing or not a regular file.
ReadCase read_case(Package& package, const std::vector<Entry>& entries, const std::filesystem::path& folder,
                   const std::string& folder_name, const std::string& stem, CaseKind kind, Inherited settings);

}  // namespace gavel::package::detail
