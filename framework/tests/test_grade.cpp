// `gavel grade` end to end: languages, Solver plugins, reports, parallel runs, Ctrl-C and bad input.
#include <catch2/catch.hpp>

#include <signal.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <map>
#include <set>
#include <thread>

#include "cli_runner.hpp"
#include "graded_report.hpp"
#include "fixture_inputs.hpp"
#include "running_gavel.hpp"

using namespace gavel_test;

namespace {

std::string solution(const std::string& name) { return (std::filesystem::path(FIXTURES_DIR) / "solutions" / name).string(); }
std::string plugin(const std::string& name) { return (std::filesystem::path(TEST_PLUGIN_DIR) / (name + ".so")).string(); }

nlohmann::json graded_json(const std::string& arguments, int expected_exit) { return graded_report("root", arguments, expected_exit); }

}  // namespace

TEST_CASE("C++, C and Python solutions are compiled once and graded", "[grade]") {
    const auto cpp = gavel(on("root") + " grade sum " + solution("sum.cpp"));
    CHECK(cpp.exit_code == 0);
    CHECK_THAT(cpp.out, Catch::Contains("samples/statement") && Catch::Contains("sum: AC (accepted)  score 100/100  22/22"));
    CHECK(graded_json("sum " + solution("sum.py"), 0)["verdict"] == "AC");

    const auto wrong = graded_json("sum " + solution("wrong.c"), 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["score"] == 0);
    CHECK(wrong["solution"] == "wrong.c");
    CHECK_THAT(wrong["tests"][0]["message"].get<std::string>(), Catch::Contains("expected '3', found '-1'"));
}

TEST_CASE("an executable is graded as it is", "[grade]") {
    CHECK(graded_json("sum " + std::string(SUM_EXECUTABLE), 0)["verdict"] == "AC");
}

TEST_CASE("Solver plugins are graded in the sandbox, their faults are their verdicts", "[grade]") {
    CHECK(graded_json("sum " + plugin("sum_solver"), 0)["verdict"] == "AC");
    CHECK(graded_json("sum " + plugin("sum_solver_wrong"), 1)["verdict"] == "WA");
    CHECK(graded_json("sum " + plugin("sum_solver_crash"), 1)["verdict"] == "RE");
    CHECK(graded_json("sum " + plugin("sum_solver_loop") + " --time-limit 200ms", 1)["verdict"] == "TLE");
    const auto old_abi = graded_json("sum " + plugin("solver_wrong_abi"), 1);
    CHECK(old_abi["verdict"] == "CE");
    CHECK_THAT(old_abi["compile_error"].get<std::string>(), Catch::Contains("ABI version mismatch"));
}

TEST_CASE("a Solver plugin is loaded once per box and each test runs in a fresh child", "[grade]") {
    CHECK(graded_json("sum " + plugin("sum_solver_loaded_once") + " -j 2", 0)["verdict"] == "AC");
    // Each load of the library draws its own token and every test prints it (a wrong answer, so the checker's
    // message shows it): one box, one load, one token for all 22 tests; two boxes, at most two.
    for (const auto& [jobs, most] : {std::pair{1, 1u}, std::pair{2, 2u}}) {
        const auto tokens = graded_json("sum " + plugin("sum_solver_load_token") + " --all -j " + std::to_string(jobs), 1);
        REQUIRE(tokens["tests"].size() == 22);
        const std::set<std::string> loads = load_tokens(tokens);
        INFO("-j " << jobs);
        CHECK(loads.size() >= 1);
        CHECK(loads.size() <= most);
    }
}

TEST_CASE("after a crash the worker is replaced and the following tests still run normally", "[grade]") {
    // The build crashes exactly on the inputs whose first number is even: each test's verdict is known.
    const auto prepared = suite_inputs("root", "sum");
    const auto crashing = graded_json("sum " + plugin("sum_solver_crash_even") + " --all -j 1", 1);
    CHECK(crashing["verdict"] == "RE");
    REQUIRE(crashing["tests"].size() == prepared.size());
    std::size_t even = 0;
    for (std::size_t i = 0; i < prepared.size(); ++i) {
        const auto& [name, input] = prepared[i];
        const bool crashes = std::stoll(input) % 2 == 0;
        even += crashes;
        INFO(name << ": " << input);
        CHECK(crashing["tests"][i]["name"] == name);
        CHECK(crashing["tests"][i]["verdict"] == (crashes ? "RE" : "AC"));
    }
    // Both kinds occur, so a worker that stays dead (or never crashes) cannot pass.
    CHECK(even > 0);
    CHECK(even < prepared.size());
}

TEST_CASE("parallel grading keeps suite order, and --time-limit applies to every test", "[grade]") {
    const auto parallel = graded_json("sum " + solution("sum.cpp") + " -j 2", 0);
    const auto serial = graded_json("sum " + solution("sum.cpp") + " -j 1", 0);
    REQUIRE(parallel["tests"].size() == serial["tests"].size());
    for (std::size_t i = 0; i < serial["tests"].size(); ++i) CHECK(parallel["tests"][i]["name"] == serial["tests"][i]["name"]);
    CHECK(graded_json("sum " + solution("sum.py") + " --time-limit 1ms", 1)["verdict"] == "TLE");
}

TEST_CASE("the JUnit report has a testcase per test and a failure per non-AC test", "[grade]") {
    const auto junit = scratch() / "grade.xml";
    const auto result = gavel(on("root") + " grade sum " + solution("wrong.c") + " --all --junit " + junit.string());
    CHECK(result.exit_code == 1);
    const std::string xml = read_all(junit);
    CHECK_THAT(xml, Catch::StartsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>"));
    std::size_t testcases = 0, failures = 0;
    for (std::size_t at = 0; (at = xml.find("<testcase ", at)) != std::string::npos; ++at) ++testcases;
    for (std::size_t at = 0; (at = xml.find("<failure type=\"WA\"", at)) != std::string::npos; ++at) ++failures;
    CHECK(testcases == 22);
    CHECK(failures == 22);  // a - b is a + b only when b is 0, and no case has that
}

TEST_CASE("Ctrl-C stops the runs, kills every process and still writes the report", "[grade]") {
    const auto report = scratch() / "interrupted.json";
    RunningGavel grading({"--root", std::string(FIXTURES_DIR) + "/root", "--plugin-path", TEST_PLUGIN_DIR, "grade", "sum",
                          (std::filesystem::path(HOSTILE_DIR) / "sleep_forever.c").string(), "-j", "1", "--json",
                          report.string()},
                         "interrupted");
    // Interrupted only once compiled and into the first test: its program (named "solution") is running.
    REQUIRE(eventually([&] { return has_descendant_named(grading.pid(), "solution"); }, std::chrono::minutes(1)));
    grading.stop_with(SIGINT);
    CHECK(grading.exit_code() == 1);
    const auto json = nlohmann::json::parse(read_all(report));
    CHECK(json[0]["verdict"] == "SK");
    CHECK(json[0]["tests"].size() == 22);
    CHECK(grading.left_no_boxes());
}

TEST_CASE("a closed standard output does not kill the judge before it cleans up", "[grade]") {
    int pipe_fds[2];
    REQUIRE(::pipe(pipe_fds) == 0);
    const pid_t child = ::fork();
    if (child == 0) {
        ::dup2(pipe_fds[1], 1);
        ::close(pipe_fds[0]);
        ::execl(GAVEL_BINARY, GAVEL_BINARY, "--root", (std::string(FIXTURES_DIR) + "/root").c_str(), "--plugin-path",
                TEST_PLUGIN_DIR, "-q", "grade", "sum", solution("sum.cpp").c_str(), "-j", "1", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(pipe_fds[0]);  // nobody reads: every write of the table fails
    ::close(pipe_fds[1]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);  // the table could not be shown, but the solution was graded: accepted
    for (const auto& entry : std::filesystem::directory_iterator("/tmp"))
        CHECK_THAT(entry.path().filename().string(), !Catch::StartsWith("gavel-box-" + std::to_string(child) + "-"));
}

TEST_CASE("grade's bad input is one line and exit code 2", "[grade][errors]") {
    check_refused(gavel(on("root") + " grade sum /nowhere/sol.cpp"), "/nowhere/sol.cpp: solution not found");

    check_refused(gavel(on("root") + " grade sum " + solution("notes.txt")), "notes.txt: cannot grade this file: expected a source file (.c, .cpp");

    check_refused(gavel(on("root") + " grade sum " + solution("sum.cpp") + " --time-limit soon"), "--time-limit: expected a positive duration");

    check_refused(gavel(on("root") + " grade sum " + solution("sum.cpp") + " -j 300"), "--jobs: Value 300 not in range 0 to 256");
    check_refused(gavel(on("root") + " grade nope " + solution("sum.cpp")), "unknown problem 'nope'; expected one of: crashcheck, sum");
    check_refused(gavel(on("root") + " grade sum"), "SOLUTION is required");

    check_refused(gavel(on("root") + " grade sum " + solution("sum.cpp") + " --languages " + solution("bad-languages.yaml")), "bad-languages.yaml:3:18: expected an extension starting with '.', found 'cpp'");

    check_refused(gavel(on("root") + " grade sum " + solution("sum.cpp") + " --suite /nowhere/suite.yaml"), "/nowhere/suite.yaml: cannot open the file");
}

TEST_CASE("with -j1 each row is shown as its test ends, not all of them at the end", "[grade]") {
    // 22 tests of 1.5 s each (sleep_then_answer.c), one at a time: the first row is due after one of them, the
    // end after all. The table goes to a file, so stdio would keep rows back too unless each is flushed.
    RunningGavel grading({"--root", std::string(FIXTURES_DIR) + "/root", "--plugin-path", TEST_PLUGIN_DIR, "grade", "sum",
                          solution("sleep_then_answer.c"), "-j", "1"},
                         "streamed");
    const bool first_row = eventually([&] { return grading.out().find("samples/statement") != std::string::npos || !grading.running(); },
                                      std::chrono::minutes(2));
    INFO(grading.out() << grading.err());
    REQUIRE(first_row);
    CHECK(grading.running());
    CHECK_THAT(grading.out(), !Catch::Contains("random/gen-20"));
    grading.stop_with(SIGTERM);
}

TEST_CASE("a compile error has a field of its own, and every test is SK alike", "[grade]") {
    const auto junit = scratch() / "compile-error.xml";
    const auto json = graded_json("sum " + (std::filesystem::path(HOSTILE_DIR) / "compile_error.cpp").string() + " --junit " +
                                      junit.string(), 1);
    CHECK(json["verdict"] == "CE");
    REQUIRE(json["compile_error"].is_string());
    CHECK_THAT(json["compile_error"].get<std::string>(), Catch::Contains("error"));
    REQUIRE(json["tests"].size() == 22);
    for (const auto& test : json["tests"]) {
        CHECK(test["verdict"] == "SK");
        CHECK(test["message"] == "not run: compilation failed");
    }
    CHECK_THAT(read_all(junit), Catch::Contains("<system-err>") && Catch::Contains("error"));
    const auto shown = gavel(on("root") + " grade sum " + (std::filesystem::path(HOSTILE_DIR) / "compile_error.cpp").string());
    CHECK_THAT(shown.out, Catch::Contains("compilation failed:\n") && Catch::Contains("sum: CE (compilation error)"));
    CHECK(graded_json("sum " + solution("sum.cpp"), 0)["compile_error"].is_null());
}

TEST_CASE("by default a rejected test ends a pass-fail problem's run, and --all runs every test", "[grade]") {
    // sum awards its points through one group: pass-fail. wrong.c is wrong on every test.
    const auto fast = graded_json("sum " + solution("wrong.c") + " -j 1", 1);
    REQUIRE(fast["tests"].size() == 22);
    CHECK(fast["verdict"] == "WA");
    CHECK(fast["tests"][0]["verdict"] == "WA");
    for (std::size_t i = 1; i < fast["tests"].size(); ++i) {
        CHECK(fast["tests"][i]["verdict"] == "SK");
        CHECK(fast["tests"][i]["message"] == "not run: an earlier test failed");
    }
    const auto all = graded_json("sum " + solution("wrong.c") + " -j 2 --all", 1);
    REQUIRE(all["tests"].size() == 22);
    CHECK(all["verdict"] == "WA");
    for (const auto& test : all["tests"]) CHECK(test["verdict"] == "WA");
    // The same verdict and score either way.
    CHECK(fast["score"] == all["score"]);
}

TEST_CASE("a spinning solution on dice-yutnori is graded in well under a minute: each group ends at its first TLE", "[grade]") {
    // 922 tests of 2 s: every one run would take a quarter of an hour. dice-yutnori is a scoring problem (several
    // groups award points): a rejection ends its own group only, so every group still gets its TLE.
    const auto report = scratch() / "spinning.json";
    const auto started = std::chrono::steady_clock::now();
    const auto result = gavel("--root " + std::string(SOURCE_DIR) + " grade dice-yutnori " +
                              (std::filesystem::path(HOSTILE_DIR) / "spin.c").string() + " -j 2 --json " + report.string());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    CHECK(seconds < 60);
    const auto json = nlohmann::json::parse(read_all(report))[0];
    CHECK(json["verdict"] == "TLE");
    CHECK(json["score"] == 0);
    REQUIRE(json["tests"].size() == 922);
    std::map<std::string, std::size_t> limits_exceeded;
    std::map<std::string, bool> group_ended;
    for (const auto& test : json["tests"]) {
        const std::string group = test["group"];
        if (test["verdict"] == "TLE") ++limits_exceeded[group];
        else if (group_ended[group]) CHECK(test["verdict"] == "SK");
        group_ended[group] = group_ended[group] || test["verdict"] == "TLE";
    }
    CHECK(limits_exceeded.size() == 11);  // every group, none ended by another's failure
    for (const auto& [group, count] : limits_exceeded) CHECK(count <= 2);  // at most one per box
}
