// Whether the judge's clock can be trusted and whether a second box is worth a second CPU:
//   parallel: -j2 against -j1 on 400 tests of a ~20 ms solution (target: at least 1.8x faster);
//   stability: a 200 ms CPU spin graded 20 times (target: coefficient of variation of the reported CPU time
//   at most 3%), and with a 1 s limit, 50 runs each of a 0.5 s spin (never TLE) and a 1.5 s spin (always TLE).
// The spin program burns CPU time by its own clock, so what varies between runs is the judge's measurement.
#include <cmath>
#include <cstdio>

#include "judge_fixture.hpp"

namespace gavel::bench {
namespace {

constexpr std::size_t parallel_tests = 400;
constexpr std::size_t stability_runs = 20;
constexpr std::size_t limit_runs = 50;

// `count` tests of the sum problem, answered by the spin program built to burn `milliseconds` of CPU time
// first. The length is compiled in rather than read, so that every input is one the problem's validator accepts
// (grading validates every input before it runs anything).
struct Spins {
    ProblemRoot root;
    std::filesystem::path binary;
    Spins(std::size_t count, int milliseconds, const std::string& limit)
        : root(ProblemRoot::inline_suite(sum_cases(count)), limit),
          binary(compile_c(root, "spin", "#define SPIN_MS " + std::to_string(milliseconds) + "\n" + spin_program)) {}
};

void parallel(benchmark::State& state) {
    static const Spins spins(parallel_tests, 20, "1s");
    Grading grading(spins.root, spins.binary, static_cast<unsigned>(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(grading.run(state));
    state.counters["tests"] = parallel_tests;
}

void cpu_time_spread(benchmark::State& state) {
    static const Spins spins(stability_runs, 200, "1s");
    Grading grading(spins.root, spins.binary, 1);
    for (auto _ : state) {
        const Report report = grading.run(state);
        if (state.error_occurred()) break;  // a test not accepted: its time may not have been measured
        double sum = 0, squares = 0, lowest = 1e18, highest = 0;
        for (const auto& test : report.tests) {
            const double ms = static_cast<double>(test.cpu->count()) / 1e3;
            sum += ms, squares += ms * ms, lowest = std::min(lowest, ms), highest = std::max(highest, ms);
        }
        const double n = static_cast<double>(report.tests.size()), mean = sum / n;
        const double deviation = std::sqrt(std::max(0.0, squares / n - mean * mean));
        state.counters["mean_ms"] = mean;
        state.counters["min_ms"] = lowest;
        state.counters["max_ms"] = highest;
        state.counters["cv_percent"] = 100 * deviation / mean;
    }
}

// The number of time-limit verdicts among `limit_runs` runs of a spin of `state.range(0)` ms under a 1 s limit.
void time_limit_verdicts(benchmark::State& state) {
    const int milliseconds = static_cast<int>(state.range(0));
    const Spins spins(limit_runs, milliseconds, "1s");
    Grading grading(spins.root, spins.binary, 1);
    for (auto _ : state) {
        const Report report = grading.run(state, milliseconds < 1000 ? Verdict::accepted : Verdict::time_limit);
        std::size_t limit_exceeded = 0;
        for (const auto& test : report.tests) limit_exceeded += test.verdict == Verdict::time_limit;
        state.counters["runs"] = static_cast<double>(report.tests.size());
        state.counters["TLE"] = static_cast<double>(limit_exceeded);
    }
}

BENCHMARK(parallel)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3)->UseRealTime();
BENCHMARK(cpu_time_spread)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(1)->UseRealTime();
BENCHMARK(time_limit_verdicts)->Arg(500)->Arg(1500)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(1)->UseRealTime();

void print_summary(const MedianReporter& medians) {
    const double one = medians.seconds("parallel/1"), two = medians.seconds("parallel/2");
    std::printf("\ntiming, medians\n");
    std::printf("parallel: %zu tests of 20 ms: -j1 %.2f s, -j2 %.2f s, speed-up %.2fx (target >= 1.8x)\n", parallel_tests,
                one, two, two > 0 ? one / two : 0.0);
    std::printf("stability: 200 ms spin x %zu: mean %.1f ms, min %.1f, max %.1f, CV %.2f%% (target <= 3%%)\n", stability_runs,
                medians.counter("cpu_time_spread", "mean_ms"), medians.counter("cpu_time_spread", "min_ms"),
                medians.counter("cpu_time_spread", "max_ms"), medians.counter("cpu_time_spread", "cv_percent"));
    std::printf("limit 1 s: 0.5 s spin TLE %.0f of %.0f (target 0); 1.5 s spin TLE %.0f of %.0f (target all)\n",
                medians.counter("time_limit_verdicts/500", "TLE"), medians.counter("time_limit_verdicts/500", "runs"),
                medians.counter("time_limit_verdicts/1500", "TLE"), medians.counter("time_limit_verdicts/1500", "runs"));
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) { return gavel::bench::run_benchmarks(argc, argv, gavel::bench::print_summary); }
