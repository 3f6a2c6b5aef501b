// The judge's own cost per test, each against the bare loop it has to be compared with, in the same run:
//   program solutions: grading a trivial C program (sandbox on) vs fork + exec + wait4 of the same binary, and
//   vs posix_spawn + wait from the small spawn_baseline program (the figure the judge is held to);
//   Solver plugins: grading a trivial plugin vs a fork + pipe + wait loop calling the same plugin;
//   reference suites: tests per second of the reference path (validate, solve, check), in the library and as
//   the `gavel run` command on one core.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "run/solution.hpp"
#include "judge_fixture.hpp"

namespace gavel::bench {
namespace {

constexpr std::size_t tests = 1000;
constexpr std::size_t command_tests = 10000;

const std::vector<Case>& cases() {
    static const std::vector<Case> all = sum_cases(tests);
    return all;
}

const ProblemRoot& inline_root() {
    static const ProblemRoot root(ProblemRoot::inline_suite(cases()));
    return root;
}

const std::filesystem::path& sum_binary() {
    static const auto binary = compile_c(inline_root(), "sum", sum_program);
    return binary;
}

void per_test(benchmark::State& state, std::size_t count) {
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * count));
    state.counters["us_per_test"] = benchmark::Counter(static_cast<double>(state.iterations() * count) / 1e6,
                                                       benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

using Clock = std::chrono::steady_clock;

template <typename Function>
double seconds_of(Function&& function) {
    const auto start = Clock::now();
    function();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Each repetition times the judge and its baselines back to back, so that the ratio compares runs made under
// the same conditions: on a shared virtual machine the speed of process creation drifts by tens of percent
// from one minute to the next.
void report_pair(benchmark::State& state, double judged, const std::vector<std::pair<const char*, double>>& baselines) {
    state.SetIterationTime(judged);
    state.counters["us_per_test"] = judged * 1e6 / tests;
    for (const auto& [name, seconds] : baselines) {
        state.counters[std::string(name) + "_us"] = seconds * 1e6 / tests;
        state.counters[std::string("ratio_") + name] = judged / seconds;
    }
}

void program(benchmark::State& state) {
    static Grading grading(inline_root(), sum_binary(), 1);
    for (auto _ : state) {
        const double fork_exec = seconds_of([] { bare_fork_exec(sum_binary(), cases()); });
        const double judged = seconds_of([&] { grading.run(state); });
        const double spawn = seconds_of([] { bare_posix_spawn(sum_binary(), cases()); });
        const double small_spawn = small_process_spawn(sum_binary(), tests, cases().front().input) * tests;
        report_pair(state, judged, {{"fork_exec", fork_exec}, {"posix_spawn", spawn}, {"small_spawn", small_spawn}});
    }
}

void solver_plugin(benchmark::State& state) {
    static Grading grading(inline_root(), BENCH_PLUGIN_DIR "/sum_solver.so", 1);
    for (auto _ : state) {
        const double bare = seconds_of([] { bare_fork_solver(BENCH_PLUGIN_DIR "/sum_solver.so", cases()); });
        const double judged = seconds_of([&] { grading.run(state); });
        report_pair(state, judged, {{"fork_pipe", bare}});
    }
}

// The reference path of `gavel run` in the library: validate, solve and check every test.
void reference_library(benchmark::State& state) {
    static const ProblemJudge judge = open_sum(inline_root());
    static const std::vector<PreparedTest> prepared = judge.prepare();
    for (auto _ : state) {
        const Report report = judge.judge(*judge.problem().reference, prepared, {}, nullptr);
        if (report.verdict != Verdict::accepted) {
            fail(state, "the reference failed a test");
            break;
        }
    }
    per_test(state, tests);
}

// The whole `gavel run` command on one core: start, load, generate, validate, solve, check, log every test.
void reference_command(benchmark::State& state) {
    static const ProblemRoot root("groups:\n  - name: random\n    points: 100\n    generate: { count: " +
                                  std::to_string(command_tests) + ", seed: 3, params: { bound: 1000000 } }\n");
    const std::string command = "taskset -c 0 " GAVEL_BINARY " --root '" + root.path().string() +
                                "' --plugin-path " BENCH_PLUGIN_DIR " run sum >/dev/null 2>&1";
    for (auto _ : state)
        if (std::system(command.c_str()) != 0) {
            fail(state, "failed: " + command);
            break;
        }
    per_test(state, command_tests);
}

BENCHMARK(program)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(solver_plugin)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(reference_library)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(reference_command)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void print_summary(const MedianReporter& medians) {
    auto us = [&](const char* name, std::size_t count) { return medians.seconds(name) * 1e6 / static_cast<double>(count); };
    const double library = us("reference_library", tests), command = us("reference_command", command_tests);
    std::printf("\njudge overhead, medians of paired runs, %zu tests per run (the command: %zu)\n", tests, command_tests);
    std::printf("%-44s %12s %12s %8s %10s\n", "what", "us per test", "baseline", "ratio", "target");
    std::printf("%-44s %12.1f %12.1f %8.2f %10s\n", "program, sandboxed vs fork+exec+wait4", medians.counter("program", "us_per_test"),
                medians.counter("program", "fork_exec_us"), medians.counter("program", "ratio_fork_exec"), "-");
    std::printf("%-44s %12.1f %12.1f %8.2f %10s\n", "program, sandboxed vs posix_spawn (vfork)", medians.counter("program", "us_per_test"),
                medians.counter("program", "posix_spawn_us"), medians.counter("program", "ratio_posix_spawn"), "-");
    std::printf("%-44s %12.1f %12.1f %8.2f %10s\n", "program vs posix_spawn+wait, small process", medians.counter("program", "us_per_test"),
                medians.counter("program", "small_spawn_us"), medians.counter("program", "ratio_small_spawn"), "<= 1.3");
    std::printf("%-44s %12.1f %12.1f %8.2f %10s\n", "Solver plugin vs fork+pipe+wait", medians.counter("solver_plugin", "us_per_test"),
                medians.counter("solver_plugin", "fork_pipe_us"), medians.counter("solver_plugin", "ratio_fork_pipe"), "<= 1.2");
    std::printf("%-44s %12.1f %12s %8s %10s   %.0f tests/s\n", "reference, library (validate+solve+check)", library, "-", "-", "-",
                library > 0 ? 1e6 / library : 0.0);
    std::printf("%-44s %12.1f %12s %8s %10s   %.0f tests/s\n", "reference, `gavel run` on one core", command, "-", "-",
                ">= 20000/s", command > 0 ? 1e6 / command : 0.0);
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) { return gavel::bench::run_benchmarks(argc, argv, gavel::bench::print_summary); }
