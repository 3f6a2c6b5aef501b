// The judge's own cost per test, each against the bare loop it has to be compared with, in the same run:
//   program solutions: grading a trivial C program (sandbox on) vs fork + exec + wait4 of the same binary;
//   Solver plugins: grading a trivial plugin vs a fork + pipe + wait loop calling the same plugin;
//   reference suites: tests per second of the reference path (validate, solve, check), in the library and as
//   the `gavel run` command on one core.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

#include "gavel/solution.hpp"
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

void program_bare_fork_exec(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(bare_fork_exec(sum_binary(), cases()));
    per_test(state, tests);
}

void program_bare_posix_spawn(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(bare_posix_spawn(sum_binary(), cases()));
    per_test(state, tests);
}

void program_gavel(benchmark::State& state) {
    static Grading grading(inline_root(), sum_binary(), 1);
    for (auto _ : state) benchmark::DoNotOptimize(grading.run(state));
    per_test(state, tests);
}

void solver_bare_fork(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(bare_fork_solver(BENCH_PLUGIN_DIR "/sum_solver.so", cases()));
    per_test(state, tests);
}

void solver_gavel(benchmark::State& state) {
    static Grading grading(inline_root(), BENCH_PLUGIN_DIR "/sum_solver.so", 1);
    for (auto _ : state) benchmark::DoNotOptimize(grading.run(state));
    per_test(state, tests);
}

// The reference path of `gavel run` in the library: validate, solve and check every test.
void reference_library(benchmark::State& state) {
    static const ProblemJudge judge = open_sum(inline_root());
    static const std::vector<PreparedTest> prepared = judge.prepare();
    for (auto _ : state) {
        ReferenceSolution reference(judge.plugin());
        const Report report = judge.judge(reference, prepared, {}, nullptr);
        if (report.verdict != Verdict::accepted) state.SkipWithError("the reference failed a test");
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
        if (std::system(command.c_str()) != 0) state.SkipWithError(("failed: " + command).c_str());
    per_test(state, command_tests);
}

BENCHMARK(program_bare_fork_exec)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(program_bare_posix_spawn)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(program_gavel)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(solver_bare_fork)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(solver_gavel)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(reference_library)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(reference_command)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void print_summary(const MedianReporter& medians) {
    auto us = [&](const char* name, std::size_t count) { return medians.seconds(name) * 1e6 / static_cast<double>(count); };
    auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    const double program = us("program_gavel", tests), bare = us("program_bare_fork_exec", tests);
    const double spawn = us("program_bare_posix_spawn", tests);
    const double solver = us("solver_gavel", tests), solver_bare = us("solver_bare_fork", tests);
    const double library = us("reference_library", tests), command = us("reference_command", command_tests);
    std::printf("\njudge overhead, medians, %zu tests (command: %zu)\n", tests, command_tests);
    std::printf("%-44s %12s %12s %8s %8s\n", "what", "us per test", "baseline", "ratio", "target");
    std::printf("%-44s %12.1f %12.1f %8.2f %8s\n", "program, sandboxed vs fork+exec+wait4", program, bare, ratio(program, bare), "<= 1.3");
    std::printf("%-44s %12.1f %12.1f %8.2f %8s\n", "program, sandboxed vs posix_spawn (vfork)", program, spawn, ratio(program, spawn), "-");
    std::printf("%-44s %12.1f %12.1f %8.2f %8s\n", "Solver plugin vs fork+pipe+wait", solver, solver_bare, ratio(solver, solver_bare), "<= 1.2");
    std::printf("%-44s %12.1f %12s %8s %8s   %.0f tests/s\n", "reference, library (validate+solve+check)", library, "-", "-", "-",
                library > 0 ? 1e6 / library : 0.0);
    std::printf("%-44s %12.1f %12s %8s %8s   %.0f tests/s\n", "reference, `gavel run` on one core", command, "-", "-",
                ">=20000/s", command > 0 ? 1e6 / command : 0.0);
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) {
    gavel::bench::MedianReporter reporter;
    gavel::bench::run_benchmarks(argc, argv, reporter);
    gavel::bench::print_summary(reporter);
}
