#include "status/bench_status.hpp"

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <set>

namespace gavel::bench {
namespace {

// Benchmarks may run on several threads (->Threads(n)): the count and the names are shared.
std::atomic<int> failures{0};
std::mutex names_mutex;
std::vector<std::string> failed_names;

}  // namespace

void fail(benchmark::State& state, const std::string& why) {
    failures.fetch_add(1);
    {
        const std::lock_guard lock(names_mutex);
        failed_names.push_back(why);
    }
    state.SkipWithError(why.c_str());
}

FailureRecordingReporter::FailureRecordingReporter(bool tabular)
    : ConsoleReporter(static_cast<OutputOptions>((::isatty(1) ? OO_Color : OO_None) | (tabular ? OO_Tabular : OO_None))) {}

void FailureRecordingReporter::ReportRuns(const std::vector<Run>& runs) {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& run : runs)
        if (run.error_occurred) failed_.push_back(run.benchmark_name() + ": " + run.error_message);
}

std::size_t run_specified(FailureRecordingReporter& reporter) { return benchmark::RunSpecifiedBenchmarks(&reporter); }

int exit_status(const FailureRecordingReporter& reporter, std::size_t matched) {
    if (matched == 0) {
        std::fprintf(stderr, "FAILED: no benchmark matched the filter\n");
        return 1;
    }
    const int recorded = failures.load();
    if (reporter.failed_runs().empty() && recorded == 0) return 0;
    std::fprintf(stderr, "FAILED: %zu benchmark run(s) reported an error, %d failure(s) recorded:\n",
                 reporter.failed_runs().size(), recorded);
    // Each distinct line once (a benchmark fails in every repetition as a rule); the recorded reasons only when
    // the reporter saw no failed run, as they repeat its lines without the benchmark's name.
    std::set<std::string> lines(reporter.failed_runs().begin(), reporter.failed_runs().end());
    if (lines.empty()) {
        const std::lock_guard lock(names_mutex);
        lines.insert(failed_names.begin(), failed_names.end());
    }
    for (const auto& line : lines) std::fprintf(stderr, "  %s\n", line.c_str());
    return 1;
}

}  // namespace gavel::bench
