// gavel verify and gavel calibrate on the fixture problem's bundled solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

// A root of its own in scratch(): the fixture root's sum problem and suite, with the bundled solutions `files`
// (path under solutions/ -> text; a text starting with "copy:" is a file of the fixtures' solutions/ copied).
std::string root_with_solutions(const std::string& name, const std::vector<std::pair<std::string, std::string>>& files) {
    namespace fs = std::filesystem;
    const fs::path root = scratch() / name, fixture = fs::path(FIXTURES_DIR) / "root";
    fs::remove_all(root);
    fs::create_directories(root / "problems" / "sum" / "solutions");
    fs::create_directories(root / "testcases" / "sum");
    fs::copy_file(fixture / "problems" / "sum" / "problem.yaml", root / "problems" / "sum" / "problem.yaml");
    fs::copy_file(fixture / "testcases" / "sum" / "suite.yaml", root / "testcases" / "sum" / "suite.yaml");
    for (const auto& [path, text] : files) {
        const fs::path target = root / "problems" / "sum" / "solutions" / path;
        fs::create_directories(target.parent_path());
        if (text.starts_with("copy:")) fs::copy_file(fs::path(FIXTURES_DIR) / "solutions" / text.substr(5), target);
        else std::ofstream(target) << text;
    }
    return "--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR;
}

}  // namespace

TEST_CASE("verify grades every bundled solution against its folder's promise", "[verify]") {
    const auto result = gavel(on("root") + " verify sum");
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    for (const char* row : {"accepted/sum.cpp", "accepted/sum.py", "wrong_answer/difference.c", "time_limit_exceeded/slow.c",
                            "memory_limit_exceeded/hog.cpp", "runtime_error/crash.c"})
        CHECK_THAT(result.out, Catch::Contains(row));
    CHECK_THAT(result.out, Catch::Contains("verify: 6 solutions, 6 as their folders promise, 0 not"));
}

TEST_CASE("verify fails when a solution does not get its folder's verdict", "[verify]") {
    const auto result = gavel(on("misfiled") + " verify");
    CHECK(result.exit_code == 1);
    CHECK_THAT(result.out, Catch::Contains("accepted/difference.c") && Catch::Contains("WRONG VERDICT"));
}

TEST_CASE("calibrate proposes twice the slowest accepted test and checks the slow solutions' margin", "[verify]") {
    const auto result = gavel(on("root") + " calibrate sum");
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    // Twice the slowest accepted test, rounded up to 100 ms; the slowest is read back from the same output,
    // whole milliseconds, so a proposal one step up is right too when doubling the fraction crossed a step.
    const std::regex slowest_line(R"(slowest \S+\s+(\d+) ms)");
    int slowest = 0;
    for (auto it = std::sregex_iterator(result.out.begin(), result.out.end(), slowest_line); it != std::sregex_iterator(); ++it)
        slowest = std::max(slowest, std::stoi((*it)[1]));
    REQUIRE(slowest > 0);
    const int low = (2 * slowest + 99) / 100 * 100, high = (2 * (slowest + 1) + 99) / 100 * 100;
    const bool proposed = result.out.find("proposed time limit: " + std::to_string(low) + " ms") != std::string::npos ||
                          result.out.find("proposed time limit: " + std::to_string(high) + " ms") != std::string::npos;
    CHECK(proposed);
    CHECK_THAT(result.out, Catch::Contains("time_limit_exceeded/slow.c") && Catch::Contains("at least 1.5x over it"));
}

TEST_CASE("verify and calibrate refuse bad input with exit code 2", "[verify][errors]") {
    CHECK(gavel(on("root") + " verify nope").exit_code == 2);
    CHECK(gavel(on("root") + " calibrate").exit_code == 2);
    check_refused(gavel(on("root") + " calibrate crashcheck"), "solutions/accepted: no accepted solution to calibrate with");
}

TEST_CASE("verify grades again at 1.5x the limit and warns when the verdict changes there", "[verify]") {
    // borderline.c uses 500 ms of CPU under a 400 ms limit: TLE as its folder promises, AC at 600 ms. slow.c is
    // TLE at both, sum.cpp AC at both: only borderline.c is sensitive.
    const auto result = gavel(on("sensitive") + " verify sum -j 1");
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);  // sensitive is a warning, not a failure
    CHECK_THAT(result.out, Catch::Matches("(.|\n)*time_limit_exceeded/borderline\\.c +TLE +TLE +AC +ok, sensitive to time limit\n(.|\n)*"));
    CHECK_THAT(result.out, Catch::Matches("(.|\n)*time_limit_exceeded/slow\\.c +TLE +TLE +TLE +ok\n(.|\n)*"));
    CHECK_THAT(result.out, Catch::Matches("(.|\n)*accepted/sum\\.cpp +AC +AC +AC +ok\n(.|\n)*"));
    CHECK_THAT(result.out, Catch::Contains("verify: 3 solutions, 3 as their folders promise, 0 not, 0 not run, 1 sensitive to time limit"));
    CHECK_THAT(result.err, Catch::Contains("sum: time_limit_exceeded/borderline.c is sensitive to time limit (TLE at the limit, AC at 1.5x)"));
    CHECK_THAT(result.err, !Catch::Contains("slow.c is sensitive") && !Catch::Contains("sum.cpp is sensitive"));
}

TEST_CASE("verify's WRONG VERDICT names the test that gave the verdict, or says that every test is AC", "[verify]") {
    const auto misfiled = gavel(on("misfiled") + " verify");
    INFO(misfiled.out << misfiled.err);
    CHECK(misfiled.exit_code == 1);
    CHECK_THAT(misfiled.out, Catch::Contains("WRONG VERDICT (WA on samples/statement: ") && Catch::Contains("expected '3', found '-1'"));
    const auto right = gavel(root_with_solutions("right-as-wrong", {{"wrong_answer/right.cpp", "copy:sum.cpp"}}) + " verify");
    INFO(right.out << right.err);
    CHECK(right.exit_code == 1);
    CHECK_THAT(right.out, Catch::Contains("wrong_answer/right.cpp") && Catch::Contains("WRONG VERDICT (every test is AC)"));
}

TEST_CASE("verify skips what is no solution with a note, and warns of a solutions folder it does not know", "[verify]") {
    const auto result = gavel(root_with_solutions("readme", {{"accepted/sum.cpp", "copy:sum.cpp"},
                                                             {"accepted/README.md", "# Notes\nThese pass.\n"},
                                                             {"acepted/wrong.c", "copy:wrong.c"}}) +
                              " verify");
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    CHECK_THAT(result.out, Catch::Contains("verify: 1 solutions, 1 as their folders promise, 0 not"));
    CHECK_THAT(result.err, Catch::Contains("sum: accepted/README.md: skipped, not a solution (expected a source file (.c"));
    CHECK_THAT(result.err, Catch::Contains("solutions/acepted: not a solutions folder gavel knows (accepted, wrong_answer, "));
}
