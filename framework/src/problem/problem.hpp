// The problem model: everything judging needs to know about one problem, whatever it was made from.
//
// A source fills it: gavel's problem.yaml + suite.yaml + plugin (open_problem.hpp), or plain files with no plugin
// at all (problem.yaml with `plugin: none`: inputs and answers as files, a checker and a validator as programs).
// Judging (judge/) reads only this: the groups and their cases, the limits, the checker, the validators, and where
// there is one, a reference solver for cases without a stored answer and a generator for generated groups. It
// never asks which kind of source made the problem.
//
//   problem.hpp       Problem, Generator, Submission, bundled_submissions
//   judging_rules.hpp ResultAggregation, SubmissionExpectation: a problem package's own rules
//   open_problem.hpp  open_problem (problem.yaml + suite.yaml, with or without a plugin), make_checker
//   plugin_parts.hpp  make_plugin_validator, make_plugin_generator: a plugin's functions as problem parts
//   catalog.hpp       Catalog: the problems under a root folder and where their files lie
//   submissions.cpp   the bundled solutions and the verdict their folders promise
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "base/verdict.hpp"
#include "checkers/checker.hpp"
#include "checkers/interactive_judge.hpp"
#include "checkers/validator.hpp"
#include "config/suite.hpp"
#include "plugin/isolated_call.hpp"
#include "problem/judging_rules.hpp"
#include "run/solution.hpp"

namespace gavel {

/// Makes the inputs of a generated group: one per seed, a pure function of (seed, params).
class Generator {
public:
    virtual ~Generator() = default;
    /// One result per seed, in order, stopping after the first that fails: its `output` is the input made. A
    /// result that returned GAVEL_INVALID_INPUT means the parameters were refused.
    virtual std::vector<RunResult> generate(std::span<const std::uint64_t> seeds,
                                             const std::map<std::string, std::string>& params) const = 0;
};

/// A solution bundled with the problem, and the verdict its folder promises (problems/<id>/solutions/<folder>/).
struct Submission {
    std::filesystem::path file;
    std::string label;  // "accepted/seed.cpp"
    Verdict expected = Verdict::accepted;
    /// A package's submission: what it must get, which replaces `expected`; null for gavel's solutions folders.
    std::shared_ptr<const SubmissionExpectation> expectation;
    std::string language;  // a package submission's language code ("cpp", "java"), for reports; may be empty
};

struct Problem {
    std::string id;
    std::string title;
    std::filesystem::path directory;  // its files: solutions/ and the programs it names
    std::string definition_file;      // problem.yaml, as messages name it
    Limits limits;                    // before the suite's, group's and case's overrides (base/limits.hpp)
    std::optional<std::uint64_t> code_limit;  // bytes of a submission's files (a package's limits.code); none: no limit
    Suite suite;                      // groups, points and cases, their data already read

    std::shared_ptr<const Checker> checker;
    /// Set for an interactive or multi-pass problem: it runs and judges each test in one step, and `checker`
    /// is not asked.
    std::shared_ptr<const InteractiveJudge> interactive;
    std::vector<std::shared_ptr<const Validator>> validators;  // every input must pass each
    std::shared_ptr<Solution> reference;        // answers cases without a stored one; null: every case has one
    std::shared_ptr<const Generator> generator; // null: no group may generate cases
    std::vector<Submission> submissions;
    /// A package's result aggregation; null: gavel's group points (judge/score.hpp).
    std::shared_ptr<const ResultAggregation> aggregation;
};

/// The bundled solutions under `directory`/solutions/<folder>/ for the folders gavel knows, sorted; other files
/// and folders are left alone.
std::vector<Submission> bundled_submissions(const std::filesystem::path& directory);

/// The folders under `directory`/solutions/ that are none of submission_folders(): their files are not verified,
/// and a misspelt folder would otherwise pass unseen. Sorted; empty when there is no solutions/ folder.
std::vector<std::filesystem::path> unknown_submission_folders(const std::filesystem::path& directory);

/// The solution folders and the verdicts they promise: accepted, wrong_answer, time_limit_exceeded, ...
struct SubmissionFolder {
    std::string name;
    Verdict expected;
};
const std::vector<SubmissionFolder>& submission_folders();

}  // namespace gavel
