// The judge's own work around a run, per test: loading suite.yaml and problem.yaml, the built-in checkers,
// the per-test log line, the JSON and JUnit reports and the console table. Each stage calls the real core
// function on data of a realistic size and reports its cost per test (the `per_test` counter); where a plain
// way to do the same job exists, it runs beside it as a baseline, and main() ends with a table
// "stage | ns per test | baseline | ratio" so that a regression in any one stage stands out.
//
// The clock is CPU time for the stages that only compute (robust when other work shares the machine), and
// wall-clock time (UseRealTime) for the report writers and their baselines: they fsync or make the kernel write
// back, and waiting for the disk is part of what they cost. The data is generated at start into a mkdtemp
// folder, removed at the end. Five repetitions unless told otherwise, about 2 minutes in all;
// `--benchmark_filter=REGEX` runs a part (the table then shows what ran).
//
// Parts: pipeline.hpp (the shared data, pipeline_data.cpp), pipeline_checkers.cpp (the checkers),
// pipeline_summary.cpp (the table); here the loading, logging, report and console stages, and main().
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
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "checkers/checker.hpp"
#include "report/console_table.hpp"
#include "base/log.hpp"
#include "report/test_log.hpp"
#include "plugin/loader.hpp"
#include "config/problem_config.hpp"
#include "report/report.hpp"
#include "config/suite.hpp"
#include "base/units.hpp"
#include "judge_fixture.hpp"
#include "pipeline.hpp"

using namespace pipeline;

namespace {

// Standard error to /dev/null while a logging benchmark runs (the console sink writes there).
class StderrToNull {
public:
    StderrToNull() : saved_(::dup(2)) {
        std::fflush(stderr);
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, 2);
        ::close(null);
    }
    ~StderrToNull() {
        std::fflush(stderr);
        ::dup2(saved_, 2);
        ::close(saved_);
    }

private:
    int saved_;
};

// ---------------------------------------------------------------------------------------------------------
// Suite and problem loading.

void BM_SuiteLoadInline(benchmark::State& state) {
    for (auto _ : state) {
        gavel::Suite suite = gavel::load_suite(data.inline_suite, "sum");
        benchmark::DoNotOptimize(suite.groups.data());
    }
    per_test(state, suite_tests);
}

void BM_SuiteLoadFiles(benchmark::State& state) {
    for (auto _ : state) {
        gavel::Suite suite = gavel::load_suite(data.file_suite, "sum");
        benchmark::DoNotOptimize(suite.groups.data());
    }
    per_test(state, suite_tests);
}

// Baseline: yaml-cpp's parse of the same file (what load_suite starts with), nothing checked or copied.
void BM_YamlParseInline(benchmark::State& state) {
    for (auto _ : state) {
        YAML::Node root = YAML::LoadFile(data.inline_suite.string());
        benchmark::DoNotOptimize(root);
    }
    per_test(state, suite_tests);
}

// Baseline: the same parse, and every data file read with one open, read and close.
void BM_YamlParseAndReadFiles(benchmark::State& state) {
    for (auto _ : state) {
        YAML::Node root = YAML::LoadFile(data.file_suite.string());
        benchmark::DoNotOptimize(root);
        for (const auto& path : data.data_files) {
            const int fd = ::open(path.c_str(), O_RDONLY);
            char buffer[4096];
            std::string text;
            for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
            ::close(fd);
            benchmark::DoNotOptimize(text.data());
        }
    }
    per_test(state, suite_tests);
}

// Once per problem, not per test: the counter spreads it over a 1000-test suite.
void BM_ProblemLoad(benchmark::State& state) {
    for (auto _ : state) {
        gavel::ProblemConfig config = gavel::load_problem_config(data.problem_yaml);
        benchmark::DoNotOptimize(config.limits);
    }
    per_test(state, suite_tests);
}

void BM_ProblemYamlParse(benchmark::State& state) {
    for (auto _ : state) {
        YAML::Node root = YAML::LoadFile(data.problem_yaml.string());
        benchmark::DoNotOptimize(root);
    }
    per_test(state, suite_tests);
}

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
                       gavel::to_ms(r.cpu), static_cast<double>(r.memory_kib) / 1024);
}

// Baseline: fmt::format of the same line into a string, no spdlog.
void BM_LogLineFmt(benchmark::State& state) {
    if (plain_log_line("sum", data.accepted) != "sum/group-3/case-42 AC 3 ms 1.2 MiB") {
        state.SkipWithError("the baseline's line differs from log_test's");
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

std::string json_bytes, junit_bytes;  // what the writers produce, read back once in main()

void BM_JsonReport(benchmark::State& state) {
    const std::string path = (data.root / "report.json").string();
    const std::vector<gavel::Report> reports{data.report};
    for (auto _ : state) gavel::write_json_report(path, reports);
    fs::remove(path);
    per_test(state, suite_tests);
}

void BM_JunitReport(benchmark::State& state) {
    const std::string path = (data.root / "report.xml").string();
    const std::vector<gavel::Report> reports{data.report};
    for (auto _ : state) gavel::write_junit_report(path, reports);
    fs::remove(path);
    per_test(state, suite_tests);
}

// The writers' last step alone (temporary file, write, fsync, rename): the rest of their time is building text.
void atomic_loop(benchmark::State& state, const std::string& bytes, const char* name) {
    const std::string path = (data.root / name).string();
    for (auto _ : state) gavel::write_file_atomically(path, bytes);
    fs::remove(path);
    per_test(state, suite_tests);
}
void BM_JsonAtomicWrite(benchmark::State& s) { atomic_loop(s, json_bytes, "atomic.json"); }
void BM_JunitAtomicWrite(benchmark::State& s) { atomic_loop(s, junit_bytes, "atomic.xml"); }

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
void BM_JsonFwrite(benchmark::State& s) { fwrite_loop(s, json_bytes, "fwrite.json"); }
void BM_JunitFwrite(benchmark::State& s) { fwrite_loop(s, junit_bytes, "fwrite.xml"); }

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

PIPELINE_BENCHMARK(BM_SuiteLoadInline);
PIPELINE_BENCHMARK(BM_SuiteLoadFiles);
PIPELINE_BENCHMARK(BM_YamlParseInline);
PIPELINE_BENCHMARK(BM_YamlParseAndReadFiles);
PIPELINE_BENCHMARK(BM_ProblemLoad);
PIPELINE_BENCHMARK(BM_ProblemYamlParse);
PIPELINE_BENCHMARK(BM_LogTestRealSinks);
PIPELINE_BENCHMARK(BM_LogTestNullSink);
PIPELINE_BENCHMARK(BM_LogTestNullSinkNoMessage);
PIPELINE_BENCHMARK(BM_LogLineFmt);
PIPELINE_BENCHMARK(BM_LogLineFmtWrite);
PIPELINE_BENCHMARK(BM_JsonReport)->UseRealTime();
PIPELINE_BENCHMARK(BM_JunitReport)->UseRealTime();
PIPELINE_BENCHMARK(BM_JsonAtomicWrite)->UseRealTime();
PIPELINE_BENCHMARK(BM_JunitAtomicWrite)->UseRealTime();
PIPELINE_BENCHMARK(BM_JsonFwrite)->UseRealTime();
PIPELINE_BENCHMARK(BM_JunitFwrite)->UseRealTime();
PIPELINE_BENCHMARK(BM_ConsoleRow);
PIPELINE_BENCHMARK(BM_ConsoleRowFputs);
PIPELINE_BENCHMARK(BM_ConsoleRowFputsFlush);

}  // namespace

int main(int argc, char** argv) {
    try {
        make_data();
        {
            const fs::path json_path = data.root / "probe.json", junit_path = data.root / "probe.xml";
            gavel::write_json_report(json_path.string(), {data.report});
            gavel::write_junit_report(junit_path.string(), {data.report});
            json_bytes = read_text(json_path);
            junit_bytes = read_text(junit_path);
            fs::remove(json_path);
            fs::remove(junit_path);
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "bench_pipeline: cannot prepare the data: %s\n", error.what());
        if (!data.root.empty()) fs::remove_all(data.root);
        return 1;
    }

    const int status = gavel::bench::run_benchmarks(argc, argv, print_summary);

    spdlog::set_default_logger(std::make_shared<spdlog::logger>("off"));
    data.plugin.reset();
    std::error_code error;
    fs::remove_all(data.root, error);
    return status;
}
