// bench_pipeline's last stages: the per-test log line, the JSON and JUnit reports and the console table, each
// beside a plain way of doing the same job.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <string_view>

#include "base/log.hpp"
#include "config/suite.hpp"
#include "pipeline/data.hpp"
#include "problem/open_problem.hpp"
#include "report/console_table.hpp"
#include "report/test_log.hpp"

namespace gavel::bench::pipeline {
namespace {

// ---------------------------------------------------------------------------------------------------------
// The per-test log line. gavel::log_test is in the core; gavel run calls it once per test. The logger is the
// one gavel::setup_logging builds (console sink on stderr, here /dev/null; a --log-file sink in the temp folder;
// flushed at every info line), or a null sink with the same levels (the logger at trace, the sink at info).

void BM_LogTestRealSinks(benchmark::State& state) {
    const StderrToNull quiet;
    gavel::setup_logging({"info", (data.root / "gavel.log").string(), false});
    for (auto _ : state) gavel::log_test("sum", data.accepted);
    spdlog::default_logger()->flush();
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("off"));  // closes the file before the next run
    fs::remove(data.root / "gavel.log");
    per_test(state, 1);
}

void use_null_logger() {
    auto sink = std::make_shared<spdlog::sinks::null_sink_st>();
    sink->set_level(spdlog::level::info);
    auto logger = std::make_shared<spdlog::logger>("gavel", sink);
    logger->set_level(spdlog::level::trace);  // as setup_logging: each sink filters for itself
    logger->flush_on(spdlog::level::info);
    spdlog::set_default_logger(logger);
}

void BM_LogTestNullSink(benchmark::State& state) {
    use_null_logger();
    for (auto _ : state) gavel::log_test("sum", data.accepted);
    per_test(state, 1);
}

// The same, for an accepted test without a checker message: log_test then skips its debug line, so the
// difference from BM_LogTestNullSink is the debug line that is formatted and then dropped by every sink.
void BM_LogTestNullSinkNoMessage(benchmark::State& state) {
    use_null_logger();
    for (auto _ : state) gavel::log_test("sum", data.accepted_quiet);
    per_test(state, 1);
}

std::string plain_log_line(const std::string& problem, const gavel::TestResult& r) {
    return fmt::format("{}/{}/{} {} {:.0f} ms {:.1f} MiB", problem, r.group, r.name, gavel::short_name(r.verdict),
                       gavel::to_ms(*r.cpu), static_cast<double>(*r.memory_kib) / 1024);
}

// Baseline: fmt::format of the same line into a string, no spdlog.
void BM_LogLineFmt(benchmark::State& state) {
    if (plain_log_line("sum", data.accepted) != "sum/group-3/case-42 AC 3 ms 1.2 MiB") {
        gavel::bench::fail(state, "the baseline's line differs from log_test's");
        return;
    }
    for (auto _ : state) {
        std::string line = plain_log_line("sum", data.accepted);
        benchmark::DoNotOptimize(line.data());
    }
    per_test(state, 1);
}

// Baseline for the real sinks: the same line formatted as both sinks print it and written with one write(2)
// each to the same places (/dev/null for the console, an appended file for the log file): the floor of a
// policy that flushes every line.
void BM_LogLineFmtWrite(benchmark::State& state) {
    const int console = ::open("/dev/null", O_WRONLY);
    const fs::path path = data.root / "baseline.log";
    const int file = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    for (auto _ : state) {
        const std::string line = plain_log_line("sum", data.accepted);
        const std::string to_console = fmt::format("info: {}\n", line);
        const std::string to_file = fmt::format("2026-12-02 10:11:12.345 info {}\n", line);
        benchmark::DoNotOptimize(::write(console, to_console.data(), to_console.size()));
        benchmark::DoNotOptimize(::write(file, to_file.data(), to_file.size()));
    }
    ::close(console);
    ::close(file);
    fs::remove(path);
    per_test(state, 1);
}

// ---------------------------------------------------------------------------------------------------------
// Reports of 1000 tests: the JSON writer, the JUnit writer, and the atomic file write both end with.

void report_loop(benchmark::State& state, const char* name,
                 void (*write)(const std::string&, const std::vector<gavel::Report>&)) {
    const std::string path = (data.root / name).string();
    const std::vector<gavel::Report> reports{data.report};
    for (auto _ : state) write(path, reports);
    fs::remove(path);
    per_test(state, suite_tests);
}
void BM_JsonReport(benchmark::State& s) { report_loop(s, "report.json", gavel::write_json_report); }
void BM_JunitReport(benchmark::State& s) { report_loop(s, "report.xml", gavel::write_junit_report); }

// The writers' last step alone (temporary file, write, fsync, rename): the rest of their time is building text.
void atomic_loop(benchmark::State& state, const std::string& bytes, const char* name) {
    const std::string path = (data.root / name).string();
    for (auto _ : state) gavel::write_file_atomically(path, bytes);
    fs::remove(path);
    per_test(state, suite_tests);
}
void BM_JsonAtomicWrite(benchmark::State& s) { atomic_loop(s, data.json_bytes, "atomic.json"); }
void BM_JunitAtomicWrite(benchmark::State& s) { atomic_loop(s, data.junit_bytes, "atomic.xml"); }

// Baseline: the same bytes with one fopen, fwrite and fclose (no fsync, no rename).
void fwrite_loop(benchmark::State& state, const std::string& bytes, const char* name) {
    const std::string path = (data.root / name).string();
    for (auto _ : state) {
        std::FILE* out = std::fopen(path.c_str(), "wb");
        std::fwrite(bytes.data(), 1, bytes.size(), out);
        std::fclose(out);
    }
    fs::remove(path);
    per_test(state, suite_tests);
}
void BM_JsonFwrite(benchmark::State& s) { fwrite_loop(s, data.json_bytes, "fwrite.json"); }
void BM_JunitFwrite(benchmark::State& s) { fwrite_loop(s, data.junit_bytes, "fwrite.xml"); }

// ---------------------------------------------------------------------------------------------------------
// The console table of gavel grade (in the core): one row per test, into /dev/null (not a terminal, so no
// colour and no progress line, as when the output is piped).

void BM_ConsoleRow(benchmark::State& state) {
    std::FILE* out = std::fopen("/dev/null", "w");
    {
        gavel::ConsoleTable table(out, static_cast<std::size_t>(state.max_iterations));
        table.header();
        for (auto _ : state) table.row(data.accepted);
    }
    std::fclose(out);
    per_test(state, 1);
}

// Baselines: the same row's bytes with one fputs into the same (buffered) stream; and flushed after each row,
// as ConsoleTable::row does (one write(2) per row).
template <bool flush>
void console_fputs_loop(benchmark::State& state) {
    std::FILE* out = std::fopen("/dev/null", "w");
    const std::string row = fmt::format("{:4}  {:<36} {:<4} {:>10} {:>10}  \n", 1, "group-3/case-42", "AC", "3 ms", "1.2 MiB");
    for (auto _ : state) {
        std::fputs(row.c_str(), out);
        if (flush) std::fflush(out);
    }
    std::fclose(out);
    per_test(state, 1);
}
void BM_ConsoleRowFputs(benchmark::State& s) { console_fputs_loop<false>(s); }
void BM_ConsoleRowFputsFlush(benchmark::State& s) { console_fputs_loop<true>(s); }

PIPELINE_BENCHMARK(BM_LogTestRealSinks);
PIPELINE_BENCHMARK(BM_LogTestNullSink);
PIPELINE_BENCHMARK(BM_LogTestNullSinkNoMessage);
PIPELINE_BENCHMARK(BM_LogLineFmt);
PIPELINE_BENCHMARK(BM_LogLineFmtWrite);
PIPELINE_WALL_BENCHMARK(BM_JsonReport);
PIPELINE_WALL_BENCHMARK(BM_JsonAtomicWrite);
PIPELINE_WALL_BENCHMARK(BM_JsonFwrite);
PIPELINE_WALL_BENCHMARK(BM_JunitReport);
PIPELINE_WALL_BENCHMARK(BM_JunitAtomicWrite);
PIPELINE_WALL_BENCHMARK(BM_JunitFwrite);
PIPELINE_BENCHMARK(BM_ConsoleRow);
PIPELINE_BENCHMARK(BM_ConsoleRowFputs);
PIPELINE_BENCHMARK(BM_ConsoleRowFputsFlush);

}  // namespace
}  // namespace gavel::bench::pipeline
