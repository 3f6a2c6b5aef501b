// A contestant's Solver plugin in its box (sandbox/solver_worker.cpp, cli/solver_host.cpp): how a test ends is
// decided by what the kernel saw, and each test starts from the state the plugin had after loading.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "fixture_inputs.hpp"
#include "graded_report.hpp"

using namespace gavel_test;

namespace {

std::string plugin(const std::string& name) { return (std::filesystem::path(TEST_PLUGIN_DIR) / (name + ".so")).string(); }

nlohmann::json graded_json(const std::string& arguments, int expected_exit) { return graded_report("root", arguments, expected_exit); }

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
