// Time limits that hold still, through the gavel binary on the packages of tests/packages/: a legacy package's
// .timelimit, an inferred limit kept per package content and machine, calibrate --write, and inference that
// judges on where it used to stop (bounds that clash, a lower bound over the measuring limit, submissions that
// cannot run, an interactive time-out that only the wall clock ends).
//
// Each test judges a copy whose problem.yaml ends with a comment of its own (this process and the time), so that
// no inference kept by an earlier run of the tests is taken: the kept limit's key is the package's content.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "cli_runner.hpp"
#include "judged_packages.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

fs::path test_package(const std::string& name) { return fs::path(SOURCE_DIR) / "framework" / "tests" / "packages" / name; }

// tests/packages/`name` copied to scratch()/<tag>/<name>, its problem.yaml made this run's own.
fs::path fresh_copy(const std::string& name, const std::string& tag) {
    const fs::path copy = scratch() / tag / name;
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(test_package(name), copy, fs::copy_options::recursive);
    const auto now = std::chrono::system_clock::now().time_since_epoch().count();
    std::ofstream(copy / "problem.yaml", std::ios::app) << "# copy " << ::getpid() << " " << now << "\n";
    return copy;
}

// The file a run says it keeps the inferred limit in ("kept in <file>;" or "kept in <file>)"), or "".
std::string kept_file_named(const std::string& log) {
    std::smatch match;
    static const std::regex kept("kept in ([^;) \n]+)");
    return std::regex_search(log, match, kept) ? match[1].str() : "";
}

// The cache folder a gavel the tests start uses (ctest sets XDG_CACHE_HOME; else the user's).
fs::path cache_home() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && xdg[0] == '/') return xdg;
    return fs::path(std::getenv("HOME")) / ".cache";
}

bool measured(const std::string& log) { return log.find("lower bound, slowest test") != std::string::npos; }

}  // namespace

TEST_CASE("a legacy package's .timelimit is its limit: verify judges with it and infers nothing", "[package][time_limit]") {
    const fs::path package = fresh_copy("legacytimelimit", "timelimit-file");
    const fs::path report = package.parent_path() / "verify.json";
    const auto verified = gavel("verify " + package.string() + " --json " + report.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_FALSE(measured(verified.err));
    const auto json = nlohmann::json::parse(read_all(report));
    CHECK(json["problems"][0]["time_limit_inferred"] == false);
    const auto listed = gavel("list " + package.string());
    CHECK_THAT(listed.out, Catch::Contains("time limit 1.50 s"));
}

TEST_CASE("an inferred time limit is worked out once, kept under the cache folder, and used by every later command",
          "[package][time_limit]") {
    const fs::path package = fresh_copy("inferredsums", "kept-limit");
    fs::remove_all(package / "submissions" / "time_limit_exceeded");  // one bound is enough here, and quick
    const auto first = gavel("verify " + package.string() + " --fail-fast");
    INFO(first.out << first.err);
    CHECK(first.exit_code == 0);
    CHECK(measured(first.err));
    const std::string file = kept_file_named(first.err);
    REQUIRE_FALSE(file.empty());
    CHECK(fs::path(file).parent_path() == cache_home() / "gavel" / "time-limits");
    CHECK(fs::path(file).filename().string().size() == 64);
    const auto kept = nlohmann::json::parse(read_all(file));
    CHECK(kept["time_limit_us"] == 1000000);
    CHECK(kept["slowest_lower_by"] == "accepted/add.py on secret/1");

    // grade (another command, another measuring limit) judges with the kept limit, measuring nothing.
    const std::string add = (package / "submissions" / "accepted" / "add.py").string();
    const auto graded = gavel("grade " + package.string() + " " + add);
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_FALSE(measured(graded.err));
    CHECK_THAT(graded.err, Catch::Contains("time limit 1.00 s (inferred on " + kept["inferred_on"].get<std::string>() + ", kept in " + file));

    // What is kept is what is judged with: a limit put there by hand is the one used.
    auto changed = kept;
    changed["time_limit_us"] = 7000000;
    std::ofstream(file, std::ios::binary) << changed.dump();
    const auto by_hand = gavel("grade " + package.string() + " " + add);
    CHECK_THAT(by_hand.err, Catch::Contains("time limit 7.00 s (inferred on"));

    // A corrupt file is warned of, and the limit inferred and kept again.
    std::ofstream(file, std::ios::binary) << "{\"format\": 1, \"key\":";
    const auto corrupt = gavel("grade " + package.string() + " " + add);
    INFO(corrupt.err);
    CHECK(corrupt.exit_code == 0);
    CHECK_THAT(corrupt.err, Catch::Contains(file + ": a kept time limit gavel cannot read (not a JSON object); ignored, and inferred again"));
    CHECK(measured(corrupt.err));
    CHECK(nlohmann::json::parse(read_all(file))["time_limit_us"] == 1000000);

    // A changed submission is another package: inferred anew, kept under another key.
    std::ofstream(add, std::ios::app) << "# changed\n";
    const auto after_change = gavel("grade " + package.string() + " " + add);
    CHECK(measured(after_change.err));
    CHECK(kept_file_named(after_change.err) != file);
}

TEST_CASE("calibrate --write gives a legacy package a .timelimit, and then nothing is inferred", "[package][time_limit]") {
    const fs::path package = fresh_copy("inferredsums", "write-legacy");
    const auto calibrated = gavel("calibrate " + package.string() + " --measuring-limit 2s --write");
    INFO(calibrated.out << calibrated.err);
    CHECK(calibrated.exit_code == 0);
    CHECK_THAT(calibrated.out, Catch::Contains("time limit: 1.00 s (inferred)"));
    CHECK_THAT(calibrated.out, Catch::Contains("wrote time limit 1 s to " + (package / ".timelimit").string()));
    CHECK(read_all(package / ".timelimit") == "1\n");
    const auto listed = gavel("list " + package.string());
    CHECK_THAT(listed.out, Catch::Contains("time limit 1.00 s"));
    const auto graded = gavel("grade " + package.string() + " " + (package / "submissions" / "accepted" / "add.py").string());
    CHECK(graded.exit_code == 0);
    CHECK_FALSE(measured(graded.err));
}

TEST_CASE("calibrate --write sets a 2025-09 package's limits.time_limit, every other line of problem.yaml kept", "[package][time_limit]") {
    const fs::path package = fresh_copy("modernsums", "write-modern");
    const std::string before = read_all(package / "problem.yaml");
    const auto calibrated = gavel("calibrate " + package.string() + " --measuring-limit 2s --write");
    INFO(calibrated.out << calibrated.err);
    CHECK(calibrated.exit_code == 0);
    std::string expected = before;
    const std::string limits = "limits:\n";
    expected.insert(expected.find(limits) + limits.size(), "    time_limit: 1\n");
    CHECK(read_all(package / "problem.yaml") == expected);
    CHECK_THAT(gavel("list " + package.string()).out, Catch::Contains("time limit 1.00 s"));

    // Written again (another limit measured, say): the line is replaced, not added twice.
    const auto again = gavel("calibrate " + package.string() + " --measuring-limit 2s --write");
    CHECK(again.exit_code == 0);
    CHECK(read_all(package / "problem.yaml") == expected);
}

TEST_CASE("calibrate --write refuses a problem of gavel's own", "[package][time_limit]") {
    check_refused(gavel(on("root") + " calibrate sum --write"), "--write: sum is not a problem package");
}

TEST_CASE("bounds that clash are a warning naming both submissions: verify judges with the lower bound's limit", "[package][time_limit]") {
    const fs::path package = fresh_copy("clashingbounds", "clash");
    const auto verified = gavel("verify " + package.string() + " --fail-fast");
    INFO(verified.out << verified.err);
    // Judged: the quick time-out is accepted at 1 s, against its folder's promise.
    CHECK(verified.exit_code == 1);
    CHECK_THAT(verified.err, Catch::Contains("no time limit fits: "));
    CHECK_THAT(verified.err, Catch::Contains("(must pass: accepted/add.py on secret/1; must time out: time_limit_exceeded/quick.py on secret/1); "
                                             "judging with 1 s, the lower bound's limit, as problemtools does"));
    CHECK(last_word(row_of(verified.out, "accepted/add.py")) == "ok");
    CHECK_THAT(row_of(verified.out, "time_limit_exceeded/quick.py"), Catch::Contains("AC"));

    // calibrate still says no limit fits, and fails.
    const auto calibrated = gavel("calibrate " + package.string() + " --write");
    INFO(calibrated.out << calibrated.err);
    CHECK(calibrated.exit_code == 1);
    CHECK_THAT(calibrated.out, Catch::Contains("no time limit fits: ") && Catch::Contains("must time out: time_limit_exceeded/quick.py on secret/1); nothing written"));
    CHECK(read_all(package / "problem.yaml").find("limits:") == std::string::npos);
}

TEST_CASE("a lower bound over the measuring limit is a warning: it bounds there, and verify judges", "[package][time_limit]") {
    const fs::path package = fresh_copy("clashingbounds", "over-measuring");
    fs::remove_all(package / "submissions" / "time_limit_exceeded");
    std::ofstream(package / "submissions" / "accepted" / "forever.py") << "while True:\n    pass\n";
    const auto verified = gavel("verify " + package.string() + " --measuring-limit 1s --fail-fast");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 1);  // forever.py is TLE at the 2 s the bound gives
    CHECK_THAT(verified.err, Catch::Contains("accepted/forever.py: needs more than the measuring limit, 1.00 s, on secret/1, so it bounds "
                                             "the time limit from below at 1.00 s"));
    CHECK(last_word(row_of(verified.out, "accepted/add.py")) == "ok");
    CHECK_THAT(row_of(verified.out, "accepted/forever.py"), Catch::Contains("TLE"));
}

TEST_CASE("submissions that cannot run are left out of the bounds with a warning, and verify judges the rest", "[package][time_limit]") {
    const fs::path package = fresh_copy("unrunnable", "unrunnable");
    const auto verified = gavel("verify " + package.string() + " --fail-fast");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 1);  // broken.c is CE, which accepted/ does not allow
    CHECK_THAT(verified.err, Catch::Contains("accepted/old.py2: left out of the time limit's bounds: "));
    CHECK_THAT(verified.err, Catch::Contains("accepted/broken.c: left out of the time limit's bounds: it does not compile: "));
    CHECK_THAT(row_of(verified.out, "accepted/old.py2"), Catch::Contains("NOT RUN"));
    CHECK_THAT(row_of(verified.out, "accepted/broken.c"), Catch::Contains("CE"));
    CHECK(last_word(row_of(verified.out, "accepted/add.py")) == "ok");
}

TEST_CASE("an interactive time-out the wall clock ends bounds the limit as a run of at least its limit", "[package][time_limit][interactive]") {
    const fs::path package = fresh_copy("waitinginteractive", "waiting");
    // 2 s: the limit, 1 s, times time_limit_to_tle (1.5) must stay within what the waiting run is counted as.
    const auto verified = gavel("verify " + package.string() + " --measuring-limit 2s --fail-fast");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.err, Catch::Contains("time_limit_exceeded/waits.py: upper bound, slowest test secret/1 (2.00 s)"));
    CHECK(last_word(row_of(verified.out, "time_limit_exceeded/waits.py")) == "ok");
    CHECK(last_word(row_of(verified.out, "accepted/answers.py")) == "ok");
}
