// gavel verify's invocation matrix: every solution against every group, and how near the time limit they come.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"
#include "made_results.hpp"
#include "tools/verify_matrix.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

using gavel::Duration;
using gavel::Verdict;

gavel::VerifyRow row(const std::string& solution, Verdict expected, std::vector<gavel::TestResult> tests) {
    gavel::VerifyRow made;
    made.solution = solution;
    made.expected = expected;
    made.report.tests = std::move(tests);
    made.got = Verdict::accepted;
    for (const auto& test : made.report.tests)
        if (test.verdict != Verdict::accepted) {
            made.got = test.verdict;
            break;
        }
    made.as_expected = made.got == expected;
    return made;
}

}  // namespace

TEST_CASE("the matrix has a cell per solution and group: its first failure, else AC, and its slowest test", "[matrix]") {
    const std::vector<gavel::VerifyRow> rows = {
        row("accepted/a.cpp", Verdict::accepted, {made_result("samples", "one", Verdict::accepted, 3), made_result("big", "x", Verdict::accepted, 90),
                                                   made_result("big", "y", Verdict::accepted, 120)}),
        row("wrong_answer/w.cpp", Verdict::wrong_answer, {made_result("samples", "one", Verdict::accepted, 2), made_result("big", "x", Verdict::wrong_answer, 40),
                                                          made_result("big", "y", Verdict::runtime_error, 70)}),
        // Fail-fast: what was not run is SK, and has no time.
        row("wrong_answer/f.cpp", Verdict::wrong_answer, {made_result("samples", "one", Verdict::wrong_answer, 1), made_result("big", "x", Verdict::skipped, std::nullopt),
                                                          made_result("big", "y", Verdict::skipped, std::nullopt)}),
    };
    const auto matrix = gavel::verify_matrix("p", rows, {ms(1000), ms(1000), ms(1000)});
    REQUIRE(matrix.groups == std::vector<std::string>{"samples", "big"});
    REQUIRE(matrix.rows.size() == 3);
    CHECK(matrix.rows[0].cells[1].verdict == Verdict::accepted);
    CHECK(matrix.rows[0].cells[1].worst == ms(120));
    CHECK(matrix.rows[1].cells[1].verdict == Verdict::wrong_answer);
    CHECK(matrix.rows[1].cells[1].worst == ms(70));
    CHECK(matrix.rows[2].cells[0].verdict == Verdict::wrong_answer);
    CHECK(matrix.rows[2].cells[1].verdict == Verdict::skipped);
    CHECK_FALSE(matrix.rows[2].cells[1].worst);
    REQUIRE(matrix.slowest_accepted);
    CHECK(matrix.slowest_accepted->solution == "accepted/a.cpp");
    CHECK(matrix.slowest_accepted->test == "big/y");
    CHECK_FALSE(matrix.fastest_rejected);
    CHECK(matrix.time_limit_warnings.empty());
}

TEST_CASE("a time limit within 20% of the slowest accepted or the fastest rejected test is warned of", "[matrix]") {
    const auto tle_row = [](const std::string& name, int at_limit, std::optional<int> retried_ms, Verdict retried_verdict) {
        gavel::VerifyRow made = row(name, Verdict::time_limit, {made_result("g", "a", Verdict::accepted, 10), made_result("g", "b", Verdict::time_limit, at_limit)});
        if (retried_ms) made.retried.emplace(1, made_result("g", "b", retried_verdict, *retried_ms));
        return made;
    };
    const std::vector<Duration> limits = {ms(1000), ms(1000)};
    SECTION("an accepted solution at 80% of its limit, or more") {
        const auto near = gavel::verify_matrix("p", {row("accepted/a.cpp", Verdict::accepted, {made_result("g", "a", Verdict::accepted, 10), made_result("g", "b", Verdict::accepted, 800)})}, limits);
        REQUIRE(near.time_limit_warnings.size() == 1);
        CHECK(near.time_limit_warnings[0] == "accepted/a.cpp takes 800 ms on g/b, within 20% below its limit of 1.00 s");
        const auto far = gavel::verify_matrix("p", {row("accepted/a.cpp", Verdict::accepted, {made_result("g", "a", Verdict::accepted, 10), made_result("g", "b", Verdict::accepted, 790)})}, limits);
        CHECK(far.time_limit_warnings.empty());
    }
    SECTION("a rejected one at 120% of it, or less, as measured at 1.5x the limit") {
        const auto near = gavel::verify_matrix("p", {tle_row("time_limit_exceeded/t.cpp", 1000, 1200, Verdict::accepted)}, limits);
        REQUIRE(near.fastest_rejected);
        CHECK_FALSE(near.fastest_rejected->at_least);
        REQUIRE(near.time_limit_warnings.size() == 1);
        CHECK(near.time_limit_warnings[0] == "time_limit_exceeded/t.cpp takes 1.20 s on g/b, within 20% above its limit of 1.00 s");
        CHECK(gavel::verify_matrix("p", {tle_row("time_limit_exceeded/t.cpp", 1000, 1210, Verdict::accepted)}, limits).time_limit_warnings.empty());
    }
    SECTION("still TLE at 1.5x: a floor, never within 20%; the fastest of several rejected solutions counts") {
        const auto matrix = gavel::verify_matrix("p", {tle_row("time_limit_exceeded/never.cpp", 1000, 1500, Verdict::time_limit),
                                                       tle_row("time_limit_exceeded/close.cpp", 1000, 1300, Verdict::accepted)},
                                                 limits);
        REQUIRE(matrix.fastest_rejected);
        CHECK(matrix.fastest_rejected->solution == "time_limit_exceeded/close.cpp");
        CHECK(matrix.time_limit_warnings.empty());
        const auto alone = gavel::verify_matrix("p", {tle_row("time_limit_exceeded/never.cpp", 1000, 1500, Verdict::time_limit)}, limits);
        REQUIRE(alone.fastest_rejected);
        CHECK(alone.fastest_rejected->at_least);
        CHECK(alone.time_limit_warnings.empty());
        // Ended by the wall clock with little CPU time (it waits): at least the limit it ran under, 1.5 s.
        const auto waiting = gavel::verify_matrix("p", {tle_row("time_limit_exceeded/waits.cpp", 3, 4, Verdict::time_limit)}, limits);
        REQUIRE(waiting.fastest_rejected);
        CHECK(waiting.fastest_rejected->at_least);
        CHECK(waiting.fastest_rejected->time == ms(1500));
    }
}

TEST_CASE("verify judges every test and prints the matrix of solutions and groups, --fail-fast stops each at its first failure", "[matrix][verify][cli]") {
    const auto json_file = scratch() / "matrix.json";
    const auto every = gavel_test::gavel(on("root") + " verify sum --json " + json_file.string());
    INFO(every.out << every.err);
    CHECK(every.exit_code == 0);
    CHECK_THAT(every.out, Catch::Contains("sum: every solution on every group (verdict and slowest test, CPU ms)"));
    CHECK_THAT(every.out, Catch::Contains("groups: #1 samples, #2 random"));
    CHECK_THAT(every.out, Catch::Matches("(.|\n)*\ntime_limit_exceeded/slow\\.c +TLE +TLE +TLE [0-9]+ +TLE [0-9]+\n(.|\n)*"));
    CHECK_THAT(every.out, Catch::Matches("(.|\n)*\nwrong_answer/difference\\.c +WA +WA +WA [0-9]+ +WA [0-9]+\n(.|\n)*"));
    CHECK_THAT(every.out, Catch::Contains("slowest accepted: ") && Catch::Matches("(.|\n)*\nfastest rejected: at least 1\\.[0-9]+ s \\(time_limit_exceeded/slow\\.c on samples/statement\\)(.|\n)*"));
    const auto json = nlohmann::json::parse(read_all(json_file));
    const auto& matrix = json["problems"][0]["matrix"];
    CHECK(matrix["groups"] == nlohmann::json::array({"samples", "random"}));
    // Every test judged: difference.c has a verdict on each of the 22.
    for (const auto& submission : json["problems"][0]["submissions"])
        if (submission["submission"] == "wrong_answer/difference.c")
            for (const auto& test : submission["tests"]) CHECK(test["verdict"] == "WA");
    CHECK(matrix["fastest_rejected"]["at_least"] == true);

    const auto fast = gavel_test::gavel(on("root") + " verify sum --fail-fast");
    INFO(fast.out << fast.err);
    CHECK(fast.exit_code == 0);
    CHECK_THAT(fast.out, Catch::Matches("(.|\n)*\nwrong_answer/difference\\.c +WA +WA +WA [0-9]+ +SK *\n(.|\n)*"));
}

TEST_CASE("verify warns of a time limit within 20% of the slowest accepted and the fastest rejected solution", "[matrix][verify][cli]") {
    // Two tests under a 500 ms limit: an accepted solution that spins 450 ms of CPU, one that spins 550 ms.
    const fs::path root = scratch() / "tight-limit";
    fs::remove_all(root);
    fs::create_directories(root / "problems" / "sum" / "solutions" / "accepted");
    fs::create_directories(root / "problems" / "sum" / "solutions" / "time_limit_exceeded");
    fs::create_directories(root / "testcases" / "sum");
    std::ofstream(root / "problems" / "sum" / "problem.yaml") << "id: sum\ntitle: A plus B\nlimits: { time: 500ms, memory: 64MiB }\nchecker: tokens\n";
    std::ofstream(root / "testcases" / "sum" / "suite.yaml")
        << "problem: sum\ngroups:\n  - name: all\n    points: 100\n    cases:\n      - { name: one, input: \"1 2\\n\", answer: \"3\\n\" }\n"
           "      - { name: two, input: \"2 2\\n\", answer: \"4\\n\" }\n";
    const auto spinner = [](int ms) {
        return "#include <stdio.h>\n#include <time.h>\nint main(void) { long long a, b; if (scanf(\"%lld %lld\", &a, &b) != 2) return 1;\n"
               "  while (clock() < " + std::to_string(ms) + " * (CLOCKS_PER_SEC / 1000)) { }\n  printf(\"%lld\\n\", a + b); return 0; }\n";
    };
    std::ofstream(root / "problems" / "sum" / "solutions" / "accepted" / "spins.c") << spinner(450);
    std::ofstream(root / "problems" / "sum" / "solutions" / "time_limit_exceeded" / "spins_more.c") << spinner(550);
    const auto verified = gavel_test::gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " verify sum -j 1");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);  // a warning, not a failure
    CHECK_THAT(verified.err, Catch::Contains("sum: sensitive to the time limit: accepted/spins.c takes ") &&
                                 Catch::Contains(", within 20% below its limit of 500 ms"));
    CHECK_THAT(verified.err, Catch::Contains("sum: sensitive to the time limit: time_limit_exceeded/spins_more.c takes ") &&
                                 Catch::Contains(", within 20% above its limit of 500 ms"));
}

TEST_CASE("the matrix wraps its group columns into blocks that fit the width", "[matrix][cli]") {
    // 24 groups of one case do not fit 120 columns beside the solution's name: several blocks, each with a header.
    const fs::path root = scratch() / "many-groups";
    fs::remove_all(root);
    fs::create_directories(root / "problems" / "sum" / "solutions" / "accepted");
    fs::create_directories(root / "testcases" / "sum");
    fs::copy_file(fs::path(FIXTURES_DIR) / "root" / "problems" / "sum" / "problem.yaml", root / "problems" / "sum" / "problem.yaml");
    fs::copy_file(fs::path(FIXTURES_DIR) / "solutions" / "sum.cpp", root / "problems" / "sum" / "solutions" / "accepted" / "sum.cpp");
    std::ofstream suite(root / "testcases" / "sum" / "suite.yaml");
    suite << "problem: sum\ngroups:\n";
    for (int g = 1; g <= 24; ++g)
        suite << "  - name: group-" << g << "\n    points: 1\n    cases:\n      - { name: only, input: \"" << g << " 1\\n\", answer: \"" << g + 1 << "\\n\" }\n";
    suite.close();
    const auto verified = gavel_test::gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " verify sum");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    const auto matrix_start = verified.out.find("sum: every solution on every group");
    REQUIRE(matrix_start != std::string::npos);
    std::size_t headers = 0, widest = 0;
    std::istringstream lines(verified.out.substr(matrix_start));
    for (std::string line; std::getline(lines, line) && !line.starts_with("groups:");) {
        headers += line.starts_with("SOLUTION ");
        widest = std::max(widest, line.size());
    }
    CHECK(headers >= 2);
    CHECK(widest <= 120);
    CHECK_THAT(verified.out, Catch::Contains("#24") && Catch::Contains("#24 group-24\n"));
}
