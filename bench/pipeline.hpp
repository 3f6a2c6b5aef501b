// What bench_pipeline's files share: the data made once before any benchmark runs (suites, a problem.yaml,
// answers to check, a report of 1000 tests), the per-test counter, and the summary table main() ends with.
#pragma once

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "config/problem_config.hpp"
#include "judge_fixture.hpp"
#include "plugin/loader.hpp"
#include "report/report.hpp"

namespace pipeline {

namespace fs = std::filesystem;

inline constexpr int suite_tests = 1000;   // cases in the generated suites, tests in the generated report
inline constexpr int suite_groups = 10;
inline constexpr double min_time = 0.4;    // seconds per benchmark

struct Data {
    fs::path root;                      // the mkdtemp folder
    fs::path inline_suite, file_suite;  // suite.yaml with every case inline / every case { file: ... }
    std::vector<fs::path> data_files;   // the file suite's .in and .ans files
    fs::path problem_yaml;              // problems/sum/problem.yaml
    std::unique_ptr<gavel::ProblemPlugin> plugin;  // the bench's trivial "sum" plugin, for make_checker
    std::string small_tokens, small_floats;        // a typical answer: 10 tokens
    std::string big_tokens, big_floats;            // 1 MiB answers
    std::string big_tokens_spaced;                 // big_tokens with a trailing space on every line (exact: PE)
    gavel::Report report;                          // 1000 tests
    gavel::TestResult accepted, accepted_quiet;    // one AC test with a checker message / without one
};
extern Data data;

/// Makes `data` in a mkdtemp folder; exits with a message if it cannot.
void make_data();
std::string read_text(const fs::path& path);

/// The `per_test` counter (seconds per test) and items processed, for `tests_per_iteration` tests.
void per_test(benchmark::State& state, double tests_per_iteration);
/// problem.yaml's config for the bench's sum problem, with the built-in checker `kind`.
gavel::ProblemConfig config_with(gavel::CheckerSpec::Kind kind);

/// "stage | per test | baseline | ratio | note" from the medians of what ran.
void print_summary(const gavel::bench::MedianReporter& medians);

}  // namespace pipeline

// Every pipeline benchmark runs for min_time seconds at least.
#define PIPELINE_BENCHMARK(function) BENCHMARK(function)->MinTime(pipeline::min_time)
