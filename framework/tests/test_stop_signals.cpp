// SIGTERM and Ctrl-C end every judging command within seconds, whatever hangs: the reports are still written
// (what did not finish is SK) and no sandbox box is left in /tmp.
#include <catch2/catch.hpp>

#include <signal.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"
#include "running_gavel.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// Far more than the time any of these commands takes to end once stopped, far less than what hangs would take.
constexpr double seconds_to_end = 10;

// A folder of scratch() holding `files` (path -> text), made afresh.
fs::path folder_of(const std::string& name, const std::vector<std::pair<std::string, std::string>>& files) {
    const fs::path root = scratch() / name;
    fs::remove_all(root);
    for (const auto& [path, text] : files) {
        fs::create_directories((root / path).parent_path());
        std::ofstream(root / path) << text;
    }
    return root;
}

std::string hostile(const std::string& name) { return (fs::path(HOSTILE_DIR) / name).string(); }

}  // namespace

TEST_CASE("SIGTERM ends grade while the checker hangs, and the reports are still written", "[stop]") {
    // crashcheck's checker spins on the output "hang" (10 s of CPU before its own limit): the first test is
    // accepted, the second hangs the checker.
    const fs::path files = folder_of("hanging-checker", {
        {"suite.yaml", "problem: crashcheck\ngroups:\n  - name: all\n    points: 1\n    cases:\n"
                       "      - { name: fine, input: \"ok\\n\", answer: \"ok\\n\" }\n"
                       "      - { name: hangs, input: \"hang\\n\", answer: \"ok\\n\" }\n"},
        {"echo.c", "#include <stdio.h>\nint main(void) { char word[64]; if (scanf(\"%63s\", word) != 1) return 1; "
                   "printf(\"%s\\n\", word); return 0; }\n"}});
    RunningGavel grading({"--root", std::string(FIXTURES_DIR) + "/root", "--plugin-path", TEST_PLUGIN_DIR, "grade", "crashcheck",
                          (files / "echo.c").string(), "--suite", (files / "suite.yaml").string(), "-j", "1", "--json",
                          (files / "report.json").string(), "--junit", (files / "report.xml").string()},
                         "hanging-checker");
    REQUIRE(eventually([&] { return grading.out().find("all/fine") != std::string::npos || !grading.running(); }, std::chrono::minutes(2)));
    REQUIRE(grading.running());
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // into the check of the second test
    const double seconds = grading.stop_with(SIGTERM);
    INFO(grading.out() << grading.err());
    CHECK(seconds < seconds_to_end);
    CHECK(grading.exit_code() == 1);
    const auto json = nlohmann::json::parse(read_all(files / "report.json"))[0];
    REQUIRE(json["tests"].size() == 2);
    CHECK(json["tests"][0]["verdict"] == "AC");
    CHECK(json["tests"][1]["verdict"] == "SK");
    CHECK(json["verdict"] == "SK");
    CHECK_THAT(read_all(files / "report.xml"), Catch::EndsWith("</testsuites>\n") && Catch::Contains("<skipped"));
    CHECK(grading.left_no_boxes());
}

TEST_CASE("SIGTERM ends verify while a solution hangs", "[stop]") {
    // A 20 s limit: the sleeper would hold verify for 41 s (the wall limit) on its first test alone.
    const fs::path root = folder_of("hanging-verify", {
        {"problems/sum/problem.yaml", "id: sum\ntitle: A plus B\nlimits: { time: 20s, memory: 64MiB, output: 1MiB }\nchecker: tokens\n"},
        {"problems/sum/solutions/time_limit_exceeded/sleeps.c", read_all(hostile("sleep_forever.c"))},
        {"testcases/sum/suite.yaml", read_all(fs::path(FIXTURES_DIR) / "root" / "testcases" / "sum" / "suite.yaml")}});
    RunningGavel verifying({"--root", root.string(), "--plugin-path", TEST_PLUGIN_DIR, "verify", "-j", "1"}, "hanging-verify");
    REQUIRE(eventually([&] { return has_descendant_named(verifying.pid(), "solution"); }, std::chrono::minutes(2)));
    const double seconds = verifying.stop_with(SIGTERM);
    INFO(verifying.out() << verifying.err());
    CHECK(seconds < seconds_to_end);
    CHECK(verifying.exit_code() == 1);
    CHECK_THAT(verifying.err(), Catch::Contains("stopped"));
    CHECK(verifying.left_no_boxes());
}

TEST_CASE("SIGTERM ends run while the reference hangs, and its JSON report is still written", "[stop]") {
    // misbehave's reference sleeps for an hour on "sleep"; its wall limit here is a minute.
    const fs::path root = folder_of("hanging-reference", {
        {"problems/misbehave/problem.yaml", read_all(fs::path(FIXTURES_DIR) / "failing" / "problems" / "misbehave" / "problem.yaml")},
        {"testcases/misbehave/suite.yaml", "problem: misbehave\ngroups:\n  - name: slow\n    points: 1\n    cases:\n"
                                           "      - { name: sleep, input: \"sleep\\n\", answer: \"x\\n\", limits: { wall: 60s } }\n"}});
    const fs::path report = root / "report.json";
    RunningGavel running({"--root", root.string(), "--plugin-path", TEST_PLUGIN_DIR, "run", "misbehave", "--json", report.string()},
                         "hanging-reference");
    std::this_thread::sleep_for(std::chrono::seconds(3));  // the reference is asleep in its call
    REQUIRE(running.running());
    const double seconds = running.stop_with(SIGTERM);
    INFO(running.out() << running.err());
    CHECK(seconds < seconds_to_end);
    CHECK(running.exit_code() == 1);
    const auto json = nlohmann::json::parse(read_all(report));
    REQUIRE(json.size() == 1);
    REQUIRE(json[0]["tests"].size() == 1);
    CHECK(json[0]["tests"][0]["verdict"] == "SK");
    CHECK(running.left_no_boxes());
}

TEST_CASE("Ctrl-C ends stress while the solution hangs", "[stop]") {
    const fs::path case_folder = scratch() / "stopped-stress";
    fs::remove_all(case_folder);
    RunningGavel stressing({"--root", std::string(FIXTURES_DIR) + "/stress", "--plugin-path", TEST_PLUGIN_DIR, "stress", "lines",
                            hostile("sleep_forever.c"), "--count", "1000", "--out", case_folder.string()},
                           "hanging-stress");
    REQUIRE(eventually([&] { return has_descendant_named(stressing.pid(), "solution"); }, std::chrono::minutes(2)));
    const double seconds = stressing.stop_with(SIGINT);
    INFO(stressing.out() << stressing.err());
    CHECK(seconds < seconds_to_end);
    CHECK(stressing.exit_code() == 1);
    CHECK_THAT(stressing.out(), Catch::Contains("stopped: no difference in the"));
    CHECK_FALSE(fs::exists(case_folder));
    CHECK(stressing.left_no_boxes());
}
