// The inferred time limit of a package (package/time_limit.cpp).
#include <catch2/catch.hpp>

#include "package/time_limit.hpp"

using gavel::Duration;
using gavel::package::FormatVersion;
using gavel::package::infer_time_limit;
using gavel::package::Timing;

namespace {

Duration ms(long long value) { return std::chrono::milliseconds(value); }

}  // namespace

TEST_CASE("2025-09: the smallest multiple of the resolution at least T_ac times ac_to_time_limit", "[package][time_limit]") {
    Timing timing;  // ac_to_time_limit 2, time_limit_to_tle 1.5, resolution 1 s
    auto inferred = infer_time_limit(timing, FormatVersion::v2025_09, ms(600), std::nullopt);
    CHECK(inferred.time_limit == ms(2000));
    CHECK(inferred.error.empty());
    CHECK(inferred.slowest_lower == ms(600));

    // Exactly on a multiple stays there.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(500), std::nullopt).time_limit == ms(1000));
    // A finer resolution rounds up to it.
    timing.time_resolution = 0.1;
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(333), std::nullopt).time_limit == ms(700));
    timing.time_resolution = 0.25;
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(130), std::nullopt).time_limit == ms(500));
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(125), std::nullopt).time_limit == ms(250));
    // Never below one step, even for a submission that takes no time at all.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(0), std::nullopt).time_limit == ms(250));
    // 2023-07-draft follows the same rule.
    CHECK(infer_time_limit(timing, FormatVersion::draft_2023_07, ms(130), std::nullopt).time_limit == ms(500));
}

TEST_CASE("2025-09: a time-out must stay time_limit_to_tle above the limit", "[package][time_limit]") {
    Timing timing;
    timing.ac_to_time_limit = 3;
    timing.time_limit_to_tle = 2;
    // 0.4 s * 3 = 1.2 s: the limit is 2 s, and 2 s * 2 = 4 s <= 5 s.
    auto fits = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(5000));
    CHECK(fits.time_limit == ms(2000));
    CHECK(fits.error.empty());
    CHECK(fits.fastest_upper == std::optional<Duration>(ms(5000)));
    // Exactly at the bound still fits.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(4000)).error.empty());

    // 2 s * 2 = 4 s > 3 s: no multiple fits; the limit is still the lower one.
    auto impossible = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(3000));
    CHECK(impossible.time_limit == ms(2000));
    CHECK(impossible.error ==
          "no time limit fits: the slowest run that must pass (400 ms) times ac_to_time_limit 3 needs at least 2 s, but "
          "the fastest time-out (3.00 s) divided by time_limit_to_tle allows at most 1.5 s");
    // A finer resolution can make it fit: 1.2 s * 2 = 2.4 s <= 3 s.
    timing.time_resolution = 0.1;
    auto finer = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(3000));
    CHECK(finer.error.empty());
    CHECK(finer.time_limit == ms(1200));
}

TEST_CASE("legacy: T_ac times time_multiplier, up to a whole second, under time_safety_margin", "[package][time_limit]") {
    Timing timing;
    timing.ac_to_time_limit = 5;    // time_multiplier
    timing.time_limit_to_tle = 2;   // time_safety_margin
    timing.time_resolution = 0.1;   // not the legacy format's: whole seconds regardless
    auto inferred = infer_time_limit(timing, FormatVersion::legacy, ms(250), std::nullopt);
    CHECK(inferred.time_limit == ms(2000));
    CHECK(infer_time_limit(timing, FormatVersion::legacy, ms(200), std::nullopt).time_limit == ms(1000));
    CHECK(infer_time_limit(timing, FormatVersion::legacy, ms(250), ms(4000)).error.empty());

    auto impossible = infer_time_limit(timing, FormatVersion::legacy, ms(250), ms(3500));
    CHECK(impossible.time_limit == ms(2000));
    CHECK(impossible.error ==
          "no time limit fits: the slowest run that must pass (250 ms) times time_multiplier 5 needs at least 2 s (in "
          "whole seconds), but the fastest time-out (3.50 s) divided by time_safety_margin allows at most 1.75 s");
}

// ---- .timelimit, describe_conflict, --write's text editing, the kept inferences ----------------------------------

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "error_text.hpp"
#include "package/time_limit_cache.hpp"
#include "package/time_limit_writing.hpp"

namespace {

namespace fs = std::filesystem;
using gavel::package::Package;

fs::path test_package(const std::string& name) { return fs::path(SOURCE_DIR) / "framework" / "tests" / "packages" / name; }

bool warned(const Package& package, const std::string& part) {
    return std::any_of(package.warnings.begin(), package.warnings.end(),
                       [&](const std::string& warning) { return warning.find(part) != std::string::npos; });
}

// A copy of one of tests/packages/ in a folder of this test's own (removed afterwards), to change.
class PackageCopy {
public:
    PackageCopy(const std::string& name, const std::string& tag)
        : root_(fs::temp_directory_path() / ("gavel-time-limit-test-" + std::to_string(::getpid()) + "-" + tag)) {
        fs::remove_all(root_);
        fs::create_directories(root_);
        fs::copy(test_package(name), folder(), fs::copy_options::recursive);
    }
    ~PackageCopy() {
        std::error_code error;
        fs::remove_all(root_, error);
    }
    fs::path root() const { return root_; }
    fs::path folder() const { return root_ / "pkg"; }
    void write(const std::string& relative, const std::string& text) const { std::ofstream(folder() / relative, std::ios::binary) << text; }

private:
    fs::path root_;
};

std::string timelimit_error(const std::string& content) {
    const PackageCopy copy("legacytimelimit", "bad");
    copy.write(".timelimit", content);
    return gavel_test::input_error_of([&] { gavel::package::open_package(copy.folder()); }, content);
}

}  // namespace

TEST_CASE(".timelimit at a legacy package's root is its time limit: nothing is left to infer", "[package][time_limit]") {
    const Package package = gavel::package::open_package(test_package("legacytimelimit"));
    REQUIRE(package.timing.time_limit);
    CHECK(*package.timing.time_limit == ms(1500));
    CHECK(package.problem.limits.time == ms(1500));
    CHECK(package.problem.limits.wall() == ms(4000));  // 2 x the limit + 1 s, as for problem.yaml's
    CHECK_FALSE(warned(package, ".timelimit"));
}

TEST_CASE("2025-09: problem.yaml's limits.time_limit wins over .timelimit, with a warning naming both", "[package][time_limit]") {
    const Package package = gavel::package::open_package(test_package("bothlimits"));
    REQUIRE(package.timing.time_limit);
    CHECK(*package.timing.time_limit == ms(2000));
    CHECK(package.problem.limits.time == ms(2000));
    CHECK(warned(package, "bothlimits/.timelimit: 3.00 s ignored: "));
    CHECK(warned(package, "problem.yaml gives limits.time_limit 2.00 s, which wins in a 2025-09 package"));
}

TEST_CASE("2025-09: a .timelimit alone is taken, with a warning that the version keeps it in problem.yaml", "[package][time_limit]") {
    const PackageCopy copy("bothlimits", "alone");
    copy.write("problem.yaml", "problem_format_version: 2025-09\nname: Alone\nuuid: 3b9f6c2e-8d41-4a7e-9c05-1f2e3d4c5b6a\n");
    const Package package = gavel::package::open_package(copy.folder());
    REQUIRE(package.timing.time_limit);
    CHECK(*package.timing.time_limit == ms(3000));
    CHECK(warned(package, "pkg/.timelimit: the time limit, 3.00 s, is taken from this file; a 2025-09 package keeps it in "
                          "problem.yaml as limits.time_limit"));
}

TEST_CASE("a .timelimit that is not one positive number is refused at its line and column", "[package][time_limit]") {
    CHECK_THAT(timelimit_error("abc\n"), Catch::Contains("pkg/.timelimit:1:1: expected a positive number of seconds (such as 2 or 1.5), found 'abc'"));
    CHECK_THAT(timelimit_error("0\n"), Catch::Contains(".timelimit:1:1: expected a positive number of seconds (such as 2 or 1.5), found 0"));
    CHECK_THAT(timelimit_error("-1"), Catch::Contains(".timelimit:1:1: expected a positive number of seconds (such as 2 or 1.5), found '-1'"));
    CHECK_THAT(timelimit_error("1e3"), Catch::Contains(".timelimit:1:1: expected a positive number of seconds (such as 2 or 1.5), found '1e3'"));
    CHECK_THAT(timelimit_error("inf\n"), Catch::Contains(".timelimit:1:1: expected a positive number of seconds"));
    CHECK_THAT(timelimit_error(""), Catch::Contains(".timelimit:1: expected a positive number of seconds (such as 2 or 1.5), found an empty file"));
    CHECK_THAT(timelimit_error(" \n\n"), Catch::Contains(".timelimit:1: expected a positive number of seconds (such as 2 or 1.5), found only white space"));
    CHECK_THAT(timelimit_error("2 3\n"), Catch::Contains(".timelimit:1:3: expected only the number of seconds, found '3' after it"));
    CHECK_THAT(timelimit_error("\n 1.5x\n"), Catch::Contains(".timelimit:2:2: expected a positive number of seconds (such as 2 or 1.5), found '1.5x'"));
    CHECK_THAT(timelimit_error("100000\n"), Catch::Contains(".timelimit:1:1: expected at most 86400 seconds, found 100000"));
}

TEST_CASE("a .timelimit's number may be written with or without a fraction and a newline", "[package][time_limit]") {
    for (const auto& [text, expected] : {std::pair<std::string, long long>{"2", 2000}, {"1.5\n", 1500}, {"0.25\r\n", 250}, {" .5 ", 500}}) {
        INFO(text);
        const PackageCopy copy("legacytimelimit", "good");
        copy.write(".timelimit", text);
        const Package package = gavel::package::open_package(copy.folder());
        REQUIRE(package.timing.time_limit);
        CHECK(*package.timing.time_limit == ms(expected));
    }
}

TEST_CASE("a conflict is described with the two submissions and tests that bound the limit, and the limit judged with", "[package][time_limit]") {
    Timing timing;
    auto impossible = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(300));
    impossible.slowest_lower_by = "accepted/a.py on secret/02";
    impossible.fastest_upper_by = "time_limit_exceeded/b.py on secret/01";
    CHECK(gavel::package::describe_conflict(impossible) ==
          impossible.error + " (must pass: accepted/a.py on secret/02; must time out: time_limit_exceeded/b.py on secret/01); "
                             "judging with 1 s, the lower bound's limit, as problemtools does");
    CHECK(gavel::package::describe_conflict(infer_time_limit(timing, FormatVersion::v2025_09, ms(400), std::nullopt)).empty());
}

TEST_CASE("a time limit is written in seconds without an exponent or trailing zeros", "[package][time_limit]") {
    using gavel::package::written_seconds;
    CHECK(written_seconds(ms(2000)) == "2");
    CHECK(written_seconds(ms(1500)) == "1.5");
    CHECK(written_seconds(ms(250)) == "0.25");
    CHECK(written_seconds(std::chrono::microseconds(100001)) == "0.100001");
    CHECK(written_seconds(ms(86400000)) == "86400");
}

TEST_CASE("calibrate --write's problem.yaml edit keeps every other line: a time_limit replaced, added to limits, or a limits block appended",
          "[package][time_limit]") {
    using gavel::package::with_time_limit;
    // Replaced in place, its comment kept; a time_limit deeper in the block is not the one.
    CHECK(with_time_limit("# head\nproblem_format_version: 2025-09\nlimits:\n  memory: 256  # MiB\n  time_limit: 3 # old\nname: X\n", "1.5",
                          "problem.yaml") ==
          "# head\nproblem_format_version: 2025-09\nlimits:\n  memory: 256  # MiB\n  time_limit: 1.5 # old\nname: X\n");
    // Added first under limits, at the block's indentation.
    CHECK(with_time_limit("name: X\nlimits:\n    # note\n    memory: 256\n    time_multipliers:\n      time_limit_to_tle: 2\nsource: s\n", "2",
                          "problem.yaml") ==
          "name: X\nlimits:\n    time_limit: 2\n    # note\n    memory: 256\n    time_multipliers:\n      time_limit_to_tle: 2\nsource: s\n");
    // An empty limits: gets the usual two spaces.
    CHECK(with_time_limit("limits:\nname: X\n", "2", "problem.yaml") == "limits:\n  time_limit: 2\nname: X\n");
    // No limits: a block appended, after a newline the file lacked.
    CHECK(with_time_limit("name: X\n# last", "0.5", "problem.yaml") == "name: X\n# last\nlimits:\n  time_limit: 0.5\n");
    CHECK(with_time_limit("", "1", "problem.yaml") == "limits:\n  time_limit: 1\n");
    // Windows line endings stay Windows line endings.
    CHECK(with_time_limit("name: X\r\nlimits:\r\n  memory: 256\r\n", "1", "problem.yaml") == "name: X\r\nlimits:\r\n  time_limit: 1\r\n  memory: 256\r\n");
    // A flow map is not edited: refused at its place.
    CHECK_THAT(gavel_test::input_error_of([] { with_time_limit("name: X\nlimits: {memory: 256}\n", "1", "pkg/problem.yaml"); }, "flow"),
               Catch::Contains("pkg/problem.yaml:2:9: limits is written on its own line (flow style)"));
}

TEST_CASE("the kept time limit's key: the package's content, not its folder, and any change to what is timed changes it", "[package][time_limit]") {
    using gavel::package::time_limit_key;
    const PackageCopy first("inferredsums", "key-a"), second("inferredsums", "key-b");
    const Package a = gavel::package::open_package(first.folder());
    const std::string key = time_limit_key(a);
    CHECK(key.size() == 64);
    CHECK(time_limit_key(gavel::package::open_package(second.folder())) == key);
    for (const std::string file : {"submissions/accepted/add.py", "data/secret/1.in", "input_validators/two_numbers.py", "problem.yaml"}) {
        INFO(file);
        const PackageCopy changed("inferredsums", "key-c");
        std::ofstream(changed.folder() / file, std::ios::app) << "\n";
        CHECK(time_limit_key(gavel::package::open_package(changed.folder())) != key);
    }
    const PackageCopy with_file("inferredsums", "key-d");
    with_file.write(".timelimit", "2\n");
    CHECK(time_limit_key(gavel::package::open_package(with_file.folder())) != key);
}

TEST_CASE("a kept time limit is read back as written, and a corrupt one is warned of and ignored", "[package][time_limit]") {
    using namespace gavel::package;
    const PackageCopy copy("inferredsums", "kept");
    Package package = open_package(copy.folder());
    const std::string key = time_limit_key(package);
    const fs::path file = copy.root() / "kept";
    CHECK_FALSE(read_kept_time_limit(package, file, key));  // none yet, and no warning for that
    CHECK(package.warnings.empty());

    TimeLimitInference inference = infer_time_limit(package.timing, package.version, ms(30), ms(10000));
    inference.slowest_lower_by = "accepted/add.py on secret/1";
    inference.fastest_upper_by = "time_limit_exceeded/spin.py on secret/1";
    const KeptTimeLimit written = keep_time_limit(package, file, key, inference);
    CHECK(written.file == file);
    CHECK_THAT(written.inferred_on, Catch::Matches("20[0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9] UTC"));
    const auto read = read_kept_time_limit(package, file, key);
    REQUIRE(read);
    CHECK(read->from_earlier_run);
    CHECK(read->inferred_on == written.inferred_on);
    CHECK(read->inference.time_limit == inference.time_limit);
    CHECK(read->inference.slowest_lower == ms(30));
    CHECK(read->inference.slowest_lower_by == "accepted/add.py on secret/1");
    CHECK(read->inference.fastest_upper == std::optional<Duration>(ms(10000)));
    CHECK(read->inference.fastest_upper_by == "time_limit_exceeded/spin.py on secret/1");
    CHECK(read->inference.error.empty());
    CHECK(package.warnings.empty());

    // Another key's file (a hash collision of names, or one copied by hand) is not this package's.
    CHECK_FALSE(read_kept_time_limit(package, file, std::string(64, '0')));
    CHECK(warned(package, file.string() + ": a kept time limit gavel cannot read (it is kept under another key); ignored, and inferred again"));
    for (const std::string& text : {std::string("{\"format\": 1, \"key\": \"") + key.substr(0, 5), std::string("[]"),
                                    std::string("{\"format\": 1, \"key\": \"") + key + "\", \"time_limit_us\": \"2s\"}"}) {
        INFO(text);
        std::ofstream(file, std::ios::binary) << text;
        package.warnings.clear();
        CHECK_FALSE(read_kept_time_limit(package, file, key));
        CHECK(warned(package, ": a kept time limit gavel cannot read ("));
    }
}

TEST_CASE("kept time limits live in $XDG_CACHE_HOME/gavel/time-limits/<key>, else ~/.cache/gavel/time-limits/<key>", "[package][time_limit]") {
    const fs::path folder = fs::temp_directory_path() / ("gavel-time-limit-home-" + std::to_string(::getpid()));
    fs::remove_all(folder);
    const char* old_xdg = std::getenv("XDG_CACHE_HOME");
    const char* old_home = std::getenv("HOME");
    const std::string xdg = old_xdg ? old_xdg : "", home = old_home ? old_home : "";
    ::setenv("XDG_CACHE_HOME", (folder / "xdg").c_str(), 1);
    CHECK(gavel::package::kept_time_limit_file("abc") == folder / "xdg" / "gavel" / "time-limits" / "abc");
    CHECK(fs::is_directory(folder / "xdg" / "gavel" / "time-limits"));
    ::setenv("XDG_CACHE_HOME", "relative/ignored", 1);  // as the XDG specification says
    ::setenv("HOME", (folder / "home").c_str(), 1);
    CHECK(gavel::package::kept_time_limit_file("abc") == folder / "home" / ".cache" / "gavel" / "time-limits" / "abc");
    if (old_xdg) ::setenv("XDG_CACHE_HOME", xdg.c_str(), 1);
    else ::unsetenv("XDG_CACHE_HOME");
    if (old_home) ::setenv("HOME", home.c_str(), 1);
    else ::unsetenv("HOME");
    fs::remove_all(folder);
}

#include "package/package_judging.hpp"

TEST_CASE("an upper bound the wall clock ended counts as at least the limit it ran under, whatever its verdict and CPU time",
          "[package][time_limit][interactive]") {
    using gavel::package::slowest_bounding_test;
    gavel::Report report;
    const auto test = [](const std::string& name, gavel::Verdict verdict, long long cpu, long long wall, const std::string& message) {
        gavel::TestResult result;
        result.group = "secret";
        result.name = name;
        result.verdict = verdict;
        result.cpu = ms(cpu);
        result.wall = ms(wall);
        result.message = message;
        return result;
    };
    // An interactive submission and validator both waiting: the wall clock (2 x 1 s + 1 s) ends the submission after
    // 8 ms of CPU, and the validator, finding its input's end, said 43 first.
    report.tests.push_back(test("1", gavel::Verdict::wrong_answer, 8, 3004, "expected 5, found ''"));
    report.tests.push_back(test("2", gavel::Verdict::accepted, 20, 40, ""));
    const std::vector<std::size_t> both{0, 1};
    CHECK(slowest_bounding_test(report, both, ms(1000), true) == std::pair<Duration, std::string>{ms(1000), "secret/1"});
    // As a lower bound it is what its CPU did: a lower bound is judged by what it needs.
    CHECK(slowest_bounding_test(report, both, ms(1000), false) == std::pair<Duration, std::string>{ms(20), "secret/2"});
    // A wrong answer that ended well within the wall clock is its CPU time.
    report.tests[0] = test("1", gavel::Verdict::wrong_answer, 8, 900, "");
    CHECK(slowest_bounding_test(report, both, ms(1000), true) == std::pair<Duration, std::string>{ms(20), "secret/2"});
    // The submission's own wall-clock time-out, and a CPU one, are the limit too.
    report.tests[0] = test("1", gavel::Verdict::time_limit, 8, 2000, "the submission wall-clock time limit exceeded");
    CHECK(slowest_bounding_test(report, both, ms(1000), true).first == ms(1000));
    report.tests[0] = test("1", gavel::Verdict::runtime_error, 8, 2000, "the submission wall-clock time limit exceeded (the validator then said: wrong answer)");
    CHECK(slowest_bounding_test(report, both, ms(1000), true).first == ms(1000));
}
