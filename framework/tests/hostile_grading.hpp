// Grading one program of the hostile corpus (tests/hostile/, in C and C++, java/ and python/) on the `sum`
// problem's one test, and looking for what a run may have left on the machine. Shared by test_hostile.cpp and
// test_hostile_languages.cpp, which need HOSTILE_DIR, FIXTURES_DIR and TEST_PLUGIN_DIR defined.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "tools/grade.hpp"

namespace gavel_test {

inline const gavel::ProblemJudge& sum_problem() {
    static const gavel::ProblemJudge judge(gavel::open_problem(gavel::Catalog(std::filesystem::path(FIXTURES_DIR) / "root"), "sum", {TEST_PLUGIN_DIR},
                                                               std::filesystem::path(FIXTURES_DIR) / "suites" / "hostile.yaml"));
    return judge;
}

/// The suite's limits (2 s of CPU, 15 s of wall-clock time) are for a program touching its memory on a loaded
/// machine. A program that only spins, floods or sleeps meets a smaller limit just as surely, and each corpus has
/// several: these (and suites/hostile_quick.yaml, for a gavel command) save the tests 15 s a corpus.
inline gavel::LimitOverrides short_limits() {
    using namespace std::chrono_literals;
    gavel::LimitOverrides limits;
    limits.time = 1s;
    limits.wall = 2s;
    return limits;
}

/// `program` is a path under HOSTILE_DIR.
inline gavel::GradeOptions options_for(const std::string& program) {
    using namespace std::chrono_literals;
    gavel::GradeOptions options;
    options.solution = std::filesystem::path(HOSTILE_DIR) / program;
    options.jobs = 1;
    options.languages = gavel::load_languages(gavel::default_languages_file());
    options.languages.compile_limits.time = 5s;  // the looping compiler must not hold the suite up
    options.languages.compile_limits.memory = 512ull << 20;
    return options;
}

/// The one test's result (CE when it did not compile), under the suite's limits with `limits` over them.
inline gavel::TestResult grade(const std::string& program, const gavel::LimitOverrides& limits = {}) {
    gavel::Grader grader(sum_problem(), options_for(program), sum_problem().prepare(limits));
    const gavel::Report report = grader.run({});
    REQUIRE(report.tests.size() == 1);
    gavel::TestResult result = report.tests.front();
    if (report.verdict == gavel::Verdict::compilation_error) result.verdict = gavel::Verdict::compilation_error;
    return result;
}

/// Processes whose name starts with `prefix` anywhere on the machine.
inline std::size_t processes_named(const std::string& prefix) {
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream comm(entry.path() / "comm");
        std::string name;
        if (comm >> name && name.rfind(prefix, 0) == 0) ++count;
    }
    return count;
}

/// A box folder of this process still in /tmp, or the marker write_files leaves when the box did not hold.
inline bool left_on_host() {
    const std::string ours = "gavel-box-" + std::to_string(::getpid()) + "-";  // other tests may run beside us
    for (const auto& entry : std::filesystem::directory_iterator("/tmp"))
        if (entry.path().filename().string().rfind(ours, 0) == 0) return true;
    return std::filesystem::exists("/tmp/gavel-hostile-marker");
}

}  // namespace gavel_test
