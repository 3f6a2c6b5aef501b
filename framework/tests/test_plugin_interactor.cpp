// A problem plugin as the interactor (plugin.h's interact(), run by gavel-interactor-host in a box of its own):
// the bundled omok-hunt verifies, and names a wrong solution moved into accepted/; the doubler test plugins judge
// submissions, and one whose interact() throws or crashes is a judge error; `interactor:` beside an interact() is
// refused at its line; a sample's exchange is shown beside a failing run's; export makes of omok-hunt an
// interactive package that verifies.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

const fs::path source_dir = SOURCE_DIR;

// A root of its own in scratch() holding the bundled omok-hunt (its plugin is the build's own, found by default).
fs::path omok_hunt_root(const std::string& name) {
    const fs::path root = scratch() / name;
    fs::remove_all(root);
    for (const char* part : {"problems", "testcases"}) {
        fs::create_directories(root / part);
        fs::copy(source_dir / part / "omok-hunt", root / part / "omok-hunt", fs::copy_options::recursive);
    }
    return root;
}

std::string doublers() { return on("plugin-interactors") + " --plugin-path " + TEST_PLUGIN_DIR; }

fs::path write_submission(const std::string& name, const std::string& text) {
    const fs::path file = scratch() / "doubler-submissions" / name;
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
    return file;
}

}  // namespace

TEST_CASE("the bundled omok-hunt verifies: each solution gets its folder's verdict from the plugin's interact()", "[interactive][cli]") {
    const fs::path root = omok_hunt_root("omok-hunt-verify");
    const auto verified = gavel("--root " + root.string() + " verify omok-hunt");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("6 solutions, 6 as their folders promise"));
    for (const char* row : {"accepted/probe_lines.cpp", "accepted/probe_lines.py", "wrong_answer/asks_every_cell.cpp",
                            "wrong_answer/names_the_stone_it_found.cpp", "time_limit_exceeded/never_flushes.cpp",
                            "runtime_error/crashes_after_first_reply.cpp"})
        CHECK_THAT(verified.out, Catch::Contains(row));
}

TEST_CASE("omok-hunt: a wrong solution moved into accepted/ fails verify, named, with the over-budget message", "[interactive][cli]") {
    const fs::path root = omok_hunt_root("omok-hunt-moved");
    const fs::path solutions = root / "problems" / "omok-hunt" / "solutions";
    for (const char* folder : {"wrong_answer", "time_limit_exceeded", "runtime_error"}) fs::remove_all(solutions / folder);
    fs::remove(solutions / "accepted" / "probe_lines.py");
    fs::copy_file(source_dir / "problems" / "omok-hunt" / "solutions" / "wrong_answer" / "asks_every_cell.cpp",
                  solutions / "accepted" / "asks_every_cell.cpp");
    const auto verified = gavel("--root " + root.string() + " verify omok-hunt --show");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 1);
    CHECK_THAT(verified.out, Catch::Contains("2 solutions, 1 as their folders promise, 1 not"));
    CHECK_THAT(verified.out, Catch::Contains("accepted/asks_every_cell.cpp") && Catch::Contains("question 151, but at most 150 are allowed"));
    CHECK_THAT(verified.out, Catch::Contains("> ? 1 1\n") && Catch::Contains("< 0\n"));  // --show: the exchange
}

TEST_CASE("a plugin's interact() judges a submission, and a failing sample shows both exchanges", "[interactive][cli]") {
    const fs::path right = write_submission("double.py", "print(2 * int(input()), flush=True)\n");
    const auto accepted = gavel(doublers() + " grade doubler " + right.string());
    INFO(accepted.out << accepted.err);
    CHECK(accepted.exit_code == 0);
    CHECK_THAT(accepted.out, Catch::Contains("doubler: AC") && Catch::Contains("3/3 tests accepted"));

    const fs::path wrong = write_submission("off_by_one.py", "print(2 * int(input()) + 1, flush=True)\n");
    const fs::path report = scratch() / "doubler-submissions" / "wrong.json";
    // --all: a test after the failure runs too, so that an exchange of a test with no sample is seen.
    const auto rejected = gavel(doublers() + " grade doubler " + wrong.string() + " --all --json " + report.string());
    INFO(rejected.out << rejected.err);
    CHECK(rejected.exit_code == 1);
    CHECK_THAT(rejected.out, Catch::Contains("expected 10, found 11"));
    CHECK_THAT(rejected.out, Catch::Contains("      exchange of samples/five (WA; < the judge, > the submission):\n        < 5\n        > 11\n"
                                             "      the sample's exchange, as its author wrote it:\n        < 5\n        > 10\n"));
    const auto test = nlohmann::json::parse(read_all(report))[0]["tests"][0];
    CHECK(test["exchange"] == "< 5\n> 11\n");
    CHECK(test["sample_exchange"] == "< 5\n> 10\n");
    const auto secret = nlohmann::json::parse(read_all(report))[0]["tests"][1];
    CHECK(secret["exchange"] == "< 7\n> 15\n");
    CHECK(secret["sample_exchange"].is_null());
}

TEST_CASE("a plugin interactor that throws or crashes is a judge error, never the submission's verdict", "[interactive][cli]") {
    const fs::path right = write_submission("double.py", "print(2 * int(input()), flush=True)\n");
    const auto thrown = gavel(doublers() + " grade doubler_throws " + right.string());
    INFO(thrown.out << thrown.err);
    CHECK(thrown.exit_code == 1);
    CHECK_THAT(thrown.out, Catch::Contains("IE") && Catch::Contains("interact() failed (status 5): the interactor's own bug"));
    CHECK_THAT(thrown.out, Catch::Contains("doubler_throws: IE"));

    const auto crashed = gavel(doublers() + " grade doubler_crashes " + right.string());
    INFO(crashed.out << crashed.err);
    CHECK(crashed.exit_code == 1);
    CHECK_THAT(crashed.out, Catch::Contains("killed by signal 11"));
    CHECK_THAT(crashed.out, Catch::Contains("doubler_crashes: IE"));
}

TEST_CASE("an interactor: key beside a plugin's interact() is refused at its line", "[interactive][cli][errors]") {
    const fs::path root = scratch() / "doubler-two-interactors";
    fs::remove_all(root);
    fs::copy(fs::path(FIXTURES_DIR) / "plugin-interactors", root, fs::copy_options::recursive);
    std::ofstream(root / "problems" / "doubler" / "problem.yaml", std::ios::app) << "interactor: { program: judge.py, protocol: kattis }\n";
    std::ofstream(root / "problems" / "doubler" / "judge.py") << "import sys\nsys.exit(42)\n";
    const fs::path right = write_submission("double.py", "print(2 * int(input()), flush=True)\n");
    const auto refused = gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " grade doubler " + right.string());
    check_refused(refused, "problem.yaml:6:13: 'interactor:' names a program, but ");
    CHECK_THAT(refused.err, Catch::Contains("doubler.so has its own interact(); expected one interactor"));
}

TEST_CASE("export makes of omok-hunt an interactive package whose output validator is interact(), and it verifies",
          "[interactive][cli][export]") {
    const fs::path root = omok_hunt_root("omok-hunt-export");
    const fs::path out = scratch() / "omok-hunt-exported";
    fs::remove_all(out);
    const auto exported = gavel("--root " + root.string() + " export omok-hunt " + out.string());
    INFO(exported.out << exported.err);
    REQUIRE(exported.exit_code == 0);
    CHECK_THAT(exported.out, Catch::Contains("output validator: the plugin's interact() (interactive)"));
    const fs::path package = out / "omokhunt";
    CHECK_THAT(read_all(package / "problem.yaml"), Catch::Contains("type: [scoring, interactive]"));
    CHECK(read_all(package / "data" / "sample" / "01-sample-1.interaction") ==
          read_all(source_dir / "testcases" / "omok-hunt" / "data" / "sample-1.interaction"));
    CHECK(fs::is_regular_file(package / "data" / "sample" / "01-sample-1.in.download"));
    // The never-flushing submission waits out its limit on every test: left out, to keep the test short.
    fs::remove_all(package / "submissions" / "time_limit_exceeded");
    const auto verified = gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("verify: 5 submissions, 5 as expected"));
}

TEST_CASE("stress on an interactive problem shows the failing exchange, not the solution's unanswered questions", "[interactive][cli][stress]") {
    const fs::path root = omok_hunt_root("omok-hunt-stress");
    const fs::path wrong = source_dir / "problems" / "omok-hunt" / "solutions" / "wrong_answer" / "names_the_stone_it_found.cpp";
    const auto stressed = gavel("--root " + root.string() + " stress omok-hunt " + wrong.string() + " --count 50 --out " +
                                (root / "found").string());
    INFO(stressed.out << stressed.err);
    CHECK(stressed.exit_code == 1);
    CHECK_THAT(stressed.out, Catch::Contains("message: expected the winner and the five's leftmost stone "));
    CHECK_THAT(stressed.out, Catch::Contains("--- exchange (< the judge, > the solution)\n1: > ? 1 1\n2: < 0\n3: > ? 1 6\n"));
    CHECK_THAT(stressed.out, !Catch::Contains("--- solution output"));
}
