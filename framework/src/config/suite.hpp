// testcases/<id>/suite.yaml: groups of test cases, each case inline, from a file, or generated.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/limits.hpp"

namespace gavel {

/// Where something was written, so a later check (once the plugin is loaded) can still point at it.
struct SourceLocation {
    std::string file;
    std::size_t line = 0;
    std::size_t column = 0;
    /// "file:line:column: message"
    std::string describe(const std::string& message) const;
};

/// What a problem package's case gives beyond its input (all empty for gavel's own suites): the spec's `args`,
/// `.files` and `output_validator_args`.
struct CaseExtras {
    std::vector<std::string> arguments;          // on the submission's command line, after its program
    std::filesystem::path files;                 // a folder whose files are copied into the working folder; empty: none
    std::vector<std::string> checker_arguments;  // after the output validator's input, answer and feedback folder
    bool empty() const { return arguments.empty() && files.empty() && checker_arguments.empty(); }
};

struct Generation {
    std::int64_t count = 0;  // a group's; a generated case is one
    std::uint64_t seed = 0;
    std::map<std::string, std::string> params;
    SourceLocation location;
};

struct TestCase {
    std::string name;
    std::string input;
    std::optional<std::string> answer;  // absent: the reference solver's output is the answer
    LimitOverrides limits;
    SourceLocation location;
    CaseExtras extras;
    std::string description;  // what the case tests (a package's .desc or `description:`), for reports
    std::string hint;         // a package's .hint or `hint:`
    /// An interactive sample's exchange as its author wrote it (a package's .interaction, a suite's `interaction:`):
    /// lines starting "<" (the judge's) or ">" (the submission's). Shown beside a failing run's own exchange.
    std::string sample_exchange;
    /// A case the generator makes from this seed (used as it is) and these parameters: `generate:` in place of
    /// `input:`, as gavel stress writes a case the generator alone reproduces. Its answer is the reference's.
    std::optional<Generation> generated;
};

struct TestGroup {
    /// How a group's points follow from its tests' credits (each from 0 to 1: AC is 1 unless its checker gave a
    /// fraction, any other verdict 0): `min`, the points times the smallest credit (all or nothing when every
    /// test is AC or not); `sum`, the points times the mean credit.
    enum class Aggregate { min, sum };
    std::string name;
    std::int64_t points = 0;
    Aggregate aggregate = Aggregate::min;
    /// The groups (indices, each of an earlier group) that must pass, every test at full credit, for this one to
    /// score at all (CMS and IOI subtasks' dependencies).
    std::vector<std::size_t> depends_on;
    LimitOverrides limits;
    std::vector<TestCase> cases;
    std::optional<Generation> generate;

    std::size_t case_count() const { return cases.size() + (generate ? static_cast<std::size_t>(generate->count) : 0); }
};

struct Suite {
    std::string problem;
    std::filesystem::path file;
    LimitOverrides limits;
    std::vector<TestGroup> groups;

    std::size_t case_count() const;
    std::int64_t max_score() const;
};

/// Loads testcases/<id>/suite.yaml; `expected_problem` is the id the suite must name. Reads every data file.
/// Throws InputError with file:line:column for any mistake.
Suite load_suite(const std::filesystem::path& suite_yaml, const std::string& expected_problem);

}  // namespace gavel
