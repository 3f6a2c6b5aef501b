// A bench program with one benchmark that fails on purpose, in the way its first argument names, so that a test
// can check that bench_status turns every kind of benchmark failure into a non-zero exit status:
//   pass   nothing fails
//   fail   bench::fail(), as the bench programs report a wrong verdict
//   skip   state.SkipWithError() called directly, as a benchmark written without bench::fail would
// Further arguments go to Google Benchmark. (A failure in only some repetitions needs no probe: Google
// Benchmark 1.7 aborts when repetitions ran different iteration counts, which an errored one always has.)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "status/bench_status.hpp"

namespace {

std::string mode = "pass";

void BM_Probe(benchmark::State& state) {
    if (mode == "fail") {
        gavel::bench::fail(state, "the probe's wrong verdict");
        return;
    }
    if (mode == "skip") {
        state.SkipWithError("the probe's error");
        return;
    }
    int sum = 0;
    for (auto _ : state) benchmark::DoNotOptimize(sum += 1);
}
BENCHMARK(BM_Probe)->Iterations(10);

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_status_probe pass|fail|skip [benchmark flags]\n");
        return 2;
    }
    mode = argv[1];
    argv[1] = argv[0];
    --argc;
    ++argv;
    benchmark::Initialize(&argc, argv);
    gavel::bench::FailureRecordingReporter reporter;
    const std::size_t matched = gavel::bench::run_specified(reporter);
    return gavel::bench::exit_status(reporter, matched);
}
