// What each exit code of an external checker means: testlib's 0 OK, 1 WA, 2 PE, 3 FAIL (IE), 7 quitp's points
// and _pc(n) partial credit (AC for a fraction of the test's points, read from the report) and anything else IE;
// Kattis's 42 AC (with score.txt a fraction in gavel's problems), 43 WA, and any other ending IE. The fixture
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

TEST_CASE("a testlib checker's exit codes: 0 AC, 1 WA, 2 PE, 3 IE, 7 without a points report IE, others IE", "[checkers][external]") {
    auto tests = graded("told_testlib");
    REQUIRE(tests.size() == 6);
    CHECK(tests["ok"] == std::pair<std::string, std::string>{"AC", "told to exit 0"});
    CHECK(tests["wa"] == std::pair<std::string, std::string>{"WA", "told to exit 1"});
    CHECK(tests["pe"] == std::pair<std::string, std::string>{"PE", "told to exit 2"});
    // FAIL is the checker's own failure (a broken answer file, say): never the contestant's.
    CHECK(tests["fail"] == std::pair<std::string, std::string>{"IE", "the checker failed (exit code 3): told to exit 3"});
    CHECK(tests["points"] == std::pair<std::string, std::string>{
                                 "IE", "the checker failed: it exited with 7 (testlib's quitp), but its report 'told to exit 7' "
                                       "does not start with 'points <value>'"});
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

namespace {

// test name -> its JSON entry, of one grading (every test run) of a solution that answers "x".
std::map<std::string, nlohmann::json> graded_tests(const std::string& problem) {
    const auto report = scratch() / ("credit-" + problem + ".json");
    const auto result = gavel(on("checker-exits") + " grade " + problem + " " + FIXTURES_DIR + "/solutions/answer_x.c --all -j 1 -q --json " + report.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    std::map<std::string, nlohmann::json> tests;
    const auto json = nlohmann::json::parse(read_all(report));
    for (const auto& test : json[0]["tests"]) tests[test["name"]] = test;
    return tests;
}

void check_credit(const nlohmann::json& test, double fraction, const std::string& message) {
    INFO(test.dump());
    CHECK(test["verdict"] == "AC");
    CHECK(test["fraction"].get<double>() == Approx(fraction));
    CHECK(test["message"] == message);
}

void check_failed(const nlohmann::json& test, const std::string& message) {
    INFO(test.dump());
    CHECK(test["verdict"] == "IE");
    CHECK(test["fraction"].is_null());
    CHECK(test["message"] == message);
}

}  // namespace

TEST_CASE("a testlib checker's partial credit: quitp's points and _pc(n) as fractions, anything out of range IE", "[checkers][external][scores]") {
    auto tests = graded_tests("told_testlib_credit");
    REQUIRE(tests.size() == 10);
    check_credit(tests["quitp-half"], 0.5, "half of it");
    check_credit(tests["quitp-whole"], 1, "");
    check_failed(tests["quitp-over"], "the checker failed: quitp's points 1.5 are outside 0..1 (gavel reads them as the fraction of the test's points)");
    check_failed(tests["quitp-nan"], "the checker failed: quitp's points 'nan' are not a number");
    check_failed(tests["quitp-unsaid"], "the checker failed: it exited with 7 (testlib's quitp), but its report 'scored well' does not start with 'points <value>'");
    check_credit(tests["pc-40"], 0.4, "most of it");
    check_credit(tests["pc-testsys"], 0.4, "on Testsys");  // 50 + n, testlib built for Testsys
    check_credit(tests["pc-1"], 0.01, "a little");         // exit 1, yet _pc(1) by its report
    check_failed(tests["pc-over"], "the checker failed: _pc(150) is over 100 (gavel reads _pc(n) as n/100 of the test's points)");
    // A report whose n the exit code does not match is no _pc: the exit code decides.
    CHECK(tests["pc-other-code"]["verdict"] == "WA");
    CHECK(tests["pc-other-code"]["message"] == "partially correct (5) but exits 1");
}

TEST_CASE("a Kattis checker's score.txt in a gavel problem is the test's fraction, and over 1 or invalid is IE naming the file", "[checkers][external][scores]") {
    auto tests = graded_tests("told_kattis_score");
    REQUIRE(tests.size() == 4);
    check_credit(tests["quarter"], 0.25, "");
    CHECK(tests["quarter"]["score"].is_null());  // a fraction, not a package's score
    check_credit(tests["multiplier"], 0.75, "");
    check_failed(tests["over"], "the checker's score.txt holds 1.5: expected the fraction of the test's points, from 0 to 1");
    check_failed(tests["negative"], "the checker's score.txt is invalid: expected one non-negative number, found '-1'");
}
