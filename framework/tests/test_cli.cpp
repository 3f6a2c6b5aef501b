// End-to-end: the gavel binary on the fixture problems, its output, its reports and its exit codes.
#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"

using namespace gavel_test;

TEST_CASE("gavel list shows id, title and number of cases", "[cli]") {
    const auto result = gavel(on("root") + " list");
    CHECK(result.exit_code == 0);
    CHECK_THAT(result.out, Catch::Contains("sum") && Catch::Contains("A plus B") && Catch::Contains("22"));
    CHECK_THAT(result.out, Catch::Contains("crashcheck"));
}

TEST_CASE("gavel run passes a good suite, logs a line per test and writes the JSON report", "[cli]") {
    const auto report = scratch() / "report.json";
    const auto result = gavel(on("root") + " run sum --json " + report.string());
    INFO(result.err);
    CHECK(result.exit_code == 0);
    // The reference runs in a plugin worker: its memory is not measured (test_report_memory.cpp).
    CHECK_THAT(result.err, Catch::Matches("(.|\n)*info: sum/samples/statement AC [0-9]+ ms -\n(.|\n)*"));
    CHECK_THAT(result.err, Catch::Contains("sum/random/gen-20 AC"));

    const auto json = nlohmann::json::parse(read_all(report));
    REQUIRE(json.is_array());
    REQUIRE(json.size() == 1);
    const auto& problem = json[0];
    CHECK(problem["problem"] == "sum");
    CHECK(problem["solution"] == "reference");
    CHECK(problem["verdict"] == "AC");
    CHECK(problem["score"] == 100);
    CHECK(problem["max_score"] == 100);
    REQUIRE(problem["tests"].size() == 22);
    const auto& first = problem["tests"][0];
    CHECK(first["group"] == "samples");
    CHECK(first["name"] == "statement");
    CHECK(first["verdict"] == "AC");
    for (const char* key : {"time_ms", "wall_ms", "memory_kib", "message"}) CHECK(first.contains(key));
    // The temporary file of the atomic write is gone.
    for (const auto& entry : std::filesystem::directory_iterator(scratch()))
        CHECK_THAT(entry.path().filename().string(), !Catch::StartsWith(".report.json"));
}

TEST_CASE("gavel run exits 1 when a reference fails, and survives every failure", "[cli]") {
    const auto result = gavel(on("failing") + " run");
    CHECK(result.exit_code == 1);
    for (const char* line : {"misbehave/bad/wrong WA", "misbehave/bad/crash RE", "misbehave/bad/loop TLE",
                             "misbehave/bad/sleep TLE", "misbehave/bad/hog MLE", "misbehave/bad/flood OLE"})
        CHECK_THAT(result.err, Catch::Contains(line));
    CHECK_THAT(result.err, Catch::Contains("misbehave: WA (reference), score 10/100"));
}

TEST_CASE("gavel solve prints the reference answer for standard input", "[cli]") {
    const auto result = gavel(on("root") + " solve sum", "40 2\n");
    CHECK(result.exit_code == 0);
    CHECK(result.out == "42\n");

    const auto rejected = gavel(on("root") + " solve sum", "40 two\n");
    CHECK(rejected.exit_code == 2);
    CHECK(rejected.out.empty());
    CHECK_THAT(rejected.err, Catch::Contains("<stdin>: the validator rejected the input: line 1, column 4: expected b"));
}

TEST_CASE("bad input reaches the user as one clear line and exit code 2", "[cli][errors]") {
    SECTION("a broken suite") {
        const auto result = gavel(on("broken") + " run");
        CHECK(result.exit_code == 2);
        CHECK(line_count(result.err) == 1);
        CHECK_THAT(result.err, Catch::Contains("suite.yaml:7:17: duplicate case name 'statement' in group 'samples'"));
    }
    SECTION("an unknown problem") {
        const auto result = gavel(on("root") + " run nope");
        CHECK(result.exit_code == 2);
        CHECK(result.err == "gavel: unknown problem 'nope'; expected one of: crashcheck, sum\n");
    }
    SECTION("a missing plugin") {
        const auto result = gavel("--root " + std::string(FIXTURES_DIR) + "/root --plugin-path /nowhere run sum");
        CHECK(result.exit_code == 2);
        CHECK_THAT(result.err, Catch::StartsWith("gavel: plugin for problem 'sum' not found: expected sum.so in /nowhere"));
    }
    SECTION("a root without problems/") {
        const auto result = gavel("--root /nonexistent-root list");
        CHECK(result.exit_code == 2);
        CHECK_THAT(result.err, Catch::Contains("/nonexistent-root/problems: not a directory"));
    }
    SECTION("an unknown option or command") {
        const auto option = gavel(on("root") + " run --frobnicate");
        check_refused(option, "The following argument was not expected: --frobnicate\n");
        CHECK(option.out.empty());
        check_refused(gavel(on("root") + " judge"), "A subcommand is required\n");
        const auto nothing = gavel("");
        check_refused(nothing, "A subcommand is required\n");
        // Usage errors point at --help, and that is all they print.
        CHECK_THAT(nothing.err, Catch::EndsWith("Run with --help for more information.\n"));
        CHECK(line_count(nothing.err) == 2);
        check_refused(gavel(on("root") + " solve"), "ID is required\n");
    }
    SECTION("an unknown log level") {
        const auto result = gavel(on("root") + " --log-level loud list");
        CHECK(result.exit_code == 2);
        CHECK_THAT(result.err, Catch::Contains("--log-level: unknown level 'loud'"));
    }
    SECTION("a report that cannot be written leaves nothing behind") {
        const auto result = gavel(on("root") + " run sum --json /nonexistent-dir/report.json");
        CHECK(result.exit_code == 2);
        CHECK_THAT(result.err, Catch::Contains("--json: /nonexistent-dir/report.json: cannot write the file"));
        CHECK_FALSE(std::filesystem::exists("/nonexistent-dir"));
    }
}

TEST_CASE("gavel --help exits 0 and shows every option, -q hides accepted tests, --log-file keeps the log", "[cli]") {
    const auto help = gavel("--help");
    CHECK(help.exit_code == 0);
    CHECK(help.err.empty());
    CHECK_THAT(help.out, Catch::StartsWith("gavel: a judge for programming-contest problems\nUsage: "));
    // Every global option and every command, each with its one-line summary.
    for (const char* line : {"--root TEXT", "(default: $GAVEL_ROOT or .)", "--plugin-path", "--log-level", "--log-file",
                             "-q,--quiet", "--languages", "list                        list the problems: id, title, number of cases",
                             "grade                       grade a solution", "verify", "stress", "calibrate", "new", "solve"})
        CHECK_THAT(help.out, Catch::Contains(line));
    const auto grade_help = gavel("grade --help");
    CHECK(grade_help.exit_code == 0);
    CHECK_THAT(grade_help.out, Catch::Contains("ID") && Catch::Contains("SOLUTION") && Catch::Contains("--suite") &&
                                   Catch::Contains("--json") && Catch::Contains("--junit") && Catch::Contains("-j,--jobs") &&
                                   Catch::Contains("--time-limit"));
    CHECK(gavel("--version").out == "gavel 0.1.0\n");
    const auto quiet = gavel(on("root") + " -q run sum");
    CHECK(quiet.exit_code == 0);
    CHECK(quiet.err.empty());
    const auto log = scratch() / "gavel.log";
    const auto logged = gavel(on("root") + " -q --log-file " + log.string() + " run sum");
    CHECK(logged.exit_code == 0);
    CHECK_THAT(read_all(log), Catch::Contains("info sum/samples/statement AC"));
}

TEST_CASE("the global options may follow the command and its arguments", "[cli]") {
    const std::string sum = std::string(FIXTURES_DIR) + "/solutions/sum.cpp";
    // -q after the arguments: as before the command, the accepted tests are not logged.
    const auto graded = gavel("grade sum " + sum + " -j 1 -q " + on("root"));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.out, Catch::Contains("sum: AC (accepted)"));
    const auto quiet_run = gavel("run sum -q " + on("root"));
    CHECK(quiet_run.exit_code == 0);
    CHECK(quiet_run.err.empty());
    const auto loud_run = gavel("run sum " + on("root") + " --log-level info");
    CHECK_THAT(loud_run.err, Catch::Contains("info: sum/samples/statement AC"));
    const auto listed = gavel("list " + on("root") + " --log-level warn");
    CHECK(listed.exit_code == 0);
    CHECK_THAT(listed.out, Catch::Contains("\nsum "));
    CHECK_THAT(gavel("grade --help").out, Catch::Contains("The global options (gavel --help) may follow the command too"));
}

TEST_CASE("gavel -q shortens grade's table to the failed tests and verify's to the solutions not as promised", "[cli]") {
    const auto graded = gavel(on("root") + " grade sum " + std::string(FIXTURES_DIR) + "/solutions/odd_wrong.c --all -q");
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    std::size_t rows = 0;
    std::istringstream lines(graded.out);
    for (std::string line; std::getline(lines, line);) {
        CHECK_THAT(line, !Catch::Matches(" *[0-9]+  \\S+ +(AC|SK) .*"));
        rows += std::regex_match(line, std::regex(" *[0-9]+  \\S+ +WA .*"));
    }
    CHECK(rows > 0);
    CHECK_THAT(graded.out, Catch::Contains("sum: WA (wrong answer)"));
    const auto verified = gavel(on("misfiled") + " verify -q");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 1);
    CHECK_THAT(verified.out, Catch::Contains("WRONG VERDICT") && !Catch::Contains(" ok\n") && !Catch::Contains("every solution on every group"));
    CHECK_THAT(verified.out, Catch::Contains("\nverify: "));
    const auto promised = gavel(on("root") + " verify sum --fail-fast -q");
    INFO(promised.out << promised.err);
    CHECK(promised.exit_code == 0);
    CHECK_THAT(promised.out, !Catch::Contains("accepted/sum.cpp") && Catch::Contains("verify: 6 solutions, 6 as their folders promise"));
}

TEST_CASE("jobs 0 (-j 0) is one box per CPU, as the help's default 0 says", "[cli]") {
    const auto help = gavel("grade --help");
    CHECK_THAT(help.out, Catch::Contains("=0") && Catch::Contains("0 (the default): one per CPU"));
    CHECK_THAT(gavel("verify --help").out, Catch::Contains("0 (the default): one per CPU"));
    const auto graded = gavel(on("root") + " grade sum " + std::string(FIXTURES_DIR) + "/solutions/sum.cpp -j 0");
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.out, Catch::Contains("22/22 tests accepted"));
    check_refused(gavel(on("root") + " grade sum " + std::string(FIXTURES_DIR) + "/solutions/sum.cpp -j 257"),
                  "--jobs: Value 257 not in range 0 to 256");
}
