// External checker programs in the testlib and Kattis protocols, compiled once and run in the sandbox.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <vector>

#include "cli_runner.hpp"
#include "graded_report.hpp"

using namespace gavel_test;

namespace {

std::string solution(const std::string& name) { return (std::filesystem::path(FIXTURES_DIR) / "solutions" / name).string(); }

nlohmann::json grade_json(const std::string& problem, const std::string& file, int expected_exit) {
    return graded_report("checkers", problem + " " + solution(file) + " -j 1", expected_exit);
}

}  // namespace

TEST_CASE("a testlib checker decides by its exit code and explains on stderr", "[checkers][external]") {
    CHECK(grade_json("sum_testlib", "sum.cpp", 0)["verdict"] == "AC");
    const auto wrong = grade_json("sum_testlib", "wrong.c", 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["tests"][0]["message"] == "wrong answer expected 3, found -1");
    CHECK(gavel(on("checkers") + " run sum_testlib").exit_code == 0);
}

TEST_CASE("a Kattis output validator reads the output on stdin and answers 42 or 43", "[checkers][external]") {
    CHECK(grade_json("sum_kattis", "sum.py", 0)["verdict"] == "AC");
    const auto wrong = grade_json("sum_kattis", "wrong.c", 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["tests"][0]["message"] == "expected 3, found -1");
}

TEST_CASE("a crashing checker is IE, a checker that does not compile is refused", "[checkers][external][errors]") {
    const auto crashed = grade_json("sum_crashchecker", "sum.cpp", 1);
    CHECK(crashed["verdict"] == "IE");
    CHECK_THAT(crashed["tests"][0]["message"].get<std::string>(), Catch::Contains("the checker failed"));

    const auto broken = gavel(on("checkers") + " grade sum_badchecker " + solution("sum.cpp"));
    CHECK(broken.exit_code == 2);
    CHECK_THAT(broken.err, Catch::Contains("checker") && Catch::Contains("broken_checker.cpp does not compile"));
}

namespace {

// The gavel command with its compile cache under `home` (as XDG_CACHE_HOME).
Outcome gavel_cached(const std::filesystem::path& home, const std::string& arguments) {
    return run_program("XDG_CACHE_HOME=" + home.string() + " " + GAVEL_BINARY, arguments);
}

// A cache home of the test's own, empty.
std::filesystem::path fresh_home(const std::string& name) {
    const auto home = scratch() / name;
    std::filesystem::remove_all(home);
    return home;
}

// The programs cached under `home`: <home>/gavel/<key>/program.
std::vector<std::filesystem::path> cached_programs(const std::filesystem::path& home) {
    std::vector<std::filesystem::path> programs;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(home / "gavel", error))
        if (std::filesystem::exists(entry.path() / "program")) programs.push_back(entry.path() / "program");
    return programs;
}

// With a Python solution, which has nothing to cache: the checker's is then the one entry of the cache.
std::string grade_sum_testlib() { return on("checkers") + " grade sum_testlib " + solution("sum.py") + " -j 1"; }

}  // namespace

TEST_CASE("an external checker is compiled once, then taken from the compile cache", "[checkers][external][cache]") {
    const auto home = fresh_home("cache-hit");
    const auto first = gavel_cached(home, grade_sum_testlib());
    INFO(first.out << first.err);
    REQUIRE(first.exit_code == 0);
    const auto programs = cached_programs(home);
    REQUIRE(programs.size() == 1);
    const auto built_at = std::filesystem::last_write_time(programs[0]);

    const auto second = gavel_cached(home, grade_sum_testlib());
    INFO(second.out << second.err);
    CHECK(second.exit_code == 0);
    CHECK(gavel_cached(home, on("checkers") + " run sum_testlib").exit_code == 0);
    CHECK(cached_programs(home) == programs);
    CHECK(std::filesystem::last_write_time(programs[0]) == built_at);
}

TEST_CASE("a corrupted cached checker is compiled again, and grading still passes", "[checkers][external][cache]") {
    const auto home = fresh_home("cache-corrupt");
    REQUIRE(gavel_cached(home, grade_sum_testlib()).exit_code == 0);
    const auto programs = cached_programs(home);
    REQUIRE(programs.size() == 1);
    const std::string good = read_all(programs[0]);
    {
        // The same size, so that only the SHA-256 can tell.
        std::fstream program(programs[0], std::ios::binary | std::ios::in | std::ios::out);
        program.seekp(static_cast<std::streamoff>(good.size() / 2));
        program << std::string(64, '\xcc');
    }
    const std::string corrupted = read_all(programs[0]);
    REQUIRE(corrupted != good);

    const auto regraded = gavel_cached(home, grade_sum_testlib());
    INFO(regraded.out << regraded.err);
    CHECK(regraded.exit_code == 0);
    CHECK_THAT(regraded.err, Catch::Contains("unusable") && Catch::Contains("SHA-256"));
    CHECK(cached_programs(home) == programs);
    CHECK(read_all(programs[0]) != corrupted);
    CHECK_THAT(read_all(programs[0].parent_path() / "manifest"),
               Catch::Contains("size " + std::to_string(std::filesystem::file_size(programs[0]))));
}

TEST_CASE("gavel list compiles no checker", "[checkers][external][cache]") {
    const auto home = fresh_home("cache-list");
    const auto listed = gavel_cached(home, on("checkers") + " list");
    INFO(listed.err);
    CHECK(listed.exit_code == 0);
    CHECK_THAT(listed.out, Catch::Contains("sum_testlib") && Catch::Contains("sum_badchecker"));
    CHECK(cached_programs(home).empty());
    std::error_code error;
    CHECK((!std::filesystem::exists(home / "gavel") || std::filesystem::is_empty(home / "gavel", error)));
}

TEST_CASE("the checker is compiled with the table --languages names", "[checkers][external][cache]") {
    const auto home = fresh_home("cache-languages");
    const auto table = scratch() / "refusing-languages.yaml";
    std::ofstream(table) << "compile_limits: { time: 10s, memory: 1GiB, output: 64MiB }\n"
                            "languages:\n"
                            "  - name: c++\n"
                            "    extensions: [.cpp]\n"
                            "    source: solution.cpp\n"
                            "    compile: [sh, -c, \"echo this table compiles nothing >&2; exit 1\"]\n"
                            "    run: [\"{binary}\"]\n";
    const auto refused = gavel_cached(home, "--languages " + table.string() + " " + grade_sum_testlib());
    INFO(refused.err);
    CHECK(refused.exit_code == 2);
    CHECK_THAT(refused.err, Catch::Contains("testlib_checker.cpp does not compile") && Catch::Contains("this table compiles nothing"));
    CHECK(cached_programs(home).empty());
}

TEST_CASE("a checker may be a folder of sources, headers of its own included", "[checkers][external][cache]") {
    const auto home = fresh_home("cache-folder");
    const auto graded = gavel_cached(home, on("checkers") + " grade sum_folder " + solution("sum.py") + " -j 1");
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK(cached_programs(home).size() == 1);
    const auto wrong = grade_json("sum_folder", "wrong.c", 1);
    CHECK(wrong["verdict"] == "WA");
    CHECK(wrong["tests"][0]["message"] == "folder checker: expected 3, found -1");
}
