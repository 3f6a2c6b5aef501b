// `gavel stress`: random inputs from the plugin's generator until the solution and the reference disagree,
// then the smallest failing input that can be found, ready to paste into a suite.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "judge/judge.hpp"
#include "run/languages.hpp"

namespace gavel {

struct StressOptions {
    std::filesystem::path solution;
    std::int64_t count = 1000;
    std::uint64_t seed = 1;
    std::map<std::string, std::string> params;
    LanguageTable languages;
    std::size_t max_shrink_runs = 400;  // evaluations the shrinking may spend
    const std::atomic<bool>* stop = nullptr;  // set (by Ctrl-C): no more inputs, no more shrinking
};

struct StressFinding {
    bool found = false;
    bool stopped = false;                 // `stop` came first: a finding is not shrunk, nothing is written
    std::int64_t tried = 0;               // inputs generated before the first failure (or in all)
    std::uint64_t case_seed = 0;          // the generator seed of the failing input
    std::map<std::string, std::string> params;  // after shrinking
    std::string original_input;
    std::string input;                    // after shrinking
    std::string expected;                 // the reference's output
    std::string found_output;             // the solution's output, or its exchange with the interactor (`exchange`)
    bool exchange = false;                // an interactive problem: found_output is dialogue()'s
    TestResult result;                    // verdict and message on the shrunk input
    bool generator_call = false;          // the generator makes `input` from case_seed and params as it is (no
                                          // line was shrunk away): a suite case can say so instead of holding it
};

/// Throws InputError for a plugin without a generator, rejected parameters or a solution that cannot be graded.
StressFinding stress_solution(const ProblemJudge& judge, const StressOptions& options);

/// A finding made a suite case: its YAML entry for a group's `cases:`, and the files it reads.
struct StressCase {
    std::string name;                          // stress-SEED
    std::string yaml;                          // the entry, not indented
    std::vector<std::filesystem::path> files;  // written: the input and the reference's answer; none for a generator call
};

/// Makes the finding a suite case. A generator call (`generate:` with the seed and parameters) when that reproduces
/// it; otherwise the input and the reference's answer are written to `out_dir`/NAME.in and .ans, and the entry reads
/// them by their path from `suite_folder` (a suite reads data files only inside its folder: a path outside it is
/// given whole, to be moved in). Throws InputError when a file cannot be written.
StressCase write_stress_case(const StressFinding& finding, const std::filesystem::path& suite_folder,
                             const std::filesystem::path& out_dir);

}  // namespace gavel
