// What each exit code of an external checker means: testlib's 0 OK, 1 WA, 2 PE, 3 FAIL (IE), 7 points (WA, as
// gavel scores whole groups) and anything else IE; Kattis's 42 AC, 43 WA, and any other ending IE. The fixture
// checkers exit with the code their test's input names, so one grading shows every reading.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <map>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

// test name -> {verdict, message} of one grading of a solution that always answers "x".
std::map<std::string, std::pair<std::string, std::string>> graded(const std::string& problem) {
    const auto report = scratch() / ("exits-" + problem + ".json");
    const auto result = gavel(on("checker-exits") + " grade " + problem + " " + FIXTURES_DIR + "/solutions/answer_x.c --all -j 1 --json " + report.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    std::map<std::string, std::pair<std::string, std::string>> tests;
    const auto json = nlohmann::json::parse(read_all(report));
    for (const auto& test : json[0]["tests"])
        tests[test["name"]] = {test["verdict"], test["message"]};
    return tests;
}

}  // namespace

TEST_CASE("a testlib checker's exit codes: 0 AC, 1 WA, 2 PE, 3 IE, 7 WA for partial points, others IE", "[checkers][external]") {
    auto tests = graded("told_testlib");
    REQUIRE(tests.size() == 6);
    CHECK(tests["ok"] == std::pair<std::string, std::string>{"AC", "told to exit 0"});
    CHECK(tests["wa"] == std::pair<std::string, std::string>{"WA", "told to exit 1"});
    CHECK(tests["pe"] == std::pair<std::string, std::string>{"PE", "told to exit 2"});
    // FAIL is the checker's own failure (a broken answer file, say): never the contestant's.
    CHECK(tests["fail"] == std::pair<std::string, std::string>{"IE", "the checker failed (exit code 3): told to exit 3"});
    CHECK(tests["points"] == std::pair<std::string, std::string>{"WA", "partial credit (told to exit 7); gavel scores whole groups only"});
    CHECK(tests["other"] == std::pair<std::string, std::string>{"IE", "the checker failed (exit code 5): told to exit 5"});
}

TEST_CASE("a Kattis validator's endings: 42 AC, 43 WA, any other exit or a crash IE", "[checkers][external]") {
    auto tests = graded("told_kattis");
    REQUIRE(tests.size() == 5);
    CHECK(tests["accepted"] == std::pair<std::string, std::string>{"AC", "told to exit 42"});
    CHECK(tests["wrong"] == std::pair<std::string, std::string>{"WA", "told to exit 43"});
    // Exit 0 is success to most programs, but not in this protocol: it is IE, with the validator's reason kept.
    CHECK(tests["zero"].first == "IE");
    CHECK_THAT(tests["zero"].second, Catch::StartsWith("the checker failed: ") && Catch::EndsWith(": told to exit 0"));
    CHECK(tests["one"].first == "IE");
    CHECK_THAT(tests["one"].second, Catch::StartsWith("the checker failed: ") && Catch::Contains("1") && Catch::EndsWith(": told to exit 1"));
    CHECK(tests["crash"].first == "IE");
    CHECK_THAT(tests["crash"].second, Catch::StartsWith("the checker failed: ") && Catch::Contains("signal"));
}
