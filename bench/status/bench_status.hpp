// Why a benchmark program's exit status tells whether every benchmark ran and checked what it timed.
//
// Google Benchmark reports a benchmark that called SkipWithError as an error line and carries on: its
// RunSpecifiedBenchmarks() returns how many benchmarks matched, and a main() that returns 0 afterwards makes
// `make bench` succeed with a wrong verdict inside. Every bench program here therefore reports through
// FailureRecordingReporter and ends with exit_status(): 1 when any benchmark failed (a run reported with an error,
// or bench::fail() called, which also covers a failure in one repetition that an aggregates-only report would
// hide), or when the filter matched nothing.
#pragma once

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace gavel::bench {

/// Stops `state`'s benchmark with `why` (SkipWithError) and records the failure for exit_status().
void fail(benchmark::State& state, const std::string& why);

/// The console reporter, which also remembers the name of every run reported with an error.
class FailureRecordingReporter : public benchmark::ConsoleReporter {
public:
    /// Colour only on a terminal (the library's --benchmark_color applies to its own reporter, not to this one).
    explicit FailureRecordingReporter(bool tabular = false);
    void ReportRuns(const std::vector<Run>& runs) override;
    const std::vector<std::string>& failed_runs() const { return failed_; }

private:
    std::vector<std::string> failed_;
};

/// Runs the benchmarks the command line selects through `reporter`; the number that matched.
std::size_t run_specified(FailureRecordingReporter& reporter);

/// 0 when `matched` > 0 and no benchmark failed; otherwise says on standard error what failed, and 1.
int exit_status(const FailureRecordingReporter& reporter, std::size_t matched);

}  // namespace gavel::bench
