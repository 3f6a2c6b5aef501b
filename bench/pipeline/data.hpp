// The data bench_pipeline's stages run on, made once before any benchmark runs, and what they share: a 1000-case
// suite (inline and from files), a problem.yaml, typical and 1 MiB answers, a 1000-test report.
#pragma once

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "checkers/checker.hpp"
#include "config/problem_config.hpp"
#include "plugin/loader.hpp"
#include "report/report.hpp"
#include "status/bench_status.hpp"

namespace gavel::bench::pipeline {

namespace fs = std::filesystem;

constexpr int suite_tests = 1000;   // cases in the generated suites, tests in the generated report
constexpr int suite_groups = 10;
constexpr double min_time = 0.4;    // seconds per benchmark

struct Data {
    fs::path root;                      // the mkdtemp folder
    fs::path inline_suite, file_suite;  // suite.yaml with every case inline / every case { file: ... }
    std::vector<fs::path> data_files;   // the file suite's .in and .ans files
    fs::path problem_yaml;              // problems/sum/problem.yaml
    std::unique_ptr<gavel::ProblemPlugin> plugin;  // the bench's trivial "sum" plugin, for make_checker
    std::string small_tokens, small_floats;        // a typical answer: 10 tokens
    std::string big_tokens, big_floats;            // 1 MiB answers
    std::string big_tokens_spaced;                 // big_tokens with a trailing space on every line (exact: PE)
    // Outputs a checker must accept without the byte-equal shortcut: the same tokens with other whitespace
    // (tokens), the same numbers with other last digits, within the 1e-6 tolerance (floats).
    std::string small_tokens_respaced, small_floats_near;
    std::string big_tokens_respaced, big_floats_near;
    gavel::Report report;                          // 1000 tests
    gavel::TestResult accepted, accepted_quiet;    // one AC test with a checker message / without one
    std::string json_bytes, junit_bytes;           // what the report writers produce for `report`
};
extern Data data;

/// Makes `data` in a fresh mkdtemp folder (removed by drop_data). With GAVEL_BENCH_SPOIL_OUTPUTS=1 in the
/// environment, the outputs meant to be accepted get one wrong token each, so that the checker benchmarks meet a
/// wrong verdict and the program must exit 1: how to see that a wrong verdict fails `make bench`.
void make_data();
void drop_data();

void write_text(const fs::path& path, const std::string& text);
std::string read_text(const fs::path& path);

/// The `per_test` counter: a benchmark's time per iteration spread over the tests one iteration stands for.
void per_test(benchmark::State& state, double tests_per_iteration);

gavel::ProblemConfig config_with(gavel::CheckerSpec::Kind kind);

/// Standard error to /dev/null while a logging benchmark runs (the console sink writes there).
class StderrToNull {
public:
    StderrToNull();
    ~StderrToNull();

private:
    int saved_;
};

}  // namespace gavel::bench::pipeline

/// A stage's benchmark, on the CPU clock; PIPELINE_WALL_BENCHMARK for those that wait for the disk.
#define PIPELINE_BENCHMARK(function) BENCHMARK(function)->MinTime(gavel::bench::pipeline::min_time)
#define PIPELINE_WALL_BENCHMARK(function) PIPELINE_BENCHMARK(function)->UseRealTime()
