// The hostile-program corpus: each program gets its verdict, the judge survives, the machine stays clean.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <fstream>

#include "hostile_grading.hpp"
#include "loopback_listener.hpp"
#include "sandbox/box.hpp"

using gavel::Verdict;
using namespace gavel_test;
using namespace std::chrono_literals;

namespace {

// `sum` with three tests, graded one after another in one box (-j 1): what one run leaves, the next one meets.
gavel::Problem sum_with_three_tests() {
    const auto suite = std::filesystem::temp_directory_path() / ("gavel-hostile-three-" + std::to_string(::getpid()) + ".yaml");
    std::ofstream(suite) << "problem: sum\n"
                            "limits: { time: 2s, wall: 15s, memory: 256MiB, output: 1MiB }\n"
                            "groups:\n"
                            "  - name: one\n"
                            "    points: 100\n"
                            "    cases:\n"
                            "      - { name: first, input: \"1 2\\n\", answer: \"3\\n\" }\n"
                            "      - { name: second, input: \"2 3\\n\", answer: \"5\\n\" }\n"
                            "      - { name: third, input: \"3 4\\n\", answer: \"7\\n\" }\n";
    gavel::Problem opened = gavel::open_problem(gavel::Catalog(std::filesystem::path(FIXTURES_DIR) / "root"), "sum", {TEST_PLUGIN_DIR}, suite);
    std::filesystem::remove(suite);
    return opened;
}

const gavel::ProblemJudge& sum_three_times() {
    static const gavel::ProblemJudge judge(sum_with_three_tests());
    return judge;
}

}  // namespace

TEST_CASE("hostile programs get their verdicts and leave nothing behind", "[hostile]") {
    if (::geteuid() != 0) WARN("not root: the sandbox runs without namespaces; some checks are weaker");
    struct Expectation {
        const char* program;
        Verdict verdict;
        gavel::LimitOverrides limits{};
    };
    const Expectation corpus[] = {
        {"spin.c", Verdict::time_limit, short_limits()}, {"sleep_forever.c", Verdict::time_limit, short_limits()},
        {"alloc_4g.c", Verdict::memory_limit},    {"stdout_flood.c", Verdict::output_limit},
        {"stderr_flood.c", Verdict::time_limit, short_limits()}, {"segfault.c", Verdict::runtime_error},
        {"abort.c", Verdict::runtime_error},      {"exit_3.c", Verdict::runtime_error},
        {"deep_stack.c", Verdict::accepted},      {"snoop.c", Verdict::accepted},
        {"write_files.c", Verdict::accepted},     {"kill_parent.c", Verdict::accepted},
        {"daemon.c", Verdict::accepted},          {"closed_stdout.c", Verdict::wrong_answer},
        {"compile_error.cpp", Verdict::compilation_error}, {"compile_loop.cpp", Verdict::compilation_error},
        {"raise_sigxcpu.c", Verdict::runtime_error},  // its own SIGXCPU: only the judge's limit makes TLE
        {"widen_affinity.c", Verdict::accepted},      // held to its box's one CPU
    };
    for (const auto& [program, verdict, limits] : corpus) {
        const gavel::TestResult result = grade(program, limits);
        INFO(program << ": " << gavel::short_name(result.verdict) << " " << result.message);
        CHECK(result.verdict == verdict);
        // Each program names its own processes, so tests running beside this one cannot be mistaken for a leak.
        CHECK(processes_named("gvl-daemon") == 0);
        CHECK_FALSE(left_on_host());
    }
}

TEST_CASE("a fork bomb is contained and killed", "[hostile]") {
    const auto started = std::chrono::steady_clock::now();
    const gavel::TestResult result = grade("fork_bomb.c", short_limits());
    CHECK(result.verdict == Verdict::time_limit);
    CHECK(std::chrono::steady_clock::now() - started < 20s);
    CHECK(processes_named("gvl-forkbomb") == 0);
}

TEST_CASE("endless standard error is cut at its bound", "[hostile]") {
    const gavel::TestResult result = grade("stderr_flood.c", short_limits());
    CHECK(result.verdict == Verdict::time_limit);
    CHECK(result.message.size() < 70 * 1024);
}

TEST_CASE("CPU time counts every thread", "[hostile]") {
    const gavel::TestResult result = grade("two_threads.c");
    CHECK(result.verdict == Verdict::accepted);
    CHECK(result.cpu >= 780ms);
}

TEST_CASE("a program cannot reach the network, even the judge's loopback", "[hostile]") {
    const gavel_test::LoopbackListener listener;
    const gavel::TestResult result = grade("tcp_connect.c");
    CHECK(result.verdict == Verdict::accepted);  // it answers only when the connection failed
    CHECK_FALSE(listener.reached());
}

TEST_CASE("the sandbox is isolated as root, with a control group, and says so when it is not", "[hostile]") {
    gavel::sandbox::Box box;
    if (::geteuid() == 0) {
        CHECK(box.isolated());
        CHECK(box.has_cgroup());
    } else {
        // Without root there is no cgroup (the box is isolated in a user namespace where the kernel allows one);
        // the box must not claim what it cannot hold.
        CHECK_FALSE(box.has_cgroup());
    }
    // Either way a path inside the box is where the program sees its folder.
    CHECK(box.inside("work") == (box.isolated() ? std::filesystem::path("/box/work") : box.host_dir() / "work"));
}

TEST_CASE("folders 20000 and 3000 levels deep cost their test nothing and the next tests of the box run", "[hostile]") {
    const gavel::Report report = gavel::grade_solution(sum_three_times(), options_for("deep_folders.c"), {});
    REQUIRE(report.tests.size() == 3);
    for (const auto& test : report.tests) {
        INFO(test.name << ": " << gavel::short_name(test.verdict) << " " << test.message);
        CHECK(test.verdict == Verdict::accepted);
    }
    CHECK_FALSE(left_on_host());
}

TEST_CASE("nothing passes from one test to the next through System V or POSIX IPC", "[hostile]") {
    const gavel::Report report = gavel::grade_solution(sum_three_times(), options_for("ipc_leftover.c"), {});
    REQUIRE(report.tests.size() == 3);
    for (const auto& test : report.tests) {
        INFO(test.name << ": " << gavel::short_name(test.verdict) << " " << test.message);
        CHECK(test.verdict == Verdict::accepted);
    }
}
