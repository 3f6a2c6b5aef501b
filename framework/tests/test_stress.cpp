// gavel stress: finds the first difference with the reference, shrinks it, writes a suite case.
#include <catch2/catch.hpp>

#include <regex>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {
std::string fixture(const std::string& path) { return (std::filesystem::path(FIXTURES_DIR) / path).string(); }
}  // namespace

TEST_CASE("stress finds a wrong answer, shrinks its parameters and writes a ready suite case", "[stress]") {
    const auto case_file = scratch() / "found.yaml";
    const auto result = gavel(on("root") + " stress sum " + fixture("solutions/odd_wrong.c") +
                              " --param bound=1000000 --case-file " + case_file.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    CHECK_THAT(result.out, Catch::StartsWith("WA on input "));
    std::smatch bound;
    const std::string out = result.out;
    REQUIRE(std::regex_search(out, bound, std::regex("parameters: bound=([0-9]+)")));
    CHECK(std::stoll(bound[1]) < 1000000);
    const std::string yaml = read_all(case_file);
    CHECK_THAT(yaml, Catch::Contains("- name: stress-") && Catch::Contains("  input: |\n    ") && Catch::Contains("  answer: |\n    "));
}

TEST_CASE("stress reports crashes and timeouts as differences too", "[stress]") {
    const auto crash = gavel(on("root") + " stress sum " + fixture("root/problems/sum/solutions/runtime_error/crash.c") +
                             " --count 5 --case-file " + (scratch() / "crash.yaml").string());
    CHECK(crash.exit_code == 1);
    CHECK_THAT(crash.out, Catch::StartsWith("RE on input 1"));
    const auto slow = gavel(on("root") + " stress sum " + fixture("root/problems/sum/solutions/time_limit_exceeded/slow.c") +
                            " --count 2 --case-file " + (scratch() / "slow.yaml").string());
    CHECK(slow.exit_code == 1);
    CHECK_THAT(slow.out, Catch::StartsWith("TLE on input 1"));
}

TEST_CASE("stress passes a correct solution", "[stress]") {
    const auto result = gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --count 30");
    CHECK(result.exit_code == 0);
    CHECK_THAT(result.out, Catch::Contains("no difference in 30 generated inputs"));
}

TEST_CASE("stress refuses bad input with exit code 2", "[stress][errors]") {
    const auto no_generator = gavel(on("root") + " stress crashcheck " + fixture("solutions/sum.cpp"));
    CHECK(no_generator.exit_code == 2);
    CHECK_THAT(no_generator.err, Catch::Contains("gavel stress needs a generator") && Catch::Contains("problem 'crashcheck'") && Catch::Contains("lacks a generator"));
    check_refused(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param bound=lots"), "the generator rejected its parameters: parameter bound: expected an integer, found 'lots'");
    check_refused(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param size=3"), "unknown generator parameter(s): size");
    CHECK(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param bound").exit_code == 2);
    check_refused(gavel(on("root") + " stress sum /nowhere/x.cpp"), "/nowhere/x.cpp: solution not found");
}
