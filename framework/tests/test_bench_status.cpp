// The benchmark programs' exit status (bench/status) and make bench's loop (bench/run_all.sh): a benchmark that
// fails, by a wrong verdict or any error, must fail its program, and any failed program must fail make bench.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"

namespace {

gavel_test::Outcome probe(const std::string& mode, const std::string& flags = "") {
    return gavel_test::run_program(BENCH_STATUS_PROBE, mode + " --benchmark_min_time=0.001 " + flags);
}

void write_script(const std::filesystem::path& path, const std::string& body) {
    std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
    ::chmod(path.c_str(), 0755);
}

}  // namespace

TEST_CASE("a bench program exits 0 when every benchmark ran") {
    const auto outcome = probe("pass", "--benchmark_repetitions=3 --benchmark_report_aggregates_only=true");
    CHECK(outcome.exit_code == 0);
    CHECK(outcome.out.find("BM_Probe") != std::string::npos);
}

TEST_CASE("a wrong verdict inside a benchmark makes its program exit 1") {
    for (const std::string flags : {"", "--benchmark_repetitions=3 --benchmark_report_aggregates_only=true"}) {
        const auto outcome = probe("fail", flags);
        CHECK(outcome.exit_code == 1);
        CHECK(outcome.err.find("the probe's wrong verdict") != std::string::npos);
    }
}

TEST_CASE("a benchmark's SkipWithError makes its program exit 1") {
    const auto outcome = probe("skip", "--benchmark_repetitions=3 --benchmark_report_aggregates_only=true");
    CHECK(outcome.exit_code == 1);
    CHECK(outcome.err.find("BM_Probe") != std::string::npos);
}

TEST_CASE("a bench filter that matches nothing exits 1") {
    CHECK(probe("pass", "--benchmark_filter=no_such_benchmark").exit_code == 1);
}

TEST_CASE("make bench's loop runs every bench program and fails when one failed") {
    const auto folder = gavel_test::scratch() / "bench-bin";
    std::filesystem::create_directories(folder);
    const auto ran = gavel_test::scratch() / "bench-ran";
    write_script(folder / "bench_a", "echo a \"$@\" >>" + ran.string());
    write_script(folder / "bench_b", "echo b >>" + ran.string() + "; exit 3");
    write_script(folder / "bench_c", "echo c \"$@\" >>" + ran.string());
    const std::string loop = std::string(SOURCE_DIR) + "/bench/run_all.sh " + folder.string();

    auto outcome = gavel_test::run_program(loop, "--benchmark_repetitions=5");
    CHECK(outcome.exit_code == 1);
    CHECK(outcome.err.find("bench_b(3)") != std::string::npos);
    CHECK(gavel_test::read_all(ran) == "a --benchmark_repetitions=5\nb\nc --benchmark_repetitions=5\n");

    std::filesystem::remove(folder / "bench_b");
    std::filesystem::remove(ran);
    outcome = gavel_test::run_program(loop, "");
    CHECK(outcome.exit_code == 0);
    CHECK(gavel_test::read_all(ran) == "a\nc\n");
}
