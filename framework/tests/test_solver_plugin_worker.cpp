// A contestant's Solver plugin in its box (sandbox/solver_worker.cpp, cli/solver_host.cpp): how a test ends is
// decided by what the kernel saw, and each test starts from the state the plugin had after loading.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>
#include <set>

#include "cli_runner.hpp"
#include "fixture_inputs.hpp"
#include "graded_report.hpp"

using namespace gavel_test;

namespace {

std::string plugin(const std::string& name) { return (std::filesystem::path(TEST_PLUGIN_DIR) / (name + ".so")).string(); }

// --all: every test's own verdict is checked, so none may be skipped after the first failure.
nlohmann::json graded_json(const std::string& arguments, int expected_exit) {
    return graded_report("root", arguments + " --all", expected_exit);
}

}  // namespace

TEST_CASE("a Solver plugin that exits with code 0 before solve() returns gets RE, even with the right answer", "[solver]") {
    for (const char* jobs : {"1", "2"}) {
        const auto exited = graded_json("sum " + plugin("sum_solver_exit0") + " -j " + jobs, 1);
        INFO("-j " << jobs);
        CHECK(exited["verdict"] == "RE");
        REQUIRE(exited["tests"].size() == suite_inputs("root", "sum").size());
        for (const auto& test : exited["tests"]) {
            INFO(test.dump());
            CHECK(test["verdict"] == "RE");
            CHECK_THAT(test["message"].get<std::string>(), Catch::Contains("exited with code 0 before returning"));
        }
    }
}

namespace {

// A suite of four cases of `sum`: enough to see every test pay (or not) for a worker's start.
std::string four_case_suite() {
    const auto suite = scratch() / "four-cases.yaml";
    std::ofstream(suite) << "problem: sum\ngroups:\n  - name: all\n    points: 100\n    cases:\n"
                            "      - { name: one, input: \"1 2\\n\", answer: \"3\\n\" }\n"
                            "      - { name: two, input: \"2 2\\n\", answer: \"4\\n\" }\n"
                            "      - { name: three, input: \"3 2\\n\", answer: \"5\\n\" }\n"
                            "      - { name: four, input: \"4 2\\n\", answer: \"6\\n\" }\n";
    return suite.string();
}

}  // namespace

TEST_CASE("a Solver plugin whose load is too slow in its worker gets TLE, and one whose worker fails to start gets RE, never IE", "[solver]") {
    // The load sleeps 2 s in the worker: past the 1.4 s wall limit of a 200 ms time limit. Every test pays for its
    // own worker's load, so every test is TLE.
    const auto slow = graded_json("sum " + plugin("solver_slow_start") + " --suite " + four_case_suite() + " --time-limit 200ms -j 2", 1);
    CHECK(slow["verdict"] == "TLE");
    for (const auto& test : slow["tests"]) {
        INFO(test.dump());
        CHECK(test["verdict"] == "TLE");
    }
    // Within the limits, the slow load is the first test's time only: all AC.
    const auto patient = graded_json("sum " + plugin("solver_slow_start") + " --suite " + four_case_suite() + " --time-limit 2s -j 1", 0);
    CHECK(patient["verdict"] == "AC");

    // The load ends the worker (exit code 3) though it passed the load check: the plugin's failure.
    const auto ended = graded_json("sum " + plugin("solver_worker_exit") + " --suite " + four_case_suite() + " -j 1", 1);
    CHECK(ended["verdict"] == "RE");
    for (const auto& test : ended["tests"]) {
        INFO(test.dump());
        CHECK(test["verdict"] == "RE");
        CHECK_THAT(test["message"].get<std::string>(), Catch::Contains("exited with code 3 before returning"));
    }
}

// gavel-solver-host returned from main after the load check: the plugin was unloaded and its static objects torn
// down while a thread its load started could still run the plugin's code, and that thread then crashed the
// check now and then (solver_load_thread's CE, "loading the plugin killed by signal 11"). The host ends with
// _exit wherever it ends, so no teardown of the plugin ever runs: here one that would abort.
TEST_CASE("a Solver plugin's teardown never runs: the host never unloads it", "[solver]") {
    for (const char* jobs : {"1", "2"}) {
        const auto graded = graded_json("sum " + plugin("solver_teardown_aborts") + " --suite " + four_case_suite() + " -j " + jobs, 0);
        INFO(graded.dump());
        CHECK(graded["verdict"] == "AC");
    }
}

TEST_CASE("a Solver plugin's constructors find no descriptor open but standard input, output and error", "[solver]") {
    const auto graded = graded_json("sum " + plugin("solver_load_descriptors") + " --suite " + four_case_suite() + " -j 1", 0);
    INFO(graded.dump());
    CHECK(graded["verdict"] == "AC");
}

TEST_CASE("each test of a Solver plugin starts from the state after loading: no shared page, no loading thread carries over", "[solver]") {
    // Each answers right only when it sees no earlier test: a page mapped MAP_SHARED while loading (refused: the
    // plugin falls back to a private one), and a thread started while loading that counts the tests it hears of
    // (its worker serves one test and is replaced).
    for (const char* name : {"solver_shared_page", "solver_load_thread"}) {
        for (const char* jobs : {"1", "2"}) {
            const auto graded = graded_json("sum " + plugin(name) + " -j " + jobs, 0);
            INFO(name << " -j " << jobs << ": " << graded.dump());
            CHECK(graded["verdict"] == "AC");
        }
    }
    // A plugin without threads still gets one worker per box: one load for all 22 tests.
    CHECK(load_tokens(graded_json("sum " + plugin("sum_solver_load_token") + " -j 1", 1)).size() == 1);
}
