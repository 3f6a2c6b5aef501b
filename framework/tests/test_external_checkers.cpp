// External checker programs in the testlib and Kattis protocols, compiled once and run in the sandbox.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

std::string solution(const std::string& name) { return (std::filesystem::path(FIXTURES_DIR) / "solutions" / name).string(); }

nlohmann::json grade_json(const std::string& problem, const std::string& file, int expected_exit) {
    const auto report = scratch() / "checker.json";
    std::filesystem::remove(report);
    const auto result = gavel(on("checkers") + " grade " + problem + " " + solution(file) + " -j 1 --json " + report.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == expected_exit);
    return nlohmann::json::parse(read_all(report))[0];
}

}  // namespace

TEST_CASE("a testlib checker decides by its exit code and explains on stderr", "[checkers][external]") {
    CHECK(grade_json("sum_testlib", "sum.cpp", 0)["verdict"] == "AC");
    const auto wrong = grade_json("sum_testlib", "wrong.c", 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["tests"][0]["message"] == "wrong answer expected 3, found -1");
    CHECK(gavel(on("checkers") + " run sum_testlib").exit_code == 0);
}

TEST_CASE("a Kattis output validator reads the output on stdin and answers 42 or 43", "[checkers][external]") {
    CHECK(grade_json("sum_kattis", "sum.py", 0)["verdict"] == "AC");
    const auto wrong = grade_json("sum_kattis", "wrong.c", 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["tests"][0]["message"] == "expected 3, found -1");
}

TEST_CASE("a crashing checker is IE, a checker that does not compile is refused", "[checkers][external][errors]") {
    const auto crashed = grade_json("sum_crashchecker", "sum.cpp", 1);
    CHECK(crashed["verdict"] == "IE");
    CHECK_THAT(crashed["tests"][0]["message"].get<std::string>(), Catch::Contains("the checker failed"));

    const auto broken = gavel(on("checkers") + " grade sum_badchecker " + solution("sum.cpp"));
    CHECK(broken.exit_code == 2);
    CHECK_THAT(broken.err, Catch::Contains("checker") && Catch::Contains("broken_checker.cpp does not compile"));
}
