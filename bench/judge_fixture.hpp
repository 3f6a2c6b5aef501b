// What the judge benchmarks share: a throw-away problem root for the trivial `sum` problem, contestant programs
// compiled with the system's gcc, a Grader kept alive across iterations, and the bare process loops that the
// judge is measured against.
#pragma once

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "tools/grade.hpp"
#include "judge/judge.hpp"
#include "status/bench_status.hpp"

namespace gavel::bench {

struct Case {
    std::string input;
    std::string answer;
};

/// `count` inputs "a b\n" with their sums.
std::vector<Case> sum_cases(std::size_t count);

/// A temporary folder with problems/sum/problem.yaml and testcases/sum/suite.yaml; removed when destroyed.
class ProblemRoot {
public:
    /// `suite_body` is everything of suite.yaml after `problem: sum`; `time_limit` as in problem.yaml ("1s").
    ProblemRoot(const std::string& suite_body, const std::string& time_limit = "2s");
    /// A suite of one group holding `cases` inline, answers stored (no reference run is needed to check).
    static std::string inline_suite(const std::vector<Case>& cases);
    ~ProblemRoot();
    const std::filesystem::path& path() const { return path_; }
    /// Writes `text` to `name` in the root (for solution sources) and returns its path.
    std::filesystem::path write(const std::string& name, const std::string& text) const;

private:
    std::filesystem::path path_;
};

/// The problem judge of `root`, with the benchmark's plugin folder.
ProblemJudge open_sum(const ProblemRoot& root);

/// A solution compiled (or checked) once, graded as often as a benchmark asks.
class Grading {
public:
    Grading(const ProblemRoot& root, const std::filesystem::path& solution, unsigned jobs);
    ~Grading();
    /// Grades every test once; aborts the benchmark if a verdict differs from `expected`.
    Report run(benchmark::State& state, Verdict expected = Verdict::accepted);

private:
    ProblemJudge judge_;
    std::unique_ptr<Grader> grader_;
};

/// The C program, compiled with `gcc -O2` into the root; aborts if gcc fails.
std::filesystem::path compile_c(const ProblemRoot& root, const std::string& name, const std::string& source);

/// A C program that reads "a b" and prints the sum.
extern const char* const sum_program;
/// A C program that reads "a b", burns SPIN_MS milliseconds of CPU time by its own clock, and prints a+b: the
/// CPU it uses is the same on every run, so what varies is the judge's measurement. It needs SPIN_MS defined
/// in front of it ("#define SPIN_MS 200").
extern const char* const spin_program;

/// Bare baselines: for each input, a fresh process (fork + exec + wait4 of `binary`, or fork of this process
/// calling the plugin) fed through a pipe, its whole output read. Returns the outputs' total size.
std::size_t bare_fork_exec(const std::filesystem::path& binary, const std::vector<Case>& cases);
std::size_t bare_posix_spawn(const std::filesystem::path& binary, const std::vector<Case>& cases);
/// Seconds per run of `count` posix_spawn + wait runs of `binary` reading `input`, timed inside the small
/// spawn_baseline program (bench/spawn_baseline.c) rather than in this large benchmark process.
double small_process_spawn(const std::filesystem::path& binary, std::size_t count, const std::string& input);
std::size_t bare_fork_solver(const std::filesystem::path& plugin, const std::vector<Case>& cases);

/// The medians of the benchmarks run so far, by name (without the "_median" suffix), for the summary tables.
class MedianReporter : public FailureRecordingReporter {
public:
    MedianReporter();
    void ReportRuns(const std::vector<Run>& runs) override;
    /// Median real time per iteration, in seconds; 0 when the benchmark did not run.
    double seconds(const std::string& name) const;
    /// A user counter's median.
    double counter(const std::string& name, const std::string& counter) const;

private:
    struct Entry {
        std::string name;
        double seconds;
        benchmark::UserCounters counters;
    };
    std::vector<Entry> entries_;
    const Entry* find(const std::string& name) const;
};

/// Runs the registered benchmarks (5 repetitions unless the command line says otherwise), then prints
/// `summary` of their medians. The whole of a judge benchmark's main(): 1 when a benchmark failed (bench_status.hpp).
int run_benchmarks(int argc, char** argv, void (*summary)(const MedianReporter&));

}  // namespace gavel::bench
