// `gavel stress`: random inputs from the plugin's generator until the solution and the reference disagree,
// then the smallest failing input that can be found, ready to paste into a suite.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

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
};

/// Throws InputError for a plugin without a generator, rejected parameters or a solution that cannot be graded.
StressFinding stress_solution(const ProblemJudge& judge, const StressOptions& options);

/// The finding as a suite case (YAML), with the reference's answer.
std::string as_suite_case(const StressFinding& finding, const std::string& name);

}  // namespace gavel
