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
// `--benchmark_filter=REGEX` runs a part (the table then shows what ran). A checker benchmark checks its verdict
// first, and any failure makes the program exit 1; GAVEL_BENCH_SPOIL_OUTPUTS=1 shows it (pipeline/data.hpp).
#include <benchmark/benchmark.h>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <string>

#include "judge_fixture.hpp"
#include "pipeline/data.hpp"

namespace gavel::bench::pipeline {
namespace {

// ---------------------------------------------------------------------------------------------------------
// The summary table.

struct Row {
    const char* stage;
    const char* measured;
    const char* baseline;  // nullptr: none
    const char* note;
};

const Row rows[] = {
    {"suite.yaml load, 1000 inline cases", "BM_SuiteLoadInline", "BM_YamlParseInline", "baseline: YAML::LoadFile only"},
    {"suite.yaml load, 1000 cases from files", "BM_SuiteLoadFiles", "BM_YamlParseAndReadFiles",
     "baseline: YAML::LoadFile + open/read/close of the 2000 files"},
    {"problem.yaml load (once per problem)", "BM_ProblemLoad", "BM_ProblemYamlParse", "a load / 1000 tests; baseline: YAML::LoadFile"},
    {"check exact, 10 tokens", "BM_CheckExactSmall", "BM_EqualSmallTokens", "baseline: std::string =="},
    {"check tokens, 10 tokens, identical", "BM_CheckTokensSmall", "BM_EqualSmallTokens", "baseline: std::string =="},
    {"check floats, 10 numbers, identical", "BM_CheckFloatsSmall", "BM_EqualSmallFloats", "baseline: std::string =="},
    {"check tokens, 10 tokens, respaced (AC)", "BM_CheckTokensSmallRespaced", "BM_PlainTokensSmallRespaced",
     "baseline: plain token loop"},
    {"check floats, 10 numbers, other digits (AC)", "BM_CheckFloatsSmallNear", "BM_PlainFloatsSmallNear",
     "baseline: plain walk + from_chars"},
    {"check exact, 1 MiB", "BM_CheckExact1MiB", "BM_Equal1MiBTokens", "baseline: std::string =="},
    {"check exact, 1 MiB, whitespace differs (PE)", "BM_CheckExact1MiBWhitespace", "BM_PlainTokens1MiB",
     "baseline: plain token loop"},
    {"check tokens, 1 MiB, identical", "BM_CheckTokens1MiB", "BM_Equal1MiBTokens", "byte-equal shortcut; baseline: =="},
    {"check tokens, 1 MiB, respaced (AC)", "BM_CheckTokens1MiBRespaced", "BM_PlainTokens1MiBRespaced",
     "the token walk; baseline: plain token loop"},
    {"check floats, 1 MiB, identical", "BM_CheckFloats1MiB", "BM_Equal1MiBFloats", "byte-equal shortcut; baseline: =="},
    {"check floats, 1 MiB, other digits (AC)", "BM_CheckFloats1MiBNear", "BM_PlainFloatsStrtod1MiBNear",
     "the number walk; baseline: plain walk + strtod"},
    {"check floats, 1 MiB, other digits (vs from_chars)", "BM_CheckFloats1MiBNear", "BM_PlainFloatsFromChars1MiBNear",
     "baseline: plain walk + std::from_chars"},
    {"judge_one's answer copy, 1 MiB (replica)", "BM_AnswerCopy1MiB", "BM_Equal1MiBTokens", "not a core call; baseline: =="},
    {"log_test, setup_logging's sinks", "BM_LogTestRealSinks", "BM_LogLineFmt", "baseline: fmt::format of the line"},
    {"log_test, setup_logging's sinks (vs writes)", "BM_LogTestRealSinks", "BM_LogLineFmtWrite",
     "baseline: fmt::format + write(2) per sink"},
    {"log_test, null sink", "BM_LogTestNullSink", "BM_LogLineFmt", "baseline: fmt::format of the line"},
    {"log_test, null sink, no checker message", "BM_LogTestNullSinkNoMessage", "BM_LogLineFmt", "no dropped debug line"},
    {"JSON report, 1000 tests", "BM_JsonReport", "BM_JsonFwrite", "wall clock; baseline: one fwrite of the same bytes"},
    {"  JSON: write_file_atomically alone", "BM_JsonAtomicWrite", "BM_JsonFwrite", "wall clock; mkstemp+write+fsync+rename"},
    {"JUnit report, 1000 tests", "BM_JunitReport", "BM_JunitFwrite", "wall clock; baseline: one fwrite of the same bytes"},
    {"  JUnit: write_file_atomically alone", "BM_JunitAtomicWrite", "BM_JunitFwrite", "wall clock; mkstemp+write+fsync+rename"},
    {"console table row", "BM_ConsoleRow", "BM_ConsoleRowFputs", "baseline: fputs of the same row"},
    {"console table row (vs flushed fputs)", "BM_ConsoleRow", "BM_ConsoleRowFputsFlush", "baseline: fputs + fflush"},
};

std::string ns_text(double ns) {
    if (ns >= 1e6) return fmt::format("{:.2f} ms", ns / 1e6);
    if (ns >= 1e4) return fmt::format("{:.1f} us", ns / 1e3);
    if (ns >= 100) return fmt::format("{:.0f} ns", ns);
    return fmt::format("{:.1f} ns", ns);
}

// A benchmark's `per_test` median in nanoseconds; 0 when it did not run (filtered out, or failed).
double per_test_ns(const gavel::bench::MedianReporter& medians, const char* name) {
    return medians.counter(name, "per_test") * 1e9;
}

void print_summary(const gavel::bench::MedianReporter& medians) {
    std::printf("\n%-50s | %12s | %12s | %9s | %s\n", "stage", "per test", "baseline", "ratio", "note");
    std::printf("%s\n", std::string(50 + 3 + 12 + 3 + 12 + 3 + 9 + 3 + 40, '-').c_str());
    for (const auto& row : rows) {
        const double measured = per_test_ns(medians, row.measured);
        if (measured <= 0) continue;
        const double baseline = row.baseline ? per_test_ns(medians, row.baseline) : 0;
        std::printf("%-50s | %12s | %12s | %9s | %s\n", row.stage, ns_text(measured).c_str(),
                    baseline > 0 ? ns_text(baseline).c_str() : "-",
                    baseline > 0 ? fmt::format("{:.1f}x", measured / baseline).c_str() : "-", row.note);
    }
    const double json = per_test_ns(medians, "BM_JsonReport"), json_io = per_test_ns(medians, "BM_JsonAtomicWrite");
    const double junit = per_test_ns(medians, "BM_JunitReport"), junit_io = per_test_ns(medians, "BM_JunitAtomicWrite");
    if (json > 0 && json_io > 0)
        std::printf("%-50s | %12s |\n", "  JSON: building the text (report - write)", ns_text(json - json_io).c_str());
    if (junit > 0 && junit_io > 0)
        std::printf("%-50s | %12s |\n", "  JUnit: building the text (report - write)", ns_text(junit - junit_io).c_str());
    std::printf("(per test: a suite or report benchmark's time / %d; a check, a log line or a row is one test)\n", suite_tests);
}

}  // namespace
}  // namespace gavel::bench::pipeline

int main(int argc, char** argv) {
    using namespace gavel::bench::pipeline;
    try {
        make_data();
        const fs::path json_path = data.root / "probe.json", junit_path = data.root / "probe.xml";
        gavel::write_json_report(json_path.string(), {data.report});
        gavel::write_junit_report(junit_path.string(), {data.report});
        data.json_bytes = read_text(json_path);
        data.junit_bytes = read_text(junit_path);
        fs::remove(json_path);
        fs::remove(junit_path);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "bench_pipeline: cannot prepare the data: %s\n", error.what());
        if (!data.root.empty()) drop_data();
        return 1;
    }
    const int status = gavel::bench::run_benchmarks(argc, argv, print_summary);
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("off"));
    drop_data();
    return status;
}
