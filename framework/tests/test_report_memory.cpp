// Figures that were not measured are shown as not measured: "-" in the console table and the log line, null in
// the JSON report, no time attribute in JUnit; never a 0 that reads as a measurement. And every box is pinned,
// -j beyond the CPU count included.
#include <catch2/catch.hpp>

#include <sched.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_runner.hpp"
#include "report/console_table.hpp"
#include "report/report.hpp"
#include "report/test_log.hpp"

using namespace gavel_test;
using namespace std::chrono_literals;

namespace {

gavel::TestResult measured() {
    gavel::TestResult test = gavel::unmeasured_result("g", "measured", gavel::Verdict::accepted, "");
    test.cpu = gavel::Duration(12ms);
    test.wall = gavel::Duration(15ms);
    test.memory_kib = 1536;
    return test;
}

// Ran as a plugin call: time measured, memory not.
gavel::TestResult time_only() {
    gavel::TestResult test = measured();
    test.name = "time-only";
    test.memory_kib.reset();
    return test;
}

// Never ran: nothing measured.
gavel::TestResult skipped() { return gavel::unmeasured_result("g", "skipped", gavel::Verdict::skipped, "stopped before it ran"); }

gavel::Report report_of_three() { return {"sum", "x.c", gavel::Verdict::skipped, 0, 100, {measured(), time_only(), skipped()}, std::nullopt, {}}; }

std::string table_of(const gavel::TestResult& test) {
    char* text = nullptr;
    std::size_t size = 0;
    std::FILE* out = ::open_memstream(&text, &size);
    gavel::ConsoleTable table(out, 1);
    table.row(test);
    std::fclose(out);
    std::string row(text, size);
    std::free(text);
    return row;
}

std::string logged(const gavel::TestResult& test) {
    std::ostringstream text;
    auto logger = std::make_shared<spdlog::logger>("capture", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    logger->set_pattern("%v");
    const auto previous = spdlog::default_logger();
    spdlog::set_default_logger(logger);
    gavel::log_test("sum", test);
    spdlog::set_default_logger(previous);
    return text.str();
}

}  // namespace

TEST_CASE("the console table and the log line show - for what was not measured", "[report]") {
    CHECK_THAT(table_of(measured()), Catch::Matches(".*g/measured +AC +12 ms +1.5 MiB.*\n"));
    CHECK_THAT(table_of(time_only()), Catch::Matches(".*g/time-only +AC +12 ms +- .*\n"));
    CHECK_THAT(table_of(skipped()), Catch::Matches(".*g/skipped +SK +- +- .*\n"));
    CHECK(logged(measured()) == "sum/g/measured AC 12 ms 1.5 MiB\n");
    CHECK(logged(time_only()) == "sum/g/time-only AC 12 ms -\n");
    CHECK(logged(skipped()) == "sum/g/skipped SK - -: stopped before it ran\n");
}

TEST_CASE("the JSON report has null for what was not measured", "[report]") {
    const auto path = scratch() / "measured.json";
    gavel::write_json_report(path.string(), {report_of_three()});
    const auto tests = nlohmann::json::parse(read_all(path))[0]["tests"];
    REQUIRE(tests.size() == 3);
    CHECK(tests[0]["time_ms"] == 12.0);
    CHECK(tests[0]["wall_ms"] == 15.0);
    CHECK(tests[0]["memory_kib"] == 1536);
    CHECK(tests[1]["time_ms"] == 12.0);
    CHECK(tests[1]["memory_kib"].is_null());
    for (const char* key : {"time_ms", "wall_ms", "memory_kib"}) CHECK(tests[2][key].is_null());
}

TEST_CASE("the JUnit report leaves out the time of a test that did not run", "[report]") {
    const auto path = scratch() / "measured.xml";
    gavel::write_junit_report(path.string(), {report_of_three()});
    const std::string xml = read_all(path);
    CHECK_THAT(xml, Catch::Contains("name=\"measured\" time=\"0.012000\""));
    CHECK_THAT(xml, Catch::Contains("name=\"skipped\">"));
    CHECK_THAT(xml, Catch::Contains("time=\"0.024000\">"));  // the suite's time: the measured tests' sum
}

TEST_CASE("gavel run shows the reference's memory as not measured, gavel grade a program's as measured", "[report]") {
    const auto report = scratch() / "run-memory.json";
    const auto run = gavel_test::gavel(on("root") + " run sum --json " + report.string());
    INFO(run.err);
    CHECK(run.exit_code == 0);
    // The reference runs as calls in a plugin worker, whose peak memory is not its own: "-", never "0 KiB".
    CHECK_THAT(run.err, Catch::Matches("(.|\n)*info: sum/samples/statement AC [0-9]+ ms -\n(.|\n)*"));
    CHECK_THAT(run.err, !Catch::Contains(" KiB") && !Catch::Contains(" MiB"));
    // Held in a variable: a range-for over a part of a temporary would walk freed memory (ASan found it).
    const auto run_report = nlohmann::json::parse(read_all(report));
    for (const auto& test : run_report[0]["tests"]) {
        CHECK(test["memory_kib"].is_null());
        CHECK(test["time_ms"].is_number());
    }

    const auto graded = gavel_test::gavel(on("root") + " grade sum " + (std::filesystem::path(FIXTURES_DIR) / "solutions" / "sum.cpp").string() +
                              " --json " + report.string());
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    const auto grade_report = nlohmann::json::parse(read_all(report));
    for (const auto& test : grade_report[0]["tests"]) {
        CHECK(test["memory_kib"].is_number());
        CHECK(test["memory_kib"].get<std::uint64_t>() > 0);  // a process's resident memory is never nothing
    }
}

TEST_CASE("every box is pinned, boxes sharing CPUs in turn when -j exceeds the CPU count", "[report]") {
    cpu_set_t cpus;
    REQUIRE(::sched_getaffinity(0, sizeof cpus, &cpus) == 0);
    const int count = CPU_COUNT(&cpus);
    if (count + 1 > 22) {  // the root fixture's 22 tests: no more boxes than tests are started
        WARN("more CPUs than this test's 22 tests can exceed; nothing to check");
        return;
    }
    // The sum, when the program may run on one CPU only; a wrong answer otherwise.
    const auto source = scratch() / "pinned.c";
    std::ofstream(source) << "#define _GNU_SOURCE\n#include <sched.h>\n#include <stdio.h>\n"
                             "int main(void) { long a, b; cpu_set_t s; if (scanf(\"%ld %ld\", &a, &b) != 2) return 1;\n"
                             "  if (sched_getaffinity(0, sizeof s, &s) != 0 || CPU_COUNT(&s) != 1) a += 1;\n"
                             "  printf(\"%ld\\n\", a + b); return 0; }\n";
    const auto graded = gavel_test::gavel(on("root") + " grade sum " + source.string() + " -j " + std::to_string(count + 1));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.out, Catch::Contains("22/22 tests accepted"));
}
